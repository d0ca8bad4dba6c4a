/**
 * A request whose statement runs long is cut off by the pool's statement timeout (docs/performance.md
 * "Search that never stalls"; src/server/db/client.ts, errors.ts timeoutError, docs/decisions/015): on a
 * PostgreSQL cluster of the test's own, with `posts` locked by another session so that the list's statement
 * waits, GET /api/posts and tRPC posts.list answer 503 with the Japanese text and Retry-After while the lock
 * is still held (the test releases it only after both answers came, so an answer that waited for the lock
 * would never come), and the same app serves the list again once the lock is gone: no connection was left
 * holding the statement. Cluster on port 3395.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { copy } from "#shared/copy.ts";
import { createApp } from "../../src/server/app.ts";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../../src/server/db/client.ts";
import { seedReference } from "../../src/server/db/seed/seed-reference.ts";
import { createPgCluster, type PgCluster } from "../support/pg-cluster.ts";
import { testEnv } from "../support/test-app.ts";

const CLUSTER_PORT = 3395;
const TIMEOUT_MS = 300;

let cluster: PgCluster;
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let locker: postgres.Sql;

beforeAll(async () => {
  cluster = createPgCluster(CLUSTER_PORT);
  cluster.createDatabase("timeouts");
  const url = cluster.url("timeouts");
  handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", statementTimeoutMs: TIMEOUT_MS });
  await migrateDatabase(handle);
  await seedReference(handle.db);
  app = createApp({ db: handle.db, env: testEnv({ DATABASE_URL: url }) });
  locker = postgres(url, { max: 1, onnotice: () => {} });
}, 60_000);

afterAll(async () => {
  await locker?.end({ timeout: 5 });
  await handle?.close();
  cluster?.destroy();
});

describe("the statement timeout", () => {
  test("answers 503 with the Japanese text while a statement waits, then serves again", async () => {
    const trpcList = `/trpc/posts.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`;
    expect((await app.request("http://localhost:3000/api/posts")).status).toBe(200);

    // The begin callback's value is the tuple of answers, given once the lock is released.
    const [rest, trpc] = await locker.begin(async (tx) => {
      await tx`lock table posts in access exclusive mode`;
      return Promise.all([
        app.request("http://localhost:3000/api/posts"),
        app.request(`http://localhost:3000${trpcList}`),
      ]);
    });

    expect(rest.status).toBe(503);
    expect(rest.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await rest.json()) as { message: string }).message).toBe(copy.search.timedOut);
    expect(trpc.status).toBe(503);
    const trpcBody = (await trpc.json()) as { error: { message: string } };
    expect(trpcBody.error.message).toBe(copy.search.timedOut);

    const again = await app.request("http://localhost:3000/api/posts");
    expect(again.status).toBe(200);
    expect(((await again.json()) as { meta: { total: number } }).meta.total).toBe(0);
  });
});
