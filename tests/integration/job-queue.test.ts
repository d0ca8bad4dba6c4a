/**
 * The durable job queue on pg-boss (docs/decisions/022-the-job-queue-is-pg-boss.md): a failing
 * job is retried with backoff and never lost, its writes roll back; a job is kept `failed` after its last attempt;
 * workers running at the same time never run a job twice; a job queued in a rolled-back transaction does not
 * exist; the pg-boss worker commits a handler's writes with the job's completion.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { openDatabase, queryRows } from "../../src/server/db/client.ts";
import { notifications } from "../../src/server/db/schema/index.ts";
import {
  enqueueJob,
  type JobHandler,
  MAX_ATTEMPTS,
  openJobQueue,
  startJobWorker,
} from "../../src/server/jobs/queue.ts";
import { createMember } from "../support/factories.ts";
import { clearQueuedJobs, createJobQueue, drainJobs, jobsOf, runOneJob } from "../support/jobs.ts";
import { testApp } from "../support/test-app.ts";
import { testDatabase } from "../support/test-db.ts";

let deps: AppDeps;

beforeAll(async () => {
  ({ deps } = await testApp());
});

/** Makes the queue's waiting retries due now (the backoff itself is checked on `startAfter`). */
async function makeDue(queue: string): Promise<void> {
  await deps.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${queue} and state = 'retry'`,
  );
}

describe("job queue", () => {
  test("a failing job is retried later with backoff, its writes rolled back, then succeeds once", async () => {
    const member = await createMember(deps.db);
    const queue = `flaky-${member.id}`;
    await createJobQueue(queue);
    let calls = 0;
    const handlers: Record<string, JobHandler> = {
      [queue]: async (tx) => {
        calls += 1;
        await tx
          .insert(notifications)
          .values({ userId: member.id, type: "admin_notice", data: { n: calls } });
        if (calls < 3) throw new Error("mail server down");
      },
    };
    await enqueueJob(deps.db, queue, {});
    expect(await runOneJob(deps.db, handlers)).toBe(true);
    const [afterFailure] = await jobsOf(deps.db, queue);
    expect(afterFailure?.state).toBe("retry");
    // pg-boss counts a retry when the job is claimed again, not when it fails.
    expect(afterFailure?.retryCount).toBe(0);
    expect(JSON.stringify(afterFailure?.output)).toContain("mail server down");
    // The first backoff is 2–4 s (2 s doubled per retry, with jitter).
    expect((afterFailure?.startAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(1000);
    // Not due yet: nothing runs.
    expect(await runOneJob(deps.db, handlers)).toBe(false);
    for (let attempt = 0; attempt < 2; attempt++) {
      await makeDue(queue);
      await drainJobs(deps.db, handlers);
    }
    expect(calls).toBe(3);
    expect((await jobsOf(deps.db, queue)).map((job) => job.state)).toEqual(["completed"]);
    // Only the successful attempt's write remains.
    const written = await deps.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(written.map((row) => row.data)).toEqual([{ n: 3 }]);
  });

  test(`after ${MAX_ATTEMPTS} attempts the job is kept as failed, not dropped`, async () => {
    const queue = `doomed-${Date.now()}`;
    await createJobQueue(queue);
    let calls = 0;
    const handlers: Record<string, JobHandler> = {
      [queue]: async () => {
        calls += 1;
        throw new Error("always");
      },
    };
    await enqueueJob(deps.db, queue, { x: 1 });
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await makeDue(queue);
      expect(await runOneJob(deps.db, handlers)).toBe(true);
    }
    const [row] = await jobsOf(deps.db, queue);
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(row?.state).toBe("failed");
    expect(row?.data).toEqual({ x: 1 });
    await makeDue(queue);
    expect(await runOneJob(deps.db, handlers)).toBe(false);
  });

  test("four workers draining at once run each of 60 jobs exactly once", async () => {
    const queue = `shared-${Date.now()}`;
    await createJobQueue(queue);
    const seen = new Map<number, number>();
    const handlers: Record<string, JobHandler> = {
      [queue]: async (_tx, payload: { n: number }) => {
        seen.set(payload.n, (seen.get(payload.n) ?? 0) + 1);
        await Bun.sleep(1);
      },
    };
    for (let n = 0; n < 60; n++) await enqueueJob(deps.db, queue, { n });
    const ran = await Promise.all([0, 1, 2, 3].map(() => drainJobs(deps.db, handlers)));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(60);
    expect(seen.size).toBe(60);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });

  test("a job queued in a transaction that rolls back does not exist", async () => {
    const queue = `rolled-${Date.now()}`;
    await createJobQueue(queue);
    await deps.db
      .transaction(async (tx) => {
        await enqueueJob(tx, queue, {});
        throw new Error("rollback");
      })
      .catch(() => undefined);
    expect(await jobsOf(deps.db, queue)).toHaveLength(0);
  });

  test("a worker instance moves the unfinished jobs of the old jobs table into pg-boss, once", async () => {
    const payload = { messageId: -Date.now(), userId: -1, revealed: false };
    await deps.db.execute(
      sql`insert into jobs (queue, payload) values ('message-push', ${JSON.stringify(payload)}::jsonb)`,
    );
    const jobQueue = await openJobQueue(await testDatabase());
    await jobQueue.stop();
    const [left] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from jobs`);
    expect(left?.n).toBe(0);
    const moved = (await jobsOf(deps.db, "message-push")).filter((job) => job.state === "created");
    expect(moved.map((job) => job.data)).toEqual([payload]);
    await clearQueuedJobs();
  });

  test("the pg-boss worker commits the handler's writes with the completion, and rolls a failure back", async () => {
    const member = await createMember(deps.db);
    const queue = `worker-${member.id}`;
    // A queue of its own on the same database: the shared one runs no worker (tests drain).
    const handle = await testDatabase();
    const second =
      handle.kind === "pglite"
        ? null
        : await openDatabase({ databaseUrl: handle.databaseUrl, dataDir: "memory://" });
    const jobQueue = await openJobQueue(second ?? handle);
    try {
      await createJobQueue(queue);
      let calls = 0;
      let done: () => void = () => {};
      const finished = new Promise<void>((resolve) => {
        done = resolve;
      });
      const worker = await startJobWorker(jobQueue, {
        [queue]: async (tx, payload: { n: number }) => {
          calls += 1;
          await tx
            .insert(notifications)
            .values({ userId: member.id, type: "admin_notice", data: { n: payload.n, call: calls } });
          if (payload.n === 1) throw new Error("rolled back");
          if (payload.n === 2) done();
        },
      });
      await enqueueJob(deps.db, queue, { n: 1 });
      await enqueueJob(deps.db, queue, { n: 2 });
      await finished;
      await worker.stop();
      const states = (await jobsOf(deps.db, queue)).map((job) => [job.data, job.state]);
      expect(states).toEqual([
        [{ n: 1 }, "retry"],
        [{ n: 2 }, "completed"],
      ]);
      const written = await deps.db.select().from(notifications).where(eq(notifications.userId, member.id));
      expect(written.map((row) => (row.data as { n: number }).n)).toEqual([2]);
    } finally {
      await jobQueue.stop();
      await second?.close();
    }
  });
});
