/**
 * The member pages in Chromium (docs/product.md §2 Dashboard, My page, My posts, My comments, favorites, followers):
 * the demo member logs in → dashboard → my posts with a keyword highlight → my comments → favorites → my page,
 * on desktop (1280×800) and on a phone (390×844). Screenshots go to test-results/screens/mypage-*.png.
 */
import { expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import type { MyCounters } from "#shared/schemas/mypage.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import { shot } from "./support/shell.ts";

const MEMBER = { email: "member@example.com", password: "member-pass-1234" };

async function logIn(page: Page, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.locator("#login-email").fill(MEMBER.email);
  await page.locator("#login-password").fill(MEMBER.password);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, "\\$&")}$`));
}

/** A REST list read with the page's session cookies. */
async function apiPage<T>(page: Page, path: string): Promise<{ data: T[]; meta: { total: number } }> {
  const response = await page.request.get(path, { headers: { Accept: "application/json" } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: T[]; meta: { total: number } };
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a member finds their dashboard, posts, comments and favorites", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, "/dashboard");

  // Dashboard: counters equal the server's summary, 5 recent own posts with their badges.
  await expect(page.getByRole("heading", { name: copy.mypage.titles.dashboard, level: 1 })).toBeVisible();
  const summary = (await (await page.request.get("/api/mypage/summary")).json()) as {
    data: { counts: MyCounters; recent_posts: PostView[] };
  };
  const counts = summary.data.counts;
  expect(counts.posts).toBeGreaterThan(5);
  await expect(page.locator('[data-counter="posts"] .counter__value')).toHaveText(String(counts.posts));
  await expect(page.locator('[data-counter="bookmarks"] .counter__value')).toHaveText(
    String(counts.bookmarks),
  );
  const recentPosts = page.locator("section", {
    has: page.getByRole("heading", { name: copy.mypage.recentPosts }),
  });
  await expect(recentPosts.locator(".recent-post")).toHaveCount(5);
  await expect(recentPosts.locator(".recent-post").first()).toContainText(
    summary.data.recent_posts[0]?.title ?? "",
  );
  await expect(page.getByRole("link", { name: copy.mypage.shortcuts.create })).toHaveAttribute(
    "href",
    "/post/create",
  );
  await expect(page.getByRole("link", { name: copy.mypage.shortcuts.threads })).toHaveAttribute(
    "href",
    "/threads",
  );
  await expect(page.getByRole("link", { name: copy.mypage.shortcuts.profileEdit })).toHaveAttribute(
    "href",
    "/profile/edit",
  );
  await shot(page, "mypage-01-dashboard");

  // My posts: every card says public or draft; a keyword narrows the list and is highlighted.
  await recentPosts.getByRole("link", { name: copy.mypage.seeAll }).click();
  await expect(page).toHaveURL(/\/myposts$/);
  await expect(page.getByRole("heading", { name: copy.mypage.titles.myposts, level: 1 })).toBeVisible();
  const cards = page.locator(".post-card");
  await expect(cards).toHaveCount(Math.min(15, counts.posts));
  const badges = page.locator(".post-card .badge--public, .post-card .badge--draft");
  await expect(badges).toHaveCount(Math.min(15, counts.posts));
  await expect(
    page.getByText(copy.pagination.summary(counts.posts, 1, Math.min(15, counts.posts))),
  ).toBeVisible();

  const mine = await apiPage<PostView>(page, "/api/myposts");
  const keyword = Array.from(mine.data[0]?.title ?? "")
    .slice(0, 2)
    .join("");
  await page.getByRole("searchbox", { name: copy.mypage.search.label }).fill(keyword);
  await page.getByRole("button", { name: copy.mypage.search.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/myposts\\?keyword=${encodeURIComponent(keyword)}$`));
  const filtered = await apiPage<PostView>(page, `/api/myposts?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByText(copy.mypage.search.results(keyword, filtered.meta.total))).toBeVisible();
  await expect(cards).toHaveCount(Math.min(15, filtered.meta.total));
  await expect(cards.first().locator("mark").first()).toHaveText(keyword);
  await shot(page, "mypage-02-myposts-keyword");

  // The q alias highlights too; an unknown word says so.
  await page.goto(`/myposts?q=${encodeURIComponent(keyword)}`);
  await expect(cards.first().locator("mark").first()).toHaveText(keyword);
  await page.goto(`/myposts?keyword=${encodeURIComponent("存在しない言葉ゼロ件")}`);
  await expect(page.getByText(copy.mypage.search.none("存在しない言葉ゼロ件"))).toBeVisible();

  // My comments: each commented post once, with the member's own comment count.
  await page.goto("/mycomments");
  await expect(page.getByRole("heading", { name: copy.mypage.titles.mycomments, level: 1 })).toBeVisible();
  const commented = await apiPage<PostView>(page, "/api/mycomments");
  if (commented.meta.total === 0) {
    await expect(page.getByText(copy.empty.myComments)).toBeVisible();
  } else {
    await expect(cards).toHaveCount(Math.min(15, commented.meta.total));
    await expect(page.locator(".commented-post__note").first()).toBeVisible();
    const titles = await page.locator(".post-card__title").allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
  }
  await shot(page, "mypage-03-mycomments");

  // Favorites: bookmarked posts, then the people the member follows and their followers.
  await page.goto("/favorites/posts");
  await expect(page.getByRole("heading", { name: copy.mypage.titles.favoritePosts, level: 1 })).toBeVisible();
  if (counts.bookmarks === 0) await expect(page.getByText(copy.empty.bookmarks)).toBeVisible();
  else await expect(cards).toHaveCount(Math.min(15, counts.bookmarks));
  await shot(page, "mypage-04-favorites-posts");

  await page.goto("/favorites/users");
  await expect(page.getByRole("heading", { name: copy.mypage.titles.favoriteUsers, level: 1 })).toBeVisible();
  if (counts.follows === 0) {
    await expect(page.getByText(copy.mypage.empty.follows)).toBeVisible();
  } else {
    await expect(page.locator(".member-card")).toHaveCount(Math.min(15, counts.follows));
    await expect(page.locator(".member-card__head").first()).toHaveAttribute("href", /^\/profile\/\d+$/);
  }
  await shot(page, "mypage-05-favorites-users");

  await page.goto("/followers");
  await expect(page.getByRole("heading", { name: copy.mypage.titles.followers, level: 1 })).toBeVisible();
  if (counts.followers === 0) await expect(page.getByText(copy.mypage.empty.followers)).toBeVisible();
  else await expect(page.locator(".member-card")).toHaveCount(Math.min(15, counts.followers));

  // My page: the member's card, counters, every link of docs/product.md §2 and the recent lists.
  await page.goto("/mypage");
  await expect(page.getByRole("heading", { name: copy.mypage.titles.mypage, level: 1 })).toBeVisible();
  const links: [string, string][] = [
    ["profile", "/profile/me"],
    ["profile-edit", "/profile/edit"],
    ["account-settings", "/account/settings"],
    ["myposts", "/myposts"],
    ["post-create", "/post/create"],
    ["mycomments", "/mycomments"],
    ["threads", "/threads"],
    ["favorite-posts", "/favorites/posts"],
    ["favorite-users", "/favorites/users"],
    ["followers", "/followers"],
  ];
  for (const [key, href] of links)
    await expect(page.locator(`[data-menu="${key}"]`)).toHaveAttribute("href", href);
  await expect(page.locator('[data-menu="logout"]')).toBeVisible();
  await expect(page.locator('[data-counter="comments"] .counter__value')).toHaveText(String(counts.comments));
  await expect(page.locator(".recent-posts").nth(0).locator(".recent-post")).toHaveCount(5);
  await shot(page, "mypage-06-mypage");

  // Logging out from my page ends at the login page.
  await page.locator('[data-menu="logout"]').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(copy.auth.loggedOut)).toBeVisible();
});

test("member pages read well on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, "/dashboard");
  await expect(page.locator('[data-counter="posts"] .counter__value')).not.toHaveText("0");
  await noSidewaysScroll(page);
  await shot(page, "mypage-07-dashboard-phone");

  await page.goto("/mypage");
  await expect(page.locator('[data-menu="myposts"]')).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, "mypage-08-mypage-phone");

  const mine = await apiPage<PostView>(page, "/api/myposts");
  const keyword = Array.from(mine.data[0]?.title ?? "")
    .slice(0, 2)
    .join("");
  await page.goto(`/myposts?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.locator(".post-card mark").first()).toHaveText(keyword);
  await noSidewaysScroll(page);
  await shot(page, "mypage-09-myposts-phone");

  await page.goto("/favorites/users");
  await expect(page.getByRole("heading", { name: copy.mypage.titles.favoriteUsers, level: 1 })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, "mypage-10-favorites-users-phone");
});

test("a visitor opening a member page is sent to login and comes back", async ({ page }) => {
  await page.goto("/mycomments");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmycomments$/);
  await page.locator("#login-email").fill(MEMBER.email);
  await page.locator("#login-password").fill(MEMBER.password);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/mycomments$/);
  await expect(page.getByRole("heading", { name: copy.mypage.titles.mycomments, level: 1 })).toBeVisible();
});
