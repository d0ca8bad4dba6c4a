/**
 * Reflow and zoom (docs/product.md "Reflow and zoom"; WCAG 2.2 1.4.10 Reflow and 1.4.4 Resize text): in a window
 * 320 CSS px wide (a small phone, or 1280 px at 400 %) and at the browser's 200 % zoom of a 1280×800 desktop
 * (640×400 CSS px at two device pixels each), every main screen of a visitor, a member and an administrator
 * reads without sideways scrolling, clipped text or labels running out of their buttons. Screenshots go to
 * test-results/screens/reflow (or E2E_SHOTS_DIR).
 */
import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { layoutProblems } from "./support/layout.ts";
import { logIn, restApi } from "./support/shell.ts";

const SHOTS = process.env.E2E_SHOTS_DIR
  ? `${process.env.E2E_SHOTS_DIR}/reflow`
  : "test-results/screens/reflow";

// Two window sizes × some 40 screens, each measured element by element.
test.describe.configure({ timeout: 300_000 });

/** The two windows: a 320 px phone (touch) and a desktop zoomed to 200 %. */
const WINDOWS = [
  {
    name: "320px",
    options: { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  },
  {
    name: "zoom200",
    options: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  },
] as const;

const VISITOR_PAGES = [
  "/",
  "/posts",
  "/posts?keyword=%E7%8A%AC",
  "/post/1",
  "/categories",
  "/category/moving",
  "/regions",
  "/regions/tokyo",
  "/search",
  "/profile/2",
  "/login",
  "/register",
  "/forgot-password",
  "/contact",
  "/help",
  "/terms",
  "/no-such-page",
];
const MEMBER_PAGES = [
  "/post/create",
  "/post/1",
  "/mypage",
  "/myposts",
  "/favorites/posts",
  "/threads",
  "/notifications",
  "/profile/me",
  "/profile/edit",
  "/account/settings",
];
const ADMIN_PAGES = ["/admin/users", "/admin/users/2/edit", "/admin/reports", "/admin/organizations"];

/** Opens `path`, waits for its content (no loading state left), and answers its layout problems. */
async function problemsOf(page: Page, path: string, shotName: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator("main h1, main .post-card, main form").first(), path).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main .status--loading, main .skeleton-area")).toHaveCount(0);
  const problems = await layoutProblems(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${shotName}-${path.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "home"}.png`,
  });
  return problems.map((problem) => `${path}: ${problem}`);
}

/** A new context of `browser` in `window`, Japanese, Tokyo time. */
async function open(browser: Browser, window: (typeof WINDOWS)[number]) {
  const context = await browser.newContext({ ...window.options, locale: "ja-JP", timezoneId: "Asia/Tokyo" });
  return { context, page: await context.newPage() };
}

for (const window of WINDOWS) {
  test(`at ${window.name}, the visitor's, a member's and the administrator's screens reflow`, async ({
    browser,
    baseURL,
  }) => {
    // A member of its own, reported below: the moderation queue and its log have a row, with a long note.
    const reported = await verifiedMember(
      baseURL ?? "",
      uniqueEmail("reflow-reported"),
      "reflow-pass-1234",
      "折り返し 確認",
    );
    const reportedId = ((await (await reported.api.get("/api/auth/me")).json()) as { data: { id: number } })
      .data.id;
    await reported.api.dispose();
    const found: string[] = [];
    const visitor = await open(browser, window);
    for (const path of VISITOR_PAGES)
      found.push(...(await problemsOf(visitor.page, path, `${window.name}-visitor`)));
    await visitor.context.close();

    const member = await open(browser, window);
    await logIn(member.page, "member@example.com", "member-pass-1234", { until: "left-login" });
    // A thread with another member (opening it again answers the same thread).
    const me = await restApi<{ data: { id: number } }>(member.page, "GET", "/api/auth/me");
    const thread = await restApi<{ id: number }>(member.page, "POST", "/api/threads", {
      user_id: me.data.id === 2 ? 3 : 2,
    });
    await restApi(member.page, "POST", "/api/reports", {
      target_type: "user",
      target_id: reportedId,
      reason: "spam",
    });
    for (const path of [...MEMBER_PAGES, `/threads/${thread.id}`]) {
      found.push(...(await problemsOf(member.page, path, `${window.name}-member`)));
    }
    await member.context.close();

    const admin = await open(browser, window);
    await logIn(admin.page, "admin@example.com", "admin-pass-1234", { until: "left-login" });
    const queue = await restApi<{ data: { id: number; target_type: string; target_id: number }[] }>(
      admin.page,
      "GET",
      "/api/admin/reports",
    );
    const item = queue.data.find((row) => row.target_type === "user" && row.target_id === reportedId);
    expect(item, "the member's report is in the queue").toBeDefined();
    await restApi(admin.page, "PATCH", `/api/admin/reports/${item?.id}`, {
      action: "dismiss",
      note: "同じ内容の報告が続いたため確認しましたが、規約違反は見つからなかったので今回は対応を見送りました。次に同様の報告があれば利用停止を検討します。",
    });
    for (const path of ADMIN_PAGES)
      found.push(...(await problemsOf(admin.page, path, `${window.name}-admin`)));
    await admin.context.close();

    expect(found).toEqual([]);
  });
}
