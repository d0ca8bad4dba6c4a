/**
 * The leaving backlog (docs/product.md §4 Leaving, "Accounts deleted before the rule"): accounts deleted before
 * leaving deleted or anonymised what the member wrote were only soft-deleted; migration 0015 lists every deleted
 * account in `leaving_backlog`, and the housekeeping sweep (domains/admin/leaving-backlog.ts) settles them as a
 * deletion does now: the open request goes with its photo files, a request the old deletion closed stays
 * anonymised, the thread messages and the comment are masked in storage and for the partner, the partner's stream
 * hears it and sending is refused (403 partner_left); the row leaves the backlog and a second run changes nothing.
 * A member deleted under the rule and listed too keeps what the rule kept; a member whose settling fails stays for
 * the next run; the migration's INSERT lists deleted accounts only.
 */

import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { eq, inArray, sql, TransactionRollbackError } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import type { ThreadMessagesView } from "#shared/schemas/threads.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { comments, leavingBacklog, messages, posts, users } from "../../src/server/db/schema/index.ts";
import { sweepLeavingBacklog } from "../../src/server/domains/admin/leaving-backlog.ts";
import { deleteUserAccount } from "../../src/server/domains/admin/user-deletion.service.ts";
import { configureLogger } from "../../src/server/logger.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, jpegWithGps } from "../support/images.ts";
import { isType, openLiveStream } from "../support/live-stream.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";
import { resetTestLogger } from "../support/test-logs.ts";

let app: TestApp;
let deps: AppDeps;
let ref: { categoryId: number; regionId: number };
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

const PHONE = "090-1234-5678";
const MASKED = "●●●";
const MIGRATION = new URL("../../drizzle/0015_leaving_backlog.sql", import.meta.url);

beforeAll(async () => {
  ({ app, deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
  // A database kept between runs (TEST_DATABASE_URL) may hold members an earlier run left: settle them first, so
  // each run below sees only this file's members.
  while ((await sweepLeavingBacklog(deps, 1000)) > 0) {}
});

/** A member signed in over REST, and their session token (for the live stream). */
async function signedIn(name: string) {
  const who = await createMember(deps.db, { name });
  const client = new RestClient(app);
  expect((await client.login(who.email, FACTORY_PASSWORD)).status).toBe(200);
  const token = client.cookie("tasukeai_session");
  if (!token) throw new Error("no session cookie");
  return { who, client, token };
}

/** A public request written over REST (multipart) with a photo and a position. */
async function request(client: RestClient, title: string, body: string): Promise<PostView> {
  const form = new FormData();
  form.append("title", title);
  form.append("body", body);
  form.append("category_id", String(ref.categoryId));
  form.append("region_id", String(ref.regionId));
  form.append("is_public", "1");
  form.append("latitude", "35.681236");
  form.append("longitude", "139.767125");
  form.append("image", fileOf(await jpegWithGps(800, 600, 1), "photo.jpg", "image/jpeg"));
  const response = await client.post("/api/posts", form);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: PostView }).data;
}

/** The status of a stored file under /storage/. */
async function served(url: string | null): Promise<number> {
  return (await app.request(`http://localhost:3000${url ?? "/storage/none"}`)).status;
}

/**
 * A member with an open request with a photo, a request in progress with a photo, a position and a phone number,
 * a thread with the partner where both agreed to exchange contact details and the member wrote a phone number,
 * and a comment with a LINE ID on the partner's request.
 */
async function scene(label: string) {
  const leaver = await signedIn(`旧退会 ${label}`);
  const partner = await signedIn(`相手 ${label}`);
  const leaverTrpc = callerFor(leaver.who);
  const partnerTrpc = callerFor(partner.who);
  const open = await request(leaver.client, `写真つきの依頼 ${label}`, "退会の確認に使う依頼です。");
  const inProgress = await request(
    leaver.client,
    `やりとり中の依頼 ${label}`,
    `連絡は${PHONE}まで。棚の組み立てです。`,
  );
  await leaverTrpc.requests.setStatus({ id: inProgress.id, status: "in_progress" });
  const partnerPost = await request(partner.client, `相手の依頼 ${label}`, "相手の依頼です。");
  await leaverTrpc.comments.create({ post_id: partnerPost.id, body: "LINE ID: taro_1234 で連絡ください" });
  const { id: threadId } = await partnerTrpc.threads.open({ user_id: leaver.who.id, post_id: inProgress.id });
  await leaverTrpc.threads.send({ id: threadId, body: `電話は${PHONE}です` });
  await partnerTrpc.threads.send({ id: threadId, body: "こちらは080-2222-3333です" });
  await leaverTrpc.safety.contactConsent({ id: threadId });
  await partnerTrpc.safety.contactConsent({ id: threadId });
  return { leaver, partner, open, inProgress, partnerPost, threadId };
}

type Scene = Awaited<ReturnType<typeof scene>>;

/**
 * The deletion before the leaving rule, as it left an account: the row soft-deleted (name 削除されたユーザー,
 * no e-mail) and its sessions gone, nothing else; with `closeRequests`, also its open and in-progress requests
 * closed, as the deletion did between the request statuses and the leaving rule. Then the account is listed in the
 * backlog as migration 0015 lists every deleted account.
 */
async function deleteTheOldWay(userId: number, options: { closeRequests?: boolean } = {}) {
  const deletedAt = new Date();
  await deps.db
    .update(users)
    .set({ name: copy.post.deletedUser, email: null, deletedAt, updatedAt: deletedAt })
    .where(eq(users.id, userId));
  await deps.db.execute(sql`delete from sessions where user_id = ${userId}`);
  if (options.closeRequests) {
    await deps.db.execute(
      sql`update posts set status = 'closed', status_changed_at = ${new Date(deletedAt.getTime() + 1).toISOString()}
           where user_id = ${userId} and status in ('open', 'in_progress')`,
    );
  }
  await deps.db.insert(leavingBacklog).values({ userId });
}

async function inBacklog(userIds: number[]): Promise<number[]> {
  const rows = await deps.db
    .select({ userId: leavingBacklog.userId })
    .from(leavingBacklog)
    .where(inArray(leavingBacklog.userId, userIds));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

/** What the sweep may change of a scene, to compare across runs. */
async function stateOf(s: Scene) {
  return {
    posts: await deps.db.select().from(posts).where(eq(posts.userId, s.leaver.who.id)).orderBy(posts.id),
    messages: await deps.db
      .select({ id: messages.id, body: messages.body })
      .from(messages)
      .where(eq(messages.threadId, s.threadId))
      .orderBy(messages.id),
    comments: await deps.db
      .select({ id: comments.id, body: comments.body })
      .from(comments)
      .where(eq(comments.userId, s.leaver.who.id))
      .orderBy(comments.id),
  };
}

describe("the leaving backlog sweep", () => {
  test("settles an account deleted the old way as leaving does now; a second run changes nothing", async () => {
    const s = await scene("旧");
    await deleteTheOldWay(s.leaver.who.id);
    // Before the sweep, the old deletion left the request, its photo and the number as they were.
    expect((await new RestClient(app).get(`/api/posts/${s.open.id}`)).status).toBe(200);
    expect(await served(s.open.image)).toBe(200);
    const before = (await (
      await s.partner.client.get(`/api/threads/${s.threadId}/messages`)
    ).json()) as ThreadMessagesView;
    expect(before.messages.map((m) => m.body)).toContain(`電話は${PHONE}です`);
    const stream = await openLiveStream(app, s.partner.token);
    await stream.next(isType("ready"));

    expect(await sweepLeavingBacklog(deps)).toBe(1);

    // The partner's open thread hears at once that it changed.
    await stream.next(isType("thread.changed", (event) => event.thread_id === s.threadId));
    stream.close();
    expect(await inBacklog([s.leaver.who.id])).toEqual([]);
    // The open request is gone with its photo files.
    expect((await new RestClient(app).get(`/api/posts/${s.open.id}`)).status).toBe(404);
    expect(await deps.db.select().from(posts).where(eq(posts.id, s.open.id))).toHaveLength(0);
    expect(await served(s.open.image)).toBe(404);
    expect(await served(s.open.image_thumb)).toBe(404);
    // The one in progress stays anonymised and closed, without photo or place.
    const kept = (
      (await (await new RestClient(app).get(`/api/posts/${s.inProgress.id}`)).json()) as {
        data: PostView;
      }
    ).data;
    expect(kept).toMatchObject({
      user: null,
      image: null,
      image_thumb: null,
      latitude: null,
      longitude: null,
      status: "closed",
      body: `連絡は${MASKED}まで。棚の組み立てです。`,
    });
    expect(await served(s.inProgress.image)).toBe(404);
    // The message is masked in storage and for the partner, although both had agreed.
    const [stored] = await deps.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.userId, s.leaver.who.id));
    expect(stored?.body).toBe(`電話は${MASKED}です`);
    const after = (await (
      await s.partner.client.get(`/api/threads/${s.threadId}/messages`)
    ).json()) as ThreadMessagesView;
    expect(after.messages.map((m) => m.body)).toEqual([`電話は${MASKED}です`, "こちらは080-2222-3333です"]);
    // The comment on the partner's request is masked.
    const detail = await callerFor(s.partner.who).posts.byId({ id: s.partnerPost.id });
    expect(detail.comments.map((c) => [c.user, c.body])).toEqual([
      [null, `LINE ID: ${MASKED} で連絡ください`],
    ]);
    // The partner cannot send.
    const send = await s.partner.client.post(`/api/threads/${s.threadId}/messages`, { body: "まだいますか" });
    expect(send.status).toBe(403);
    expect(await send.json()).toEqual({ message: copy.threads.partnerLeft, code: "partner_left" });

    // Run again: nobody is left and nothing changes.
    const settled = await stateOf(s);
    expect(await sweepLeavingBacklog(deps)).toBe(0);
    expect(await stateOf(s)).toEqual(settled);
  });

  test("a request the old deletion closed stays, anonymised: whether someone was helping is no longer known", async () => {
    const s = await scene("旧締切");
    await deleteTheOldWay(s.leaver.who.id, { closeRequests: true });

    expect(await sweepLeavingBacklog(deps)).toBe(1);

    for (const post of [s.open, s.inProgress]) {
      const view = await callerFor(s.partner.who).posts.byId({ id: post.id });
      expect(view).toMatchObject({
        user: null,
        image: null,
        latitude: null,
        longitude: null,
        status: "closed",
      });
      expect(await served(post.image)).toBe(404);
      expect(await served(post.image_thumb)).toBe(404);
    }
    const inProgress = await callerFor(null).posts.byId({ id: s.inProgress.id });
    expect(inProgress.body).toBe(`連絡は${MASKED}まで。棚の組み立てです。`);
  });

  test("an account deleted under the rule and listed too keeps what the rule kept", async () => {
    const s = await scene("新");
    await deleteUserAccount(deps, s.leaver.who.id);
    const settled = await stateOf(s);
    expect(settled.posts.map((p) => [p.id, p.status])).toEqual([[s.inProgress.id, "closed"]]);
    // Migration 0015 lists every deleted account, also one the rule already settled.
    await deps.db.insert(leavingBacklog).values({ userId: s.leaver.who.id });

    expect(await sweepLeavingBacklog(deps)).toBe(1);

    expect(await inBacklog([s.leaver.who.id])).toEqual([]);
    expect(await stateOf(s)).toEqual(settled);
  });

  test("a member whose settling fails is logged without personal data and stays for the next run; the others are settled", async () => {
    const failing = await scene("失敗");
    const other = await scene("成功");
    await deleteTheOldWay(failing.leaver.who.id);
    await deleteTheOldWay(other.leaver.who.id);
    // The database refuses to delete the failing member's open request (as a lock timeout or a bug would).
    const guard = `leaving_backlog_test_refuse_${failing.open.id}`;
    await deps.db.execute(
      sql.raw(`create function ${guard}() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await deps.db.execute(
      sql.raw(`create trigger ${guard} before delete on posts for each row
        when (old.id = ${failing.open.id}) execute function ${guard}()`),
    );
    const lines: Record<string, unknown>[] = [];
    await configureLogger({
      level: "info",
      format: "json",
      destination: new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
          done();
        },
      }),
    });
    try {
      expect(await sweepLeavingBacklog(deps)).toBe(1);
    } finally {
      await resetTestLogger();
      await deps.db.execute(sql.raw(`drop trigger ${guard} on posts`));
      await deps.db.execute(sql.raw(`drop function ${guard}()`));
    }

    expect(await inBacklog([failing.leaver.who.id, other.leaver.who.id])).toEqual([failing.leaver.who.id]);
    // Nothing of the failing member changed: the transaction was rolled back.
    expect((await new RestClient(app).get(`/api/posts/${failing.open.id}`)).status).toBe(200);
    expect(await served(failing.open.image)).toBe(200);
    expect((await new RestClient(app).get(`/api/posts/${other.open.id}`)).status).toBe(404);
    const warning = lines.find((line) => line.level === "warn");
    expect(warning).toMatchObject({ userId: failing.leaver.who.id, sweep: "leaving backlog" });
    expect(JSON.stringify(warning)).toContain("refused by the test");
    const written = JSON.stringify(lines);
    for (const personal of [PHONE, "旧退会", "写真つきの依頼", failing.leaver.who.email]) {
      expect(written).not.toContain(personal);
    }
    expect(lines.find((line) => line.level === "info")).toMatchObject({ settled: 1, failed: 1 });

    // The next run settles it.
    expect(await sweepLeavingBacklog(deps)).toBe(1);
    expect(await inBacklog([failing.leaver.who.id])).toEqual([]);
    expect((await new RestClient(app).get(`/api/posts/${failing.open.id}`)).status).toBe(404);
    expect(await served(failing.open.image)).toBe(404);
  });

  test("a row naming an active member is dropped without touching the member", async () => {
    const s = await scene("現役");
    await deps.db.insert(leavingBacklog).values({ userId: s.leaver.who.id });
    const untouched = await stateOf(s);

    expect(await sweepLeavingBacklog(deps)).toBe(1);

    expect(await inBacklog([s.leaver.who.id])).toEqual([]);
    expect(await stateOf(s)).toEqual(untouched);
    expect((await new RestClient(app).get(`/api/posts/${s.open.id}`)).status).toBe(200);
  });
});

describe("migration 0015", () => {
  test("lists the deleted accounts in the backlog, and no active one", async () => {
    const statement = readFileSync(MIGRATION, "utf8")
      .split("--> statement-breakpoint")
      .map((part) => part.trim())
      .find((part) => part.includes('INSERT INTO "leaving_backlog"'));
    if (!statement) throw new Error("no INSERT in migration 0015");
    const deleted = await createMember(deps.db, { name: "移行 退会" });
    const active = await createMember(deps.db, { name: "移行 現役" });
    await deps.db
      .update(users)
      .set({ name: copy.post.deletedUser, email: null, deletedAt: new Date() })
      .where(eq(users.id, deleted.id));

    // In a transaction rolled back afterwards: the database is shared with other tests, whose deleted accounts
    // the statement lists too.
    let listed: { user_id: number }[] = [];
    await deps.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(statement));
        // Run twice, as a migration retried after a failure would: no duplicate, no error.
        await tx.execute(sql.raw(statement));
        listed = await queryRows<{ user_id: number }>(
          tx,
          sql`select user_id from leaving_backlog where user_id in (${deleted.id}, ${active.id})`,
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(listed.map((row) => Number(row.user_id))).toEqual([deleted.id]);
    expect(await inBacklog([deleted.id, active.id])).toEqual([]);
  });
});
