/**
 * Keyboard-only helpers of tests/e2e/keyboard.e2e.ts. `tabTo` / `shiftTabTo` press Tab (Shift+Tab) until a control
 * has the focus and check every stop on the way: the focused element shows a focus ring (WCAG 2.4.7: an outline of
 * at least 2 px that is not transparent — the app draws its rings as outlines, src/client/styles/app.css
 * `:focus-visible`; a visually hidden input may show it on the label around it, `:focus-within`) and is not hidden
 * under the sticky header, the bottom bar or anything else (2.4.11: the middle of its visible part is the element
 * itself). A control never reached (2.1.1) or a focus that goes round in a trap (2.1.2) fails with the last stops.
 * Members for the journeys are made over REST (support/accounts.ts) and signed in without the login form.
 */
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { uniqueEmail, verifiedMember } from "./accounts.ts";

/** What one Tab stop looked like. */
interface FocusStop {
  /** The target is the focused element. */
  reached: boolean;
  /** The focused element (`button "写真を追加"`), or null when the page itself has the focus. */
  name: string | null;
  /** What is wrong with how it shows, or null. */
  problem: string | null;
}

/**
 * Runs in the page with the target element: describes document.activeElement and checks its focus ring and that
 * it is not covered. Self-contained (it is serialised into the page).
 */
function inspectFocus(target: Element): FocusStop {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || active === document.documentElement) {
    return { reached: false, name: null, problem: null };
  }
  const nameOf = (element: Element): string => {
    const html = element as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> | null };
    const text =
      element.getAttribute("aria-label") ??
      html.labels?.[0]?.textContent ??
      element.getAttribute("placeholder") ??
      element.textContent ??
      "";
    const type = element.getAttribute("type");
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${type ? `[type=${type}]` : ""} "${text.replace(/\s+/g, " ").trim().slice(0, 30)}"`;
  };
  const drawsRing = (element: Element): boolean => {
    const style = getComputedStyle(element);
    const transparent =
      style.outlineColor === "transparent" || /rgba\([^)]*,\s*0\)$/.test(style.outlineColor);
    return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2 && !transparent;
  };
  const visuallyHidden = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width <= 1 ||
      box.height <= 1 ||
      Number(style.opacity) === 0 ||
      style.visibility === "hidden" ||
      style.clip === "rect(0px, 0px, 0px, 0px)"
    );
  };
  const name = nameOf(active);
  const reached = target === active;
  // The element that draws the ring: the focused one, or for a visually hidden input the label around it.
  let host: Element | null = null;
  if (!visuallyHidden(active)) {
    if (!drawsRing(active)) return { reached, name, problem: "no focus ring (outline ≥ 2 px)" };
    host = active;
  } else {
    for (let up = active.parentElement, level = 0; up && level < 3; up = up.parentElement, level++) {
      if (!visuallyHidden(up) && drawsRing(up)) {
        host = up;
        break;
      }
    }
    if (!host)
      return { reached, name, problem: "the focus is on an invisible element and nothing shows a ring" };
  }
  // 2.4.11: the visible part of the ring's element is in the window and its middle is not under anything else.
  const box = host.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (right <= left || bottom <= top) {
    return { reached, name, problem: `outside the window (top ${Math.round(box.top)} px)` };
  }
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  if (hit && hit !== host && !host.contains(hit) && !hit.contains(host)) {
    return { reached, name, problem: `covered by ${nameOf(hit)}` };
  }
  return { reached, name, problem: null };
}

/** Presses `key` until `target` has the focus, checking every stop (see the file comment). */
async function moveFocusTo(
  page: Page,
  target: Locator,
  key: "Tab" | "Shift+Tab",
  max: number,
): Promise<void> {
  await target.waitFor({ state: "attached", timeout: 15_000 });
  const trail: string[] = [];
  const problems: string[] = [];
  for (let step = 1; step <= max; step++) {
    await page.keyboard.press(key);
    const stop = await target.evaluate(inspectFocus);
    trail.push(stop.name ?? "(the page itself)");
    if (stop.problem) problems.push(`${stop.name}: ${stop.problem}`);
    if (stop.reached) {
      expect(
        problems,
        `every ${key} stop on the way to ${target} shows a focus ring and is not covered (${page.url()})`,
      ).toEqual([]);
      return;
    }
  }
  throw new Error(
    `${key} pressed ${max} times on ${page.url()} never reached ${target} (unreachable, or a keyboard trap). ` +
      `Last stops:\n  ${trail.slice(-15).join("\n  ")}` +
      (problems.length > 0 ? `\nFocus problems on the way:\n  ${problems.join("\n  ")}` : ""),
  );
}

/** Presses Tab until `target` has the focus, checking each stop's focus ring and that it is not covered. */
export function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  return moveFocusTo(page, target, "Tab", max);
}

/** Presses Shift+Tab until `target` has the focus, with the same checks as tabTo. */
export function shiftTabTo(page: Page, target: Locator, max = 80): Promise<void> {
  return moveFocusTo(page, target, "Shift+Tab", max);
}

/**
 * With a native select focused (closed), presses ArrowDown until its value passes `wanted` — the way a keyboard
 * chooses an option without opening the list.
 */
export async function arrowSelect(
  page: Page,
  select: Locator,
  wanted: (value: string) => boolean,
  max = 60,
): Promise<string> {
  await expect(select).toBeFocused();
  for (let step = 0; step < max; step++) {
    const value = await select.inputValue();
    if (wanted(value)) return value;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`ArrowDown pressed ${max} times in ${select} without reaching the wanted option`);
}

/** The XSRF header of the Sanctum flow for the cookies of `api`. */
async function xsrfOf(api: APIRequestContext): Promise<string> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN");
  return decodeURIComponent(cookie?.value ?? "");
}

/** Signs the page's browser context in over REST (no login form: the journeys use the keyboard only). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.request.get("/sanctum/csrf-cookie");
  const answer = await page.request.post("/api/auth/login", {
    headers: { Accept: "application/json", "X-XSRF-TOKEN": await xsrfOf(page.request) },
    data: { email, password },
  });
  expect(answer.ok(), `login of ${email} → ${answer.status()}`).toBe(true);
}

export const MEMBER_PASSWORD = "keyboard-pass-1234";

/** A member of its own, registered, verified and signed in over REST, with its REST client and id. */
export interface RestMember {
  email: string;
  id: number;
  /** Calls the REST API as this member; fails the test on an error answer. */
  call: <T>(method: "GET" | "POST" | "PATCH", path: string, data?: unknown) => Promise<T>;
}

/** Registers a new verified member over REST (support/accounts.ts) and signs its REST client in. */
export async function restMember(baseURL: string, prefix: string, name: string): Promise<RestMember> {
  const email = uniqueEmail(prefix);
  const { api } = await verifiedMember(baseURL, email, MEMBER_PASSWORD, name);
  const login = await api.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": await xsrfOf(api) },
    data: { email, password: MEMBER_PASSWORD },
  });
  expect(login.ok(), `login of ${email} → ${login.status()}`).toBe(true);
  const call = async <T>(method: "GET" | "POST" | "PATCH", path: string, data?: unknown): Promise<T> => {
    const answer = await api.fetch(path, {
      method,
      ...(data === undefined ? {} : { data }),
      headers: { "X-XSRF-TOKEN": await xsrfOf(api), "X-Requested-With": "XMLHttpRequest" },
    });
    expect(answer.ok(), `${method} ${path} → ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const me = await call<{ data: { id: number } }>("GET", "/api/auth/me");
  return { email, id: me.data.id, call };
}

/** Posts a public request as `member` over REST (a child category, the first prefecture); returns its id. */
export async function restRequest(member: RestMember, title: string, body: string): Promise<number> {
  const categories = await member.call<{ data: { id: number; children: { id: number }[] }[] }>(
    "GET",
    "/api/categories",
  );
  const regions = await member.call<{ data: { id: number }[] } | { id: number }[]>("GET", "/api/regions");
  const regionList = Array.isArray(regions) ? regions : regions.data;
  const post = await member.call<{ data: { id: number } }>("POST", "/api/posts", {
    title,
    body,
    category_id: categories.data.find((category) => category.children.length > 0)?.children[0]?.id,
    region_id: regionList[0]?.id,
  });
  return post.data.id;
}
