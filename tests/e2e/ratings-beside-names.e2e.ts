/**
 * Ratings beside names (docs/product.md §10 Thanks and ratings): once a helper rated an author 良い, the author's
 * 「良い 1件」 shows beside their name on their request's card, on the post page, in the helper's thread with
 * them (its header and the threads list) and at the top of their profile, linking to the ratings. Screenshots at
 * 390×844 and 1280×800 go to test-results/screens/.
 */
import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { DESKTOP, logIn, PHONE, restApi, shot } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
const PASSWORD = "demo-pass-1234";
const one = copy.goodRatings.text(1);

async function member(browser: Browser, email: string, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await logIn(page, email, PASSWORD, { until: "user-menu" });
  return page;
}

type Listed<T> = T[] | { data: T[] };
const listOf = <T>(answer: Listed<T>): T[] => (Array.isArray(answer) ? answer : answer.data);

/** A public request by the page's member, resolved naming `helperId` after they commented. */
async function resolvedRequest(author: Page, helper: Page, helperId: number, title: string): Promise<number> {
  const categories = listOf(
    await restApi<Listed<{ id: number; children?: { id: number }[] }>>(author, "GET", "/api/categories"),
  );
  const category = categories.find((c) => (c.children?.length ?? 0) > 0)?.children?.[0]?.id;
  const region = listOf(await restApi<Listed<{ id: number }>>(author, "GET", "/api/regions"))[12]?.id;
  const created = await restApi<{ data: { id: number } }>(author, "POST", "/api/posts", {
    title,
    body: "週末に二時間ほど手伝ってくださる方を探しています。",
    category_id: category,
    region_id: region,
    is_public: true,
  });
  const id = created.data.id;
  await restApi(helper, "POST", "/api/comments", { post_id: id, body: "土曜の午前なら伺えます。" });
  await restApi(author, "PATCH", `/api/posts/${id}/status`, { status: "resolved", helper_id: helperId });
  return id;
}

test("「良い N件」 sits beside the name on cards, the post page, threads and the profile's top", async ({
  browser,
}) => {
  const author = await member(browser, "user12@example.com", PHONE);
  const helper = await member(browser, "user13@example.com", PHONE);
  const me = (await restApi<{ data: { id: number; name: string } }>(author, "GET", "/api/auth/me")).data;
  const helperMe = (await restApi<{ data: { id: number } }>(helper, "GET", "/api/auth/me")).data;
  const postId = await resolvedRequest(author, helper, helperMe.id, "物置の片付けを手伝ってほしい");
  await restApi(helper, "POST", `/api/posts/${postId}/reviews`, {
    rating: "good",
    comment: "丁寧な方でした。",
  });

  // The post page: beside the author's name.
  await helper.goto(`/post/${postId}`);
  const byline = helper.locator(".post-detail__byline");
  await expect(byline.getByText(one)).toBeVisible();
  await shot(helper, "ratings-post-phone", { fullPage: false });

  // The request's card in the list (a keyword finds it by its title).
  await helper.goto(`/posts?keyword=${encodeURIComponent("物置の片付け")}`);
  const card = helper.locator(".post-card", { hasText: "物置の片付けを手伝ってほしい" });
  await expect(card.getByText(one)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(helper, "ratings-card-phone", { fullPage: false });

  // The thread with the author: its header, then the threads list.
  await restApi(helper, "POST", "/api/threads", { user_id: me.id });
  const threads = listOf(
    await restApi<Listed<{ id: number; partner: { id: number } }>>(helper, "GET", "/api/threads"),
  );
  const thread = threads.find((t) => t.partner.id === me.id);
  if (!thread) throw new Error("the thread with the author is not listed");
  await helper.goto(`/threads/${thread.id}`);
  await expect(helper.locator(".thread__header").getByText(one)).toBeVisible();
  await shot(helper, "ratings-thread-phone", { fullPage: false });
  await helper.goto("/threads");
  await expect(helper.locator(".thread-item", { hasText: me.name }).getByText(one)).toBeVisible();
  await shot(helper, "ratings-threads-phone", { fullPage: false });

  // The profile's top links to its ratings section.
  await helper.goto(`/profile/${me.id}`);
  const top = helper.locator(".profile-card__who");
  await expect(top.getByText(one)).toBeVisible();
  await shot(helper, "ratings-profile-phone", { fullPage: false });
  await top.getByRole("link", { name: new RegExp(one) }).click();
  await expect(helper).toHaveURL(/#profile-ratings$/);

  // The same at 1280×800, and nothing wider than the phone.
  const desktop = await member(browser, "user13@example.com", DESKTOP);
  await desktop.goto(`/post/${postId}`);
  await expect(desktop.locator(".post-detail__byline").getByText(one)).toBeVisible();
  await shot(desktop, "ratings-post-desktop", { fullPage: false });
  await desktop.goto(`/posts?keyword=${encodeURIComponent("物置の片付け")}`);
  await expect(desktop.locator(".post-card", { hasText: "物置の片付け" }).getByText(one)).toBeVisible();
  await shot(desktop, "ratings-card-desktop", { fullPage: false });
  await desktop.goto(`/threads/${thread.id}`);
  await expect(desktop.locator(".thread__header").getByText(one)).toBeVisible();
  await shot(desktop, "ratings-thread-desktop", { fullPage: false });
  await desktop.goto(`/profile/${me.id}`);
  await expect(desktop.locator(".profile-card__who").getByText(one)).toBeVisible();
  await shot(desktop, "ratings-profile-desktop", { fullPage: false });
  for (const path of [`/post/${postId}`, "/threads", `/profile/${me.id}`]) {
    await helper.goto(path);
    expect(await helper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  }
});
