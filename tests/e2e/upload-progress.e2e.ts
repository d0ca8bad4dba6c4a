/**
 * Upload progress on the create form (docs/product.md §5 Post image "Upload progress"): with the upload
 * throttled in Chromium (CDP Network.emulateNetworkConditions uploadThroughput), sending a request with a photo
 * shows a progress bar with the percent sent; 「キャンセル」 aborts it, the form keeps everything typed and the photo,
 * and no request is created; sent again without the throttle, it is created and its card shows the thumbnail.
 * Screenshots at 390×844.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import { login, PHONE } from "./support/accounts.ts";

const shots = "test-results/screens";

/** A photo of noise (it does not compress away): about 1 MB as JPEG at 1600×1200. */
async function noisyPhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The member's own posts (drafts included) whose text holds `title`. */
async function myPostsTitled(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/myposts?keyword=${encodeURIComponent(title)}`, {
    headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { title: string }[] };
  return body.data.filter((post) => post.title === title).length;
}

test("the photo upload shows its percent and can be cancelled; the form stays and nothing is created", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await login(page, "member@example.com", "member-pass-1234");
  const title = `E2E 送信中の依頼 ${Date.now().toString(36)}`;

  await page.goto("/post/create");
  await expect(page.getByRole("heading", { name: copy.titles.postCreate, level: 1 })).toBeVisible();
  await page.locator("#post-title").fill(title);
  await page.locator("#post-body").fill("写真の送信を途中で取り消せるかを確かめます。");
  await page.locator("#post-category").selectOption({ index: 1 });
  await page.locator("#post-region").selectOption({ label: "東京都" });
  await page.locator("#post-photos").setInputFiles({
    name: "noise.jpg",
    mimeType: "image/jpeg",
    buffer: await noisyPhoto(),
  });
  await expect(page.getByRole("img", { name: copy.postForm.imageNew })).toBeVisible();

  // A slow uplink: 24 KB/s, so the photo takes many seconds to send.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 24 * 1024,
  });
  await page.getByRole("button", { name: copy.post.publish }).click();

  const bar = page.getByRole("progressbar", { name: copy.phone.upload.label });
  await expect(bar).toBeVisible();
  // Real progress: the percent climbs above 0 while the bytes go out, and the text says it.
  await expect
    .poll(async () => Number(await bar.getAttribute("value")), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const percent = page.locator(".upload-progress__percent");
  await expect(percent).toHaveText(/^\d{1,3}%$/);
  expect(Number((await percent.textContent())?.replace("%", ""))).toBeLessThan(100);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: `${shots}/upload-progress-phone.png` });

  await page.getByRole("button", { name: copy.phone.upload.cancel }).click();
  await expect(page.getByRole("status").filter({ hasText: copy.phone.upload.cancelled })).toBeVisible();
  await expect(bar).toHaveCount(0);
  // The form is intact: still on the create page with what was typed and the chosen photo; no error box.
  await expect(page).toHaveURL(/\/post\/create$/);
  await expect(page.locator("#post-title")).toHaveValue(title);
  await expect(page.getByRole("img", { name: copy.postForm.imageNew })).toBeVisible();
  await expect(page.getByText(copy.errors.postCreateFailed)).toHaveCount(0);
  await expect(page.getByRole("button", { name: copy.post.publish })).toBeEnabled();
  await page.screenshot({ path: `${shots}/upload-progress-cancelled-phone.png` });

  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(await myPostsTitled(page, title)).toBe(0);

  // Sent again at full speed, the same form creates the request, photo and all.
  await page.getByRole("button", { name: copy.post.publish }).click();
  await expect(page).toHaveURL(/\/myposts$/);
  expect(await myPostsTitled(page, title)).toBe(1);

  // Its card shows the server's 320 px WebP thumbnail, lazily, in the fixed 96×72 box.
  const thumb = page.locator(".post-card", { hasText: title }).locator("img.post-card__thumb");
  await expect(thumb).toHaveAttribute("src", /^\/storage\/posts\/.+\.webp$/);
  await expect(thumb).toHaveAttribute("loading", "lazy");
  await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  const box = await thumb.boundingBox();
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([96, 72]);
  await page.screenshot({ path: `${shots}/upload-progress-card-phone.png` });
});
