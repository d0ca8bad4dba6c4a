/**
 * Moderation as the people around a reported request meet it (docs/product.md §12 Reporting and moderation), in
 * Chromium with each member in a browser context of their own:
 * - a member's report leaves a trace: the dialog chooses no reason for them, and afterwards (and after a reload)
 *   the request's button reads 通報済み; 通報 buttons are at least 44 × 44 px;
 * - hidden pending review after three counting reports, a visitor and a member read
 *   「通報が多いため一時的に非表示になっています。…」 once, with save, follow and message off and the reason beside them;
 * - the admin header counts the open reports and fits a phone; the administrator keeps the request hidden with
 *   非表示のまま確定, which asks for the reason;
 * - the author hears what was hidden and why, asks for a review once (a second request is refused), and the
 *   request is back in the queue marked with it; so does the author of a comment an administrator hid, under it.
 * Screenshots at 390×844 and 1280×800: test-results/screens/moderation-*.png; axe finds no serious or critical
 * violation on each changed screen at both sizes.
 */
import { type Browser, type BrowserContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { seriousViolations } from "./support/axe.ts";
import { DESKTOP, logIn, PHONE, restApi, shot } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

const PASSWORD = "demo-pass-1234";
const m = copy.safety.moderation;
const r = copy.safety.report;

/** A new phone-sized context, signed in as `email` unless it is null (a visitor). */
async function person(
  browser: Browser,
  email: string | null,
  password = PASSWORD,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  if (email) await logIn(page, email, password, { until: "user-menu" });
  return { context, page };
}

/** Screenshots of the page at phone size, then at desktop size (and back to the phone), each checked by axe. */
async function shots(page: Page, name: string): Promise<void> {
  await shot(page, `moderation-${name}-phone`, { fromTop: true });
  expect(await seriousViolations(page), `${name} at 390×844`).toEqual([]);
  await page.setViewportSize(DESKTOP);
  await shot(page, `moderation-${name}-desktop`, { fromTop: true });
  expect(await seriousViolations(page), `${name} at 1280×800`).toEqual([]);
  await page.setViewportSize(PHONE);
}

/** True when the page does not scroll sideways (nothing wider than the screen). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test("a report leaves a trace, a hidden request says so once, the administrator keeps it hidden and the author asks for a review", async ({
  browser,
}) => {
  const author = await person(browser, "user04@example.com");
  const categories = (await restApi(author.page, "GET", "/api/categories")) as {
    data: { id: number; children: { id: number }[] }[];
  };
  const regions = (await restApi(author.page, "GET", "/api/regions")) as
    | { data: { id: number }[] }
    | { id: number }[];
  const regionList = Array.isArray(regions) ? regions : regions.data;
  const title = `審査試験${Date.now().toString(36)} 先払いで手伝ってくれる方`;
  const post = (await restApi(author.page, "POST", "/api/posts", {
    title,
    body: "作業の前に手数料を振り込んでください。",
    category_id: categories.data.find((cat) => cat.children.length > 0)?.children[0]?.id,
    region_id: regionList[12]?.id ?? regionList[0]?.id,
  })) as { data: { id: number } };
  const postPath = `/post/${post.data.id}`;

  // A member reports it: 44 px button, no reason chosen for them, then 通報済み — also after a reload.
  const first = await person(browser, "user06@example.com");
  await first.page.goto(postPath);
  const button = first.page.locator(".post-detail__head .report-button");
  const box = await button.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await button.click();
  const dialog = first.page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[type="radio"]:checked')).toHaveCount(0);
  await shot(first.page, "moderation-01-report-dialog-phone", { fullPage: false });
  await dialog.getByRole("button", { name: r.submit, exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(r.reasonRequired);
  await dialog.getByLabel(r.reasons.scam).check();
  await dialog.getByRole("button", { name: r.submit, exact: true }).click();
  await expect(first.page.getByText(r.thanks)).toBeVisible();
  await expect(first.page.locator(".post-detail__head .report-button")).toHaveText(r.reported);
  await first.page.reload();
  await expect(first.page.locator(".post-detail__head .report-button")).toHaveText(r.reported);
  await expect(first.page.getByRole("button", { name: r.heading(r.targets.post) })).toHaveCount(0);
  await shots(first.page, "02-reported");

  // Two more counting members: hidden pending review.
  for (const email of ["user07@example.com", "user08@example.com"]) {
    const reporter = await person(browser, email);
    await restApi(reporter.page, "POST", "/api/reports", {
      target_type: "post",
      target_id: post.data.id,
      reason: "scam",
    });
    await reporter.context.close();
  }

  // A visitor and a member read it once, truthfully, with the actions off.
  const visitor = await person(browser, null);
  for (const page of [visitor.page, first.page]) {
    await page.goto(postPath);
    await expect(page.getByRole("heading", { name: m.hiddenHeading })).toBeVisible();
    await expect(page.getByText(m.hiddenPending)).toHaveCount(1);
    await expect(page.getByText(m.hidden)).toHaveCount(0);
    for (const name of [copy.postDetail.save, copy.postDetail.follow, copy.postDetail.messageAuthor]) {
      await expect(page.getByRole("button", { name })).toBeDisabled();
    }
    await expect(page.getByText(m.actionsClosed)).toBeVisible();
  }
  await shots(visitor.page, "03-pending-visitor");

  // The administrator: the header counts open reports and fits the phone; 非表示のまま確定 asks for the reason.
  const admin = await person(browser, "admin@example.com", "admin-pass-1234");
  await admin.page.goto("/admin/reports");
  const count = admin.page.locator(".admin-nav__count");
  await expect(count).toBeVisible();
  expect(Number(await count.textContent())).toBeGreaterThanOrEqual(1);
  expect(await fitsWidth(admin.page)).toBe(true);
  const item = admin.page.locator(".moderation-item").filter({ hasText: title });
  await expect(item).toBeVisible();
  await shots(admin.page, "04-admin-queue");
  await item.getByRole("button", { name: m.keepHidden }).click();
  await expect(admin.page.getByText(m.hideNoteRequired)).toBeVisible();
  await item.getByLabel(m.noteLabel).fill("作業前の振込を求めているため");
  await item.getByRole("button", { name: m.keepHidden }).click();
  await expect(admin.page.getByText(m.done.hide)).toBeVisible();
  await expect(admin.page.locator(".moderation-log")).toContainText("作業前の振込を求めているため");

  // The author hears what and why, and asks for a review from the request's page, once.
  await author.page.goto("/notifications");
  const notice = author.page.getByText(copy.safety.review.noticeTitle(r.targets.post)).first();
  await expect(notice).toBeVisible();
  await expect(author.page.getByText("作業前の振込を求めているため").first()).toBeVisible();
  await shots(author.page, "05-author-notice");
  await author.page.goto(postPath);
  await expect(author.page.getByRole("heading", { name: title })).toBeVisible();
  await author.page.getByRole("button", { name: copy.safety.review.button }).click();
  await author.page
    .getByLabel(copy.safety.review.messageLabel)
    .fill("振込は求めていません。本文を直しました。");
  await shots(author.page, "06-review-form");
  await author.page.getByRole("button", { name: copy.safety.review.button }).click();
  await expect(author.page.getByText(copy.safety.review.sent)).toBeVisible();
  await author.page.reload();
  await author.page.getByRole("button", { name: copy.safety.review.button }).click();
  await author.page.getByRole("button", { name: copy.safety.review.button }).click();
  await expect(author.page.getByRole("alert")).toHaveText(copy.safety.review.duplicate);

  // Back in the administrator's open queue, marked with the request.
  await admin.page.goto("/admin/reports");
  const again = admin.page.locator(".moderation-item").filter({ hasText: title });
  await expect(again.locator(".moderation-item__review")).toContainText(copy.safety.review.queueMark);
  await expect(again.locator(".moderation-item__review")).toContainText("本文を直しました");
  await shots(admin.page, "07-admin-review-request");

  // A comment of the author's that an administrator hides: the author asks for its review under it.
  const other = (await restApi(first.page, "POST", "/api/posts", {
    title: `審査試験のコメント先${Date.now().toString(36)}`,
    body: "棚の組み立てを手伝ってください。",
    category_id: categories.data.find((cat) => cat.children.length > 0)?.children[0]?.id,
    region_id: regionList[12]?.id ?? regionList[0]?.id,
  })) as { data: { id: number } };
  const commentText = `手数料を先に振り込んでくれたら行きます${Date.now().toString(36)}`;
  const comment = (await restApi(author.page, "POST", "/api/comments", {
    post_id: other.data.id,
    body: commentText,
  })) as { data: { id: number } };
  await restApi(first.page, "POST", "/api/reports", {
    target_type: "comment",
    target_id: comment.data.id,
    reason: "scam",
  });
  await admin.page.goto("/admin/reports");
  const commentItem = admin.page.locator(".moderation-item").filter({ hasText: commentText });
  await commentItem.getByLabel(m.noteLabel).fill("先払いを求めているため");
  await commentItem.getByRole("button", { name: m.actions.hide }).click();
  await expect(admin.page.getByText(m.done.hide)).toBeVisible();
  await author.page.goto(`/post/${other.data.id}`);
  const own = author.page.locator(".comment").filter({ hasText: commentText });
  await own.getByRole("button", { name: copy.safety.review.button }).click();
  await own.getByRole("button", { name: copy.safety.review.button }).click();
  await expect(own.getByText(copy.safety.review.sent)).toBeVisible();
  await own.scrollIntoViewIfNeeded();
  await shot(author.page, "moderation-08-comment-review-phone", { fullPage: false });
  expect(await seriousViolations(author.page)).toEqual([]);
  // Others no longer see it.
  await visitor.page.goto(`/post/${other.data.id}`);
  await expect(visitor.page.getByText(commentText)).toHaveCount(0);

  for (const context of [author.context, first.context, visitor.context, admin.context])
    await context.close();
});
