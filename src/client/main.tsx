/**
 * Entry of the SPA: fetch the Sanctum XSRF cookie once, then render the app (docs/api.md "Sessions and CSRF").
 * Offline, the answers last seen are put into the query client first (docs/decisions/028-last-seen-answers-offline.md).
 */
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { refreshCsrfCookie } from "./lib/csrf.ts";
import { readOfflineCopy, startOfflineCopy } from "./lib/offline-copy.ts";
import { createQueryClient } from "./lib/query-client.ts";
import "./styles/app.css";
import "./styles/shell.css";
import "./styles/phone.css";

function render(queryClient: QueryClient): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

// Most visits start on a list (phone first): its page code loads beside the XSRF and session calls instead of
// after them (one round trip less on a slow line). A failure is left to the page's own import and its retry.
if (/^\/(posts|category\/|tags\/|region\/|regions\/)/.test(window.location.pathname)) {
  void import("./features/posts/pages/post-list-page.tsx").catch(() => undefined);
}

// Read before the XSRF call renews the cookie the copy was written under.
const lastSeen = readOfflineCopy();

void refreshCsrfCookie().then((ok) => {
  if (!ok) console.error("[csrf] could not fetch /sanctum/csrf-cookie; calls will retry on 419");
  const queryClient = createQueryClient();
  try {
    // Offline for sure: the call got no answer and the browser says so (either alone can be wrong).
    startOfflineCopy(queryClient, !ok && !navigator.onLine, lastSeen);
  } catch (error) {
    console.error("[offline] could not start the last-seen answers", error);
  }
  render(queryClient);
  // The service worker after the first screen (phone first): its registration code is a chunk of its own.
  void import("./lib/service-worker.ts").then((worker) => worker.registerServiceWorker());
});
