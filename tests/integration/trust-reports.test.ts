/**
 * Reporting and moderation (docs/product.md §12): POST /api/reports for every target type, the duplicate 422
 * while open, thread messages only by a participant, 401 for a visitor; three counting members' open reports
 * hide the content pending review (others read the placeholder and lose it from lists and counts, its author
 * sees it marked; who counts: trust-reporters.test.ts); the admin queue with content, reasons and counts;
 * dismiss, hide, restore and suspend_user; the moderation log; a suspended member's sessions end and the login
 * says so.
 */
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import {
  createCountingMember,
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
  signedInMember,
} from "../support/factories.ts";
import { clearLocalReportLimit, RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

// Every report here comes from 127.0.0.1: start each test with that address's report bucket empty.
beforeEach(() => clearLocalReportLimit());

type Errors = { message: string; errors: Record<string, string[]> };

describe("POST /api/reports", () => {
  test("reports each kind of target once while open (201, then 422); a visitor 401", async () => {
    const author = await createMember(deps.db, { name: "投稿 者" });
    const reporter = await signedInMember({ name: "通報 者" });
    const post = await createTestPost(deps.db, author, { title: "通報される依頼" });
    const comment = await callerFor(author).comments.create({ post_id: post.id, body: "コメントです" });
    const board = await callerFor(author).board.post({ body: "掲示板の書き込み" });
    const targets = [
      { target_type: "post", target_id: post.id },
      { target_type: "comment", target_id: comment.id },
      { target_type: "public_message", target_id: board.id },
      { target_type: "user", target_id: author.id },
    ];
    for (const target of targets) {
      const created = await reporter.client.post("/api/reports", {
        ...target,
        reason: "spam",
        detail: "宣伝です",
      });
      expect(created.status).toBe(201);
      expect(((await created.json()) as { data: unknown }).data).toMatchObject({
        ...target,
        reason: "spam",
        status: "open",
      });
      const again = await reporter.client.post("/api/reports", { ...target, reason: "scam" });
      expect(again.status).toBe(422);
      expect(((await again.json()) as Errors).errors.target_id).toEqual([copy.safety.report.duplicate]);
    }
    const visitor = new RestClient(app);
    await visitor.csrf();
    const refused = await visitor.post("/api/reports", {
      target_type: "post",
      target_id: post.id,
      reason: "spam",
    });
    expect(refused.status).toBe(401);
  });

  test("Japanese field errors for bad input, a missing target and oneself; never a 5xx", async () => {
    const reporter = await signedInMember();
    const bad = await reporter.client.post("/api/reports", {
      target_type: "planet",
      target_id: "x",
      reason: "?",
    });
    expect(bad.status).toBe(422);
    const errors = ((await bad.json()) as Errors).errors;
    expect(errors.target_type).toEqual([copy.validation.invalidChoice(copy.safety.fields.target_type)]);
    expect(errors.reason).toEqual([copy.validation.invalidChoice(copy.safety.fields.reason)]);
    expect(errors.target_id?.length).toBe(1);
    const missing = await reporter.client.post("/api/reports", {
      target_type: "post",
      target_id: 2_000_000_000,
      reason: "spam",
    });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as Errors).errors.target_id).toEqual([copy.safety.report.targetMissing]);
    const self = await reporter.client.post("/api/reports", {
      target_type: "user",
      target_id: reporter.member.id,
      reason: "other",
    });
    expect(self.status).toBe(422);
    expect(((await self.json()) as Errors).errors.target_id).toEqual([copy.safety.report.cannotSelf]);
  });

  test("a thread message is reported only by a participant (403 otherwise)", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const { id } = await callerFor(a).threads.open({ user_id: b.id });
    const message = await callerFor(a).threads.send({ id, body: "しつこい勧誘" });
    const stranger = await signedInMember();
    const refused = await stranger.client.post("/api/reports", {
      target_type: "message",
      target_id: message.id,
      reason: "harassment",
    });
    expect(refused.status).toBe(403);
    // Laravel's 403 text on the wire, the refusal's own code for clients (docs/api.md "Error codes").
    expect(await refused.json()).toEqual({
      message: "This action is unauthorized.",
      code: "report_not_participant",
    });
    const report = await callerFor(b).safety.report({
      target_type: "message",
      target_id: message.id,
      reason: "harassment",
    });
    expect(report.status).toBe("open");
  });
});

describe("three members' reports and the moderation queue", () => {
  test("hide a post pending review; the admin restores it from the queue; the log keeps it", async () => {
    const author = await createMember(deps.db, { name: "依頼 主" });
    const keyword = `通報テスト${Date.now().toString(36)}`;
    const post = await createTestPost(deps.db, author, { title: `${keyword} の依頼` });
    const comment = await callerFor(author).comments.create({ post_id: post.id, body: "補足です" });
    // Counting members (docs/product.md §12): fresh accounts' reports would only wait in the queue.
    const reporters = await Promise.all([1, 2, 3].map(() => createCountingMember(deps.db)));
    const listed = async () =>
      (await callerFor(null).posts.list({ keyword })).data.filter((p) => p.id === post.id).length;
    expect(await listed()).toBe(1);
    // The category total is read from post_counts (docs/decisions/004-post-counts.md): hiding must move it.
    const categoryTotal = async () =>
      (await callerFor(null).posts.list({ category_id: post.category.id })).meta.total;
    const totalBefore = await categoryTotal();

    // Two reports: still shown. The same member twice does not count twice.
    for (const reporter of reporters.slice(0, 2)) {
      await callerFor(reporter).safety.report({ target_type: "post", target_id: post.id, reason: "scam" });
    }
    expect(await listed()).toBe(1);
    await callerFor(reporters[2] as Viewer).safety.report({
      target_type: "post",
      target_id: post.id,
      reason: "inappropriate",
      detail: "怪しい",
    });
    // Hidden: left out of lists, search and counts; others read the placeholder, the author sees it marked.
    expect(await listed()).toBe(0);
    expect(await categoryTotal()).toBe(totalBefore - 1);
    const seenByOther = await callerFor(reporters[0] as Viewer).posts.byId({ id: post.id });
    expect(seenByOther).toMatchObject({
      title: copy.safety.moderation.hiddenPending,
      body: copy.safety.moderation.hiddenPending,
      moderation: "pending",
    });
    const seenByAuthor = await callerFor(author).posts.byId({ id: post.id });
    expect(seenByAuthor).toMatchObject({ title: `${keyword} の依頼`, moderation: "pending" });

    // Comments: three reports hide the comment and it leaves the count.
    for (const reporter of reporters) {
      await callerFor(reporter).safety.report({
        target_type: "comment",
        target_id: comment.id,
        reason: "spam",
      });
    }
    const afterComment = await callerFor(reporters[0] as Viewer).posts.byId({ id: post.id });
    expect(afterComment.comments.map((c) => c.id)).not.toContain(comment.id);
    expect(afterComment.comments_count).toBe(0);
    const authorView = await callerFor(author).posts.byId({ id: post.id });
    expect(authorView.comments.find((c) => c.id === comment.id)?.moderation).toBe("pending");

    // The queue shows the post with its content, three reasons and counts.
    const admin = await signedInMember({ admin: true, name: "管理 者" });
    const queue = (await (await admin.client.get("/api/admin/reports?status=open")).json()) as {
      data: {
        id: number;
        target_type: string;
        target_id: number;
        reports_count: number;
        reason_counts: Record<string, number>;
        content: { title: string; moderation: string } | null;
        reasons: { reason_label: string }[];
      }[];
      meta: { total: number };
    };
    const item = queue.data.find((entry) => entry.target_type === "post" && entry.target_id === post.id);
    expect(item).toMatchObject({
      reports_count: 3,
      reason_counts: { scam: 2, inappropriate: 1 },
      content: { title: `${keyword} の依頼`, moderation: "pending" },
    });
    expect(item?.reasons.map((r) => r.reason_label)).toContain(copy.safety.report.reasons.scam);
    // Members cannot read the queue.
    expect((await (await signedInMember()).client.get("/api/admin/reports")).status).toBe(403);

    const restored = await admin.client.request("PATCH", `/api/admin/reports/${item?.id}`, {
      action: "restore",
      note: "問題なしと判断",
    });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { data: unknown }).data).toMatchObject({
      action: "restore",
      moderation: null,
    });
    expect(await listed()).toBe(1);
    expect(await categoryTotal()).toBe(totalBefore);
    const open = await callerFor(admin.member).safety.adminReports({ status: "open" });
    expect(open.data.some((entry) => entry.target_type === "post" && entry.target_id === post.id)).toBe(
      false,
    );
    const resolved = await callerFor(admin.member).safety.adminReports({ status: "resolved" });
    expect(
      resolved.data.find((entry) => entry.target_type === "post" && entry.target_id === post.id)?.resolution,
    ).toBe("restore");
    const log = await callerFor(admin.member).safety.moderationLog({});
    expect(log.data[0]).toMatchObject({
      action: "restore",
      target_type: "post",
      target_id: post.id,
      note: "問題なしと判断",
      admin: { id: admin.member.id, name: "管理 者" },
    });
  });

  test("hide, dismiss and bad actions; 404 for no report", async () => {
    const author = await createMember(deps.db);
    const reporter = await createMember(deps.db);
    const admin = await createMember(deps.db, { admin: true });
    const post = await createTestPost(deps.db, author);
    const report = await callerFor(reporter).safety.report({
      target_type: "post",
      target_id: post.id,
      reason: "spam",
    });
    const hidden = await callerFor(admin).safety.moderate({ id: report.id, action: "hide" });
    expect(hidden.moderation).toBe("removed");
    expect((await callerFor(reporter).posts.byId({ id: post.id })).title).toBe(copy.safety.moderation.hidden);
    // Reporting again opens a new report; dismissing leaves an administrator's hide as it is.
    const second = await callerFor(reporter).safety.report({
      target_type: "post",
      target_id: post.id,
      reason: "spam",
    });
    expect((await callerFor(admin).safety.moderate({ id: second.id, action: "dismiss" })).moderation).toBe(
      "removed",
    );

    const userReport = await callerFor(reporter).safety.report({
      target_type: "user",
      target_id: author.id,
      reason: "harassment",
    });
    const adminClient = await signedInMember({ admin: true });
    const badHide = await adminClient.client.request("PATCH", `/api/admin/reports/${userReport.id}`, {
      action: "hide",
    });
    expect(badHide.status).toBe(422);
    expect(((await badHide.json()) as Errors).errors.action).toEqual([copy.safety.moderation.invalidAction]);
    const badAction = await adminClient.client.request("PATCH", `/api/admin/reports/${userReport.id}`, {
      action: "explode",
    });
    expect(badAction.status).toBe(422);
    expect(((await badAction.json()) as Errors).errors.action).toEqual([
      copy.validation.invalidChoice(copy.safety.fields.action),
    ]);
    expect(
      (await adminClient.client.request("PATCH", "/api/admin/reports/99999999", { action: "dismiss" }))
        .status,
    ).toBe(404);
  });
});

describe("hidden board and thread messages", () => {
  test("three reports take a board message off the board; an administrator's hide masks a thread message", async () => {
    const author = await createMember(deps.db);
    const board = await callerFor(author).board.post({ body: "怪しい勧誘の書き込み" });
    for (const reporter of await Promise.all([1, 2, 3].map(() => createCountingMember(deps.db)))) {
      await callerFor(reporter).safety.report({
        target_type: "public_message",
        target_id: board.id,
        reason: "spam",
      });
    }
    expect((await callerFor(null).board.list({})).data.map((m) => m.id)).not.toContain(board.id);

    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const admin = await createMember(deps.db, { admin: true });
    const { id } = await callerFor(a).threads.open({ user_id: b.id });
    const message = await callerFor(a).threads.send({ id, body: "不快なメッセージ" });
    const report = await callerFor(b).safety.report({
      target_type: "message",
      target_id: message.id,
      reason: "harassment",
    });
    await callerFor(admin).safety.moderate({ id: report.id, action: "hide" });
    const seenByB = await callerFor(b).threads.messages({ id });
    expect(seenByB.messages[0]).toMatchObject({ body: copy.safety.moderation.hidden, moderation: "removed" });
    const seenByA = await callerFor(a).threads.messages({ id });
    expect(seenByA.messages[0]).toMatchObject({ body: "不快なメッセージ", moderation: "removed" });
    const previewForB = (await callerFor(b).threads.list({})).data.find((t) => t.id === id);
    expect(previewForB?.latest_message?.body).toBe(copy.safety.moderation.hidden);
  });
});

describe("suspension", () => {
  test("suspend_user ends the member's sessions at once and the login says the account is suspended", async () => {
    const target = await signedInMember({ name: "停止 対象" });
    expect((await target.client.get("/api/auth/me")).status).toBe(200);
    const reporter = await createMember(deps.db);
    const admin = await createMember(deps.db, { admin: true });
    const report = await callerFor(reporter).safety.report({
      target_type: "user",
      target_id: target.member.id,
      reason: "scam",
    });
    await callerFor(admin).safety.moderate({ id: report.id, action: "suspend_user", note: "詐欺の疑い" });
    expect((await target.client.get("/api/auth/me")).status).toBe(401);
    const login = await new RestClient(app).login(target.member.email, FACTORY_PASSWORD);
    expect(login.status).toBe(422);
    expect(((await login.json()) as Errors).errors.email).toEqual([copy.safety.suspension.loginRefused]);
    // A wrong password still gets the wrong-credentials text (no probing of suspended accounts).
    const wrong = await new RestClient(app).login(target.member.email, "wrong-password-1");
    expect(((await wrong.json()) as Errors).errors.email).toEqual([copy.validation.credentials]);
    const log = await callerFor(admin).safety.moderationLog({});
    expect(log.data[0]).toMatchObject({
      action: "suspend_user",
      target_id: target.member.id,
      note: "詐欺の疑い",
    });
  });
});
