/**
 * The walking-skeleton journey in Chromium: register → verify through the mailed link → log out →
 * log in → create a post → it is first on /posts → its detail page shows it. A screenshot of each step is
 * saved under test-results/.
 */
import { expect, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { linkIn, waitForMail } from "./support/mail.ts";
import { shot } from "./support/shell.ts";

test("a newcomer registers, logs in, posts a request and finds it on the board", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.test`;
  const password = "e2e-password-1234";
  const title = `E2E ソファの移動を手伝ってください ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/");
  await expect(page).toHaveTitle(/たすけあい掲示板/);
  await expect(page.locator(".post-card").first()).toBeVisible();
  await shot(page, "01-home");

  await page.getByRole("link", { name: copy.nav.register }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.locator("#register-name").fill("E2E 花子");
  await page.locator("#register-email").fill(email);
  await page.locator("#register-password").fill(password);
  await page.locator("#register-password-confirmation").fill(password);
  await page.locator("#register-region").selectOption({ label: "東京都" });
  // Consent to the terms (docs/product.md §10 Rules pages and consent).
  await page.locator("#register-terms").check();
  await shot(page, "02-register");
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  // Posting needs a verified e-mail (docs/product.md §6): the mail arrives at the e2e SMTP server, its link verifies.
  await expect(page).toHaveURL(/\/email\/verify$/);
  await expect(page.getByText(copy.emailVerify.sentTo(email))).toBeVisible();
  const mail = await waitForMail(email, /メールアドレスの確認/);
  await page.goto(linkIn(mail, "/email/verify?"));
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByText(copy.emailVerify.verifiedLead)).toBeVisible();
  await page.getByRole("link", { name: copy.emailVerify.toHome }).click();
  const menuButton = page.getByRole("button", { name: new RegExp(copy.nav.userMenu) });
  await expect(menuButton).toBeVisible();

  await menuButton.click();
  await page.getByRole("button", { name: copy.nav.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(copy.auth.loggedOut)).toBeVisible();

  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill("wrong-password");
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page.getByText(copy.validation.credentials).first()).toBeVisible();
  await page.locator("#login-password").fill(password);
  await shot(page, "03-login");
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(menuButton).toBeVisible();

  await page.goto("/post/create");
  await expect(page.getByRole("heading", { name: copy.titles.postCreate })).toBeVisible();
  await page.locator("#post-title").fill(title);
  await page
    .locator("#post-body")
    .fill(
      "土曜日の午前中に、2階の部屋までソファを運ぶのを手伝っていただける方を探しています。\n30分ほどで終わる予定です。",
    );
  await page.locator("#post-category").selectOption({ label: "家具の移動" });
  await page.locator("#post-region").selectOption({ label: "東京都" });
  const tags = page.locator("#post-tags");
  await tags.fill("力仕事");
  await tags.press("Enter");
  await tags.fill("週末");
  await tags.press(",");
  await expect(page.getByRole("button", { name: copy.post.removeTag("力仕事") })).toBeVisible();
  await shot(page, "04-create");
  await page.getByRole("button", { name: copy.post.publish }).click();

  // docs/product.md §2 Post create: success goes to /myposts; the new request opens from there.
  await expect(page).toHaveURL(/\/myposts$/);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  const postUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await shot(page, "05-created");

  await page.goto("/posts");
  await expect(page.getByRole("heading", { name: copy.titles.postList, level: 1 })).toBeVisible();
  const firstCard = page.locator(".post-card").first();
  await expect(firstCard.getByRole("link", { name: title })).toBeVisible();
  await expect(firstCard.getByText("E2E 花子")).toBeVisible();
  await shot(page, "06-posts");

  await firstCard.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${postUrl}$`));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("30分ほどで終わる予定です。")).toBeVisible();
  await expect(page.getByText("家具の移動").first()).toBeVisible();
  await expect(page.getByText("#力仕事").or(page.getByText("力仕事")).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${title}.*たすけあい掲示板`));
  await shot(page, "07-detail");
});

test("the board reads well on a phone and Japanese renders as text", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.locator(".post-card").first()).toBeVisible();
  await shot(page, "08-home-phone");
  await page.goto("/posts?keyword=%E7%8A%AC");
  await expect(page.getByRole("heading", { name: copy.titles.searchResults("犬"), level: 1 })).toBeVisible();
  await expect(page.locator(".post-card mark").first()).toHaveText("犬");
  await shot(page, "09-search-phone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a visitor who opens the create page is sent to login and comes back after logging in", async ({
  page,
}) => {
  await page.goto("/post/create");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpost%2Fcreate$/);
  await page.locator("#login-email").fill("member@example.com");
  await page.locator("#login-password").fill("member-pass-1234");
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/post\/create$/);
  await expect(page.getByRole("heading", { name: copy.titles.postCreate })).toBeVisible();
});
