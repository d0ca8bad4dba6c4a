/**
 * Uploaded images under /storage/* (avatars, post covers), wherever media/storage.ts keeps them: read from
 * DATA_DIR/uploads on the local disk, or from the S3-compatible bucket (streamed through, or a redirect to
 * S3_PUBLIC_URL when the bucket is public behind a CDN). The URL of a file is the same on every instance and for
 * both stores, so the database never holds a store's address (docs/decisions/009-scale-out-storage-and-proxies.md).
 * Stored files never change (a new upload gets a new random name), so they are cached for a year as immutable.
 * A missing file is a JSON 404, never the SPA's index.html (docs/architecture.md "Known traps"). The requests' link
 * cards kept in the same store (og/…) are not served here: only /og answers them, after checking that a visitor may
 * see the request (docs/product.md "Link previews"); nor are the thread photos (thread-images/…), answered only to
 * the thread's participants by GET /api/threads/{id}/images/{imageId} (docs/product.md "スレッドの写真").
 */
import { Hono } from "hono";
import { serveStatic } from "hono/bun";
import type { AppBindings } from "../context.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../errors.ts";
import { isSafeKey, LocalFileStorage, storageFor } from "../media/storage.ts";
import { errorResponse } from "./error-response.ts";
import { languageOf } from "./language.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** `value` decoded, or null when it is not valid percent-encoding. */
function decodeURIComponentOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The key of a /storage/<key> request path, or null when the rest of the path is not a key. */
function keyOf(path: string): string | null {
  const key = decodeURIComponentOrNull(path.replace(/^\/storage\//, ""));
  return key !== null && isSafeKey(key) ? key : null;
}

/** The sub-app serving the uploads of `env`'s storage: `app.route("/storage", storage(env))`. */
export function storage(env: Pick<AppEnv, "dataDir" | "s3">): Hono<AppBindings> {
  const files = storageFor(env);
  const app = new Hono<AppBindings>();
  // On the decoded key, so that no spelling of the path (`%6Fg/…`, `og//…`) reaches a card.
  app.use("*", async (c, next) => {
    const key = decodeURIComponentOrNull(c.req.path.replace(/^\/storage\//, ""));
    // Thread photos (thread-images/…) are private: only GET /api/threads/{id}/images/{imageId} answers them.
    if (key === null || /^\/*(og|thread-images)(\/|$)/i.test(key))
      return errorResponse(AppError.notFound(), languageOf(c));
    await next();
  });
  if (files instanceof LocalFileStorage) {
    app.use(
      "*",
      serveStatic({
        root: files.directory,
        rewriteRequestPath: (path) => path.replace(/^\/storage/, ""),
        onFound: (_path, c) => {
          c.header("Cache-Control", IMMUTABLE);
        },
      }),
    );
  } else {
    const publicUrl = env.s3?.publicUrl;
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const key = keyOf(c.req.path);
      if (!key) return next();
      if (publicUrl) {
        // The key never changes its bytes, so the redirect may be cached as long as the file.
        return new Response(null, {
          status: 302,
          headers: { Location: `${publicUrl}/${key}`, "Cache-Control": IMMUTABLE },
        });
      }
      const file = await files.open(key);
      if (!file) return next();
      const headers = new Headers({ "Content-Type": file.contentType, "Cache-Control": IMMUTABLE });
      if (file.size !== undefined) headers.set("Content-Length", String(file.size));
      if (file.etag) headers.set("ETag", file.etag);
      if (c.req.method === "HEAD") {
        await file.body.cancel();
        return new Response(null, { headers });
      }
      return new Response(file.body, { headers });
    });
  }
  return app.all("*", (c) => errorResponse(AppError.notFound(), languageOf(c)));
}
