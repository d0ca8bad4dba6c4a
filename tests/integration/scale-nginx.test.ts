/**
 * Several instances behind a load balancer (docs/operations.md "Several instances", "Behind a load
 * balancer: nginx"): Debian's nginx running the committed deploy/nginx/tasukeai.conf in front of two server processes
 * (`bun src/server/index.ts`) on one fresh PostgreSQL database and one S3-compatible server (s3rver), all
 * started and stopped here on the loopback. Each instance has a DATA_DIR of its own, so an image can only cross
 * instances through the object store; nginx connects from 127.0.0.3, the instances' one trusted proxy, while
 * the test's clients connect from other loopback addresses (node:http's localAddress).
 *
 * Ports 3400–3409 (this area's range).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { LiveEvent } from "#shared/live-events.ts";
import { type DatabaseHandle, openDatabase, queryRows } from "../../src/server/db/client.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { jpegWithGps } from "../support/images.ts";
import {
  type BoardInstance,
  createScratchDatabase,
  type Nginx,
  S3_BUCKET,
  S3_CREDENTIALS,
  type S3Server,
  startBoard,
  startNginx,
  startS3Server,
} from "../support/scale-cluster.ts";
import { RestClient, type TestApp } from "../support/test-app.ts";

const PORTS = { nginx: 3400, s3: 3401, a: 3402, b: 3403 } as const;

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let db: DatabaseHandle;
let s3: S3Server;
let a: BoardInstance;
let b: BoardInstance;
let nginx: Nginx;

/**
 * An HTTP request from the loopback address `from` (default 127.0.0.1) as a fetch Response: node:http lets the
 * test choose its source address, so nginx sees distinct clients.
 */
function requestFrom(url: string, init: RequestInit = {}, from = "127.0.0.1"): Promise<Response> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    if (body !== undefined) headers.set("Content-Length", String(Buffer.byteLength(body)));
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? "GET",
        headers: Object.fromEntries(headers),
        localAddress: from,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? ""]) answer.append(name, one);
          }
          resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0, headers: answer }));
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The app-like target RestClient needs, sending to `base()` (read at each call, so a client can switch). */
function target(base: () => string, from?: string): TestApp {
  const send = (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input).replace(/^http:\/\/localhost:3000/, base());
    if (from === undefined || init?.body instanceof FormData) return fetch(url, init);
    return requestFrom(url, init, from);
  };
  return { request: send, fetch: (request: Request) => send(request.url, request) } as unknown as TestApp;
}

/** A verified member signed in through `base` (their session works on every instance). */
async function signedIn(base: () => string, name?: string) {
  const viewer = await createMember(db.db, { name });
  const client = new RestClient(target(base));
  const login = await client.login(viewer.email, FACTORY_PASSWORD);
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const token = client.cookie("tasukeai_session");
  if (!token) throw new Error("no session cookie");
  return { viewer, client, token };
}

beforeAll(async () => {
  database = await createScratchDatabase("tasukeai_scale");
  s3 = await startS3Server(PORTS.s3);
  const appUrl = `http://127.0.0.1:${PORTS.nginx}`;
  // One after the other: the first migrates and seeds the reference data.
  a = await startBoard({ port: PORTS.a, databaseUrl: database.url, s3Endpoint: s3.endpoint, appUrl });
  b = await startBoard({ port: PORTS.b, databaseUrl: database.url, s3Endpoint: s3.endpoint, appUrl });
  nginx = await startNginx(PORTS.nginx, [PORTS.a, PORTS.b]);
  db = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await a?.stop();
  await b?.stop();
  await db?.close();
  await s3?.stop();
  await database?.drop();
}, 60_000);

describe("object storage across instances", () => {
  test("an image uploaded on A is served by B and through nginx; deleting the post removes it from the bucket", async () => {
    let instance = a.url;
    const { client } = await signedIn(() => instance, "画像を載せる人");
    // A child category and a region of the seeded reference data.
    const [category] = await queryRows<{ id: number }>(
      db.db,
      sql`select id from categories where parent_id is not null order by id limit 1`,
    );
    const [region] = await queryRows<{ id: number }>(db.db, sql`select id from regions order by id limit 1`);
    const form = new FormData();
    form.set("title", "ソファを2階へ運ぶのを手伝ってください");
    form.set("body", "土曜の午前中、30分ほどです。");
    form.set("category_id", String(category?.id));
    form.set("region_id", String(region?.id));
    form.set("is_public", "1");
    form.set(
      "image",
      new Blob([new Uint8Array(await jpegWithGps(1200, 800))], { type: "image/jpeg" }),
      "sofa.jpg",
    );
    const created = await client.post("/api/posts", form);
    expect(created.status).toBe(201);
    const { data: post } = (await created.json()) as { data: { id: number; image: string } };
    expect(post.image).toMatch(/^\/storage\/posts\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const key = post.image.replace(/^\/storage\//, "");

    // In the bucket, on neither instance's disk.
    const bucket = new Bun.S3Client({ ...S3_CREDENTIALS, bucket: S3_BUCKET, endpoint: s3.endpoint });
    const stored = new Uint8Array(await bucket.file(key).arrayBuffer());
    expect(stored.byteLength).toBeGreaterThan(1000);
    expect(existsSync(join(a.dataDir, "uploads"))).toBe(false);
    expect(existsSync(join(b.dataDir, "uploads"))).toBe(false);

    for (const base of [b.url, nginx.url, a.url]) {
      const served = await fetch(`${base}${post.image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored);
    }
    const head = await fetch(`${b.url}${post.image}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(stored.byteLength));

    // A key that is not there, and paths that are no key, are JSON 404s (never the SPA, never the bucket root).
    for (const path of ["/storage/posts/2026/01/missing.jpg", "/storage/..%2Fapp-key", "/storage/"]) {
      const missing = await fetch(`${b.url}${path}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toContain("application/json");
    }

    // Deleted through B: the object leaves the bucket, and A no longer serves it.
    instance = b.url;
    expect((await client.request("DELETE", `/api/posts/${post.id}`)).status).toBeLessThan(300);
    expect(await bucket.file(key).exists()).toBe(false);
    expect((await fetch(`${a.url}${post.image}`)).status).toBe(404);
  });
});

/** The events of a stream, read until it ends. */
async function readStream(response: Response, onEvent: (event: LiveEvent) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    if (chunk.done) return;
    buffer += chunk.value;
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const named = frame.split("\n").some((line) => line.startsWith("event: "));
      const data = frame
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("");
      if (!named && data) onEvent(JSON.parse(data) as LiveEvent);
      end = buffer.indexOf("\n\n");
    }
  }
}

describe("live events across instances", () => {
  test("a thread message sent through A reaches a stream held on B (and one held through nginx)", async () => {
    const sender = await signedIn(() => a.url, "送る人");
    const receiver = await signedIn(() => b.url, "受ける人");
    const opened = await sender.client.post("/api/threads", { user_id: receiver.viewer.id });
    const threadId = ((await opened.json()) as { id: number }).id;

    const streams = [b.url, nginx.url].map((base) => {
      const controller = new AbortController();
      const events: LiveEvent[] = [];
      const waiters: (() => void)[] = [];
      const done = fetch(`${base}/trpc/live.events`, {
        headers: { Accept: "text/event-stream", Cookie: `tasukeai_session=${receiver.token}` },
        signal: controller.signal,
      })
        .then((response) =>
          readStream(response, (event) => {
            events.push(event);
            for (const wake of waiters.splice(0)) wake();
          }),
        )
        .catch(() => {});
      const until = async (match: (event: LiveEvent) => boolean) => {
        const deadline = Date.now() + 10_000;
        while (!events.some(match)) {
          if (Date.now() > deadline)
            throw new Error(`no matching event on ${base}: ${JSON.stringify(events)}`);
          await new Promise<void>((resolve) => {
            waiters.push(resolve);
            setTimeout(resolve, 500);
          });
        }
      };
      return { controller, events, done, until };
    });
    try {
      for (const stream of streams) await stream.until((event) => event.type === "ready");
      const sent = await sender.client.post(`/api/threads/${threadId}/messages`, {
        body: "Aから送ってBで届く",
      });
      expect(sent.status).toBe(201);
      for (const stream of streams) {
        await stream.until(
          (event) => event.type === "thread.message" && event.message.body === "Aから送ってBで届く",
        );
      }
    } finally {
      for (const stream of streams) stream.controller.abort();
      await Promise.all(streams.map((stream) => stream.done));
    }
  });
});

describe("rate limits behind nginx", () => {
  test("login throttling holds across both instances, keyed on the client's real address, not a forged one", async () => {
    const member = await createMember(db.db);
    const from = "127.0.0.21";
    const attempt = async (base: string, password: string, headers: Record<string, string> = {}) => {
      const client = new RestClient(
        target(() => base, from),
        headers,
      );
      await client.csrf();
      return client.post("/api/auth/login", { email: member.email, password });
    };
    // Five wrong guesses spread over A, B and nginx, from one address.
    for (const base of [a.url, b.url, nginx.url, a.url, b.url]) {
      expect((await attempt(base, "wrong-password")).status).toBe(422);
    }
    // Locked everywhere, even with the right password, and a forged X-Forwarded-For does not escape it.
    expect((await attempt(a.url, FACTORY_PASSWORD)).status).toBe(429);
    expect((await attempt(b.url, FACTORY_PASSWORD)).status).toBe(429);
    expect((await attempt(nginx.url, FACTORY_PASSWORD, { "X-Forwarded-For": "203.0.113.77" })).status).toBe(
      429,
    );
    // The instances do not trust a direct client's header either.
    expect((await attempt(b.url, FACTORY_PASSWORD, { "X-Forwarded-For": "203.0.113.78" })).status).toBe(429);

    // Another real client address behind the same nginx is not locked out: the limit is not nginx's address.
    const other = new RestClient(target(() => nginx.url, "127.0.0.22"));
    await other.csrf();
    expect(
      (await other.post("/api/auth/login", { email: member.email, password: FACTORY_PASSWORD })).status,
    ).toBe(200);
  });
});

/**
 * A browser tab as the SPA behaves (src/client/app/live-events-provider.tsx): one stream through nginx; on every
 * `ready` it refetches what it shows (here the thread's messages), and when the stream ends it opens a new one.
 * `firstBase` places its first stream on a chosen instance (where nginx's round robin could have put it); every
 * later one goes through nginx.
 */
class Tab {
  readonly seen = new Set<number>();
  readonly liveAfterReady: number[] = [];
  connections = 0;
  readies = 0;
  private stopped = false;
  private controller = new AbortController();
  private readonly loop: Promise<void>;

  constructor(
    private readonly base: string,
    private readonly firstBase: string,
    private readonly token: string,
    private readonly threadId: number,
    private readonly client: RestClient,
  ) {
    this.loop = this.run();
  }

  /** The SPA's refetch after `ready`; a read that fails while an instance stops is retried like a query. */
  private async refetch(): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const page = await this.client.get(`/api/threads/${this.threadId}/messages`).catch(() => null);
      if (page?.status === 200) {
        for (const message of ((await page.json()) as { messages: { id: number }[] }).messages) {
          this.seen.add(message.id);
        }
        return;
      }
      await page?.body?.cancel();
      await Bun.sleep(100);
    }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.connections += 1;
      try {
        const response = await fetch(
          `${this.connections === 1 ? this.firstBase : this.base}/trpc/live.events`,
          {
            headers: { Accept: "text/event-stream", Cookie: `tasukeai_session=${this.token}` },
            signal: this.controller.signal,
          },
        );
        if (response.status === 200) {
          const pending: Promise<void>[] = [];
          await readStream(response, (event) => {
            if (event.type === "ready") {
              this.readies += 1;
              pending.push(this.refetch());
            } else if (event.type === "thread.message" && event.thread_id === this.threadId) {
              this.seen.add(event.message.id);
              this.liveAfterReady.push(event.message.id);
            }
          });
          await Promise.all(pending);
        } else {
          await response.body?.cancel();
        }
      } catch {
        // Refused or cut: try again.
      }
      // The SPA waits 1 s before its first retry; a shorter pause keeps the test short.
      if (!this.stopped) await Bun.sleep(200);
    }
  }

  /** Resolves once the tab has seen every id of `ids`; rejects after `timeoutMs`. */
  async sees(ids: readonly number[], timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (ids.some((id) => !this.seen.has(id))) {
      if (Date.now() > deadline) {
        throw new Error(
          `missing ${ids.filter((id) => !this.seen.has(id)).join(", ")} (connections ${this.connections})`,
        );
      }
      await Bun.sleep(50);
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.controller.abort();
    await this.loop;
  }
}

describe("an instance stopped while streams are open", () => {
  test("A exits on SIGTERM within 10 s; its tabs reconnect through nginx to B and lose no message", async () => {
    type Member = Awaited<ReturnType<typeof signedIn>>;
    const tabs: { tab: Tab; threadId: number; sender: Member; sent: number[] }[] = [];
    const receivers: { receiver: Member; sender: Member; threadId: number }[] = [];
    for (let i = 0; i < 6; i++) {
      // A sender per tab: each stays within a member's 30 messages a minute (docs/product.md §9 Rate limits).
      const sender = await signedIn(() => nginx.url, `送り続ける人${i}`);
      const receiver = await signedIn(() => nginx.url, `見ている人${i}`);
      const opened = await sender.client.post("/api/threads", { user_id: receiver.viewer.id });
      receivers.push({ receiver, sender, threadId: ((await opened.json()) as { id: number }).id });
    }
    // Three tabs' streams are held by A, three by whichever instance nginx picks; all reconnect through nginx.
    for (const [index, { receiver, sender, threadId }] of receivers.entries()) {
      const first = index < 3 ? a.url : nginx.url;
      tabs.push({
        tab: new Tab(nginx.url, first, receiver.token, threadId, receiver.client),
        threadId,
        sender,
        sent: [],
      });
    }
    try {
      const deadline = Date.now() + 20_000;
      while (tabs.some(({ tab }) => tab.readies === 0)) {
        if (Date.now() > deadline) throw new Error("the streams did not all become ready");
        await Bun.sleep(50);
      }

      const send = async (entry: (typeof tabs)[number], body: string) => {
        const response = await entry.sender.client.post(`/api/threads/${entry.threadId}/messages`, { body });
        // A send refused while A stops (a 502/503 through nginx) was never stored: the person sends again.
        if (response.status === 201)
          entry.sent.push(((await response.json()) as { data: { id: number } }).data.id);
        else await response.body?.cancel();
      };

      // Messages keep flowing while A is told to stop: a round every ~100 ms, at most 25 (each sender keeps room
      // for the last message below within its minute).
      let sending = true;
      const sender_loop = (async () => {
        let round = 0;
        while (sending && round < 25) {
          round += 1;
          await Promise.all(tabs.map((entry) => send(entry, `停止中も届く ${round}`)));
          await Bun.sleep(100);
        }
      })();
      await Bun.sleep(300);
      // Bounded: an instance that never exits fails here instead of hanging the suite.
      const stopped = await Promise.race([
        a.terminate(),
        Bun.sleep(20_000).then(() => ({ code: Number.NaN, ms: Number.POSITIVE_INFINITY })),
      ]);
      sending = false;
      await sender_loop;

      expect(stopped.code).toBe(0);
      expect(stopped.ms).toBeLessThan(10_500);
      // The tabs that were on A reconnect (through nginx, to B) and are ready again.
      const reconnected = Date.now() + 15_000;
      while (tabs.slice(0, 3).some(({ tab }) => tab.readies < 2) && Date.now() < reconnected)
        await Bun.sleep(50);
      for (const { tab } of tabs.slice(0, 3)) {
        expect(tab.connections).toBeGreaterThan(1);
        expect(tab.readies).toBeGreaterThan(1);
      }

      // Every stored message reached its tab (live, or by the refetch after `ready` on B).
      for (const { tab, sent } of tabs) await tab.sees(sent, 15_000);
      // And the streams now on B are live: a new message arrives on the stream itself.
      for (const entry of tabs) {
        const before = entry.tab.liveAfterReady.length;
        await send(entry, "Bで受け取る");
        const last = entry.sent.at(-1) ?? -1;
        await entry.tab.sees([last], 10_000);
        expect(entry.tab.liveAfterReady.slice(before)).toContain(last);
      }
      expect(tabs.reduce((total, { sent }) => total + sent.length, 0)).toBeGreaterThan(tabs.length * 2);
    } finally {
      await Promise.all(tabs.map(({ tab }) => tab.close()));
    }
  }, 90_000);
});
