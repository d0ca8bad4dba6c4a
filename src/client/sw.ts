/// <reference lib="webworker" />
/**
 * The service worker (docs/product.md #phone-first-installable, docs/decisions/014-phone-first.md), built by
 * vite-plugin-pwa's `injectManifest` strategy: Workbox precaches the app shell and every hashed asset of the
 * build (the list is injected as `self.__WB_MANIFEST`), so a repeat visit starts without the network.
 *
 * - Pages (navigations) answer the precached index.html; the SPA then fetches its data. API calls (/api, /trpc,
 *   /sanctum) are never cached here: offline, the SPA shows the answers last seen from its own copy, by query and
 *   per member (lib/offline-copy.ts, docs/decisions/028-last-seen-answers-offline.md) — a URL cache would miss
 *   tRPC's batches.
 * - Uploaded images (/storage) are cached as they are seen (cache first, 200 entries, 30 days): stored files never
 *   change.
 * - A new build installs beside the old one and waits; the page shows 「新しいバージョンがあります」
 *   (components/update-prompt.tsx) and posts SKIP_WAITING when the visitor accepts, then reloads.
 * - A navigation that finds neither the network nor the shell answers the precached offline.html.
 *
 * Web push (the notifications issue) adds its `push` and `notificationclick` listeners in the section at the end.
 */
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { SERVICE_NAME } from "#shared/constants.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/**
 * Paths the service worker never answers from a cache. /auth/* are the server's redirects of login with a
 * provider (docs/product.md "Login with LINE, Google and Apple"): answering them with the SPA shell would stop the
 * flow.
 */
const NETWORK_ONLY = [/^\/api\//, /^\/trpc\//, /^\/sanctum\//, /^\/storage\//, /^\/auth\//];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: NETWORK_ONLY,
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/storage/") &&
    request.destination === "image",
  new CacheFirst({
    cacheName: "stored-images",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.destination === "document") return (await matchPrecache("offline.html")) ?? Response.error();
  return Response.error();
});

// The first worker takes the open page at once (nothing older to wait for); later ones activate only after the
// visitor accepted the update prompt (SKIP_WAITING), and then take the pages too.
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// ---- Web push (notifications issue): `push` and `notificationclick` listeners go below. ----

// Web push (docs/product.md §11 Web push): the payload is the notification's {title, body, url}; a click opens
// its page in a tab of the board (an open one if any).
self.addEventListener("push", (event) => {
  const data = (event.data?.json() ?? {}) as { title?: string; body?: string; url?: string; id?: number };
  event.waitUntil(
    self.registration.showNotification(data.title ?? SERVICE_NAME, {
      body: data.body ?? "",
      icon: "/icons/icon-192.png",
      tag: data.id === undefined ? undefined : `notification-${data.id}`,
      data: { url: data.url ?? "/notifications" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? "/notifications",
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((client) => new URL(client.url).origin === url.origin) as
        | WindowClient
        | undefined;
      return tab
        ? tab.navigate(url.href).then((opened) => opened?.focus())
        : self.clients.openWindow(url.href);
    }),
  );
});
