/**
 * Notification settings on a phone (docs/product.md §11 E-mail, §2 Account settings): one setting per row with a
 * switch (e-mail per kind, with its timing while on; push per kind; the unread-message mail), targets of at least
 * 44 px, nothing wider than the screen; the API tokens sit last, under 「開発者向け」. A change is saved and read back
 * after a reload. Screenshots at 390×844 and 1280×800 go to test-results/screens/.
 */
import { expect as baseExpect, test } from "@playwright/test";
import { tokensCopy } from "#shared/copy/tokens.ts";
import { copy } from "#shared/copy.ts";
import { DESKTOP, logIn, PHONE, shot } from "./support/shell.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
const s = copy.notifications.settings;
const comment = s.kindLabels.comment;

test("notification settings are switches, one per row, and the tokens come last under 開発者向け", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await logIn(page, "user19@example.com", "demo-pass-1234", { until: "user-menu" });
  await page.goto("/account/settings");

  const section = page.locator("#notification-settings");
  const mail = section.getByRole("switch", { name: `${comment}：${s.email}` });
  await expect(mail).toBeVisible();
  await expect(mail).toBeChecked();
  await mail.scrollIntoViewIfNeeded();
  await shot(page, "notification-settings-switches-phone", { fullPage: false });

  // Every switch is a whole row of at least 44 px, and nothing is wider than the phone.
  const switches = section.getByRole("switch");
  expect(await switches.count()).toBe(2 * Object.keys(s.kindLabels).length + 1);
  for (const one of await switches.all()) {
    const row = one.locator("xpath=ancestor::label[1]");
    const box = await row.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThan(PHONE.width * 0.7);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The tokens are the last section, under 開発者向け, after the notification settings.
  const headings = await page.locator(".settings-section__title").allTextContents();
  expect(headings.at(-1)).toBe(copy.settings.developerHeading);
  expect(headings.indexOf(s.title)).toBeLessThan(headings.length - 1);
  await expect(
    page
      .locator('section[aria-labelledby="settings-developer"]')
      .getByRole("heading", { name: tokensCopy.section.heading }),
  ).toBeVisible();

  // E-mail off for comments, push on for follows, daily for reviews: saved and read back.
  await mail.click();
  await expect(mail).not.toBeChecked();
  await expect(section.getByRole("combobox", { name: `${comment}：${s.timing}` })).toHaveCount(0);
  const push = section.getByRole("switch", { name: `${s.kindLabels.follow}：${s.push}` });
  const pushWas = await push.isChecked();
  await push.click();
  await section
    .getByRole("combobox", { name: `${s.kindLabels.review}：${s.timing}` })
    .selectOption({ label: s.modes.daily });
  await section.getByRole("button", { name: s.save }).click();
  await expect(page.getByText(s.saved)).toBeVisible();
  await page.reload();
  await expect(section.getByRole("switch", { name: `${comment}：${s.email}` })).not.toBeChecked();
  await expect(push).toBeChecked({ checked: !pushWas });
  await expect(section.getByRole("combobox", { name: `${s.kindLabels.review}：${s.timing}` })).toHaveValue(
    "daily",
  );

  // Switched on again, e-mail comes back with a timing to choose.
  await section.getByRole("switch", { name: `${comment}：${s.email}` }).click();
  await expect(section.getByRole("combobox", { name: `${comment}：${s.timing}` })).toHaveValue("immediate");
  await page.locator('section[aria-labelledby="settings-developer"]').scrollIntoViewIfNeeded();
  await shot(page, "settings-developer-phone", { fullPage: false });

  const desktop = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await logIn(desktop, "user19@example.com", "demo-pass-1234", { until: "user-menu" });
  await desktop.goto("/account/settings#notification-settings");
  await desktop.locator("#notification-settings").scrollIntoViewIfNeeded();
  await shot(desktop, "notification-settings-switches-desktop", { fullPage: false });
  await shot(desktop, "account-settings-desktop", { fromTop: true });
});
