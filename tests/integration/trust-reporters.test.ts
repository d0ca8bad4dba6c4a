/**
 * Who can hide a request by reporting it, and how often anyone may report (docs/product.md §12 Reporting and
 * moderation, "Counting members"; §9 Rate limits). Only counting members' reports (verified, account 72 hours
 * old or more, not suspended, not reported-and-hidden themselves) count towards the three that hide a target
 * pending review; everyone else's reports are accepted and wait in the queue, which says per report whether it
 * counted. A member reports at most 10 times an hour, a client address 30 times, on both transports.
 */
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import { WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { COUNTING_REPORTER_MIN_AGE_HOURS, type ModerationItem } from "#shared/schemas/safety.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { posts, reports, users } from "../../src/server/db/schema/index.ts";
import { reportAddressKey } from "../../src/server/domains/safety/reports.service.ts";
import { clearRateLimit } from "../../src/server/limits/rate-limit.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor } from "../support/caller.ts";
import {
  createCountingMember,
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
} from "../support/factories.ts";
import { clearLocalReportLimit, RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

// The suite reports many times from 127.0.0.1 (every app.request() and test caller); the address limit is
// tested below from addresses of its own.
beforeEach(() => clearLocalReportLimit());

const HOUR = 60 * 60 * 1000;

/** The post's moderation state as stored. */
async function moderationOf(postId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ moderation: posts.moderation })
    .from(posts)
    .where(eq(posts.id, postId));
  return row?.moderation ?? null;
}

/** Reports post `postId` as `viewer` over tRPC. */
function reportPost(viewer: Viewer, postId: number) {
  return callerFor(deps, viewer).safety.report({ target_type: "post", target_id: postId, reason: "scam" });
}

/** The open queue entry of post `postId`, as an administrator reads it. */
async function queueEntry(postId: number): Promise<ModerationItem | undefined> {
  const admin = await createMember(deps.db, { admin: true });
  for (let page = 1; page < 50; page++) {
    const answer = await callerFor(deps, admin).safety.adminReports({ status: "open", page });
    const found = answer.data.find((item) => item.target_type === "post" && item.target_id === postId);
    if (found || answer.data.length === 0) return found;
  }
  return undefined;
}

describe("counting members", () => {
  test("three fresh verified accounts do not hide a request: their reports wait in the queue, marked as not counted", async () => {
    const author = await createCountingMember(deps.db, { name: "狙われた 人" });
    const post = await createTestPost(deps.db, author, { title: "新しい人に狙われた依頼" });
    const fresh = await Promise.all([1, 2, 3].map(() => createMember(deps.db)));
    for (const reporter of fresh) {
      const report = await reportPost(reporter, post.id);
      expect(report.status).toBe("open");
    }
    expect(await moderationOf(post.id)).toBeNull();
    const stranger = await createMember(deps.db);
    const seen = await callerFor(deps, stranger).posts.byId({ id: post.id });
    expect(seen.title).toBe("新しい人に狙われた依頼");

    const entry = await queueEntry(post.id);
    expect(entry?.reports_count).toBe(3);
    expect(entry?.reasons.map((reason) => reason.counts_toward_hiding)).toEqual([false, false, false]);
  });

  test("three counting members hide it; the queue says theirs counted (REST too)", async () => {
    const author = await createCountingMember(deps.db);
    const post = await createTestPost(deps.db, author, { title: "本当に問題のある依頼" });
    const trusted = await Promise.all([1, 2, 3].map(() => createCountingMember(deps.db)));
    await reportPost(trusted[0] as Viewer, post.id);
    await reportPost(trusted[1] as Viewer, post.id);
    expect(await moderationOf(post.id)).toBeNull();
    await reportPost(trusted[2] as Viewer, post.id);
    expect(await moderationOf(post.id)).toBe("pending");

    const admin = await createMember(deps.db, { admin: true });
    const client = new RestClient(app);
    await client.login(admin.email, FACTORY_PASSWORD);
    let found: { reasons: { counts_toward_hiding: boolean }[] } | undefined;
    for (let page = 1; !found && page < 50; page++) {
      const answer = (await (await client.get(`/api/admin/reports?status=open&page=${page}`)).json()) as {
        data: { target_type: string; target_id: number; reasons: { counts_toward_hiding: boolean }[] }[];
      };
      if (answer.data.length === 0) break;
      found = answer.data.find((item) => item.target_type === "post" && item.target_id === post.id);
    }
    expect(found?.reasons.map((reason) => reason.counts_toward_hiding)).toEqual([true, true, true]);
  });

  test(`an account younger than ${COUNTING_REPORTER_MIN_AGE_HOURS} hours, an unverified or a suspended one does not count`, async () => {
    const author = await createCountingMember(deps.db);
    const post = await createTestPost(deps.db, author);
    const almost = await createMember(deps.db, {
      createdAt: new Date(Date.now() - (COUNTING_REPORTER_MIN_AGE_HOURS - 1) * HOUR),
    });
    const unverified = await createMember(deps.db, {
      verified: false,
      createdAt: new Date(Date.now() - 30 * 24 * HOUR),
    });
    const suspended = await createCountingMember(deps.db);
    await deps.db
      .update(users)
      .set({ status: "suspended", isBanned: true })
      .where(eq(users.id, suspended.id));
    const justOldEnough = await createMember(deps.db, {
      createdAt: new Date(Date.now() - (COUNTING_REPORTER_MIN_AGE_HOURS + 1) * HOUR),
    });
    for (const reporter of [almost, unverified, suspended, justOldEnough])
      await reportPost(reporter, post.id);
    const stored = await deps.db
      .select({ reporterId: reports.reporterId, counts: reports.countsTowardHiding })
      .from(reports)
      .where(and(eq(reports.targetType, "post"), eq(reports.targetId, post.id)));
    const countsOf = (member: Viewer) => stored.find((row) => row.reporterId === member.id)?.counts;
    expect(countsOf(almost)).toBe(false);
    expect(countsOf(unverified)).toBe(false);
    expect(countsOf(suspended)).toBe(false);
    expect(countsOf(justOldEnough)).toBe(true);
    // Four reports, one counting: still shown.
    expect(await moderationOf(post.id)).toBeNull();
  });

  test("a member whose own content is hidden, or who was suspended over a report, does not count; shown again, they count", async () => {
    const admin = await createMember(deps.db, { admin: true });
    const target = await createTestPost(deps.db, await createCountingMember(deps.db));

    // Their own request hidden by an administrator over a report: reported-and-hidden.
    const hiddenAuthor = await createCountingMember(deps.db);
    const ownPost = await createTestPost(deps.db, hiddenAuthor);
    const someone = await createCountingMember(deps.db);
    const againstThem = await reportPost(someone, ownPost.id);
    await callerFor(deps, admin).safety.moderate({ id: againstThem.id, action: "hide" });
    await reportPost(hiddenAuthor, target.id);

    // Suspended over a report, then let back in: still reported-and-hidden.
    const wasSuspended = await createCountingMember(deps.db);
    const userReport = await callerFor(deps, someone).safety.report({
      target_type: "user",
      target_id: wasSuspended.id,
      reason: "harassment",
    });
    await callerFor(deps, admin).safety.moderate({ id: userReport.id, action: "suspend_user", note: "調査" });
    await callerFor(deps, admin).admin.setSuspended({ id: wasSuspended.id, suspended: false });
    await reportPost(wasSuspended, target.id);

    const counted = async (member: Viewer) =>
      (
        await deps.db
          .select({ counts: reports.countsTowardHiding })
          .from(reports)
          .where(
            and(
              eq(reports.reporterId, member.id),
              eq(reports.targetType, "post"),
              eq(reports.targetId, target.id),
            ),
          )
      )[0]?.counts;
    expect(await counted(hiddenAuthor)).toBe(false);
    expect(await counted(wasSuspended)).toBe(false);

    // Restored: their next report counts again.
    const second = await reportPost(someone, ownPost.id);
    await callerFor(deps, admin).safety.moderate({ id: second.id, action: "restore" });
    const other = await createTestPost(deps.db, await createCountingMember(deps.db));
    await reportPost(hiddenAuthor, other.id);
    const [again] = await deps.db
      .select({ counts: reports.countsTowardHiding })
      .from(reports)
      .where(and(eq(reports.reporterId, hiddenAuthor.id), eq(reports.targetId, other.id)));
    expect(again?.counts).toBe(true);
  });
});

describe("report limits", () => {
  /** The app reading the client address from a test header, so each test plays an address of its own. */
  const appAt = () =>
    createApp(deps, { clientIp: (request) => request.headers.get("x-test-ip") ?? undefined });
  const reportCount = async (reporterId: number) =>
    Number(
      (
        await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(reports)
          .where(eq(reports.reporterId, reporterId))
      )[0]?.n ?? 0,
    );
  const { max, windowSeconds } = WRITE_LIMITS.reports;

  test(`${max} reports an hour per member; the next is 429 on both transports and stores nothing`, async () => {
    const reporter = await createMember(deps.db);
    // Addresses of this test only; their buckets are cleared so a second run within the hour starts afresh.
    for (const ip of ["198.51.100.31", "198.51.100.32"]) await clearRateLimit(deps.db, reportAddressKey(ip));
    const client = new RestClient(appAt(), { "X-Test-IP": "198.51.100.31" });
    await client.login(reporter.email, FACTORY_PASSWORD);
    const targets = await Promise.all(Array.from({ length: max + 1 }, () => createMember(deps.db)));
    for (const [index, target] of targets.slice(0, max).entries()) {
      const created = await client.post("/api/reports", {
        target_type: "user",
        target_id: target.id,
        reason: "spam",
      });
      expect(created.status).toBe(201);
      expect(created.headers.get("x-ratelimit-limit")).toBe(String(max));
      expect(created.headers.get("x-ratelimit-remaining")).toBe(String(max - index - 1));
    }
    const last = targets[max] as Viewer;
    const refused = await client.post("/api/reports", {
      target_type: "user",
      target_id: last.id,
      reason: "spam",
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    await expect(
      callerFor(deps, reporter, { ipAddress: "198.51.100.32" }).safety.report({
        target_type: "user",
        target_id: last.id,
        reason: "spam",
      }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: copy.limits.reports(max, windowSeconds) });
    expect(await reportCount(reporter.id)).toBe(max);
  });

  test("30 reports an hour per client address: a second member from the same address is refused", async () => {
    const address = WRITE_LIMITS.reportsPerAddress;
    const ip = "198.51.100.40";
    for (const used of [ip, "198.51.100.41"]) await clearRateLimit(deps.db, reportAddressKey(used));
    const perMember = max;
    const members = Math.ceil(address.max / perMember);
    const targets = await Promise.all(Array.from({ length: perMember }, () => createMember(deps.db)));
    let sent = 0;
    for (let m = 0; m < members; m++) {
      const reporter = await createMember(deps.db);
      for (const target of targets) {
        if (sent === address.max) break;
        await callerFor(deps, reporter, { ipAddress: ip }).safety.report({
          target_type: "user",
          target_id: target.id,
          reason: "spam",
        });
        sent += 1;
      }
    }
    const next = await createMember(deps.db);
    await expect(
      callerFor(deps, next, { ipAddress: ip }).safety.report({
        target_type: "user",
        target_id: (targets[0] as Viewer).id,
        reason: "spam",
      }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.reportsPerAddress(address.max, address.windowSeconds),
    });
    const client = new RestClient(appAt(), { "X-Test-IP": ip });
    await client.login(next.email, FACTORY_PASSWORD);
    const refused = await client.post("/api/reports", {
      target_type: "user",
      target_id: (targets[0] as Viewer).id,
      reason: "spam",
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("x-ratelimit-limit")).toBe(String(address.max));
    expect(await reportCount(next.id)).toBe(0);
    // The same member from another address may report.
    const elsewhere = await callerFor(deps, next, { ipAddress: "198.51.100.41" }).safety.report({
      target_type: "user",
      target_id: (targets[0] as Viewer).id,
      reason: "spam",
    });
    expect(elsewhere.status).toBe("open");
  });
});
