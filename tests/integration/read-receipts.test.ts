/**
 * 既読 over REST and tRPC (docs/product.md "既読"): off by default; `read_at` on my messages only once the partner
 * read them AND both participants turned it on, never otherwise; POST /api/threads/{id}/read and the messages
 * fetch both mark read; the sender hears `thread.read` live, only when both have it on, and nobody else does.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { LiveEvent } from "#shared/live-events.ts";
import type { MessageView } from "#shared/schemas/threads.ts";
import type { AppDeps } from "../../src/server/context.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { signedInMember } from "../support/factories.ts";
import { isType, openLiveStream } from "../support/live-stream.ts";
import { type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function threadBetween(a: Member, b: Member): Promise<number> {
  const opened = await a.client.post("/api/threads", { user_id: b.member.id });
  return ((await opened.json()) as { id: number }).id;
}

async function messagesOf(member: Member, threadId: number): Promise<MessageView[]> {
  const answer = await member.client.get(`/api/threads/${threadId}/messages`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { messages: MessageView[] }).messages;
}

describe("the setting", () => {
  test("off by default; PUT /api/account/read-receipts turns it on and off (read back by accounts.me)", async () => {
    const a = await signedInMember();
    const me = await a.client.get("/api/auth/me");
    expect(JSON.stringify(await me.json())).toContain('"read_receipts":false');
    const viaTrpc = await callerFor(a.member).accounts.me();
    expect(viaTrpc?.read_receipts).toBe(false);
    const on = await a.client.request("PUT", "/api/account/read-receipts", { enabled: true });
    expect(on.status).toBe(200);
    expect(((await on.json()) as { data: { enabled: boolean } }).data).toEqual({ enabled: true });
    expect(on.headers.get("x-ratelimit-limit")).toBe("30");
    expect((await callerFor(a.member).accounts.me())?.read_receipts).toBe(true);
    const off = await callerFor(a.member).threads.setReadReceipts({ enabled: false });
    expect(off).toEqual({ enabled: false });
    const form = new FormData();
    form.append("enabled", "1");
    expect((await a.client.request("PUT", "/api/account/read-receipts", form)).status).toBe(200);
  });

  test("a non-boolean is 422 in Japanese; a visitor 401", async () => {
    const a = await signedInMember();
    const bad = await a.client.request("PUT", "/api/account/read-receipts", { enabled: "たぶん" });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { errors: Record<string, string[]> };
    expect(body.errors.enabled?.[0]).toContain("既読の表示");
    await expect(callerFor(null).threads.setReadReceipts({ enabled: true })).rejects.toThrow();
  });
});

describe("read_at", () => {
  test("null until both turned 既読 on; then the partner's read time on my messages only", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const threadId = await threadBetween(a, b);
    await a.client.post(`/api/threads/${threadId}/messages`, { body: "一通目" });
    // b reads (the messages fetch marks read) while only a has it on.
    await a.client.request("PUT", "/api/account/read-receipts", { enabled: true });
    await messagesOf(b, threadId);
    expect((await messagesOf(a, threadId)).map((m) => m.read_at)).toEqual([null]);

    // Both on: a's message shows when b read it; b's view of a's message never carries it.
    await b.client.request("PUT", "/api/account/read-receipts", { enabled: true });
    const mine = await messagesOf(a, threadId);
    expect(mine[0]?.is_mine).toBe(true);
    expect(typeof mine[0]?.read_at).toBe("string");
    const theirs = await messagesOf(b, threadId);
    expect(theirs[0]?.read_at).toBeNull();

    // A message b has not read yet is not 既読.
    await a.client.post(`/api/threads/${threadId}/messages`, { body: "二通目" });
    const unreadYet = await messagesOf(a, threadId);
    expect(unreadYet.map((m) => m.read_at === null)).toEqual([false, true]);
    // b marks read over REST; the first message keeps its earlier read time.
    const first = unreadYet[0]?.read_at;
    const read = await b.client.post(`/api/threads/${threadId}/read`, {});
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { unread_count: number } }).data.unread_count).toBe(0);
    const both = await messagesOf(a, threadId);
    expect(both[0]?.read_at).toBe(first ?? "");
    expect(both[1]?.read_at).not.toBeNull();

    // Either turning it off hides every read time again (tRPC too).
    await callerFor(b.member).threads.setReadReceipts({ enabled: false });
    expect((await messagesOf(a, threadId)).map((m) => m.read_at)).toEqual([null, null]);
    const viaTrpc = await callerFor(a.member).threads.messages({ id: threadId });
    expect(viaTrpc.messages.map((m) => m.read_at)).toEqual([null, null]);
  });

  test("POST /api/threads/{id}/read: a third member 403, an unknown thread 404, a malformed id 404", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const third = await signedInMember();
    const threadId = await threadBetween(a, b);
    expect((await third.client.post(`/api/threads/${threadId}/read`, {})).status).toBe(403);
    expect((await a.client.post("/api/threads/99999999/read", {})).status).toBe(404);
    expect((await a.client.post("/api/threads/abc/read", {})).status).toBe(404);
  });
});

describe("live 既読", () => {
  test("the sender hears thread.read when the partner reads, only while both have it on; a third member never", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const third = await signedInMember();
    const threadId = await threadBetween(a, b);
    await callerFor(a.member).threads.setReadReceipts({ enabled: true });
    await callerFor(b.member).threads.setReadReceipts({ enabled: true });
    const sent = (await (
      await a.client.post(`/api/threads/${threadId}/messages`, { body: "読んだら教えて" })
    ).json()) as { data: MessageView };
    const aStream = await openLiveStream(app, a.client.cookie("tasukeai_session"));
    const thirdStream = await openLiveStream(app, third.client.cookie("tasukeai_session"));
    try {
      await aStream.next(isType("ready"));
      await thirdStream.next(isType("ready"));
      await messagesOf(b, threadId);
      const event = (await aStream.next(isType("thread.read", (e) => e.thread_id === threadId))) as Extract<
        LiveEvent,
        { type: "thread.read" }
      >;
      expect(event.up_to).toBe(sent.data.id);
      expect(typeof event.read_at).toBe("string");

      // With b's 既読 off, a's next message read by b sends nothing to a.
      await callerFor(b.member).threads.setReadReceipts({ enabled: false });
      const second = (await (
        await a.client.post(`/api/threads/${threadId}/messages`, { body: "二通目" })
      ).json()) as { data: MessageView };
      await callerFor(b.member).threads.markRead({ id: threadId });
      // A later event proves the stream carried everything before it.
      await callerFor(b.member).threads.setReadReceipts({ enabled: true });
      const third2 = (await (
        await a.client.post(`/api/threads/${threadId}/messages`, { body: "三通目" })
      ).json()) as { data: MessageView };
      await callerFor(b.member).threads.markRead({ id: threadId });
      await aStream.next(isType("thread.read", (e) => e.up_to === third2.data.id));
      expect(aStream.received.some((e) => e.type === "thread.read" && e.up_to === second.data.id)).toBe(
        false,
      );
      expect(thirdStream.received.some((e) => e.type === "thread.read")).toBe(false);
    } finally {
      aStream.close();
      thirdStream.close();
    }
  });
});
