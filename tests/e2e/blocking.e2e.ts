/**
 * Blocking as people meet it (docs/product.md §12 Blocking, §2 Account settings, Profile show, Thread create), each
 * member in a phone-sized context of their own. B has a thread with A and A has a request; B keeps the thread open
 * while A blocks B: the thread says at once, without a reload, that it is closed. B then finds A's profile without
 * 依頼・相談する and フォローする but with the reason, /threads/create with A says B cannot message A (no form
 * asking for a user id), and A's request by its URL is unavailable — as is B's request for A. A lists the members
 * A blocked in account settings and lifts the block there with 解除; B's profile buttons come back. Screenshots at
 * 390×844 and 1280×800 go to test-results/screens/blocking-*.png.
 */
import {
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { DESKTOP, logIn, PHONE, restApi, shot } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "demo-pass-1234";
const b = copy.safety.block;

/** Saves the page at phone size, then at desktop size (and back to the phone). */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shot(page, `blocking-${name}-phone`, { fromTop: true });
  await page.setViewportSize(DESKTOP);
  await shot(page, `blocking-${name}-desktop`, { fromTop: true });
  await page.setViewportSize(PHONE);
}

/** Saves one part of the page (a settings section) at phone size, then at desktop size. */
async function shootPart(page: Page, part: Locator, name: string): Promise<void> {
  await part.screenshot({ path: `test-results/screens/blocking-${name}-phone.png` });
  await page.setViewportSize(DESKTOP);
  await part.screenshot({ path: `test-results/screens/blocking-${name}-desktop.png` });
  await page.setViewportSize(PHONE);
}

/** A new phone-sized context signed in as `email`, with the member's id. */
async function member(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page; id: number; name: string }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await logIn(page, email, PASSWORD, { until: "user-menu" });
  const me = await restApi<{ data: { id: number; name: string } }>(page, "GET", "/api/auth/me");
  return { context, page, id: me.data.id, name: me.data.name };
}

/** Creates a request of the page's member over REST and returns its id. */
async function createRequest(page: Page, title: string): Promise<number> {
  const categories = await restApi<{ data: { id: number; children: { id: number }[] }[] }>(
    page,
    "GET",
    "/api/categories",
  );
  const regions = await restApi<{ data: { id: number }[] } | { id: number }[]>(page, "GET", "/api/regions");
  const regionList = Array.isArray(regions) ? regions : regions.data;
  const post = await restApi<{ data: { id: number } }>(page, "POST", "/api/posts", {
    title,
    body: "週末に家具の組み立てを手伝ってくれる方を探しています。工具はこちらで用意します。",
    category_id: categories.data.find((cat) => cat.children.length > 0)?.children[0]?.id,
    region_id: regionList[12]?.id ?? regionList[0]?.id,
  });
  return post.data.id;
}

test("a block closes the thread live, hides profile actions with the reason, and is lifted from account settings", async ({
  browser,
}) => {
  const a = await member(browser, "user08@example.com");
  const bee = await member(browser, "user09@example.com");
  const aPost = await createRequest(a.page, `ブロック確認 A の依頼 ${Date.now().toString(36)}`);
  const bPost = await createRequest(bee.page, `ブロック確認 B の依頼 ${Date.now().toString(36)}`);
  const thread = await restApi<{ id: number }>(bee.page, "POST", "/api/threads", { user_id: a.id });
  await restApi(bee.page, "POST", `/api/threads/${thread.id}/messages`, { body: "家具の件でご相談です。" });

  // B has the thread open; A blocks B from A's own screen: B's thread closes without a reload.
  await bee.page.goto(`/threads/${thread.id}`);
  await expect(bee.page.getByRole("textbox")).toBeVisible();
  await a.page.goto(`/profile/${bee.id}`);
  a.page.once("dialog", (dialog) => void dialog.accept());
  await a.page.getByRole("button", { name: b.button, exact: true }).click();
  await expect(a.page.getByText(b.done)).toBeVisible();
  await expect(bee.page.getByText(b.threadClosed)).toBeVisible();
  await expect(bee.page.getByRole("textbox")).toHaveCount(0);
  await shootBoth(bee.page, "01-thread-closed");

  // A's profile (blocker's view): no 依頼・相談する, no フォローする, the reason, and 解除.
  await expect(a.page.getByText(b.youBlocked)).toBeVisible();
  await expect(a.page.getByRole("link", { name: copy.profile.requestButton })).toHaveCount(0);
  await expect(a.page.getByRole("button", { name: copy.profile.follow, exact: true })).toHaveCount(0);
  await expect(a.page.getByRole("button", { name: b.unblock })).toBeVisible();
  await shootBoth(a.page, "02-profile-blocker");

  // B's view of A's profile: the same actions are gone, with the reason.
  await bee.page.goto(`/profile/${a.id}`);
  await expect(bee.page.getByText(b.blockedYou)).toBeVisible();
  await expect(bee.page.getByRole("link", { name: copy.profile.requestButton })).toHaveCount(0);
  await expect(bee.page.getByRole("button", { name: copy.profile.follow, exact: true })).toHaveCount(0);
  await shootBoth(bee.page, "03-profile-blocked");

  // /threads/create with A: the refusal, not a form asking for a user id.
  await bee.page.goto(`/threads/create?user_id=${a.id}`);
  await expect(bee.page.getByText(b.cannotMessage)).toBeVisible();
  await expect(bee.page.getByLabel(copy.threads.userIdLabel)).toHaveCount(0);
  await expect(bee.page.getByText(copy.threads.createFailed)).toHaveCount(0);
  await expect(bee.page.getByRole("link", { name: b.backToProfile })).toBeVisible();
  await shootBoth(bee.page, "04-thread-create-refused");

  // Each one's request by its URL is unavailable to the other.
  await bee.page.goto(`/post/${aPost}`);
  await expect(bee.page.getByText(b.postUnavailable)).toBeVisible();
  await expect(bee.page.getByText(copy.errors.postNotFound)).toHaveCount(0);
  await shootBoth(bee.page, "05-post-unavailable");
  await a.page.goto(`/post/${bPost}`);
  await expect(a.page.getByText(b.postUnavailable)).toBeVisible();

  // A's account settings list B, with 解除; lifting the block empties the list.
  await a.page.goto("/account/settings");
  const section = a.page.locator("section", { has: a.page.getByRole("heading", { name: b.listTitle }) });
  await expect(section).toBeVisible();
  const row = section.getByRole("listitem").filter({ hasText: bee.name });
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: bee.name })).toHaveAttribute("href", `/profile/${bee.id}`);
  await shootPart(a.page, section, "06-settings-blocks");
  await row.getByRole("button", { name: b.liftLabel(bee.name) }).click();
  await expect(a.page.getByText(b.undone)).toBeVisible();
  await expect(section.getByText(b.empty)).toBeVisible();
  await shootPart(a.page, section, "07-settings-blocks-empty");

  // B's view of A's profile offers the actions again.
  await bee.page.goto(`/profile/${a.id}`);
  await expect(bee.page.getByRole("link", { name: copy.profile.requestButton })).toBeVisible();
  await expect(bee.page.getByRole("button", { name: copy.profile.follow, exact: true })).toBeVisible();
  await expect(bee.page.getByText(b.blockedYou)).toHaveCount(0);

  for (const context of [a.context, bee.context]) await context.close();
});
