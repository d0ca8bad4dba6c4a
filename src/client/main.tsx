/**
 * Entry of the SPA: fetch the Sanctum XSRF cookie once, then render the app (docs/architecture.md "CSRF").
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { refreshCsrfCookie } from "./lib/csrf.ts";
import "./styles/app.css";
import "./styles/shell.css";

function render(): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void refreshCsrfCookie().then((ok) => {
  if (!ok) console.error("[csrf] could not fetch /sanctum/csrf-cookie; calls will retry on 419");
  render();
});
