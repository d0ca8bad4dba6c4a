/**
 * Helpers shared by the journeys: logging in through the page, saving screenshots, calling the REST API as the
 * page's member, and making one tRPC procedure answer with an error or with other data.
 */
import { expect, type Page, type Route } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { copyEn } from "#shared/copy-en/copy.ts";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Logs in through the login page and waits until the app has left it; with `until: "user-menu"`, until the header
 * shows the user menu (the member's session is loaded, not only the redirect done).
 */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  options: { until?: "left-login" | "user-menu" } = {},
): Promise<void> {
  await page.goto("/login");
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(password);
  // The page may be English (docs/product.md "Languages"): its own words.
  const words = (await page.locator("html").getAttribute("lang")) === "en" ? copyEn : copy;
  await page.getByRole("button", { name: words.auth.loginButton, exact: true }).click();
  if (options.until === "user-menu") {
    await expect(page.getByRole("button", { name: new RegExp(words.nav.userMenu) })).toBeVisible();
  } else {
    await expect(page).not.toHaveURL(/\/login/);
  }
}

/**
 * Saves a screenshot as test-results/screens/<name>.png: the full page unless `fullPage: false` (the viewport);
 * `fromTop` scrolls to the top first, so a sticky header is not painted into the middle of a full-page shot.
 */
export async function shot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; fromTop?: boolean } = {},
): Promise<void> {
  if (options.fromTop) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: options.fullPage ?? true });
}

/** Calls the REST API as the page's member (its cookies and the XSRF header of the Sanctum flow). */
export async function restApi<T>(
  page: Page,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  data?: unknown,
): Promise<T> {
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "");
  const response = await page.request.fetch(path, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest", "X-XSRF-TOKEN": xsrf },
  });
  expect(response.ok(), `${method} ${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The procedure names of a tRPC request (`/trpc/a.b,c.d?batch=1…` → ["a.b", "c.d"]). */
function procedures(url: URL): string[] {
  return decodeURIComponent(url.pathname.slice("/trpc/".length)).split(",");
}

/** A tRPC error item as the server's error formatter shapes it (src/server/trpc/init.ts). */
export function trpcError(status: number, message = "Server Error") {
  const codes: Record<number, string> = {
    400: "BAD_REQUEST",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    419: "FORBIDDEN",
    422: "UNPROCESSABLE_CONTENT",
    429: "TOO_MANY_REQUESTS",
    500: "INTERNAL_SERVER_ERROR",
  };
  const code = codes[status] ?? "INTERNAL_SERVER_ERROR";
  return { error: { message, code: -32603, data: { code, httpStatus: status, fieldErrors: null } } };
}

type Replace = (item: { result?: { data?: unknown } }) => unknown;

/** The overridden procedures of each page; one route handler per page serves them all (a batch may hold several). */
const overrides = new WeakMap<Page, Map<string, Replace>>();

/**
 * Makes every call of `procedure` answer with `replace(realAnswer)` (an error item, or a result with other data).
 * Other procedures batched into the same request keep their real answers; a batch of overridden mutations only
 * is not sent to the server. `resetProcedures(page)` removes every override of the page.
 */
export async function overrideProcedure(page: Page, procedure: string, replace: Replace): Promise<void> {
  const existing = overrides.get(page);
  if (existing) {
    existing.set(procedure, replace);
    return;
  }
  const map = new Map([[procedure, replace]]);
  overrides.set(page, map);
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && procedures(url).some((name) => map.has(name)),
    async (route: Route) => {
      const url = new URL(route.request().url());
      const names = procedures(url);
      const batched = url.searchParams.get("batch") === "1";
      const isMutation = route.request().method() === "POST";
      let real: { result?: { data?: unknown } }[] = names.map(() => ({}));
      if (!isMutation || names.some((name) => !map.has(name))) {
        const response = await route.fetch();
        const body: unknown = await response.json();
        real = (batched ? body : [body]) as typeof real;
      }
      const items = names.map((name, index) => {
        const override = map.get(name);
        return override ? override(real[index] ?? {}) : (real[index] ?? {});
      });
      const failed = items.filter((item) => typeof item === "object" && item !== null && "error" in item);
      const status =
        failed.length === 0
          ? 200
          : failed.length === items.length
            ? ((failed[0] as ReturnType<typeof trpcError>).error.data.httpStatus ?? 500)
            : 207;
      await route.fulfill({
        status,
        contentType: "application/json",
        body: JSON.stringify(batched ? items : items[0]),
      });
    },
  );
}

/** Removes every override of the page (the next calls reach the server as they are). */
export async function resetProcedures(page: Page): Promise<void> {
  overrides.delete(page);
  await page.unrouteAll({ behavior: "wait" });
}

/** Makes `procedure` fail with HTTP `status` (and the server's plain message). */
export async function failProcedure(page: Page, procedure: string, status = 500, message?: string) {
  await overrideProcedure(page, procedure, () => trpcError(status, message));
}

/** Makes `procedure` answer with `data` in place of its real result. */
export async function answerProcedure(page: Page, procedure: string, data: (real: unknown) => unknown) {
  await overrideProcedure(page, procedure, (item) => ({ result: { data: data(item.result?.data) } }));
}
