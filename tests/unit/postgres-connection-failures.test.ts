/**
 * postgres.js when a connection fails (patches/postgres+3.4.9.patch, connection.js; docs/decisions/
 * 018-patched-dependencies.md, revisit "connection failures"; docs/operations.md "Database outages"). Against a
 * PostgreSQL server of the test's own (tests/support/fake-postgres.ts) whose connections the test cuts:
 *
 * - something that accepts and closes (a proxy in front of a stopped server): the query fails at once; unpatched it
 *   reconnected for ever and never settled;
 * - a query handed to a connection between its socket error and its close: it fails; unpatched it never settled;
 * - a connection closed while a write waited for its timer: the next connection says hello and serves; unpatched
 *   the stale timer kept every later write unsent, so it timed out again and again;
 * - a statement of a transaction whose connection was lost (its rollback): it fails; unpatched its write was
 *   queued for a timer that threw on the missing socket and ended the process;
 * - a server that ends the connection under a statement with its reason (57P01, shutting down): that statement
 *   fails with it, and the next connection serves; unpatched the reason stayed with the connection and failed the
 *   first statement of its next connection too.
 *
 * Each test fails on the unpatched file (the bounds are generous: they only tell "settled" from "never").
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { connect, type Socket } from "node:net";
import postgres from "postgres";
import { FakePostgres } from "../support/fake-postgres.ts";

let fake: FakePostgres;
let clients: postgres.Sql[] = [];

beforeEach(async () => {
  fake = await FakePostgres.start();
});

afterEach(async () => {
  for (const client of clients) await client.end({ timeout: 0 }).catch(() => undefined);
  clients = [];
  await fake.close();
});

/** A pool of one connection to the fake server; `sockets` receives each socket it opens. */
function client(sockets: Socket[] = []): postgres.Sql {
  const sql = postgres(fake.url, {
    max: 1,
    connect_timeout: 1,
    fetch_types: false,
    onnotice: () => {},
    socket: ({ host, port }: { host: string[]; port: number[] }) => {
      const socket = connect(port[0] as number, host[0] as string);
      sockets.push(socket);
      return socket;
    },
  } as postgres.Options<Record<string, never>>);
  clients.push(sql);
  return sql;
}

/** How `work` settled within `ms`: "ok", the error's code, or "pending" when it had not settled. */
async function settled(work: Promise<unknown>, ms = 3000): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve("pending"), ms);
  });
  const outcome = work.then(
    () => "ok",
    (error: { code?: string }) => String(error?.code ?? error),
  );
  try {
    return await Promise.race([outcome, pending]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves after the events already due (socket close handlers included) have run. */
function afterPendingEvents(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe("patched postgres.js, connection failures", () => {
  test("accepted and closed at once: the query fails, and the next one is served when the server is back", async () => {
    const sql = client();
    fake.mode = "close-on-accept";
    expect(await settled(sql.unsafe("select 1").simple())).toBe("CONNECTION_CLOSED");
    // One attempt, not a reconnection loop.
    expect(fake.accepted).toBeLessThanOrEqual(2);
    fake.mode = "serve";
    expect(await settled(sql.unsafe("select 1").simple())).toBe("ok");
  });

  test("a query handed over between the socket's error and its close fails, and the pool serves again", async () => {
    const sockets: Socket[] = [];
    const sql = client(sockets);
    expect(await settled(sql.unsafe("select 1").simple())).toBe("ok");
    sockets[0]?.destroy(Object.assign(new Error("connection reset"), { code: "ECONNRESET" }));
    const first = await settled(sql.unsafe("select 2").simple());
    expect(first).not.toBe("ok");
    // Sent as soon as the first one failed: the connection has had its error, not yet its close.
    expect(await settled(sql.unsafe("select 3").simple())).not.toBe("pending");
    expect(await settled(sql.unsafe("select 4").simple())).toBe("ok");
  });

  test("a connection closed while a write waits: the next connection says hello and serves", async () => {
    const sockets: Socket[] = [];
    const sql = client(sockets);
    expect(await settled(sql.unsafe("select 1").simple())).toBe("ok");
    const waiting = settled(sql.unsafe("select 2").simple());
    // Cut now: the statement is handed to the connection a microtask later, its bytes wait for the write timer,
    // and the socket's close arrives before that timer runs.
    sockets[0]?.destroy();
    expect(await waiting).not.toBe("pending");
    const startups = fake.startups;
    expect(await settled(sql.unsafe("select 3").simple())).toBe("ok");
    expect(fake.startups).toBe(startups + 1);
  });

  test("a server ending the connection with its reason fails that statement only; the next connection serves", async () => {
    const sql = client();
    expect(await settled(sql.unsafe("select 1").simple())).toBe("ok");
    fake.mode = "terminate-on-statement";
    expect(await settled(sql.unsafe("select 2").simple())).toBe("57P01");
    expect(await settled(sql.unsafe("select 3").simple())).toBe("ok");
  });

  test("a statement of a transaction whose connection was lost fails; nothing throws outside it", async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      const sockets: Socket[] = [];
      const sql = client(sockets);
      let afterLoss = "";
      const transaction = sql.begin(async (tx) => {
        await tx.unsafe("select 1");
        const socket = sockets[0] as Socket;
        await new Promise((resolve) => {
          socket.once("close", resolve);
          socket.destroy();
        });
        await afterPendingEvents();
        afterLoss = await settled(tx.unsafe("select 2"), 1000);
      });
      expect(await settled(transaction)).toBe("CONNECTION_CLOSED");
      // Let the statement's fate and any timer it left run out.
      await settled(new Promise(() => {}), 200);
      expect(afterLoss).toBe("CONNECTION_CLOSED");
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
  });
});
