/**
 * A member who never verified the address can still reach account settings and leave (docs/product.md §2 Navigation
 * guards, §4 Account settings "These work without a verified e-mail"): from the verify page's link to
 * /account/settings (not sent back to /email/verify), then 退会 with the password. Screenshots at 390×844 and
 * 1280×800 go to test-results/screens/unverified-settings-*.png.
 */
import { expect, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { apiClient, uniqueEmail } from "./support/accounts.ts";
import { DESKTOP, logIn, PHONE, shot } from "./support/shell.ts";

const PASSWORD = "unverified-leaves-1234";

test("an unverified member opens account settings from the verify page and deletes the account", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("unverified-leaves");
  const client = await apiClient(baseURL as string);
  const registered = await client.api.post("/api/auth/register", {
    headers: { "X-XSRF-TOKEN": await client.xsrf() },
    data: { name: "未確認 退会", email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  await page.setViewportSize(PHONE);
  await logIn(page, email, PASSWORD);
  // Opened directly (a bookmark, a link in a mail): the page, not the verify page.
  await page.goto("/account/settings");
  await expect(page.getByRole("heading", { level: 1, name: copy.settings.title })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/settings$/);

  // And from the verify page, where an unverified member lands.
  await page.goto("/email/verify");
  await shot(page, "unverified-settings-01-verify-phone", { fromTop: true });
  await page.setViewportSize(DESKTOP);
  await shot(page, "unverified-settings-01-verify-desktop", { fromTop: true, fullPage: false });
  await page.setViewportSize(PHONE);
  await page.getByRole("link", { name: copy.emailVerify.settingsLink }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByText(copy.settings.unverified, { exact: true })).toBeVisible();
  await shot(page, "unverified-settings-02-phone", { fromTop: true, fullPage: false });
  await page.setViewportSize(DESKTOP);
  await shot(page, "unverified-settings-02-desktop", { fromTop: true, fullPage: false });
  await page.locator("#settings-delete-password").fill(PASSWORD);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: copy.settings.deleteButton }).click();
  await expect(page.getByText(copy.settings.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The account is gone: the address no longer logs in.
  await page.goto("/login");
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(PASSWORD);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
});
