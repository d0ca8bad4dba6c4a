/**
 * The built client (Vite's dist/client) on the same port as the API. Hashed bundles under /assets/* are cached
 * for a year as immutable and a missing one is a plain 404; other files of the build (icons, cover presets) are
 * served as they are; every other GET is a page route of the SPA and answers index.html, revalidated on each
 * visit (Cache-Control: no-cache) so a new deploy is picked up at once. Mounted last: /api, /trpc and /storage
 * were answered before, so the fallback never answers them (docs/architecture.md "Known traps").
 *
 * Text files go out precompressed: the build writes `.br` and `.gz` twins (vite.config.ts) and serveStatic's
 * `precompressed` sends the one the browser accepts with `Content-Encoding` and `Vary: Accept-Encoding`
 * (http/compression.ts compresses what has no twin).
 *
 * A page (the fallback, and "/") answers the shell with the page's own head: title, description, canonical link,
 * Open Graph and Twitter card tags read from the database as a visitor sees the page (http/page-head.ts,
 * docs/product.md "Link previews"), so a shared link shows a preview; the rest of the shell is as built. Its
 * status stays 200 whatever the page finds, as before: the SPA says "not found" itself.
 *
 * Without a build (API-only tests, a server started before `vite build`) the sub-app is empty and unknown paths
 * get hono's 404.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "hono/bun";
import type { AppBindings, AppDeps } from "../context.ts";
import { headTags, PreviewCache, withHead } from "./page-head.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The sub-app serving the build in `clientDir` (if it has an index.html), its pages with the heads of `deps`'
 * database and APP_URL: `app.route("/", spa(clientDir, deps))`.
 */
export function spa(clientDir: string | undefined, deps: AppDeps): Hono<AppBindings> {
  const app = new Hono<AppBindings>();
  const root = clientDir ? resolve(clientDir) : undefined;
  if (!root || !existsSync(join(root, "index.html"))) return app;
  const shellPath = join(root, "index.html");
  let shell: Promise<string> | undefined;
  const previews = new PreviewCache(deps.db);
  const files = serveStatic<AppBindings>({
    root,
    precompressed: true,
    onFound: (path, c) => {
      if (path.endsWith(".html")) c.header("Cache-Control", "no-cache");
    },
  });
  return (
    app
      .use(
        "/assets/*",
        serveStatic({
          root,
          precompressed: true,
          onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
        }),
      )
      .all("/assets/*", (c) => c.text("Not Found", 404))
      // "/" is a page (home): its head is the page's, not the build's index.html as a file.
      .use("*", (c, next) => (c.req.path === "/" ? next() : files(c, next)))
      .get("*", async (c) => {
        shell ??= Bun.file(shellPath).text();
        const [html, preview] = await Promise.all([shell, previews.get(c.req.path)]);
        c.header("Cache-Control", "no-cache");
        return c.html(withHead(html, headTags(preview, deps.env.appUrl)));
      })
  );
}
