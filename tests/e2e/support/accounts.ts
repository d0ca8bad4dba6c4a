/**
 * Helpers of the accounts journeys (accounts*.e2e.ts): screenshots at both sizes, unique addresses, a REST
 * client of its own for setting up members (Sanctum flow) and the login through the page.
 */
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { linkIn, waitForMail } from "./mail.ts";

const shots = "test-results/screens";
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const VERIFY_SUBJECT = /メールアドレスの確認/;
export const RESET_SUBJECT = /パスワード再設定/;

/** Saves a full-page screenshot as test-results/screens/accounts-<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  // From the top, so the sticky header is not painted into the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/accounts-${name}.png`, fullPage: true });
}

/** Saves the current page at desktop and phone width. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

/** A unique e-mail address for one test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** A REST client of its own (Sanctum flow), for setting up members without the browser. */
export async function apiClient(
  baseURL: string,
): Promise<{ api: APIRequestContext; xsrf: () => Promise<string> }> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Accept: "application/json" },
  });
  await api.get("/sanctum/csrf-cookie");
  const xsrf = async () => {
    const cookie = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN");
    return decodeURIComponent(cookie?.value ?? "");
  };
  return { api, xsrf };
}

/** Registers a member over REST and verifies the address through the mailed link. Returns the client. */
export async function verifiedMember(baseURL: string, email: string, password: string, name: string) {
  const client = await apiClient(baseURL);
  const registered = await client.api.post("/api/auth/register", {
    headers: { "X-XSRF-TOKEN": await client.xsrf() },
    data: { name, email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(linkIn(await waitForMail(email, VERIFY_SUBJECT), "/email/verify?"));
  const q = link.searchParams;
  const verified = await client.api.get(
    `/api/email/verify/${q.get("id")}/${q.get("hash")}?expires=${q.get("expires")}&signature=${q.get("signature")}`,
  );
  expect(verified.status()).toBe(200);
  return client;
}

/** Logs in through the login page and waits for the user menu. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(password);
  await page.getByRole("button", { name: copy.auth.loginButton, exact: true }).click();
  await expect(page.getByRole("button", { name: new RegExp(copy.nav.userMenu) })).toBeVisible();
}
