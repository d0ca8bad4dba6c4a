/**
 * Request status, thanks and ratings in Chromium at phone size (docs/product.md §10): A posts a request with a
 * reward through the form; B opens 投稿者にメッセージ from it (the thread shows the request at the top) and
 * writes; A marks it 解決済み naming B; both rate each other; B's profile shows the rating and the help given,
 * and the list's 「募集中のみ」 leaves the resolved request out. Screenshots at 390×844 and 1280×800 go to
 * test-results/screens/. The same journey again with both members at 特大 (docs/product.md "文字サイズ"): every
 * screen of it reflows on the phone, nothing clipped, nothing scrolling sideways.
 */
import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { layoutProblems } from "./support/layout.ts";
import { restApi, shot } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "demo-pass-1234";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const ui = copy.requests.ui;

/** A phone of its own, logged in as `email`; with `textSize`, the member's account keeps that size. */
async function member(
  browser: Browser,
  email: string,
  options: { password?: string; textSize?: "x-large" } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/login");
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(options.password ?? PASSWORD);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  if (options.textSize) {
    await restApi(page, "PUT", "/api/settings/text-size", { text_size: options.textSize });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe("24px");
  }
  return page;
}

/** With `check`, the screen as it is now reflows (no sideways scrolling, nothing clipped); else nothing. */
async function readable(page: Page, check: boolean, where: string): Promise<void> {
  if (check) baseExpect.soft(await layoutProblems(page), where).toEqual([]);
}

/**
 * The journey of docs/product.md §10 between members `a` and `b` (phones); `large` checks every screen's layout
 * and names the screenshots apart.
 */
async function requestJourney(a: Page, b: Page, large: boolean): Promise<void> {
  const title = `本棚の組み立てをお願いします ${Date.now().toString(36)}`;
  const shotName = (name: string) => (large ? `${name}-x-large` : name);

  // A posts a request with a reward (謝礼 3,000円, two helpers) through the form.
  await a.goto("/post/create");
  await a.locator("#post-title").fill(title);
  await a
    .locator("#post-body")
    .fill("組み立て式の本棚を二つ、一緒に組み立ててくださる方を探しています。工具はあります。");
  await a.locator("#post-category").selectOption({ index: 2 });
  await a.locator("#post-region").selectOption({ label: "東京都" });
  await a.locator("#post-reward-type").selectOption("money");
  await a.locator("#post-reward-amount").fill("3000");
  await a.locator("#post-helpers-needed").fill("2");
  await readable(a, large, "the request form");
  await shot(a, shotName("trust-status-01-create-phone"));
  await a.getByRole("button", { name: copy.post.publish }).click();
  // Publishing leads to My posts; the card there opens the request.
  await a.waitForURL(/\/myposts/);
  await a.getByRole("link", { name: title }).first().click();
  await a.waitForURL(/\/post\/\d+$/);
  const postPath = new URL(a.url()).pathname;
  const panel = a.locator(".request-panel");
  await expect(panel.locator(".status-badge--open")).toHaveText(copy.requests.status.open);
  await expect(panel).toContainText(`${copy.requests.reward.money} ${ui.yen(3000)}`);
  await expect(panel).toContainText(ui.helpersNeeded(2));
  await readable(a, large, "the new request");

  // B messages A from the request: the thread carries it at the top.
  await b.goto(postPath);
  await b.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  await b.waitForURL(/\/threads\/\d+$/);
  const request = b.locator(".thread-request");
  await expect(request).toContainText(title);
  await expect(request.locator(".status-badge--open")).toBeVisible();
  await b.locator(".composer__input").fill("土曜の午後なら伺えます。");
  await b.getByRole("button", { name: copy.threads.send, exact: true }).click();
  await expect(b.locator(".message__bubble", { hasText: "土曜の午後なら伺えます。" })).toBeVisible();
  await expect(b.locator(".composer__input")).toHaveValue("");
  await readable(b, large, "the thread");
  await shot(b, shotName("trust-status-02-thread-phone"));

  // A marks it resolved naming B (a thread partner).
  await a.reload();
  await a.locator("#request-status").selectOption("resolved");
  // B, who talked with A about the request, is a choice (A's other thread partners may be too: a demo member
  // shares threads with others, and each of them may have helped).
  const bId = await b.evaluate(async () => {
    const answer = await fetch("/api/auth/me", { headers: { Accept: "application/json" } });
    return String(((await answer.json()) as { data: { id: number } }).data.id);
  });
  await expect(a.locator(`#request-helper option[value="${bId}"]`)).toHaveCount(1);
  await a.locator("#request-helper").selectOption(bId);
  await a.getByRole("button", { name: ui.statusSave }).click();
  await expect(panel.locator(".status-badge--resolved")).toHaveText(copy.requests.status.resolved);
  await expect(panel).toContainText(/お手伝い: /);

  // Both rate: A rates B 良い with thanks, B rates A 良い.
  await a.getByRole("radio", { name: copy.requests.rating.good }).check();
  await a.locator("#review-comment").fill("とても丁寧に組み立ててくださいました。");
  await a.getByRole("button", { name: ui.reviewSubmit }).click();
  await expect(a.getByText(ui.reviewDone)).toBeVisible();
  await readable(a, large, "the resolved request");
  await shot(a, shotName("trust-status-03-resolved-phone"));
  await b.goto(postPath);
  await expect(b.locator(".request-panel .status-badge--resolved")).toBeVisible();
  await b.getByRole("radio", { name: copy.requests.rating.good }).check();
  await b.getByRole("button", { name: ui.reviewSubmit }).click();
  await expect(b.getByText(ui.reviewDone)).toBeVisible();

  // B's profile shows the rating, A's word of thanks and the help given.
  const helperLink = panel.locator("li", { hasText: "お手伝い" });
  await expect(helperLink).toBeVisible();
  await b.goto("/profile/me");
  const ratings = b.locator(".ratings");
  await expect(ratings).toContainText(ui.ratingCount(copy.requests.rating.good, 1));
  await expect(b.getByText("とても丁寧に組み立ててくださいました。")).toBeVisible();
  await expect(b.locator(".profile-activity", { hasText: title })).toBeVisible();
  await readable(b, large, "the helper's profile");
  await shot(b, shotName("trust-status-04-profile-phone"));
  await b.setViewportSize(DESKTOP);
  await shot(b, shotName("trust-status-05-profile-desktop"));

  // The list: the resolved card is quieter; 「募集中のみ」 leaves it out.
  await a.goto(`/posts?keyword=${encodeURIComponent(title)}`);
  const card = a.locator(".post-card", { hasText: title });
  await expect(card).toHaveClass(/post-card--quiet/);
  await expect(card.locator(".status-badge--resolved")).toBeVisible();
  await readable(a, large, "the list");
  await shot(a, shotName("trust-status-06-list-phone"));
  await a.getByRole("checkbox", { name: ui.openOnly }).check();
  await expect(a.locator(".post-card", { hasText: title })).toHaveCount(0);
  await a.getByRole("checkbox", { name: ui.openOnly }).uncheck();
  await a.setViewportSize(DESKTOP);
  await expect(card).toBeVisible();
  await shot(a, shotName("trust-status-07-list-desktop"));
  await a.goto(postPath);
  await shot(a, shotName("trust-status-08-detail-desktop"));
}

test("A posts with a reward, B messages about it, A resolves naming B, both rate, the profile shows it", async ({
  browser,
}) => {
  const a = await member(browser, "user18@example.com");
  const b = await member(browser, "user19@example.com");
  await requestJourney(a, b, false);
});

test("at 特大 on a 390 px phone the same journey completes, and every screen of it reflows", async ({
  browser,
  baseURL,
}) => {
  const password = "large-text-1234";
  const emails = [uniqueEmail("large-author"), uniqueEmail("large-helper")];
  for (const [index, email] of emails.entries()) {
    const client = await verifiedMember(
      baseURL ?? "",
      email,
      password,
      index === 0 ? "大文字 依頼者" : "大文字 手伝い",
    );
    await client.api.dispose();
  }
  const a = await member(browser, emails[0] ?? "", { password, textSize: "x-large" });
  const b = await member(browser, emails[1] ?? "", { password, textSize: "x-large" });
  await requestJourney(a, b, true);
});

test("the rules pages are linked from the footer and registration asks for consent", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.locator(".site-footer").getByRole("link", { name: copy.requests.rules.terms }).click();
  await expect(page.getByRole("heading", { name: copy.requests.rules.terms, level: 1 })).toBeVisible();
  await shot(page, "trust-status-09-terms-phone");
  await page.goto("/guidelines");
  await expect(page.getByRole("heading", { name: copy.requests.rules.guidelines, level: 1 })).toBeVisible();
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: copy.requests.rules.privacy, level: 1 })).toBeVisible();

  await page.goto("/register");
  await page.locator("#register-name").fill("同意 確認");
  await page.locator("#register-email").fill(`consent-${Date.now().toString(36)}@example.test`);
  await page.locator("#register-password").fill("password-1234");
  await page.locator("#register-password-confirmation").fill("password-1234");
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  await expect(page.getByText(copy.requests.errors.termsRequired).first()).toBeVisible();
  await shot(page, "trust-status-10-register-consent-phone");
  await page.locator("#register-terms").check();
  await page.getByRole("button", { name: copy.auth.registerButton }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/register"));
});
