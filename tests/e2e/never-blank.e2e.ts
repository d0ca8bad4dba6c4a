/**
 * Never a blank page (docs/product.md "Phone first" #phone-first-never-blank), in Chromium: a page whose code
 * cannot be fetched (every /assets/* blocked, or the server stopped) ends in a screen under the header with a
 * Japanese message and 「再読み込み」, after one retry of the import; a single failed fetch is retried unseen;
 * going offline mid-session shows 「オフラインです」 and the shown queries are fetched again on reconnect.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";

const text = copy.phone;
const POST_LIST_CHUNK = /\/assets\/post-list-page-[^/]*\.js$/;

/** Goes from the home page to /posts through the page's own link (a client-side navigation). */
async function openPostsFromHome(page: Page): Promise<void> {
  await page.locator('a[href="/posts"]:visible').first().click();
}

test("blocked /assets/*: the import is retried once, then the retry screen under the header", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator(".post-card").first()).toBeVisible();
  const attempts: string[] = [];
  await page.route("**/assets/**", async (route) => {
    attempts.push(new URL(route.request().url()).pathname);
    await route.abort("connectionfailed");
  });
  await openPostsFromHome(page);
  const screen = page.locator(".route-error");
  await expect(screen).toBeVisible();
  await expect(screen.getByRole("heading", { name: text.routeError.chunkTitle })).toBeVisible();
  await expect(screen.getByText(text.routeError.chunkBody)).toBeVisible();
  await expect(page.locator(".site-header")).toBeVisible();
  // The page's own chunk was asked for twice: the first try and the one retry.
  expect(attempts.filter((path) => POST_LIST_CHUNK.test(path)).length).toBe(2);

  // The connection is back: 「再読み込み」 loads the page.
  await page.unroute("**/assets/**");
  await screen.getByRole("button", { name: text.routeError.reload }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.locator(".post-card").first()).toBeVisible();
  await expect(page.locator(".route-error")).toHaveCount(0);
});

test("one failed chunk fetch is retried without a word", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".post-card").first()).toBeVisible();
  let failed = 0;
  await page.route(POST_LIST_CHUNK, async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort("connectionfailed");
    } else {
      await route.continue();
    }
  });
  await openPostsFromHome(page);
  await expect(page.locator(".post-card").first()).toBeVisible();
  await expect(page.locator(".route-error")).toHaveCount(0);
  expect(failed).toBe(1);
});

test("going offline mid-session shows the banner; back online it goes and the page refetches", async ({
  page,
  context,
}) => {
  await page.goto("/posts");
  await expect(page.locator(".post-card").first()).toBeVisible();
  await expect(page.getByText(text.offline.banner)).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByText(text.offline.banner)).toBeVisible();
  const refetch = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith("/trpc/"));
  await context.setOffline(false);
  await expect(page.getByText(text.offline.banner)).toHaveCount(0);
  await refetch;
  await expect(page.locator(".post-card").first()).toBeVisible();
});

/** A server of this test's own (own port and data directory), so it can be stopped and started again. */
function startServer(port: number, dataDir: string): ChildProcess {
  return spawn("bun", ["src/server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_KEY: "e2e-app-key-e2e-app-key-e2e-app-key-0000",
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? "",
    },
    stdio: "ignore",
  });
}

async function waitUntilUp(port: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/regions`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not start");
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

test("the server stops mid-session: the next page says so with 「再読み込み」, which works once it is back", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 50;
  const dataDir = mkdtempSync(join(tmpdir(), "tasukeai-e2e-stop-"));
  let server = startServer(port, dataDir);
  try {
    await waitUntilUp(port, server);
    await page.goto(`http://localhost:${port}/`);
    await expect(page.locator(".post-card").first()).toBeVisible();

    await stop(server);
    await openPostsFromHome(page);
    const screen = page.locator(".route-error");
    await expect(screen.getByRole("heading", { name: text.routeError.chunkTitle })).toBeVisible();
    await expect(page.locator(".site-header")).toBeVisible();

    server = startServer(port, dataDir);
    await waitUntilUp(port, server);
    await screen.getByRole("button", { name: text.routeError.reload }).click();
    await expect(page.locator(".post-card").first()).toBeVisible();
  } finally {
    await stop(server);
  }
});
