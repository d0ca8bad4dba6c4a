/**
 * Request language (docs/product.md "Request language"): a member writes a request in English and says so in the
 * form; its card and page show 「English」 and read the title and body as English (`lang="en"`); the list narrowed
 * to English shows it and leaves the Japanese ones out, on a desktop and in a phone's folded filter bar; the
 * language alone can be saved as a search (docs/product.md §11 Saved searches).
 */
import { expect, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { uniqueEmail, verifiedMember } from "./support/accounts.ts";
import { DESKTOP, logIn, PHONE, shot } from "./support/shell.ts";

const PASSWORD = "language-pass-1234";

test("a request written in English is tagged, read as English and found by the language filter", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("english-writer");
  const member = await verifiedMember(baseURL ?? "", email, PASSWORD, "Emma Wilson");
  await member.api.dispose();
  const word = `sofa${Date.now().toString(36)}`;
  const title = `Help moving a ${word} on Saturday`;
  await page.setViewportSize(DESKTOP);
  await logIn(page, email, PASSWORD, { until: "user-menu" });

  await page.goto("/post/create");
  await page.locator("#post-title").fill(title);
  await page
    .locator("#post-body")
    .fill("I need one more person to carry a sofa up to the second floor. About 30 minutes.");
  const language = page.getByLabel(copy.requests.fields.language, { exact: true });
  await expect(language).toHaveValue("ja");
  await language.selectOption("en");
  await page.locator("#post-category").selectOption({ label: "家具の移動" });
  await page.locator("#post-region").selectOption({ label: "東京都" });
  await shot(page, "language-create", { fullPage: false });
  await page.getByRole("button", { name: copy.post.publish }).click();
  await expect(page).toHaveURL(/\/myposts$/);

  // The list narrowed to English: this request, and no Japanese one.
  await page.goto("/posts");
  await page.locator("#filter-language").selectOption("en");
  await expect(page).toHaveURL(/language=en/);
  const card = page.locator(".post-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator(".badge--language")).toHaveText(copy.requests.language.en);
  await expect(card.locator(".post-card__title")).toHaveAttribute("lang", "en");
  await expect(page.locator(".post-card .badge--language")).toHaveCount(
    await page.locator(".post-card").count(),
  );
  await shot(page, "language-list-english", { fullPage: false });
  // The language alone is a criterion to save: new English requests will be announced.
  await page.getByRole("button", { name: copy.notifications.savedSearch.save }).click();
  await expect(page.getByText(copy.notifications.savedSearch.saved)).toBeVisible();
  await expect(page.getByRole("button", { name: copy.search.savedSearchDone })).toBeDisabled();

  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "en");
  await expect(page.locator(".post-detail__body")).toHaveAttribute("lang", "en");
  await expect(page.locator(".post-detail__head .badge--language")).toHaveText(copy.requests.language.en);

  // The edit form shows the stored language.
  await page.goto(`${new URL(page.url()).pathname}/edit`);
  await expect(page.getByLabel(copy.requests.fields.language, { exact: true })).toHaveValue("en");

  // A phone: the folded bar names the chosen language.
  await page.setViewportSize(PHONE);
  await page.goto("/posts?language=en");
  await expect(
    page.locator(".filter-bar__chip").filter({ hasText: copy.requests.language.en }),
  ).toBeVisible();
  await expect(page.locator(".post-card").filter({ hasText: title })).toBeVisible();
  await shot(page, "language-list-phone", { fullPage: false });
});
