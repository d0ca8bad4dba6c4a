/**
 * The preview images of shared links (docs/product.md "Link previews"): `GET /og/posts/{id}.png` (a post's card)
 * and `GET /og/board.png` (the board's card, for every other page). An image is drawn on its first request
 * (media/og-image.ts, at most two draws at once per process), stored with the uploads (media/storage.ts: the
 * local disk or the S3 bucket) under a key holding a hash of the drawn fields, and read back from there after:
 * a post whose title, category, place or status changes gets a new key, so it is drawn anew, and no instance
 * ever serves a stale card from the store. The hash is the ETag, and the page's og:image URL carries it as `?v=`
 * so a crawler's cache sees a new URL.
 *
 * A post a visitor may not see (a draft, hidden, deleted or missing one) is a 404, as on the post page's read, and
 * its stored cards are removed then; a new card replaces its post's older ones (previews/post-cards.ts).
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import type { AppBindings, AppDeps } from "../context.ts";
import { discardPostCards, postCardKey } from "../domains/previews/post-cards.ts";
import { visiblePostCard } from "../domains/previews/previews.service.ts";
import { AppError } from "../errors.ts";
import { boardCardSvg, cardHash, postCardSvg, renderCard } from "../media/og-image.ts";
import { type FileStorage, storageFor } from "../media/storage.ts";
import { errorResponse } from "./error-response.ts";
import { languageOf } from "./language.ts";

/**
 * How long a client or a CDN may keep an image without asking again, in seconds: short, because the plain URL
 * (without `?v=`) shows a changed post's new card; the ETag makes the revalidation cheap.
 */
const MAX_AGE_SECONDS = 600;

/**
 * The stored image under `key`, or the one drawn by `draw` and stored there first (then `stored`, e.g. removing
 * the cards it replaces, runs before the answer).
 */
async function storedOrDrawn(
  files: FileStorage,
  key: string,
  draw: () => Promise<Uint8Array<ArrayBuffer>>,
  stored?: () => Promise<unknown>,
): Promise<Uint8Array<ArrayBuffer>> {
  const existing = await files.open(key);
  if (existing) return new Uint8Array(await new Response(existing.body).arrayBuffer());
  const png = await draw();
  await files.put(key, png, "image/png");
  await stored?.();
  return png;
}

/** The answer of an image: 304 when the client holds this version, else the PNG, both with the caching headers. */
function imageAnswer(
  method: string,
  ifNoneMatch: string | undefined,
  hash: string,
  png: () => Promise<Uint8Array<ArrayBuffer>>,
) {
  const etag = `"${hash}"`;
  const headers = new Headers({
    "Cache-Control": `public, max-age=${MAX_AGE_SECONDS}`,
    ETag: etag,
  });
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
    return Promise.resolve(new Response(null, { status: 304, headers }));
  }
  return png().then((bytes) => {
    headers.set("Content-Type", "image/png");
    headers.set("Content-Length", String(bytes.byteLength));
    return new Response(method === "HEAD" ? null : bytes, { headers });
  });
}

/** The sub-app of the preview images: `app.route("/og", ogImages(deps))`. */
export function ogImages(deps: AppDeps): Hono<AppBindings> {
  const files = storageFor(deps.env);
  const boardHash = cardHash("board");
  let board: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const app = new Hono<AppBindings>();
  app.get("/board.png", (c) =>
    imageAnswer(c.req.method, c.req.header("If-None-Match"), boardHash, () => {
      // Drawn (or read from the store) once per process; a failure is tried again on the next request.
      board ??= storedOrDrawn(files, `og/board-${boardHash}.png`, () =>
        renderCard(boardCardSvg(copy.tagline)),
      ).catch((error: unknown) => {
        board = undefined;
        throw error;
      });
      return board;
    }),
  );
  app.get("/posts/:file", async (c) => {
    const match = /^(\d{1,9})\.png$/.exec(c.req.param("file"));
    if (!match) return errorResponse(AppError.notFound("post_not_found"), languageOf(c));
    const id = Number(match[1]);
    const found = await visiblePostCard(deps.db, id);
    if (!found) {
      await discardPostCards(files, id);
      return errorResponse(AppError.notFound("post_not_found"), languageOf(c));
    }
    const hash = cardHash(found.card);
    const key = postCardKey(id, hash);
    return imageAnswer(c.req.method, c.req.header("If-None-Match"), hash, () =>
      storedOrDrawn(
        files,
        key,
        () => renderCard(postCardSvg(found.card)),
        () => discardPostCards(files, id, key),
      ),
    );
  });
  return app.all("*", (c) => errorResponse(AppError.notFound(), languageOf(c)));
}
