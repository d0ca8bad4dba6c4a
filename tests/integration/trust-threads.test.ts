/**
 * Threads about a request (docs/product.md §10): POST /api/threads {user_id, post_id} and threads.open record
 * the post on the pair's one thread, a later post replaces it, and the thread list and screen show its title
 * and status; a post of neither member, someone else's draft or a bad id is a 422.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { AppDeps } from "../../src/server/context.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

describe("threads about a request", () => {
  test("a thread opened from a post carries it; a later post replaces it; list and screen show it", async () => {
    const author = await createMember(deps.db, { name: "依頼 花子" });
    const asker = await createMember(deps.db, { name: "質問 太郎" });
    const first = await createTestPost(deps.db, author, { title: "棚を運んでほしい" });
    const second = await createTestPost(deps.db, author, { title: "犬の散歩をお願い" });

    const rest = new RestClient(app);
    expect((await rest.login(asker.email, FACTORY_PASSWORD)).status).toBe(200);
    const opened = await rest.post("/api/threads", { user_id: author.id, post_id: first.id });
    expect(opened.status).toBe(201);
    const body = (await opened.json()) as { id: number };
    const messages = (await (await rest.get(`/api/threads/${body.id}/messages`)).json()) as {
      post: unknown;
    };
    expect(messages.post).toEqual({
      id: first.id,
      title: "棚を運んでほしい",
      status: "open",
      status_label: "募集中",
    });

    // One thread per pair: opening it about another request keeps the thread and moves its request.
    const again = await callerFor(deps, asker).threads.open({ user_id: author.id, post_id: second.id });
    expect(again).toMatchObject({
      id: body.id,
      created: false,
      post: { id: second.id, title: "犬の散歩をお願い" },
    });
    await callerFor(deps, author).requests.setStatus({ id: second.id, status: "in_progress" });
    const list = await callerFor(deps, author).threads.list({});
    const row = list.data.find((thread) => thread.id === body.id);
    expect(row?.post).toEqual({
      id: second.id,
      title: "犬の散歩をお願い",
      status: "in_progress",
      status_label: "やりとり中",
    });
    // Opening without a post keeps the current request.
    const plain = await callerFor(deps, author).threads.open({ user_id: asker.id });
    expect(plain.post?.id).toBe(second.id);
  });

  test("a post of neither member, someone else's draft and bad ids are 422; nothing changes", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const c = await createMember(deps.db);
    const ofC = await createTestPost(deps.db, c);
    const draftOfB = await createTestPost(deps.db, b, { is_public: false, title: "下書きの依頼" });
    const rest = new RestClient(app);
    expect((await rest.login(a.email, FACTORY_PASSWORD)).status).toBe(200);
    for (const postId of [ofC.id, draftOfB.id, "abc", -1, 99999999]) {
      const response = await rest.post("/api/threads", { user_id: b.id, post_id: postId });
      expect(response.status).toBe(422);
      const errors = ((await response.json()) as { errors: Record<string, string[]> }).errors;
      expect(errors.post_id?.[0]).toMatch(/依頼/);
    }
    // The refused calls opened no thread (the request check runs in the thread's transaction).
    expect((await callerFor(deps, a).threads.list({})).data).toEqual([]);
    // The author may open a thread about their own draft; the partner does not see the draft's title.
    const own = await callerFor(deps, b).threads.open({ user_id: a.id, post_id: draftOfB.id });
    expect(own.post?.title).toBe("下書きの依頼");
    const partnerView = await callerFor(deps, a).threads.messages({ id: own.id });
    expect(partnerView.post).toBeNull();
  });
});
