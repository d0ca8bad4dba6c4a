/**
 * Screenshots of the main screens at desktop (1280×800) and phone (390×844) sizes (issue 6 "Done when"), saved to
 * test-results/screens/screen-<name>-<size>.png for review. Each screen is captured once its content is there, and
 * no phone screen may scroll sideways.
 */
import { expect, type Page, test } from "@playwright/test";
import { copy } from "../../src/shared/copy.ts";

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(password);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function capture(page: Page, name: string, size: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${size}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/screen-${name}-${size}.png` });
}

for (const size of SIZES) {
  test(`main screens at ${size.name} size`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size.viewport);
    await logIn(page, "admin@example.com", "admin-pass-1234");

    await page.goto("/");
    await expect(page.locator(".post-card").first()).toBeVisible();
    await capture(page, "home", size.name);

    await page.goto("/posts");
    await expect(page.locator(".post-card").first()).toBeVisible();
    await capture(page, "list", size.name);

    await page.locator(".post-card a[href^='/post/']").first().click();
    await expect(page).toHaveURL(/\/post\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await capture(page, "detail", size.name);

    await page.goto("/post/create");
    await expect(page.getByRole("heading", { name: copy.titles.postCreate })).toBeVisible();
    await capture(page, "create", size.name);

    await page.goto("/threads");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await capture(page, "threads", size.name);

    // A conversation with the author of a listed post (opened or created through /threads/create).
    const me = (await (await page.request.get("/api/auth/me")).json()).data as { id: number };
    const posts = (await (await page.request.get("/api/posts")).json()).data as {
      user: { id: number } | null;
    }[];
    const partner = posts.find((post) => post.user && post.user.id !== me.id)?.user;
    expect(partner).toBeTruthy();
    await page.goto(`/threads/create?user_id=${partner?.id}`);
    await expect(page).toHaveURL(/\/threads\/\d+$/);
    await expect(page.getByRole("textbox").first()).toBeVisible();
    await capture(page, "thread", size.name);

    await page.goto("/profile/me");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await capture(page, "profile", size.name);

    await page.goto("/mypage");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await capture(page, "mypage", size.name);

    await page.goto("/admin/users");
    await expect(page.getByRole("table")).toBeVisible();
    await capture(page, "admin-users", size.name);
  });
}
