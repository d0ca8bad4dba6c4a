/**
 * Private threads over REST and tRPC (docs/product.md §2 Threads, §3 Thread/Message, §6 403 on a thread, §7
 * /api/threads, /api/threads/{id}/messages, /api/messages/unread-count, /api/messages): open-or-create,
 * validation, unread counts, read marks, the 403 of a third member, and the legacy list.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { AppDeps } from "../../src/server/context.ts";
import { legacyMessages } from "../../src/server/db/schema/index.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { createMember, signedInMember } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

describe("opening a thread", () => {
  test("creates once per pair (201, then 200 with the same id from either side)", async () => {
    const a = await signedInMember({ name: "青木" });
    const b = await signedInMember({ name: "馬場" });
    const first = await a.client.post("/api/threads", { user_id: b.member.id });
    expect(first.status).toBe(201);
    const opened = (await first.json()) as {
      id: number;
      thread: { id: number; partner: { name: string } };
      data: { id: number };
    };
    expect(opened.thread.id).toBe(opened.id);
    expect(opened.data.id).toBe(opened.id);
    expect(opened.thread.partner.name).toBe("馬場");

    const again = await a.client.post("/api/threads", { user_id: String(b.member.id) });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(opened.id);
    const fromB = await b.client.post("/api/threads", { user_id: a.member.id });
    expect(((await fromB.json()) as { id: number }).id).toBe(opened.id);
  });

  test("concurrent opens of the same pair make one thread", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const results = await Promise.all([
      callerFor(a).threads.open({ user_id: b.id }),
      callerFor(b).threads.open({ user_id: a.id }),
      callerFor(a).threads.open({ user_id: b.id }),
    ]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    // tRPC answers the domain result; Laravel's triple id is REST's alone.
    expect(results[0]).toEqual({
      id: results[0]?.id ?? 0,
      created: results[0]?.created ?? false,
      partner: {
        id: results[0]?.partner.id ?? 0,
        name: "テスト 会員",
        avatar_url: null,
        deleted: false,
        good_ratings: 0,
      },
      post: null,
    });
  });

  test("user_id is required, must be someone else, and must exist (422 in Japanese)", async () => {
    const a = await signedInMember();
    const missing = await a.client.post("/api/threads", {});
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.user_id).toEqual([
      "ユーザーは必須です。",
    ]);
    const self = await a.client.post("/api/threads", { user_id: a.member.id });
    expect(self.status).toBe(422);
    expect(((await self.json()) as { message: string }).message).toBe("自分自身にはメッセージを送れません。");
    const unknown = await a.client.post("/api/threads", { user_id: 99_999_999 });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      "選択されたユーザーは正しくありません。",
    );
  });

  test("visitors get 401, unverified members 403", async () => {
    const b = await createMember(deps.db);
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.post("/api/threads", { user_id: b.id })).status).toBe(401);
    const unverified = await signedInMember({ verified: false });
    expect((await unverified.client.post("/api/threads", { user_id: b.id })).status).toBe(403);
  });
});

describe("messages, unread counts and read marks", () => {
  test("a message raises the partner's unread count; reading clears it", async () => {
    const a = await signedInMember({ name: "送信 花子" });
    const b = await signedInMember({ name: "受信 太郎" });
    const { id } = (await (await a.client.post("/api/threads", { user_id: b.member.id })).json()) as {
      id: number;
    };

    const sent = await a.client.post(`/api/threads/${id}/messages`, {
      body: "  こんにちは、明日の件です。\n",
    });
    expect(sent.status).toBe(201);
    const message = ((await sent.json()) as { data: Record<string, unknown> }).data;
    expect(message).toMatchObject({
      body: "  こんにちは、明日の件です。",
      user_id: a.member.id,
      is_mine: true,
    });
    expect(message.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(message.created_at_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(message.created_at_time).toMatch(/^\d{2}:\d{2}$/);
    await a.client.post(`/api/threads/${id}/messages`, { body: "よろしくお願いします" });

    expect(await (await b.client.get("/api/messages/unread-count")).json()).toEqual({ unreadCount: 2 });
    expect(await (await a.client.get("/api/messages/unread-count")).json()).toEqual({ unreadCount: 0 });

    const list = (await (await b.client.get("/api/threads")).json()) as {
      data: {
        id: number;
        partner: { name: string };
        latest_message: { body: string };
        unread_count: number;
      }[];
      meta: { total: number };
    };
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id,
      partner: { name: "送信 花子" },
      latest_message: { body: "よろしくお願いします" },
      unread_count: 2,
    });

    const read = (await (await b.client.get(`/api/threads/${id}/messages`)).json()) as {
      partner: { name: string };
      messages: { body: string; is_mine: boolean }[];
      unread_count: number;
    };
    expect(read.partner.name).toBe("送信 花子");
    expect(read.messages.map((m) => [m.body, m.is_mine])).toEqual([
      ["  こんにちは、明日の件です。", false],
      ["よろしくお願いします", false],
    ]);
    expect(read.unread_count).toBe(0);
    expect(await (await b.client.get("/api/messages/unread-count")).json()).toEqual({ unreadCount: 0 });
  });

  test("empty, whitespace-only and too long bodies are refused (zod input error: 422)", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const { id } = await callerFor(a).threads.open({ user_id: b.id });
    for (const body of ["", "  \n ", "あ".repeat(2001)]) {
      await expect(callerFor(a).threads.send({ id, body })).rejects.toMatchObject({
        code: "UNPROCESSABLE_CONTENT",
      });
    }
    await expect(callerFor(a).threads.send({ id, body: "あ".repeat(2000) })).resolves.toMatchObject({
      is_mine: true,
    });
  });

  test("markRead moves the mark only forward and answers the total", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const { id } = await callerFor(a).threads.open({ user_id: b.id });
    const first = await callerFor(a).threads.send({ id, body: "1通目" });
    await callerFor(a).threads.send({ id, body: "2通目" });
    expect(await callerFor(b).threads.markRead({ id, up_to: first.id })).toEqual({ unread_count: 1 });
    expect(await callerFor(b).threads.markRead({ id, up_to: first.id })).toEqual({ unread_count: 1 });
    expect(await callerFor(b).threads.markRead({ id })).toEqual({ unread_count: 0 });
    expect(await callerFor(b).threads.unreadCount()).toEqual({ unreadCount: 0 });
  });

  test("older pages come with `before`, oldest first, and has_more", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const { id } = await callerFor(a).threads.open({ user_id: b.id });
    for (let i = 1; i <= 55; i++) await callerFor(i % 2 ? a : b).threads.send({ id, body: `m${i}` });
    const newest = await callerFor(a).threads.messages({ id });
    expect(newest.messages).toHaveLength(50);
    expect(newest.has_more).toBe(true);
    expect(newest.messages[0]?.body).toBe("m6");
    expect(newest.messages.at(-1)?.body).toBe("m55");
    const older = await callerFor(a).threads.messages({ id, before: newest.messages[0]?.id });
    expect(older.messages.map((m) => m.body)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    expect(older.has_more).toBe(false);
  });

  test("a third member gets 403 このスレッドにはアクセスできません。; an unknown thread 404", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const { id } = await callerFor(a).threads.open({ user_id: b.id });
    const third = await signedInMember();
    const read = await third.client.get(`/api/threads/${id}/messages`);
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({
      message: "このスレッドにはアクセスできません。",
      code: "thread_forbidden",
    });
    expect((await third.client.post(`/api/threads/${id}/messages`, { body: "割り込み" })).status).toBe(403);
    await expect(callerFor(third.member).threads.markRead({ id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await third.client.get("/api/threads/99999999/messages")).status).toBe(404);
    const visitor = new RestClient(app);
    expect((await visitor.get(`/api/threads/${id}/messages`)).status).toBe(401);
    expect((await visitor.get("/api/messages/unread-count")).status).toBe(401);
  });
});

describe("bad input never answers 500", () => {
  test("thread ids past PostgreSQL's integer range are 404; a malformed `before` is a Japanese 422", async () => {
    const a = await signedInMember();
    const b = await createMember(deps.db);
    const { id } = (await (await a.client.post("/api/threads", { user_id: b.id })).json()) as { id: number };
    for (const response of [
      await a.client.get("/api/threads/99999999999999/messages"),
      await a.client.post("/api/threads/99999999999999/messages", { body: "届く？" }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: "スレッドの取得に失敗しました。",
        code: "thread_not_found",
      });
    }
    const before = await a.client.get(`/api/threads/${id}/messages?before=abc`);
    expect(before.status).toBe(422);
    expect(((await before.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      before: ["メッセージは整数で指定してください。"],
    });
    const huge = await a.client.get(`/api/threads/${id}/messages?before=99999999999999`);
    expect(huge.status).toBe(422);
    expect(((await huge.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      before: ["選択されたメッセージは正しくありません。"],
    });
    const body = await a.client.post(`/api/threads/${id}/messages`, { body: 123 });
    expect(body.status).toBe(422);
    expect(((await body.json()) as { errors: Record<string, string[]> }).errors.body).toEqual([
      "本文は必須です。",
    ]);
    // tRPC agrees with REST on a thread id that cannot exist (the path-id rule, docs/api.md "Errors").
    const caller = callerFor(a.member);
    for (const call of [
      () => caller.threads.messages({ id: 99_999_999_999_999 }),
      () => caller.threads.send({ id: 99_999_999_999_999, body: "届く？" }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "スレッドの取得に失敗しました。",
      });
    }
    await expect(caller.threads.markRead({ id, up_to: 99_999_999_999_999 })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
  });
});

describe("legacy messages", () => {
  test("GET /api/messages lists the viewer's sent and received messages, newest first", async () => {
    const me = await signedInMember({ name: "自分" });
    const other = await createMember(deps.db, { name: "相手" });
    const stranger = await createMember(deps.db, { name: "他人" });
    await deps.db.insert(legacyMessages).values([
      {
        senderId: other.id,
        receiverId: me.member.id,
        content: "届いた",
        createdAt: new Date("2024-01-01T00:00:00Z"),
      },
      {
        senderId: me.member.id,
        receiverId: other.id,
        content: "送った",
        createdAt: new Date("2024-01-02T00:00:00Z"),
      },
      {
        senderId: other.id,
        receiverId: stranger.id,
        content: "関係ない",
        createdAt: new Date("2024-01-03T00:00:00Z"),
      },
    ]);
    const page = (await (await me.client.get("/api/messages")).json()) as {
      data: { sender_name: string; receiver_name: string; content: string; created_at: string }[];
      meta: { total: number };
    };
    expect(page.meta.total).toBe(2);
    expect(page.data.map((m) => [m.sender_name, m.receiver_name, m.content])).toEqual([
      ["自分", "相手", "送った"],
      ["相手", "自分", "届いた"],
    ]);
    expect(page.data[0]?.created_at).toBe("2024-01-02T00:00:00.000000Z");
  });
});
