/**
 * The post-writing journey (docs/product.md §2 "Post create", "Post edit") in Chromium: a demo member creates
 * a request with a real JPEG (quick search, tags, image preview, the current location attached) → it is
 * listed on /myposts → edit (replace the image, saved state) → tag browse (its tag page, a second tag toggled
 * on and off) → nearby with a granted location (first, with its distance in km) → another member bookmarks,
 * follows and comments (optimistic toggles that survive a reload) → a visitor is sent to login → the author
 * deletes it. Desktop and phone screenshots of create, edit, tag page, nearby and detail go to
 * test-results/screens/.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import { copy } from "#shared/copy.ts";
import { logIn, shot } from "./support/shell.ts";

const shots = "test-results/screens";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Where the author stands (Tokyo Skytree): the browser grants it, the new request carries it. */
const HERE = { latitude: 35.7101, longitude: 139.8107 };

test.use({ permissions: ["geolocation"], geolocation: HERE });

/** A real photo-like JPEG made here: a gradient of `width`×`height` with EXIF (GPS) and orientation 6. */
async function photo(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#f4a53c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff" opacity="0.5"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 40/1 0/1" } })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

async function newMemberPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "ja-JP", timezoneId: "Asia/Tokyo" });
  const page = await context.newPage();
  await logIn(page, email, password, { until: "user-menu" });
  return page;
}

test("a member creates a request with a photo, edits it, others save, follow and comment, and it is deleted", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 庭の草むしりをお願いします ${Date.now().toString(36)}`;
  await page.setViewportSize(DESKTOP);
  await logIn(page, "member@example.com", "member-pass-1234", { until: "user-menu" });

  // Create: quick search picks the category, tags by Enter and comma and from the suggestions, a photo.
  await page.goto("/post/create");
  await expect(page.getByRole("heading", { name: copy.titles.postCreate, level: 1 })).toBeVisible();
  await page.locator("#post-title").fill(title);
  await page
    .locator("#post-body")
    .fill(
      "週末に庭の草むしりを手伝っていただける方を探しています。\n2時間ほどの作業で、道具はこちらで用意します。",
    );
  await page.locator("#post-quick-search").fill("家具");
  await page.getByRole("button", { name: /家具の移動/ }).click();
  await expect(page.locator("#post-category")).not.toHaveValue("");
  await expect(page.locator("#post-quick-search")).toHaveValue("");
  await page.locator("#post-quick-search").fill("存在しないカテゴリ名ですよ");
  await expect(page.getByText(copy.empty.suggestions)).toBeVisible();
  await page.locator("#post-quick-search").fill("");
  await page.locator("#post-region").selectOption({ label: "東京都" });
  const tags = page.locator("#post-tags");
  await tags.fill("草むしり");
  await tags.press("Enter");
  await tags.fill("庭仕事");
  await tags.press(",");
  await tags.fill("週");
  await expect(page.getByText(copy.postForm.recommendedTags)).toBeVisible();
  await page
    .locator(".tag-options", { hasText: copy.postForm.tagSearchLabel })
    .getByRole("button", { name: copy.postForm.addTag("週末") })
    .click();
  await expect(page.getByRole("button", { name: copy.post.removeTag("週末") })).toBeVisible();
  await expect(page.getByRole("button", { name: copy.post.removeTag("草むしり") })).toBeVisible();
  await expect(page.getByRole("button", { name: copy.post.removeTag("庭仕事") })).toBeVisible();
  await page.getByRole("button", { name: copy.post.removeTag("庭仕事") }).click();
  await expect(page.getByRole("button", { name: copy.post.removeTag("庭仕事") })).toHaveCount(0);
  await page.locator("#post-photos").setInputFiles({
    name: "garden.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(2400, 1800, "#2f8f5b"),
  });
  await expect(page.getByRole("listitem", { name: postPhotosCopy.photoLabel(1, 1) })).toBeVisible({
    timeout: 30_000,
  });
  // The location hint: enabling it attaches the current position to the request.
  await expect(page.getByText(copy.post.locationHint)).toBeVisible();
  await page.getByRole("button", { name: copy.postForm.enableLocation }).click();
  await expect(page.getByText(copy.post.locationAttached)).toBeVisible();
  await shot(page, "post-write-01-create-desktop");
  await page.setViewportSize(PHONE);
  await shot(page, "post-write-02-create-phone");
  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: copy.post.publish }).click();

  // Success goes to /myposts, where the new request is listed as public.
  await expect(page).toHaveURL(/\/myposts$/);
  await expect(page.getByText(copy.postForm.created)).toBeVisible();
  const listed = page.getByRole("link", { name: title });
  await expect(listed).toBeVisible();
  await listed.click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  const postPath = new URL(page.url()).pathname;

  // Detail of one's own request: image, tags, edit and delete; no follow or message button.
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const image = page.getByRole("img", { name: postPhotosCopy.photoAlt(title, 1, 1) });
  await expect(image).toBeVisible();
  const imageUrl = await image.getAttribute("src");
  expect(imageUrl).toMatch(/^\/storage\/posts\/.+\.jpg$/);
  const served = await page.request.get(imageUrl ?? "");
  expect(served.headers()["cache-control"]).toContain("immutable");
  const meta = await sharp(await served.body()).metadata();
  expect([meta.width, meta.height, meta.exif]).toEqual([1600, 1200, undefined]);
  await expect(page.getByRole("link", { name: "#週末" })).toHaveAttribute("href", "/tags/weekend");
  await page.getByText(copy.postDetail.scopeCategory).click();
  await expect(page.getByRole("link", { name: "#週末" })).toHaveAttribute(
    "href",
    "/category/moving-furniture/tag/weekend",
  );
  await expect(page.getByRole("button", { name: copy.postDetail.follow })).toHaveCount(0);
  await expect(page.getByRole("button", { name: copy.postDetail.messageAuthor })).toHaveCount(0);
  await expect(page.getByRole("link", { name: copy.post.edit })).toBeVisible();

  // Edit: saved state, selected names, replace the photo, change the title and save as a draft then publish.
  await page.getByRole("link", { name: copy.post.edit }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath}/edit$`));
  await expect(page.getByRole("heading", { name: copy.postForm.editTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(copy.post.savedPublic)).toBeVisible();
  await expect(page.getByText(copy.postForm.selectedRegion("東京都"))).toBeVisible();
  await expect(page.getByRole("listitem", { name: postPhotosCopy.photoLabel(1, 1) })).toBeVisible();
  await expect(page.locator("#post-quick-search")).toHaveCount(0);
  await page.locator("#post-title").fill(`${title} 更新`);
  await page.locator("#post-region").selectOption("");
  await page.getByRole("button", { name: copy.post.publish }).click();
  await expect(page.getByRole("alert").getByText(copy.validation.regionRequired)).toBeVisible();
  await page.locator("#post-region").selectOption({ label: "神奈川県" });
  // Replacing the photo: the stored one removed, a new one added (docs/product.md "Request photos").
  await page.getByRole("button", { name: postPhotosCopy.removeLabel(1) }).click();
  await page.locator("#post-photos").setInputFiles({
    name: "garden-2.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(1200, 900, "#1f6feb"),
  });
  // The preview appears once the browser has compressed the photo on the page's thread (docs/product.md §5 Post
  // image): real CPU work, which on a loaded 2-core machine took longer than the default 5 s.
  await expect(page.getByRole("listitem", { name: postPhotosCopy.photoLabel(1, 1) })).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, "post-write-03-edit-desktop");
  await page.setViewportSize(PHONE);
  await shot(page, "post-write-04-edit-phone");
  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: copy.post.publish }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await expect(page.getByRole("heading", { name: `${title} 更新`, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "神奈川県" })).toBeVisible();
  const newImageUrl = await page
    .getByRole("img", { name: postPhotosCopy.photoAlt(`${title} 更新`, 1, 1) })
    .getAttribute("src");
  expect(newImageUrl).not.toBe(imageUrl);
  expect((await page.request.get(imageUrl ?? "")).status()).toBe(404);
  const postId = Number(postPath.split("/").pop());
  const stored = (await (await page.request.get(`/api/posts/${postId}`)).json()) as {
    data: { latitude: number; longitude: number };
  };
  expect(stored.data).toMatchObject({ latitude: HERE.latitude, longitude: HERE.longitude });

  // Tag browse: the chip (scope 全体) opens the tag page, where the request is the newest; a second tag
  // narrows the list and comes off again.
  await page.getByText(copy.postDetail.scopeAll).click();
  await page.getByRole("link", { name: "#週末" }).click();
  await expect(page).toHaveURL(/\/tags\/weekend$/);
  await expect(page.getByRole("heading", { level: 1, name: copy.discovery.tagTitle("週末") })).toBeVisible();
  const ours = page.locator(".post-card", { hasText: `${title} 更新` });
  await expect(ours).toBeVisible();
  await ours.getByRole("link", { name: "#草むしり" }).click();
  await expect(page).toHaveURL(/\/tags\/weekend\?tags=/);
  await expect(page.locator(".filter-bar__tags .tag-chip")).toHaveText(["#草むしり"]);
  await expect(ours).toBeVisible();
  await shot(page, "post-write-07-tag-desktop");
  await page.getByRole("link", { name: copy.filters.removeTag("草むしり") }).click();
  await expect(page).toHaveURL(/\/tags\/weekend$/);

  // Nearby with the granted location: the request stands where the author does, so it comes first, in km.
  await page.goto("/posts");
  await expect(page.getByText(copy.location.granted)).toBeVisible();
  await page.locator(".sort-toggle").getByRole("link", { name: copy.discovery.sortDistance }).click();
  await expect(page).toHaveURL(/\/posts\?all=true$/);
  await expect(page.getByRole("heading", { level: 1, name: copy.titles.nearby })).toBeVisible();
  const nearest = page.locator(".post-card").first();
  await expect(nearest.getByRole("link", { name: `${title} 更新` })).toBeVisible();
  await expect(nearest.locator(".post-card__distance")).toHaveText(copy.post.distanceKm("0.1"));
  await shot(page, "post-write-08-nearby-desktop");
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${shots}/post-write-09-nearby-phone.png` });
  await page.setViewportSize(DESKTOP);

  // Another member saves, follows and comments; the toggles hold after a reload.
  const other = await newMemberPage(browser, "user01@example.com", "demo-pass-1234");
  await other.goto(postPath);
  const save = other.getByRole("button", { name: copy.postDetail.save });
  await save.click();
  await expect(other.getByRole("button", { name: copy.postDetail.saved })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await other.getByRole("button", { name: copy.postDetail.follow }).click();
  await expect(other.getByRole("button", { name: copy.postDetail.following })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await other.getByRole("button", { name: copy.postDetail.commentSubmit }).click();
  await expect(other.getByText(copy.validation.commentRequired)).toBeVisible();
  await other.locator("#comment-body").fill("日曜の午前なら伺えます。草刈り鎌も持っていきます。");
  await other.getByRole("button", { name: copy.postDetail.commentSubmit }).click();
  await expect(other.locator(".comment-list").getByText("日曜の午前なら伺えます。")).toBeVisible();
  await expect(other.locator("#comment-body")).toHaveValue("");
  await expect(other.getByRole("heading", { name: copy.post.commentsHeading(1) })).toBeVisible();
  await other.reload();
  await expect(other.getByRole("button", { name: copy.postDetail.saved })).toBeVisible();
  await expect(other.getByRole("button", { name: copy.postDetail.following })).toBeVisible();
  await expect(other.getByRole("button", { name: copy.post.edit })).toHaveCount(0);
  await expect(other.getByRole("button", { name: copy.post.delete })).toHaveCount(0);
  await shot(other, "post-write-05-detail-desktop");
  await other.setViewportSize(PHONE);
  await shot(other, "post-write-06-detail-phone");
  await other.setViewportSize(DESKTOP);
  // The message button opens /threads/create?user_id=<author>&post_id=<post> (the thread is about the request,
  // docs/product.md §10), which goes on to the thread once it exists.
  const threadCreate = other.waitForURL(/\/threads\/create\?user_id=\d+&post_id=\d+$/);
  await other.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  await threadCreate;
  await other.context().close();

  // A visitor who tries to save is sent to login with the way back.
  const visitorContext = await browser.newContext({ viewport: DESKTOP, locale: "ja-JP" });
  const visitor = await visitorContext.newPage();
  await visitor.goto(postPath);
  await visitor.getByRole("button", { name: copy.postDetail.save }).click();
  await expect(visitor).toHaveURL(`/login?redirect=${encodeURIComponent(postPath)}`);
  await visitorContext.close();

  // The author deletes it after confirming; it is gone.
  await page.goto(postPath);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(copy.post.confirmDelete);
    void dialog.accept();
  });
  await page.getByRole("button", { name: copy.post.delete }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(copy.postForm.deleted)).toBeVisible();
  await page.goto(postPath);
  await expect(page.getByText(copy.errors.postNotFound)).toBeVisible();
  expect((await page.request.get(newImageUrl ?? "")).status()).toBe(404);
});
