/**
 * The server against a PostgreSQL cluster of the test's own (docs/operations.md "Start-up", "Shared
 * secrets", "Database outages"): three processes started at once on an empty database all come up (migrations
 * and seeding under the advisory lock) and agree on the app key kept in the database; a wrong DATABASE_URL is one
 * clear line; while the cluster is stopped every API call answers 503 with the Japanese text and Retry-After
 * within 2 s, never a hang or a 500; once it is started again the same process serves without a restart and its
 * live stream resyncs and delivers events again. Cluster on port 3390, servers on 3330–3334.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { operationsCopy } from "#shared/copy/operations.ts";
import { CookieJar } from "../support/cookie-jar.ts";
import { createPgCluster, type PgCluster } from "../support/pg-cluster.ts";
import { listening, type ServerProcess, startServer } from "../support/server-process.ts";

const CLUSTER_PORT = 3390;
const PORTS = [3330, 3331, 3332];
const WRONG_URL_PORT = 3333;

let cluster: PgCluster;
const servers: ServerProcess[] = [];

/** Starts a server on the cluster's database (no APP_KEY: the key comes from the database). */
function serverOn(port: number, databaseUrl: string): ServerProcess {
  const server = startServer(port, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-ops-db-")),
    APP_URL: `http://127.0.0.1:${port}`,
    DB_CONNECT_TIMEOUT_MS: "1000",
  });
  servers.push(server);
  return server;
}

beforeAll(() => {
  cluster = createPgCluster(CLUSTER_PORT);
  cluster.createDatabase("tasukeai_ops");
});

afterAll(() => {
  for (const server of servers) server.kill();
  cluster?.destroy();
});

describe("on a PostgreSQL cluster of the test's own", () => {
  test("three instances started at once on an empty database all serve and share one app key", async () => {
    const started = PORTS.map((port) => serverOn(port, cluster.url("tasukeai_ops")));
    await Promise.all(started.map((server) => listening(server)));
    for (const server of started) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
    }
    const sql = postgres(cluster.url("tasukeai_ops"), { max: 1, onnotice: () => {} });
    try {
      const [migrations] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
      const journal = (await Bun.file(join(import.meta.dir, "../../drizzle/meta/_journal.json")).json()) as {
        entries: unknown[];
      };
      expect(migrations?.n).toBe(journal.entries.length);
      const keys = await sql`select value from app_secrets where name = 'app_key'`;
      expect(keys).toHaveLength(1);
    } finally {
      await sql.end();
    }

    // A CSRF token issued by the first instance is accepted by the third (before: 419 without APP_KEY).
    const [first, , third] = started as [ServerProcess, ServerProcess, ServerProcess];
    const cookies = new CookieJar();
    cookies.take(await fetch(`${first.url}/sanctum/csrf-cookie`));
    const registered = await fetch(`${third.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookies.header, "X-XSRF-TOKEN": cookies.xsrf },
      body: JSON.stringify({
        name: "共有 鍵",
        email: "shared-key@example.com",
        password: "password-1234",
        password_confirmation: "password-1234",
      }),
    });
    expect(registered.status).toBe(201);

    // Two of them are stopped; the outage test below uses the first.
    for (const server of started.slice(1)) {
      server.process.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  });

  test("a wrong DATABASE_URL is one clear line without the password, and exit 1", async () => {
    const server = serverOn(
      WRONG_URL_PORT,
      `postgres://postgres:s3cret-pw@127.0.0.1:${CLUSTER_PORT}/no_such_db`,
    );
    expect(await server.exited).toBe(1);
    const lines = server.lines.filter((line) => line.raw.trim() !== "");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "fatal" });
    expect(String(lines[0]?.msg)).toContain(
      `cannot reach the database at postgres://postgres@127.0.0.1:${CLUSTER_PORT}/no_such_db`,
    );
    expect(String(lines[0]?.msg)).toContain("no_such_db");
    expect(lines[0]?.raw).not.toContain("s3cret-pw");
  });

  test("database stopped: every API call is a fast 503 with Retry-After; started again: served and resynced without a restart", async () => {
    const server = servers[0] as ServerProcess;
    const base = server.url;

    // A member with a live stream open.
    const cookies = new CookieJar();
    cookies.take(await fetch(`${base}/sanctum/csrf-cookie`));
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookies.header, "X-XSRF-TOKEN": cookies.xsrf },
      body: JSON.stringify({ email: "shared-key@example.com", password: "password-1234" }),
    });
    expect(login.status).toBe(200);
    cookies.take(login);
    const stream = await fetch(`${base}/trpc/live.events`, {
      headers: { Accept: "text/event-stream", Cookie: cookies.header },
    });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    /** Reads the stream until its text contains `marker` (counted from `from`). */
    const readUntil = async (marker: string, from = 0) => {
      while (!received.slice(from).includes(marker)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`stream ended before ${marker}`);
        received += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('"type":"ready"');

    cluster.stop();
    const calls: [string, RequestInit][] = [
      ["/api/posts", {}],
      ["/api/auth/me", { headers: { Cookie: cookies.header } }],
      ["/api/public-messages", {}],
      [`/trpc/posts.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`, {}],
      ["/trpc/threads.unreadCount", { headers: { Cookie: cookies.header } }],
      [
        "/api/auth/login",
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Cookie: cookies.header,
            "X-XSRF-TOKEN": cookies.xsrf,
          },
          body: JSON.stringify({ email: "shared-key@example.com", password: "password-1234" }),
        },
      ],
    ];
    for (const [path, init] of calls) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
      const took = performance.now() - started;
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(took).toBeLessThan(2000);
      expect(response.headers.get("retry-after")).toBe("5");
      const body = (await response.json()) as { message?: string; error?: { message?: string } };
      const message = body.message ?? body.error?.message;
      expect(message).toBe(operationsCopy.databaseUnavailable);
    }
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: "unavailable" });
    expect((await fetch(`${base}/up`)).status).toBe(200);
    expect(server.lines.some((line) => line.level === "error")).toBe(false);

    const before = received.length;
    cluster.start();
    // The stream's listener comes back on its own and tells the tab to refetch.
    await readUntil('"type":"resync"', before);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const list = await fetch(`${base}/api/posts`);
    expect(list.status).toBe(200);
    const me = await fetch(`${base}/api/auth/me`, { headers: { Cookie: cookies.header } });
    expect(me.status).toBe(200);

    // Events flow again: a board notification reaches the stream.
    const afterResync = received.length;
    const sql = postgres(cluster.url("tasukeai_ops"), { max: 1, onnotice: () => {} });
    try {
      await sql`select pg_notify('tasukeai_live', ${JSON.stringify({ kind: "board", message: null })})`;
    } finally {
      await sql.end();
    }
    await readUntil('"type":"board.changed"', afterResync);
    await reader.cancel();
  });
});
