/**
 * Accounts journeys (docs/product.md §4 "E-mail verification") in Chromium, against the e2e server whose
 * mails go to a real SMTP server (support/mail-server.setup.ts): register with an avatar → the mail arrives →
 * its link verifies → the remembered page opens; bad links and the resend; the navigation guards; the login
 * throttle; the error texts of docs/product.md §8. Screens are saved at 1280×800 and 390×844
 * (forgot/reset/settings: accounts-settings.e2e.ts).
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import {
  apiClient,
  DESKTOP,
  login,
  shootBoth,
  shot,
  uniqueEmail,
  VERIFY_SUBJECT,
} from "./support/accounts.ts";
import { linkIn, mailsTo, waitForMail } from "./support/mail.ts";

test("a newcomer registers with an avatar, verifies by mail and lands on the remembered page", async ({
  page,
}) => {
  const email = uniqueEmail("journey");
  await page.setViewportSize(DESKTOP);

  // A visitor opening an auth route is sent to login with the full path, then chooses to register.
  await page.goto("/account/settings?from=e2e");
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsettings%3Ffrom%3De2e$/);
  await expect(page.getByRole("link", { name: copy.account.forgotLink })).toBeVisible();
  await shootBoth(page, "01-login");
  await page.locator(".auth-card__switch").getByRole("link", { name: copy.nav.register }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Faccount%2Fsettings%3Ffrom%3De2e$/);

  // Japanese 422s from the server.
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  await expect(page.getByRole("alert").getByText("お名前は必須です。")).toBeVisible();
  await shot(page, "02-register-errors-desktop");
  await page.reload();

  const avatar = await sharp({
    create: { width: 1800, height: 1400, channels: 3, background: { r: 15, g: 138, b: 126 } },
  })
    .png()
    .toBuffer();
  await page.locator("#register-name").fill("メール 確認子");
  await page.locator("#register-email").fill(email);
  await page.locator("#register-password").fill("journey-pass-1234");
  await page.locator("#register-password-confirmation").fill("journey-pass-1234");
  await page
    .locator("#register-avatar")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: avatar });
  await expect(page.getByRole("img", { name: copy.account.avatarPreview })).toBeVisible();
  await page.getByRole("checkbox", { name: "ペット" }).check();
  await page.getByRole("checkbox", { name: "PC・スマホ" }).check();
  await page.locator("#register-region").selectOption({ label: "東京都" });
  // Consent to the terms (docs/product.md §10 Rules pages and consent).
  await page.locator("#register-terms").check();
  await shootBoth(page, "02-register");
  await page.getByRole("button", { name: copy.auth.registerButton }).click();

  // The verify page explains the mail; the mail arrives over SMTP.
  await expect(page).toHaveURL(/\/email\/verify$/);
  await expect(page.getByText(copy.emailVerify.sentTo(email))).toBeVisible();
  await expect(page.getByText(copy.emailVerify.requiredNotice)).toBeVisible();
  await shootBoth(page, "03-verify-pending");
  const mail = await waitForMail(email, VERIFY_SUBJECT);
  expect(mail.subject).toBe(copy.mail.verifySubject);
  expect(mail.text).toContain("メール 確認子 様");

  // Opening the link verifies and returns to the remembered page after 0.3 s.
  await page.goto(linkIn(mail, "/email/verify?"));
  await expect(page).toHaveURL(/\/account\/settings\?from=e2e$/);
  await expect(page.getByRole("status").getByText(copy.emailVerify.success)).toBeVisible();
  await shot(page, "04-verified-back-on-settings-desktop");
  await expect(page.getByRole("heading", { name: copy.settings.title, level: 1 })).toBeVisible();
  await expect(page.getByText(copy.settings.verified, { exact: true })).toBeVisible();

  // The avatar was stored (re-encoded by the server) and the interests and region were saved.
  const me = await page.evaluate(async () => (await fetch("/api/auth/me")).json());
  expect(me.data.avatar_url).toMatch(/^\/storage\/avatars\/.+\.jpg$/);
  expect(me.data.interests.map((i: { name: string }) => i.name).sort()).toEqual(
    ["PC・スマホ", "ペット"].sort(),
  );
  expect(me.data.region_id).toBe(13);
  const image = await page.request.get(me.data.avatar_url);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toContain("image/jpeg");

  // The same link once more: already verified.
  await page.goto(linkIn(mail, "/email/verify?"));
  await expect(page.getByText(copy.emailVerify.alreadyVerified)).toBeVisible();
});

test("bad links, links without parameters and the resend button", async ({ page, baseURL }) => {
  const email = uniqueEmail("links");
  const client = await apiClient(baseURL as string);
  const registered = await client.api.post("/api/auth/register", {
    headers: { "X-XSRF-TOKEN": await client.xsrf() },
    data: {
      name: "リンク 確認",
      email,
      password: "links-pass-1234",
      password_confirmation: "links-pass-1234",
    },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(linkIn(await waitForMail(email, VERIFY_SUBJECT), "/email/verify?"));

  // A visitor with a tampered link: the failure text of docs/product.md §8.
  link.searchParams.set("signature", "0".repeat(64));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(copy.emailVerify.failed)).toBeVisible();
  await shootBoth(page, "10-verify-failed");
  await page.goto("/email/verify");
  await expect(page.getByText(copy.emailVerify.useMailLink)).toBeVisible();
  await expect(page.getByText(copy.emailVerify.loginToResend)).toBeVisible();

  // The unverified member asks for the mail again.
  await login(page, email, "links-pass-1234");
  await page.goto("/email/verify");
  await page.getByRole("button", { name: copy.emailVerify.resendButton }).click();
  await expect(page.getByText(copy.emailVerify.resent)).toBeVisible();
  await waitForMail(email, VERIFY_SUBJECT, 1);
  expect(mailsTo(email)).toHaveLength(2);
});

test("guards: visitors go to login, unverified members to the verify page, members away from login", async ({
  page,
}) => {
  await page.goto("/post/create");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpost%2Fcreate$/);

  await login(page, "unverified@example.com", "unverified-pass-1234");
  await page.goto("/mypage");
  await expect(page).toHaveURL(/\/email\/verify$/);
  await expect(page.getByText(copy.emailVerify.requiredNotice)).toBeVisible();
  // The first remembered path is kept; the verify page itself is never remembered.
  await page.goto("/post/create");
  await expect(page).toHaveURL(/\/email\/verify$/);
  expect(await page.evaluate(() => sessionStorage.getItem("tasukeai.intendedPath"))).toBe("/mypage");

  // The verify page has the reduced header: it offers the logout itself.
  await page.getByRole("button", { name: copy.nav.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(copy.auth.loggedOut)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("tasukeai.intendedPath"))).toBeNull();

  await login(page, "member@example.com", "member-pass-1234");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/$/);
});

test("five failed logins a minute lock the login", async ({ page }) => {
  const email = uniqueEmail("throttle");
  await page.goto("/login");
  await page.locator("#login-email").fill(email);
  for (let i = 0; i < 5; i++) {
    await page.locator("#login-password").fill(`wrong-${i}-password`);
    await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
    await expect(page.getByRole("alert").getByText(copy.validation.credentials)).toBeVisible();
  }
  await page.locator("#login-password").fill("another-wrong-one");
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page.getByText(copy.account.loginThrottled)).toBeVisible();
});

test("the error texts of docs/product.md §8 for register, logout, resend and avatar compression", async ({
  page,
}) => {
  await page.goto("/register");
  await page.locator("#register-name").fill("エラー 確認");
  await page.locator("#register-email").fill(uniqueEmail("errors"));
  await page.locator("#register-password").fill("errors-pass-1234");
  await page.locator("#register-password-confirmation").fill("errors-pass-1234");
  // Consent to the terms (docs/product.md §10 Rules pages and consent).
  await page.locator("#register-terms").check();

  // An image the browser cannot decode: sent as it is, with the message that the server will process it;
  // the server then refuses it in Japanese.
  await page.locator("#register-avatar").setInputFiles({
    name: "broken.png",
    mimeType: "image/png",
    buffer: Buffer.from("not really a png"),
  });
  await expect(page.getByText(copy.account.avatarCompressFailed)).toBeVisible();
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  await expect(page.getByRole("alert").getByText(/画像/).first()).toBeVisible();
  await page.getByRole("button", { name: copy.account.avatarClear }).click();

  // 419 twice (the client refreshes the token once by itself) → the session message.
  await page.route("**/trpc/accounts.register**", (route) =>
    route.fulfill({
      status: 419,
      contentType: "application/json",
      body: '{"message":"CSRF token mismatch."}',
    }),
  );
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  await expect(page.getByText(copy.errors.sessionExpired)).toBeVisible();
  await page.unroute("**/trpc/accounts.register**");

  // A server failure without field errors → 登録に失敗しました。
  await page.route("**/trpc/accounts.register**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Server Error"}' }),
  );
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  await expect(page.getByText(copy.errors.registerFailed)).toBeVisible();
  await page.unroute("**/trpc/accounts.register**");

  // No XSRF cookie and none to be had → the CSRF message, nothing sent.
  await page.context().clearCookies();
  await page.route("**/sanctum/csrf-cookie", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  await expect(page.getByText(copy.errors.csrf)).toBeVisible();
  await page.unroute("**/sanctum/csrf-cookie");

  // A member: the resend and the logout fail visibly.
  await login(page, "unverified@example.com", "unverified-pass-1234");
  await page.goto("/email/verify");
  await page.route("**/trpc/accounts.resendVerification**", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: '{"message":"Too Many Attempts."}' }),
  );
  await page.getByRole("button", { name: copy.emailVerify.resendButton }).click();
  await expect(page.getByText(copy.emailVerify.resendFailed)).toBeVisible();
  await page.route("**/trpc/accounts.logout**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Server Error"}' }),
  );
  await page.getByRole("button", { name: copy.nav.logout }).click();
  await expect(page.getByText(copy.errors.logoutFailed)).toBeVisible();
});
