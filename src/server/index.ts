/**
 * Entry point: read the environment, open and migrate the database, seed, and serve the app with Bun.serve
 * on one address and port (HOST, PORT: API, tRPC and the built client).
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVICE_NAME } from "../shared/constants.ts";
import { createApp } from "./app.ts";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import { seedDatabase } from "./db/seed/seed-run.ts";
import { EnvError, loadEnv } from "./env.ts";
import { startHousekeeping } from "./housekeeping.ts";

async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await migrateDatabase(handle);
  const demoAdded = await seedDatabase(handle, env.seedDemo);
  if (demoAdded) console.log("[seed] demo data inserted");

  // Expired sessions and rate-limit buckets are removed now and periodically.
  const housekeeping = await startHousekeeping(handle.db);

  const clientDir = env.clientDir ?? resolve(fileURLToPath(new URL("../../dist/client", import.meta.url)));
  let server: ReturnType<typeof Bun.serve> | undefined;
  const app = createApp(
    { db: handle.db, env },
    { clientDir, clientIp: (request) => server?.requestIP(request)?.address },
  );
  server = Bun.serve({ hostname: env.host, port: env.port, fetch: app.fetch, idleTimeout: 30 });
  console.log(
    `${SERVICE_NAME}: ${env.appUrl} (listening on ${env.host}:${env.port}; database: ${handle.kind === "pglite" ? `embedded PGlite in ${env.dataDir}` : "PostgreSQL"})`,
  );

  const shutdown = async () => {
    housekeeping.stop();
    await server?.stop();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

await main();
