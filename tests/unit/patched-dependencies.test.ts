/**
 * Our patches of dependencies (patches/, applied by patch-package on install; docs/decisions/018-patched-dependencies.md).
 *
 * postgres.js's queue (patches/postgres+3.4.9.patch): the pool keeps its connections in these queues and moves a connection on every query (`remove`, then `push`),
 * and hands one out with `shift`. Unpatched, a queue that never empties kept every shifted slot and `remove`
 * scanned them all, so the pool's cost per query grew with the number of queries it had run (the slowdown of
 * the prepared-statement servers in peer runs 6-8, bench/results/peers/2026-11-24-to-27-run-log.md).
 *
 * pg-boss's heartbeat (patches/pg-boss+12.38.0.patch): every 30 s it read v8.getHeapStatistics(), which on Bun
 * walks the whole heap on the event loop (11 % of a detail page's CPU profile under load).
 *
 * tRPC's parsers (patches/@trpc+server+11.19.0.patch): a zod schema was always run by `parseAsync`, which never
 * uses zod's compiled object parser; the patch parses synchronously first and asynchronously only when the schema
 * meets a promise, with the same results and errors.
 *
 * Each test fails on the unpatched file.
 */
import { describe, expect, test } from "bun:test";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import v8 from "node:v8";
import { initTRPC, TRPCError } from "@trpc/server";
import { z } from "zod";

/** The Queue factory of postgres.js: what Bun loads (ESM `src/`) and what node's `require` loads (`cjs/src/`). */
type QueueFactory = <T>(initial?: T[]) => {
  readonly length: number;
  push(x: T): T;
  shift(): T | undefined;
  remove(x: T): T | null;
};

const packageRoot = dirname(createRequire(import.meta.url).resolve("postgres/package.json"));
const esmQueue = (await import(join(packageRoot, "src/queue.js"))).default as QueueFactory;
const cjsQueue = createRequire(import.meta.url)(join(packageRoot, "cjs/src/queue.js")) as QueueFactory;

/**
 * An array that records the length of the backing array each time the queue searches it. `Queue(initial)` copies
 * `initial` with `slice`, which keeps the subclass (Symbol.species), so the queue's own array reports to us.
 */
class WatchedArray<T> extends Array<T> {
  static searchedLengths: number[] = [];
  override indexOf(x: T, from?: number): number {
    WatchedArray.searchedLengths.push(this.length - (from ?? 0));
    return super.indexOf(x, from);
  }
}

describe.each([
  ["ESM (src/, what Bun loads)", esmQueue],
  ["CommonJS (cjs/src/)", cjsQueue],
])("postgres.js Queue, %s", (_name, Queue) => {
  test("a queue that never empties searches only its live part, however many items went through it", () => {
    WatchedArray.searchedLengths = [];
    const initial = new WatchedArray<number>();
    initial.push(-2, -1);
    const queue = Queue<number>(initial);
    // The pool's steady state: two idle connections, one handed out and put back per query, 20,000 queries.
    for (let i = 0; i < 20_000; i++) {
      const taken = queue.shift() as number;
      queue.remove(taken); // what the pool's move() does before pushing: a miss, since shift already took it
      queue.push(i);
    }
    expect(queue.length).toBe(2);
    expect(WatchedArray.searchedLengths).toHaveLength(20_000);
    // Unpatched, the last searches walked ~20,000 slots; patched, never more than the live items plus the
    // shifted slots not yet dropped (dropped once they are half the array, at least 32).
    expect(Math.max(...WatchedArray.searchedLengths)).toBeLessThanOrEqual(64);
  });

  test("first in, first out across the compactions, with removes from the middle", () => {
    const queue = Queue<number>();
    const expected: number[] = [];
    let next = 0;
    for (let round = 0; round < 500; round++) {
      for (let k = 0; k < 3; k++) {
        queue.push(next);
        expected.push(next++);
      }
      if (round % 7 === 0 && expected.length > 2) {
        const victim = expected[1] as number;
        expect(queue.remove(victim)).toBe(victim);
        expected.splice(1, 1);
      }
      expect(queue.remove(-99)).toBeNull();
      for (let k = 0; k < 2 && expected.length > 1; k++) expect(queue.shift()).toBe(expected.shift());
      expect(queue.length).toBe(expected.length);
    }
    while (expected.length > 0) expect(queue.shift()).toBe(expected.shift());
    expect(queue.length).toBe(0);
  });
});

describe("pg-boss heartbeat vitals on Bun", () => {
  test("read the heap's used size without v8.getHeapStatistics()", async () => {
    const bossRoot = dirname(createRequire(import.meta.url).resolve("pg-boss/package.json"));
    const Nurse = (await import(join(bossRoot, "dist/nurse.js"))).default as new () => {
      start(): void;
      stop(): void;
      check(): Promise<{ heapUsed: number | null; rss: number | null }>;
    };
    const original = v8.getHeapStatistics;
    let heapWalks = 0;
    v8.getHeapStatistics = () => {
      heapWalks++;
      return original();
    };
    const nurse = new Nurse();
    try {
      nurse.start();
      await nurse.check();
      const vitals = await nurse.check();
      expect(heapWalks).toBe(0);
      expect(vitals.heapUsed).toBeGreaterThan(1_000_000);
      expect(vitals.rss).toBeGreaterThan(1_000_000);
    } finally {
      nurse.stop();
      v8.getHeapStatistics = original;
    }
  });
});

describe("tRPC's zod parsers", () => {
  const t = initTRPC.create();
  /** A schema whose parseAsync calls are counted (zod 4 keeps parseAsync as an own property of the schema). */
  function counted<S extends z.ZodType>(schema: S): S & { asyncCalls: number } {
    const watched = schema as S & { asyncCalls: number };
    watched.asyncCalls = 0;
    const parseAsync = schema.parseAsync.bind(schema) as (data: unknown) => Promise<unknown>;
    Object.assign(watched, {
      parseAsync: (data: unknown) => {
        watched.asyncCalls++;
        return parseAsync(data);
      },
    });
    return watched;
  }

  test("a synchronous schema is parsed without parseAsync, with the same output (unknown keys stripped)", async () => {
    const input = counted(z.object({ id: z.number().int() }));
    const output = counted(z.object({ id: z.number(), title: z.string() }));
    const router = t.router({
      get: t.procedure
        .input(input)
        .output(output)
        .query(({ input: { id } }) => ({ id, title: "依頼", secret: "x" }) as { id: number; title: string }),
    });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.get({ id: 3 })).toEqual({ id: 3, title: "依頼" });
    expect(input.asyncCalls).toBe(0);
    expect(output.asyncCalls).toBe(0);
  });

  test("bad input and bad output fail as before: BAD_REQUEST with the ZodError, output validation an internal error", async () => {
    const router = t.router({
      get: t.procedure
        .input(z.object({ id: z.number().int() }))
        .output(z.object({ title: z.string() }))
        .query(({ input }) => ({ title: input.id === 1 ? "ok" : (42 as unknown as string) })),
    });
    const caller = t.createCallerFactory(router)({});
    const badInput = await caller.get({ id: 1.5 }).catch((error: unknown) => error);
    expect(badInput).toBeInstanceOf(TRPCError);
    expect((badInput as TRPCError).code).toBe("BAD_REQUEST");
    expect((badInput as TRPCError).cause).toBeInstanceOf(z.ZodError);
    const badOutput = await caller.get({ id: 2 }).catch((error: unknown) => error);
    expect((badOutput as TRPCError).code).toBe("INTERNAL_SERVER_ERROR");
    expect((badOutput as TRPCError).message).toBe("Output validation failed");
  });

  test("a schema with an asynchronous refinement still runs it, through parseAsync", async () => {
    const output = counted(
      z.object({ name: z.string() }).refine(async (value) => value.name !== "禁止", { message: "refused" }),
    );
    const router = t.router({
      get: t.procedure
        .input(z.string())
        .output(output)
        .query(({ input }) => ({ name: input })),
    });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.get("許可")).toEqual({ name: "許可" });
    expect(output.asyncCalls).toBe(1);
    const refused = await caller.get("禁止").catch((error: unknown) => error);
    expect((refused as TRPCError).code).toBe("INTERNAL_SERVER_ERROR");
  });
});
