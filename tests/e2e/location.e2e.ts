/**
 * The location states of docs/product.md §3–§4 in Chromium: granted (fake geolocation near Tokyo → the
 * granted message and km on the cards), denied (the browser refuses → "denied" stored, the denied message,
 * region ordering for a member, the reset button), unsupported (no Geolocation API), paused (the footer
 * button clears the position, reloads and is not restored later), stale (older than 24 h → not used;
 * refreshed quietly when the browser already allows it) and the restore rule (valid granted data restored,
 * invalid numbers ignored). Desktop (1280×800) and phone (390×844) screenshots of each notice go to
 * test-results/screens/location-*.png.
 */
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { copy } from "#shared/copy.ts";
import { logIn } from "./support/shell.ts";

const shots = "test-results/screens";
const NEAR_TOKYO = { latitude: 35.6812, longitude: 139.7671 };
const OSAKA = { latitude: 34.6937, longitude: 135.5023 };
const HOUR = 60 * 60 * 1000;
/** The embedded database answers the home page's batched calls one after another: allow for a busy machine. */
const SLOW = 15_000;

const stored = (page: Page) =>
  page.evaluate(() => ({
    lat: localStorage.getItem("lat"),
    lon: localStorage.getItem("lon"),
    permission: localStorage.getItem("locationPermission"),
    updatedAt: localStorage.getItem("locationUpdatedAt"),
  }));

/** Seeds localStorage before the app's scripts run, once per tab (a later reload keeps what the app stored). */
async function seedLocation(context: BrowserContext, values: Record<string, string>): Promise<void> {
  await context.addInitScript((seed: Record<string, string>) => {
    try {
      if (sessionStorage.getItem("e2e-location-seeded")) return;
      sessionStorage.setItem("e2e-location-seeded", "1");
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage.
    }
  }, values);
}

/** Screens of the home nearby section's notice at 1280×800 and 390×844 (the viewport, notice centred). */
async function shotNotice(page: Page, name: string): Promise<void> {
  const notice = page.locator("#nearby .location-notice");
  for (const [size, width, height] of [
    ["desktop", 1280, 800],
    ["phone", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await notice.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect(notice).toBeInViewport();
    await page.screenshot({ path: `${shots}/location-${name}-${size}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const footerStop = (page: Page) =>
  page.locator(".site-footer").getByRole("button", { name: copy.location.stop });

test.describe("granted and paused", () => {
  test.use({ permissions: ["geolocation"], geolocation: NEAR_TOKYO });

  test("granted: the message, km on the home section and the nearby list, the footer stop button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nearby = page.locator("#nearby");
    await expect(nearby.getByText(copy.location.prompt)).toBeVisible();
    await expect(footerStop(page)).toHaveCount(0);
    await nearby.getByRole("button", { name: copy.location.useCurrent }).click();

    await expect(nearby.getByText(copy.location.granted)).toBeVisible();
    await expect(nearby.locator(".post-card__distance").first()).toHaveText(/約[\d.]+km/, { timeout: SLOW });
    const saved = await stored(page);
    expect(Number(saved.lat)).toBeCloseTo(NEAR_TOKYO.latitude, 3);
    expect(Number(saved.lon)).toBeCloseTo(NEAR_TOKYO.longitude, 3);
    expect(saved.permission).toBe("granted");
    expect(Date.now() - Number(saved.updatedAt)).toBeLessThan(60_000);
    // The default reset setting ("auto") shows no reset button while granted.
    await expect(nearby.getByRole("button", { name: copy.location.reset })).toHaveCount(0);
    await expect(footerStop(page)).toBeVisible();
    await shotNotice(page, "granted");

    await page.goto("/posts?all=true");
    await expect(page.getByRole("heading", { level: 1, name: copy.titles.nearby })).toBeVisible();
    await expect(page.getByText(copy.location.granted)).toBeVisible();
    // The list arrives after the heading: read the distances once the first card shows one (allTextContents does not
    // wait, and an empty list read too early failed on a loaded machine).
    await expect(page.locator(".post-card__distance").first()).toHaveText(/約[\d.]+km/, { timeout: SLOW });
    const km = (await page.locator(".post-card__distance").allTextContents()).map((text) =>
      Number(/約([\d.]+)km/.exec(text)?.[1]),
    );
    expect(km.length).toBeGreaterThan(0);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(30);
  });

  test("paused: the footer button clears the position, reloads, and it is not restored later", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.locator("#nearby").getByRole("button", { name: copy.location.useCurrent }).click();
    await expect(page.locator("#nearby").getByText(copy.location.granted)).toBeVisible();

    await page.evaluate(() => Reflect.set(window, "e2eBeforeStop", true));
    await Promise.all([page.waitForEvent("load"), footerStop(page).click()]);
    expect(await page.evaluate(() => Reflect.get(window, "e2eBeforeStop"))).toBeUndefined();
    expect(await stored(page)).toEqual({ lat: null, lon: null, permission: "paused", updatedAt: null });

    // The next visit: the browser still allows geolocation, but a paused location is not used.
    await page.goto("/");
    const nearby = page.locator("#nearby");
    await expect(nearby.getByText(copy.location.prompt)).toBeVisible();
    await expect(nearby.getByText(copy.location.granted)).toHaveCount(0);
    await expect(nearby.getByText(copy.discovery.nearbyVisitorEmpty)).toBeVisible({ timeout: SLOW });
    await expect(footerStop(page)).toHaveCount(0);
    expect((await stored(page)).permission).toBe("paused");
    await shotNotice(page, "paused");
  });
});

test("denied: stored, the denied message, region ordering for a member, and the reset button", async ({
  page,
}) => {
  // No geolocation permission in this context: Chromium refuses the request.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, "member@example.com", "member-pass-1234", { until: "user-menu" });
  await page.goto("/");
  const nearby = page.locator("#nearby");
  await nearby.getByRole("button", { name: copy.location.useCurrent }).click();

  await expect(nearby.getByText(copy.location.denied)).toBeVisible();
  expect(await stored(page)).toEqual({ lat: null, lon: null, permission: "denied", updatedAt: null });
  // The member's registered region (東京都) orders the section, without distances.
  await expect(nearby.getByText(copy.discovery.orderedByRegionShort)).toBeVisible({ timeout: SLOW });
  await expect(
    nearby.locator(".post-card").first().locator(".meta-link", { hasText: "東京都" }),
  ).toBeVisible();
  await expect(nearby.locator(".post-card__distance")).toHaveCount(0);
  await expect(footerStop(page)).toHaveCount(0);
  await shotNotice(page, "denied");

  await page.goto("/posts?all=true");
  await expect(page.getByText(copy.location.denied)).toBeVisible();
  await expect(page.getByText(copy.discovery.orderedByRegion("東京都"))).toBeVisible();
  await expect(page.locator(".post-card").first().locator(".meta-link", { hasText: "東京都" })).toBeVisible();
  await expect(page.locator(".post-card__distance")).toHaveCount(0);

  // Reset (shown after a refusal by default) forgets the refusal so the member can be asked again.
  await page.goto("/");
  await nearby.getByRole("button", { name: copy.location.reset }).click();
  await expect(nearby.getByRole("button", { name: copy.location.useCurrent })).toBeVisible();
  expect((await stored(page)).permission).toBeNull();
});

test.describe("unsupported", () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "geolocation");
      Reflect.deleteProperty(navigator, "geolocation");
    });
  });

  test("without the Geolocation API the unsupported message shows", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    expect(await page.evaluate(() => "geolocation" in navigator)).toBe(false);
    const nearby = page.locator("#nearby");
    await expect(nearby.getByText(copy.location.unsupported)).toBeVisible();
    await expect(nearby.getByRole("button", { name: copy.location.useCurrent })).toHaveCount(0);
    await shotNotice(page, "unsupported");

    await page.goto("/posts");
    await expect(page.getByText(copy.location.unsupported)).toBeVisible();
    await expect(page.getByRole("button", { name: copy.location.useCurrent })).toHaveCount(0);
  });
});

test.describe("stale", () => {
  const staleTokyo = () => ({
    lat: String(NEAR_TOKYO.latitude),
    lon: String(NEAR_TOKYO.longitude),
    locationPermission: "granted",
    locationUpdatedAt: String(Date.now() - 25 * HOUR),
  });

  test("a position older than 24 h is not used as the current one", async ({ page, context }) => {
    await seedLocation(context, staleTokyo());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nearby = page.locator("#nearby");
    await expect(nearby.getByText(copy.location.prompt)).toBeVisible();
    await expect(nearby.getByText(copy.location.granted)).toHaveCount(0);
    await expect(nearby.getByText(copy.discovery.nearbyVisitorEmpty)).toBeVisible({ timeout: SLOW });
    await expect(footerStop(page)).toHaveCount(0);
    await page.goto("/posts?all=true");
    await expect(page.locator(".post-card").first()).toBeVisible({ timeout: SLOW });
    await expect(page.locator(".post-card__distance")).toHaveCount(0);
  });

  test.describe("with geolocation already allowed", () => {
    test.use({ permissions: ["geolocation"], geolocation: OSAKA });

    test("a stale position is refreshed quietly", async ({ page, context }) => {
      await seedLocation(context, staleTokyo());
      await page.goto("/");
      const nearby = page.locator("#nearby");
      await expect(nearby.getByText(copy.location.granted)).toBeVisible();
      await expect(nearby.locator(".post-card__distance").first()).toBeVisible({ timeout: SLOW });
      const saved = await stored(page);
      expect(Number(saved.lat)).toBeCloseTo(OSAKA.latitude, 3);
      expect(Date.now() - Number(saved.updatedAt)).toBeLessThan(60_000);
    });
  });
});

test.describe("restore at start", () => {
  // No geolocation permission: whatever shows comes from localStorage alone.
  test("valid granted data is restored", async ({ page, context }) => {
    await seedLocation(context, {
      lat: String(NEAR_TOKYO.latitude),
      lon: String(NEAR_TOKYO.longitude),
      locationPermission: "granted",
      locationUpdatedAt: String(Date.now() - HOUR),
    });
    await page.goto("/");
    const nearby = page.locator("#nearby");
    await expect(nearby.getByText(copy.location.granted)).toBeVisible();
    await expect(nearby.locator(".post-card__distance").first()).toHaveText(/約[\d.]+km/, { timeout: SLOW });
    await expect(footerStop(page)).toBeVisible();
  });

  test("invalid numbers are ignored", async ({ page, context }) => {
    await seedLocation(context, {
      lat: "abc",
      lon: String(NEAR_TOKYO.longitude),
      locationPermission: "granted",
      locationUpdatedAt: String(Date.now() - HOUR),
    });
    await page.goto("/");
    const nearby = page.locator("#nearby");
    await expect(nearby.getByText(copy.location.prompt)).toBeVisible();
    await expect(nearby.getByText(copy.location.granted)).toHaveCount(0);
    await expect(nearby.getByText(copy.discovery.nearbyVisitorEmpty)).toBeVisible({ timeout: SLOW });
    await expect(footerStop(page)).toHaveCount(0);
  });

  test("a position stored with another permission is not restored", async ({ page, context }) => {
    await seedLocation(context, {
      lat: String(NEAR_TOKYO.latitude),
      lon: String(NEAR_TOKYO.longitude),
      locationPermission: "denied",
      locationUpdatedAt: String(Date.now() - HOUR),
    });
    await page.goto("/");
    const nearby = page.locator("#nearby");
    // A visitor has no registered region: the refusal text offers a prefecture instead (docs/product.md
    // "Phone first"), and no second text advises using the location that was refused.
    await expect(nearby.getByText(copy.phone.nearby.deniedNoRegion)).toBeVisible({ timeout: SLOW });
    await expect(nearby.getByText(copy.location.denied)).toHaveCount(0);
    await expect(nearby.getByText(copy.discovery.nearbyVisitorEmpty)).toHaveCount(0);
    await expect(footerStop(page)).toHaveCount(0);
  });
});
