/**
 * Read replicas on PostgreSQL's own streaming replication (docs/operations.md "Read replicas"): a cluster of the
 * test's own (port 3396), a real hot standby of it made with `pg_basebackup -R` (port 3397), and the real server
 * (port 3338) with DATABASE_REPLICA_URLS naming the standby and REPLICA_MAX_LAG_MS=500.
 *
 * Which database answered is read off the standby itself: its pg_stat_activity shows when the board's replica
 * connections (application_name REPLICA_APPLICATION_NAME) last started a statement.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { REPLICA_APPLICATION_NAME } from "../../src/server/db/replicas.ts";
import type { CookieJar } from "../support/cookie-jar.ts";
import { createPgCluster, createStandby, type PgCluster } from "../support/pg-cluster.ts";
import { signedUpMember } from "../support/request-mix.ts";
import { listening, type ServerProcess, startServer } from "../support/server-process.ts";

const PRIMARY_PORT = 3396;
const STANDBY_PORT = 3397;
const SERVER_PORT = 3338;
const DATABASE = "tasukeai_replicas";

let primary: PgCluster;
let standby: PgCluster;
let server: ServerProcess;
let base: string;
let onPrimary: postgres.Sql;
let onStandby: postgres.Sql;

interface ReplicaState {
  name: string;
  status: string;
  lag_ms: number | null;
}

/** The replicas as GET /readyz reports them. */
async function replicaStates(): Promise<ReplicaState[]> {
  const answer = await fetch(`${base}/readyz`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { replicas: ReplicaState[] }).replicas;
}

/**
 * Resolves with the ms it took until `check` holds, asking every 25 ms; throws after `deadlineMs` with what it saw
 * last. (Polls the server's own report: there is no event to await from another process.)
 */
async function until<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  deadlineMs = 10_000,
) {
  const started = performance.now();
  let last: T | undefined;
  while (performance.now() - started < deadlineMs) {
    last = await read();
    if (check(last)) return performance.now() - started;
    await Bun.sleep(25);
  }
  throw new Error(`${what}: not within ${deadlineMs} ms (last: ${JSON.stringify(last)})`);
}

/** The standby's clock now (statement start times of pg_stat_activity are on it). */
async function standbyNow(): Promise<Date> {
  const [row] = await onStandby<{ now: Date }[]>`select clock_timestamp() as now`;
  return (row as { now: Date }).now;
}

/** How many of the board's replica connections started a statement after `since` (standby clock). */
async function replicaStatementsSince(since: Date): Promise<number> {
  const [row] = await onStandby<{ n: number }[]>`
    select count(*)::int as n from pg_stat_activity
    where application_name = ${REPLICA_APPLICATION_NAME} and query_start > ${since}`;
  return (row as { n: number }).n;
}

function get(path: string, cookies?: CookieJar): Promise<Response> {
  return fetch(`${base}${path}`, {
    headers: { Accept: "application/json", ...(cookies ? { Cookie: cookies.header } : {}) },
    signal: AbortSignal.timeout(10_000),
  });
}

/** Creates a public request as `cookies`' member through POST /api/posts; returns its id. */
async function createPost(cookies: CookieJar, title: string): Promise<number> {
  const [category] = await onPrimary<{ id: number }[]>`select id from categories order by id limit 1`;
  const [region] = await onPrimary<{ id: number }[]>`select id from regions order by id limit 1`;
  const form = new FormData();
  form.append("title", title);
  form.append("body", "レプリカの確認のための依頼です。");
  form.append("category_id", String(category?.id));
  form.append("region_id", String(region?.id));
  form.append("is_public", "1");
  const created = await fetch(`${base}/api/posts`, {
    method: "POST",
    headers: { Accept: "application/json", Cookie: cookies.header, "X-XSRF-TOKEN": cookies.xsrf },
    body: form,
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** A member whose e-mail address is verified (posting needs it: docs/product.md §2 Post create). */
async function verifiedMember(email: string) {
  const member = await signedUpMember(base, email, "複製 確認");
  await onPrimary`update users set email_verified_at = now() where id = ${member.id}`;
  return member;
}

beforeAll(async () => {
  primary = createPgCluster(PRIMARY_PORT);
  primary.createDatabase(DATABASE);
  standby = createStandby(primary, STANDBY_PORT);
  server = startServer(SERVER_PORT, {
    DATABASE_URL: primary.url(DATABASE),
    DATABASE_REPLICA_URLS: standby.url(DATABASE),
    REPLICA_MAX_LAG_MS: "500",
    DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-replicas-")),
    APP_URL: `http://127.0.0.1:${SERVER_PORT}`,
    DB_CONNECT_TIMEOUT_MS: "1000",
    SEED_DEMO: "0",
  });
  base = server.url;
  await listening(server);
  onPrimary = postgres(primary.url(DATABASE), { max: 1, onnotice: () => {} });
  onStandby = postgres(standby.url(DATABASE), { max: 1, onnotice: () => {} });
  await until("the standby in rotation", replicaStates, (states) => states[0]?.status === "ok");
  // No demo data (its seed takes long): one member's request to read.
  const first = await verifiedMember("replica-first@example.com");
  await createPost(first.cookies, "最初の依頼");
}, 120_000);

afterAll(async () => {
  server?.kill();
  await onPrimary?.end({ timeout: 1 });
  await onStandby?.end({ timeout: 1 });
  standby?.destroy();
  primary?.destroy();
});

describe("a board with a streaming standby", () => {
  test("public reads (REST and tRPC) are served by the standby; /readyz names it", async () => {
    const states = await replicaStates();
    expect(states).toEqual([{ name: `127.0.0.1:${STANDBY_PORT}/${DATABASE}`, status: "ok", lag_ms: 0 }]);

    const since = await standbyNow();
    const list = await get("/api/posts");
    expect(list.status).toBe(200);
    const page = (await list.json()) as { data: { id: number }[] };
    expect(page.data.length).toBeGreaterThan(0);
    const detail = await get(`/api/posts/${page.data[0]?.id}`);
    expect(detail.status).toBe(200);
    const trpc = await get(`/trpc/posts.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`);
    expect(trpc.status).toBe(200);
    expect(await replicaStatementsSince(since)).toBeGreaterThan(0);

    // The metrics say the same (docs/operations.md "Metrics"): the replica healthy, statements timed on both pools.
    const metrics = await (await fetch(`${base}/metrics`)).text();
    const replicaLabel = `replica="127.0.0.1:${STANDBY_PORT}/${DATABASE}"`;
    expect(metrics).toContain(`db_replica_healthy{${replicaLabel}} 1`);
    expect(metrics).toMatch(new RegExp(`db_replica_lag_seconds\\{${replicaLabel}\\} 0`));
    for (const pool of ["primary", "replica"]) {
      const count = new RegExp(`db_query_duration_seconds_count\\{pool="${pool}"\\} (\\d+)`).exec(metrics);
      expect(Number(count?.[1])).toBeGreaterThan(0);
      expect(metrics).toMatch(new RegExp(`db_pool_wait_seconds_count\\{pool="${pool}"\\} [1-9]`));
    }
  });

  test("a member's own write is read back at once, while the standby's replay is paused; others move to the primary within a second, and back after resume", async () => {
    const author = await verifiedMember("replica-author@example.com");
    await onStandby`select pg_wal_replay_pause()`;
    try {
      const id = await createPost(author.cookies, "止まったレプリカの間の依頼");
      // The author's reads stay on the primary until a replica has replayed the write: the paused standby
      // would answer 404 here.
      const own = await get(`/api/posts/${id}`, author.cookies);
      expect(own.status).toBe(200);
      expect(((await own.json()) as { data: { title: string } }).data.title).toBe(
        "止まったレプリカの間の依頼",
      );
      const ownList = await get("/api/posts", author.cookies);
      const ownPage = (await ownList.json()) as { data: { id: number }[] };
      expect(ownPage.data.map((post) => post.id)).toContain(id);

      // Anyone else: the standby is out of rotation once it lags past REPLICA_MAX_LAG_MS (500 ms).
      const outAfter = await until(
        "the paused standby out of rotation",
        replicaStates,
        (states) => states[0]?.status === "lagging",
      );
      expect(outAfter).toBeLessThan(2000);
      const visitor = await get(`/api/posts/${id}`);
      expect(visitor.status).toBe(200);
      console.info(`replica tests: paused standby out of rotation after ${Math.round(outAfter)} ms`);
    } finally {
      await onStandby`select pg_wal_replay_resume()`;
    }
    const backAfter = await until(
      "the standby back in rotation",
      replicaStates,
      (states) => states[0]?.status === "ok",
    );
    expect(backAfter).toBeLessThan(2000);
    console.info(`replica tests: resumed standby back in rotation after ${Math.round(backAfter)} ms`);
    const since = await standbyNow();
    expect((await get("/api/posts")).status).toBe(200);
    expect(await replicaStatementsSince(since)).toBeGreaterThan(0);
  });

  test("the standby stopped while reads run: no failed request; it comes back into rotation when started again", async () => {
    const reader = await verifiedMember("replica-reader@example.com");
    const [post] = ((await (await get("/api/posts")).json()) as { data: { id: number }[] }).data;
    const paths = ["/api/posts", `/api/posts/${post?.id}`, "/api/categories", "/api/posts?keyword=%E7%8A%AC"];
    const failures: string[] = [];
    let answered = 0;
    let stopping = true;
    const worker = async (index: number) => {
      while (stopping) {
        const path = paths[(answered + index) % paths.length] as string;
        const response = await get(path, index % 2 === 0 ? reader.cookies : undefined);
        await response.arrayBuffer();
        answered++;
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await until(
      "reads under way",
      async () => answered,
      (n) => n >= 20,
    );
    await standby.stopInBackground();
    const stoppedAt = answered;
    await until(
      "reads after the stop",
      async () => answered,
      (n) => n >= stoppedAt + 40,
    );
    stopping = false;
    await Promise.all(workers);
    expect(failures).toEqual([]);
    expect((await replicaStates())[0]?.status).toBe("unavailable");
    console.info(`replica tests: ${answered} reads while the standby stopped, none failed`);

    standby.start();
    const backAfter = await until(
      "the restarted standby back in rotation",
      replicaStates,
      (states) => states[0]?.status === "ok",
    );
    console.info(`replica tests: restarted standby back in rotation after ${Math.round(backAfter)} ms`);
    const since = await standbyNow();
    expect((await get("/api/posts")).status).toBe(200);
    expect(await replicaStatementsSince(since)).toBeGreaterThan(0);
  });
});
