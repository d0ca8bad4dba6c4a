/**
 * The board with the keyboard only, at 1280×800 (WCAG 2.2: 2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.7 Focus
 * Visible, 2.4.11 Focus Not Obscured). Five journeys, each reaching every control by Tab / Shift+Tab from the
 * header or the page's start and operating it with Enter, the arrow keys, typing and Escape — no click, tap,
 * check, selectOption or mouse call; at every Tab stop the focused element shows its ring and is not under the
 * sticky header (tests/e2e/support/keyboard.ts `tabTo`):
 *
 * 1. A member posts a request with two photos (docs/product.md §2 "Post create", "Request photos"): the photo
 *    control opens the file chooser on Enter, 「2枚目の写真を前へ移動」 makes the second photo the cover, 公開する
 *    leads to My posts and the card opens the new request.
 * 2. A visitor finds a request with the header's keyword search (§2 "Header search", "Post list", "Post card").
 * 3. A member writes to a request's author from 投稿者にメッセージ; Enter sends in the composer (§2 "Post detail",
 *    "Thread show"; "Phone first": the message area takes the focus).
 * 4. The author marks a request 解決済み naming the helper and rates them with a word of thanks; the helper's profile
 *    shows it (§10 "Request status, thanks and ratings", as tests/e2e/trust-status.e2e.ts checks with the mouse).
 * 5. A member reports a request (§12 "Reporting"); Escape closes the 通報 dialog and the focus returns to 通報.
 *
 * docs/product.md "Keyboard and screen readers" says what these journeys check; axe with the page-wide Tab sweep is
 * tests/e2e/accessibility.e2e.ts. Two
 * app fixes came from these journeys: the photo picker's hidden file input left the tab order (a Tab stop with no
 * visible ring), and a date field keeps its ring while its calendar button has the focus
 * (src/client/styles/shell.css). Setup data (members, requests, a helper's message) is made over REST with
 * members of their own (support/accounts.ts), so nothing here disturbs the other journeys; `page.goto` only
 * opens a journey's first page (and, in 4, the profile where the result is read).
 */
import { expect as baseExpect, test } from "@playwright/test";
import sharp from "sharp";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import { copy } from "#shared/copy.ts";
import {
  arrowSelect,
  MEMBER_PASSWORD,
  restMember,
  restRequest,
  shiftTabTo,
  signIn,
  tabTo,
} from "./support/keyboard.ts";
import { DESKTOP } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: DESKTOP });
// Each journey takes well under 40 s on an idle machine; the margin is for a loaded one (photo compression).
test.describe.configure({ timeout: 90_000 });

const p = postPhotosCopy;
const ui = copy.requests.ui;
const report = copy.safety.report;

/** A small photo of one colour: a JPEG or a PNG, as a file chooser hands it over. */
async function photo(name: string, colour: string, format: "jpeg" | "png") {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  const buffer = await (format === "jpeg" ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** A word no other request has, so a search finds exactly this journey's request. */
function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

test("a member posts a request with two photos, the second moved first, by keyboard", async ({
  page,
  baseURL,
}) => {
  const poster = await restMember(baseURL ?? "", "kb-poster", "鍵盤 投稿");
  await signIn(page, poster.email, MEMBER_PASSWORD);
  const title = `${uniqueWord("鍵盤")} 棚の組み立てを手伝ってください`;
  await page.goto("/");

  // The header's 依頼を投稿 opens the form.
  await tabTo(page, page.locator(".site-header").getByRole("link", { name: copy.nav.create, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/post\/create$/);

  await tabTo(page, page.locator("#post-title"));
  await page.keyboard.type(title);
  await tabTo(page, page.locator("#post-body"));
  await page.keyboard.type("組み立て式の棚を一つ、一緒に組み立ててくださる方を探しています。");
  // Native selects: focused, the arrow keys choose without opening the list.
  const category = page.locator("#post-category");
  await tabTo(page, category);
  await arrowSelect(page, category, (value) => value !== "");
  const region = page.locator("#post-region");
  await tabTo(page, region);
  await arrowSelect(page, region, (value) => value !== "");

  // 写真を追加 on Enter opens the file chooser; two photos, a red JPEG and a blue PNG.
  await tabTo(page, page.getByRole("button", { name: p.add, exact: true }));
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (await chooser).setFiles([
    await photo("red.jpg", "#c0392b", "jpeg"),
    await photo("blue.png", "#2f6fdb", "png"),
  ]);
  const items = page.getByTestId("photo-item");
  await expect(items).toHaveCount(2, { timeout: 45_000 });
  const second = await items.nth(1).locator("img").getAttribute("src");
  // The photo list comes before 写真を追加: back with Shift+Tab to the second photo's 前へ.
  await shiftTabTo(page, page.getByRole("button", { name: p.moveBeforeLabel(2) }));
  await page.keyboard.press("Enter");
  await expect(items.nth(0).locator("img")).toHaveAttribute("src", second ?? "missing");
  await expect(items.nth(0).getByText(p.cover, { exact: true })).toBeVisible();
  await expect(page.getByText(p.moved(1))).toBeAttached();

  // 公開する with Enter; the form leads to My posts, whose card opens the new request.
  await tabTo(page, page.getByRole("button", { name: copy.post.publish }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/myposts$/, { timeout: 45_000 });
  await tabTo(page, page.locator("main").getByRole("link", { name: title }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const gallery = page.getByRole("region", { name: p.gallery });
  await expect(gallery.locator(".gallery__counter")).toHaveText(p.counter(1, 2));

  // Stored in the order chosen: the cover is the blue photo.
  const postId = Number(new URL(page.url()).pathname.split("/").pop());
  const answer = (await (await page.request.get(`/api/posts/${postId}`)).json()) as {
    data: { images: { url: string }[] };
  };
  expect(answer.data.images).toHaveLength(2);
  const cover = await sharp(await (await page.request.get(answer.data.images[0]?.url ?? "")).body()).stats();
  const [red, , blue] = cover.channels.map((channel) => channel.mean);
  expect(blue ?? 0).toBeGreaterThan((red ?? 0) + 50);
});

test("a visitor finds a request with the header search and opens it, by keyboard", async ({
  page,
  baseURL,
}) => {
  const author = await restMember(baseURL ?? "", "kb-found", "鍵盤 探され");
  const word = uniqueWord("鍵盤探し");
  const title = `${word} 庭の草取りをお願いします`;
  await restRequest(author, title, "週末の午前中に、庭の草取りを一緒にしてくださる方を探しています。");
  await page.goto("/");

  await tabTo(page, page.locator(".site-header").getByRole("searchbox", { name: copy.nav.search }));
  await page.keyboard.type(word);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/posts\?keyword=/);
  const result = page.locator("main").getByRole("link", { name: title });
  await expect(result).toBeVisible();
  await tabTo(page, result);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("a member messages a request's author, by keyboard", async ({ page, baseURL }) => {
  const author = await restMember(baseURL ?? "", "kb-asked", "鍵盤 依頼");
  const title = `${uniqueWord("鍵盤")} 電球の交換をお願いします`;
  const postId = await restRequest(
    author,
    title,
    "高い天井の電球を交換したいので、脚立をお持ちの方を探しています。",
  );
  const writer = await restMember(baseURL ?? "", "kb-writer", "鍵盤 連絡");
  await signIn(page, writer.email, MEMBER_PASSWORD);
  await page.goto(`/post/${postId}`);

  await tabTo(page, page.getByRole("button", { name: copy.postDetail.messageAuthor }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/threads\/\d+$/);
  await expect(page.locator(".thread-request")).toContainText(title);
  const composer = page.getByRole("textbox", { name: copy.threads.composerLabel });
  await tabTo(page, composer);
  const message = "脚立を持っています。土曜の午前なら伺えます。";
  await page.keyboard.type(message);
  // Enter sends on a device with a keyboard (docs/product.md §2 Thread show).
  await page.keyboard.press("Enter");
  await expect(page.locator(".message--mine .message__bubble", { hasText: message })).toBeVisible();
  await expect(composer).toHaveValue("");
  await expect(composer).toBeFocused();
});

test("the author resolves a request naming the helper and rates them, by keyboard", async ({
  page,
  baseURL,
}) => {
  const author = await restMember(baseURL ?? "", "kb-author", "鍵盤 依頼者");
  const helper = await restMember(baseURL ?? "", "kb-helper", "鍵盤 手伝い");
  const title = `${uniqueWord("鍵盤")} 本棚の移動をお願いします`;
  const postId = await restRequest(
    author,
    title,
    "本棚を隣の部屋へ移したいので、手伝ってくださる方を探しています。",
  );
  // The helper writes to the author about the request (docs/product.md §10: a thread partner may be named).
  const thread = await helper.call<{ id: number }>("POST", "/api/threads", {
    user_id: author.id,
    post_id: postId,
  });
  await helper.call("POST", `/api/threads/${thread.id}/messages`, { body: "明日の夕方なら伺えます。" });
  await signIn(page, author.email, MEMBER_PASSWORD);
  await page.goto(`/post/${postId}`);

  // 解決済み and the helper, chosen in the native selects with the arrow keys; 状態を保存 with Enter.
  const status = page.locator("#request-status");
  await tabTo(page, status);
  await arrowSelect(page, status, (value) => value === "resolved");
  const helperSelect = page.locator("#request-helper");
  await expect(helperSelect.locator(`option[value="${helper.id}"]`)).toHaveCount(1);
  await tabTo(page, helperSelect);
  await arrowSelect(page, helperSelect, (value) => value === String(helper.id));
  await tabTo(page, page.getByRole("button", { name: ui.statusSave }));
  await page.keyboard.press("Enter");
  const panel = page.locator(".request-panel");
  await expect(panel.locator(".status-badge--resolved")).toHaveText(copy.requests.status.resolved);

  // The rating: Tab into the group (良い is chosen), the arrow keys move the choice and back.
  const good = page.getByRole("radio", { name: copy.requests.rating.good });
  await tabTo(page, good);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: copy.requests.rating.normal })).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(good).toBeChecked();
  await expect(good).toBeFocused();
  const thanks = "重い本棚を手際よく運んでくださいました。";
  await tabTo(page, page.locator("#review-comment"));
  await page.keyboard.type(thanks);
  await tabTo(page, page.getByRole("button", { name: ui.reviewSubmit }));
  await page.keyboard.press("Enter");
  await expect(panel.getByText(ui.reviewDone)).toBeVisible();

  // The helper's profile shows the rating and the word of thanks (as trust-status.e2e.ts reads it).
  await page.goto(`/profile/${helper.id}`);
  await expect(page.locator(".ratings")).toContainText(ui.ratingCount(copy.requests.rating.good, 1));
  await expect(page.locator(".profile-reviews")).toContainText(thanks);
});

test("a member reports a request by keyboard; Escape closes the dialog and the focus returns", async ({
  page,
  baseURL,
}) => {
  const author = await restMember(baseURL ?? "", "kb-reported", "鍵盤 被通報");
  const title = `${uniqueWord("鍵盤")} 至急お金を貸してください`;
  const postId = await restRequest(
    author,
    title,
    "事情があって、すぐにお金が必要です。先に振り込んでください。",
  );
  const reporter = await restMember(baseURL ?? "", "kb-reporter", "鍵盤 通報");
  await signIn(page, reporter.email, MEMBER_PASSWORD);
  await page.goto(`/post/${postId}`);

  const button = page.getByRole("button", { name: report.heading(report.targets.post) });
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The modal takes the focus (its first reason); Escape closes it and gives the focus back to 通報 (no trap).
  const reasons = dialog.getByRole("radio");
  await expect(reasons.first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // Again: ArrowDown moves to the second reason and chooses it; Tab to 通報する, Enter.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: report.reasons.spam })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: report.reasons.scam })).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: report.submit, exact: true }), 10);
  await page.keyboard.press("Enter");
  await expect(page.getByText(report.thanks)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(report.reported, { exact: true })).toBeVisible();
});
