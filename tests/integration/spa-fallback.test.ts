/** The built client is served on the same port; the SPA fallback never answers API, asset or storage paths. */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/server/app.ts";
import { testApp } from "../support/test-app.ts";

let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  const { deps } = await testApp();
  const clientDir = mkdtempSync(join(tmpdir(), "tasukeai-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), '<!doctype html><html lang="ja"><title>SPA</title></html>');
  writeFileSync(join(clientDir, "assets", "app-123.js"), "console.log(1)");
  app = createApp(deps, { clientDir });
});

describe("SPA fallback", () => {
  test("deep page routes answer index.html", async () => {
    for (const path of ["/", "/post/create", "/post/12", "/posts?keyword=x", "/category/moving/tag/dog"]) {
      const response = await app.request(`http://localhost:3000${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain('<html lang="ja">');
    }
  });

  test("assets are cached long; a missing asset, API path or stored file is a real 404", async () => {
    const asset = await app.request("http://localhost:3000/assets/app-123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await app.request("http://localhost:3000/assets/missing.js")).status).toBe(404);
    const api = await app.request("http://localhost:3000/api/missing");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toContain("application/json");
    expect((await app.request("http://localhost:3000/storage/posts/none.jpg")).status).toBe(404);
    expect((await app.request("http://localhost:3000/trpc/nothing.here")).status).toBe(404);
  });

  test("pages carry security headers", async () => {
    const response = await app.request("http://localhost:3000/posts");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // Nothing frames the board: both headers refuse it (http/security-headers.ts).
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
