/**
 * Installable and offline-aware (docs/product.md #phone-first-installable), in Chromium with service workers
 * allowed: the Japanese manifest with its icons, the service worker precaching the shell so a page opens with the
 * network gone (the SPA with its offline banner), and the update prompt 「新しいバージョンがあります」 when a
 * new worker is waiting.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { workerInControl } from "./support/service-worker.ts";

test.use({ serviceWorkers: "allow" });

test("the manifest is Japanese, has the icons and the theme colour", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const response = await request.get(href ?? "");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe(copy.serviceName);
  expect(manifest.short_name).toBe(copy.phone.pwa.shortName);
  expect(manifest.lang).toBe("ja");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
});

test("after one visit the shell opens offline: the app renders with the offline banner", async ({
  page,
  context,
}) => {
  await page.goto("/posts");
  await expect(page.locator(".post-card").first()).toBeVisible();
  // The worker has installed and taken the page (precache complete).
  await workerInControl(page);
  await context.setOffline(true);
  await page.goto("/categories");
  await expect(page.locator(".site-header")).toBeVisible();
  await expect(page.getByText(copy.phone.offline.banner)).toBeVisible();
  await context.setOffline(false);
});

test("a new deploy's worker waits and the page offers 「新しいバージョンがあります」, which reloads into it", async ({
  page,
}) => {
  // The served build (playwright.config.ts: E2E_CLIENT_DIR or dist/client); its sw.js changes as in a deploy.
  const swPath = join(process.env.E2E_CLIENT_DIR || "dist/client", "sw.js");
  const original = readFileSync(swPath, "utf8");
  try {
    await page.goto("/");
    await workerInControl(page);
    await expect(page.getByText(copy.phone.pwa.updateAvailable)).toHaveCount(0);
    writeFileSync(swPath, `${original}\n// deploy ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole("status").filter({ hasText: copy.phone.pwa.updateAvailable });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const reloaded = page.waitForEvent("framenavigated");
    await prompt.getByRole("button", { name: copy.phone.pwa.updateNow }).click();
    await reloaded;
    await expect(page.locator(".post-card").first()).toBeVisible();
    await expect(page.getByText(copy.phone.pwa.updateAvailable)).toHaveCount(0);
  } finally {
    writeFileSync(swPath, original);
  }
});
