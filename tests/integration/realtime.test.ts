/**
 * The live stream (docs/product.md §4 "Polling", docs/decisions/006-live-stream-shared-frames.md): one SSE
 * subscription per viewer carries their thread messages, unread count and the public board; keep-alive pings;
 * nothing private reaches others; large events travel thin; and events cross server instances through
 * PostgreSQL LISTEN/NOTIFY (two apps, one database).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import type { LiveEvent } from "#shared/live-events.ts";
import { LIVE_STREAM, reconnectDelayMs } from "#shared/live-events.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../../src/server/db/client.ts";
import { seedReference } from "../../src/server/db/seed/seed-reference.ts";
import { closeLiveHub, LiveHub, liveHubFor } from "../../src/server/realtime/event-bus.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { isType, openLiveStream } from "../support/live-stream.ts";
import { RestClient, type TestApp, testApp, testEnv } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

/** A signed-in REST client and its session token (for the stream). */
async function member(target: TestApp, db: AppDeps["db"], name?: string) {
  const viewer = await createMember(db, { name });
  const client = new RestClient(target);
  await client.login(viewer.email, FACTORY_PASSWORD);
  const token = client.cookie("tasukeai_session");
  if (!token) throw new Error("no session cookie");
  return { viewer, client, token };
}

async function openThread(client: RestClient, userId: number): Promise<number> {
  return ((await (await client.post("/api/threads", { user_id: userId })).json()) as { id: number }).id;
}

describe("live stream on one instance", () => {
  test("starts with ready; the partner gets the message and the unread count; reading clears it", async () => {
    const a = await member(app, deps.db, "送る人");
    const b = await member(app, deps.db, "受ける人");
    const threadId = await openThread(a.client, b.viewer.id);
    const streamA = await openLiveStream(app, a.token);
    const streamB = await openLiveStream(app, b.token);
    try {
      await streamA.next(isType("ready"));
      await streamB.next(isType("ready"));
      expect(streamB.received[0]).toEqual({ type: "ready" });

      await a.client.post(`/api/threads/${threadId}/messages`, { body: "ライブで届く？" });
      const got = await streamB.next(isType("thread.message", (e) => e.message.body === "ライブで届く？"));
      expect(got).toMatchObject({ thread_id: threadId, message: { user_id: a.viewer.id, is_mine: false } });
      await streamB.next(isType("unread", (e) => e.unread_count === 1 && e.read_thread_id === null));
      const own = await streamA.next(isType("thread.message", (e) => e.message.body === "ライブで届く？"));
      expect(own).toMatchObject({ message: { is_mine: true } });

      await b.client.get(`/api/threads/${threadId}/messages`);
      await streamB.next(isType("unread", (e) => e.unread_count === 0 && e.read_thread_id === threadId));
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  test("a third member and visitors get no private events, but everyone gets the board", async () => {
    const a = await member(app, deps.db);
    const b = await member(app, deps.db);
    const c = await member(app, deps.db);
    const threadId = await openThread(a.client, b.viewer.id);
    const streamC = await openLiveStream(app, c.token);
    const visitor = await openLiveStream(app);
    try {
      await streamC.next(isType("ready"));
      await visitor.next(isType("ready"));
      await a.client.post(`/api/threads/${threadId}/messages`, { body: "内緒の話" });
      await a.client.post("/api/public-messages", { body: "みなさんこんにちは" });
      // The board event is sent after the private one: once it has arrived, the private one would have too.
      await streamC.next(isType("board.message", (e) => e.message.body === "みなさんこんにちは"));
      const board = await visitor.next(
        isType("board.message", (e) => e.message.body === "みなさんこんにちは"),
      );
      expect(board).toMatchObject({ message: { sender: { id: a.viewer.id } } });
      for (const stream of [streamC, visitor]) {
        expect(stream.received.some((e) => e.type === "thread.message" || e.type === "unread")).toBe(false);
      }
    } finally {
      streamC.close();
      visitor.close();
    }
  });

  test("a board message skips the streams of members blocked either way with its author", async () => {
    const author = await member(app, deps.db, "掲示板の書き手");
    const blocker = await member(app, deps.db, "ブロックした人");
    const blocked = await member(app, deps.db, "ブロックされた人");
    const other = await member(app, deps.db, "ほかの人");
    await blocker.client.post(`/api/blocks/${author.viewer.id}`);
    await author.client.post(`/api/blocks/${blocked.viewer.id}`);
    const streams = await Promise.all([blocker, blocked, other].map((m) => openLiveStream(app, m.token)));
    try {
      for (const stream of streams) await stream.next(isType("ready"));
      await author.client.post("/api/public-messages", { body: "ブロック越しの掲示" });
      await other.client.post("/api/public-messages", { body: "あとの掲示" });
      const [forBlocker, forBlocked, forOther] = streams as [
        (typeof streams)[0],
        (typeof streams)[0],
        (typeof streams)[0],
      ];
      await forOther.next(isType("board.message", (e) => e.message.body === "ブロック越しの掲示"));
      // Board events arrive in order: once the later message is here, the earlier one would have been too.
      for (const stream of [forBlocker, forBlocked]) {
        await stream.next(isType("board.message", (e) => e.message.body === "あとの掲示"));
        expect(
          stream.received.some((e) => e.type === "board.message" && e.message.body === "ブロック越しの掲示"),
        ).toBe(false);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test(`keep-alive pings arrive within ${LIVE_STREAM.pingMs} ms of silence (≤ 5 s)`, async () => {
    expect(LIVE_STREAM.pingMs).toBeLessThanOrEqual(5000);
    const stream = await openLiveStream(app);
    try {
      await stream.next(isType("ready"));
      await stream.nextNamed("ping", LIVE_STREAM.pingMs + 1500);
      expect(stream.named[0]).toBe("connected");
    } finally {
      stream.close();
    }
  });

  test("a message too large for a notification arrives as thread.changed", async () => {
    const a = await member(app, deps.db);
    const b = await member(app, deps.db);
    const threadId = await openThread(a.client, b.viewer.id);
    const stream = await openLiveStream(app, b.token);
    try {
      await stream.next(isType("ready"));
      // 2,000 control characters are 12,000 bytes of JSON: more than NOTIFY carries.
      const sent = await a.client.post(`/api/threads/${threadId}/messages`, { body: "\u0001".repeat(2000) });
      expect(sent.status).toBe(201);
      await stream.next(isType("thread.changed", (e) => e.thread_id === threadId));
      await stream.next(isType("unread", (e) => e.unread_count === 1));
    } finally {
      stream.close();
    }
  });

  test("closing the stream unsubscribes it from the hub", async () => {
    const hub = liveHubFor(deps.db);
    const before = hub.size;
    const stream = await openLiveStream(app);
    await stream.next(isType("ready"));
    expect(hub.size).toBe(before + 1);
    stream.close();
    const deadline = Date.now() + 3000;
    while (hub.size > before && Date.now() < deadline) await Bun.sleep(10);
    expect(hub.size).toBe(before);
  });
});

describe("hub routing and reconnect timing", () => {
  test("routes by user, ignores malformed payloads, and broadcasts resync on listener reconnect", async () => {
    let payloadOf: (payload: string) => void = () => {};
    let reconnect: () => void = () => {};
    const hub = new LiveHub(async (onPayload, onReconnect) => {
      payloadOf = onPayload;
      reconnect = onReconnect;
      return async () => {};
    });
    await hub.ready;
    const seen: Record<string, LiveEvent[]> = { u1: [], u2: [], visitor: [] };
    const end = () => {};
    hub.subscribe({ userId: 1, sessionId: "s1" }, { push: (frame) => seen.u1?.push(frame.event), end });
    hub.subscribe({ userId: 2, sessionId: "s2" }, { push: (frame) => seen.u2?.push(frame.event), end });
    hub.subscribe(null, { push: (frame) => seen.visitor?.push(frame.event), end });
    payloadOf("not json");
    payloadOf(JSON.stringify({ kind: "read", user_id: 2, thread_id: 9, unread_count: 3 }));
    reconnect();
    expect(seen.u1).toEqual([{ type: "resync" }]);
    expect(seen.u2).toEqual([{ type: "unread", unread_count: 3, read_thread_id: 9 }, { type: "resync" }]);
    expect(seen.visitor).toEqual([{ type: "resync" }]);
  });

  test("reconnect delays grow exponentially with jitter and are capped", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelayMs(n, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelayMs(1, () => 0)).toBe(800);
    expect(reconnectDelayMs(1, () => 1)).toBe(1200);
  });
});

describe("two server instances on one PostgreSQL", () => {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const sharedUrl = process.env.TEST_DATABASE_URL;
  let tempDatabase: string | null = null;
  const handles: DatabaseHandle[] = [];

  afterAll(async () => {
    for (const handle of handles) {
      await closeLiveHub(handle.db);
      await handle.close();
    }
    if (tempDatabase) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${tempDatabase}" with (force)`);
      await admin.end();
    }
  });

  /** TEST_DATABASE_URL when set (CI); else a temporary database on the machine's PostgreSQL, dropped after. */
  async function databaseUrl(): Promise<string> {
    if (sharedUrl) return sharedUrl;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      tempDatabase = `tasukeai_realtime_${process.pid}_${Date.now().toString(36)}`;
      await admin.unsafe(`create database "${tempDatabase}"`);
    } catch (error) {
      throw new Error(
        `The two-instance test needs PostgreSQL: set TEST_DATABASE_URL, or run one at ${adminUrl} (TEST_POSTGRES_ADMIN_URL). ${String(error)}`,
      );
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${tempDatabase}`;
    return url.toString();
  }

  let started: Promise<{
    handleA: DatabaseHandle;
    handleB: DatabaseHandle;
    instanceA: TestApp;
    instanceB: TestApp;
  }>;

  /** Two apps, each with its own pool and listener, on one PostgreSQL database (made once for the tests below). */
  function twoInstances() {
    started ??= (async () => {
      const url = await databaseUrl();
      const env = testEnv();
      const handleA = await openDatabase({ databaseUrl: url, dataDir: env.dataDir });
      const handleB = await openDatabase({ databaseUrl: url, dataDir: env.dataDir });
      handles.push(handleA, handleB);
      expect(handleA.kind).toBe("postgres");
      await migrateDatabase(handleA);
      if (!sharedUrl) await seedReference(handleA.db);
      return {
        handleA,
        handleB,
        instanceA: createApp({ db: handleA.db, env }),
        instanceB: createApp({ db: handleB.db, env }),
      };
    })();
    return started;
  }

  test("a message sent through instance A reaches a subscriber of instance B", async () => {
    const { handleA, handleB, instanceA, instanceB } = await twoInstances();

    const sender = await member(instanceA, handleA.db, "インスタンスA");
    const receiver = await member(instanceB, handleB.db, "インスタンスB");
    const threadId = await openThread(sender.client, receiver.viewer.id);
    const stream = await openLiveStream(instanceB, receiver.token);
    try {
      await stream.next(isType("ready"));
      const sentAt = performance.now();
      const response = await sender.client.post(`/api/threads/${threadId}/messages`, {
        body: "別のサーバーから",
      });
      expect(response.status).toBe(201);
      const event = await stream.next(isType("thread.message", (e) => e.message.body === "別のサーバーから"));
      const latencyMs = performance.now() - sentAt;
      expect(event).toMatchObject({
        thread_id: threadId,
        message: { user_id: sender.viewer.id, is_mine: false },
      });
      await stream.next(isType("unread", (e) => e.unread_count === 1));
      console.log(`[realtime] cross-instance delivery ${latencyMs.toFixed(1)} ms (send + NOTIFY + fan-out)`);

      await sender.client.post("/api/public-messages", { body: "全インスタンスへ" });
      await stream.next(isType("board.message", (e) => e.message.body === "全インスタンスへ"));
    } finally {
      stream.close();
    }
  });
  test("a suspension through instance A ends the member's stream on instance B before the next message", async () => {
    const { handleA, handleB, instanceA, instanceB } = await twoInstances();
    const admin = await createMember(handleA.db, { admin: true, name: "管理 者" });
    const adminClient = new RestClient(instanceA);
    await adminClient.login(admin.email, FACTORY_PASSWORD);
    const suspended = await member(instanceB, handleB.db, "停止 される人");
    const partner = await member(instanceB, handleB.db, "相手");
    const threadId = await openThread(partner.client, suspended.viewer.id);
    const stream = await openLiveStream(instanceB, suspended.token);
    const partnerStream = await openLiveStream(instanceB, partner.token);
    try {
      await stream.next(isType("ready"));
      await partnerStream.next(isType("ready"));
      const answer = await adminClient.post(`/api/admin/users/${suspended.viewer.id}/suspend`);
      expect(answer.status).toBe(200);
      const body = "停止のすぐ後のメッセージ";
      expect((await partner.client.post(`/api/threads/${threadId}/messages`, { body })).status).toBe(201);
      const carries = isType("thread.message", (e) => e.message.body === body);
      await partnerStream.next(carries);
      await stream.ended();
      expect(stream.received.some(carries)).toBe(false);
    } finally {
      stream.close();
      partnerStream.close();
    }
  });
});
