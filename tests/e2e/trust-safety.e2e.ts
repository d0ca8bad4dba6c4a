/**
 * Trust and safety journey in Chromium at phone size (docs/product.md §12), with each member in a
 * browser context of their own: B messages A with a phone number — masked for both, with the note — both press
 * 連絡先の交換に同意する and the number shows; a member who does not count (unverified) reports A's request and it
 * stays shown; three counting members report it through its 通報 dialog (thank-you notice each time) and it is
 * hidden pending review, the queue marking the report that did not count; the administrator restores it from
 * /admin/reports; A blocks C from C's profile, and C can no longer message A nor see A's request. Screenshots at
 * 390×844 and 1280×800 go to test-results/screens/trust-*.png.
 */
import { type Browser, type BrowserContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { CONTACT_MASK } from "#shared/contact-masking.ts";
import { copy } from "#shared/copy.ts";
import { logIn, restApi } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

const shots = "test-results/screens";
const PASSWORD = "demo-pass-1234";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Saves the page at phone size, and at desktop size when `both`. */
async function shot(page: Page, name: string, both = true): Promise<void> {
  await page.screenshot({ path: `${shots}/trust-${name}-phone.png` });
  if (!both) return;
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${shots}/trust-${name}-desktop.png` });
  await page.setViewportSize(PHONE);
}

/** A new phone-sized context signed in as `email`. */
async function member(
  browser: Browser,
  email: string,
  password = PASSWORD,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await logIn(page, email, password);
  return { context, page };
}

/** Reports the open post page's request through the 通報 dialog and waits for the thank-you notice. */
async function reportPost(page: Page, reason: keyof typeof copy.safety.report.reasons): Promise<void> {
  await page.locator(".post-detail__head .report-button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(copy.safety.report.reasons[reason]).check();
  await dialog.getByRole("button", { name: copy.safety.report.submit, exact: true }).click();
  await expect(page.getByText(copy.safety.report.thanks)).toBeVisible();
}

test("contact details held back, reports, moderation and blocking", async ({ browser }) => {
  const a = await member(browser, "user04@example.com");
  const b = await member(browser, "user05@example.com");
  const aUser = (await restApi(a.page, "GET", "/api/auth/me")) as { data: { id: number; name: string } };

  // A has a request.
  const categories = (await restApi(a.page, "GET", "/api/categories")) as {
    data: { id: number; children: { id: number }[] }[];
  };
  const regions = (await restApi(a.page, "GET", "/api/regions")) as
    | { data: { id: number }[] }
    | { id: number }[];
  const regionList = Array.isArray(regions) ? regions : regions.data;
  const word = `安全試験${Date.now().toString(36)}`;
  const title = `${word} 電球の交換を手伝ってください`;
  const post = (await restApi(a.page, "POST", "/api/posts", {
    title,
    body: "高い天井の電球を交換したいので、脚立を持っている方を探しています。",
    category_id: categories.data.find((cat) => cat.children.length > 0)?.children[0]?.id,
    region_id: regionList[12]?.id ?? regionList[0]?.id,
  })) as { data: { id: number } };

  // B messages A from the request with a phone number: masked for both, with the note.
  await b.page.goto(`/post/${post.data.id}`);
  await b.page.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  await expect(b.page).toHaveURL(/\/threads\/\d+$/);
  const threadPath = new URL(b.page.url()).pathname;
  for (const tip of copy.safety.tips.items) await expect(b.page.getByText(tip)).toBeVisible();
  const composer = b.page.getByRole("textbox", { name: copy.threads.composerLabel });
  await composer.fill("お手伝いできます。電話は090-1234-5678です");
  await composer.press("Enter");
  const masked = `お手伝いできます。電話は${CONTACT_MASK}です`;
  await expect(b.page.locator(".message--mine .message__bubble")).toHaveText(masked);
  await expect(b.page.locator(".message--mine .message__masked-note")).toHaveText(
    copy.safety.contact.maskedNote,
  );
  await a.page.goto(threadPath);
  await expect(a.page.locator(".message--theirs .message__bubble")).toHaveText(masked);
  await expect(a.page.getByText("090-1234-5678")).toHaveCount(0);
  await shot(a.page, "01-thread-masked");

  // Both agree: the number shows to both (B's screen follows live).
  await a.page.getByRole("button", { name: copy.safety.contact.consentButton }).click();
  await expect(a.page.getByText(copy.safety.contact.consentWaiting)).toBeVisible();
  await expect(a.page.locator(".message--theirs .message__bubble")).toHaveText(masked);
  await b.page.getByRole("button", { name: copy.safety.contact.consentButton }).click();
  const original = "お手伝いできます。電話は090-1234-5678です";
  await expect(b.page.locator(".message--mine .message__bubble")).toHaveText(original);
  await expect(a.page.locator(".message--theirs .message__bubble")).toHaveText(original);
  await expect(a.page.getByText(copy.safety.contact.consentBoth)).toBeVisible();
  await shot(b.page, "02-thread-revealed");

  // A member who does not count towards hiding (an unverified address) reports it: it stays shown, and the
  // report waits in the queue only (docs/product.md §12 "Counting members").
  const newcomer = await member(browser, "unverified@example.com", "unverified-pass-1234");
  await newcomer.page.goto(`/post/${post.data.id}`);
  await expect(newcomer.page.getByRole("heading", { name: title })).toBeVisible();
  await reportPost(newcomer.page, "spam");
  await newcomer.page.reload();
  await expect(newcomer.page.getByRole("heading", { name: title })).toBeVisible();

  // Three counting members (demo accounts of months ago) report it; after the third it is hidden pending review.
  const reporters = [];
  for (const [email, reason] of [
    ["user06@example.com", "scam"],
    ["user07@example.com", "spam"],
    ["user08@example.com", "inappropriate"],
  ] as const) {
    const reporter = await member(browser, email);
    await reporter.page.goto(`/post/${post.data.id}`);
    await expect(reporter.page.getByRole("heading", { name: title })).toBeVisible();
    if (reporters.length === 0) {
      await reporter.page.locator(".post-detail__head .report-button").click();
      await expect(reporter.page.getByRole("dialog")).toBeVisible();
      await shot(reporter.page, "03-report-dialog", false);
      await reporter.page.getByRole("button", { name: copy.safety.report.cancel }).click();
    }
    await reportPost(reporter.page, reason);
    reporters.push(reporter);
  }
  const c = reporters[0] as { context: BrowserContext; page: Page };
  const cUser = (await restApi(c.page, "GET", "/api/auth/me")) as { data: { id: number } };
  await c.page.reload();
  await expect(c.page.getByRole("heading", { name: copy.safety.moderation.hiddenHeading })).toBeVisible();
  await expect(c.page.getByText(copy.safety.moderation.hiddenPending)).toHaveCount(1);
  await c.page.goto(`/posts?keyword=${encodeURIComponent(word)}`);
  await expect(c.page.getByText(title)).toHaveCount(0);
  // The author still sees it, marked 審査中.
  await a.page.goto(`/post/${post.data.id}`);
  await expect(a.page.getByRole("heading", { name: title })).toBeVisible();
  await expect(a.page.locator(".moderation-mark--pending")).toHaveText(copy.safety.moderation.pending);
  await shot(a.page, "04-post-pending-author");

  // The administrator restores it from the queue.
  const admin = await member(browser, "admin@example.com", "admin-pass-1234");
  await admin.page.goto("/admin/reports");
  const item = admin.page.locator(".moderation-item").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText(copy.safety.moderation.reportsCount(4));
  await expect(item).toContainText(copy.safety.report.reasons.scam);
  await expect(item.locator(".moderation-item__not-counted")).toHaveText(copy.safety.moderation.notCounted);
  await shot(admin.page, "05-admin-queue");
  await item.getByRole("button", { name: copy.safety.moderation.actions.restore }).click();
  await expect(admin.page.getByText(copy.safety.moderation.done.restore)).toBeVisible();
  await expect(admin.page.locator(".moderation-log")).toContainText(copy.safety.moderation.actions.restore);
  await c.page.goto(`/posts?keyword=${encodeURIComponent(word)}`);
  await expect(c.page.getByText(title)).toBeVisible();

  // A blocks C from C's profile: C can no longer message A nor see A's request.
  await a.page.goto(`/profile/${cUser.data.id}`);
  a.page.once("dialog", (dialog) => void dialog.accept());
  await a.page.getByRole("button", { name: copy.safety.block.button, exact: true }).click();
  await expect(a.page.getByText(copy.safety.block.done)).toBeVisible();
  await expect(a.page.getByRole("button", { name: copy.safety.block.unblock })).toBeVisible();
  await shot(a.page, "06-profile-blocked");
  await c.page.goto(`/threads/create?user_id=${aUser.data.id}`);
  await expect(c.page.getByText(copy.safety.block.cannotMessage)).toBeVisible();
  await shot(c.page, "07-cannot-message");
  await c.page.goto(`/posts?keyword=${encodeURIComponent(word)}`);
  await expect(c.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(c.page.getByText(title)).toHaveCount(0);

  for (const context of [
    a.context,
    b.context,
    admin.context,
    newcomer.context,
    ...reporters.map((r) => r.context),
  ]) {
    await context.close();
  }
});
