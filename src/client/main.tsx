/**
 * Entry of the SPA: fetch the Sanctum XSRF cookie once, then render the app (docs/api.md "Sessions and CSRF").
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { refreshCsrfCookie } from "./lib/csrf.ts";
import "./styles/app.css";
import "./styles/shell.css";
import "./styles/phone.css";

function render(): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Most visits start on a list (phone first): its page code loads beside the XSRF and session calls instead of
// after them (one round trip less on a slow line). A failure is left to the page's own import and its retry.
if (/^\/(posts|category\/|tags\/|region\/|regions\/)/.test(window.location.pathname)) {
  void import("./features/posts/pages/post-list-page.tsx").catch(() => undefined);
}

void refreshCsrfCookie().then((ok) => {
  if (!ok) console.error("[csrf] could not fetch /sanctum/csrf-cookie; calls will retry on 419");
  render();
  // The service worker after the first screen (phone first): its registration code is a chunk of its own.
  void import("./lib/service-worker.ts").then((worker) => worker.registerServiceWorker());
});
