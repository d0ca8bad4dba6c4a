/**
 * The rules of the list and form screens that the journeys do not walk (docs/product.md §2 Post list, Post
 * create, Pagination, Nearby section on home; §4 List mode titles, toggles; §5 Tags; §8 errors; §9 debounce):
 * titles with and without a keyword in both orders, the member's sort toggle, highlight, several tags toggled
 * on and off (shown by name), the ±2 page window, the empty text, a tag page's own tag, the home nearby section
 * of a member without a region and after a failed load, the tag input (IME, separators, slugs, the limit), the
 * suggest/tag-search debounce, optimistic toggles rolled back, and the create form's error box.
 */
import { expect, type Locator, type Page, type Route, test } from "@playwright/test";
import sharp from "sharp";
import { INTENDED_PATH_KEY, SUGGEST, TAG_SEARCH } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { DESKTOP, login, uniqueEmail, verifiedMember } from "./support/accounts.ts";

const MEMBER = { email: "member@example.com", password: "member-pass-1234" };
/** The embedded database answers the home page's batched calls one after another: allow for a busy machine. */
const SLOW = 15_000;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

/** The search parameters of the page's URL (tags in order). */
function searchOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** Waits until the list shows the answer for the current URL (not the previous page kept while loading). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator(".list-area")).toHaveAttribute("aria-busy", "false");
  await expect(page.locator(".list-area--stale")).toHaveCount(0);
}

/** Holds every call to a tRPC procedure until `release()`, then fails it as a lost connection would. */
async function failCalls(page: Page, procedure: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && url.pathname.split(/[/,]/).includes(procedure),
    async (route: Route) => {
      await gate;
      await route.abort("connectionfailed");
    },
  );
  return release;
}

test("a member's list: titles, sort toggle, highlight, several tags, the page window and the empty text", async ({
  page,
}) => {
  await login(page, MEMBER.email, MEMBER.password);

  // Newest first for a member without location: the toggle shows, the visitor prompt does not.
  await page.goto("/posts");
  await expect(page.getByRole("heading", { level: 1, name: copy.titles.postList })).toBeVisible();
  const toggle = page.locator(".sort-toggle");
  await expect(toggle.getByRole("link", { name: copy.discovery.sortNewest })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText(copy.location.prompt)).toHaveCount(0);

  // A keyword: 「犬」の検索結果, every card marks the word.
  await page.locator("#filter-keyword").fill("犬");
  await page.locator(".filter-bar").getByRole("button", { name: copy.filters.submit }).click();
  await expect(page).toHaveURL(/\/posts\?keyword=%E7%8A%AC$/);
  await expect(page.getByRole("heading", { level: 1, name: copy.titles.searchResults("犬") })).toBeVisible();
  const cards = page.locator(".post-card");
  await settled(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.locator("mark").first()).toHaveText("犬");

  // Distance order keeps the keyword: 「犬」の検索結果（距離順）, ordered by the member's prefecture.
  await toggle.getByRole("link", { name: copy.discovery.sortDistance }).click();
  await expect(page).toHaveURL(/keyword=%E7%8A%AC&all=true$/);
  await expect(
    page.getByRole("heading", { level: 1, name: copy.titles.nearbySearchResults("犬") }),
  ).toBeVisible();
  await expect(page.getByText(copy.discovery.orderedByRegion("東京都"))).toBeVisible();
  await toggle.getByRole("link", { name: copy.discovery.sortNewest }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.titles.searchResults("犬") })).toBeVisible();

  // Tags: a chip on a card filters, a second one narrows further, the filter chips name them and remove one.
  // The newest posts need not carry tags (other journeys create untagged ones): take the first card that does.
  await page.goto("/posts");
  await settled(page);
  const firstChip = cards
    .filter({ has: page.locator(".tag-chip") })
    .first()
    .locator(".tag-chip")
    .first();
  const firstName = ((await firstChip.textContent()) ?? "").replace(/^#/, "");
  await firstChip.click();
  await expect.poll(() => searchOf(page).getAll("tags").length).toBe(1);
  const firstSlug = searchOf(page).get("tags") ?? "";
  const filterChips = page.locator(".filter-bar__tags .tag-chip");
  await expect(filterChips).toHaveText([`#${firstName}`]);
  await settled(page);
  const inactive = ".tag-chip:not(.tag-chip--active)";
  const secondChip = cards
    .filter({ has: page.locator(inactive) })
    .first()
    .locator(inactive)
    .first();
  const secondName = ((await secondChip.textContent()) ?? "").replace(/^#/, "");
  await secondChip.click();
  await expect.poll(() => searchOf(page).getAll("tags").length).toBe(2);
  await expect(filterChips).toHaveText([`#${firstName}`, `#${secondName}`]);
  await settled(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const active = await card.locator(".tag-chip--active").allTextContents();
    expect(active.sort()).toEqual([`#${firstName}`, `#${secondName}`].sort());
  }
  await page.getByRole("link", { name: copy.filters.removeTag(firstName) }).click();
  await expect.poll(() => searchOf(page).getAll("tags")).not.toContain(firstSlug);
  await expect(filterChips).toHaveText([`#${secondName}`]);

  // Pagination: previous/next and the pages within 2 of the current one, with the summary.
  await page.goto("/posts?page=5");
  const pagination = page.locator(".pagination");
  await expect(pagination.locator(".pagination__page--current")).toHaveText("5");
  await expect(pagination.locator("a.pagination__page")).toHaveText(["3", "4", "6", "7"]);
  await expect(pagination.getByRole("link", { name: copy.pagination.previous })).toHaveAttribute(
    "href",
    "/posts?page=4",
  );
  await expect(pagination.getByRole("link", { name: copy.pagination.next })).toHaveAttribute(
    "href",
    "/posts?page=6",
  );
  await expect(pagination.locator(".pagination__summary")).toHaveText(/^全\d+件中、61～75件を表示$/);

  // Nearby with a tag that does not exist: the nearby empty text, and no claim that the region is missing.
  await page.goto("/posts?all=true&tags=no-such-tag");
  await expect(page.getByText(copy.empty.nearby)).toBeVisible();
  await expect(page.getByText(copy.discovery.noRegionNewest)).toHaveCount(0);

  // Nothing found: the empty text, no summary.
  await page.goto(`/posts?keyword=${encodeURIComponent("存在しない依頼のキーワード")}`);
  await expect(page.getByText(copy.search.noMatch.title)).toBeVisible();
  await expect(page.locator(".pagination__summary")).toHaveCount(0);

  // A tag page: its own tag stays on (the chip does not add it a second time).
  await page.goto("/tags/weekend");
  await expect(page.getByRole("heading", { level: 1, name: copy.discovery.tagTitle("週末") })).toBeVisible();
  await settled(page);
  await expect(cards.first().getByRole("link", { name: "#週末" })).toHaveAttribute("href", "/tags/weekend");
});

test("home nearby: a member without a region is asked to register one; a failed load shows the empty list", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("noregion");
  const client = await verifiedMember(baseURL ?? "", email, "noregion-pass-1234", "地域 なし子");
  await client.api.dispose();
  await login(page, email, "noregion-pass-1234");
  await page.goto("/");
  const nearby = page.locator("#nearby");
  await expect(nearby.getByText(copy.discovery.nearbyNoRegion)).toBeVisible({ timeout: SLOW });
  await expect(nearby.getByRole("link", { name: copy.discovery.setRegion })).toHaveAttribute(
    "href",
    "/profile/region/setup",
  );
  await expect(nearby.locator(".post-card")).toHaveCount(0);
  // Their nearby list falls back to the newest posts and says why.
  await page.goto("/posts?all=true");
  await expect(page.getByText(copy.discovery.noRegionNewest)).toBeVisible();
  await expect(page.locator(".post-card").first()).toBeVisible();

  // A member with a region whose nearby call fails sees the empty list (docs/product.md §8 Nearby failure).
  await page.context().clearCookies();
  await login(page, MEMBER.email, MEMBER.password);
  const release = await failCalls(page, "posts.list");
  release();
  await page.goto("/");
  await expect(nearby.getByText(copy.empty.nearby)).toBeVisible({ timeout: SLOW });
  await expect(nearby.locator(".post-card")).toHaveCount(0);
});

test("the tag input: IME, separators, slugs, the limit of 10, ×; suggest and tag search are debounced", async ({
  page,
}) => {
  // The page's clock is Playwright's: paused while a word is typed, so the typing is "quick" however slowly a
  // busy machine delivers the keys, then moved past the debounce (never a real wait).
  await page.clock.install();
  await login(page, MEMBER.email, MEMBER.password);
  await page.goto("/post/create");
  await expect(page.getByRole("heading", { level: 1, name: copy.titles.postCreate })).toBeVisible();

  // Debounce: typing quickly asks once, with the final text and the limits of docs/product.md §9.
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = decodeURIComponent(request.url());
    if (url.includes("tags.suggest") || url.includes("tags.search")) calls.push(url);
  });
  const typeQuickly = async (field: Locator, text: string, debounceMs: number) => {
    const asked = calls.length;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await field.pressSequentially(text);
    expect(calls).toHaveLength(asked);
    await page.clock.runFor(debounceMs);
    await page.clock.resume();
  };
  await typeQuickly(page.locator("#post-quick-search"), "引っ越し", SUGGEST.debounceMs);
  await expect(page.locator(".quick-search__results")).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toContain('"q":"引っ越し","limit":6');
  await page.locator("#post-quick-search").fill("");

  const input = page.locator("#post-tags");
  await typeQuickly(input, "週末", TAG_SEARCH.debounceMs);
  await expect(page.locator(".tag-options", { hasText: copy.postForm.tagSearchLabel })).toBeVisible();
  expect(calls).toHaveLength(2);
  expect(calls[1]).toContain('"search":"週末","limit":8');
  await input.fill("");

  const chips = page.locator(".tag-input__tag");
  const count = page.locator(".tag-input__count");

  // An IME composition: the Enter that confirms the conversion adds nothing, whether the browser flags it as
  // composing (Chromium: isComposing, keyCode 229) or not (the composition is still open); Enter afterwards adds.
  await input.focus();
  await input.dispatchEvent("compositionstart");
  await input.fill("いぬ");
  await input.dispatchEvent("keydown", { key: "Enter", isComposing: true, keyCode: 229, bubbles: true });
  await input.dispatchEvent("keydown", { key: "Enter", bubbles: true });
  await input.dispatchEvent("keydown", { key: " ", bubbles: true });
  await expect(chips).toHaveCount(0);
  await input.dispatchEvent("compositionend", { data: "いぬ" });
  await expect(input).toHaveValue("いぬ");
  await expect(chips).toHaveCount(0);
  await input.press("Enter");
  await expect(chips).toHaveText(["#いぬ"]);

  // Separators: a full-width space and a comma split; slugs are normalised (NFKC, lower case, hyphens).
  await input.fill("Ｇａｒｄｅｎ　Work");
  await input.press("Enter");
  await input.fill("Foo_Bar!!");
  await input.press(",");
  await input.pressSequentially("alpha ");
  await expect(chips).toHaveText(["#いぬ", "#garden", "#work", "#foo-bar", "#alpha"]);
  await expect(input).toHaveValue("");

  // At most 10: the 11th stays typed and the limit message shows; × removes one and frees a place.
  await input.pressSequentially("t6 t7 t8 t9 t10 ");
  await expect(count).toHaveText("10 / 10");
  await input.pressSequentially("t11");
  await input.press("Enter");
  await expect(page.getByText(copy.post.tagLimit(10))).toBeVisible();
  await expect(input).toHaveValue("t11");
  await expect(chips).toHaveCount(10);
  await page.getByRole("button", { name: copy.post.removeTag("garden") }).click();
  await expect(count).toHaveText("9 / 10");
  await expect(page.getByText(copy.post.tagLimit(10))).toHaveCount(0);
  await input.press("Enter");
  await expect(chips.last()).toHaveText("#t11");
  await expect(count).toHaveText("10 / 10");
});

test("optimistic save and follow roll back with the spec's words when the server call fails", async ({
  page,
}) => {
  await login(page, MEMBER.email, MEMBER.password);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { data: { id: number } };
  const list = (await (await page.request.get("/api/posts")).json()) as {
    data: { id: number; is_bookmarked: boolean; user: { id: number; is_following: boolean } | null }[];
  };
  const post = list.data.find(
    (item) => item.user && item.user.id !== me.data.id && !item.is_bookmarked && !item.user.is_following,
  );
  if (!post) throw new Error("the demo board has no post of someone else to try the toggles on");
  await page.goto(`/post/${post.id}`);

  const saveFails = await failCalls(page, "social.bookmark");
  await page.getByRole("button", { name: copy.postDetail.save }).click();
  await expect(page.getByRole("button", { name: copy.postDetail.saved })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  saveFails();
  await expect(page.getByRole("button", { name: copy.postDetail.save })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(page.locator(".post-actions__error")).toHaveText(copy.errors.bookmarkFailed);

  const followFails = await failCalls(page, "social.follow");
  await page.getByRole("button", { name: copy.postDetail.follow }).click();
  await expect(page.getByRole("button", { name: copy.postDetail.following })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  followFails();
  await expect(page.getByRole("button", { name: copy.postDetail.follow })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(page.locator(".post-actions__error")).toContainText(copy.errors.followFailed);

  // Nothing was stored.
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole("button", { name: copy.postDetail.save })).toBeVisible();
  await expect(page.getByRole("button", { name: copy.postDetail.follow })).toBeVisible();
});

test("a member whose e-mail is not verified is sent to verify (its path remembered) before saving or commenting", async ({
  page,
}) => {
  await login(page, "unverified@example.com", "unverified-pass-1234");
  const list = (await (await page.request.get("/api/posts")).json()) as { data: { id: number }[] };
  const postPath = `/post/${list.data[0]?.id}`;
  await page.goto(postPath);
  const comments = page.locator("#comments");
  await expect(comments.getByText(copy.emailVerify.requiredNotice)).toBeVisible();
  await expect(comments.locator("#comment-body")).toHaveCount(0);
  await page.getByRole("button", { name: copy.postDetail.save }).click();
  await expect(page).toHaveURL(/\/email\/verify$/);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), INTENDED_PATH_KEY)).toBe(postPath);
  await page.goBack();
  await comments.getByRole("button", { name: copy.postDetail.commentVerify }).click();
  await expect(page).toHaveURL(/\/email\/verify$/);
});

test("a draft: 下書き保存 → /myposts badged 下書き, hidden from others, edit shows 下書き（保存済）, then published", async ({
  page,
  browser,
}) => {
  await login(page, MEMBER.email, MEMBER.password);
  await page.goto("/post/create");
  // The grouped category select marks parents with 親.
  const category = page.locator("#post-category");
  await expect(category.locator("optgroup").first()).toBeAttached();
  await expect(category.locator("optgroup option").first()).toHaveText(/^親: /);
  const title = `E2E 下書きの依頼 ${Date.now().toString(36)}`;
  await page.locator("#post-title").fill(title);
  await page.locator("#post-body").fill("まだ公開しない依頼です。");
  await category.selectOption({ index: 2 });
  await page.locator("#post-region").selectOption({ label: "大阪府" });
  await page.getByRole("button", { name: copy.post.saveDraft }).click();
  await expect(page).toHaveURL(/\/myposts$/);
  await expect(page.getByText(copy.postForm.createdDraft)).toBeVisible();
  const card = page.locator(".post-card", { hasText: title });
  await expect(card.locator(".badge--draft")).toHaveText(copy.post.draft);
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  const postPath = new URL(page.url()).pathname;

  // Nobody else sees it: not by id, not in the lists.
  const visitorContext = await browser.newContext({ locale: "ja-JP" });
  const visitor = await visitorContext.newPage();
  await visitor.goto(postPath);
  await expect(visitor.getByText(copy.errors.postNotFound)).toBeVisible();
  await visitor.goto(`/posts?keyword=${encodeURIComponent(title)}`);
  await expect(visitor.getByText(copy.search.noMatch.title)).toBeVisible();
  await visitorContext.close();

  await page.getByRole("link", { name: copy.post.edit }).click();
  await expect(page.getByText(copy.post.savedDraft)).toBeVisible();
  await page.getByRole("button", { name: copy.post.publish }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await expect(page.locator(".post-detail .badge--draft")).toHaveCount(0);
  await page.getByRole("link", { name: copy.post.edit }).click();
  await expect(page.getByText(copy.post.savedPublic)).toBeVisible();
});

test("the create form's error box: field errors first, then a failed send with the image hint", async ({
  page,
}) => {
  await login(page, MEMBER.email, MEMBER.password);
  await page.goto("/post/create");
  // The form starts with the member's registered region (docs/product.md "Phone first"); cleared, it is required.
  await expect(page.locator("#post-region")).not.toHaveValue("");
  await page.locator("#post-region").selectOption("");
  await page.getByRole("button", { name: copy.post.publish }).click();
  const box = page.locator(".error-box");
  await expect(box.locator(".error-box__title")).toHaveText(copy.errors.errorBoxTitle);
  await expect(box.getByText(copy.validation.required(copy.fields.title))).toBeVisible();
  await expect(box.getByText(copy.validation.regionRequired)).toBeVisible();

  await page.locator("#post-title").fill("E2E 送信に失敗する依頼");
  await page.locator("#post-body").fill("送信が失敗したときの表示を確かめます。");
  await page.locator("#post-category").selectOption({ index: 2 });
  await page.locator("#post-region").selectOption({ label: "東京都" });
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  await page.locator("#post-photos").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: copy.postForm.imageNew })).toBeVisible();

  const sendFails = await failCalls(page, "posts.create");
  sendFails();
  await page.getByRole("button", { name: copy.post.publish }).click();
  await expect(box.locator(".error-box__list li")).toHaveText([
    copy.errors.postCreateFailed,
    copy.errors.postCreateImageRetry,
  ]);
  await expect(page.getByRole("img", { name: copy.postForm.imageNew })).toHaveCount(0);
  await expect(page).toHaveURL(/\/post\/create$/);
});
