/**
 * What an administrator decides about reported content, and what the people around it read (docs/product.md §12
 * Reporting and moderation): content hidden pending review reads 「通報が多いため一時的に非表示になっています」 until
 * an administrator decides; 非表示のまま確定 (`hide` of content hidden pending review) keeps it hidden with a note,
 * logs it and tells the author what was hidden and why, with a link to ask for a review; the author asks once per
 * item (`safety.requestReview`), which brings the item back to the open queue marked with the request; a member's
 * open reports are listed for them (`safety.myReports`), so their 通報 buttons read 通報済み.
 */
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { createCountingMember, createMember, createTestPost, restAs } from "../support/factories.ts";
import { drainAppJobs } from "../support/jobs.ts";
import { clearLocalReportLimit, testApp } from "../support/test-app.ts";

let deps: AppDeps;
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ deps } = await testApp());
});

beforeEach(() => clearLocalReportLimit());

/** A post of a new author, hidden pending review by three counting members' reports. */
async function pendingPost(title: string) {
  const author = await createMember(deps.db, { name: "依頼 主" });
  const post = await createTestPost(deps.db, author, { title, body: "お礼は1,000円です。" });
  const reporters = await Promise.all([1, 2, 3].map(() => createCountingMember(deps.db)));
  for (const reporter of reporters) {
    await callerFor(reporter).safety.report({ target_type: "post", target_id: post.id, reason: "scam" });
  }
  return { author, post, reporters };
}

describe("content hidden pending review", () => {
  test("others read that it is hidden for now because of reports, not that an administrator hid it", async () => {
    const { post, reporters } = await pendingPost("一時的に隠れる依頼");
    for (const viewer of [null, reporters[0] as Viewer]) {
      const seen = await callerFor(viewer).posts.byId({ id: post.id });
      expect(seen).toMatchObject({
        title: copy.safety.moderation.hiddenPending,
        body: copy.safety.moderation.hiddenPending,
        moderation: "pending",
      });
    }
  });
});

describe("actions on a request hidden from the reader", () => {
  test("saving it and messaging its author about it are refused with 403 post_hidden, over tRPC and REST; its author may", async () => {
    const { author, post, reporters } = await pendingPost("保存できない依頼");
    const reader = reporters[0] as Viewer;
    const refused = { code: "FORBIDDEN", message: copy.safety.moderation.actionsClosed };
    await expect(callerFor(reader).social.bookmark({ post_id: post.id })).rejects.toMatchObject(refused);
    await expect(
      callerFor(reader).threads.open({ user_id: author.id, post_id: post.id }),
    ).rejects.toMatchObject(refused);
    const rest = await restAs(reader as never);
    const saved = await rest.post(`/api/favorites/posts/${post.id}`, {});
    expect(saved.status).toBe(403);
    expect(await saved.json()).toEqual({
      message: copy.safety.moderation.actionsClosed,
      code: "post_hidden",
    });
    const opened = await rest.post("/api/threads", { user_id: author.id, post_id: post.id });
    expect(opened.status).toBe(403);
    expect((await opened.json()) as { code: string }).toMatchObject({ code: "post_hidden" });
    // Nothing was stored by the refusals, and the author still saves their own request.
    expect((await callerFor(reader).mypage.bookmarks({})).data.map((p) => p.id)).not.toContain(post.id);
    expect(await callerFor(author).social.bookmark({ post_id: post.id })).toEqual({
      post_id: post.id,
      is_bookmarked: true,
    });
  });
});

describe("非表示のまま確定", () => {
  test("keeps it hidden with a note, logs it and tells the author what and why, with a way to ask for review", async () => {
    const title = `確定される依頼${Date.now().toString(36)}`;
    const { author, post } = await pendingPost(title);
    const admin = await createMember(deps.db, { admin: true, name: "管理 者" });
    const [item] = (await callerFor(admin).safety.adminReports({ status: "open" })).data.filter(
      (entry) => entry.target_type === "post" && entry.target_id === post.id,
    );
    expect(item?.content?.moderation).toBe("pending");
    const done = await callerFor(admin).safety.moderate({
      id: item?.id ?? 0,
      action: "hide",
      note: "金銭の先払いを求めているため",
    });
    expect(done).toMatchObject({ action: "hide", moderation: "removed" });
    expect(done.message).toBe(copy.safety.moderation.done.hide);

    // Now an administrator decided: others read that, the log keeps the note.
    const seen = await callerFor(null).posts.byId({ id: post.id });
    expect(seen.title).toBe(copy.safety.moderation.hidden);
    const log = await callerFor(admin).safety.moderationLog({});
    expect(log.data[0]).toMatchObject({
      action: "hide",
      target_type: "post",
      target_id: post.id,
      note: "金銭の先払いを求めているため",
    });

    // The author hears what was hidden and why, with the page where they can ask for a review.
    await drainAppJobs(deps.db, deps.env);
    const notices = (await callerFor(author).notifications.list({})).data;
    const notice = notices.find((n) => n.type === "admin_notice");
    expect(notice).toBeDefined();
    const text = JSON.stringify(notice);
    expect(text).toContain(title);
    expect(text).toContain("金銭の先払いを求めているため");
    expect(text).toContain(copy.safety.review.noticeHint);
    expect(text).toContain(`/post/${post.id}`);
    // Nobody else hears of it.
    const other = await createMember(deps.db);
    const othersNotices = (await callerFor(other).notifications.list({})).data;
    expect(othersNotices.some((n) => JSON.stringify(n).includes(title))).toBe(false);
  });

  test("the author asks for a review once; the item comes back to the open queue with the request", async () => {
    const { author, post, reporters } = await pendingPost(`再審査の依頼${Date.now().toString(36)}`);
    const admin = await createMember(deps.db, { admin: true });
    const find = async (status: "open" | "resolved") =>
      (await callerFor(admin).safety.adminReports({ status })).data.find(
        (entry) => entry.target_type === "post" && entry.target_id === post.id,
      );
    // Not hidden by an administrator yet: nothing to review.
    await expect(
      callerFor(author).safety.requestReview({ target_type: "post", target_id: post.id }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    const item = await find("open");
    await callerFor(admin).safety.moderate({ id: item?.id ?? 0, action: "hide", note: "規約違反" });
    expect(await find("open")).toBeUndefined();

    // Only the author may ask.
    await expect(
      callerFor(reporters[0] as Viewer).safety.requestReview({ target_type: "post", target_id: post.id }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const asked = await callerFor(author).safety.requestReview({
      target_type: "post",
      target_id: post.id,
      message: "先払いは求めていません。本文を直しました。",
    });
    expect(asked.message).toBe(copy.safety.review.sent);
    const reopened = await find("open");
    expect(reopened?.review_request).toMatchObject({ message: "先払いは求めていません。本文を直しました。" });
    expect(reopened?.content?.moderation).toBe("removed");
    // One request per item.
    await expect(
      callerFor(author).safety.requestReview({ target_type: "post", target_id: post.id }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    const log = await callerFor(admin).safety.moderationLog({});
    expect(log.data[0]).toMatchObject({ action: "review_request", target_id: post.id });
    expect(log.data[0]?.action_label).toBe(copy.safety.review.logLabel);

    // The administrator decides again: shown again, resolved.
    await callerFor(admin).safety.moderate({ id: reopened?.id ?? 0, action: "restore" });
    expect((await callerFor(null).posts.byId({ id: post.id })).moderation).toBeNull();
    expect(await find("open")).toBeUndefined();
  });
});

describe("a comment an administrator hid", () => {
  test("its author hears what and why with the request's page, and asks for a review there once", async () => {
    const owner = await createMember(deps.db);
    const author = await createMember(deps.db, { name: "コメント 主" });
    const post = await createTestPost(deps.db, owner);
    const comment = await callerFor(author).comments.create({
      post_id: post.id,
      body: "このコメントは管理者に非表示にされます。",
    });
    const reporter = await createMember(deps.db);
    const admin = await createMember(deps.db, { admin: true });
    const report = await callerFor(reporter).safety.report({
      target_type: "comment",
      target_id: comment.id,
      reason: "harassment",
    });
    // No note: the reports' reasons are the why.
    await callerFor(admin).safety.moderate({ id: report.id, action: "hide" });
    await drainAppJobs(deps.db, deps.env);
    const notice = (await callerFor(author).notifications.list({})).data.find(
      (n) => n.type === "admin_notice",
    );
    expect(notice?.title).toContain(copy.safety.review.noticeTitle(copy.safety.report.targets.comment));
    expect(notice?.body).toContain("このコメントは管理者に非表示にされます。");
    expect(notice?.body).toContain(copy.safety.report.reasons.harassment);
    expect(notice?.url).toBe(`/post/${post.id}`);
    // Its author still reads it, marked; the review request works for comments too, once.
    const seen = await callerFor(author).posts.byId({ id: post.id });
    expect(seen.comments.find((c) => c.id === comment.id)?.moderation).toBe("removed");
    await callerFor(author).safety.requestReview({ target_type: "comment", target_id: comment.id });
    await expect(
      callerFor(author).safety.requestReview({ target_type: "comment", target_id: comment.id }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    const open = await callerFor(admin).safety.adminReports({ status: "open" });
    expect(
      open.data.find((item) => item.target_type === "comment" && item.target_id === comment.id)
        ?.review_request,
    ).toMatchObject({ message: null });
  });
});

describe("safety.myReports", () => {
  test("lists the targets of the member's open reports, and no more once resolved", async () => {
    const author = await createMember(deps.db);
    const reporter = await createMember(deps.db);
    const admin = await createMember(deps.db, { admin: true });
    const post = await createTestPost(deps.db, author);
    expect((await callerFor(reporter).safety.myReports({})).items).toEqual([]);
    const report = await callerFor(reporter).safety.report({
      target_type: "post",
      target_id: post.id,
      reason: "spam",
    });
    await callerFor(reporter).safety.report({ target_type: "user", target_id: author.id, reason: "spam" });
    const mine = (await callerFor(reporter).safety.myReports({})).items;
    expect(mine).toContainEqual({ target_type: "post", target_id: post.id });
    expect(mine).toContainEqual({ target_type: "user", target_id: author.id });
    expect((await callerFor(author).safety.myReports({})).items).toEqual([]);
    await callerFor(admin).safety.moderate({ id: report.id, action: "dismiss" });
    expect((await callerFor(reporter).safety.myReports({})).items).toEqual([
      { target_type: "user", target_id: author.id },
    ]);
    await expect(callerFor(null).safety.myReports({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
