/**
 * The API platform in Chromium (docs/product.md § API platform; docs/api.md; docs/decisions/010):
 * - /api/docs renders the reference (Swagger UI served by us) — screenshots at both sizes;
 * - a member creates a personal access token in /account/settings, a Node script (a spawned `node`) uses it to
 *   post a request with an image and read the member's list, and is refused (401) after the token is revoked
 *   on the page;
 * - a page on another loopback port (http://localhost:PORT+1, listed in CORS_ORIGINS by playwright.config.ts)
 *   logs in with Sanctum's SPA flow and reads /api/auth/me; against a second server started here without
 *   CORS_ORIGINS the same page is refused.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { apiDocsCopy, tokensCopy } from "#shared/copy/tokens.ts";
import { login, shootBoth, uniqueEmail, verifiedMember } from "./support/accounts.ts";

const run = promisify(execFile);

/** A JSON answer read by key; what a key holds is checked where it is used. */
// biome-ignore lint/suspicious/noExplicitAny: untyped JSON printed by the script.
type Json = any;
const t = tokensCopy.section;

test("the API reference renders at /api/docs", async ({ page }) => {
  await page.goto("/api/docs");
  // Swagger UI parses its 1.4 MB bundle, then fetches and renders the whole document (~280 KB) in the page;
  // on a loaded 2-core CI machine that took more than the default 5 s once (the page still said "loading").
  await expect(page.getByRole("heading", { name: new RegExp(apiDocsCopy.title) })).toBeVisible({
    timeout: 30_000,
  });
  // Every group of the document is listed, folded (131 operations unfolded at once left all but the first group
  // unrendered); opening one shows its operations with their Japanese summaries.
  await expect(page.locator(".opblock-tag")).toHaveCount(19);
  await page.locator(".opblock-tag", { hasText: "tokens" }).first().click();
  await expect(page.locator(".opblock-summary-path", { hasText: "/api/tokens" }).first()).toBeVisible();
  await expect(page.getByText("APIアクセストークンの一覧").first()).toBeVisible();
  await shootBoth(page, "api-docs");
});

/** The Node script: `node script.mjs <base> <token> <mode> [image]`; prints one JSON line. */
const SCRIPT = `
const [base, token, mode, imagePath] = process.argv.slice(2);
const headers = { Authorization: "Bearer " + token, Accept: "application/json" };
const out = {};
if (mode === "post") {
  const categories = await (await fetch(base + "/api/categories", { headers })).json();
  const child = categories.data.find((c) => c.children && c.children.length > 0).children[0];
  const regions = await (await fetch(base + "/api/regions", { headers })).json();
  const region = regions.data.find((r) => r.children && r.children.length > 0)?.children?.[0] ?? regions.data[0];
  const { readFile } = await import("node:fs/promises");
  const form = new FormData();
  form.set("title", "スクリプトから画像つきで投稿");
  form.set("body", "Node のスクリプトがアクセストークンで投稿しました。");
  form.set("category_id", String(child.id));
  form.set("region_id", String(region.id));
  form.set("image", new Blob([await readFile(imagePath)], { type: "image/png" }), "photo.png");
  const created = await fetch(base + "/api/posts", { method: "POST", headers, body: form });
  out.created = { status: created.status, body: await created.json() };
  const list = await fetch(base + "/api/myposts", { headers });
  out.list = { status: list.status, body: await list.json() };
} else {
  const me = await fetch(base + "/api/auth/me", { headers });
  out.me = { status: me.status, body: await me.json() };
}
console.log(JSON.stringify(out));
`;

async function script(
  base: string,
  token: string,
  mode: "post" | "me",
  image = "",
): Promise<Record<string, { status: number; body: Json }>> {
  const dir = mkdtempSync(join(tmpdir(), "tasukeai-script-"));
  const file = join(dir, "client.mjs");
  writeFileSync(file, SCRIPT);
  const { stdout } = await run("node", [file, base, token, mode, image], { timeout: 60_000 });
  return JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
}

test("a token made in the settings page posts with an image from a Node script, then is refused once revoked", async ({
  page,
  baseURL,
  context,
}) => {
  const base = baseURL as string;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  const email = uniqueEmail("token");
  await verifiedMember(base, email, "token-pass-1234", "トークン 花子");
  await login(page, email, "token-pass-1234");
  await page.goto("/account/settings");
  const section = page.locator("section", { has: page.getByRole("heading", { name: t.heading }) });
  await expect(section.getByText(t.empty)).toBeVisible();
  await section.getByLabel(tokensCopy.fields.name).fill("画像投稿スクリプト");
  await section.getByRole("button", { name: t.create }).click();
  const plain = section.locator("#api-token-plain");
  await expect(plain).toHaveValue(/^\d+\|[A-Za-z0-9_-]{40}$/);
  await section.getByRole("button", { name: t.copy }).click();
  await expect(section.getByRole("button", { name: t.copied })).toBeVisible();
  const token = await plain.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expect(section.getByRole("listitem").filter({ hasText: "画像投稿スクリプト" })).toBeVisible();
  await shootBoth(page, "api-tokens");

  const imageDir = mkdtempSync(join(tmpdir(), "tasukeai-image-"));
  const image = join(imageDir, "photo.png");
  writeFileSync(
    image,
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 11, g: 119, b: 109 } } })
      .png()
      .toBuffer(),
  );
  const posted = await script(base, token, "post", image);
  expect(posted.created?.status).toBe(201);
  const post = posted.created?.body.data;
  expect(post.image).toMatch(/^\/storage\//);
  expect(posted.list?.status).toBe(200);
  expect(posted.list?.body.data.map((p: { id: number }) => p.id)).toContain(post.id);
  // The image is there for other sites too.
  const picture = await page.request.get(`${base}${post.image}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["cross-origin-resource-policy"]).toBe("cross-origin");

  // The list shows the token as used; revoke it on the page.
  await page.reload();
  const row = section.getByRole("listitem").filter({ hasText: "画像投稿スクリプト" });
  await expect(row).not.toContainText(t.neverUsed);
  page.once("dialog", (dialog) => dialog.accept());
  await row.getByRole("button", { name: new RegExp(t.revoke) }).click();
  await expect(section.getByText(t.empty)).toBeVisible();
  const refused = await script(base, token, "me");
  expect(refused.me?.status).toBe(401);
  expect(refused.me?.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
});

/** The cross-origin page: logs in against `?api=` with Sanctum's SPA flow and shows /api/auth/me. */
const CROSS_PAGE = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>外部のアプリ</title></head>
<body><h1>外部のアプリ</h1><pre id="out">…</pre>
<script>
(async () => {
  const params = new URLSearchParams(location.search);
  const api = params.get("api");
  const out = document.getElementById("out");
  const xsrf = () => decodeURIComponent((document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN=")) || "=").split("=")[1]);
  try {
    await fetch(api + "/sanctum/csrf-cookie", { credentials: "include" });
    const login = await fetch(api + "/api/auth/login", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-XSRF-TOKEN": xsrf(), "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify({ email: params.get("email"), password: params.get("password") }),
    });
    const me = await fetch(api + "/api/auth/me", { credentials: "include", headers: { Accept: "application/json" } });
    out.textContent = JSON.stringify({ login: login.status, me: me.status, name: (await me.json()).data.name });
  } catch (error) {
    out.textContent = "refused: " + error.message;
  }
})();
</script></body></html>`;

function serveCrossPage(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(CROSS_PAGE);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** A second board without CORS_ORIGINS, on `port`, until `stop`. */
async function secondServer(port: number): Promise<{ stop: () => void }> {
  const child: ChildProcess = spawn(
    join(process.cwd(), "node_modules", ".bin", "bun"),
    ["src/server/index.ts"],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-e2e-nocors-")),
        APP_KEY: "e2e-app-key-e2e-app-key-e2e-app-key-0000",
        DATABASE_URL: "",
        SMTP_URL: "",
        CORS_ORIGINS: "",
        SEED_DEMO: "0",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/regions`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the second server did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { stop: () => child.kill("SIGTERM") };
}

async function crossOriginRead(page: Page, pagePort: number, api: string, email: string, password: string) {
  const query = new URLSearchParams({ api, email, password });
  await page.goto(`http://localhost:${pagePort}/?${query}`);
  const out = page.locator("#out");
  await expect(out).not.toHaveText("…", { timeout: 20_000 });
  return out.textContent();
}

test("a page on another origin logs in and reads /api/auth/me with CORS_ORIGINS, and is refused without", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const boardPort = Number(new URL(base).port);
  const pagePort = boardPort + 1;
  const email = uniqueEmail("cross");
  await verifiedMember(base, email, "cross-pass-1234", "外部 次郎");
  const server = await serveCrossPage(pagePort);
  try {
    const allowed = await crossOriginRead(page, pagePort, base, email, "cross-pass-1234");
    expect(JSON.parse(allowed ?? "{}")).toEqual({ login: 200, me: 200, name: "外部 次郎" });
    await page.screenshot({ path: "test-results/screens/api-cross-origin.png" });

    const other = await secondServer(boardPort + 2);
    try {
      const refused = await crossOriginRead(page, pagePort, `http://localhost:${boardPort + 2}`, email, "x");
      expect(refused).toMatch(/^refused: /);
    } finally {
      other.stop();
    }
  } finally {
    server.close();
  }
});
