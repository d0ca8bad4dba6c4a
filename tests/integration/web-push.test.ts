/**
 * Web push end to end without the internet (docs/product.md §11 Web push): a push service on loopback (HTTPS with
 * a certificate made for the test) receives the encrypted request web-push builds, and the test decrypts it with
 * the subscription's own keys (http_ece, aes128gcm) to read the payload; VAPID authorisation, the generated key in
 * DATA_DIR, a gone subscription (410) removed, subscribe/unsubscribe over REST and tRPC. Loopback endpoints are
 * refused unless listed in PUSH_ALLOWED_HOSTS, so this file's app lists 127.0.0.1 (push-delivery.test.ts tests the
 * address checks, timeouts and isolation of the sends).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createECDH, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
// @ts-expect-error http_ece ships no types
import ece from "http_ece";
import { copy } from "#shared/copy.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { pushSubscriptions, users } from "../../src/server/db/schema/index.ts";
import { trustPushCertificates } from "../../src/server/domains/notifications/push.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, runFanOutOnly } from "../support/jobs.ts";
import { makeTestCertificate } from "../support/push-service.ts";
import { clearLocalReportLimit, RestClient, type TestApp, testApp, testEnv } from "../support/test-app.ts";

const PUSH_PORT = 3813;
let app: TestApp;
let deps: AppDeps;
let service: ReturnType<typeof Bun.serve>;
const received: { path: string; headers: Headers; body: Buffer }[] = [];

beforeAll(async () => {
  const shared = await testApp();
  deps = { db: shared.deps.db, env: testEnv({ PUSH_ALLOWED_HOSTS: "127.0.0.1" }) };
  app = createApp(deps);
  const { cert, key } = makeTestCertificate();
  service = Bun.serve({
    hostname: "127.0.0.1",
    port: PUSH_PORT,
    tls: { cert, key },
    async fetch(request) {
      const path = new URL(request.url).pathname;
      received.push({ path, headers: request.headers, body: Buffer.from(await request.arrayBuffer()) });
      return new Response(null, { status: path.startsWith("/gone") ? 410 : 201 });
    },
  });
  // The server verifies the loopback service's certificate against the test CA (no verification is skipped).
  trustPushCertificates(cert);
  // CI runs every file against one database: other files' jobs (pushes to their own unreachable endpoints) may
  // still be queued; this file runs only its own.
  await clearQueuedJobs();
});

afterAll(() => {
  trustPushCertificates(undefined);
  service.stop(true);
});

/** A browser's subscription keys (what PushManager.subscribe makes). */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

describe("web push", () => {
  test("a comment reaches the author's browser encrypted; the payload decrypts with its keys; a gone one is removed", async () => {
    const a = await createMember(deps.db, { name: "プッシュ 受取" });
    const b = await createMember(deps.db, { name: "プッシュ 送信" });
    const client = new RestClient(app);
    await client.login(a.email, FACTORY_PASSWORD);
    const keyAnswer = (await (await client.get("/api/push-subscriptions/key")).json()) as {
      data: { public_key: string };
    };
    expect(keyAnswer.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(existsSync(join(deps.env.dataDir, "vapid.json"))).toBe(true);
    const browser = browserKeys();
    const endpoint = `https://127.0.0.1:${PUSH_PORT}/sub-${a.id}`;
    const saved = await client.post("/api/push-subscriptions", { endpoint, keys: browser.json });
    expect(saved.status).toBe(201);
    const gone = `https://127.0.0.1:${PUSH_PORT}/gone-${a.id}`;
    await callerFor(deps, a).notifications.pushSubscribe({ endpoint: gone, keys: browserKeys().json });
    const post = await createTestPost(deps.db, a, { title: "自転車のパンク修理" });
    await callerFor(deps, b).comments.create({ post_id: post.id, body: "道具あります" });
    await drainAppJobs(deps.db, deps.env);

    const push = received.find((r) => r.path === `/sub-${a.id}`);
    expect(push).toBeDefined();
    expect(push?.headers.get("content-encoding")).toBe("aes128gcm");
    expect(push?.headers.get("authorization")).toStartWith(`vapid t=`);
    expect(push?.headers.get("authorization")).toContain(`k=${keyAnswer.data.public_key}`);
    const plain = ece.decrypt(push?.body, {
      version: "aes128gcm",
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    });
    expect(JSON.parse(plain.toString("utf8"))).toMatchObject({
      type: "comment",
      title: "プッシュ 送信さんがあなたの依頼にコメントしました",
      url: `/post/${post.id}#comments`,
    });
    expect(String(JSON.parse(plain.toString("utf8")).body)).toContain("道具あります");
    // The 410 subscription is gone; the live one stays. B (no subscription) got nothing.
    const left = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.id));
    expect(left.map((s) => s.endpoint)).toEqual([endpoint]);
    expect(received.filter((r) => r.path.includes(`-${b.id}`))).toHaveLength(0);

    // A kind turned off for push is not pushed (the comment still is).
    await callerFor(deps, a).notifications.updateSettings({ push: { follow: false } });
    const beforeFollow = received.length;
    await callerFor(deps, b).social.follow({ user_id: a.id });
    await drainAppJobs(deps.db, deps.env);
    expect(received.length).toBe(beforeFollow);

    // Unsubscribing stops it.
    const removed = await client.request("DELETE", "/api/push-subscriptions", { endpoint });
    expect(removed.status).toBe(200);
    const count = received.length;
    await callerFor(deps, b).comments.create({ post_id: post.id, body: "もう一言" });
    await drainAppJobs(deps.db, deps.env);
    expect(received.length).toBe(count);
  });

  test("a new thread message is pushed to the recipient (contact details masked), not to the sender", async () => {
    const a = await createMember(deps.db, { name: "メッセージ 受取" });
    const b = await createMember(deps.db, { name: "メッセージ 送信" });
    const browser = browserKeys();
    const endpoint = `https://127.0.0.1:${PUSH_PORT}/msg-${a.id}`;
    await callerFor(deps, a).notifications.pushSubscribe({ endpoint, keys: browser.json });
    const senderBrowser = browserKeys();
    await callerFor(deps, b).notifications.pushSubscribe({
      endpoint: `https://127.0.0.1:${PUSH_PORT}/msg-${b.id}`,
      keys: senderBrowser.json,
    });
    const opened = await callerFor(deps, b).threads.open({ user_id: a.id });
    await callerFor(deps, b).threads.send({ id: opened.id, body: "090-1234-5678 に電話ください" });
    await drainAppJobs(deps.db, deps.env);
    const push = received.find((r) => r.path === `/msg-${a.id}`);
    expect(push).toBeDefined();
    const plain = ece.decrypt(push?.body, {
      version: "aes128gcm",
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    });
    const payload = JSON.parse(plain.toString("utf8")) as { title: string; body: string; url: string };
    expect(payload.title).toBe("メッセージ 送信さんからメッセージ");
    expect(payload.url).toBe(`/threads/${opened.id}`);
    expect(payload.body).not.toContain("1234-5678");
    expect(payload.body).toContain("に電話ください");
    expect(received.filter((r) => r.path === `/msg-${b.id}`)).toHaveLength(0);
  });

  test("pushes are in the recipient's language: a member who chose English gets English titles, texts as written", async () => {
    // docs/product.md "Languages", "Mails and notifications": users.language, read with the recipient.
    const a = await createMember(deps.db, { name: "Emma Brown" });
    await deps.db.update(users).set({ language: "en" }).where(eq(users.id, a.id));
    const b = await createMember(deps.db, { name: "Ken Sato" });
    const browser = browserKeys();
    const endpoint = `https://127.0.0.1:${PUSH_PORT}/en-${a.id}`;
    await callerFor(deps, a).notifications.pushSubscribe({ endpoint, keys: browser.json });
    const post = await createTestPost(deps.db, a, { title: "Moving a sofa" });
    await callerFor(deps, b).comments.create({ post_id: post.id, body: "I can help 土曜日" });
    const opened = await callerFor(deps, b).threads.open({ user_id: a.id });
    await callerFor(deps, b).threads.send({ id: opened.id, body: "See you then" });
    await drainAppJobs(deps.db, deps.env);
    const payloads = received
      .filter((r) => r.path === `/en-${a.id}`)
      .map((r) =>
        JSON.parse(
          ece
            .decrypt(r.body, { version: "aes128gcm", privateKey: browser.ecdh, authSecret: browser.auth })
            .toString("utf8"),
        ),
      );
    expect(payloads).toContainEqual({
      id: expect.any(Number),
      type: "comment",
      title: "Ken Sato commented on your request",
      body: '"Moving a sofa" I can help 土曜日',
      url: `/post/${post.id}#comments`,
    });
    expect(payloads).toContainEqual({
      id: expect.stringMatching(/^message-\d+$/),
      type: "message",
      title: "Message from Ken Sato",
      body: "See you then",
      url: `/threads/${opened.id}`,
    });
  });

  test("a bad subscription is a 422; a visitor is refused", async () => {
    const a = await createMember(deps.db);
    const client = new RestClient(app);
    await client.login(a.email, FACTORY_PASSWORD);
    expect(
      (
        await client.post("/api/push-subscriptions", {
          endpoint: "not a url",
          keys: { p256dh: "x", auth: "y" },
        })
      ).status,
    ).toBe(422);
    expect((await client.post("/api/push-subscriptions", { endpoint: "https://x.test/1" })).status).toBe(422);
    expect((await new RestClient(app).get("/api/push-subscriptions/key")).status).toBe(401);
  });
});

describe("pushes queued before moderation or a block (docs/product.md §12)", () => {
  test("a push sent after the request was hidden carries the placeholder, not the title", async () => {
    const author = await createMember(deps.db, { name: "フォロー される人" });
    const follower = await createMember(deps.db, { name: "フォロー する人" });
    const admin = await createMember(deps.db, { admin: true });
    const browser = browserKeys();
    const endpoint = `https://127.0.0.1:${PUSH_PORT}/hidden-${follower.id}`;
    await callerFor(deps, follower).notifications.pushSubscribe({ endpoint, keys: browser.json });
    await callerFor(deps, follower).social.follow({ user_id: author.id });
    await drainAppJobs(deps.db, deps.env);
    const post = await createTestPost(deps.db, author, { title: "プッシュ前に非表示になる依頼" });
    await runFanOutOnly(deps.db, deps.env);
    await clearLocalReportLimit();
    const report = await callerFor(deps, follower).safety.report({
      target_type: "post",
      target_id: post.id,
      reason: "spam",
    });
    await callerFor(deps, admin).safety.moderate({ id: report.id, action: "hide" });
    await drainAppJobs(deps.db, deps.env);
    const push = received.find((r) => r.path === `/hidden-${follower.id}`);
    expect(push).toBeDefined();
    const plain = ece.decrypt(push?.body, {
      version: "aes128gcm",
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    });
    const payload = JSON.parse(plain.toString("utf8")) as { type: string; body: string };
    expect(payload.type).toBe("followed_post");
    expect(payload.body).toBe(`「${copy.safety.moderation.hidden}」`);
  });

  test("a push queued before a block is not sent to the blocked member", async () => {
    const author = await createMember(deps.db, { name: "ブロック する人" });
    const saver = await createMember(deps.db, { name: "保存 した人" });
    const endpoint = `https://127.0.0.1:${PUSH_PORT}/blocked-${saver.id}`;
    await callerFor(deps, saver).notifications.pushSubscribe({ endpoint, keys: browserKeys().json });
    const post = await createTestPost(deps.db, author);
    await callerFor(deps, saver).social.bookmark({ post_id: post.id });
    await callerFor(deps, author).requests.setStatus({ id: post.id, status: "closed" });
    await runFanOutOnly(deps.db, deps.env);
    await callerFor(deps, author).safety.block({ user_id: saver.id });
    await drainAppJobs(deps.db, deps.env);
    expect(received.filter((r) => r.path === `/blocked-${saver.id}`)).toHaveLength(0);
  });
});
