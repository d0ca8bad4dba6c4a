/**
 * The shared-frame SSE writer of the live stream (src/server/realtime/live-sse.ts; docs/decisions/006): its
 * bytes mean to the browser exactly what tRPC's own SSE producer would have sent; a broadcast is serialized
 * once and written in slices while events for one member go out at once; a client that stops reading gets one
 * resync instead of an endless backlog; and the `live.events` procedure still serves tRPC callers.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { sseHeaders, sseStreamProducer } from "@trpc/server/unstable-core-do-not-import";
import { LIVE_STREAM, type LiveEvent } from "#shared/live-events.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { type BusEvent, LiveHub, liveHubFor } from "../../src/server/realtime/event-bus.ts";
import {
  CONNECTED_BYTES,
  LiveFrame,
  PING_BYTES,
  READY_FRAME,
  RESYNC_FRAME,
} from "../../src/server/realtime/live-frame.ts";
import { MAX_QUEUED } from "../../src/server/realtime/live-stream.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

/** SSE events as a browser's EventSource dispatches them (HTML spec "event stream interpretation"). */
function parseSse(text: string): { event: string; data: string }[] {
  const events: { event: string; data: string }[] = [];
  let name = "";
  let data: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === "") {
      if (data.length > 0) events.push({ event: name || "message", data: data.join("\n") });
      name = "";
      data = [];
      continue;
    }
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  }
  return events;
}

const decoder = new TextDecoder();
const text = (...chunks: Uint8Array[]) => chunks.map((chunk) => decoder.decode(chunk)).join("");

const sampleEvents: LiveEvent[] = [
  { type: "ready" },
  {
    type: "thread.message",
    thread_id: 3,
    message: {
      id: 10,
      thread_id: 3,
      body: "改行を含む\nメッセージ\u2028です",
      user_id: 4,
      created_at: "2026-11-24T00:00:00.000000Z",
      created_at_date: "2026-11-24",
      created_at_time: "09:00",
      is_mine: false,
      contact_masked: false,
      moderation: null,
      images: [],
      read_at: null,
    },
  },
  { type: "unread", unread_count: 2, read_thread_id: null },
  {
    type: "board.message",
    message: { id: 5, body: "こんにちは", sender: null, created_at: "2026-11-24T00:00:00.000000Z" },
  },
  { type: "resync" },
];

describe("wire format", () => {
  test("connected, data and ping frames parse to what tRPC's own SSE producer sends", async () => {
    let sawPing: () => void = () => {};
    const pinged = new Promise<void>((resolve) => {
      sawPing = resolve;
    });
    const producer = sseStreamProducer({
      data: (async function* () {
        for (const event of sampleEvents) yield event;
        // Wait (without yielding) until the producer has pinged once, then end.
        await pinged;
      })(),
      ping: { enabled: true, intervalMs: 20 },
      client: { reconnectAfterInactivityMs: LIVE_STREAM.inactivityReconnectMs },
    });
    let trpcText = "";
    const reader = producer.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      trpcText += decoder.decode(chunk.value);
      if (trpcText.includes("event: ping")) sawPing();
    }
    const fromTrpc = parseSse(trpcText).filter((event) => event.event !== "return");
    const ours = parseSse(
      text(CONNECTED_BYTES, ...sampleEvents.map((event) => new LiveFrame(event).bytes), PING_BYTES),
    );
    // tRPC may ping more than once while the iterator waits; one is enough for the comparison.
    expect(ours).toEqual(fromTrpc.slice(0, sampleEvents.length + 2));
    expect(ours.map((event) => event.event)).toEqual([
      "connected",
      ...sampleEvents.map(() => "message"),
      "ping",
    ]);
    expect(sampleEvents.map((event) => new LiveFrame(event).event)).toEqual(
      ours.slice(1, -1).map((event) => JSON.parse(event.data)),
    );
  });

  test("GET /trpc/live.events answers with tRPC's SSE headers, connected, then ready", async () => {
    const controller = new AbortController();
    const response = await app.request("http://localhost:3000/trpc/live.events", {
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(sseHeaders)) {
      if (name !== "Connection") expect(response.headers.get(name)).toBe(value);
    }
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = "";
    while (parseSse(received).length < 2) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += decoder.decode(chunk.value);
    }
    controller.abort();
    await reader.cancel().catch(() => undefined);
    expect(parseSse(received)).toEqual([
      { event: "connected", data: JSON.stringify({ reconnectAfterInactivityMs: 13_000 }) },
      { event: "message", data: '{"type":"ready"}' },
    ]);
    expect(text(READY_FRAME.bytes)).toBe('data: {"type":"ready"}\n\n');
    expect(text(RESYNC_FRAME.bytes)).toBe('data: {"type":"resync"}\n\n');
  });
});

test("HEAD /trpc/live.events answers the headers and registers no stream", async () => {
  const hub = liveHubFor(deps.db);
  const before = hub.size;
  const response = await app.request("http://localhost:3000/trpc/live.events", { method: "HEAD" });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/event-stream");
  expect(response.body).toBeNull();
  expect(hub.size).toBe(before);
});

describe("fan-out", () => {
  /** A hub fed by hand, and what each of its sinks received. */
  async function handHub(slice: number) {
    let deliver: (payload: string) => void = () => {};
    const hub = new LiveHub(
      async (onPayload) => {
        deliver = onPayload;
        return async () => {};
      },
      { broadcastSlice: slice },
    );
    await hub.ready;
    const sinks = new Map<string, LiveFrame[]>();
    const add = (key: string, userId: number | null) => {
      const frames: LiveFrame[] = [];
      sinks.set(key, frames);
      const owner = userId === null ? null : { userId, sessionId: `session-${key}` };
      return hub.subscribe(owner, { push: (frame) => frames.push(frame), end: () => {} });
    };
    return { hub, sinks, add, deliver: (event: BusEvent) => deliver(JSON.stringify(event)) };
  }

  const board: BusEvent = {
    kind: "board",
    message: { id: 1, body: "お知らせ", sender: null, created_at: "2026-11-24T00:00:00.000000Z" },
  };

  test("a broadcast is one frame for every stream, written a slice at a time; a member's event goes out at once", async () => {
    const { hub, sinks, add, deliver } = await handHub(2);
    for (let i = 0; i < 5; i++) add(`visitor${i}`, null);
    add("member", 7);
    deliver(board);
    const boardCount = () => [...sinks.values()].filter((frames) => frames.length > 0).length;
    // Only the first slice has been written before the event loop turns.
    expect(boardCount()).toBe(2);
    deliver({
      kind: "message",
      thread_id: 3,
      message: {
        id: 9,
        thread_id: 3,
        body: "急ぎです",
        user_id: 8,
        created_at: "2026-11-24T00:00:00.000000Z",
        created_at_date: "2026-11-24",
        created_at_time: "09:00",
        contact_masked: false,
        moderation: null,
        images: [],
        read_at: null,
      },
      participants: [7, 8],
      unread: { "7": 1 },
    });
    // The member (last in line for the broadcast) already has the thread message and the unread count.
    expect(sinks.get("member")?.map((frame) => frame.event.type)).toEqual(["thread.message", "unread"]);
    await hub.settled();
    expect(boardCount()).toBe(6);
    const boardFrames = [...sinks.values()].map((frames) =>
      frames.find((frame) => frame.event.type === "board.message"),
    );
    expect(new Set(boardFrames).size).toBe(1);
    expect(new Set(boardFrames.map((frame) => frame?.bytes)).size).toBe(1);
  });

  test("streams closed during a broadcast are skipped; broadcasts keep their order", async () => {
    const { hub, sinks, add, deliver } = await handHub(1);
    add("a", null);
    add("b", null);
    const leave = add("leaving", null);
    deliver(board);
    deliver({ kind: "board", message: null });
    leave();
    await hub.settled();
    expect(sinks.get("leaving")?.map((frame) => frame.event.type)).toEqual([]);
    for (const key of ["a", "b"]) {
      expect(sinks.get(key)?.map((frame) => frame.event.type)).toEqual(["board.message", "board.changed"]);
    }
  });
});

describe("slow clients and tRPC callers", () => {
  test(`a client that stops reading gets at most ${MAX_QUEUED} queued events, then one resync`, async () => {
    const member = await createMember(deps.db);
    const client = new RestClient(app);
    await client.login(member.email, FACTORY_PASSWORD);
    const controller = new AbortController();
    const response = await app.request("http://localhost:3000/trpc/live.events", {
      headers: { Cookie: `tasukeai_session=${client.cookie("tasukeai_session")}` },
      signal: controller.signal,
    });
    const hub = liveHubFor(deps.db);
    // Nobody reads while 3 × MAX_QUEUED events arrive for this member.
    for (let i = 1; i <= 3 * MAX_QUEUED; i++) {
      hub.dispatch(JSON.stringify({ kind: "read", user_id: member.id, thread_id: 1, unread_count: i }));
    }
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = "";
    while (!received.includes('"type":"resync"')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += decoder.decode(chunk.value);
    }
    controller.abort();
    await reader.cancel().catch(() => undefined);
    const events = parseSse(received)
      .filter((event) => event.event === "message")
      .map((event) => JSON.parse(event.data) as LiveEvent);
    const unread = events.filter((event) => event.type === "unread");
    expect(events[0]).toEqual({ type: "ready" });
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThanOrEqual(MAX_QUEUED);
    expect(events.at(-1)).toEqual({ type: "resync" });
  });

  test("the live.events procedure yields ready and the viewer's events to tRPC callers", async () => {
    const sender = await createMember(deps.db);
    const caller = callerFor(deps, null);
    const iterator = (await caller.live.events())[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({ type: "ready" });
    const poster = new RestClient(app);
    await poster.login(sender.email, FACTORY_PASSWORD);
    expect((await poster.post("/api/public-messages", { body: "呼び出し元へ" })).status).toBe(201);
    let event = (await iterator.next()).value as LiveEvent;
    while (event.type !== "board.message" || event.message.body !== "呼び出し元へ") {
      event = (await iterator.next()).value as LiveEvent;
    }
    expect(event).toMatchObject({ message: { sender: { id: sender.id } } });
    // Ending the iteration unsubscribes the generator from the hub.
    const hub = liveHubFor(deps.db);
    const before = hub.size;
    await iterator.return?.();
    expect(hub.size).toBe(before - 1);
  });
});
