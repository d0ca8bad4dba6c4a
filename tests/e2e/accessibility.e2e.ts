/**
 * Accessibility of every page (issue 6): axe-core finds no serious or critical violation, at desktop and phone
 * sizes, for a visitor, a member and an admin. Pages are checked once their content has arrived.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { copy } from "../../src/shared/copy.ts";

// Many pages at two sizes with a full axe run each: more than the default 60 s per test.
test.describe.configure({ timeout: 300_000 });

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

const VISITOR_PAGES = [
  "/",
  "/posts",
  "/posts?keyword=%E7%8A%AC",
  "/categories",
  "/regions",
  "/regions/tokyo",
  "/search",
  "/login",
  "/register",
  "/forgot-password",
  "/contact",
  "/email/verify",
  "/post/1",
  "/profile/2",
  "/no-such-page",
];
const MEMBER_PAGES = [
  "/post/create",
  "/dashboard",
  "/mypage",
  "/myposts",
  "/mycomments",
  "/favorites/posts",
  "/favorites/users",
  "/followers",
  "/threads",
  "/messages",
  "/profile/me",
  "/profile/edit",
  "/profile/interest/setup",
  "/profile/region/setup",
  "/account/settings",
];
const ADMIN_PAGES = ["/admin/users", "/admin/users/2/edit"];

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(password);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Serious and critical axe violations of the page as it is now, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

async function checkPages(page: Page, pages: readonly string[]): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main")).toBeVisible();
      expect(await seriousViolations(page), `${path} at ${viewport.name}`).toEqual([]);
    }
  }
}

test("visitor pages have no serious accessibility violation", async ({ page }) => {
  await checkPages(page, VISITOR_PAGES);
});

test("member pages have no serious accessibility violation", async ({ page }) => {
  await logIn(page, "member@example.com", "member-pass-1234");
  await checkPages(page, MEMBER_PAGES);
});

test("admin pages have no serious accessibility violation", async ({ page }) => {
  await logIn(page, "admin@example.com", "admin-pass-1234");
  await checkPages(page, ADMIN_PAGES);
});
