/**
 * Offline and errors (docs/product.md #phone-first-never-blank,
 * docs/decisions/028-last-seen-answers-offline.md): a reload without the network shows the app shell — header,
 * bottom navigation on phones — with the lists and pages last seen, under the offline banner; the current-user
 * call is retried with growing gaps, never in a loop; back online, fresh answers replace the last-seen ones and the
 * banner goes. After a logout the member's last-seen answers are gone from the device.
 *
 * Service workers are allowed here (playwright.config.ts blocks them): the reload offline is answered by the
 * worker's precached shell.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { workerInControl } from "./support/service-worker.ts";
import { DESKTOP, logIn, PHONE } from "./support/shell.ts";

test.use({ serviceWorkers: "allow" });

/** Screenshots of the offline screens (the repository's place for them; copied for review by hand). */
const SHOTS = "test-results/screens/offline";
const PASSWORD = "offline-pass-1234";
/** Where the client keeps the last-seen answers (src/client/lib/offline-copy.ts OFFLINE_COPY_KEY). */
const OFFLINE_COPY_KEY = "tasukeai.offline-copy";

type Member = {
  api: APIRequestContext;
  xsrf: () => Promise<string>;
  id: number;
  name: string;
  email: string;
};

/** A new verified member (REST), with their id. */
async function newMember(baseURL: string, prefix: string, name: string): Promise<Member> {
  const email = uniqueEmail(prefix);
  const client = await verifiedMember(baseURL, email, PASSWORD, name);
  const me = (await (await client.api.get("/api/auth/me")).json()) as { data: { id: number } };
  return { ...client, id: me.data.id, name, email };
}

/** `from` opens a thread with `to` and sends `body`; returns the thread id. */
async function message(from: Member, to: Member, body: string, threadId?: number): Promise<number> {
  const headers = { "X-XSRF-TOKEN": await from.xsrf() };
  let id = threadId;
  if (id === undefined) {
    const opened = await from.api.post("/api/threads", { headers, data: { user_id: to.id } });
    expect(opened.ok()).toBe(true);
    id = ((await opened.json()) as { id: number }).id;
  }
  const sent = await from.api.post(`/api/threads/${id}/messages`, { headers, data: { body } });
  expect(sent.ok()).toBe(true);
  return id;
}

/**
 * Records, in the page, every call to the current-user procedure (accounts.me, alone or in a batch) — when it
 * started and when its answer or failure came, by the page's clock — and how many calls to our server are under
 * way (so a test can wait for them instead of sleeping).
 */
async function probeCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const probe = { me: [] as { start: number; end: number | null }[], inflight: 0 };
    (window as unknown as { __calls: typeof probe }).__calls = probe;
    const original = window.fetch.bind(window);
    const counted = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const call: { start: number; end: number | null } | null =
        url.includes("/trpc/") && url.includes("accounts.me") ? { start: Date.now(), end: null } : null;
      if (call) probe.me.push(call);
      probe.inflight += 1;
      return original(input, init).finally(() => {
        probe.inflight -= 1;
        if (call) call.end = Date.now();
      });
    };
    window.fetch = Object.assign(counted, { preconnect: () => undefined }) as typeof fetch;
  });
}

type MeCall = { start: number; end: number | null };

/**
 * Runs the page's clock for `ms` in steps, waiting after each step until the calls it started have ended (an
 * event, not a sleep), and answers the current-user calls since the page loaded.
 */
async function meCallsOver(page: Page, ms: number): Promise<MeCall[]> {
  // A second ahead of the page's time: the clock keeps running while this call travels (under load, well past
  // a tenth of a second), and it cannot be paused at a time already gone.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  for (let elapsed = 0; elapsed < ms; elapsed += 250) {
    await page.clock.runFor(250);
    await page.waitForFunction(
      () => (window as unknown as { __calls: { inflight: number } }).__calls.inflight === 0,
      undefined,
      { polling: 20 },
    );
  }
  const calls = await page.evaluate(() => (window as unknown as { __calls: { me: MeCall[] } }).__calls.me);
  await page.clock.resume();
  return calls;
}

/**
 * A handful of calls, never a loop: every wait at least a second (React Query's first), and from the second on
 * each at least 1.5 times the one before (1 s, 2 s, 4 s …). A wait runs from a call's failure to the next call
 * (the gap between starts would also hold how long the failing call took, which a loaded machine stretches); the
 * first wait starts while the page is still loading on the real clock, so it is not compared.
 */
function expectBackoff(calls: MeCall[]): void {
  const starts = calls.map((call) => call.start);
  expect(calls.length, `current-user calls at ${starts.join(", ")}`).toBeLessThanOrEqual(5);
  const waits = calls.slice(1).map((call, index) => call.start - (calls[index]?.end ?? call.start));
  for (const wait of waits) expect(wait, `waits ${waits.join(", ")}`).toBeGreaterThanOrEqual(900);
  for (let index = 2; index < waits.length; index += 1) {
    expect(waits[index], `waits ${waits.join(", ")}`).toBeGreaterThanOrEqual((waits[index - 1] ?? 0) * 1.5);
  }
}

/** The last-seen copy the client keeps in this browser (empty string when there is none). */
function offlineCopy(page: Page): Promise<string> {
  return page.evaluate((key) => localStorage.getItem(key) ?? "", OFFLINE_COPY_KEY);
}

function bottomNav(page: Page) {
  return page.getByRole("navigation", { name: copy.nav.bottomNavigation });
}

function banner(page: Page) {
  return page.getByRole("status").filter({ hasText: copy.phone.offline.banner });
}

/** The layout's own spinner (the page frame waiting for the current user), not a section's. */
function shellSpinner(page: Page) {
  return page.locator("#main > .status--loading");
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("a reload offline shows the shell and the last-seen list, request and threads with the offline mark; back online they are fresh", async ({
    page,
    context,
    baseURL,
  }) => {
    const reader = await newMember(baseURL ?? "", "offline-reader", "オフライン 読者");
    const writer = await newMember(baseURL ?? "", "offline-writer", "オフライン 書き手");
    const threadId = await message(writer, reader, "はじめまして、週末の件です");
    await probeCalls(context);
    await page.clock.install();

    // Online: the list, one request, the threads; then back to the list.
    await logIn(page, reader.email, PASSWORD, { until: "user-menu" });
    await page.goto("/posts");
    const firstCard = page.locator(".post-card").first();
    await expect(firstCard).toBeVisible();
    const title = ((await firstCard.locator(".post-card__title").textContent()) ?? "").trim();
    await firstCard.locator(".post-card__title a").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto("/threads");
    await expect(page.getByText(writer.name)).toBeVisible();
    await page.goto("/posts");
    await expect(page.locator(".post-card").first()).toBeVisible();
    await workerInControl(page);
    await expect.poll(() => offlineCopy(page)).toContain('"threads","list"');

    // Offline: a reload shows the shell, the bottom navigation, the offline mark and the list as last seen.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator(".site-header")).toBeVisible();
    await expect(bottomNav(page)).toBeVisible();
    await expect(page.locator(".post-card__title").filter({ hasText: title }).first()).toBeVisible();
    await expect(shellSpinner(page)).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(copy.phone.offline.lastSeen);
    await page.screenshot({ path: `${SHOTS}/phone-list-offline.png` });

    // Not a loop: over 10 s of the page's clock the current user is asked a handful of times with growing gaps.
    expectBackoff(await meCallsOver(page, 10_000));

    // The request and the threads as last seen, offline.
    await page.locator(".post-card__title a").filter({ hasText: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-request-offline.png` });
    await bottomNav(page).getByRole("link", { name: copy.nav.messages }).click();
    await expect(page.getByText(writer.name)).toBeVisible();
    await expect(page.getByText("はじめまして、週末の件です")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-threads-offline.png` });

    // Back online: the mark goes and the threads list is fresh (a message sent meanwhile shows).
    await message(writer, reader, "新着のお知らせです", threadId);
    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText("新着のお知らせです")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-threads-online-again.png` });
    await reader.api.dispose();
    await writer.api.dispose();
  });

  test("when the server cannot be reached the shell still shows, and the current user is asked with backoff, not in a loop", async ({
    page,
    context,
  }) => {
    await probeCalls(context);
    await page.clock.install();
    await logIn(page, "user21@example.com", "demo-pass-1234", { until: "user-menu" });
    await page.goto("/");
    await expect(page.locator(".post-card").first()).toBeVisible();
    // The browser believes it is online, but no call reaches the server (a captive portal, a dead server).
    await context.route(/\/(trpc|sanctum)\//, (route) => route.abort("connectionrefused"));
    await page.reload();
    await expect(page.locator(".site-header")).toBeVisible();
    await expect(bottomNav(page)).toBeVisible();
    expectBackoff(await meCallsOver(page, 10_000));
    await expect(shellSpinner(page)).toHaveCount(0);
    await context.unroute(/\/(trpc|sanctum)\//);
  });

  test("after a logout the member's last-seen answers are gone from the device", async ({
    page,
    context,
    baseURL,
  }) => {
    const reader = await newMember(baseURL ?? "", "offline-leaver", "退出 確認");
    const writer = await newMember(baseURL ?? "", "offline-sender", "ひみつの 相手");
    await message(writer, reader, "ここだけの相談です");
    await logIn(page, reader.email, PASSWORD, { until: "user-menu" });
    await page.goto("/threads");
    await expect(page.getByText(writer.name)).toBeVisible();
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await workerInControl(page);
    await expect.poll(() => offlineCopy(page)).toContain(writer.name);

    await page.getByRole("button", { name: new RegExp(copy.nav.userMenu) }).click();
    await page.getByRole("button", { name: copy.nav.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(copy.auth.loggedOut)).toBeVisible();
    // Nothing of the member is kept: not their threads, their notifications nor their name.
    await expect.poll(() => offlineCopy(page)).not.toContain(writer.name);
    const kept = await offlineCopy(page);
    for (const privateAnswer of ['"threads","list"', '"notifications"', '"mypage"', reader.name]) {
      expect(kept).not.toContain(privateAnswer);
    }

    // Offline on the same device: the threads page shows none of them, and the shell is not a spinner.
    await context.setOffline(true);
    await page.goto("/threads");
    await expect(page.locator(".site-header")).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(shellSpinner(page)).toHaveCount(0);
    await expect(page.getByText(writer.name)).toHaveCount(0);
    await expect(page.getByText("ここだけの相談です")).toHaveCount(0);
    await context.setOffline(false);
    await reader.api.dispose();
    await writer.api.dispose();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("a visitor's reload offline on a request shows it as last seen, with the offline mark", async ({
    page,
    context,
  }) => {
    await page.goto("/posts");
    const firstCard = page.locator(".post-card").first();
    await expect(firstCard).toBeVisible();
    const title = ((await firstCard.locator(".post-card__title").textContent()) ?? "").trim();
    await firstCard.locator(".post-card__title a").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await workerInControl(page);
    await expect.poll(() => offlineCopy(page)).toContain('"posts","byId"');

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator(".site-header")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(shellSpinner(page)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/desktop-request-offline.png` });
    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
  });
});
