/**
 * Caps on open live streams (docs/api.md "Error codes" `too_many_streams`;
 * src/server/realtime/stream-limits.ts, mounted by src/server/http/trpc.ts): per member session, per member,
 * per visitor address and for all visitors of the instance. Beyond a cap GET /trpc/live.events answers a 429
 * JSON with Retry-After and registers nothing; a closed stream gives its slot back. Driven over a real socket
 * (the production listener, http/node-listener.ts), so that "closed" is a client that went away, as in
 * production.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../src/server/app.ts";
import { createSession, generateSessionToken } from "../../src/server/auth/sessions.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { type HttpListener, listen } from "../../src/server/http/node-listener.ts";
import { liveHubFor } from "../../src/server/realtime/event-bus.ts";
import { STREAM_LIMITS, StreamLimiter } from "../../src/server/realtime/stream-limits.ts";
import { createMember } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;
let server: HttpListener;
let base: string;

beforeAll(async () => {
  ({ deps } = await testApp());
  // The client address comes from a test header, as if each test client had its own IP.
  const app = createApp(deps, { clientIp: (request) => request.headers.get("x-test-ip") ?? undefined });
  server = await listen({ port: 0, hostname: "127.0.0.1", fetch: app.fetch, idleTimeoutSeconds: 30 });
  base = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server.stop(true);
});

/** An open stream over the socket, or the refusal. */
interface Opened {
  status: number;
  response: Response;
  close(): void;
}

async function open(headers: Record<string, string>): Promise<Opened> {
  const controller = new AbortController();
  const response = await fetch(`${base}/trpc/live.events`, {
    headers: { Accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  if (response.ok && response.body) {
    // Read until the stream has been registered ("connected" is the first frame).
    const reader = response.body.getReader();
    await reader.read();
    void (async () => {
      while (!(await reader.read().catch(() => ({ done: true }))).done) {
        // Keep reading (pings, events) until closed.
      }
    })();
  }
  return { status: response.status, response, close: () => controller.abort() };
}

/** Polls `attempt` until it opens (200), for up to `ms`: the server notices a gone client asynchronously. */
async function openWhenFreed(headers: Record<string, string>, ms = 3000): Promise<Opened> {
  const until = Date.now() + ms;
  for (;;) {
    const opened = await open(headers);
    if (opened.status === 200 || Date.now() > until) return opened;
    await Bun.sleep(50);
  }
}

async function sessionOf(userId: number): Promise<string> {
  const token = generateSessionToken();
  await createSession(deps.db, token, userId, { remember: false });
  return token;
}

const cookie = (token: string) => ({ Cookie: `tasukeai_session=${token}` });

describe("the caps", () => {
  test("are 6 streams per member session, 20 per member, 20 visitor streams per address, 2,000 visitors", () => {
    expect(STREAM_LIMITS).toEqual({
      perSession: 6,
      perMember: 20,
      visitorsPerAddress: 20,
      visitorsTotal: 2000,
    });
  });

  test("the limiter counts, refuses at each cap and frees a slot once per release", () => {
    const limiter = new StreamLimiter({
      perSession: 2,
      perMember: 3,
      visitorsPerAddress: 2,
      visitorsTotal: 3,
    });
    const visitor = (address: string) => ({ userId: null, sessionToken: null, address });
    const a1 = limiter.acquire(visitor("a"));
    const a2 = limiter.acquire(visitor("a"));
    expect(limiter.acquire(visitor("a"))).toMatchObject({ ok: false, cap: "visitorsPerAddress", limit: 2 });
    const b1 = limiter.acquire(visitor("b"));
    expect(limiter.acquire(visitor("c"))).toMatchObject({ ok: false, cap: "visitorsTotal", limit: 3 });
    if (!a1.ok || !a2.ok || !b1.ok) throw new Error("expected slots");
    a1.release();
    a1.release(); // a second release of the same slot frees nothing more
    expect(limiter.acquire(visitor("c")).ok).toBe(true);
    expect(limiter.acquire(visitor("c"))).toMatchObject({ ok: false, cap: "visitorsTotal" });

    // Members: per session, then per member across sessions; visitors' caps do not apply to them.
    const m = (sessionToken: string) => ({ userId: 7, sessionToken, address: "a" });
    expect(limiter.acquire(m("s1")).ok).toBe(true);
    expect(limiter.acquire(m("s1")).ok).toBe(true);
    expect(limiter.acquire(m("s1"))).toMatchObject({ ok: false, cap: "perSession", limit: 2 });
    expect(limiter.acquire(m("s2")).ok).toBe(true);
    expect(limiter.acquire(m("s3"))).toMatchObject({ ok: false, cap: "perMember", limit: 3 });
    expect(limiter.acquire({ userId: 8, sessionToken: "s4", address: "a" }).ok).toBe(true);
    expect(limiter.counts()).toEqual({ visitors: 3, members: 4 });
  });
});

describe("GET /trpc/live.events over a socket", () => {
  test("one address: 20 visitor streams open, the 21st is a 429 JSON with Retry-After; closing one frees a slot", async () => {
    const hub = liveHubFor(deps.db);
    const flooder = { "x-test-ip": "203.0.113.7" };
    const streams: Opened[] = [];
    try {
      for (let i = 0; i < STREAM_LIMITS.visitorsPerAddress; i++) streams.push(await open(flooder));
      expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
      const sizeAtCap = hub.size;

      const refused = await open(flooder);
      expect(refused.status).toBe(429);
      expect(refused.response.headers.get("content-type")).toContain("application/json");
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.response.headers.get("x-ratelimit-limit")).toBe(
        String(STREAM_LIMITS.visitorsPerAddress),
      );
      expect(await refused.response.json()).toEqual({
        message: "Too Many Attempts.",
        code: "too_many_streams",
      });
      expect(hub.size).toBe(sizeAtCap);

      // Another address and a member from the same address are not affected.
      const other = await open({ "x-test-ip": "198.51.100.9" });
      expect(other.status).toBe(200);
      other.close();
      const member = await createMember(deps.db);
      const fromSameAddress = await open({ ...flooder, ...cookie(await sessionOf(member.id)) });
      expect(fromSameAddress.status).toBe(200);
      fromSameAddress.close();

      // The client goes away: its slot is free again.
      streams.shift()?.close();
      const again = await openWhenFreed(flooder);
      expect(again.status).toBe(200);
      streams.push(again);
      expect((await open(flooder)).status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test("a member session holds 6 streams, a member 20 across sessions; each answer past a cap is 429", async () => {
    const member = await createMember(deps.db);
    const streams: Opened[] = [];
    try {
      const first = cookie(await sessionOf(member.id));
      for (let i = 0; i < STREAM_LIMITS.perSession; i++) streams.push(await open(first));
      expect(streams.every((s) => s.status === 200)).toBe(true);
      const refused = await open(first);
      expect(refused.status).toBe(429);
      expect(refused.response.headers.get("x-ratelimit-limit")).toBe(String(STREAM_LIMITS.perSession));

      // More sessions of the same member, from other addresses: 20 in all.
      for (let i = 0; streams.length < STREAM_LIMITS.perMember; i++) {
        const session = cookie(await sessionOf(member.id));
        for (let j = 0; j < STREAM_LIMITS.perSession && streams.length < STREAM_LIMITS.perMember; j++) {
          const opened = await open({ ...session, "x-test-ip": `192.0.2.${i}` });
          expect(opened.status).toBe(200);
          streams.push(opened);
        }
      }
      const beyond = await open({ ...cookie(await sessionOf(member.id)), "x-test-ip": "192.0.2.99" });
      expect(beyond.status).toBe(429);
      expect(beyond.response.headers.get("x-ratelimit-limit")).toBe(String(STREAM_LIMITS.perMember));

      streams.shift()?.close();
      const again = await openWhenFreed(first);
      streams.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test("HEAD takes no slot", async () => {
    const address = { "x-test-ip": "203.0.113.50" };
    for (let i = 0; i < STREAM_LIMITS.visitorsPerAddress + 5; i++) {
      const response = await fetch(`${base}/trpc/live.events`, { method: "HEAD", headers: address });
      expect(response.status).toBe(200);
    }
    const streams: Opened[] = [];
    try {
      for (let i = 0; i < STREAM_LIMITS.visitorsPerAddress; i++) streams.push(await open(address));
      expect(streams.every((s) => s.status === 200)).toBe(true);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
