/**
 * 文字サイズ (docs/product.md "文字サイズ") on a phone (390×844, touch): a visitor picks 特大 in the header menu,
 * the root font-size becomes 150 % (24 px) before the first paint of every later page, the board's text is larger
 * and the choice survives a reload; every main screen at 特大 reflows without horizontal scrolling or clipped
 * text; a member's choice in the account settings follows them to a new browser. Screenshots at 標準 and 特大 go
 * to /work/shots/textsize/ (or E2E_SHOTS_DIR).
 */
import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { layoutProblems } from "./support/layout.ts";
import { PHONE } from "./support/shell.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/work/shots/textsize";
const PHONE_CONTEXT = { viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } as const;
const MEMBER = { email: "member@example.com", password: "member-pass-1234" };
/** A demo member of its own for the settings part, so the shared member's size stays 標準 for the others. */
const SETTER = { email: "user05@example.com", password: "demo-pass-1234" };

test.use(PHONE_CONTEXT);

async function rootFontSize(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/**
 * Opens the header's 文字サイズ panel (a visitor) or the user menu (a member) and taps `label` (標準 / 大 / 特大),
 * then closes it again.
 */
async function chooseInHeader(
  page: Page,
  label: string,
  who: "visitor" | "member" = "visitor",
): Promise<void> {
  const opener =
    who === "visitor"
      ? page.getByRole("button", { name: copy.textSize.title, exact: true })
      : page.getByRole("button", { name: new RegExp(copy.nav.userMenu) });
  await opener.tap();
  const panel = page.locator(who === "visitor" ? ".text-size-menu__panel" : ".user-menu__panel");
  const choice = panel.getByRole("button", { name: label, exact: true });
  await choice.tap();
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
}

/** Opens `path`, waits for its main heading or content, and checks the layout at the current size. */
async function expectReadable(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("main h1, main .post-card, main form").first(), path).toBeVisible({
    timeout: 15_000,
  });
  // Lazy images and fonts settle before measuring.
  await page.waitForLoadState("networkidle");
  expect(await rootFontSize(page), path).toBe("24px");
  expect.soft(await layoutProblems(page), path).toEqual([]);
  const name = path.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "home";
  await shot(page, `screen-x-large-${name}`);
}

/** A new phone context of `browser` with no kept size, logged in as `who` through the login page. */
async function newPhone(browser: Browser) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, locale: "ja-JP", timezoneId: "Asia/Tokyo" });
  return { context, page: await context.newPage() };
}

async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.locator("#login-email").fill(who.email);
  await page.locator("#login-password").fill(who.password);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).tap();
  await expect(page.getByRole("button", { name: new RegExp(copy.nav.userMenu) })).toBeVisible();
}

test("a visitor picks 特大 in the header: 150 %, larger text, kept across a reload", async ({ page }) => {
  await page.goto("/");
  const title = page.locator(".post-card__title").first();
  await expect(title).toBeVisible({ timeout: 15_000 });
  expect(await rootFontSize(page)).toBe("16px");
  const before = await title.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  await shot(page, "home-standard");
  const postHref = await page.locator(".post-card__title a").first().getAttribute("href");
  await page.goto(postHref ?? "/posts");
  await expect(page.locator("main h1")).toBeVisible();
  await shot(page, "post-standard");
  await page.goto("/");
  await expect(title).toBeVisible();

  await page.getByRole("button", { name: copy.textSize.title, exact: true }).tap();
  await expect(page.locator(".text-size-menu__panel")).toBeVisible();
  await shot(page, "menu-standard");
  await page.locator(".text-size-menu__panel").getByRole("button", { name: "特大", exact: true }).tap();
  expect(await rootFontSize(page)).toBe("24px");
  const after = await title.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(after).toBeCloseTo(before * 1.5, 1);
  await shot(page, "menu-x-large");

  // Before the first paint: the attribute is on <html> when the document is parsed, before the app's code runs.
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe("x-large");
  await expect(title).toBeVisible();
  expect(await rootFontSize(page)).toBe("24px");
  await page.locator(".text-size-menu__button").tap();
  await expect(
    page.locator(".text-size-menu__panel").getByRole("button", { name: "特大", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await shot(page, "home-x-large");
  await page.goto(postHref ?? "/posts");
  await expect(page.locator("main h1")).toBeVisible();
  await shot(page, "post-x-large");

  // Back to 標準: the attribute goes, the root is 16 px again.
  await chooseInHeader(page, "標準");
  expect(await rootFontSize(page)).toBe("16px");
});

test("every main screen at 特大 reflows on a 390 px phone: no sideways scrolling, no clipped text", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page } = await newPhone(browser);
  await page.goto("/");
  await chooseInHeader(page, "特大");
  await expect(page.locator(".post-card__title a").first()).toBeVisible({ timeout: 15_000 });
  const postHref = (await page.locator(".post-card__title a").first().getAttribute("href")) ?? "/posts";
  const profileHrefs = await page
    .locator(".post-card a[href^='/profile/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const profileHref = profileHrefs[0] ?? "/";
  const authorIds = profileHrefs.map((href) => Number(href.match(/\/profile\/(\d+)/)?.[1])).filter(Boolean);
  for (const path of [
    "/",
    "/posts",
    postHref,
    "/categories",
    "/regions",
    profileHref,
    "/login",
    "/register",
  ]) {
    await expectReadable(page, path);
  }

  await logIn(page, MEMBER);
  // The member never chose a size: the account's 標準 wins over this device's 特大, so choose again, in the
  // user menu (a member's header has no separate button).
  expect(await rootFontSize(page)).toBe("16px");
  await expect(page.locator(".text-size-menu__button")).toHaveCount(0);
  await chooseInHeader(page, "特大", "member");
  await page.getByRole("button", { name: new RegExp(copy.nav.userMenu) }).tap();
  await expect(page.locator(".user-menu__panel")).toBeVisible();
  await shot(page, "menu-member-x-large");
  await page.keyboard.press("Escape");
  // A partner other than the member: in the full suite the newest cards may be the member's own requests.
  const me = await page.evaluate(async () => {
    const answer = await fetch("/api/auth/me", { headers: { Accept: "application/json" } });
    return ((await answer.json()) as { data: { id: number } }).data.id;
  });
  const partner = authorIds.find((id) => id !== me);
  expect(partner, "a card by someone else on the first page").toBeDefined();
  await page.goto(`/threads/create?user_id=${partner}`);
  await expect(page).toHaveURL(/\/threads\/\d+/, { timeout: 15_000 });
  const threadPath = new URL(page.url()).pathname;
  for (const path of ["/post/create", "/mypage", "/account/settings", "/threads", threadPath]) {
    await expectReadable(page, path);
  }
  await page.goto("/account/settings");
  await page.locator("#settings-text-size").scrollIntoViewIfNeeded();
  await page.locator("#settings-text-size").evaluate((element) => element.scrollIntoView());
  await page.screenshot({ path: `${SHOTS}/settings-x-large.png` });
  // Tap targets of the controls are at least 44×44 px.
  for (const control of await page
    .locator(".text-size-settings .text-size-choices__button, .text-size-menu__button")
    .all()) {
    const box = await control.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  // Put the shared member back to 標準.
  await page.locator(".text-size-settings").getByRole("button", { name: "標準", exact: true }).tap();
  await expect(page.getByText(copy.textSize.saved)).toBeVisible();
  await context.close();
});

test("a member sets 大 in the account settings; a new browser logging in as them gets 大", async ({
  browser,
}) => {
  const first = await newPhone(browser);
  await logIn(first.page, SETTER);
  await first.page.goto("/account/settings");
  const section = first.page.locator(".text-size-settings");
  await section.getByRole("button", { name: "大", exact: true }).tap();
  await expect(first.page.getByText(copy.textSize.saved)).toBeVisible();
  expect(await rootFontSize(first.page)).toBe("20px");
  await first.page.locator("#settings-text-size").evaluate((element) => element.scrollIntoView());
  await first.page.screenshot({ path: `${SHOTS}/settings-large.png` });
  await first.context.close();

  const second = await newPhone(browser);
  await second.page.goto("/");
  expect(await rootFontSize(second.page)).toBe("16px");
  await logIn(second.page, SETTER);
  await expect.poll(() => rootFontSize(second.page)).toBe("20px");
  // Kept on this device too: a reload shows 大 before the session is asked for.
  await second.page.reload();
  expect(await second.page.evaluate(() => document.documentElement.dataset.textSize)).toBe("large");
  await second.context.close();
});
