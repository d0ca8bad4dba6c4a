/**
 * A database outage under 50 concurrent clients never hangs a request (docs/operations.md "Database outages",
 * docs/product.md "Service availability"): the real server on a PostgreSQL cluster of the test's own, reached
 * through a TCP link the test can black-hole (tests/support/tcp-link.ts). With the cluster stopped, and again with
 * the link black-holed (connections accepted and never answered, open ones silent), 50 requests at once — a
 * public list over REST and tRPC, a member's calls with a session cookie, a member's write — each answer 503 with
 * Retry-After and the Japanese text; none is left without an answer (the bound here, 5 s, only proves "no hang":
 * the times are measured by bench/outage.ts). When the database is back the same process serves again by itself.
 * A statement that only waits (a lock) is not an outage: the probe answers, nothing else is refused, and the
 * statement timeout gives that one request its own 503. Cluster on port 3392, server on 3336.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { operationsCopy } from "#shared/copy/operations.ts";
import { copy } from "#shared/copy.ts";
import { DatabaseAvailability } from "../../src/server/db/availability.ts";
import type { CookieJar } from "../support/cookie-jar.ts";
import { createPgCluster, type PgCluster } from "../support/pg-cluster.ts";
import { requestMix, signedUpMember, type TimedAnswer, timedRequest } from "../support/request-mix.ts";
import { listening, type ServerProcess, startServer } from "../support/server-process.ts";
import { TcpLink } from "../support/tcp-link.ts";

const CLUSTER_PORT = 3392;
const SERVER_PORT = 3336;
const CLIENTS = 50;
/** Longer than any answer may take: a request still open after it hangs. */
const NO_HANG_MS = 5000;

let cluster: PgCluster;
let link: TcpLink;
let server: ServerProcess;
let member: CookieJar;

beforeAll(async () => {
  cluster = createPgCluster(CLUSTER_PORT);
  cluster.createDatabase("tasukeai_outage");
  link = await TcpLink.start({ host: "127.0.0.1", port: CLUSTER_PORT });
  server = startServer(SERVER_PORT, {
    DATABASE_URL: link.url("tasukeai_outage"),
    DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-outage-")),
    APP_URL: `http://127.0.0.1:${SERVER_PORT}`,
    APP_KEY: "outage-app-key-outage-app-key-outage-0000",
    // Longer than the breaker's suspicion (db/availability.ts SUSPECT_AFTER_MS), shorter than the default.
    STATEMENT_TIMEOUT_MS: "1500",
  });
  await listening(server);
  ({ cookies: member } = await signedUpMember(server.url, "outage-member@example.test"));
}, 120_000);

afterAll(async () => {
  server?.kill();
  await link?.close();
  cluster?.destroy();
});

/** CLIENTS requests at once, the mix in turn; every answer, or none after NO_HANG_MS. */
function burst(): Promise<TimedAnswer[]> {
  const mix = requestMix(member);
  return Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      timedRequest(server.url, mix[i % mix.length] as never, NO_HANG_MS),
    ),
  );
}

/** Every answer is the outage's 503: Retry-After and the Japanese text, over REST and tRPC alike. */
function expectOutageAnswers(answers: TimedAnswer[]): void {
  expect(answers).toHaveLength(CLIENTS);
  for (const answer of answers) {
    // All of an answer in one comparison: a failure shows what came back instead (status, text, time).
    expect(answer).toEqual({
      name: answer.name,
      status: 503,
      retryAfter: "5",
      message: operationsCopy.databaseUnavailable,
      ms: expect.any(Number),
    });
    expect(answer.ms).toBeLessThan(NO_HANG_MS);
  }
}

/**
 * Resolves when the server says the database answers again (its breaker closed), then checks it serves.
 * `outageLine`: the server's log length when the outage began; `sinceLine`: when it ended.
 */
async function expectServedAgain(outageLine: number, sinceLine: number): Promise<void> {
  // Served again by the same process (docs/product.md "Service availability"). When the breaker had marked the
  // database away, its "database available again" line says when. The server may also never have marked it away:
  // pg_ctl runs synchronously in this process, which also carries the TCP link, so to the server the stop and the
  // start are one instant, and the two waves can be over before the next probe is due (at most one per
  // PROBE_EVERY_MS; the requests answered 503 from their own failures). Then the first list served says it.
  const wasAway = server.lines.slice(outageLine).some((line) => String(line.msg).startsWith("database away"));
  if (wasAway) {
    try {
      await server.waitForLine(
        (line) => server.lines.indexOf(line) >= sinceLine && line.msg === "database available again",
        30_000,
      );
    } catch (error) {
      console.error(await whyNotBack(outageLine));
      throw error;
    }
  } else {
    const deadline = performance.now() + 30_000;
    while ((await timedRequest(server.url, requestMix(member)[0] as never, 5_000)).status !== 200) {
      expect(performance.now()).toBeLessThan(deadline);
      await Bun.sleep(100);
    }
  }
  const answers = await Promise.all(
    requestMix(member).map((request) => timedRequest(server.url, request, 10_000)),
  );
  const byName = Object.fromEntries(answers.map((answer) => [answer.name, answer.status]));
  expect(byName).toEqual({
    "GET /api/posts": 200,
    "GET /api/auth/me": 200,
    // The member's address is not verified: the write is refused by its gate, no longer by the outage.
    "POST /api/public-messages": 403,
    "GET /trpc/posts.list": 200,
    "GET /trpc/threads.unreadCount": 200,
  });
}

/**
 * What may say why the server did not find the database back: whether it is still running, what it said since
 * the outage began apart from its request lines, and the cluster's connections (asked directly, not through the link).
 */
async function whyNotBack(outageLine: number): Promise<string> {
  const exitCode = server.process.exitCode;
  const said = server.lines
    .slice(outageLine)
    .filter((line) => line.msg !== "request" && !["trace", "debug"].includes(String(line.level)))
    .map((line) => line.raw.slice(0, 300));
  let connections: string;
  const direct = postgres(cluster.url("postgres"), { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    const rows = await direct<{ application_name: string; state: string | null; count: number }[]>`
      select application_name, state, count(*)::int as count from pg_stat_activity
      where backend_type = 'client backend' group by 1, 2 order by 3 desc`;
    connections = rows.map((row) => `${row.application_name || "-"} ${row.state}: ${row.count}`).join(", ");
  } catch (error) {
    connections = `the cluster does not answer directly either: ${(error as Error).message}`;
  } finally {
    await direct.end({ timeout: 1 });
  }
  return [
    `server ${exitCode === null ? "still running" : `exited with ${exitCode}`}; link holds ${link.openConnections} connections`,
    `cluster connections: ${connections}`,
    "server said since the outage began (request lines aside):",
    ...said.slice(-60),
  ].join("\n");
}

describe("a slow statement is not an outage", () => {
  test("a list waiting on a lock answers the statement timeout's 503 while other requests are served", async () => {
    const locker = postgres(cluster.url("tasukeai_outage"), { max: 1, onnotice: () => {} });
    try {
      const [list, others] = await locker.begin(async (tx) => {
        await tx`lock table posts in access exclusive mode`;
        const waiting = timedRequest(server.url, requestMix(member)[0] as never, 10_000);
        // While the list waits (past the breaker's suspicion), the member's calls that need no posts are served.
        const served = await Promise.all(
          [requestMix(member)[1], requestMix(member)[4]].map((request) =>
            timedRequest(server.url, request as never, 10_000),
          ),
        );
        return [await waiting, served] as const;
      });
      expect(list.status).toBe(503);
      expect(list.message).toBe(copy.search.timedOut);
      expect(others.map((answer) => answer.status)).toEqual([200, 200]);
      expect(server.lines.some((line) => String(line.msg).startsWith("database away"))).toBe(false);
    } finally {
      await locker.end({ timeout: 5 });
    }
  });
});

describe("a database outage under 50 concurrent clients", () => {
  test("database stopped: every request answers 503 with Retry-After, none hangs; started again: served without a restart", async () => {
    expect((await timedRequest(server.url, requestMix(member)[0] as never, 10_000)).status).toBe(200);
    const outage = server.lines.length;
    cluster.stop();
    expectOutageAnswers(await burst());
    // A second wave finds the database known to be away.
    expectOutageAnswers(await burst());
    const since = server.lines.length;
    cluster.start();
    await expectServedAgain(outage, since);
  }, 90_000);

  test("database behind a black hole (accepts, never answers; open connections silent): every request answers 503, none hangs; link healed: served again", async () => {
    expect((await timedRequest(server.url, requestMix(member)[1] as never, 10_000)).status).toBe(200);
    const outage = server.lines.length;
    link.blackhole();
    try {
      expectOutageAnswers(await burst());
      expectOutageAnswers(await burst());
    } catch (error) {
      // What the server said meanwhile (its warnings, errors, anything not JSON) explains an answer that was not the
      // outage's.
      const said = server.lines
        .slice(outage)
        .filter((line) => !["trace", "debug", "info"].includes(String(line.level)));
      console.error(said.map((line) => line.raw).join("\n"));
      throw error;
    } finally {
      // Healed whatever happened: the tests after this one need the link.
      link.forward();
    }
    const since = server.lines.length;
    await expectServedAgain(outage, since);
    // Nothing of the board's was left waiting on a silent connection: a second round is served as well.
    const again = await Promise.all(
      requestMix(member).map((request) => timedRequest(server.url, request, 10_000)),
    );
    expect(again.filter((answer) => answer.status === 200)).toHaveLength(4);
  }, 90_000);
});

describe("the breaker (db/availability.ts)", () => {
  /** Resolves with the next `event` of `breaker`, or fails after `ms` (a suspicion dropped never brings one). */
  function next<E extends "probe" | "away" | "back">(breaker: DatabaseAvailability, event: E, ms: number) {
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
      breaker.on(event, (...args: unknown[]) => {
        clearTimeout(timer);
        resolve(args[0]);
      });
    });
  }
  const lost = () => Object.assign(new Error("connection lost"), { code: "ECONNRESET" });

  test("a failure that comes just after a probe the database answered is not dropped: the database is probed again and found away", async () => {
    const breaker = new DatabaseAvailability(link.url("tasukeai_outage"));
    try {
      const firstProbe = next(breaker, "probe", 5_000);
      breaker.watch(Promise.reject(lost()));
      expect(await firstProbe).toBe(true);
      // The database goes silent right after answering; the failure saying so comes within PROBE_EVERY_MS.
      link.blackhole();
      const away = next(breaker, "away", 5_000);
      breaker.watch(Promise.reject(lost()));
      await away;
      await expect(
        breaker.guardClient(postgres(link.url("tasukeai_outage"))).unsafe("select 1"),
      ).rejects.toMatchObject({
        code: "DATABASE_AWAY",
      });
      const back = next(breaker, "back", 10_000);
      link.forward();
      await back;
    } finally {
      link.forward();
      await breaker.close();
    }
  }, 30_000);
});
