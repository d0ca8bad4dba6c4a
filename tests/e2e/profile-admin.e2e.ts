/**
 * Profiles, administration and contact in Chromium (docs/product.md §2 "Profile edit", "Admin users list",
 * "Contact"): a member edits the profile with a cover preset, an uploaded avatar, interests and region from
 * the pickers, and a visitor sees it public; an administrator finds, edits, suspends, re-verifies, changes
 * the role of and deletes a user; the contact form sends. Screenshots (desktop and phone) go to
 * test-results/screens/.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { waitForMail } from "./support/mail.ts";
import { logIn, shot } from "./support/shell.ts";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const p = copy.profile;
const a = copy.admin;

/** A real photo-like JPEG for the avatar upload. */
async function avatarFixture(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), "h7-avatar-")), "portrait.jpg");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
    <rect width="900" height="900" fill="#f6c9a9"/><circle cx="450" cy="360" r="190" fill="#8d5a3b"/>
    <rect x="190" y="600" width="520" height="300" rx="200" fill="#2f7f74"/></svg>`;
  writeFileSync(path, await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
  return path;
}

test("a member edits the profile with a cover preset and an avatar, and a visitor sees it", async ({
  page,
  browser,
}) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await page.setViewportSize(DESKTOP);
  await logIn(page, "member@example.com", "member-pass-1234", { until: "user-menu" });
  const me = (await (await page.request.get("/api/auth/me")).json()) as { data: { id: number } };
  const id = me.data.id;

  await page.goto("/profile/edit");
  await expect(page.getByRole("heading", { name: p.titles.edit, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: p.accountSettings })).toBeVisible();

  // A draft is kept 500 ms after a change and offered again after a reload.
  await page.locator("#profile-bio").fill("下書きの自己紹介です。");
  await page.waitForFunction(
    (key) => window.localStorage.getItem(key) !== null,
    `tasukeai:profile-draft:${id}`,
  );
  await page.reload();
  await expect(page.getByText(p.draftFound)).toBeVisible();
  await page.getByRole("button", { name: p.draftRestore }).click();
  await expect(page.locator("#profile-bio")).toHaveValue("下書きの自己紹介です。");

  await page.locator("#profile-name").fill("山田 太郎");
  await page.locator("#profile-skills").fill("家具の組み立て、パソコン設定;英語\n料理");
  await page
    .locator("#profile-experience")
    .fill(
      "引っ越しの手伝いを20回以上してきました。重い家具の運び出しや、組み立て式の棚の設置が得意です。" +
        "パソコンの初期設定やスマートフォンの使い方の説明も、ご年配の方向けに何度もお手伝いしています。" +
        "週末の午前中ならたいてい動けますので、お気軽にご相談ください。" +
        "平日の夕方に対応できる日もあります。",
    );
  await page.locator("#profile-bio").fill("東京在住の会社員です。週末は家庭菜園をしています。");
  await page.locator('[data-cover-key="cover-05"]').click();
  await expect(page.locator('[data-cover-key="cover-05"]')).toHaveAttribute("aria-pressed", "true");
  await page.locator("#profile-avatar").setInputFiles(await avatarFixture());
  await expect(page.locator(".avatar-field img.avatar")).toHaveAttribute("src", /^blob:/);

  await page.getByRole("button", { name: p.interestsChoose }).click();
  const interests = page.getByRole("dialog", { name: p.interestsChoose });
  await interests.getByRole("searchbox").fill("家具");
  await interests.getByLabel("家具の移動").check();
  await interests.getByRole("button", { name: p.modalDone }).click();
  await expect(page.locator(".chip--soft", { hasText: "家具の移動" })).toBeVisible();

  await page.getByRole("button", { name: p.regionChoose }).click();
  const regions = page.getByRole("dialog", { name: p.regionChoose });
  await regions.getByRole("searchbox").fill("大阪");
  await regions.getByLabel("大阪府").check();
  await expect(page.getByTestId("profile-region-value")).toHaveText("大阪府");

  await page.getByLabel(p.fields.showSns).check();
  await page.locator("#profile-twitter").fill("@yamada_taro");
  await page.locator("#profile-linkedin").fill("https://www.linkedin.com/in/yamada-taro");
  await shot(page, "h7-profile-edit-desktop", { fromTop: true });
  await page.setViewportSize(PHONE);
  await shot(page, "h7-profile-edit-phone", { fromTop: true });
  await page.setViewportSize(DESKTOP);

  await page.getByRole("button", { name: p.save }).click();
  await expect(page).toHaveURL(/\/profile\/me$/);
  await expect(page.getByText(p.saved)).toBeVisible();
  await expect(page.getByRole("heading", { name: "山田 太郎", level: 1 })).toBeVisible();
  expect(
    await page.evaluate((key) => window.localStorage.getItem(key), `tasukeai:profile-draft:${id}`),
  ).toBeNull();

  // A visitor (another browser context) sees the public profile.
  const visitorContext = await browser.newContext({ viewport: DESKTOP, locale: "ja-JP" });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/profile/${id}`);
  await expect(visitor.getByRole("heading", { name: "山田 太郎", level: 1 })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(p.titles.show("山田 太郎")));
  await expect(visitor.locator(".profile-cover__image")).toHaveAttribute(
    "src",
    "/covers/presets/cover-05.jpg",
  );
  await expect(visitor.locator(".profile-cover__avatar img")).toHaveAttribute("src", /^\/storage\/avatars\//);
  await expect(visitor.getByText(p.verifiedBadge)).toBeVisible();
  for (const skill of ["家具の組み立て", "パソコン設定", "英語", "料理"]) {
    await expect(visitor.locator(".chip", { hasText: skill }).first()).toBeVisible();
  }
  await expect(visitor.getByRole("link", { name: "大阪府" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: /@yamada_taro/ })).toHaveAttribute(
    "href",
    "https://x.com/yamada_taro",
  );
  // A visitor's 依頼・相談する leads to login and back to this profile (docs/product.md §4).
  await expect(visitor.getByRole("link", { name: p.requestButton })).toHaveAttribute(
    "href",
    `/login?redirect=${encodeURIComponent(`/profile/${id}`)}`,
  );
  await expect(visitor.getByText("平日の夕方に対応できる日もあります")).toHaveCount(0);
  await visitor.getByRole("button", { name: p.showMore }).click();
  await expect(visitor.getByText(/平日の夕方に対応できる日もあります/)).toBeVisible();
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /東京在住の会社員です/,
  );
  await shot(visitor, "h7-profile-show-desktop", { fromTop: true });
  await visitor.setViewportSize(PHONE);
  await shot(visitor, "h7-profile-show-phone", { fromTop: true });
  const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Follow from a visitor goes to login; an unknown id answers the not-found text.
  await visitor.getByRole("button", { name: p.follow }).click();
  await expect(visitor).toHaveURL(new RegExp(`/login\\?redirect=%2Fprofile%2F${id}$`));
  await visitor.goto("/profile/99999999");
  await expect(visitor.getByText(p.notFound)).toBeVisible();
  await visitorContext.close();
});

test("interest and region setup lead on to the region page and my page", async ({ page }) => {
  await logIn(page, "user03@example.com", "demo-pass-1234", { until: "user-menu" });
  await page.goto("/profile/interest/setup");
  await expect(page.getByRole("heading", { name: p.titles.interestSetup })).toBeVisible();
  await page.getByRole("button", { name: p.showChildren("引っ越し・運搬") }).click();
  await page.getByLabel("家具の移動").check();
  await page.getByRole("button", { name: p.save }).click();
  await expect(page.getByText(p.setupSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/region\/setup$/);
  await page.locator("#setup-region").selectOption("");
  await page.getByRole("button", { name: p.save }).click();
  await expect(page.getByText(p.regionRequired)).toBeVisible();
  await page.locator("#setup-region").selectOption({ label: "北海道" });
  await page.getByRole("button", { name: p.save }).click();
  await expect(page).toHaveURL(/\/mypage$/);
});

test("an administrator finds, edits, suspends, re-verifies, changes the role of and deletes a user", async ({
  page,
  baseURL,
}) => {
  // The account this journey edits and deletes is its own, so no other journey loses a demo member.
  const target = uniqueEmail("admin-target");
  const targetPassword = "target-pass-1234";
  await (await verifiedMember(String(baseURL), target, targetPassword, "管理 対象")).api.dispose();
  // Suspending asks for a reason (a prompt), then a confirmation (docs/product.md §12 Suspension).
  page.on(
    "dialog",
    (dialog) =>
      void (dialog.type() === "prompt" ? dialog.accept("迷惑行為の報告が続いたため") : dialog.accept()),
  );
  await page.setViewportSize(DESKTOP);
  await logIn(page, "admin@example.com", "admin-pass-1234", { until: "user-menu" });
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: a.titles.users, level: 1 })).toBeVisible();
  await expect(page.locator(".status-badge").first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: a.perPage })).toHaveValue("20");
  await expect(page.locator(".admin-table tbody tr")).toHaveCount(20);
  await page.getByRole("combobox", { name: a.perPage }).selectOption("10");
  await expect(page.locator(".admin-table tbody tr")).toHaveCount(10);
  await expect(page).toHaveURL(/per_page=10/);
  await expect(page.locator(".admin-table tbody tr").first().locator("td").nth(5)).toHaveText(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  );
  await shot(page, "h7-admin-users-desktop", { fromTop: true });
  await page.setViewportSize(PHONE);
  await shot(page, "h7-admin-users-phone", { fromTop: true });
  await page.setViewportSize(DESKTOP);

  // Find and edit the member: new name and the admin role.
  await page.getByPlaceholder(a.searchPlaceholder).fill(target);
  await page.getByRole("button", { name: a.search, exact: true }).click();
  const row = page.locator(".admin-table tbody tr");
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: a.edit }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);
  const editUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: a.titles.edit })).toBeVisible();
  await shot(page, "h7-admin-edit-desktop", { fromTop: true });
  await page.setViewportSize(PHONE);
  await shot(page, "h7-admin-edit-phone", { fromTop: true });
  await page.setViewportSize(DESKTOP);
  await page.locator("#admin-name").fill("");
  await page.getByRole("button", { name: a.save }).click();
  await expect(page.getByText(copy.validation.required(copy.fields.name)).first()).toBeVisible();
  await page.locator("#admin-name").fill("編集済み 五郎");
  await page.locator("#admin-role").selectOption("admin");
  await page.getByRole("button", { name: a.save }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText(a.updated)).toBeVisible();
  await page.getByPlaceholder(a.searchPlaceholder).fill("編集済み");
  await page.getByRole("button", { name: a.search, exact: true }).click();
  await expect(row).toHaveCount(1);
  await expect(row.getByText(a.roleAdmin)).toBeVisible();

  // Suspend, then lift.
  await page.goto(editUrl);
  await page.getByRole("button", { name: a.suspend }).click();
  await expect(page.getByText(a.suspended)).toBeVisible();
  await expect(page.locator(".admin-edit__head .status-badge")).toHaveText(a.status.suspended);
  const blocked = await page.request.post("/api/auth/login", {
    data: { email: target, password: targetPassword },
    headers: { "X-XSRF-TOKEN": await xsrf(page) },
  });
  expect(blocked.status()).toBe(422);
  // The suspended member is told so, not given the wrong-password text.
  expect(JSON.stringify(await blocked.json())).toContain(copy.safety.suspension.loginRefused);
  await page.getByRole("button", { name: a.unsuspend }).click();
  await expect(page.locator(".admin-edit__head .status-badge")).toHaveText(a.status.active);

  // Delete: the account disappears from the e-mail search and shows as deleted.
  await page.getByRole("button", { name: a.delete, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText(a.deleted)).toBeVisible();
  await page.getByPlaceholder(a.searchPlaceholder).fill(target);
  await page.getByRole("button", { name: a.search, exact: true }).click();
  await expect(page.getByText(a.empty)).toBeVisible();

  // Re-verify the unverified demo member: the mail arrives.
  await page.getByPlaceholder(a.searchPlaceholder).fill("unverified@example.com");
  await page.getByRole("button", { name: a.search, exact: true }).click();
  await expect(row.getByText(a.status.active)).toBeVisible();
  await row.getByRole("link", { name: a.edit }).click();
  await page.getByRole("button", { name: a.resend }).click();
  await expect(page.getByText(a.resent)).toBeVisible();
  await waitForMail("unverified@example.com", /メールアドレスの確認/);
});

test("a member is not let into the admin pages", async ({ page }) => {
  await logIn(page, "member@example.com", "member-pass-1234", { until: "user-menu" });
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: copy.errors.pageNotFound })).toBeVisible();
  const api = await page.request.get("/api/admin/users");
  expect(api.status()).toBe(403);
});

test("the contact form sends, and reads well on a phone", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: copy.contact.title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: copy.contact.submit }).click();
  await expect(page.getByText(copy.contact.badRequest)).toBeVisible();
  await page.getByLabel(copy.contact.subject).fill("登録方法について");
  await page.getByLabel(copy.contact.email).fill("asker@example.com");
  await page.getByLabel(copy.contact.body).fill("メールアドレスを変更する方法を教えてください。");
  await shot(page, "h7-contact-desktop", { fromTop: true });
  await page.setViewportSize(PHONE);
  await shot(page, "h7-contact-phone", { fromTop: true });
  await page.getByRole("button", { name: copy.contact.submit }).click();
  await expect(page.getByText(copy.contact.sent)).toBeVisible();
});

/** The current XSRF token of the page's cookies. */
async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  return decodeURIComponent(cookie?.value ?? "");
}
