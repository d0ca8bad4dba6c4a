/**
 * One instance, done right (docs/operations.md "Health endpoints", "Logs", "Start-up", "Shutdown"),
 * against the real server process on the embedded database: health answers are JSON (never the SPA), every
 * request writes one access line with its request id, a busy port is one clear line, and SIGTERM drains —
 * live streams are told to reconnect and closed, an avatar upload in flight still completes — and the process
 * exits 0 within its bound. Ports 3320–3329.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { CookieJar } from "../support/cookie-jar.ts";
import { signedUpMember } from "../support/request-mix.ts";
import { listening, type ServerProcess, startServer } from "../support/server-process.ts";

const PORT = 3320;
const BUSY_PORT = 3321;
const BOUNDED_PORT = 3322;

/** A client build of the test's own, so that an unknown path really gets the SPA's HTML. */
function fakeClientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "tasukeai-ops-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>spa</title>");
  return dir;
}

/** Opens a live stream and resolves once it said "ready"; `text` keeps growing until the stream ends. */
async function openStream(base: string): Promise<{ text: () => string; ended: Promise<void> }> {
  const response = await fetch(`${base}/trpc/live.events`, { headers: { Accept: "text/event-stream" } });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      if (text.includes('"type":"ready"')) onReady();
    }
  })();
  await ready;
  return { text: () => text, ended };
}

describe("the server process", () => {
  let server: ServerProcess;
  const base = `http://127.0.0.1:${PORT}`;

  beforeAll(async () => {
    server = startServer(PORT, {
      DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-ops-life-")),
      CLIENT_DIR: fakeClientDir(),
      APP_URL: base,
    });
    await listening(server);
  });
  afterAll(() => server.kill());

  test("GET /up, /readyz, /healthz and /health answer JSON, never the SPA, never cached", async () => {
    const page = await fetch(`${base}/some/page`);
    expect(page.headers.get("content-type")).toContain("text/html");

    const up = await fetch(`${base}/up`);
    expect(up.status).toBe(200);
    expect(up.headers.get("content-type")).toContain("application/json");
    expect(up.headers.get("cache-control")).toBe("no-store");
    expect(await up.json()).toEqual({ status: "ok" });
    for (const path of ["/readyz", "/healthz", "/health"]) {
      const ready = await fetch(`${base}${path}`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get("content-type")).toContain("application/json");
      expect(await ready.json()).toEqual({ status: "ready", database: "ok" });
    }
  });

  test("one access line per request: request id honoured or created and returned, route, status, duration, user", async () => {
    const given = await fetch(`${base}/api/posts?keyword=${encodeURIComponent("ひみつの相談")}`, {
      headers: { "X-Request-Id": "probe-42.a" },
    });
    expect(given.status).toBe(200);
    expect(given.headers.get("x-request-id")).toBe("probe-42.a");
    const line = await server.waitForLine((l) => l.reqId === "probe-42.a" && l.msg === "request");
    expect(line).toMatchObject({
      method: "GET",
      route: "/api/posts",
      status: 200,
      userId: null,
      level: "info",
    });
    expect(typeof line.ms).toBe("number");
    expect(line.raw).not.toContain("keyword");
    expect(line.raw).not.toContain("ひみつ");

    // A header that is not a plausible id is replaced by a fresh UUID.
    const replaced = await fetch(`${base}/up`, { headers: { "X-Request-Id": "bad id\twith spaces" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    // A member's requests carry their id.
    const { id, cookies } = await signedUpMember(base, "ops-log@example.com", "ログ 確認");
    const me = await fetch(`${base}/api/auth/me`, { headers: { Cookie: cookies.header } });
    const reqId = me.headers.get("x-request-id");
    const meLine = await server.waitForLine((l) => l.reqId === reqId && l.msg === "request");
    expect(meLine).toMatchObject({ route: "/api/auth/me", status: 200, userId: id });
    // No line of the whole run carries the password or the request bodies.
    expect(server.lines.some((l) => l.raw.includes("password-1234"))).toBe(false);
  });

  test("SIGTERM: streams are told to reconnect and closed, an upload in flight completes, exit 0 within 10 s", async () => {
    const streams = await Promise.all([openStream(base), openStream(base), openStream(base)]);

    // An avatar registration whose multipart body is only half sent when the signal arrives.
    const cookies = new CookieJar();
    cookies.take(await fetch(`${base}/sanctum/csrf-cookie`));
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("name", "アップロード 中");
    form.set("email", "ops-upload@example.com");
    form.set("password", "password-1234");
    form.set("password_confirmation", "password-1234");
    form.set("avatar", new File([png], "avatar.png", { type: "image/png" }));
    const encoded = new Response(form);
    const contentType = encoded.headers.get("content-type") as string;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const half = Math.floor(bytes.length / 2);
    let sendRest: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, half));
        sendRest = () => {
          controller.enqueue(bytes.slice(half));
          controller.close();
        };
      },
    });
    const upload = fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": contentType, Cookie: cookies.header, "X-XSRF-TOKEN": cookies.xsrf },
      body,
      duplex: "half",
    } as RequestInit);
    // A round trip on another connection: the server has read the upload's first half by now.
    expect((await fetch(`${base}/up`)).status).toBe(200);

    const signalled = performance.now();
    server.process.kill("SIGTERM");
    const draining = await server.waitForLine((l) => l.msg === "shutting down", 10_000);
    expect(draining.streams).toBe(3);
    expect(draining.inFlight as number).toBeGreaterThanOrEqual(4);
    // New connections are refused while the upload finishes.
    await expect(fetch(`${base}/up`)).rejects.toThrow();

    sendRest();
    const uploaded = await upload;
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { avatar_url: string | null } };
    expect(data.avatar_url).toBeTruthy();

    for (const stream of streams) {
      await stream.ended;
      expect(stream.text()).toContain('data: {"type":"reconnect"}');
    }
    expect(await server.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    expect(server.lines.at(-1)?.msg).toBe("stopped");
  });
});

describe("start-up and shutdown bounds", () => {
  test("a busy port is one clear line and exit 1, before any migration", async () => {
    const holder = Bun.serve({ hostname: "127.0.0.1", port: BUSY_PORT, fetch: () => new Response("taken") });
    try {
      const server = startServer(BUSY_PORT, { DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-ops-busy-")) });
      expect(await server.exited).toBe(1);
      const lines = server.lines.filter((l) => l.raw.trim() !== "");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: "fatal" });
      expect(String(lines[0]?.msg)).toContain(`port ${BUSY_PORT}`);
    } finally {
      holder.stop(true);
    }
  });

  test("SHUTDOWN_TIMEOUT_MS bounds a shutdown whose upload never completes", async () => {
    const base = `http://127.0.0.1:${BOUNDED_PORT}`;
    const server = startServer(BOUNDED_PORT, {
      DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-ops-bound-")),
      SHUTDOWN_TIMEOUT_MS: "1500",
    });
    try {
      await listening(server);
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":"x'));
        },
      });
      const upload = fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stalled,
        duplex: "half",
      } as RequestInit).catch(() => null);
      expect((await fetch(`${base}/up`)).status).toBe(200);
      const signalled = performance.now();
      server.process.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      const took = performance.now() - signalled;
      expect(took).toBeGreaterThanOrEqual(1400);
      expect(took).toBeLessThan(6000);
      await server.waitForLine((l) => l.msg === "shutdown timeout: cutting the requests still open", 1000);
      await upload;
    } finally {
      server.kill();
    }
  });
});
