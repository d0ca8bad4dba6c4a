/**
 * Compression (docs/product.md #phone-first, http/compression.ts, http/spa.ts): the build's text files go out as their
 * precompressed twin by Accept-Encoding, API answers (REST and tRPC) are compressed on the fly above 1 KB, every
 * compressible answer says Vary: Accept-Encoding, images and event streams pass through unchanged.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { createApp } from "../../src/server/app.ts";
import { chooseEncoding, compression } from "../../src/server/http/compression.ts";
import { testApp } from "../support/test-app.ts";

const BASE = "http://localhost:3000";
const SCRIPT = `export const greeting = ${JSON.stringify("たすけあい ".repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="ja"><title>SPA</title><body>${"<p>ページ</p>".repeat(200)}</body></html>`;

let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  const { deps } = await testApp();
  const clientDir = mkdtempSync(join(tmpdir(), "tasukeai-client-"));
  mkdirSync(join(clientDir, "assets"));
  // What the build writes: each text file with its .br and .gz twin (vite.config.ts).
  for (const [file, text] of [
    ["index.html", INDEX],
    ["assets/app-123.js", SCRIPT],
    ["assets/app-123.css", `body{color:red}\n${".a{margin:0}\n".repeat(200)}`],
  ] as const) {
    writeFileSync(join(clientDir, file), text);
    writeFileSync(join(clientDir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(clientDir, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(join(clientDir, "assets", "small-1.js"), "console.log(1)");
  app = createApp(deps, { clientDir });
});

async function get(path: string, acceptEncoding?: string): Promise<Response> {
  return app.request(`${BASE}${path}`, {
    headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
  });
}

function decode(response: Response, bytes: Uint8Array): string {
  const encoding = response.headers.get("content-encoding");
  const plain =
    encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
  return Buffer.from(plain).toString("utf8");
}

describe("build files", () => {
  test("a bundle goes out as Brotli, gzip or identity by Accept-Encoding, with Vary and its own type", async () => {
    const cases = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.8", "gzip"],
      [undefined, null],
    ] as const;
    for (const [accept, expected] of cases) {
      const response = await get("/assets/app-123.js", accept);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(expected);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(response.headers.get("content-type")).toContain("javascript");
      expect(response.headers.get("cache-control")).toContain("immutable");
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (expected) expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
      expect(decode(response, bytes)).toBe(SCRIPT);
    }
  });

  test("CSS is precompressed too; a page (the shell with its own head) is compressed", async () => {
    const css = await get("/assets/app-123.css", "gzip, br");
    expect(css.headers.get("content-encoding")).toBe("br");
    expect(css.headers.get("content-type")).toContain("text/css");
    for (const path of ["/", "/posts", "/post/12"]) {
      const page = await get(path, "gzip, br");
      expect(page.status).toBe(200);
      expect(page.headers.get("content-encoding")).toBe("br");
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(page.headers.get("cache-control")).toBe("no-cache");
      // The shell with the page's head in place of its <title> (http/page-head.ts), compressed on the fly.
      const html = decode(page, new Uint8Array(await page.arrayBuffer()));
      expect(html).toStartWith('<!doctype html><html lang="ja"><title>');
      expect(html).toContain('<meta property="og:site_name" content="たすけあい掲示板" />');
      expect(html).toEndWith(INDEX.slice(INDEX.indexOf("<body>")));
    }
  });

  test("a small file without a twin stays as it is but still says Vary", async () => {
    const response = await get("/assets/small-1.js", "br, gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(await response.text()).toBe("console.log(1)");
  });
});

describe("API answers", () => {
  test("REST JSON above 1 KB is compressed on the fly; the decoded body equals the identity one", async () => {
    const identity = await get("/api/regions");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toContain("Accept-Encoding");
    const plain = await identity.text();
    expect(plain.length).toBeGreaterThan(1024);
    for (const encoding of ["br", "gzip"]) {
      const response = await get("/api/regions", encoding);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(response.headers.get("content-length")).not.toBe(String(Buffer.byteLength(plain)));
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(plain));
      expect(decode(response, bytes)).toBe(plain);
    }
  });

  test("tRPC answers are compressed; a small JSON answer is not but says Vary", async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    const trpc = await get(`/trpc/catalog.regions,catalog.categories?batch=1&input=${input}`, "gzip, br");
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get("content-encoding")).toBe("br");
    const body = JSON.parse(decode(trpc, new Uint8Array(await trpc.arrayBuffer()))) as unknown[];
    expect(body).toHaveLength(2);

    const small = await get("/api/user", "gzip, br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toContain("Accept-Encoding");
  });

  test("compression keeps the security headers and cookies of the answer", async () => {
    const response = await get("/sanctum/csrf-cookie", "br");
    expect(response.headers.get("set-cookie")).toContain("XSRF-TOKEN");
    const regions = await get("/api/regions", "br");
    expect(regions.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("what is never compressed", () => {
  const bytes = new Uint8Array(4096).fill(7);
  const mini = new Hono()
    .use("*", compression())
    .get("/photo.webp", (c) => c.body(bytes, 200, { "Content-Type": "image/webp" }))
    .get("/events", (c) => c.body("data: x\n\n".repeat(300), 200, { "Content-Type": "text/event-stream" }))
    .get("/raw", (c) =>
      c.body("x".repeat(4096), 200, { "Content-Type": "text/plain", "Cache-Control": "no-transform" }),
    );

  test("images, event streams and no-transform answers pass through unchanged", async () => {
    const photo = await mini.request("/photo.webp", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(photo.headers.get("content-encoding")).toBeNull();
    expect(photo.headers.get("vary")).toBeNull();
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(bytes);
    const events = await mini.request("/events", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(events.headers.get("content-encoding")).toBeNull();
    const raw = await mini.request("/raw", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(raw.headers.get("content-encoding")).toBeNull();
    expect(await raw.text()).toHaveLength(4096);
  });

  test("HEAD is answered without a body or an encoding", async () => {
    const head = await get("/api/regions", "br");
    expect(head.status).toBe(200);
    const response = await app.request(`${BASE}/api/regions`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
  });
});

describe("chooseEncoding", () => {
  test("prefers the highest q, Brotli on a tie, refuses q=0, * counts for both", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
