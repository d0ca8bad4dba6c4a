/**
 * The people screens (docs/product.md §2 "Profile show", "Profile edit"), in one journey in Chromium against
 * the real SMTP server of the e2e run: a newcomer registers with an avatar, gets the verification mail,
 * verifies, lands on the remembered page (their profile), sets interests and region through the setup pages,
 * edits the profile with a cover preset and an uploaded avatar, and a visitor sees it public. Then the texts
 * of docs/product.md §2–§8 on the people screens that the other journeys do not reach: 非公開 / 未設定, the default
 * avatar and the initials, the unsaved-changes prompt, and the failure texts of profile, setup, admin,
 * contact and login (failures forced with page.route). Screenshots (1280×800 and 390×844) go to
 * test-results/screens/people-*.png.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import {
  apiClient,
  DESKTOP,
  login,
  PHONE,
  uniqueEmail,
  VERIFY_SUBJECT,
  verifiedMember,
} from "./support/accounts.ts";
import { linkIn, waitForMail } from "./support/mail.ts";

const p = copy.profile;
const a = copy.admin;
const shots = "test-results/screens";

async function shootBoth(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/people-${name}-${size}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

/** A photo-like image of `width`×`height` as PNG bytes (large enough that the browser must compress it). */
async function photo(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#fdf6e3"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2.4}" r="${width / 5}" fill="#7a4b2f"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The profile section headed `title` (スキル, SNS, …). */
function section(page: Page, title: string) {
  return page.locator(".profile-section", { has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Console errors about the Content-Security-Policy (e.g. a web worker from a blob: URL). */
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      found.push(message.text());
    }
  });
  return found;
}

test("a newcomer registers, verifies, sets interests and region, edits the profile, and a visitor sees it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("newcomer");
  const violations = cspViolations(page);
  await page.setViewportSize(DESKTOP);

  // A visitor opens their (future) own profile: login, then registration, keep the path.
  await page.goto("/profile/me");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fme$/);
  await page.locator(".auth-card__switch").getByRole("link", { name: copy.nav.register }).click();
  await page.locator("#register-name").fill("新人 はじめ");
  await page.locator("#register-email").fill(email);
  await page.locator("#register-password").fill("newcomer-pass-1234");
  await page.locator("#register-password-confirmation").fill("newcomer-pass-1234");
  await page
    .locator("#register-avatar")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photo(2000, 1600, "#2f7f74") });
  await expect(page.getByRole("img", { name: copy.account.avatarPreview })).toBeVisible();
  // Consent to the terms (docs/product.md §10 Rules pages and consent).
  await page.locator("#register-terms").check();
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  await expect(page).toHaveURL(/\/email\/verify$/);

  // The mail arrives over SMTP; its link verifies and returns to the remembered page after 0.3 s.
  const mail = await waitForMail(email, VERIFY_SUBJECT);
  await page.goto(linkIn(mail, "/email/verify?"));
  await expect(page).toHaveURL(/\/profile\/me$/);
  await expect(page.getByRole("heading", { name: "新人 はじめ", level: 1 })).toBeVisible();
  await expect(page.getByText(p.verifiedBadge)).toBeVisible();
  await expect(page.locator(".profile-cover__avatar img")).toHaveAttribute("src", /^\/storage\/avatars\//);
  await expect(page.getByRole("link", { name: p.interestsChoose })).toBeVisible();
  await expect(page.getByRole("link", { name: p.regionChoose })).toBeVisible();
  await shootBoth(page, "own-profile-empty");

  // Interests, then (after 1 s) the region, then (after 0.8 s) my page.
  await page.getByRole("link", { name: p.interestsChoose }).click();
  await expect(page).toHaveURL(/\/profile\/interest\/setup$/);
  await page.getByRole("button", { name: p.showChildren("引っ越し・運搬") }).click();
  await page.getByRole("checkbox", { name: "家具の移動", exact: true }).check();
  await page.getByRole("checkbox", { name: "ペット", exact: true }).check();
  await shootBoth(page, "interest-setup");
  await page.getByRole("button", { name: p.save }).click();
  await expect(page.getByText(p.setupSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/region\/setup$/);
  await expect(page.getByRole("heading", { name: p.titles.regionSetup, level: 1 })).toBeVisible();
  await page.locator("#setup-region").selectOption({ label: "大阪府" });
  await page.getByRole("button", { name: p.save }).click();
  await expect(page).toHaveURL(/\/mypage$/);

  // The profile opened again within seconds shows the new choices (not the cached ones).
  await page.getByRole("link", { name: copy.mypage.links.profile, exact: true }).first().click();
  await expect(page).toHaveURL(/\/profile\/me$/);
  await expect(page.locator(".chip--soft", { hasText: "家具の移動" })).toBeVisible();
  await expect(page.locator(".chip--soft", { hasText: "ペット" })).toBeVisible();
  await expect(page.getByRole("link", { name: "大阪府" })).toBeVisible();
  await expect(page.getByRole("link", { name: p.interestsChoose })).toHaveCount(0);

  // Edit: a cover preset and a new avatar (compressed in this browser, on the main thread).
  await page.getByRole("link", { name: p.editProfile }).click();
  await expect(page.getByRole("heading", { name: p.titles.edit, level: 1 })).toBeVisible();
  await page.locator('[data-cover-key="cover-07"]').click();
  await page.getByRole("button", { name: p.avatarRemove, exact: true }).click();
  await expect(page.getByText(p.avatarRemoved)).toBeVisible();
  await page
    .locator("#profile-avatar")
    .setInputFiles({ name: "new.png", mimeType: "image/png", buffer: await photo(2400, 2400, "#c2410c") });
  await expect(page.locator(".avatar-field img.avatar")).toHaveAttribute("src", /^blob:/);
  await expect(page.getByText(p.compressFailed)).toHaveCount(0);
  await expect(page.getByText(p.avatarRemoved)).toHaveCount(0);
  await page.locator("#profile-skills").fill("犬の散歩、買い物代行");
  await page.locator("#profile-bio").fill("大阪に引っ越してきました。週末に動けます。");
  await page.getByRole("button", { name: p.save }).click();
  await expect(page).toHaveURL(/\/profile\/me$/);
  await expect(page.getByText(p.saved)).toBeVisible();
  expect(violations).toEqual([]);
  const me = (await (await page.request.get("/api/auth/me")).json()) as {
    data: { id: number; avatar_url: string };
  };

  // A visitor sees the public profile.
  const visitorContext = await browser.newContext({ viewport: DESKTOP, locale: "ja-JP" });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/profile/${me.data.id}`);
  await expect(visitor.getByRole("heading", { name: "新人 はじめ", level: 1 })).toBeVisible();
  await expect(visitor.locator(".profile-cover__image")).toHaveAttribute(
    "src",
    "/covers/presets/cover-07.jpg",
  );
  await expect(visitor.locator(".profile-cover__avatar img")).toHaveAttribute("src", me.data.avatar_url);
  const avatar = await visitor.request.get(me.data.avatar_url);
  expect(avatar.headers()["content-type"]).toContain("image/jpeg");
  expect((await sharp(await avatar.body()).metadata()).width).toBeLessThanOrEqual(1024);
  for (const text of ["犬の散歩", "買い物代行", "家具の移動", "ペット"]) {
    await expect(visitor.locator(".chip", { hasText: text }).first()).toBeVisible();
  }
  await expect(visitor.getByRole("link", { name: "大阪府" })).toBeVisible();
  await expect(section(visitor, p.sections.sns)).toContainText(p.snsUnset);
  await expect(visitor.getByRole("link", { name: p.regionChoose })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: p.follow })).toBeVisible();
  await shootBoth(visitor, "public-profile");
  await visitorContext.close();
});

test("/email-verified leads a new member into the setup flow", async ({ page, baseURL }) => {
  const email = uniqueEmail("verified-next");
  const client = await apiClient(baseURL as string);
  const registered = await client.api.post("/api/auth/register", {
    headers: { "X-XSRF-TOKEN": await client.xsrf() },
    data: { name: "次へ 進む", email, password: "next-pass-1234", password_confirmation: "next-pass-1234" },
  });
  expect(registered.status()).toBe(201);
  const link = linkIn(await waitForMail(email, VERIFY_SUBJECT), "/email/verify?");
  await login(page, email, "next-pass-1234");
  await page.goto(link);
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByText(copy.emailVerify.verifiedLead)).toBeVisible();
  await shootBoth(page, "email-verified");
  await page.getByRole("link", { name: copy.emailVerify.toInterestSetup }).click();
  await expect(page).toHaveURL(/\/profile\/interest\/setup$/);
  await expect(page.getByRole("heading", { name: p.titles.interestSetup, level: 1 })).toBeVisible();
  await client.api.dispose();
});

test("profile show: 非公開, 未設定, the default avatar and the initials fallback", async ({
  page,
  baseURL,
}) => {
  const hidden = await verifiedMember(
    String(baseURL),
    uniqueEmail("sns-hidden"),
    "hidden-pass-1234",
    "秘密 さん",
  );
  const saved = await hidden.api.post("/api/profile", {
    headers: { "X-XSRF-TOKEN": await hidden.xsrf() },
    data: { name: "秘密 さん", show_sns: "0", twitter_handle: "himitsu_san" },
  });
  expect(saved.status()).toBe(200);
  const hiddenId = ((await saved.json()) as { data: { id: number } }).data.id;
  const bare = await verifiedMember(
    String(baseURL),
    uniqueEmail("sns-unset"),
    "bare-pass-1234",
    "素朴 たろう",
  );
  const bareId = ((await (await bare.api.get("/api/auth/me")).json()) as { data: { id: number } }).data.id;

  // SNS entered but not shown → 非公開; no avatar → the default picture.
  await page.goto(`/profile/${hiddenId}`);
  await expect(page.getByRole("heading", { name: "秘密 さん", level: 1 })).toBeVisible();
  await expect(section(page, p.sections.sns).getByText(p.snsHidden, { exact: true })).toBeVisible();
  await expect(page.getByText(/himitsu_san/)).toHaveCount(0);
  await expect(page.locator(".profile-cover__avatar img")).toHaveAttribute("src", "/default-avatar.svg");

  // Nothing entered → 未設定; a picture that cannot be loaded → the initials of the first word (2 characters).
  await page.route("**/default-avatar.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`/profile/${bareId}`);
  await expect(section(page, p.sections.sns).getByText(p.snsUnset, { exact: true })).toBeVisible();
  await expect(section(page, p.sections.region).getByText(p.regionUnset, { exact: true })).toBeVisible();
  await expect(page.locator(".profile-cover__avatar .avatar--initials")).toHaveText("素朴");
  await hidden.api.dispose();
  await bare.api.dispose();
});

/** Answers every tRPC call whose path names `procedure` with `status` (forcing the failure branch of a page). */
async function failCalls(page: Page, procedure: string, status = 500): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/trpc/[^?]*${procedure.replace(".", "\\.")}`);
  await page.route(pattern, (route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify({ message: status === 429 ? "Too Many Attempts." : "Server Error" }),
    }),
  );
  return () => page.unroute(pattern);
}

test("the failure texts of docs/product.md §8 on login, contact, profile and the setup pages", async ({
  page,
}) => {
  // Login: no field errors → ログインに失敗しました。
  let restore = await failCalls(page, "accounts.login");
  await page.goto("/login");
  await page.locator("#login-email").fill("member@example.com");
  await page.locator("#login-password").fill("member-pass-1234");
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page.getByRole("alert").getByText(copy.errors.loginFailed)).toBeVisible();
  await restore();

  // Contact: 429 and any other failure.
  await page.goto("/contact");
  await page.getByLabel(copy.contact.subject).fill("件名");
  await page.getByLabel(copy.contact.email).fill("asker@example.com");
  await page.getByLabel(copy.contact.body).fill("本文です。");
  restore = await failCalls(page, "contact.submit", 429);
  await page.getByRole("button", { name: copy.contact.submit }).click();
  await expect(page.getByText(copy.contact.tooMany)).toBeVisible();
  await restore();
  restore = await failCalls(page, "contact.submit", 500);
  await page.getByRole("button", { name: copy.contact.submit }).click();
  await expect(page.getByText(copy.contact.failed, { exact: true })).toBeVisible();
  await restore();

  // Profile lookup: 404 → 該当のユーザーが見つかりませんでした。, other failures → ユーザー情報の取得に失敗しました。
  restore = await failCalls(page, "profile.public");
  await page.goto("/profile/1");
  await expect(page.getByText(p.loadFailed)).toBeVisible();
  await restore();

  await login(page, "member@example.com", "member-pass-1234");

  // Follow toggle: optimistic, rolled back with フォローの切り替えに失敗しました。 (docs/product.md §4).
  await page.goto("/profile/1");
  const follow = page.locator(".profile-actions__follow");
  await expect(follow).toBeVisible();
  const before = await follow.getAttribute("aria-pressed");
  restore = await failCalls(page, before === "true" ? "social.unfollow" : "social.follow");
  await follow.click();
  await expect(page.getByText(copy.errors.followFailed)).toBeVisible();
  await expect(follow).toHaveAttribute("aria-pressed", before ?? "false");
  await restore();

  // Interest and region setup: 保存に失敗しました。
  await page.goto("/profile/interest/setup");
  restore = await failCalls(page, "profile.setInterests");
  await page.getByRole("button", { name: p.save }).click();
  await expect(page.getByText(p.setupSaveFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/interest\/setup$/);
  await restore();
  await page.goto("/profile/region/setup");
  await page.locator("#setup-region").selectOption({ label: "北海道" });
  restore = await failCalls(page, "profile.setRegion");
  await page.getByRole("button", { name: p.save }).click();
  await expect(page.getByText(p.setupSaveFailed)).toBeVisible();
  await restore();

  // Profile edit: compression failure notice, the 4 MB cover limit, the save failure, the unsaved prompt.
  await page.goto("/profile/edit");
  await expect(page.getByRole("heading", { name: p.titles.edit, level: 1 })).toBeVisible();
  if (await page.getByText(p.draftFound).isVisible())
    await page.getByRole("button", { name: p.draftDiscard }).click();
  await page.locator("#profile-avatar").setInputFiles({
    name: "broken.png",
    mimeType: "image/png",
    buffer: Buffer.from("not really a png"),
  });
  await expect(page.getByText(p.compressFailed)).toBeVisible();
  await page.locator("#profile-cover").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(4 * 1024 * 1024 + 1, 1),
  });
  await expect(page.getByRole("alert").getByText(p.coverTooLarge)).toBeVisible();
  await page.locator("#profile-bio").fill("保存されない自己紹介");
  restore = await failCalls(page, "profile.update");
  await page.getByRole("button", { name: p.save }).click();
  await expect(page.getByRole("alert").getByText(p.saveFailed)).toBeVisible();
  await restore();

  const prompts: string[] = [];
  page.once("dialog", (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: p.viewProfile }).click();
  await expect.poll(() => prompts).toEqual([p.unsavedPrompt]);
  await expect(page).toHaveURL(/\/profile\/edit$/);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: p.viewProfile }).click();
  await expect(page).toHaveURL(/\/profile\/me$/);
});

test("the admin failure texts of docs/product.md §8", async ({ page, baseURL }) => {
  // A failed read is retried twice by design (1 s, then 2 s: src/client/app/app-providers.tsx) before its error
  // text shows, so a failure text may take over 3 s on a busy machine: wait past the default 5 s.
  const shows = (text: string) => expect(page.getByText(text)).toBeVisible({ timeout: 15_000 });
  // An unverified member to act on (the resend button shows for unverified accounts only).
  const email = uniqueEmail("admin-errors");
  const client = await apiClient(baseURL as string);
  const registered = await client.api.post("/api/auth/register", {
    headers: { "X-XSRF-TOKEN": await client.xsrf() },
    data: {
      name: "失敗 確認",
      email,
      password: "errors-pass-1234",
      password_confirmation: "errors-pass-1234",
    },
  });
  expect(registered.status()).toBe(201);
  const id = ((await registered.json()) as { data: { id: number } }).data.id;
  await client.api.dispose();
  page.on("dialog", (dialog) => void dialog.accept());
  await login(page, "admin@example.com", "admin-pass-1234");

  let restore = await failCalls(page, "admin.users");
  await page.goto("/admin/users");
  await shows(a.listFailed);
  await restore();

  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = page.locator(".admin-table tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row.getByText(a.status.active)).toBeVisible();
  restore = await failCalls(page, "admin.deleteUser");
  await row.getByRole("button", { name: a.delete }).click();
  await shows(a.deleteFailed);
  await restore();

  restore = await failCalls(page, "admin.user");
  await page.goto(`/admin/users/${id}/edit`);
  await shows(a.loadFailed);
  await restore();

  await page.goto(`/admin/users/${id}/edit`);
  await expect(page.locator("#admin-name")).toHaveValue("失敗 確認");
  // Opened directly (no profile page before it): the shared avatar field and the actions card are styled.
  await expect(page.locator(".avatar-field__row")).toHaveCSS("display", "flex");
  await expect(page.getByRole("heading", { name: a.dangerZone })).toHaveCSS("font-size", "18px");
  await shootBoth(page, "admin-edit");
  restore = await failCalls(page, "admin.updateUser");
  await page.getByRole("button", { name: a.save }).click();
  await expect(page.getByRole("alert").getByText(a.updateFailed)).toBeVisible();
  await restore();
  restore = await failCalls(page, "admin.resendVerification");
  await page.getByRole("button", { name: a.resend }).click();
  await shows(a.resendFailed);
  await restore();

  // Deleted for real: its edit page only says so (nothing left to save).
  await page.getByRole("button", { name: a.delete, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await shows(a.deleted);
  await page.goto(`/admin/users/${id}/edit`);
  await shows(a.deletedUser);
  await expect(page.locator(".admin-edit__head .status-badge")).toHaveText(a.status.deleted);
  await expect(page.getByRole("button", { name: a.save })).toHaveCount(0);
  await expect(page.locator("#admin-name")).toHaveCount(0);
});

test("profile edit: the admin-only role panel, and the region set back to 未設定 from its modal", async ({
  page,
  baseURL,
}) => {
  // A member sees no role panel; their region can be unset from the modal.
  const email = uniqueEmail("role-panel");
  const member = await verifiedMember(String(baseURL), email, "panel-pass-1234", "地域 なし子");
  const regioned = await member.api.post("/api/profile/region", {
    headers: { "X-XSRF-TOKEN": await member.xsrf() },
    data: { region_id: 13 },
  });
  expect(regioned.status()).toBe(200);
  await member.api.dispose();
  await login(page, email, "panel-pass-1234");
  await page.goto("/profile/edit");
  await expect(page.getByTestId("profile-region-value")).toHaveText("東京都");
  await expect(page.getByRole("heading", { name: p.rolePanel })).toHaveCount(0);
  await page.getByRole("button", { name: p.regionChoose }).click();
  await page
    .getByRole("dialog", { name: p.regionChoose })
    .getByRole("button", { name: p.regionClear })
    .click();
  await expect(page.getByTestId("profile-region-value")).toHaveText(p.regionUnset);
  await page.getByRole("button", { name: p.save }).click();
  await expect(page).toHaveURL(/\/profile\/me$/);
  await expect(section(page, p.sections.region).getByText(p.regionUnset, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(copy.nav.userMenu) }).click();
  await page.getByRole("button", { name: copy.nav.logout }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The administrator attaches and detaches a role of their own account on the panel.
  await login(page, "admin@example.com", "admin-pass-1234");
  await page.goto("/profile/edit");
  const panel = page.locator("section", { has: page.getByRole("heading", { name: p.rolePanel }) });
  await expect(panel).toBeVisible();
  const editor = p.roleNames.editor ?? "editor";
  await panel.getByRole("button", { name: `${editor}: ${p.roleAttach}` }).click();
  await expect(page.getByText(p.roleChanged)).toBeVisible();
  await expect(panel.getByRole("button", { name: `${editor}: ${p.roleDetach}` })).toBeVisible();
  const me = (await (await page.request.get("/api/auth/me")).json()) as {
    data: { roles: { name: string }[] };
  };
  expect(me.data.roles.map((role) => role.name)).toContain("editor");
  await shootBoth(page, "role-panel");
  await panel.getByRole("button", { name: `${editor}: ${p.roleDetach}` }).click();
  await expect(panel.getByRole("button", { name: `${editor}: ${p.roleAttach}` })).toBeVisible();
  const after = (await (await page.request.get("/api/auth/me")).json()) as {
    data: { roles: { name: string }[] };
  };
  expect(after.data.roles.map((role) => role.name)).not.toContain("editor");
});
