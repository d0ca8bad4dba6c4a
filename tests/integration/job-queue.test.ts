/**
 * The durable job queue (docs/decisions/013-notifications-and-the-job-queue.md): a failing job is retried with
 * backoff and never lost, its writes roll back; a job is kept (failed_at) after its last attempt; workers
 * running at the same time never run a job twice; a job queued in a rolled-back transaction does not exist.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { jobs, notifications } from "../../src/server/db/schema/index.ts";
import { backoffMs, drainJobs, enqueueJob, type JobHandler, runOneJob } from "../../src/server/jobs/queue.ts";
import { createMember } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;

beforeAll(async () => {
  ({ deps } = await testApp());
});

describe("job queue", () => {
  test("a failing job is retried later with backoff, its writes rolled back, then succeeds once", async () => {
    const member = await createMember(deps.db);
    const queue = `flaky-${member.id}`;
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
    const [afterFailure] = await deps.db.select().from(jobs).where(eq(jobs.queue, queue));
    expect(afterFailure?.attempts).toBe(1);
    expect(afterFailure?.lastError).toBe("mail server down");
    expect((afterFailure?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(backoffMs(1) - 1000);
    // Not due yet: nothing runs.
    expect(await runOneJob(deps.db, handlers)).toBe(false);
    for (let attempt = 0; attempt < 2; attempt++) {
      await deps.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.queue, queue));
      await drainJobs(deps.db, handlers);
    }
    expect(calls).toBe(3);
    expect(await deps.db.select().from(jobs).where(eq(jobs.queue, queue))).toHaveLength(0);
    // Only the successful attempt's write remains.
    const written = await deps.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(written.map((row) => row.data)).toEqual([{ n: 3 }]);
  });

  test("after maxAttempts the job is kept with failed_at, not dropped", async () => {
    const queue = `doomed-${Date.now()}`;
    const handlers: Record<string, JobHandler> = {
      [queue]: async () => {
        throw new Error("always");
      },
    };
    await enqueueJob(deps.db, queue, { x: 1 }, { maxAttempts: 2 });
    await runOneJob(deps.db, handlers);
    await deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.queue, queue));
    await runOneJob(deps.db, handlers);
    const [row] = await deps.db.select().from(jobs).where(eq(jobs.queue, queue));
    expect(row?.attempts).toBe(2);
    expect(row?.failedAt).not.toBeNull();
    expect(await runOneJob(deps.db, handlers)).toBe(false);
  });

  test("four workers draining at once run each of 60 jobs exactly once", async () => {
    const queue = `shared-${Date.now()}`;
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
    await deps.db
      .transaction(async (tx) => {
        await enqueueJob(tx, queue, {});
        throw new Error("rollback");
      })
      .catch(() => undefined);
    const [row] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.queue, queue));
    expect(row?.n).toBe(0);
  });
});
