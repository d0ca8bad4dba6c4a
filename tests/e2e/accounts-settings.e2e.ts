/**
 * Accounts journeys, part two (docs/product.md §4 "Password reset", "Account settings"): forgot / reset
 * password through the mailed link (single use), and account settings — change password and e-mail (verified
 * again), delete the account (the post stays as 削除されたユーザー). Mails arrive at the e2e SMTP server
 * (support/mail-server.setup.ts).
 */
import { expect, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import {
  login,
  RESET_SUBJECT,
  shootBoth,
  shot,
  uniqueEmail,
  VERIFY_SUBJECT,
  verifiedMember,
} from "./support/accounts.ts";
import { linkIn, waitForMail } from "./support/mail.ts";

test("forgot and reset the password; the link works once", async ({ page, baseURL }) => {
  const email = uniqueEmail("reset");
  await verifiedMember(baseURL as string, email, "before-reset-1234", "再設定 太郎");

  await page.goto("/login");
  await page.getByRole("link", { name: copy.account.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await shootBoth(page, "05-forgot");
  await page.locator("#forgot-email").fill(email);
  await page.getByRole("button", { name: copy.passwordReset.sendButton }).click();
  await expect(page.getByText(copy.passwordReset.sent)).toBeVisible();

  const mail = await waitForMail(email, RESET_SUBJECT);
  const resetLink = linkIn(mail, "/reset-password/");
  await page.goto(resetLink);
  await expect(page.locator("#reset-email")).toHaveValue(email);
  await shootBoth(page, "06-reset");
  await page.locator("#reset-password").fill("after-reset-1234");
  await page.locator("#reset-password-confirmation").fill("after-reset-1234");
  await page.getByRole("button", { name: copy.passwordReset.resetButton }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(copy.passwordReset.done)).toBeVisible();
  await login(page, email, "after-reset-1234");

  // Used once: the same link is refused and offers a new one.
  await page.getByRole("button", { name: new RegExp(copy.nav.userMenu) }).click();
  await page.getByRole("button", { name: copy.nav.logout }).click();
  await page.goto(resetLink);
  await page.locator("#reset-password").fill("third-pass-1234");
  await page.locator("#reset-password-confirmation").fill("third-pass-1234");
  await page.getByRole("button", { name: copy.passwordReset.resetButton }).click();
  await expect(page.getByRole("alert").getByText(copy.validation.resetToken)).toBeVisible();
  await expect(page.getByRole("link", { name: copy.passwordReset.requestAgain })).toBeVisible();
});

test("account settings: change password and e-mail, then delete; the open request goes with the account", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("settings");
  const client = await verifiedMember(baseURL as string, email, "settings-pass-1234", "設定 花子");
  const regions = (await (await client.api.get("/api/regions")).json()) as {
    data: { id: number; slug: string }[];
  };
  const tokyo = regions.data.find((region) => region.slug === "tokyo");
  const categories = (await (await client.api.get("/api/categories")).json()) as {
    data: { children: { id: number }[] }[];
  };
  const created = await client.api.post("/api/posts", {
    headers: { "X-XSRF-TOKEN": await client.xsrf() },
    data: {
      title: "退会すると消える依頼です",
      body: "アカウント削除の確認用です。",
      category_id: categories.data[0]?.children[0]?.id,
      region_id: tokyo?.id,
      is_public: 1,
    },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { data: { id: number } }).data.id;

  await login(page, email, "settings-pass-1234");
  await page.goto("/account/settings");
  await expect(page.getByRole("heading", { name: copy.settings.title, level: 1 })).toBeVisible();
  await shootBoth(page, "07-settings");

  await page.locator("#settings-current-password").fill("settings-pass-1234");
  await page.locator("#settings-new-password").fill("settings-pass-5678");
  await page.locator("#settings-new-password-confirmation").fill("settings-pass-5678");
  await page.getByRole("button", { name: copy.settings.passwordButton }).click();
  await expect(page.getByText(copy.settings.passwordChanged)).toBeVisible();

  const newEmail = uniqueEmail("settings-new");
  await page.locator("#settings-new-email").fill(newEmail);
  await page.locator("#settings-email-password").fill("wrong-password-1");
  await page.getByRole("button", { name: copy.settings.emailButton }).click();
  await expect(page.getByRole("alert").getByText(copy.validation.currentPassword)).toBeVisible();
  await page.locator("#settings-email-password").fill("settings-pass-5678");
  await page.getByRole("button", { name: copy.settings.emailButton }).click();
  // Unverified again, the member stays in the settings (an unverified member may open them, docs/product.md §4
  // Account settings): the notice names the new address and the address is marked unverified.
  await expect(page.getByText(copy.settings.emailChanged(newEmail))).toBeVisible();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole("definition").filter({ hasText: newEmail })).toContainText(
    copy.settings.unverified,
  );
  await shot(page, "09-email-changed-desktop");
  // Nothing sent the member to the verify page, so no page is remembered: the link ends on /email-verified.
  await page.goto(linkIn(await waitForMail(newEmail, VERIFY_SUBJECT), "/email/verify?"));
  await expect(page).toHaveURL(/\/email-verified$/);
  await page.goto("/account/settings");
  await expect(page.getByRole("definition").filter({ hasText: newEmail })).toContainText(
    copy.settings.verified,
  );

  await page.locator("#settings-delete-password").fill("settings-pass-5678");
  await shot(page, "08-settings-delete-desktop");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(copy.settings.deleteConfirm);
    void dialog.accept();
  });
  await page.getByRole("button", { name: copy.settings.deleteButton }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(copy.settings.deleted)).toBeVisible();
  await expect(page.getByRole("link", { name: copy.nav.login }).first()).toBeVisible();

  // Nobody was helping with it, so the request went with the account (docs/product.md §4 Leaving).
  await page.goto(`/post/${postId}`);
  await expect(page.getByText(copy.errors.postNotFound)).toBeVisible();
  await expect(page.getByRole("heading", { name: "退会すると消える依頼です" })).toHaveCount(0);
});
