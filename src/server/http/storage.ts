/**
 * Uploaded images under /storage/* (avatars, post covers), read from DATA_DIR/uploads. Stored files never change
 * (a new upload gets a new random name), so they are cached for a year as immutable. A missing file is a JSON
 * 404, never the SPA's index.html (docs/architecture.md "Known traps").
 */
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "hono/bun";
import type { AppBindings } from "../context.ts";
import { AppError } from "../errors.ts";
import { errorResponse } from "./error-response.ts";

/** The sub-app serving `dataDir`/uploads: `app.route("/storage", storage(env.dataDir))`. */
export function storage(dataDir: string): Hono<AppBindings> {
  return new Hono<AppBindings>()
    .use(
      "*",
      serveStatic({
        root: join(dataDir, "uploads"),
        rewriteRequestPath: (path) => path.replace(/^\/storage/, ""),
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .all("*", () => errorResponse(AppError.notFound()));
}
