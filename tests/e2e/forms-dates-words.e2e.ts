/**
 * Forms, dates and words as a member of the board meets them (docs/product.md §2 Home, Email verified, Profile
 * show, Admin user edit; §10 Structured request details; §11 Saved searches), at 390×844 and 1280×800:
 * the date wanted is picked from a calendar and read back 「12月5日(土)まで」; the reward tags follow the お礼
 * field in the form and on every demo card; a verified e-mail reads 「メール確認済み」; a saved search says
 * 保存済み (after a reload too) and a search without results says so and how to widen it; the home page shows
 * a request on the first screen of a desktop; a member who chose interests when registering is not asked again
 * after verifying; the admin user page has no stray separator. Screenshots go to test-results/screens/fdw-*.png.
 */
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { DESKTOP, logIn, PHONE, shot } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "demo-pass-1234";
const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"];

/** A Tokyo calendar day `days` from today: its YYYY-MM-DD and how the board should write it. */
function dayFromToday(days: number): { value: string; text: string } {
  const tokyo = new Date(Date.now() + 9 * 3600_000 + days * 24 * 3600_000);
  const value = tokyo.toISOString().slice(0, 10);
  const year = new Date(Date.now() + 9 * 3600_000).getUTCFullYear();
  const prefix = tokyo.getUTCFullYear() === year ? "" : `${tokyo.getUTCFullYear()}年`;
  const text = `${prefix}${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日(${WEEKDAYS[tokyo.getUTCDay()]})まで`;
  return { value, text };
}

/** The names of the chosen tags of the post form. */
async function chosenTags(page: Page): Promise<string[]> {
  return (await page.locator(".tag-input__tag").allInnerTexts()).map((text) => text.replace(/[#×\s]/g, ""));
}

test("the date wanted comes from a date picker and reads 「12月5日(土)まで」; the reward tags follow the お礼 field", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, "user20@example.com", PASSWORD, { until: "user-menu" });
  await page.goto("/post/create");
  const title = `棚の取り付けをお願いします ${Date.now().toString(36)}`;
  await page.locator("#post-title").fill(title);
  await page.locator("#post-body").fill("壁に棚を二つ取り付けたいです。工具はこちらで用意します。");
  await page.locator("#post-category").selectOption({ index: 2 });
  await page.locator("#post-region").selectOption({ label: "東京都" });

  // 謝礼 brings #謝礼あり into the tags; 無償 takes it out again, and the suggestions never offer it then.
  await page.locator("#post-reward-type").selectOption("money");
  await expect.poll(() => chosenTags(page)).toContain("謝礼あり");
  await page.locator("#post-reward-type").selectOption("none");
  await expect.poll(() => chosenTags(page)).not.toContain("謝礼あり");
  await expect(page.locator(".tag-option", { hasText: "#謝礼あり" })).toHaveCount(0);
  await expect(page.locator(".tag-option", { hasText: "#お礼の品あり" })).toHaveCount(0);
  await page.locator("#post-reward-type").selectOption("money");
  await page.locator("#post-reward-amount").fill("1000");
  await expect.poll(() => chosenTags(page)).toContain("謝礼あり");

  // The date wanted is a date field (the phone's calendar), not a text box.
  const neededBy = page.locator("#post-needed-by");
  await expect(neededBy).toHaveAttribute("type", "date");
  const day = dayFromToday(7);
  await neededBy.fill(day.value);
  await shot(page, "fdw-01-create-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "fdw-02-create-desktop", { fromTop: true });
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: copy.post.publish }).click();
  await page.waitForURL(/\/myposts/);
  const card = page.locator(".post-card", { hasText: title });
  await expect(card.locator(".request-details")).toContainText(day.text);
  await expect(card.locator(".request-details")).toContainText("謝礼 1,000円");
  await card.getByRole("link", { name: title }).first().click();
  await page.waitForURL(/\/post\/\d+$/);
  await expect(page.locator(".request-details").first()).toContainText(day.text);
  await expect(page.locator("main")).not.toContainText(day.value);
  await shot(page, "fdw-03-post-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "fdw-04-post-desktop", { fromTop: true });
});

test("on demo cards the お礼 and the reward tags agree", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/posts");
  const cards = page.locator(".post-card");
  await expect(cards.first()).toBeVisible();
  const seen = await cards.evaluateAll((nodes) =>
    nodes.map((node) => ({
      reward: node.querySelector(".request-details__reward")?.className ?? "",
      text: node.querySelector(".request-details__reward")?.textContent ?? "",
      tags: [...node.querySelectorAll(".tag-chips li")].map((li) => li.textContent ?? ""),
    })),
  );
  expect(seen.length).toBeGreaterThan(5);
  for (const card of seen) {
    const paidTag = card.tags.some((tag) => tag.includes("謝礼あり"));
    const giftTag = card.tags.some((tag) => tag.includes("お礼の品あり"));
    expect(paidTag, JSON.stringify(card)).toBe(card.reward.includes("--money"));
    expect(giftTag, JSON.stringify(card)).toBe(card.reward.includes("--gift"));
  }
  // The demo board has requests with a reward in yen.
  expect(seen.some((card) => /謝礼 [\d,]+円/.test(card.text))).toBe(true);
  await shot(page, "fdw-05-cards-desktop", { fullPage: false });
  await page.setViewportSize(PHONE);
  await shot(page, "fdw-06-cards-phone", { fullPage: false });
});

test("a verified e-mail reads 「メール確認済み」, never 「本人確認済み」", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/profile/2");
  const badge = page.locator(".badge--verified");
  await expect(badge).toHaveText("メール確認済み");
  await expect(page.locator("main")).not.toContainText("本人確認");
  await shot(page, "fdw-07-profile-phone", { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await shot(page, "fdw-08-profile-desktop", { fullPage: false });
});

test("a saved search says 保存済み (after a reload too); a search without results says so and how to widen it", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, "user21@example.com", PASSWORD, { until: "user-menu" });
  await page.goto(`/posts?keyword=${encodeURIComponent("草むしり")}`);
  const save = page.locator(".save-search-button");
  await expect(save).toHaveText(copy.notifications.savedSearch.save);
  await save.click();
  await expect(save).toHaveText(/保存済み/);
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.locator(".save-search-button")).toHaveText(/保存済み/);
  await expect(page.locator(".save-search-button")).toBeDisabled();
  await shot(page, "fdw-09-saved-phone", { fullPage: false });

  await page.goto(`/posts?keyword=${encodeURIComponent("該当しないはずの言葉ぴよぴよ")}`);
  const empty = page.locator(".no-match");
  await expect(empty).toContainText("条件に合う依頼は見つかりませんでした");
  await expect(page.locator("main")).not.toContainText(copy.empty.posts);
  await shot(page, "fdw-10-no-match-phone", { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await shot(page, "fdw-11-no-match-desktop", { fullPage: false });
  await empty.getByRole("link", { name: "条件をクリア" }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.locator(".post-card").first()).toBeVisible();
});

test("the home page shows a request on the first screen of a desktop and of a phone", async ({ page }) => {
  for (const [viewport, name] of [
    [DESKTOP, "fdw-12-home-desktop"],
    [PHONE, "fdw-13-home-phone"],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const title = page.locator("#recommended .post-card__title").first();
    await expect(title).toBeVisible();
    const box = await title.boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.y ?? 9999) + (box?.height ?? 0), name).toBeLessThanOrEqual(viewport.height);
    await shot(page, name, { fullPage: false });
  }
});

test("after verifying, a member who chose interests when registering is not asked for them again", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // Demo members chose their interests when they registered.
  await logIn(page, "user22@example.com", PASSWORD, { until: "user-menu" });
  await page.goto("/email-verified");
  await expect(page.getByRole("status")).toContainText(copy.emailVerify.verifiedLead);
  await expect(page.getByRole("link", { name: copy.emailVerify.toInterestSetup })).toHaveCount(0);
  await expect(page.getByRole("link", { name: copy.emailVerify.toMypage })).toHaveClass(/button--primary/);
  await shot(page, "fdw-14-verified-phone", { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await shot(page, "fdw-15-verified-desktop", { fullPage: false });
});

test("the admin user page has no stray separator", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, "admin@example.com", "admin-pass-1234", { until: "user-menu" });
  await page.goto("/admin/users/2/edit");
  const lead = page.locator(".admin-edit__head .page-head__lead");
  await expect(lead).toContainText("#2");
  await expect(lead).not.toContainText("·");
  await expect(lead).not.toContainText("・");
  await shot(page, "fdw-16-admin-user-phone", { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await shot(page, "fdw-17-admin-user-desktop", { fullPage: false });
});
