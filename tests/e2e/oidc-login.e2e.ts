/**
 * Login with LINE, Google and Apple in the browser, at phone size (docs/product.md "Login with LINE, Google and
 * Apple"): sign up with a local OpenID provider standing in for LINE (its login form filled like a person would),
 * sign in again, leave by confirming with LINE (no password); link a second local provider as "Google" to an existing password account from account settings, then unlink
 * it. The board is configured for both in playwright.config.ts (E2E_PORT + 2 and + 3). Screenshots of the login
 * page with the buttons and of the settings section at 390×844 go to E2E_SHOTS_DIR (default test-results/screens).
 */
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { copy } from "#shared/copy.ts";
import { type LocalProvider, startLocalProvider } from "../support/oidc-provider.ts";
import { DESKTOP, login, PHONE, uniqueEmail, verifiedMember } from "./support/accounts.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
const board = `http://localhost:${port}`;
const shots = process.env.E2E_SHOTS_DIR ?? "test-results/screens";
mkdirSync(shots, { recursive: true });

let line: LocalProvider;
let google: LocalProvider;

test.beforeAll(async () => {
  [line, google] = await Promise.all([
    startLocalProvider({
      port: port + 2,
      clients: [
        {
          client_id: "e2e-line",
          client_secret: "e2e-line-secret",
          redirect_uris: [`${board}/auth/line/callback`],
        },
      ],
    }),
    startLocalProvider({
      port: port + 3,
      clients: [{ client_id: "e2e-google", redirect_uris: [`${board}/auth/google/callback`] }],
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([line?.close(), google?.close()]);
});

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/oidc-${name}.png`, fullPage: true });
}

test.use({ viewport: PHONE });

test("sign up with LINE from the login page, sign in again with it, and leave confirming with LINE", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("line");
  await page.goto("/login");
  const lineButton = page.getByRole("link", { name: loginProvidersCopy.buttons.line });
  await expect(lineButton).toBeVisible();
  await expect(page.getByRole("link", { name: loginProvidersCopy.buttons.google })).toBeVisible();
  await expect(page.getByRole("link", { name: loginProvidersCopy.buttons.apple })).toHaveCount(0);
  await shot(page, "login-phone");
  await page.setViewportSize(DESKTOP);
  await shot(page, "login-desktop");
  await page.setViewportSize(PHONE);

  await lineButton.click();
  await expect(page.getByRole("heading", { name: "Local provider" })).toBeVisible();
  await page.getByLabel("Subject").fill(`line-${email}`);
  await page.getByLabel("Name").fill("ライン 太郎");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(`${board}/`);
  await page.goto("/account/settings");
  await expect(page.locator(".settings-current__email")).toHaveText(email);
  await expect(page.getByText(copy.settings.verified, { exact: true })).toBeVisible();
  const methods = page.getByRole("region", { name: loginProvidersCopy.settings.title });
  await expect(methods.getByText(loginProvidersCopy.settings.passwordUnset)).toBeVisible();
  // The only way to sign in cannot be unlinked.
  await methods.getByRole("button", { name: loginProvidersCopy.settings.unlink("LINE") }).click();
  await expect(methods.getByText(loginProvidersCopy.refusals.lastWay)).toBeVisible();

  // Signed out, the provider's session signs the same member in again.
  await context.clearCookies({ domain: "localhost" });
  await page.goto("/login");
  await page.getByRole("link", { name: loginProvidersCopy.buttons.line }).click();
  // The local provider remembers its own session: no form this time.
  await expect(page).toHaveURL(`${board}/`);
  await page.goto("/account/settings");
  await expect(page.locator(".settings-current__email")).toHaveText(email);

  // Without a password, leaving is confirmed with LINE.
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("link", { name: loginProvidersCopy.settings.deleteWith("LINE") }).click();
  await expect(page.getByRole("heading", { name: loginProvidersCopy.page.deletedTitle })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(copy.settings.deleted);
});

test("link Google to a password account in account settings, and unlink it", async ({ page, baseURL }) => {
  const email = uniqueEmail("link");
  await verifiedMember(baseURL as string, email, "link-pass-1234", "連携 花子");
  await login(page, email, "link-pass-1234");
  await page.goto("/account/settings");
  const methods = page.getByRole("region", { name: loginProvidersCopy.settings.title });
  await expect(methods.getByText(loginProvidersCopy.settings.passwordSet)).toBeVisible();
  await methods.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/oidc-settings-phone.png` });

  await methods.getByRole("link", { name: loginProvidersCopy.settings.link("Google") }).click();
  await page.getByLabel("Subject").fill(`google-${email}`);
  await page.getByLabel("Email").fill(uniqueEmail("google"));
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/account\/settings\?linked=google$/);
  await expect(page.getByText(loginProvidersCopy.settings.linkedDone("Google"))).toBeVisible();
  const linkedRow = methods.getByRole("listitem").filter({ hasText: "Google" });
  await expect(linkedRow.getByText(loginProvidersCopy.settings.linked, { exact: true })).toBeVisible();
  await linkedRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/oidc-settings-linked-phone.png` });

  await linkedRow.getByRole("button", { name: loginProvidersCopy.settings.unlink("Google") }).click();
  await expect(page.getByText(loginProvidersCopy.settings.unlinked("Google"))).toBeVisible();
  await expect(linkedRow.getByText(loginProvidersCopy.settings.notLinked)).toBeVisible();
});

test("an address that belongs to a member is not linked: the page says to sign in and link", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("clash");
  await verifiedMember(baseURL as string, email, "clash-pass-1234", "重複 次郎");
  await page.goto("/register");
  await page.getByRole("link", { name: loginProvidersCopy.buttons.line }).click();
  await page.getByLabel("Subject").fill(`clash-${email}`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(loginProvidersCopy.refusals.emailTaken);
  await shot(page, "email-taken-phone");
  await page.getByRole("link", { name: loginProvidersCopy.page.backToLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
});
