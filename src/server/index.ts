/**
 * Entry point (docs/operations.md "Start-up", "Shutdown"): read the environment, check that the port is free and
 * the database answers (each failure is one clear line, before anything is migrated or seeded), migrate and
 * seed under PostgreSQL's start-up lock (any number of instances may start at once), read the shared app key,
 * then serve the app on one address and port (HOST, PORT: API, tRPC and the built client; Bun's node:http server,
 * http/node-listener.ts) until SIGTERM/SIGINT drain it (lifecycle/shutdown.ts).
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVICE_NAME } from "#shared/constants.ts";
import { createApp } from "./app.ts";
import { migrateDatabase, openDatabase, pingDatabase, withStartupLock } from "./db/client.ts";
import { seedDatabase } from "./db/seed/seed-run.ts";
import { type AppEnv, EnvError, loadEnv } from "./env.ts";
import { startHousekeeping } from "./housekeeping.ts";
import { type HttpListener, listen } from "./http/node-listener.ts";
import { jobHandlersFor, startDigestSchedule } from "./jobs/handlers.ts";
import { openJobQueue, startJobWorker } from "./jobs/queue.ts";
import { sharedAppKey } from "./lifecycle/app-key.ts";
import { describeDatabaseUrl, portInUse } from "./lifecycle/preflight.ts";
import { type DrainState, installShutdown } from "./lifecycle/shutdown.ts";
import { installUnhandledRejections } from "./lifecycle/unhandled.ts";
import { configureLogger, logger } from "./logger.ts";
import { closeLiveHub } from "./realtime/event-bus.ts";

/** Logs one fatal line and exits 1 (a start-up that cannot go on). */
function fail(message: string, fields: Record<string, unknown> = {}): never {
  logger.fatal(fields, message);
  process.exit(1);
}

async function main(): Promise<void> {
  let env: AppEnv;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await configureLogger({ level: env.logLevel ?? "info", format: env.logFormat ?? "json" });
  installUnhandledRejections();

  if (await portInUse(env.host, env.port)) {
    fail(`port ${env.port} on ${env.host} is already in use: stop what listens there or set PORT`);
  }
  const handle = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    connectTimeoutMs: env.dbConnectTimeoutMs,
    statementTimeoutMs: env.statementTimeoutMs,
    preparedStatements: env.preparedStatements,
    watchAvailability: true,
    replicaUrls: env.replicaUrls,
    replicaMaxLagMs: env.replicaMaxLagMs,
  });
  if (env.databaseUrl) {
    try {
      await pingDatabase(handle.db, (env.dbConnectTimeoutMs ?? 1500) + 2000);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      fail(
        `cannot reach the database at ${describeDatabaseUrl(env.databaseUrl)}: ${reason} (check DATABASE_URL)`,
      );
    }
  }

  await migrateDatabase(handle);
  const seed = () => seedDatabase(handle, env.seedDemo);
  const demoAdded = env.databaseUrl ? await withStartupLock(env.databaseUrl, seed) : await seed();
  if (demoAdded) logger.info("demo data inserted");
  if (env.appKeyFromDatabase) env = { ...env, appKey: await sharedAppKey(handle.db) };

  // Expired sessions and rate-limit buckets are removed, and members who left before the leaving rule settled,
  // now and periodically.
  const housekeeping = await startHousekeeping({ db: handle.db, env });
  // The durable job queue (pg-boss in the `pgboss` schema; docs/decisions/013): resumes whatever a previous run
  // left, and takes back the jobs of a killed instance once they expire.
  const jobQueue = await openJobQueue(handle, { settings: env.jobs });
  const jobWorker = await startJobWorker(jobQueue, jobHandlersFor(env));
  const digestSchedule = startDigestSchedule(handle.db);

  const clientDir = env.clientDir ?? resolve(fileURLToPath(new URL("../../dist/client", import.meta.url)));
  const state: DrainState = { draining: false };
  let server: HttpListener | undefined;
  const app = createApp(
    { db: handle.db, env, replicas: handle.replicas },
    { clientDir, clientIp: (request) => server?.requestIP(request)?.address, health: state },
  );
  try {
    server = await listen({ hostname: env.host, port: env.port, fetch: app.fetch, idleTimeoutSeconds: 30 });
  } catch (error) {
    fail(
      `cannot listen on ${env.host}:${env.port}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  logger.info(
    {
      url: env.appUrl,
      host: env.host,
      port: env.port,
      database: handle.kind === "pglite" ? `embedded PGlite in ${env.dataDir}` : "PostgreSQL",
      ...(handle.replicas ? { replicas: handle.replicas.reports().map((replica) => replica.name) } : {}),
    },
    `${SERVICE_NAME}: ${env.appUrl}`,
  );

  installShutdown({
    server,
    state,
    timeoutMs: env.shutdownTimeoutMs ?? 10_000,
    cleanup: async () => {
      housekeeping.stop();
      digestSchedule.stop();
      await jobWorker.stop();
      await jobQueue.stop();
      await closeLiveHub(handle.db);
      await handle.close();
    },
  });
}

await main();
