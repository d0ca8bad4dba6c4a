/**
 * Notifications in Chromium (docs/product.md §11): B comments on A's post → A's bell shows 1 without a reload,
 * the notification opens the post; A saves a search from the list screen → C posts a matching request → A is
 * notified; the comment mail's one-click unsubscribe link works without a login and the settings on
 * /account/settings show and change it. Screenshots (desktop 1280×800 and phone 390×844) go to test-results/screens/.
 */
import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { linkIn, waitForMail } from "./support/mail.ts";
import { logIn, restApi } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const shots = "test-results/screens";
const PASSWORD = "demo-pass-1234";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function member(browser: Browser, email: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await logIn(page, email, PASSWORD);
  return page;
}

/** A public request by the page's member; returns its id. */
async function postRequest(page: Page, title: string, body: string): Promise<number> {
  type Listed<T> = T[] | { data: T[] };
  const listOf = <T>(answer: Listed<T>): T[] => (Array.isArray(answer) ? answer : answer.data);
  const categories = await restApi<Listed<{ id: number; children?: { id: number }[] }>>(
    page,
    "GET",
    "/api/categories",
  );
  const list = listOf(categories);
  const category = list.find((c) => (c.children?.length ?? 0) > 0)?.children?.[0]?.id ?? list[0]?.id;
  const region = listOf(await restApi<Listed<{ id: number }>>(page, "GET", "/api/regions"))[12]?.id;
  const created = await restApi<{ id: number } | { data: { id: number } }>(page, "POST", "/api/posts", {
    title,
    body,
    category_id: category,
    region_id: region,
    is_public: true,
  });
  return "data" in created ? created.data.id : created.id;
}

const bell = (page: Page) => page.getByTestId("notification-bell");

test("B comments on A's post: A's bell shows 1 live and opens the post; a saved search brings C's request", async ({
  browser,
}) => {
  const a = await member(browser, "user14@example.com");
  const b = await member(browser, "user15@example.com");
  const c = await member(browser, "user16@example.com");
  // A demo member: other journeys may have left A something unread (a followed member's new request). A starts
  // with everything read, and the bell says so once its count has arrived.
  await restApi(a, "POST", "/api/notifications/read", {});
  await a.goto("/");
  await expect(bell(a)).toHaveAccessibleName(copy.notifications.bell);
  await expect(bell(a).locator(".unread-badge")).toHaveCount(0);
  const postId = await postRequest(
    a,
    "古い本棚を運び出してください",
    "二階から一階まで、二人いると助かります。",
  );

  await restApi(b, "POST", "/api/comments", { post_id: postId, body: "明日の午後なら伺えます。" });
  // Live: no reload on A's page.
  await expect(bell(a).locator(".unread-badge")).toHaveText("1");
  await expect(bell(a)).toHaveAccessibleName(copy.notifications.bellUnread(1));
  await a.screenshot({ path: `${shots}/notifications-bell-desktop.png` });

  await bell(a).click();
  await expect(a).toHaveURL(/\/notifications$/);
  const item = a.locator(".notification-item").first();
  await expect(item).toContainText("さんがあなたの依頼にコメントしました");
  await expect(item).toContainText("明日の午後なら伺えます。");
  await a.screenshot({ path: `${shots}/notifications-desktop.png`, fullPage: true });
  await item.locator("a").click();
  await expect(a).toHaveURL(new RegExp(`/post/${postId}#comments$`));
  await expect(bell(a).locator(".unread-badge")).toHaveCount(0);

  // A saves a search from the list screen.
  await a.goto(`/posts?keyword=${encodeURIComponent("ピアノ")}`);
  const save = a.getByRole("button", { name: copy.notifications.savedSearch.save });
  await save.click();
  await expect(a.getByText(copy.notifications.savedSearch.saved)).toBeVisible();
  // The button now says 保存済み and cannot save the same criteria twice (docs/product.md §11 Saved searches).
  await expect(save).toHaveCount(0);
  await expect(a.getByRole("button", { name: copy.search.savedSearchDone })).toBeDisabled();
  await a.screenshot({ path: `${shots}/notifications-save-search-desktop.png` });

  // C posts a matching request: A is told live.
  const matchId = await postRequest(c, "電子ピアノを運んでほしい", "マンションの三階です。");
  await expect(bell(a).locator(".unread-badge")).toHaveText("1");
  await bell(a).click();
  const newest = a.locator(".notification-item").first();
  await expect(newest).toContainText(copy.notifications.kinds.saved_search.title);
  await expect(newest).toContainText("電子ピアノを運んでほしい");
  await expect(a.locator(".saved-searches__item")).toContainText("「ピアノ」");
  await newest.locator("a").click();
  await expect(a).toHaveURL(new RegExp(`/post/${matchId}$`));

  // The phone layout of the page and the bell.
  const phone = await member(browser, "user14@example.com", PHONE);
  await phone.goto("/notifications");
  // The two of this journey come first (A, a demo member, may hold older ones from other journeys).
  await expect(phone.locator(".notification-item").nth(0)).toContainText("電子ピアノを運んでほしい");
  await expect(phone.locator(".notification-item").nth(1)).toContainText("明日の午後なら伺えます。");
  await expect(bell(phone)).toBeVisible();
  await phone.screenshot({ path: `${shots}/notifications-phone.png`, fullPage: true });
});

test("the comment mail's unsubscribe link turns that mail off without a login; the settings show it and can turn it back on", async ({
  browser,
}) => {
  const a = await member(browser, "user17@example.com");
  const b = await member(browser, "user18@example.com");
  const postId = await postRequest(a, "植木鉢を並べ替えたい", "ベランダの鉢を十個ほど動かします。");
  await restApi(b, "POST", "/api/comments", { post_id: postId, body: "午前中に伺えます。" });
  const mail = await waitForMail("user17@example.com", /あなたの依頼にコメントしました/);
  expect(mail.text).toContain("午前中に伺えます。");
  const link = linkIn(mail, "/unsubscribe/");

  // A browser with no session opens the link.
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByText("「自分の依頼へのコメント」のメールの配信を停止しますか？")).toBeVisible();
  await visitor.screenshot({ path: `${shots}/unsubscribe-phone.png` });
  await visitor.getByRole("button", { name: copy.notifications.unsubscribe.button }).click();
  await expect(visitor.getByText("「自分の依頼へのコメント」のメールの配信を停止しました。")).toBeVisible();

  await a.goto("/account/settings");
  const s = copy.notifications.settings;
  const mailSwitch = a.getByRole("switch", { name: `${s.kindLabels.comment}：${s.email}` });
  await expect(mailSwitch).not.toBeChecked();
  await a.locator("#notification-settings").scrollIntoViewIfNeeded();
  await a.screenshot({ path: `${shots}/notification-settings-desktop.png`, fullPage: false });
  await mailSwitch.click();
  await expect(a.getByRole("combobox", { name: `${s.kindLabels.comment}：${s.timing}` })).toHaveValue(
    "immediate",
  );
  await a.getByRole("button", { name: s.save }).click();
  await expect(a.getByText(s.saved)).toBeVisible();
  await a.reload();
  await expect(a.getByRole("switch", { name: `${s.kindLabels.comment}：${s.email}` })).toBeChecked();

  // The same section on a phone stays inside the page.
  const phone = await member(browser, "user17@example.com", PHONE);
  await phone.goto("/account/settings");
  await phone.locator("#notification-settings").scrollIntoViewIfNeeded();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.screenshot({ path: `${shots}/notification-settings-phone.png` });
});
