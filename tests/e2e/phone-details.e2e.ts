/**
 * The smaller phone-first points (docs/product.md "Phone first"): the public board form is disabled
 * with its reason for an unverified member (§6 Gates); a short centred message still says who sent it; a visitor
 * who refused location picks a prefecture for 「近くの依頼」 (kept in this browser) and the nearby texts agree;
 * desktop lists put the filters in a side column from 1024 px. Screenshots at 1280×800 and 390×844 go to
 * test-results/screens/phone-details-*.png.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { DESKTOP, logIn, PHONE, restApi } from "./support/shell.ts";

const shots = "test-results/screens";
/** A busy machine (2 cores shared) can take more than the default 5 s to load a page's code and list. */
const SLOW = 15_000;

test("the board form is disabled with its reason for an unverified member, enabled once verified", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, "unverified@example.com", "unverified-pass-1234");
  await page.goto("/");
  const board = page.locator("#board");
  const field = board.locator("textarea");
  const submit = board.getByRole("button", { name: copy.board.submit });
  await expect(field).toBeDisabled({ timeout: SLOW });
  await expect(submit).toBeDisabled();
  // The reason is on screen and is what the field and button are described by.
  await expect(board.getByText(copy.board.unverified)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(copy.board.unverified));
  await expect(submit).toHaveAccessibleDescription(new RegExp(copy.board.unverified));
  await board.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/phone-details-board-unverified-phone.png` });
  await page.setViewportSize(DESKTOP);
  await board.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/phone-details-board-unverified-desktop.png` });

  // A verified member's form is usable.
  await page.context().clearCookies();
  await logIn(page, "member@example.com", "member-pass-1234");
  await page.goto("/");
  await expect(page.locator("#board textarea")).toBeEnabled({ timeout: SLOW });
  await expect(page.locator("#board").getByText(copy.board.unverified)).toHaveCount(0);
});

/** A new phone-sized context logged in as `email` (demo member). */
async function memberPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await logIn(page, email, "demo-pass-1234");
  return page;
}

test("a short centred message names its sender, mine and theirs alike", async ({ browser }) => {
  const sender = await memberPage(browser, "user09@example.com");
  const reader = await memberPage(browser, "user11@example.com");
  const senderMe = await restApi<{ data: { name: string } }>(sender, "GET", "/api/auth/me");
  const readerMe = await restApi<{ data: { id: number } }>(reader, "GET", "/api/auth/me");
  const opened = await restApi<{ id: number }>(sender, "POST", "/api/threads", { user_id: readerMe.data.id });
  await restApi(sender, "POST", `/api/threads/${opened.id}/messages`, { body: "了解" });
  await restApi(reader, "POST", `/api/threads/${opened.id}/messages`, { body: "はい" });
  await restApi(reader, "POST", `/api/threads/${opened.id}/messages`, {
    body: "長いメッセージは左右の吹き出しです。",
  });

  await reader.goto(`/threads/${opened.id}`);
  const theirs = reader.locator(".message--stamp.message--theirs", { hasText: "了解" });
  const mine = reader.locator(".message--stamp.message--mine", { hasText: "はい" });
  await expect(theirs.locator(".message__sender")).toHaveText(senderMe.data.name, { timeout: SLOW });
  await expect(theirs.locator(".message__sender")).toBeVisible();
  await expect(mine.locator(".message__sender")).toHaveText(copy.threads.you);
  await expect(mine.locator(".message__sender")).toBeVisible();
  // The two stamps look different: the reader's own carries the primary colour's ring.
  const ring = (locator: typeof mine) =>
    locator.locator(".message__bubble").evaluate((el) => getComputedStyle(el).boxShadow);
  expect(await ring(mine)).not.toEqual(await ring(theirs));
  // Long messages keep their side and no visible label (the side says it).
  const long = reader.locator(".message--mine:not(.message--stamp)").last();
  await expect(long.locator(".message__sender")).toHaveCount(0);
  await reader.screenshot({ path: `${shots}/phone-details-thread-stamps-phone.png` });
  await reader.setViewportSize(DESKTOP);
  await reader.screenshot({ path: `${shots}/phone-details-thread-stamps-desktop.png` });
  await sender.context().close();
  await reader.context().close();
});

/** Saves the page at desktop and phone size, from the top or scrolled to `anchor`. */
async function shootBoth(page: Page, name: string, anchor?: string): Promise<void> {
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate((selector) => {
      if (selector) document.querySelector(selector)?.scrollIntoView();
      else window.scrollTo(0, 0);
    }, anchor);
    await page.screenshot({ path: `${shots}/phone-details-${name}-${size}.png` });
  }
}

test("a visitor who refused location picks a prefecture for nearby requests, kept in this browser", async ({
  page,
}) => {
  // No geolocation permission in this context: Chromium refuses the request.
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const nearby = page.locator("#nearby");
  await nearby.getByRole("button", { name: copy.location.useCurrent }).click();
  await expect(nearby.getByText(copy.phone.nearby.deniedNoRegion)).toBeVisible({ timeout: SLOW });
  // No text speaks of a registered region the visitor lacks, nor repeats "use your location" advice.
  await expect(page.getByText(copy.location.denied)).toHaveCount(0);
  await expect(nearby.getByText(copy.discovery.nearbyVisitorEmpty)).toHaveCount(0);

  const select = nearby.getByLabel(copy.phone.nearby.pickLabel);
  await select.selectOption({ label: "東京都" });
  await expect(nearby.getByText(copy.phone.nearby.picked("東京都"))).toBeVisible();
  const cards = nearby.locator(".post-card");
  await expect(cards.first()).toBeVisible({ timeout: SLOW });
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    await expect(cards.nth(i).locator(".meta-link", { hasText: "東京都" })).toBeVisible();
  }
  expect(await page.evaluate(() => localStorage.getItem("nearbyRegionId"))).toBe("13");
  await shootBoth(page, "nearby-picked-home", "#nearby");

  // Kept: after a reload, and on the nearby list, which lists the same prefecture.
  await page.reload();
  await expect(nearby.getByText(copy.phone.nearby.picked("東京都"))).toBeVisible({ timeout: SLOW });
  await page.goto("/posts?all=true");
  await expect(page.getByText(copy.phone.nearby.picked("東京都"))).toBeVisible({ timeout: SLOW });
  await expect(page.getByText(copy.location.denied)).toHaveCount(0);
  const listCards = page.locator(".list-area .post-card");
  await expect(listCards.first().locator(".meta-link", { hasText: "東京都" })).toBeVisible({ timeout: SLOW });
  await shootBoth(page, "nearby-picked-list");

  // Clearing the choice brings back the first text.
  await page.getByLabel(copy.phone.nearby.pickLabel).selectOption({ value: "" });
  await expect(page.getByText(copy.phone.nearby.deniedNoRegion)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("nearbyRegionId"))).toBeNull();
});

test("a member with a registered region keeps the registered-region text after a refusal", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, "member@example.com", "member-pass-1234");
  await page.goto("/");
  const nearby = page.locator("#nearby");
  await nearby.getByRole("button", { name: copy.location.useCurrent }).click();
  await expect(nearby.getByText(copy.location.denied)).toBeVisible({ timeout: SLOW });
  await expect(nearby.getByLabel(copy.phone.nearby.pickLabel)).toHaveCount(0);
});

test("desktop lists put the filters beside the list; narrower screens keep the bar above", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/posts");
  const filters = page.locator(".page > .filter-bar");
  const list = page.locator(".page > .list-area");
  await expect(list.locator(".post-card").first()).toBeVisible({ timeout: SLOW });
  const side = await filters.boundingBox();
  const main = await list.boundingBox();
  expect(side && main).toBeTruthy();
  if (!side || !main) return;
  // Side by side: the filters end before the list starts, both start on the same line.
  expect(side.x + side.width).toBeLessThanOrEqual(main.x);
  expect(Math.abs(side.y - main.y)).toBeLessThanOrEqual(2);
  expect(main.width).toBeGreaterThan(700);
  await expect(page.locator("#filter-keyword")).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-details-list-desktop.png` });
  await page.goto("/regions/tokyo");
  await expect(list.locator(".post-card").first()).toBeVisible({ timeout: SLOW });
  const regionSide = await filters.boundingBox();
  const regionMain = await list.boundingBox();
  expect((regionSide?.x ?? 0) + (regionSide?.width ?? 0)).toBeLessThanOrEqual(regionMain?.x ?? 0);
  await page.screenshot({ path: `${shots}/phone-details-region-desktop.png` });

  // Below 1024 px the bar sits above the list.
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto("/posts");
  await expect(list.locator(".post-card").first()).toBeVisible({ timeout: SLOW });
  const bar = await filters.boundingBox();
  const below = await list.boundingBox();
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(below?.y ?? 0);

  // The phone keeps its chip bar and sheet.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("button", { name: copy.phone.filters.open })).toBeVisible();
  await expect(page.locator("#filter-keyword")).toBeHidden();
  await page.screenshot({ path: `${shots}/phone-details-list-phone.png` });
});
