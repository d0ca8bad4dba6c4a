/**
 * The first screen on a phone (docs/product.md "Phone first" #phone-first-first-screen): at 390×844 the title of
 * a request card is inside the first viewport, above the bottom navigation, on the home page, the newest list,
 * a category, tag and region list and search results — for a visitor and for a member. Then the card is one
 * large tap target whose inner links still lead elsewhere, and the list's filters open as a sheet.
 */
import { expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { logIn, PHONE } from "./support/shell.ts";

const PAGES = [
  "/",
  "/posts",
  "/category/moving",
  "/tags/weekend",
  "/regions/tokyo",
  "/region/13",
  `/posts?keyword=${encodeURIComponent("手伝")}`,
];
/** The phone's bottom navigation covers the last 56 px of the viewport. */
const BOTTOM_NAV = 56;

async function expectCardInFirstViewport(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const title = page.locator(".post-card .post-card__title").first();
  // A busy machine (2 cores shared) can take more than the default 5 s to load a page's code and list.
  await expect(title, path).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await title.boundingBox();
  expect(box, path).not.toBeNull();
  expect(box?.y ?? Number.POSITIVE_INFINITY, `${path}: title top`).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), `${path}: title bottom`).toBeLessThanOrEqual(
    PHONE.height - BOTTOM_NAV,
  );
}

test.use({ viewport: PHONE });

test("a visitor sees a request in the first viewport of every list page", async ({ page }) => {
  for (const path of PAGES) await expectCardInFirstViewport(page, path);
});

test("a member sees a request in the first viewport of every list page, nearby first on home", async ({
  page,
}) => {
  await logIn(page, "member@example.com", "member-pass-1234");
  for (const path of PAGES) await expectCardInFirstViewport(page, path);
  await page.goto("/");
  // The member's nearby requests come before the board and the recommended ones.
  const first = page.locator("section.section").first();
  await expect(first).toHaveAttribute("id", "nearby");
});

test("the whole card opens the request; its inner links still go their own way", async ({ page }) => {
  await page.goto("/posts");
  const card = page.locator(".post-card").first();
  const href = await card.locator(".post-card__title a").getAttribute("href");
  // A tap on the card's empty right edge, away from every link.
  const box = await card.boundingBox();
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) - 12, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  // The newest card may carry no tag (other journeys post untagged requests): the first card with one.
  const tag = page
    .locator(".post-card", { has: page.locator(".tag-chip") })
    .first()
    .locator(".tag-chip")
    .first();
  const tagHref = await tag.getAttribute("href");
  await tag.click();
  await expect(page).toHaveURL(new RegExp(`${(tagHref ?? "").replace(/[?[\]]/g, "\\$&")}$`));
});

test("the filters fold into one bar and open as a sheet", async ({ page }) => {
  await page.goto("/posts");
  await expect(page.locator("#filter-keyword")).toBeHidden();
  const toggle = page.getByRole("button", { name: copy.phone.filters.open });
  await toggle.click();
  await expect(page.locator("#filter-keyword")).toBeVisible();
  await page.locator("#filter-keyword").fill("草むしり");
  await page.locator("#filter-keyword").press("Enter");
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator("#filter-keyword")).toBeHidden();
  await expect(page.locator(".filter-bar__chip")).toHaveText("「草むしり」");
});

test("on the nearby list the quick links mark 「近くの依頼」, not 「新着一覧」", async ({ page }) => {
  await page.goto("/posts?all=true");
  const links = page.locator(".quick-links");
  await expect(links.getByRole("link", { name: copy.nav.nearby })).toHaveAttribute("aria-current", "page");
  await expect(links.getByRole("link", { name: copy.nav.newest })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.goto("/posts");
  await expect(links.getByRole("link", { name: copy.nav.newest })).toHaveAttribute("aria-current", "page");
  await expect(links.getByRole("link", { name: copy.nav.nearby })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a visitor who logs in to message the author lands in the thread; the create form starts with the region", async ({
  page,
}) => {
  await page.goto("/posts");
  // A request by someone other than the member who logs in (山田 太郎, member@example.com, may have posted the newest).
  await page
    .locator(".post-card", { hasNotText: "山田 太郎" })
    .first()
    .locator(".post-card__title a")
    .click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await page.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.locator("#login-email").fill("member@example.com");
  await page.locator("#login-password").fill("member-pass-1234");
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/threads\/\d+$/);

  const me = (await (
    await page.request.get("/api/auth/me", { headers: { Accept: "application/json" } })
  ).json()) as {
    data: { region_id: number | null };
  };
  expect(me.data.region_id).not.toBeNull();
  await page.goto("/post/create");
  await expect(page.locator("select[name=region_id]")).toHaveValue(String(me.data.region_id));
});

test("opening a request from a list shows its title and author at once, before the detail answers", async ({
  page,
}) => {
  await page.goto("/posts");
  const card = page.locator(".post-card").first();
  const title = ((await card.locator(".post-card__title").textContent()) ?? "").trim();
  const author = ((await card.locator(".author__name").first().textContent()) ?? "").trim();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*posts\.byId/, async (route) => {
    await held;
    await route.continue();
  });
  await card.locator(".post-card__title a").click();
  await expect(page.locator(".post-detail--preview h1")).toHaveText(title);
  await expect(page.locator(".post-detail--preview")).toContainText(author);
  release();
  await expect(page.locator(".post-detail--preview")).toHaveCount(0);
  await expect(page.locator("#comments-title")).toBeVisible();
  await expect(page.locator("h1#post-title")).toHaveText(title);
});

test("the thread's scroll area is reachable by keyboard", async ({ page }) => {
  await logIn(page, "member@example.com", "member-pass-1234");
  await page.goto("/posts");
  // A request by someone else: its message button opens the thread with its author.
  const others = page.locator(".post-card").filter({ hasNot: page.getByText("山田 太郎") });
  await others.first().locator(".post-card__title a").click();
  await page.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  await expect(page).toHaveURL(/\/threads\/\d+$/);
  const scroll = page.locator(".thread__scroll");
  await expect(scroll).toBeVisible();
  let reached = false;
  for (let step = 0; step < 40 && !reached; step += 1) {
    await page.keyboard.press("Tab");
    reached = await scroll.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
});

test("a missing thread or profile says so and offers a way on", async ({ page }) => {
  await page.goto("/profile/99999999");
  await expect(page.getByText(copy.profile.notFound)).toBeVisible();
  await page.getByRole("link", { name: copy.phone.backToPosts }).click();
  await expect(page).toHaveURL(/\/posts$/);

  await logIn(page, "member@example.com", "member-pass-1234");
  await page.goto("/threads/99999999");
  await expect(page.getByText(copy.phone.threadNotFound)).toBeVisible();
  await expect(page.getByText(copy.threads.fetchFailed)).toHaveCount(0);
  await page.getByRole("link", { name: copy.threads.backToList }).click();
  await expect(page).toHaveURL(/\/threads$/);
});

test("a toast does not cover the page heading on a phone", async ({ page }) => {
  await logIn(page, "member@example.com", "member-pass-1234");
  await page.getByRole("button", { name: /ユーザーメニュー/ }).click();
  await page
    .getByRole("button", { name: copy.nav.logout })
    .or(page.getByRole("menuitem", { name: copy.nav.logout }))
    .first()
    .click();
  const toast = page.locator(".flash").filter({ hasText: copy.auth.loggedOut });
  await expect(toast).toBeVisible();
  const heading = await page.locator("main h1").first().boundingBox();
  const box = await toast.boundingBox();
  expect(heading).not.toBeNull();
  expect(box).not.toBeNull();
  const overlaps =
    (box?.y ?? 0) < (heading?.y ?? 0) + (heading?.height ?? 0) &&
    (heading?.y ?? 0) < (box?.y ?? 0) + (box?.height ?? 0);
  expect(overlaps).toBe(false);
});
