/**
 * Screenshots of the main screens at desktop (1280×800) and phone (390×844) sizes, saved to
 * test-results/screens/screen-<name>-<size>.png for review. Each screen is captured once its content is there, and
 * no phone screen may scroll sideways.
 */
import { expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { logIn, restApi } from "./support/shell.ts";

/** Each size talks with its own demo member, so each thread holds exactly the conversation below. */
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, partner: "user12@example.com" },
  { name: "phone", viewport: { width: 390, height: 844 }, partner: "user13@example.com" },
] as const;

async function capture(page: Page, name: string, size: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${size}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/screen-${name}-${size}.png` });
}

for (const size of SIZES) {
  test(`main screens at ${size.name} size`, async ({ page, browser }) => {
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

    // A conversation with a demo member, so the list and the thread show real messages (the member's last one
    // unread, so the list shows its badge too).
    const partnerContext = await browser.newContext();
    const partnerPage = await partnerContext.newPage();
    await logIn(partnerPage, size.partner, "demo-pass-1234");
    const partner = await restApi<{ data: { id: number } }>(partnerPage, "GET", "/api/auth/me");
    const thread = await restApi<{ id: number }>(page, "POST", "/api/threads", { user_id: partner.data.id });
    const lines: [Page, string][] = [
      [page, "こんにちは。掲示板の依頼を見て連絡しました。週末の棚の組み立て、まだお手伝いが必要ですか？"],
      [partnerPage, "ご連絡ありがとうございます！まだ募集中です。土曜の午後はご都合いかがでしょうか。"],
      [page, "土曜の14時ごろなら伺えます。"],
      [partnerPage, "助かります"],
    ];
    for (const [author, body] of lines) {
      await restApi(author, "POST", `/api/threads/${thread.id}/messages`, { body });
    }
    await partnerContext.close();

    await page.goto("/threads");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".thread-list li").first()).toContainText("助かります");
    await capture(page, "threads", size.name);

    await page.goto(`/threads/${thread.id}`);
    await expect(page.getByRole("textbox").first()).toBeVisible();
    await expect(page.getByText("助かります", { exact: true })).toBeVisible();
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
