/**
 * The interface in やさしい日本語 (docs/product.md "Languages"): a visitor picks it in the header and the page comes
 * back in easy Japanese with ふりがな drawn as `<ruby>` over the kanji of the interface — never over what members
 * wrote — while accessible names carry the words once and the document's title the readings in parentheses; a
 * member's choice is kept for the account and follows them to another device. axe finds no serious violation on the
 * home, request, form and thread screens at both sizes; screenshots are saved (test-results/screens/language-*-easy-*).
 */
import { expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { copyEasy } from "#shared/copy-easy/copy.ts";
import { readingsInParentheses, withoutReadings } from "#shared/ruby.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { languageScreens, screenProblems } from "./support/language-screens.ts";
import { DESKTOP, logIn, restApi, shot } from "./support/shell.ts";

const PASSWORD = "easy-japanese-1234";

/**
 * The accessible name of a text with readings: its words alone (the readings are no text of the page), with any
 * white space between characters (accessible-name computations may put spaces around each `<ruby>`).
 */
function nameOf(text: string): RegExp {
  const characters = [...withoutReadings(text)].map((character) =>
    character.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"),
  );
  return new RegExp(`^${characters.join("\\s*")}$`);
}

/** The readings drawn inside `selector`, in order, as the page paints them (CSS from `data-reading`). */
function readingsIn(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} ruby rt`)
    .evaluateAll((readings) =>
      readings.map((rt) => getComputedStyle(rt, "::before").content.replace(/^"|"$/g, "")),
    );
}

test("a visitor picks やさしい日本語 in the header: ふりがな on the interface, the words once for a screen reader", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await page.getByRole("button", { name: copy.language.menuLabel }).click();
  const easy = page.getByRole("button", { name: copy.language.names.easy_ja, exact: true });
  // やさしい日本語 is Japanese.
  await expect(easy).toHaveAttribute("lang", "ja");
  await easy.click();

  // The page comes back in やさしい日本語, still lang="ja": 「無料《むりょう》で登録《とうろく》」 in the header.
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const register = page.locator(".site-header").getByRole("link", { name: nameOf(copyEasy.nav.register) });
  await expect(register).toBeVisible();
  expect(await readingsIn(page, '.site-header a[href="/register"]')).toEqual(["むりょう", "とうろく"]);
  // The heading reads the same as the twin; a browser without ruby would show the readings in parentheses (<rp>).
  await expect(page.getByRole("heading", { name: copyEasy.home.recommendedHeading })).toBeVisible();
  // The language button's accessible name has the words once, without readings.
  await expect(page.getByRole("button", { name: nameOf(copyEasy.language.menuLabel) })).toBeVisible();
  // The document's title is plain text: the readings in parentheses.
  expect(await page.title()).toBe(readingsInParentheses(copyEasy.titles.documentHome(copyEasy.tagline)));
  // What members wrote is drawn as written: no reading inside a request card's title.
  await page.goto("/posts");
  await expect(page.locator(".post-card").first()).toBeVisible();
  expect(await page.locator(".post-card h2 ruby, .post-card h3 ruby").count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "language-posts-easy-desktop", { fullPage: false });

  // Back to 日本語 from the same button.
  await page.getByRole("button", { name: nameOf(copyEasy.language.menuLabel) }).click();
  await page.getByRole("button", { name: copy.language.names.ja, exact: true }).click();
  await expect(page.locator(".site-header").getByRole("link", { name: copy.nav.register })).toBeVisible();
  await expect(page.locator("ruby")).toHaveCount(0);
});

test("a member's やさしい日本語 follows the account; the home, request, form and thread screens at both sizes", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("easy-screens");
  const member = await verifiedMember(baseURL ?? "", email, PASSWORD, "やまだ はなこ");
  await member.api.dispose();
  await page.setViewportSize(DESKTOP);
  await logIn(page, email, PASSWORD, { until: "user-menu" });
  // Chosen on another device: the account keeps it, and this page follows it on its next load.
  await restApi(page, "PUT", "/api/settings/language", { language: "easy_ja" });
  const me = await restApi<{ data: { language: string | null } }>(page, "GET", "/api/auth/me");
  expect(me.data.language).toBe("easy_ja");
  await page.goto("/");
  await expect(page.locator(".site-header ruby").first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("tasukeai.language"))).toBe("easy_ja");

  // A conversation with the author of a demo request, so the thread page has messages in it.
  const screens = await languageScreens(page, "土曜日《どようび》の朝に手伝えます。");
  const problems = await screenProblems(page, screens, "easy");
  expect(problems).toEqual([]);
  // The form's own words have readings; the member's message keeps its 《》 as typed, never drawn as ruby.
  await expect(page.getByText("土曜日《どようび》の朝に手伝えます。")).toBeVisible();
  await page.goto("/post/create");
  await expect(
    page.getByRole("heading", { level: 1, name: nameOf(copyEasy.titles.postCreate) }),
  ).toBeVisible();
  expect((await readingsIn(page, "main")).length).toBeGreaterThan(5);
});
