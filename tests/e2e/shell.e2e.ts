/**
 * The app shell (docs/product.md §2 Layout, Navigation guards): the desktop header for visitors, members and
 * admins and the reduced header of auth pages; the phone header, the bottom navigation with its badge and its
 * keyboard-open rule; the home anchors; the header search rules; the title/description after every navigation;
 * keyboard use with a visible focus.
 */
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { DESKTOP, logIn, PHONE, restApi } from "./support/shell.ts";

function bottomNav(page: Page) {
  return page.getByRole("navigation", { name: copy.nav.bottomNavigation });
}

test.describe("phone bottom navigation", () => {
  test.use({ viewport: PHONE });

  test("shows on home for a visitor, not on other pages, and hides while the keyboard is open", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(bottomNav(page)).toBeVisible();
    for (const label of [copy.nav.home, copy.nav.messages, copy.nav.post, copy.nav.mypage]) {
      await expect(bottomNav(page).getByRole("link", { name: label })).toBeVisible();
    }

    // The on-screen keyboard shrinks the viewport: by more than 120 px the bar hides, by less it stays.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height - 100 });
    await expect(bottomNav(page)).toBeVisible();
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height - 300 });
    await expect(bottomNav(page)).toBeHidden();
    await page.setViewportSize(PHONE);
    await expect(bottomNav(page)).toBeVisible();

    await page.goto("/posts");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bottomNav(page)).toBeHidden();
    await page.goto("/login");
    await expect(bottomNav(page)).toBeHidden();
  });

  test("shows everywhere for a member except auth pages and a thread", async ({ page }) => {
    await logIn(page, "user03@example.com", "demo-pass-1234");
    await page.goto("/posts");
    await expect(bottomNav(page)).toBeVisible();
    await bottomNav(page).getByRole("link", { name: copy.nav.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bottomNav(page).getByRole("link", { name: copy.nav.home })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/threads/999999");
    await expect(bottomNav(page)).toBeHidden();
  });

  test("the compact header has a back button and quick links, the desktop header has neither", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: copy.nav.quickLinks }).getByText(copy.nav.categories).click();
    await expect(page).toHaveURL(/\/categories$/);
    await page.getByRole("button", { name: copy.nav.back }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole("navigation", { name: copy.nav.quickLinks })).toBeHidden();
    await expect(bottomNav(page)).toBeHidden();
  });
});

test.describe("header search", () => {
  test.use({ viewport: DESKTOP });

  test("trims the keyword, clears the field, and an empty search opens /posts without filters", async ({
    page,
  }) => {
    await page.goto("/posts?page=2&category_id=1");
    const field = page.getByRole("banner").getByRole("searchbox");
    await field.fill("   ");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/posts$/);

    await field.fill("  犬の散歩  ");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/posts\?keyword=%E7%8A%AC%E3%81%AE%E6%95%A3%E6%AD%A9$/);
    await expect(field).toHaveValue("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.titles.searchResults("犬の散歩"));
  });

  test("the phone search page combines keyword, category and region", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("link", { name: copy.nav.openSearch }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("link", { name: copy.nav.openSearch })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("button", { name: copy.searchPage.submit }).click();
    await expect(page).toHaveURL(/\/posts$/);

    await page.goto("/search");
    await page.getByLabel(copy.filters.keyword).fill(" 草むしり ");
    await page.getByLabel(copy.filters.region).selectOption({ label: "東京都" });
    await page.getByRole("button", { name: copy.searchPage.submit }).click();
    await expect(page).toHaveURL(/\/posts\?keyword=%E8%8D%89%E3%82%80%E3%81%97%E3%82%8A&region_id=13$/);
  });
});

test.describe("titles and descriptions", () => {
  test.use({ viewport: DESKTOP });

  test("follow every navigation, with the service name in the title", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(copy.titles.documentHome(copy.tagline));
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute("content", copy.defaultDescription);

    await page.goto("/posts");
    await expect(page).toHaveTitle(copy.titles.document(copy.titles.postList));

    // A post page describes itself with the first 80 characters of its body.
    await page.locator(".post-card a[href^='/post/']").first().click();
    await expect(page).toHaveURL(/\/post\/\d+$/);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await expect(page).toHaveTitle(copy.titles.document(heading.trim()));
    const postId = Number(new URL(page.url()).pathname.split("/").pop());
    const response = await page.request.get(`/api/posts/${postId}`);
    const body: string = (await response.json()).data.body;
    const expected = Array.from(body.replace(/\s+/gu, " ").trim()).slice(0, 80).join("");
    await expect(description).toHaveAttribute("content", expected);

    await page.goBack();
    await expect(page).toHaveTitle(copy.titles.document(copy.titles.postList));
    await expect(description).toHaveAttribute("content", copy.defaultDescription);
  });
});

const banner = (page: Page) => page.getByRole("banner");
const userMenuButton = (page: Page) =>
  banner(page).getByRole("button", { name: new RegExp(`^${copy.nav.userMenu}`) });

test.describe("titles on every route", () => {
  test.use({ viewport: DESKTOP });

  /** Waits for the page's own title: index.html only carries the bare service name. */
  async function ownTitle(page: Page, path: string): Promise<string> {
    await page.goto(path);
    await expect
      .poll(() => page.title(), { message: `${path} sets its title` })
      .toMatch(new RegExp(`^(.+ \\| ${copy.serviceName}|${copy.serviceName} \\| .+)$`));
    return page.title();
  }

  test("each page of docs/product.md §2 names itself, with the service name", async ({ page }) => {
    // About 40 page loads in one test: the default 60 s is too little on a busy 2-core machine.
    test.setTimeout(180_000);
    const visitor = [
      "/posts",
      "/categories",
      "/category/moving",
      "/regions",
      "/regions/tokyo",
      "/tags/weekend",
      "/search",
      "/login",
      "/register",
      "/forgot-password",
      "/email/verify",
      "/contact",
      "/post/1",
      "/profile/2",
      "/no-such-page",
    ];
    const member = [
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
      "/account/settings",
      "/admin/users",
      "/admin/users/2/edit",
    ];
    const titles = new Map<string, string>();
    for (const path of visitor) titles.set(path, await ownTitle(page, path));
    await logIn(page, "admin@example.com", "admin-pass-1234");
    for (const path of member) titles.set(path, await ownTitle(page, path));
    // Pages are told apart by their titles (a list and its search are not the same page, and so on).
    const distinct = new Set(titles.values());
    expect(distinct.size, [...titles].map(([path, title]) => `${path}: ${title}`).join("\n")).toBe(
      titles.size,
    );
  });
});

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP });

  test("a visitor gets the logo, search, messages, login, free registration and create; the footer its contact link", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(banner(page).getByRole("link", { name: copy.nav.homeLink })).toBeVisible();
    await expect(banner(page).getByRole("searchbox", { name: copy.nav.search })).toBeVisible();
    for (const name of [copy.nav.messages, copy.nav.login, copy.nav.register, copy.nav.create]) {
      await expect(banner(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(userMenuButton(page)).toHaveCount(0);
    // The phone-only controls are not shown on a desktop.
    await expect(banner(page).getByRole("link", { name: copy.nav.openSearch })).toBeHidden();
    await expect(banner(page).getByRole("button", { name: copy.nav.back })).toHaveCount(0);

    // The footer: the contact link and the copyright line (the location button only shows while location is used).
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(copy.footer.copyright)).toBeVisible();
    await expect(footer.getByRole("button", { name: copy.location.stop })).toHaveCount(0);
    await footer.getByRole("link", { name: copy.nav.contact }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: copy.contact.title })).toBeVisible();
  });

  test("a member's menu holds mypage, myposts, mycomments and logout; only an admin's adds user admin", async ({
    page,
  }) => {
    await logIn(page, "user03@example.com", "demo-pass-1234");
    await page.goto("/posts");
    await expect(banner(page).getByRole("link", { name: copy.nav.messages, exact: true })).toBeVisible();
    await expect(banner(page).getByRole("link", { name: copy.nav.create, exact: true })).toBeVisible();
    await expect(banner(page).getByRole("link", { name: copy.nav.login, exact: true })).toHaveCount(0);
    await expect(banner(page).getByRole("link", { name: copy.nav.register, exact: true })).toHaveCount(0);

    await userMenuButton(page).click();
    await expect(userMenuButton(page)).toHaveAttribute("aria-expanded", "true");
    for (const name of [copy.nav.mypage, copy.nav.myposts, copy.nav.mycomments]) {
      await expect(banner(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(banner(page).getByRole("button", { name: copy.nav.logout })).toBeVisible();
    await expect(banner(page).getByRole("link", { name: copy.nav.adminUsers })).toHaveCount(0);
    await banner(page).getByRole("link", { name: copy.nav.myposts, exact: true }).click();
    await expect(page).toHaveURL(/\/myposts$/);
    await expect(userMenuButton(page)).toHaveAttribute("aria-expanded", "false");

    await page.context().clearCookies();
    await logIn(page, "admin@example.com", "admin-pass-1234");
    await userMenuButton(page).click();
    await banner(page).getByRole("link", { name: copy.nav.adminUsers }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole("table")).toBeVisible();
  });
});

test.describe("reduced header on auth pages", () => {
  const AUTH_PAGES = [
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password/not-a-real-token",
    "/email/verify",
    "/email-verified",
  ];

  for (const size of [
    { name: "desktop", viewport: DESKTOP },
    { name: "phone", viewport: PHONE },
  ]) {
    test(`only the logo at ${size.name} size`, async ({ page }) => {
      await page.setViewportSize(size.viewport);
      for (const path of AUTH_PAGES) {
        await page.goto(path);
        await expect(page.locator("main h1").first()).toBeVisible();
        await expect(banner(page).getByRole("link", { name: copy.nav.homeLink })).toBeVisible();
        await expect(banner(page).getByRole("searchbox"), path).toHaveCount(0);
        await expect(banner(page).getByRole("navigation"), path).toHaveCount(0);
        await expect(banner(page).getByRole("link", { name: copy.nav.login, exact: true }), path).toHaveCount(
          0,
        );
        await expect(bottomNav(page), path).toHaveCount(0);
      }
      // The full header is back on the next page.
      await page.goto("/posts");
      await expect(banner(page).getByRole("navigation", { name: copy.nav.mainNavigation })).toBeVisible();
    });
  }
});

test.describe("compact phone header", () => {
  test.use({ viewport: PHONE });

  test("the admin icon is there for an admin only and opens user admin", async ({ page }) => {
    const adminIcon = () => banner(page).getByRole("link", { name: copy.nav.admin });
    await page.goto("/posts");
    await expect(banner(page).getByRole("link", { name: copy.nav.openSearch })).toBeVisible();
    await expect(adminIcon()).toHaveCount(0);

    await logIn(page, "user03@example.com", "demo-pass-1234");
    await page.goto("/posts");
    await expect(userMenuButton(page)).toBeVisible();
    await expect(adminIcon()).toHaveCount(0);

    await page.context().clearCookies();
    await logIn(page, "admin@example.com", "admin-pass-1234");
    await page.goto("/posts");
    await adminIcon().click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(adminIcon()).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: copy.admin.titles.users })).toBeVisible();
    // Nothing on the compact header spills over the screen edge.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the bottom navigation's messages item carries the unread badge", async ({ page, baseURL }) => {
    const email = uniqueEmail("shell-badge");
    const reader = await verifiedMember(baseURL ?? "", email, "shell-pass-1234", "バッジ 確認");
    const readerId = (
      (await (await reader.api.get("/api/auth/me")).json()) as {
        data: { id: number };
      }
    ).data.id;
    await reader.api.dispose();

    await logIn(page, email, "shell-pass-1234");
    await page.goto("/mypage");
    const messages = bottomNav(page).locator('a[href="/threads"]');
    await expect(messages).toBeVisible();
    await expect(messages.locator(".unread-badge")).toHaveCount(0);

    // Another member writes to the new member (in a browser context of their own).
    const sender = await page.context().browser()?.newContext();
    if (!sender) throw new Error("no browser");
    const senderPage = await sender.newPage();
    await logIn(senderPage, "user10@example.com", "demo-pass-1234");
    const thread = await restApi<{ id: number }>(senderPage, "POST", "/api/threads", { user_id: readerId });
    await restApi(senderPage, "POST", `/api/threads/${thread.id}/messages`, { body: "はじめまして" });
    await restApi(senderPage, "POST", `/api/threads/${thread.id}/messages`, { body: "よろしくお願いします" });
    await sender.close();

    await expect(messages.locator(".unread-badge")).toHaveText(/^2/, { timeout: 15_000 });
    await expect(messages).toHaveAccessibleName(`${copy.nav.unreadCount(2)} ${copy.nav.messages}`);
  });
});

/** How far below the sticky header the top of `#id` is, in px. */
function belowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
    const section = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
    return Math.round(section - header);
  }, id);
}

test.describe("home anchors", () => {
  test("the shortcut bar, the quick links and a direct link bring #nearby and #recommended under the header", async ({
    page,
  }) => {
    // Directly opened: the section renders after the session is known, and is still scrolled to.
    await page.setViewportSize(PHONE);
    await page.goto("/#recommended");
    await expect.poll(() => belowHeader(page, "recommended")).toBeGreaterThanOrEqual(0);
    await expect.poll(() => belowHeader(page, "recommended")).toBeLessThanOrEqual(24);

    // A phone quick link on the home page itself (same path, new hash).
    const quickLinks = page.getByRole("navigation", { name: copy.nav.quickLinks });
    await quickLinks.getByRole("link", { name: copy.nav.nearby }).click();
    await expect(page).toHaveURL(/\/#nearby$/);
    await expect.poll(() => belowHeader(page, "nearby")).toBeGreaterThanOrEqual(0);
    await expect.poll(() => belowHeader(page, "nearby")).toBeLessThanOrEqual(24);

    // A quick link from another page.
    await page.goto("/categories");
    await quickLinks.getByRole("link", { name: copy.nav.recommended }).click();
    await expect(page).toHaveURL(/\/#recommended$/);
    await expect.poll(() => belowHeader(page, "recommended")).toBeGreaterThanOrEqual(0);
    await expect.poll(() => belowHeader(page, "recommended")).toBeLessThanOrEqual(24);

    // The home shortcut bar on a desktop, also on /home.
    await page.setViewportSize(DESKTOP);
    await page.goto("/home");
    const shortcuts = page.getByRole("navigation", { name: copy.home.shortcutsLabel });
    for (const [label, id] of [
      [copy.nav.nearby, "nearby"],
      [copy.nav.recommended, "recommended"],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shortcuts.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/home#${id}$`));
      await expect.poll(() => belowHeader(page, id)).toBeGreaterThanOrEqual(0);
      await expect.poll(() => belowHeader(page, id)).toBeLessThanOrEqual(24);
    }
    // The other shortcuts lead to the regions, the category list and the newest list.
    for (const [label, url] of [
      [copy.nav.regions, /\/regions$/],
      [copy.nav.categories, /\/categories$/],
      [copy.nav.newest, /\/posts$/],
    ] as const) {
      await page.goto("/");
      await shortcuts.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});

test.describe("keyboard", () => {
  test.use({ viewport: DESKTOP });

  test("the skip link, the header controls and the user menu work by keyboard with a visible focus", async ({
    page,
  }) => {
    await logIn(page, "user03@example.com", "demo-pass-1234");
    await page.goto("/posts");
    await expect(page.locator(".post-card").first()).toBeVisible();

    // Every header control in turn gets the focus, each with a visible focus ring.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: copy.nav.skipToContent });
    await expect(skip).toBeFocused();
    const seen: string[] = [];
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        return {
          name:
            element.getAttribute("aria-label") ??
            (element as HTMLInputElement).labels?.[0]?.textContent ??
            element.textContent?.trim() ??
            element.tagName,
          inHeader: Boolean(element.closest(".site-header")),
          ring: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2,
          focusVisible: element.matches(":focus-visible"),
        };
      });
      if (!focus?.inHeader) break;
      expect(focus.focusVisible, focus.name).toBe(true);
      expect(focus.ring, `${focus.name} has a visible focus ring`).toBe(true);
      seen.push(focus.name);
    }
    expect(seen).toEqual(
      expect.arrayContaining([copy.nav.homeLink, copy.nav.search, copy.nav.messages, copy.nav.create]),
    );

    // The skip link shows when focused and moves the focus to the content.
    await page.goto("/posts");
    await expect(page.locator(".post-card").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();

    // The user menu opens with Enter, its items take the focus, Escape closes it and gives the focus back.
    await userMenuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(userMenuButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: copy.nav.mypage, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(userMenuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(userMenuButton(page)).toBeFocused();

    // The header search by keyboard alone.
    await banner(page).getByRole("searchbox").focus();
    await page.keyboard.type("犬");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/posts\?keyword=%E7%8A%AC$/);
  });
});

test.describe("profile description", () => {
  test.use({ viewport: DESKTOP });

  test("a profile page describes itself with the first 120 characters of the bio", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("shell-bio");
    const member = await verifiedMember(baseURL ?? "", email, "shell-pass-1234", "自己紹介 長文");
    const bio = `${"週末は近所の公園で子どもたちとサッカーをしています。".repeat(6)}（ここまでで百二十文字を超えます）`;
    const saved = await member.api.post("/api/profile", {
      headers: { "X-XSRF-TOKEN": await member.xsrf() },
      data: { name: "自己紹介 長文", bio },
    });
    expect(saved.status()).toBe(200);
    const id = ((await (await member.api.get("/api/auth/me")).json()) as { data: { id: number } }).data.id;
    await member.api.dispose();

    await page.goto(`/profile/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "自己紹介 長文" })).toBeVisible();
    await expect(page).toHaveTitle(copy.titles.document(copy.profile.titles.show("自己紹介 長文")));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      Array.from(bio).slice(0, 120).join(""),
    );
    expect(Array.from(bio).length).toBeGreaterThan(120);
  });
});

test.describe("initial JavaScript", () => {
  test("a first visit to home downloads at most 150 KB of gzipped JavaScript, and no page chunk", async ({
    page,
  }) => {
    // What the browser really fetches (the build's budget plugin counts the entry and its static imports).
    const scripts: Promise<{ path: string; gzip: number }>[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.endsWith(".js")) return;
      scripts.push(response.body().then((body) => ({ path, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto("/");
    await expect(page.locator("#recommended .post-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    // Every other page is a lazy chunk (src/client/app/lazy-pages.tsx): none of them loads on home.
    expect(loaded.map((script) => script.path).filter((path) => /-page-/.test(path))).toEqual([]);
    const total = loaded.reduce((sum, script) => sum + script.gzip, 0);
    expect(total, loaded.map((script) => `${script.path} ${script.gzip}`).join("\n")).toBeLessThanOrEqual(
      150 * 1024,
    );
  });
});

test.describe("Japanese typography", () => {
  test.use({ viewport: DESKTOP });

  test("a CJK font stack, strict line breaking, phrase breaking for short texts, comfortable line height", async ({
    page,
  }) => {
    await page.goto("/posts");
    await expect(page.locator(".post-card").first()).toBeVisible();
    const styles = await page.evaluate(() => {
      const read = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const style = getComputedStyle(element);
        return {
          fontFamily: style.fontFamily,
          lineHeight: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize),
          lineBreak: style.lineBreak,
          wordBreak: style.wordBreak,
        };
      };
      return {
        body: read("body"),
        heading: read("h1"),
        cardTitle: read(".post-card__title"),
        snippet: read(".post-card__snippet"),
      };
    });
    expect(styles.body?.fontFamily).toContain("Noto Sans CJK JP");
    expect(styles.body?.fontFamily).toContain("Hiragino");
    expect(styles.body?.lineBreak).toBe("strict");
    expect(styles.body?.lineHeight).toBeGreaterThanOrEqual(1.6);
    // Headings and titles break between phrases (掲示板 is never split); people's texts break normally.
    expect(styles.heading?.wordBreak).toBe("auto-phrase");
    expect(styles.cardTitle?.wordBreak).toBe("auto-phrase");
    expect(styles.snippet?.wordBreak).toBe("normal");
    expect(styles.snippet?.lineHeight).toBeGreaterThanOrEqual(1.6);
  });
});
