/**
 * Waiting for the service worker (docs/decisions/014-phone-first.md): journeys that go offline need the page to be
 * controlled by the worker, whose precache is then complete.
 */
import { expect, type Page } from "@playwright/test";

/** How the page's registration stands, for the failure message ("no registration" or each worker's state). */
function workerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return "no registration";
    const state = (worker: ServiceWorker | null) => worker?.state ?? "-";
    return `installing ${state(registration.installing)}, waiting ${state(registration.waiting)}, active ${state(registration.active)}, controlled ${navigator.serviceWorker.controller !== null}`;
  });
}

/**
 * Waits until the worker is active (its precache complete, within 40 s) and controls the page. A page whose
 * navigation started while the worker was still installing can stay uncontrolled although the worker claimed its
 * clients (Chromium claims the documents that exist when `clients.claim()` runs, not one still loading) — as for a
 * visitor, the next load of the page is controlled, so the page is reloaded once then. Fails saying where the worker
 * stands.
 */
export async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => workerState(page), { timeout: 40_000, intervals: [100] })
    .toMatch(/active activated/);
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) {
    await page.reload();
  }
  await expect
    .poll(() => workerState(page), { timeout: 10_000, intervals: [100] })
    .toMatch(/controlled true$/);
}
