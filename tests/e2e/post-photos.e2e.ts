/**
 * Journey of a request's photos at phone size (docs/product.md "Request photos"): the author adds 3 photos at once,
 * gives two of them alt texts, reorders them with 後へ and by drag, chooses the cover with 「表紙にする」, posts; the
 * post page shows a gallery that swipes (scroll snap) and steps with 前の写真 / 次の写真, counting 「2 / 3」, each
 * photo named by its alt text or the request's title; an edit changes the cover again.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import { copy } from "#shared/copy.ts";
import { DESKTOP, logIn, PHONE, shot } from "./support/shell.ts";

const p = postPhotosCopy;

/** A photo of one colour with EXIF (a GPS position), `name`d. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 40/1 0/1" } })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The alt text inputs of the form's photos, in the order shown. */
function altInputs(page: Page) {
  return page.locator(".photos-field__alt");
}

/** Waits until the form's photos carry these alt texts, in this order. */
async function expectAlts(page: Page, alts: string[]): Promise<void> {
  await expect
    .poll(() =>
      altInputs(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    )
    .toEqual(alts);
}

test("the author posts 3 photos, reorders them, sets the cover and sees the gallery on a phone", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `E2E 写真つきの依頼 ${Date.now().toString(36)}`;
  await page.setViewportSize(PHONE);
  await logIn(page, "member@example.com", "member-pass-1234", { until: "user-menu" });

  await page.goto("/post/create");
  await page.locator("#post-title").fill(title);
  await page.locator("#post-body").fill("倒れた棚を起こすのを手伝ってください。写真を3枚添えます。");
  await page.locator("#post-category").selectOption({ index: 1 });
  await page.locator("#post-region").selectOption({ label: "東京都" });

  // Three at once; each is compressed in the browser first (real CPU work on a loaded machine).
  await page
    .locator("#post-photos")
    .setInputFiles([
      await photo("red.jpg", "#c0392b"),
      await photo("green.jpg", "#27ae60"),
      await photo("blue.jpg", "#2f6fdb"),
    ]);
  const items = page.getByTestId("photo-item");
  await expect(items).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByText(p.count(3, 8))).toBeVisible();
  await altInputs(page).nth(0).fill("赤");
  await altInputs(page).nth(2).fill("青");
  await expectAlts(page, ["赤", "", "青"]);

  // 後へ moves the first photo after the second (a button: keyboards and screen readers).
  await page.getByRole("button", { name: p.moveAfterLabel(1) }).click();
  await expectAlts(page, ["", "赤", "青"]);
  await expect(page.getByText(p.moved(2))).toBeAttached();
  // A drag puts the third photo first.
  await items
    .nth(2)
    .dragTo(items.nth(0), { sourcePosition: { x: 30, y: 30 }, targetPosition: { x: 30, y: 30 } });
  await expectAlts(page, ["青", "", "赤"]);
  // 表紙にする makes the third photo the cover, marked 表紙.
  await page.getByRole("button", { name: p.makeCoverLabel(3) }).click();
  await expectAlts(page, ["赤", "青", ""]);
  await expect(items.nth(0).getByText(p.cover, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: p.moveBeforeLabel(1) })).toBeDisabled();
  await items.nth(0).scrollIntoViewIfNeeded();
  await shot(page, "post-photos-01-form-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "post-photos-02-form-desktop");
  await page.setViewportSize(PHONE);

  await page.getByRole("button", { name: copy.post.publish }).click();
  await expect(page).toHaveURL(/\/myposts$/, { timeout: 60_000 });
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  const postId = Number(new URL(page.url()).pathname.split("/").pop());

  // The gallery: the cover first, named by its alt text; the counter and the buttons step through the photos.
  const gallery = page.getByRole("region", { name: p.gallery });
  const counter = gallery.locator(".gallery__counter");
  await expect(counter).toHaveText(p.counter(1, 3));
  await expect(gallery.getByRole("img", { name: "赤" })).toBeVisible();
  await expect(gallery.getByRole("button", { name: p.previous })).toBeDisabled();
  await shot(page, "post-photos-03-gallery-phone");
  await gallery.getByRole("button", { name: p.next }).click();
  await expect(counter).toHaveText(p.counter(2, 3));
  await expect(gallery.getByRole("img", { name: "青" })).toBeInViewport();
  await gallery.getByRole("button", { name: p.next }).click();
  await expect(counter).toHaveText(p.counter(3, 3));
  // Without an alt text of the author's, the request's title names the photo.
  await expect(gallery.getByRole("img", { name: p.photoAlt(title, 3, 3) })).toBeInViewport();
  await expect(gallery.getByRole("button", { name: p.next })).toBeDisabled();
  // A swipe scrolls the strip; the counter follows the photo in view. The button's smooth scroll has ended first
  // (a swipe during it is another story: the browser would finish the scroll it was making).
  const track = gallery.locator(".gallery__track");
  await expect
    .poll(() => track.evaluate((list) => Math.abs(list.scrollLeft - 2 * list.clientWidth) <= 1))
    .toBe(true);
  await track.evaluate((list) => list.scrollTo({ left: 0, behavior: "instant" }));
  await expect(counter).toHaveText(p.counter(1, 3));

  // Each photo is stored re-encoded without its EXIF, the cover mirrored as `image`.
  const answer = (await (await page.request.get(`/api/posts/${postId}`)).json()) as {
    data: { image: string; images: { url: string; alt: string | null }[] };
  };
  expect(answer.data.images.map((image) => image.alt)).toEqual(["赤", "青", null]);
  expect(answer.data.image).toBe(answer.data.images[0]?.url ?? "missing");
  for (const image of answer.data.images) {
    const meta = await sharp(await (await page.request.get(image.url)).body()).metadata();
    expect(meta.exif).toBeUndefined();
  }

  // Edit: the third photo becomes the cover; the post page opens on it.
  await page.getByRole("link", { name: copy.post.edit }).click();
  await expect(page.getByTestId("photo-item")).toHaveCount(3);
  await page.getByRole("button", { name: p.makeCoverLabel(3) }).click();
  await expectAlts(page, ["", "赤", "青"]);
  await page.getByRole("button", { name: copy.post.publish }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${postId}$`), { timeout: 60_000 });
  await expect(
    page.getByRole("region", { name: p.gallery }).getByRole("img", { name: p.photoAlt(title, 1, 3) }),
  ).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await shot(page, "post-photos-04-gallery-desktop");
});
