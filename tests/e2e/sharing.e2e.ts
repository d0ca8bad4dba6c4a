/**
 * Sharing and posters (docs/product.md "Sharing and posters"), at phone size with touch: 「シェア」 on a request
 * without `navigator.share` opens the sheet (LINE, X, Facebook with the title and the absolute URL, リンクをコピー
 * into the clipboard with 「コピーしました」 announced, the page's QR code decoding to its URL; Escape closes and
 * the focus comes back); with `navigator.share` the device's share screen gets the title and URL; a draft has no
 * button. The request's poster and a region's poster print to exactly one A4 page of PDF, and their QR codes
 * (screenshots decoded with jsQR) open the request's URL. Screenshots go to /work/shots/share/ (SHARE_SHOTS).
 */
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { seriousViolations } from "./support/axe.ts";
import { DESKTOP, logIn, PHONE, restApi } from "./support/shell.ts";

const shots = process.env.SHARE_SHOTS ?? "test-results/screens/share";
/** A busy machine (2 cores shared) can take more than the default 5 s to load a page's code and data. */
const SLOW = 15_000;
const s = sharingCopy;

interface ListedPost {
  id: number;
  title: string;
  region: { id: number; name: string; slug: string };
  category: { id: number };
}

/** A phone with touch whose clipboard the page may write and read. */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    permissions: ["clipboard-read", "clipboard-write"],
  });
}

/** The newest open public request of the demo data (as a visitor lists it). */
async function openPost(page: Page): Promise<ListedPost> {
  const response = await page.request.get("/api/posts?status=open", {
    headers: { Accept: "application/json" },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: ListedPost[] };
  const post = body.data[0];
  if (!post) throw new Error("the demo data has no open request");
  return post;
}

/** What a QR code on screen says: the element's screenshot as RGBA pixels, decoded with jsQR. */
async function decodeQr(element: Locator): Promise<string | null> {
  const png = await element.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

/** The number of pages of a PDF: its `/Type /Page` objects (not the `/Pages` tree). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** Every box of `locator` is at least 44 × 44 px. */
async function expectTapTargets(locator: Locator): Promise<void> {
  const count = await locator.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await locator.nth(i).boundingBox();
    expect(box?.height ?? 0, `target ${i}`).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, `target ${i}`).toBeGreaterThanOrEqual(44);
  }
}

test("without navigator.share: the sheet shares to LINE, X and Facebook, copies the link and shows its QR code", async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  // Whatever this Chromium has, this journey is a browser without the Web Share API.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const post = await openPost(page);
  const postUrl = `${baseURL}/post/${post.id}`;
  await page.goto(`/post/${post.id}`);
  const share = page.getByRole("button", { name: s.shareLabel(post.title) });
  await expect(share).toBeVisible({ timeout: SLOW });
  await expectTapTargets(share);
  await page.screenshot({ path: `${shots}/post-page-phone.png` });
  expect(await page.evaluate(() => "share" in navigator)).toBe(false);
  await share.tap();

  const sheet = page.getByRole("dialog", { name: s.sheetTitle });
  await expect(sheet).toBeVisible({ timeout: SLOW });
  const line = sheet.getByRole("link", { name: new RegExp(s.line) });
  const lineHref = new URL((await line.getAttribute("href")) ?? "");
  expect(`${lineHref.origin}${lineHref.pathname}`).toBe("https://line.me/R/share");
  expect(lineHref.searchParams.get("text")).toBe(`${post.title}\n${postUrl}`);
  const xHref = new URL(
    (await sheet.getByRole("link", { name: new RegExp(s.x) }).getAttribute("href")) ?? "",
  );
  expect(xHref.searchParams.get("text")).toBe(post.title);
  expect(xHref.searchParams.get("url")).toBe(postUrl);
  const fbHref = new URL(
    (await sheet.getByRole("link", { name: new RegExp(s.facebook) }).getAttribute("href")) ?? "",
  );
  expect(fbHref.searchParams.get("u")).toBe(postUrl);
  await expect(line).toHaveAttribute("target", "_blank");
  await expectTapTargets(sheet.locator("a, button, input"));

  // リンクをコピー: the clipboard holds the URL, and the live region says so.
  const status = sheet.getByRole("status");
  await expect(status).toHaveText("");
  await sheet.getByRole("button", { name: s.copyLink }).tap();
  await expect(status).toHaveText(s.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(postUrl);

  // The QR code is on screen and opens the post.
  const qr = sheet.getByRole("img", { name: s.qrAlt(postUrl) });
  await expect(qr).toBeVisible();
  expect(await decodeQr(qr)).toBe(postUrl);
  await page.screenshot({ path: `${shots}/share-sheet-phone.png` });
  expect(await seriousViolations(page)).toEqual([]);

  // Escape closes it and the focus is back on 「シェア」.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(share).toBeFocused();
  await context.close();
});

test("the sheet by keyboard on a desktop: Enter opens, Tab reaches the services, 閉じる returns the focus", async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.setViewportSize(DESKTOP);
  const post = await openPost(page);
  await page.goto(`/post/${post.id}`);
  const share = page.getByRole("button", { name: s.shareLabel(post.title) });
  await share.focus({ timeout: SLOW });
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: s.sheetTitle });
  await expect(sheet).toBeVisible({ timeout: SLOW });
  await expect(sheet.getByRole("img", { name: new RegExp(s.qrHeading) })).toBeVisible();
  // The modal keeps the focus inside: Tab moves through the sheet's own controls.
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press("Tab");
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.screenshot({ path: `${shots}/share-sheet-desktop.png` });
  await sheet.getByRole("button", { name: s.close }).click();
  await expect(sheet).toBeHidden();
  await expect(share).toBeFocused();
});

test("with navigator.share: the device's share screen gets the title and the URL, and no sheet opens", async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.defineProperty(window, "__shareCalls", { value: calls });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: unknown) => {
        calls.push(data);
      },
    });
  });
  const post = await openPost(page);
  await page.goto(`/post/${post.id}`);
  await page.getByRole("button", { name: s.shareLabel(post.title) }).tap({ timeout: SLOW });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls))
    .toEqual([{ title: post.title, url: `${baseURL}/post/${post.id}` }]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await context.close();
});

test("a draft has no 「シェア」 even for its author", async ({ page }) => {
  await logIn(page, "member@example.com", "member-pass-1234");
  const post = await openPost(page);
  const draft = await restApi<{ id?: number; data?: { id: number } }>(page, "POST", "/api/posts", {
    title: "下書きの依頼",
    body: "まだ公開しない依頼です。",
    category_id: post.category.id,
    region_id: post.region.id,
    is_public: false,
  });
  const draftId = draft.id ?? draft.data?.id;
  await page.goto(`/post/${draftId}`);
  await expect(page.getByRole("heading", { name: "下書きの依頼" })).toBeVisible({ timeout: SLOW });
  await expect(page.getByRole("button", { name: new RegExp(s.share) })).toHaveCount(0);
  await expect(page.getByRole("link", { name: s.printPoster })).toHaveCount(0);
  // Its poster page says why there is none.
  await page.goto(`/post/${draftId}/poster`);
  await expect(page.getByText(s.posterUnavailable)).toBeVisible({ timeout: SLOW });
  await expect(page.locator(".poster-sheet")).toHaveCount(0);
});

test("a request's poster prints to exactly one A4 page, without the app's frame, and its QR code opens the request", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  const post = await openPost(page);
  const postUrl = `${baseURL}/post/${post.id}`;
  await page.goto(`/post/${post.id}`);
  await page.getByRole("link", { name: s.printPoster }).click({ timeout: SLOW });
  await expect(page).toHaveURL(new RegExp(`/post/${post.id}/poster$`));
  const sheet = page.locator(".poster-sheet");
  await expect(sheet.getByRole("heading", { level: 1 })).toHaveText(post.title, { timeout: SLOW });
  await expect(sheet).toContainText(s.boardName);
  await expect(sheet).toContainText(post.region.name);
  await expect(page.getByRole("button", { name: s.print })).toBeVisible();
  await page.screenshot({ path: `${shots}/poster-post-phone.png`, fullPage: true });

  await page.setViewportSize(DESKTOP);
  const qr = sheet.getByRole("img", { name: s.qrAlt(postUrl) });
  expect(await decodeQr(qr)).toBe(postUrl);
  await page.screenshot({ path: `${shots}/poster-post-desktop.png`, fullPage: true });

  // In print only the sheet: no header, navigation, footer or the print button.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.getByRole("button", { name: s.print })).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: `${shots}/poster-post-print.png`, fullPage: true });
  // Back to the default (page.pdf prints with print media unless screen is forced).
  await page.emulateMedia({ media: null });

  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);
});

test("the longest request still prints on one page with its QR code whole and readable", async ({
  page,
  baseURL,
}) => {
  await logIn(page, "member@example.com", "member-pass-1234");
  const post = await openPost(page);
  const title = `長いタイトルの依頼${"あいうえおかきくけこ".repeat(10)}`.slice(0, 100);
  const created = await restApi<{ data: { id: number } }>(page, "POST", "/api/posts", {
    title,
    body: `${"庭の草取りと植木の剪定をお願いしたいです。".repeat(20)}\n\n${"詳細".repeat(2000)}`,
    category_id: post.category.id,
    region_id: post.region.id,
    is_public: true,
    reward_type: "money",
    reward_amount: 9_999_999,
    needed_by: "2099-12-31",
  });
  const url = `${baseURL}/post/${created.data.id}`;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/post/${created.data.id}/poster`);
  const sheet = page.locator(".poster-sheet");
  await expect(sheet.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: SLOW });
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);
  // In the print layout nothing is cut off at the sheet's foot, and the code is at least 40 mm (151 px) wide.
  await page.emulateMedia({ media: "print" });
  const sheetBox = await sheet.boundingBox();
  const footerBox = await sheet.locator(".poster__footer").boundingBox();
  const qr = sheet.getByRole("img", { name: s.qrAlt(url) });
  const qrBox = await qr.boundingBox();
  expect((footerBox?.y ?? 0) + (footerBox?.height ?? 0)).toBeLessThanOrEqual(
    (sheetBox?.y ?? 0) + (sheetBox?.height ?? 0) + 0.5,
  );
  expect(qrBox?.width ?? 0).toBeGreaterThanOrEqual(151);
  expect(await decodeQr(qr)).toBe(url);
  await page.screenshot({ path: `${shots}/poster-long-print.png`, fullPage: true });
});

test("a region's poster: one A4 page of up to 10 open requests, each with a QR code opening that request", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  const post = await openPost(page);
  await page.goto(`/regions/${post.region.slug}`);
  const posterLink = page.getByRole("link", { name: s.printPoster });
  await expect(posterLink).toBeVisible({ timeout: SLOW });
  await page.screenshot({ path: `${shots}/region-page-desktop.png` });
  await posterLink.click();
  await expect(page).toHaveURL(new RegExp(`/regions/${post.region.slug}/poster$`));
  const sheet = page.locator(".poster-sheet");
  await expect(sheet.getByRole("heading", { level: 1 })).toHaveText(s.regionPosterTitle(post.region.name), {
    timeout: SLOW,
  });
  const codes = sheet.getByRole("img");
  const count = await codes.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(10);
  // The newest open request of the region is first, and its code says its URL.
  const regionList = await page.request.get(`/api/posts?status=open&region_id=${post.region.id}`, {
    headers: { Accept: "application/json" },
  });
  const regionPosts = ((await regionList.json()) as { data: ListedPost[] }).data;
  expect(count).toBe(Math.min(10, regionPosts.length));
  const first = regionPosts[0];
  if (!first) throw new Error("the region has no open request");
  const decoded = await decodeQr(codes.first());
  expect(decoded).toBe(`${baseURL}/post/${first.id}`);
  await expect(sheet.locator(".poster__item").first()).toContainText(first.title);
  await page.screenshot({ path: `${shots}/poster-region-desktop.png`, fullPage: true });

  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${shots}/poster-region-phone.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${shots}/poster-region-print.png`, fullPage: true });
});
