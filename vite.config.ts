/**
 * Vite config of the browser client: the SPA lives in src/client and is built into dist/client, where the Bun
 * server serves it. In dev, API-ish paths are proxied to the server on :3000 so cookies stay same-origin.
 */
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { copy } from "./src/shared/copy.ts";

/** Where the API server runs in development; override to point at a second instance. */
const SERVER = process.env.TASUKEAI_SERVER_URL ?? "http://localhost:3000";
const proxied = ["/api", "/trpc", "/sanctum", "/storage"];

/** Fills the service name and default description into index.html from the copy catalogue. */
function copyIntoHtml(): Plugin {
  return {
    name: "tasukeai-copy-into-html",
    transformIndexHtml: (html) =>
      html
        .replaceAll("%SERVICE_NAME%", copy.serviceName)
        .replaceAll("%DEFAULT_DESCRIPTION%", copy.defaultDescription),
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: "../../public",
  plugins: [react(), copyIntoHtml()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: SERVER, changeOrigin: false }])),
  },
});
