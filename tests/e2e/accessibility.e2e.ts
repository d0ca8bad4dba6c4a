/**
 * Accessibility of every page: axe-core finds no serious or critical violation, at desktop and phone
 * sizes, for a visitor, a member, an admin and an unverified member, on every route of docs/product.md §2 (and the
 * not-found pages), and at the phone's size in the dark theme too (colour contrast). Pages are checked once their
 * content has arrived (no loading state or skeleton left). On the
 * main pages every visible control is reached by Tab and shows a focus ring of at least 2 px.
 */
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, seriousViolationsAgain } from "./support/axe.ts";
import { trackRequests } from "./support/network.ts";
import { logIn, restApi } from "./support/shell.ts";

// Many pages at two sizes with a full axe run each: more than the default 60 s per test.
test.describe.configure({ timeout: 600_000 });

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

/**
 * Every route of docs/product.md §2 (Route table), with real slugs and ids of the demo board; member pages that need an
 * own post or thread get one first. Auth-only paths opened by a visitor redirect to login, so they are checked
 * signed in.
 */
const VISITOR_PAGES = [
  "/",
  "/home",
  "/posts",
  "/posts?keyword=%E7%8A%AC",
  "/posts?all=true",
  "/posts?page=2",
  "/categories",
  "/category/moving",
  "/category/moving/tag/heavy-lifting",
  "/category/moving/region/tokyo",
  "/regions",
  "/regions/tokyo",
  "/regions/tokyo/poster",
  "/region/13",
  "/tags/weekend",
  "/search",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password/not-a-real-token",
  "/email/verify",
  "/email-verified",
  "/contact",
  "/help",
  "/operator",
  "/post/1",
  "/post/1/poster",
  "/post/999999",
  "/profile/2",
  "/profile/999999",
  "/no-such-page",
];
const MEMBER_PAGES = [
  "/",
  "/post/create",
  "/dashboard",
  "/mypage",
  "/myposts",
  "/mycomments",
  "/favorites/posts",
  "/favorites/users",
  "/followers",
  "/threads",
  "/threads/create",
  "/messages",
  "/profile/me",
  "/profile/edit",
  "/profile/interest/setup",
  "/profile/region/setup",
  "/profile/region",
  "/account/settings",
];
const ADMIN_PAGES = ["/admin/users", "/admin/users/2/edit", "/profile/edit", "/admin/no-such-page"];
const UNVERIFIED_PAGES = ["/email/verify", "/"];

/**
 * Checks every page at both sizes and reports all violations at once (`path at size: rule …`). At the phone's size
 * the same page is then drawn in the dark theme (docs/product.md "Themes and motion") and checked again for what a
 * colour scheme changes, colour contrast (4.5:1): colours do not change with the width, so one size is enough, and
 * switching the scheme in place spares loading every page twice. Motion is reduced for the whole run, so no colour
 * transition is caught half-way.
 */
async function checkPages(
  page: Page,
  pages: readonly string[],
  options: { dark: boolean } = { dark: true },
): Promise<void> {
  const found: string[] = [];
  const requests = trackRequests(page);
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    for (const path of pages) {
      await page.goto(path);
      await requests.quiet();
      await expect(page.locator("main")).toBeVisible();
      await expect(page.locator("main .status--loading, main .skeleton-area")).toHaveCount(0);
      // What the content's arrival asked for in turn (its pictures, a section of its own).
      await requests.quiet();
      for (const violation of await seriousViolations(page))
        found.push(`${path} at ${viewport.name}: ${violation}`);
      if (viewport.name !== "phone" || !options.dark) continue;
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
      for (const violation of await seriousViolationsAgain(page, ["color-contrast"]))
        found.push(`${path} at ${viewport.name}, dark: ${violation}`);
      await page.emulateMedia({ colorScheme: "light" });
    }
  }
  expect(found).toEqual([]);
}

test("visitor pages have no serious accessibility violation", async ({ page }) => {
  await checkPages(page, VISITOR_PAGES);
});

test("member pages have no serious accessibility violation", async ({ page }) => {
  await logIn(page, "member@example.com", "member-pass-1234");
  // An own post to edit and a conversation to open (docs/product.md §2 /post/{id}/edit, /threads/{id}).
  const mine = await restApi<{ data: { id: number }[] }>(page, "GET", "/api/myposts");
  const postId = mine.data[0]?.id;
  expect(postId, "member@example.com has a post").toBeTruthy();
  const listed = await restApi<{ data: { user: { id: number } | null }[] }>(page, "GET", "/api/posts");
  const me = await restApi<{ data: { id: number } }>(page, "GET", "/api/auth/me");
  const other = listed.data.find((post) => post.user && post.user.id !== me.data.id)?.user;
  const thread = await restApi<{ id: number }>(page, "POST", "/api/threads", { user_id: other?.id });
  await restApi(page, "POST", `/api/threads/${thread.id}/messages`, { body: "アクセシビリティの確認です" });
  await checkPages(page, [
    ...MEMBER_PAGES,
    `/post/${postId}`,
    `/post/${postId}/edit`,
    `/threads/${thread.id}`,
  ]);
});

test("admin pages have no serious accessibility violation", async ({ page }) => {
  await logIn(page, "admin@example.com", "admin-pass-1234");
  await checkPages(page, ADMIN_PAGES);
});

test("an unverified member's pages have no serious accessibility violation", async ({ page }) => {
  await logIn(page, "unverified@example.com", "unverified-pass-1234");
  await checkPages(page, UNVERIFIED_PAGES);
});

/**
 * The same routes in English and in やさしい日本語 (docs/product.md "Languages"): every page is drawn with that
 * catalogue (longer words, other names; ふりがな drawn as <ruby>) and checked at both sizes. The dark pass is not
 * repeated: a colour scheme's contrast does not depend on the words. A visitor's device chose the language before the
 * first page; a member's or the administrator's account chooses it (the account's language wins on every device it
 * signs in on), and is set back to 日本語 after, so the journeys that follow stay Japanese.
 */
for (const [language, name] of [
  ["en", "English"],
  ["easy_ja", "やさしい日本語"],
] as const) {
  /** Waits until the page is drawn in `language`: lang="en", or readings drawn in the header (lang stays "ja"). */
  async function expectPageInLanguage(page: Page): Promise<void> {
    if (language === "en") await expect(page.locator("html")).toHaveAttribute("lang", "en");
    else await expect(page.locator(".site-header ruby").first()).toBeAttached();
  }

  /** Gives the signed-in account `language`; the next page follows it (useAccountLanguage reloads into it). */
  async function chooseForAccount(page: Page): Promise<void> {
    await restApi(page, "PUT", "/api/settings/language", { language });
    await page.goto("/");
    await expectPageInLanguage(page);
  }

  test.describe(`in ${name}`, () => {
    test(`visitor pages have no serious accessibility violation in ${name}`, async ({ page }) => {
      await page.addInitScript(
        (chosen) => window.localStorage.setItem("tasukeai.language", chosen),
        language,
      );
      await page.goto("/");
      await expectPageInLanguage(page);
      await checkPages(page, VISITOR_PAGES, { dark: false });
    });

    test(`member pages have no serious accessibility violation in ${name}`, async ({ page }) => {
      await logIn(page, "member@example.com", "member-pass-1234");
      try {
        await chooseForAccount(page);
        const mine = await restApi<{ data: { id: number }[] }>(page, "GET", "/api/myposts");
        const threads = await restApi<{ data: { id: number }[] }>(page, "GET", "/api/threads");
        await checkPages(
          page,
          [
            ...MEMBER_PAGES,
            `/post/${mine.data[0]?.id}`,
            `/post/${mine.data[0]?.id}/edit`,
            `/threads/${threads.data[0]?.id}`,
          ],
          { dark: false },
        );
      } finally {
        await restApi(page, "PUT", "/api/settings/language", { language: "ja" });
      }
    });

    test(`admin pages have no serious accessibility violation in ${name}`, async ({ page }) => {
      await logIn(page, "admin@example.com", "admin-pass-1234");
      try {
        await chooseForAccount(page);
        await checkPages(page, ADMIN_PAGES, { dark: false });
      } finally {
        await restApi(page, "PUT", "/api/settings/language", { language: "ja" });
      }
    });
  });
}

test("the document is Japanese", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
});

/**
 * Marks every visible control of the page (links, buttons, fields, summaries, tabindex ≥ 0; one radio per group)
 * with data-tab-id and returns how many there are.
 */
function markControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    let count = 0;
    for (const element of document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [tabindex]",
    )) {
      if (element.matches(":disabled") || element.getAttribute("tabindex") === "-1") continue;
      if (element instanceof HTMLInputElement && element.type === "hidden") continue;
      if (element.closest("[inert], [hidden]")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (
        element instanceof HTMLInputElement &&
        element.type === "radio" &&
        !element.checked &&
        document.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`)
      ) {
        continue;
      }
      element.dataset.tabId = String(count++);
    }
    return count;
  });
}

test("every control of the main pages is reached by Tab and shows a focus ring", async ({ page }) => {
  await logIn(page, "member@example.com", "member-pass-1234");
  const pages = ["/", "/posts", "/post/1", "/post/create", "/profile/edit", "/mypage", "/threads", "/search"];
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main .status--loading, main .skeleton-area")).toHaveCount(0);
      const total = await markControls(page);
      const reached = new Set<string>();
      // A date field takes one Tab per part (year, month, day): the same control again right after is not a loop.
      let previous: string | null = null;
      let extra = 0;
      for (let step = 0; step <= total + 1 + extra; step++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          return {
            id: element.dataset.tabId ?? null,
            name: `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 20)}`,
            ring: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2,
          };
        });
        if (!focus) continue;
        if (focus.id !== null && focus.id === previous) {
          extra++;
          continue;
        }
        previous = focus.id;
        if (focus.id !== null && reached.has(focus.id)) break;
        if (focus.id !== null) reached.add(focus.id);
        if (!focus.ring) problems.push(`${path} at ${viewport.name}: no focus ring on ${focus.name}`);
      }
      const missed = await page.evaluate(
        (got) =>
          [...document.querySelectorAll<HTMLElement>("[data-tab-id]")]
            .filter((element) => !got.includes(element.dataset.tabId ?? ""))
            .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 20)}`),
        [...reached],
      );
      for (const name of missed) problems.push(`${path} at ${viewport.name}: not reached by Tab: ${name}`);
    }
  }
  expect(problems).toEqual([]);
});
