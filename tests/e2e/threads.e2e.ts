/**
 * Messaging journeys (docs/product.md §2 "Thread show", §4 "Polling") in Chromium, with two (and three)
 * members in separate browser contexts: A messages B from B's post, B's unread badge rises without a reload,
 * B reads and it clears, both see each other's messages live, a third member is turned away with
 * このスレッドにはアクセスできません。, the public board updates live, and — with the live stream blocked — everything still
 * arrives by polling. Screenshots (desktop 1280×800 and phone 390×844) go to test-results/screens/.
 */
import {
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Page,
  type Request,
  test,
} from "@playwright/test";
import { WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { logIn, restApi, shot } from "./support/shell.ts";

// Two or three browsers, a live stream each and lazily loaded pages: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const PASSWORD = "demo-pass-1234";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A new context signed in as `email` (demo member), on the home page. */
async function member(
  browser: Browser,
  email: string,
  options: { blockStream?: boolean; password?: string } = {},
): Promise<{ context: BrowserContext; page: Page; streamAttempts: () => number }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  let attempts = 0;
  if (options.blockStream) {
    // The live stream is unavailable (as behind a proxy that drops SSE): the client must fall back to polling.
    await context.route("**/trpc/live.events**", (route) => {
      attempts += 1;
      return route.abort("connectionreset");
    });
  }
  const page = await context.newPage();
  await logIn(page, email, options.password ?? PASSWORD);
  return { context, page, streamAttempts: () => attempts };
}

/** The header's unread badge (desktop). */
const headerBadge = (page: Page) => page.locator(".site-header .nav-link__badge");

/**
 * The page's live-stream requests: those open now (an SSE request ends only when the stream does) and how many
 * were started. Counting open requests, not started ones, keeps a stream that the previous page was still
 * opening (e.g. right after logging in) out of the picture once that page is gone.
 */
function watchStreams(page: Page): { open: Set<Request>; started: () => number } {
  const open = new Set<Request>();
  let started = 0;
  const isLive = (request: Request) => new URL(request.url()).pathname === "/trpc/live.events";
  page.on("request", (request) => {
    if (!isLive(request)) return;
    started += 1;
    open.add(request);
  });
  page.on("requestfailed", (request) => open.delete(request));
  page.on("requestfinished", (request) => open.delete(request));
  return { open, started: () => started };
}

test("two members message each other live; a third member is turned away", async ({ browser }) => {
  const a = await member(browser, "user01@example.com");
  const b = await member(browser, "user02@example.com");
  const c = await member(browser, "user03@example.com");
  const bUser = (await restApi(b.page, "GET", "/api/auth/me")) as { data: { id: number; name: string } };

  // B has a request on the board.
  const categories = (await restApi(b.page, "GET", "/api/categories")) as {
    data: { id: number; children: { id: number }[] }[];
  };
  const regions = (await restApi(b.page, "GET", "/api/regions")) as
    | { data: { id: number }[] }
    | { id: number }[];
  const regionList = Array.isArray(regions) ? regions : regions.data;
  const post = (await restApi(b.page, "POST", "/api/posts", {
    title: `E2E 棚の組み立てを手伝ってください ${Date.now().toString(36)}`,
    body: "土曜の午後、組み立て式の棚を一緒に組み立ててくれる方を探しています。",
    category_id: categories.data.find((cat) => cat.children.length > 0)?.children[0]?.id,
    region_id: regionList[12]?.id ?? regionList[0]?.id,
  })) as { data: { id: number } };

  // B waits on the home page: no unread badge yet. From here on, B's tab keeps ONE live stream.
  const bStreams = watchStreams(b.page);
  await b.page.goto("/");
  await expect.poll(() => bStreams.open.size).toBe(1);
  const homeStream = [...bStreams.open][0];
  await expect(b.page.getByRole("heading", { name: copy.home.publicBoardHeading })).toBeVisible();
  await expect(headerBadge(b.page)).toHaveCount(0);

  // A opens the thread from B's post and sends a message.
  await a.page.goto(`/post/${post.data.id}`);
  await a.page.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  await expect(a.page).toHaveURL(/\/threads\/\d+$/);
  const threadPath = new URL(a.page.url()).pathname;
  await expect(a.page.locator(".thread__partner")).toHaveText(bUser.data.name);
  await expect(a.page.getByText(copy.threads.noMessagesYet)).toBeVisible();
  const composerA = a.page.getByRole("textbox", { name: copy.threads.composerLabel });
  await composerA.fill("はじめまして。棚の組み立て、お手伝いできます！");
  await composerA.press("Enter");
  await expect(a.page.locator(".message--mine .message__bubble")).toHaveText(
    "はじめまして。棚の組み立て、お手伝いできます！",
  );
  await expect(composerA).toHaveValue("");

  // The 依頼・相談する button of B's profile opens the same thread.
  await a.page.goto(`/profile/${bUser.data.id}`);
  await a.page.getByRole("link", { name: copy.profile.requestButton }).click();
  await expect(a.page).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(a.page.locator(".message--mine")).toHaveCount(1);

  // B's badge rises without a reload.
  await expect(headerBadge(b.page)).toContainText("1");
  await shot(b.page, "threads-01-home-badge-desktop", { fullPage: false });

  // B opens the list, then the thread: the badge clears.
  await b.page.locator(".site-header .nav-link--messages").click();
  await expect(b.page).toHaveURL(/\/threads$/);
  const row = b.page.locator(".thread-item").first();
  await expect(row.locator(".thread-item__preview")).toHaveText("はじめまして。棚の組み立て、お手伝いでき…");
  await expect(row.locator(".thread-item__badge")).toContainText("1");
  await shot(b.page, "threads-02-list-desktop", { fullPage: false });
  await row.click();
  await expect(b.page).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(b.page.locator(".message--theirs .message__bubble")).toHaveText(
    "はじめまして。棚の組み立て、お手伝いできます！",
  );
  await expect(b.page.locator(".message-list__day").first()).toHaveText(copy.threads.today);
  await expect(headerBadge(b.page)).toHaveCount(0);

  // Both see each other's messages live.
  const composerB = b.page.getByRole("textbox", { name: copy.threads.composerLabel });
  await composerB.fill("ありがとうございます！\n土曜の14時はいかがですか？");
  await b.page.getByRole("button", { name: copy.threads.send }).click();
  await expect(a.page.locator(".message--theirs .message__bubble")).toHaveText(
    "ありがとうございます！\n土曜の14時はいかがですか？",
  );
  await composerA.fill("了解");
  await composerA.press("Enter");
  await expect(b.page.locator(".message--theirs.message--stamp .message__bubble")).toHaveText("了解");
  // B is reading the thread, so nothing stays unread.
  await expect(b.page.locator(".message--theirs")).toHaveCount(2);
  await expect(headerBadge(b.page)).toHaveCount(0);
  await shot(b.page, "threads-03-thread-desktop", { fullPage: false });
  // Badge, list and thread all came over the one stream B's tab opened on the home page.
  expect([...bStreams.open]).toEqual([homeStream]);

  // An IME composition's Enter does not send.
  await composerA.fill("変換中");
  await composerA.dispatchEvent("compositionstart");
  await composerA.press("Enter");
  await composerA.dispatchEvent("compositionend");
  await expect(a.page.locator(".message--mine")).toHaveCount(2);
  await expect(composerA).toHaveValue(/変換中/);

  // A third member cannot open it.
  await c.page.goto(threadPath);
  await expect(c.page).toHaveURL(/\/threads$/);
  await expect(c.page.getByText(copy.threads.forbidden)).toBeVisible();
  await expect(c.page.getByRole("heading", { name: copy.threads.titles.list, level: 1 })).toBeVisible();
  await shot(c.page, "threads-04-forbidden-desktop", { fullPage: false });

  // Phone screens of the same journey.
  await b.page.setViewportSize(PHONE);
  await b.page.goto("/threads");
  await expect(b.page.locator(".thread-item").first()).toBeVisible();
  await shot(b.page, "threads-05-list-phone", { fullPage: false });
  await b.page.goto(threadPath);
  await expect(b.page.locator(".message--theirs").first()).toBeVisible();
  await expect(b.page.locator(".site-header")).toBeHidden();
  await shot(b.page, "threads-06-thread-phone", { fullPage: false });

  await a.context.close();
  await b.context.close();
  await c.context.close();
});

test("the public board updates live on the home page", async ({ browser }) => {
  const a = await member(browser, "user04@example.com");
  const b = await member(browser, "user05@example.com");
  await a.page.goto("/");
  await b.page.setViewportSize(PHONE);
  await b.page.goto("/");
  const body = `E2E 今週末、公園の清掃をします。${Date.now().toString(36)}`;

  // Whitespace only is refused on the client with the spec's message.
  const input = a.page.getByLabel(copy.board.label);
  await input.fill("   ");
  await a.page.getByRole("button", { name: copy.board.submit }).click();
  await expect(a.page.getByRole("alert").filter({ hasText: copy.board.required })).toBeVisible();

  await input.fill(body);
  await a.page.getByRole("button", { name: copy.board.submit }).click();
  await expect(input).toHaveValue("");
  await expect(a.page.locator(".board__body").first()).toHaveText(body);
  await expect(b.page.locator(".board__body").first()).toHaveText(body);
  // The list scrolls within about 20rem (docs/product.md §9).
  const list = a.page.locator(".board__list");
  expect(
    await list.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY]),
  ).toEqual(["320px", "auto"]);
  await shot(a.page, "threads-07-home-board-desktop", { fullPage: false });
  await b.page.locator("#board").scrollIntoViewIfNeeded();
  await shot(b.page, "threads-08-home-board-phone", { fullPage: false });

  // A visitor sees the list and a prompt to log in, no form.
  const visitor = await browser.newPage({ viewport: PHONE });
  await visitor.goto("/");
  await expect(visitor.locator(".board__body").first()).toHaveText(body);
  await expect(visitor.getByText(copy.board.visitorPrompt)).toBeVisible();
  await expect(visitor.getByLabel(copy.board.label)).toHaveCount(0);
  await visitor.close();
  await a.context.close();
  await b.context.close();
});

test("an unverified member sees why they cannot post on the board", async ({ browser }) => {
  const u = await member(browser, "unverified@example.com", { password: "unverified-pass-1234" });
  await u.page.goto("/");
  await expect(u.page.locator(".board-form__notice")).toContainText(copy.board.unverified);
  // The form is disabled with that reason (docs/product.md "Phone first"); the server refuses such a post
  // anyway.
  await expect(u.page.getByLabel(copy.board.label)).toBeDisabled();
  await expect(u.page.getByRole("button", { name: copy.board.submit })).toBeDisabled();
  await u.context.close();
});

test("without the live stream, the badge, the thread and the board arrive by polling", async ({
  browser,
}) => {
  const sender = await member(browser, "user06@example.com");
  const reader = await member(browser, "user07@example.com", { blockStream: true });
  const readerUser = (await restApi(reader.page, "GET", "/api/auth/me")) as { data: { id: number } };
  const opened = (await restApi(sender.page, "POST", "/api/threads", { user_id: readerUser.data.id })) as {
    id: number;
  };

  await reader.page.goto("/");
  await expect(headerBadge(reader.page)).toHaveCount(0);
  await restApi(sender.page, "POST", `/api/threads/${opened.id}/messages`, {
    body: "ポーリングでも届きますか？",
  });
  // Unread polls every 3000 ms while the stream is down.
  await expect(headerBadge(reader.page)).toContainText("1", { timeout: 15_000 });

  await reader.page.goto(`/threads/${opened.id}`);
  await expect(reader.page.locator(".message--theirs .message__bubble")).toHaveText(
    "ポーリングでも届きますか？",
  );
  await expect(headerBadge(reader.page)).toHaveCount(0, { timeout: 15_000 });
  await restApi(sender.page, "POST", `/api/threads/${opened.id}/messages`, { body: "2通目です" });
  await expect(reader.page.locator(".message--theirs")).toHaveCount(2, { timeout: 15_000 });

  await reader.page.goto("/");
  const board = `E2E ポーリングの掲示板 ${Date.now().toString(36)}`;
  await restApi(sender.page, "POST", "/api/public-messages", { body: board });
  await expect(reader.page.locator(".board__body").first()).toHaveText(board, { timeout: 15_000 });
  // The stream was really tried (and refused) the whole time.
  expect(reader.streamAttempts()).toBeGreaterThan(0);
  await sender.context.close();
  await reader.context.close();
});

test("an open thread follows new messages only while the reader is at the bottom", async ({ browser }) => {
  const a = await member(browser, "user13@example.com");
  const b = await member(browser, "user14@example.com");
  const bUser = (await restApi(b.page, "GET", "/api/auth/me")) as { data: { id: number } };
  const opened = (await restApi(a.page, "POST", "/api/threads", { user_id: bUser.data.id })) as {
    id: number;
  };
  const send = (body: string) => restApi(a.page, "POST", `/api/threads/${opened.id}/messages`, { body });
  // 28 now and 2 below: A's 30 messages a minute (docs/product.md §9 Rate limits).
  for (let i = 1; i <= 28; i++) await send(`スクロールの確認です。${i}通目のメッセージ`);

  await b.page.goto(`/threads/${opened.id}`);
  await expect(b.page.locator(".message--theirs")).toHaveCount(28);
  const scroller = b.page.locator(".thread__scroll");
  const distanceFromBottom = () =>
    scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  await expect.poll(distanceFromBottom).toBeLessThan(48);

  // B scrolls up to read: a new message does not pull the view down; a button offers to jump.
  await scroller.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        el.addEventListener("scroll", () => resolve(), { once: true });
        el.scrollTop = 0;
      }),
  );
  await send("上を読んでいる間に届いたメッセージ");
  await expect(b.page.locator(".message--theirs .message__bubble").last()).toHaveText(
    "上を読んでいる間に届いたメッセージ",
  );
  const jump = b.page.getByRole("button", { name: copy.threads.newMessages });
  await expect(jump).toBeVisible();
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeLessThan(5);
  await shot(b.page, "threads-09-new-below-desktop", { fullPage: false });

  // Back at the bottom, the next message comes into view by itself.
  await jump.click();
  await expect.poll(distanceFromBottom).toBeLessThan(48);
  await send("最後まで読んでいるので見えます");
  await expect(b.page.locator(".message--theirs .message__bubble").last()).toHaveText(
    "最後まで読んでいるので見えます",
  );
  await expect.poll(distanceFromBottom).toBeLessThan(48);
  await expect(jump).toHaveCount(0);

  // A's minute is used up (sent on until the server refuses, whatever time the steps above took): the composer
  // shows why the next message is not sent, and nothing reaches B.
  const xsrf = decodeURIComponent(
    (await a.context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
  );
  for (let i = 0; i <= WRITE_LIMITS.messagesPerMinute.max; i++) {
    const answer = await a.page.request.post(`/api/threads/${opened.id}/messages`, {
      data: { body: "上限の確認" },
      headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest", "X-XSRF-TOKEN": xsrf },
    });
    if (answer.status() === 429) break;
    expect(answer.status()).toBe(201);
  }
  await a.page.goto(`/threads/${opened.id}`);
  const composerA = a.page.getByRole("textbox", { name: copy.threads.composerLabel });
  await composerA.fill("上限を超えたメッセージ");
  await composerA.press("Enter");
  const { max, windowSeconds } = WRITE_LIMITS.messagesPerMinute;
  await expect(a.page.getByText(copy.limits.messages(max, windowSeconds))).toBeVisible();
  await expect(b.page.getByText("上限を超えたメッセージ")).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});

test("after the stream drops, the tab reconnects and catches up on what it missed", async ({ browser }) => {
  const a = await member(browser, "user15@example.com");
  const b = await member(browser, "user16@example.com");
  const bUser = (await restApi(b.page, "GET", "/api/auth/me")) as { data: { id: number } };
  const opened = (await restApi(a.page, "POST", "/api/threads", { user_id: bUser.data.id })) as {
    id: number;
  };
  await restApi(a.page, "POST", `/api/threads/${opened.id}/messages`, { body: "切断の前のメッセージ" });
  const streams = watchStreams(b.page);
  await b.page.goto(`/threads/${opened.id}`);
  await expect(b.page.locator(".message--theirs")).toHaveCount(1);
  await expect.poll(() => streams.open.size).toBe(1);
  const startedBefore = streams.started();

  // B's stream is cut (window.stop() aborts the page's open connections, the EventSource among them) and
  // stays away while A writes: new connections are refused until A's message is stored.
  await b.context.route("**/trpc/live.events**", (route) => route.abort("connectionreset"));
  await b.page.evaluate(() => window.stop());
  await expect.poll(() => streams.started()).toBeGreaterThan(startedBefore);
  await restApi(a.page, "POST", `/api/threads/${opened.id}/messages`, { body: "切断中に送ったメッセージ" });
  const reconnected = b.page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/trpc/live.events" && response.status() === 200,
  );
  await b.context.unrouteAll();
  // The next attempt of the backoff gets through.
  await reconnected;
  await expect(b.page.locator(".message--theirs .message__bubble").last()).toHaveText(
    "切断中に送ったメッセージ",
  );
  // The tab reconnected, and live delivery works on the new stream.
  await restApi(a.page, "POST", `/api/threads/${opened.id}/messages`, { body: "再接続のあとのメッセージ" });
  await expect(b.page.locator(".message--theirs .message__bubble").last()).toHaveText(
    "再接続のあとのメッセージ",
  );
  await a.context.close();
  await b.context.close();
});

test("more than a page of messages missed while away leaves no hole in the thread", async ({ browser }) => {
  const a = await member(browser, "user17@example.com");
  // Without the stream B polls, and B's polls of the thread fail while A writes (B is away).
  const b = await member(browser, "user18@example.com", { blockStream: true });
  const bUser = (await restApi(b.page, "GET", "/api/auth/me")) as { data: { id: number } };
  const opened = (await restApi(a.page, "POST", "/api/threads", { user_id: bUser.data.id })) as {
    id: number;
  };
  // Each member sends at most 30 messages a minute (docs/product.md §9 Rate limits): A writes 1–30, and B's other
  // device 31–60 while this tab of B's is away.
  const send = (from: Page, n: number) =>
    restApi(from, "POST", `/api/threads/${opened.id}/messages`, { body: `連番 ${n}` });
  for (let n = 1; n <= 5; n++) await send(a.page, n);
  const bubble = (n: number) => b.page.locator(".message__bubble", { hasText: new RegExp(`^連番 ${n}$`) });
  const loadOlder = b.page.getByRole("button", { name: copy.threads.loadOlder });

  await b.page.goto(`/threads/${opened.id}`);
  await expect(bubble(5)).toBeVisible();
  await expect(bubble(1)).toHaveCount(1);
  await expect(loadOlder).toHaveCount(0);

  await b.context.route("**/trpc/*threads.messages*", (route) => route.abort("connectionreset"));
  for (let n = 6; n <= 30; n++) await send(a.page, n);
  for (let n = 31; n <= 60; n++) await send(b.page, n);
  await b.context.unroute("**/trpc/*threads.messages*");
  await expect(bubble(60)).toBeVisible({ timeout: 15_000 });
  // 55 missed: the newest page starts at 11; older messages load from there, and 6–10 are not skipped.
  await expect(loadOlder).toBeVisible();
  await loadOlder.click();
  for (const n of [6, 10, 3, 31]) await expect(bubble(n)).toHaveCount(1);
  await a.context.close();
  await b.context.close();
});

test("visitors who press a message button log in first and come back to the page", async ({ browser }) => {
  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto("/posts");
  await visitor.locator(".post-card a[href^='/post/']").first().click();
  await expect(visitor).toHaveURL(/\/post\/\d+$/);
  const postPath = new URL(visitor.url()).pathname;
  await visitor.getByRole("button", { name: copy.postDetail.messageAuthor }).click();
  // The request's message button leads on to the thread after the login (phone-first.e2e.ts logs in).
  await expect(visitor).toHaveURL(
    (url) =>
      url.pathname === "/login" &&
      (url.searchParams.get("redirect") ?? "").startsWith("/threads/create?user_id="),
  );

  await visitor.goto(postPath);
  await visitor.locator(`a[href^='/profile/']`).first().click();
  await expect(visitor).toHaveURL(/\/profile\/\d+$/);
  const profilePath = new URL(visitor.url()).pathname;
  await visitor.getByRole("link", { name: copy.profile.requestButton }).click();
  await expect(visitor).toHaveURL(
    (url) => url.pathname === "/login" && url.searchParams.get("redirect") === profilePath,
  );
  await visitor.close();
});

test("thread create: the form needs a user id; ?user_id= opens the thread", async ({ browser }) => {
  const a = await member(browser, "user08@example.com");
  await a.page.goto("/threads/create");
  await a.page.getByRole("button", { name: copy.threads.createSubmit }).click();
  await expect(a.page.getByRole("alert")).toContainText(copy.threads.userIdRequired);
  await a.page.getByLabel(copy.threads.userIdLabel).fill("99999999");
  await a.page.getByRole("button", { name: copy.threads.createSubmit }).click();
  await expect(a.page.getByRole("alert")).toContainText(copy.threads.createFormFailed);

  const me = (await restApi(a.page, "GET", "/api/auth/me")) as { data: { id: number } };
  await a.page.goto(`/threads/create?user_id=${me.data.id + 1}`);
  await expect(a.page).toHaveURL(/\/threads\/\d+$/);
  await a.context.close();
});
