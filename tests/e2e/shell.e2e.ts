/**
 * The app shell of issue 6 (spec.md §2 Layout, Navigation guards): the phone bottom navigation and its
 * keyboard-open rule, the header search rules, and the title/description after every navigation.
 */
import { expect, type Page, test } from "@playwright/test";
import { copy } from "../../src/shared/copy.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(password);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

function bottomNav(page: Page) {
  return page.getByRole("navigation", { name: copy.nav.bottomNavigation });
}

test.describe("phone bottom navigation", () => {
  test.use({ viewport: PHONE });

  test("shows on home for a visitor, not on other pages, and hides while the keyboard is open", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(bottomNav(page)).toBeVisible();
    for (const label of [copy.nav.home, copy.nav.messages, copy.nav.post, copy.nav.mypage]) {
      await expect(bottomNav(page).getByRole("link", { name: label })).toBeVisible();
    }

    // The on-screen keyboard shrinks the viewport: by more than 120 px the bar hides, by less it stays.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height - 100 });
    await expect(bottomNav(page)).toBeVisible();
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height - 300 });
    await expect(bottomNav(page)).toBeHidden();
    await page.setViewportSize(PHONE);
    await expect(bottomNav(page)).toBeVisible();

    await page.goto("/posts");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bottomNav(page)).toBeHidden();
    await page.goto("/login");
    await expect(bottomNav(page)).toBeHidden();
  });

  test("shows everywhere for a member except auth pages and a thread", async ({ page }) => {
    await logIn(page, "user03@example.com", "demo-pass-1234");
    await page.goto("/posts");
    await expect(bottomNav(page)).toBeVisible();
    await bottomNav(page).getByRole("link", { name: copy.nav.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bottomNav(page).getByRole("link", { name: copy.nav.home })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/threads/999999");
    await expect(bottomNav(page)).toBeHidden();
  });

  test("the compact header has a back button and quick links, the desktop header has neither", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: copy.nav.quickLinks }).getByText(copy.nav.categories).click();
    await expect(page).toHaveURL(/\/categories$/);
    await page.getByRole("button", { name: copy.nav.back }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole("navigation", { name: copy.nav.quickLinks })).toBeHidden();
    await expect(bottomNav(page)).toBeHidden();
  });
});

test.describe("header search", () => {
  test.use({ viewport: DESKTOP });

  test("trims the keyword, clears the field, and an empty search opens /posts without filters", async ({
    page,
  }) => {
    await page.goto("/posts?page=2&category_id=1");
    const field = page.getByRole("banner").getByRole("searchbox");
    await field.fill("   ");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/posts$/);

    await field.fill("  犬の散歩  ");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/posts\?keyword=%E7%8A%AC%E3%81%AE%E6%95%A3%E6%AD%A9$/);
    await expect(field).toHaveValue("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.titles.searchResults("犬の散歩"));
  });

  test("the phone search page combines keyword, category and region", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("link", { name: copy.nav.openSearch }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole("button", { name: copy.searchPage.submit }).click();
    await expect(page).toHaveURL(/\/posts$/);

    await page.goto("/search");
    await page.getByLabel(copy.filters.keyword).fill(" 草むしり ");
    await page.getByLabel(copy.filters.region).selectOption({ label: "東京都" });
    await page.getByRole("button", { name: copy.searchPage.submit }).click();
    await expect(page).toHaveURL(/\/posts\?keyword=%E8%8D%89%E3%82%80%E3%81%97%E3%82%8A&region_id=13$/);
  });
});

test.describe("titles and descriptions", () => {
  test.use({ viewport: DESKTOP });

  test("follow every navigation, with the service name in the title", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(copy.titles.documentHome(copy.tagline));
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute("content", copy.defaultDescription);

    await page.goto("/posts");
    await expect(page).toHaveTitle(copy.titles.document(copy.titles.postList));

    // A post page describes itself with the first 80 characters of its body.
    await page.locator(".post-card a[href^='/post/']").first().click();
    await expect(page).toHaveURL(/\/post\/\d+$/);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await expect(page).toHaveTitle(copy.titles.document(heading.trim()));
    const postId = Number(new URL(page.url()).pathname.split("/").pop());
    const response = await page.request.get(`/api/posts/${postId}`);
    const body: string = (await response.json()).data.body;
    const expected = Array.from(body.replace(/\s+/gu, " ").trim()).slice(0, 80).join("");
    await expect(description).toHaveAttribute("content", expected);

    await page.goBack();
    await expect(page).toHaveTitle(copy.titles.document(copy.titles.postList));
    await expect(description).toHaveAttribute("content", copy.defaultDescription);
  });
});
