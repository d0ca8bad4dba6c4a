/**
 * No layout shift when data arrives (docs/performance.md "Budgets"): each page is opened with its data calls
 * held back, so the loading state is painted first; then the answers are let through and the layout shifts
 * the browser reports (PerformanceObserver "layout-shift", the input of Cumulative Layout Shift) are added
 * up. Skeletons reserve the space of the content, so what is already on screen does not move.
 */
import { expect, type Page, type Route, test } from "@playwright/test";
import { logIn } from "./support/shell.ts";

/** Stricter than the "good" CLS of Web Vitals (0.1): the sum of every shift, not the worst session window. */
const MAX_SHIFT = 0.05;

/**
 * The first screen at both sizes, and windows tall enough to show whole pages: a shift only counts for what is on
 * screen, and the home sections below the first screen must not jump either.
 */
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop, whole page", viewport: { width: 1280, height: 2400 } },
  { name: "phone, whole page", viewport: { width: 390, height: 2400 } },
] as const;

/** Calls that only the shell makes (session, unread badge): they pass at once so the page itself can start. */
const SHELL_CALLS = new Set(["accounts.me", "threads.unreadCount"]);

/** Records every layout shift of the page (not caused by input) into window.__layoutShifts. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Reflect.set(window, "__layoutShifts", shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node);
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function shifts(page: Page): Promise<{ total: number; sources: string[] }> {
  const list = (await page.evaluate(() => Reflect.get(window, "__layoutShifts"))) as {
    value: number;
    sources: string[];
  }[];
  return {
    total: list.reduce((sum, shift) => sum + shift.value, 0),
    sources: list.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(" | ")}`),
  };
}

/**
 * Holds back every tRPC call of the page (all but the shell's own) until `release()` is called; calls made after
 * the release go through at once.
 */
async function holdData(page: Page): Promise<{ held: () => number; release: () => void }> {
  let open = false;
  let waiting: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith("/trpc/"),
    async (route) => {
      const names = decodeURIComponent(new URL(route.request().url()).pathname.slice("/trpc/".length)).split(
        ",",
      );
      if (open || names.every((name) => SHELL_CALLS.has(name))) {
        await route.continue();
        return;
      }
      waiting.push(route);
    },
  );
  return {
    held: () => waiting.length,
    release: () => {
      open = true;
      const routes = waiting;
      waiting = [];
      for (const route of routes) void route.continue();
    },
  };
}

interface Case {
  path: string;
  /** Shown once the data is there. */
  ready: (page: Page) => ReturnType<Page["locator"]>;
}

const VISITOR_CASES: Case[] = [
  { path: "/", ready: (page) => page.locator("#recommended .post-card").first() },
  { path: "/posts", ready: (page) => page.locator(".post-card").first() },
  { path: "/post/1", ready: (page) => page.locator(".comment-list, .status--empty").first() },
  { path: "/categories", ready: (page) => page.locator(".category-list, .category-grid").first() },
  { path: "/profile/2", ready: (page) => page.locator("#profile-name") },
];

const MEMBER_CASES: Case[] = [
  { path: "/", ready: (page) => page.locator("#nearby .post-card").first() },
  { path: "/mypage", ready: (page) => page.locator(".counter__value").first() },
  { path: "/dashboard", ready: (page) => page.locator(".counter__value").first() },
  { path: "/threads", ready: (page) => page.locator(".thread-list, .status--empty").first() },
  { path: "/myposts", ready: (page) => page.locator(".post-card, .status--empty").first() },
];

async function checkCases(page: Page, cases: Case[]): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size.viewport);
    for (const item of cases) {
      const gate = await holdData(page);
      await page.goto(item.path);
      // The loading state is on screen while the data is held.
      await expect.poll(gate.held).toBeGreaterThan(0);
      await expect(page.locator("main [role='status'], main [aria-busy='true']").first()).toBeAttached();
      gate.release();
      await expect(item.ready(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
      const result = await shifts(page);
      expect(result.total, `${item.path} at ${size.name}:\n${result.sources.join("\n")}`).toBeLessThanOrEqual(
        MAX_SHIFT,
      );
      await page.unrouteAll({ behavior: "wait" });
    }
  }
}

test.describe("layout stays in place when data arrives", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await recordShifts(page);
  });

  test("visitor pages", async ({ page }) => {
    await checkCases(page, VISITOR_CASES);
  });

  test("member pages", async ({ page }) => {
    await logIn(page, "member@example.com", "member-pass-1234");
    await checkCases(page, MEMBER_CASES);
  });
});
