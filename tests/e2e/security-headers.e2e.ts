/**
 * The app under its own Content-Security-Policy in Chromium (src/server/http/security-headers.ts): no page
 * reports a violation — zod's JIT probe (`new Function("")`, which a CSP without 'unsafe-eval' reports even
 * though zod catches the throw) is off in the browser (src/shared/schemas/fields.ts, `jitless`) — and the
 * headers say the same thing about framing (X-Frame-Options DENY, frame-ancestors 'none'), no HSTS over plain
 * http. The SPA never sends a tRPC batch over the server's cap (src/server/http/trpc.ts, MAX_TRPC_BATCH).
 */
import { expect, type Page, test } from "@playwright/test";
import { login } from "./support/accounts.ts";

/**
 * CSP violations reported in any document the page loads (the DOM event, passed out through a binding so that
 * a navigation does not lose it), plus Chromium's console line if it shows one.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return seen;
}

/** The tRPC batches the page sends: the number of procedures in each, and any answered with a 4xx/5xx. */
function watchBatches(page: Page): { sizes: number[]; failed: string[] } {
  const seen = { sizes: [] as number[], failed: [] as string[] };
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/trpc/") || url.pathname === "/trpc/live.events") return;
    seen.sizes.push(decodeURIComponent(url.pathname.slice("/trpc/".length)).split(",").length);
    // 400 is the batch cap's answer (and malformed calls'); 5xx never.
    if (response.status() === 400 || response.status() >= 500)
      seen.failed.push(`${response.status()} ${url}`);
  });
  return seen;
}

test("no CSP violation on pages that build zod schemas (forms, filters), for a visitor and a member", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const batches = watchBatches(page);
  // Each of these pages loads shared zod schemas: the list filters, registration, a post with its comment
  // form, the post form (zod's object schemas probe `new Function` when they are built, unless jitless).
  await page.goto("/posts");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.goto("/register");
  await expect(page.locator("form").first()).toBeVisible();
  await login(page, "member@example.com", "member-pass-1234");
  await page.goto("/posts");
  await page.locator("main a[href^='/post/']:not([href$='/create'])").first().click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.locator("textarea").first()).toBeVisible();
  await page.goto("/post/create");
  await expect(page.locator("form").first()).toBeVisible();
  await page.goto("/profile/edit");
  await expect(page.locator("form").first()).toBeVisible();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
  expect(batches.failed).toEqual([]);
  expect(Math.max(...batches.sizes)).toBeLessThanOrEqual(10);
});

test("framing is refused by both headers; no Strict-Transport-Security over plain http", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["strict-transport-security"]).toBeUndefined();
});
