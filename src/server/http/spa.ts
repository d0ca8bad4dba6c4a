/**
 * The built client (Vite's dist/client) on the same port as the API. Hashed bundles under /assets/* are cached
 * for a year as immutable and a missing one is a plain 404; other files of the build (icons, cover presets) are
 * served as they are; every other GET is a page route of the SPA and answers index.html, revalidated on each
 * visit (Cache-Control: no-cache) so a new deploy is picked up at once. Mounted last: /api, /trpc and /storage
 * were answered before, so the fallback never answers them (docs/architecture.md "Known traps").
 *
 * Text files go out precompressed: the build writes `.br` and `.gz` twins (vite.config.ts) and serveStatic's
 * `precompressed` sends the one the browser accepts with `Content-Encoding` and `Vary: Accept-Encoding`
 * (http/compression.ts compresses what has no twin). The fallback's index.html is served the same way.
 *
 * Without a build (API-only tests, a server started before `vite build`) the sub-app is empty and unknown paths
 * get hono's 404.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "hono/bun";
import type { AppBindings } from "../context.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The sub-app serving the build in `clientDir` (if it has an index.html): `app.route("/", spa(clientDir))`. */
export function spa(clientDir: string | undefined): Hono<AppBindings> {
  const app = new Hono<AppBindings>();
  const root = clientDir ? resolve(clientDir) : undefined;
  if (!root || !existsSync(join(root, "index.html"))) return app;
  return app
    .use(
      "/assets/*",
      serveStatic({ root, precompressed: true, onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE) }),
    )
    .all("/assets/*", (c) => c.text("Not Found", 404))
    .use(
      "*",
      serveStatic({
        root,
        precompressed: true,
        // "/" is the build's index.html too: revalidated like the fallback below.
        onFound: (path, c) => {
          if (path.endsWith(".html")) c.header("Cache-Control", "no-cache");
        },
      }),
    )
    .get(
      "*",
      serveStatic({
        root,
        path: "index.html",
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "no-cache");
        },
      }),
    );
}
