/**
 * Discovery journey (docs/product.md §2 "Category list", "Region list", "Nearby section on home") in Chromium
 * with a granted fake geolocation (Tokyo station): category list → category page → tag browse → nearby by
 * distance with km on the cards → home #nearby → regions → region page → pagination → stop using location
 * from the footer. Desktop and phone screenshots under test-results/screens.
 */
import { expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { shot } from "./support/shell.ts";

const shots = "test-results/screens";
const TOKYO_STATION = { latitude: 35.6812, longitude: 139.7671 };
/** The embedded database answers the home page's batched calls one after another: allow for a busy machine. */
const SLOW = 15_000;

test.use({ permissions: ["geolocation"], geolocation: TOKYO_STATION });

/** The km values shown on the cards of the page, in order. */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.locator(".post-card__distance").allTextContents();
  return texts.map((text) => Number(/約([\d.]+)km/.exec(text)?.[1] ?? Number.NaN));
}

test("browse by category and tag, then nearby by distance, regions and pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });

  // Category list: counts, expandable children.
  await page.goto("/categories");
  await expect(page.getByRole("heading", { level: 1, name: copy.nav.categories })).toBeVisible();
  const firstRow = page.locator(".category-row").first();
  await expect(firstRow.locator(".count-badge").first()).toHaveText(/\d+件/);
  const toggle = firstRow.locator(".category-row__toggle");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const child = firstRow.locator(".category-child").first();
  await expect(child).toBeVisible();
  await shot(page, "discovery-01-categories");

  // Category page: the category's requests.
  const childName = (await child.locator("span").first().textContent()) ?? "";
  await child.click();
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: copy.discovery.categoryTitle(childName) }),
  ).toBeVisible();
  await expect(page.locator(".post-card").first()).toBeVisible();
  await shot(page, "discovery-02-category");

  // Tag browse: a tag chip narrows the category list; the active tag shows in the filter bar.
  const chip = page.locator(".post-card .tag-chip").first();
  const tagText = ((await chip.textContent()) ?? "").replace(/^#/, "");
  await chip.click();
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+\?tags=/);
  await expect(page.locator(".filter-bar__tags .tag-chip--active")).toBeVisible();
  const cards = page.locator(".post-card");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all())
    await expect(card.locator(".tag-chip--active")).toHaveText(`#${tagText}`);

  // Visitor without a stored location: the prompt, no sort toggle; "use current location" grants it.
  await page.goto("/posts");
  await expect(page.getByRole("heading", { level: 1, name: copy.titles.postList })).toBeVisible();
  await expect(page.getByText(copy.location.prompt)).toBeVisible();
  await expect(page.locator(".sort-toggle")).toHaveCount(0);
  await page.getByRole("button", { name: copy.location.useCurrent }).click();
  await expect(page.getByText(copy.location.granted)).toBeVisible();
  await page.locator(".sort-toggle").getByRole("link", { name: copy.discovery.sortDistance }).click();
  await expect(page).toHaveURL(/\/posts\?all=true$/);
  await expect(page.getByRole("heading", { level: 1, name: copy.titles.nearby })).toBeVisible();
  await expect(page.locator(".post-card__distance").first()).toBeVisible();
  const km = await distances(page);
  expect(km.length).toBeGreaterThan(0);
  expect(km).toEqual([...km].sort((a, b) => a - b));
  expect(km[0]).toBeLessThan(30);
  await shot(page, "discovery-03-nearby-list");

  // Home #nearby: the nearest requests with their distance.
  await page.goto("/#nearby");
  const nearby = page.locator("#nearby");
  await expect(nearby.locator(".post-card__distance").first()).toBeVisible({ timeout: SLOW });
  await expect(nearby.getByText(copy.location.granted)).toBeVisible();
  await nearby.screenshot({ path: `${shots}/discovery-04-home-nearby.png` });

  // Regions, grouped by area; a region page lists its active categories and requests.
  await page.goto("/regions");
  await expect(page.locator(".area-card")).toHaveCount(8);
  await shot(page, "discovery-05-regions");
  await page.getByRole("link", { name: /東京都/ }).click();
  await expect(page).toHaveURL(/\/regions\/tokyo$/);
  await expect(
    page.getByRole("heading", { level: 1, name: copy.discovery.regionTitle("東京都") }),
  ).toBeVisible();
  await expect(page.locator(".region-categories .catalog-chip").first()).toBeVisible();
  await shot(page, "discovery-06-region");

  // Pagination on the full list: next page, the summary, previous.
  await page.goto("/posts");
  const summary = page.locator(".pagination__summary");
  await expect(summary).toHaveText(/全\d+件中、1～15件を表示/);
  await page.locator(".pagination").getByRole("link", { name: copy.pagination.next }).click();
  await expect(page).toHaveURL(/\/posts\?page=2$/);
  await expect(summary).toHaveText(/全\d+件中、16～30件を表示/, { timeout: SLOW });
  await expect(page.locator(".pagination__page--current")).toHaveText("2");

  // Stop using the location from the footer: cleared, paused, prompt again after the reload.
  await page.getByRole("button", { name: copy.location.stop }).click();
  await expect(page.getByText(copy.location.prompt)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("locationPermission"))).toBe("paused");
  expect(await page.evaluate(() => localStorage.getItem("lat"))).toBeNull();
});

test("phone screens of the lists, a category, home nearby and the regions", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/posts");
  await page.getByRole("button", { name: copy.location.useCurrent }).click();
  await expect(page.getByText(copy.location.granted)).toBeVisible();
  await page.goto("/posts?all=true");
  await expect(page.locator(".post-card__distance").first()).toBeVisible();
  await shot(page, "discovery-phone-01-nearby-list", { fullPage: false });
  await page.goto("/category/housework");
  await expect(page.locator(".post-card").first()).toBeVisible();
  await shot(page, "discovery-phone-02-category", { fullPage: false });
  await page.goto("/#nearby");
  await expect(page.locator("#nearby .post-card__distance").first()).toBeVisible({ timeout: SLOW });
  await page.locator("#nearby").screenshot({ path: `${shots}/discovery-phone-03-home-nearby.png` });
  await page.goto("/regions");
  await expect(page.locator(".area-card").first()).toBeVisible();
  await shot(page, "discovery-phone-04-regions", { fullPage: false });
});
