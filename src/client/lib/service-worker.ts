/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker (src/client/sw.ts; docs/product.md #phone-first-installable) after the first render,
 * loaded on demand from main.tsx so workbox-window stays out of the first screen's JavaScript. When a new build
 * is waiting, the update prompt is shown (lib/update-state.ts); accepting it activates the new worker and reloads.
 * Only in a production build: in development Vite serves modules that must not be cached.
 */
import { registerSW } from "virtual:pwa-register";
import { offerUpdate } from "./update-state.ts";

/** Registers /sw.js (scope /) and wires the update prompt. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const update = registerSW({
    // After the window's load event: the worker's precache must not compete with the first screen's requests.
    immediate: false,
    onNeedRefresh: () =>
      offerUpdate(async () => {
        // workbox-window reloads only for a worker it found itself; one the browser found on its own periodic
        // check (a long session) takes control without that reload, so the page reloads on the change itself.
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
          once: true,
        });
        await update(true);
      }),
  });
}
