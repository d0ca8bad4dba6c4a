/**
 * GET /api/threads/{id}/images/{imageId}[?size=thumb]: a thread photo (docs/product.md "スレッドの写真"), answered
 * only to the thread's two participants and to administrators while a report of one of its messages is open
 * (thread-photos.ts threadImageKey); 404 `thread_image_not_found` to everyone else, visitors and guessed URLs
 * included, so nobody learns whether a photo exists. The bytes stream from the store through the app on both the
 * local disk and an S3 bucket (never a redirect to a bucket URL), `Cache-Control: private` so no shared cache keeps
 * them.
 *
 * Its own adapter, not a declaration (edge/define.ts): its answer is the image's bytes, not JSON, and it has no
 * tRPC twin (a tRPC client shows the `url` of MessageView.images, which is this route). Mounted by app.ts before
 * the declared routes, behind the session and bearer middleware of /api.
 */
import { Hono } from "hono";
import type { AppBindings } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { errorResponse } from "../../http/error-response.ts";
import { languageOf } from "../../http/language.ts";
import { storageFor } from "../../media/storage.ts";
import { threadImageKey } from "./thread-photos.ts";

/** A path id as a positive int4, else null (an id that cannot exist is the same 404). */
function idOf(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Mounted at /api/threads by app.ts. */
export const threadImagesRest = new Hono<AppBindings>();

threadImagesRest.on(["GET", "HEAD"], "/:id/images/:imageId", async (c) => {
  const { db, env } = c.get("deps");
  const threadId = idOf(c.req.param("id"));
  const imageId = idOf(c.req.param("imageId"));
  if (threadId === null || imageId === null)
    return errorResponse(AppError.notFound("thread_image_not_found"), languageOf(c));
  const thumb = c.req.query("size") === "thumb";
  const key = await threadImageKey(db, c.get("state").viewer, threadId, imageId, thumb);
  const file = await storageFor(env).open(key);
  if (!file) return errorResponse(AppError.notFound("thread_image_not_found"), languageOf(c));
  const headers = new Headers({
    "Content-Type": file.contentType,
    // The photo never changes under its id, but only its participants may keep it.
    "Cache-Control": "private, max-age=86400",
    "X-Content-Type-Options": "nosniff",
  });
  if (file.size !== undefined) headers.set("Content-Length", String(file.size));
  if (c.req.method === "HEAD") {
    await file.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(file.body, { headers });
});
