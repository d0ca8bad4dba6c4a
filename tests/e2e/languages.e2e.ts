/**
 * The interface in English (docs/product.md "Languages"): a visitor whose browser asks for English is offered the
 * board in English on the first visit, takes it, registers (the server's refusals in English too) and posts a
 * request in English from a phone; the choice follows the account to another device whose browser is Japanese, and
 * the member goes back to 日本語 from the menu. axe finds no serious violation on the English screens; screenshots of
 * the home, form, post and thread pages in English are saved (test-results/screens/language-*).
 */
import { expect, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { copyEn } from "#shared/copy-en/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { languageScreens, screenProblems } from "./support/language-screens.ts";
import { layoutProblems } from "./support/layout.ts";
import { linkIn, waitForMail } from "./support/mail.ts";
import { DESKTOP, logIn, PHONE, shot } from "./support/shell.ts";

const PASSWORD = "english-pass-1234";
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

test("a visitor whose browser asks for English reads, registers and posts in English; the account keeps it", async ({
  browser,
}) => {
  // Two devices, a registration by mail and four axe runs.
  test.setTimeout(150_000);
  const phone = await browser.newContext({
    locale: "en-US",
    timezoneId: "Asia/Tokyo",
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto("/");

  // The first visit: Japanese, with the offer in English under the header.
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const offer = page.getByRole("region", { name: copy.language.offer.label });
  await expect(offer).toContainText(copy.language.offer.text);
  await shot(page, "language-offer-phone", { fullPage: false });
  await offer.getByRole("button", { name: copy.language.offer.accept }).click();

  // The page comes back in English and the offer is gone.
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.locator(".site-header").getByRole("link", { name: copyEn.nav.login, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: copy.language.offer.label })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: copyEn.home.recommendedHeading })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, "language-home-en-phone", { fullPage: false });

  // Registering: the server's refusal is English, then the account is made.
  const email = uniqueEmail("english-visitor");
  await page.goto("/register");
  await page.getByRole("button", { name: copyEn.auth.registerButton }).click();
  const alert = page.getByRole("alert").first();
  await expect(alert).toBeVisible();
  expect(await alert.textContent()).not.toMatch(JAPANESE);
  await page.locator("#register-name").fill("Emma Brown");
  await page.locator("#register-email").fill(email);
  await page.locator("#register-password").fill(PASSWORD);
  await page.locator("#register-password-confirmation").fill(PASSWORD);
  await page.locator("#register-terms").check();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "language-register-en-phone", { fullPage: false });
  await page.getByRole("button", { name: copyEn.auth.registerButton }).click();
  await expect(page.getByText(copyEn.emailVerify.sentTo(email))).toBeVisible();
  // The mail is English too: it was asked for from an English page (docs/product.md "Languages").
  const mail = await waitForMail(email, /Confirm your email address/);
  expect(mail.subject).toBe(copyEn.mail.verifySubject);
  expect(mail.text).not.toMatch(JAPANESE);
  await page.goto(linkIn(mail, "/email/verify?"));
  await expect(page.getByRole("status").getByText(copyEn.emailVerify.success)).toBeVisible();

  // The account took the language chosen on this device before registering.
  const me = await page.evaluate(async () => (await fetch("/api/auth/me")).json());
  expect(me.data.language).toBe("en");

  // Posting: the form is English and the request's language starts at English.
  const title = `Carry a bookshelf upstairs ${Date.now().toString(36)}`;
  await page.goto("/post/create");
  await expect(page.getByRole("heading", { level: 1, name: copyEn.titles.postCreate })).toBeVisible();
  await expect(page.getByLabel(copyEn.requests.fields.language, { exact: true })).toHaveValue("en");
  await page.locator("#post-title").fill(title);
  await page
    .locator("#post-body")
    .fill("I need a hand to carry a small bookshelf up to the second floor. About 20 minutes.");
  // The board's categories and prefectures are named in English too (src/shared/copy-en/reference-names.ts).
  await page.locator("#post-category").selectOption({ label: "Moving furniture" });
  await page.locator("#post-region").selectOption({ label: "Tokyo" });
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "language-form-en-phone", { fullPage: false });
  await page.getByRole("button", { name: copyEn.post.publish }).click();
  await expect(page).toHaveURL(/\/myposts$/);
  const card = page.locator(".post-card").filter({ hasText: title });
  await expect(card.locator(".badge--language")).toHaveText(copy.requests.language.en);
  await expect(card.locator(".status-badge")).toHaveText(copyEn.requests.status.open);
  // The board's categories and prefectures are named in English too.
  await expect(card).toContainText("Moving & carrying › Moving furniture");
  await expect(card).toContainText("Tokyo");
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "en");
  const meta = page.locator(".post-detail__meta");
  await expect(meta.getByRole("link", { name: "Moving & carrying › Moving furniture" })).toHaveAttribute(
    "href",
    "/category/moving-furniture",
  );
  await expect(meta.getByRole("link", { name: "Tokyo" })).toHaveAttribute("href", "/regions/tokyo");
  // Nothing in the request's head is Japanese any more: words, dates, category, prefecture, status.
  expect(await page.locator(".post-detail__head").textContent()).not.toMatch(JAPANESE);
  await expect(
    page.locator(".post-detail__head").getByText(/^Posted on [A-Z][a-z]+ \d+, \d{4} \(.+ ago\)$/),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, "language-post-en-phone", { fullPage: false });
  await phone.close();

  // Another device, a Japanese browser: logging in brings the account's English.
  const desktop = await browser.newContext({ locale: "ja-JP", timezoneId: "Asia/Tokyo", viewport: DESKTOP });
  const other = await desktop.newPage();
  await logIn(other, email, PASSWORD, { until: "left-login" });
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await expect(other.getByRole("link", { name: copyEn.nav.messages })).toBeVisible();
  await other.goto("/threads");
  expect(await seriousViolations(other)).toEqual([]);
  await shot(other, "language-threads-en-desktop", { fullPage: false });

  // Back to Japanese from the member's menu: the page reloads in Japanese and the account keeps it.
  await other.getByRole("button", { name: /Emma Brown/ }).click();
  await other.getByRole("button", { name: copy.language.names.ja, exact: true }).click();
  await expect(other.locator("html")).toHaveAttribute("lang", "ja");
  await expect(other.getByRole("link", { name: copy.nav.messages })).toBeVisible();
  const after = await other.evaluate(async () => (await fetch("/api/auth/me")).json());
  expect(after.data.language).toBe("ja");
  await desktop.close();
});

test("the settings page switches the language, and a Japanese browser is offered nothing", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await expect(
    page.locator(".site-header").getByRole("link", { name: copy.nav.login, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: copy.language.offer.label })).toHaveCount(0);

  // A visitor's header button opens the two languages, each named in its own language.
  await page.getByRole("button", { name: copy.language.menuLabel }).click();
  const english = page.getByRole("button", { name: copy.language.names.en, exact: true });
  await expect(english).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: copy.language.names.ja, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await english.click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.locator(".site-header").getByRole("link", { name: copyEn.nav.login, exact: true }),
  ).toBeVisible();
  // Dates are written again in English from the ISO dates the server sends.
  await page.goto("/posts");
  const firstDate = page.locator(".post-card time").first();
  await expect(firstDate).toHaveText(/ago$|^in /);
  await page.getByRole("button", { name: copyEn.language.menuLabel }).click();
  await page.getByRole("button", { name: copy.language.names.ja, exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.locator(".post-card time").first()).toHaveText(/前$|後$/);
});

test("the home, request, form and thread screens in English at both sizes", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("english-screens");
  const member = await verifiedMember(baseURL ?? "", email, PASSWORD, "Liam Smith");
  await member.api.dispose();
  await page.addInitScript(() => window.localStorage.setItem("tasukeai.language", "en"));
  await page.setViewportSize(DESKTOP);
  await logIn(page, email, PASSWORD, { until: "user-menu" });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // A conversation with the author of a demo request, so the thread page has messages in it.
  const screens = await languageScreens(page, "Hello! I can help on Saturday morning.");
  const problems = await screenProblems(page, screens, "en");
  expect(problems).toEqual([]);
  await expect(page.getByRole("textbox", { name: copyEn.threads.composerLabel })).toBeVisible();
  await expect(page.getByText("Hello! I can help on Saturday morning.")).toBeVisible();
});
