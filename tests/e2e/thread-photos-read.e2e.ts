/**
 * Thread photos and 既読 at phone size, 390×844 (docs/product.md "スレッドの写真", "既読"), two members in their
 * own browsers: the helper attaches a photo in the thread opened from the author's request (a preview with a
 * remove button, compressed in the browser) and sends it; the author sees it in the bubble, loaded through the
 * private route, and opens it larger. Both turn 既読 on in the account settings; the helper, on the thread, sees
 * 「既読」 appear under their message without a reload when the author opens the thread. Screenshots go to
 * test-results/screens/thread-photos-*.png.
 */
import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import { login, uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { DESKTOP, PHONE, restApi, shot } from "./support/shell.ts";

// Two browsers with a live stream each on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "photo-pass-1234";
const photos = copy.threadMedia.photos;
const receipts = copy.threadMedia.readReceipts;

/** A new phone-sized browser signed in as a fresh verified member. */
async function phoneMember(browser: Browser, baseURL: string, prefix: string, name: string): Promise<Page> {
  const email = uniqueEmail(prefix);
  await verifiedMember(baseURL, email, PASSWORD, name);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await login(page, email, PASSWORD);
  return page;
}

/** Turns 既読 on in /account/settings and waits until it is saved. */
async function turnReadReceiptsOn(page: Page): Promise<void> {
  await page.goto("/account/settings");
  const section = page.getByRole("region", { name: receipts.title });
  await expect(section.getByText(receipts.explanation)).toBeVisible();
  const toggle = section.getByRole("switch", { name: receipts.switchLabel });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(section.getByRole("status")).toHaveText(receipts.saved(true));
  await expect(toggle).toBeChecked();
}

test("the helper sends a photo, the author sees it; with 既読 on for both, 「既読」 appears live", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const author = await phoneMember(browser, base, "photo-author", "写真 依頼者");
  const helper = await phoneMember(browser, base, "photo-helper", "写真 手伝う人");

  // The author's request on the board.
  const categories = (await restApi(author, "GET", "/api/categories")) as {
    data: { id: number; children: { id: number }[] }[];
  };
  const regions = (await restApi(author, "GET", "/api/regions")) as
    | { data: { id: number }[] }
    | { id: number }[];
  const regionList = Array.isArray(regions) ? regions : regions.data;
  const post = (await restApi(author, "POST", "/api/posts", {
    title: `E2E 庭の木の剪定 ${Date.now().toString(36)}`,
    body: "庭の木が伸びてしまったので、剪定を手伝ってくださる方を探しています。",
    category_id: categories.data.find((cat) => cat.children.length > 0)?.children[0]?.id,
    region_id: regionList[12]?.id ?? regionList[0]?.id,
  })) as { data: { id: number } };

  // The helper opens the thread from the request and attaches a photo: a preview with a remove button.
  await helper.goto(`/post/${post.data.id}`);
  await helper.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  await expect(helper).toHaveURL(/\/threads\/\d+$/);
  const threadPath = new URL(helper.url()).pathname;
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#4a8f5c" } })
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 40/1 0/1" } })
    .toBuffer();
  const attach = helper.getByRole("button", { name: photos.attach });
  await expect(attach).toBeVisible();
  const box = await attach.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  const chooser = helper.waitForEvent("filechooser");
  await attach.click();
  await (await chooser).setFiles({ name: "niwa.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(helper.getByRole("img", { name: photos.preview(1) })).toBeVisible();
  await expect(helper.getByRole("button", { name: photos.remove(1) })).toBeVisible();
  const composer = helper.getByRole("textbox", { name: copy.threads.composerLabel });
  await composer.fill("木の様子です。");
  await shot(helper, "thread-photos-helper-preview", { fullPage: false });
  await helper.getByRole("button", { name: copy.threads.send, exact: true }).click();
  const sentPhoto = helper.locator(".message--mine .message-photos img");
  await expect(sentPhoto).toHaveCount(1);
  await expect(helper.getByRole("img", { name: photos.preview(1) })).toHaveCount(0);
  await expect
    .poll(() => sentPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // The author sees the photo (fetched through the private route) and opens it larger.
  await author.goto(threadPath);
  const received = author.locator(".message--theirs .message-photos img");
  await expect(received).toHaveCount(1);
  await expect
    .poll(() => received.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const src = await received.getAttribute("src");
  expect(src).toMatch(/^\/api\/threads\/\d+\/images\/\d+\?size=thumb$/);
  await shot(author, "thread-photos-author-bubble", { fullPage: false });
  await author.getByRole("button", { name: photos.open(1) }).click();
  const viewer = author.locator("dialog.photo-viewer");
  await expect(viewer).toBeVisible();
  await expect
    .poll(() => viewer.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await shot(author, "thread-photos-author-large", { fullPage: false });
  await viewer.getByRole("button", { name: photos.close }).click();
  await expect(viewer).toBeHidden();

  // A visitor (no session) gets 404 for the same URL.
  const visitor = await browser.newContext();
  const anonymous = await visitor.request.get(`${base}${src}`);
  expect(anonymous.status()).toBe(404);
  await visitor.close();

  // Both turn 既読 on (off by default).
  await turnReadReceiptsOn(author);
  await shot(author, "thread-photos-settings-read-receipts", { fullPage: false });
  await turnReadReceiptsOn(helper);

  // The helper writes again and stays on the thread: the photo the author already opened is 既読 now that both
  // turned it on; the new message is not.
  await helper.goto(threadPath);
  await helper.getByRole("textbox", { name: copy.threads.composerLabel }).fill("明日の午後はいかがですか？");
  await helper.getByRole("button", { name: copy.threads.send, exact: true }).click();
  await expect(helper.locator(".message--mine")).toHaveCount(2);
  await expect(helper.locator(".message--mine").first().locator(".message__read")).toHaveText(receipts.read);
  await expect(helper.locator(".message--mine").last().locator(".message__read")).toHaveCount(0);

  // The author opens the thread: 「既読」 appears for the helper without a reload.
  await author.goto(threadPath);
  await expect(author.getByText("明日の午後はいかがですか？")).toBeVisible();
  await expect(helper.locator(".message--mine").last().locator(".message__read")).toHaveText(receipts.read);
  await expect(helper.locator(".message__read")).toHaveCount(2);
  // The author's own view never shows 「既読」 under the helper's messages.
  await expect(author.locator(".message--theirs .message__read")).toHaveCount(0);
  await shot(helper, "thread-photos-helper-read", { fullPage: false });
  await helper.setViewportSize(DESKTOP);
  await expect(helper.locator(".message__read")).toHaveCount(2);
  await shot(helper, "thread-photos-helper-read-desktop", { fullPage: false });
});
