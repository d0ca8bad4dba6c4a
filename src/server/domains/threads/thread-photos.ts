/**
 * The photos of thread messages (docs/product.md "スレッドの写真"): up to 4 per message, re-encoded by the one
 * image pipeline (media/stored-images.ts: EXIF/GPS stripped, long side capped, a 320 px WebP thumbnail), stored
 * under THREAD_IMAGE_FOLDER, which /storage never serves (http/storage.ts), and read only through
 * GET /api/threads/{id}/images/{imageId} (thread-images.rest.ts) by the thread's two participants, or by an
 * administrator while a report of one of the thread's messages is open. Everyone else gets a 404, with the URL too.
 */
import { sql } from "drizzle-orm";
import { IMAGE_LIMITS_BYTES, POST_IMAGE } from "#shared/constants.ts";
import type { MessageImage } from "#shared/schemas/threads.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { ImageRules } from "../../media/images.ts";
import type { FileStorage } from "../../media/storage.ts";
import {
  discardUploads,
  type StoredWithThumbnail,
  storeUploadWithThumbnail,
} from "../../media/stored-images.ts";
import type { Viewer } from "../../viewer.ts";

/** The storage folder of thread photos: private, refused by /storage (http/storage.ts). */
export const THREAD_IMAGE_FOLDER = "thread-images";

/** A thread photo: 2 MB, long side 1600 px like a post image; 422 on `images`. */
export const THREAD_IMAGE_RULES: ImageRules = {
  field: "images",
  maxBytes: IMAGE_LIMITS_BYTES.post,
  maxSide: POST_IMAGE.maxSide,
  quality: POST_IMAGE.jpegQuality,
};

/** The private URL of a thread photo (`thumb`: its 320 px WebP variant). */
export function threadImageUrl(threadId: number, imageId: number, thumb = false): string {
  return `/api/threads/${threadId}/images/${imageId}${thumb ? "?size=thumb" : ""}`;
}

/**
 * Re-encodes and stores `files` in order; when one is refused or cannot be stored, those already stored are
 * removed again, so a refused message leaves no file behind.
 * @returns the keys of each photo with its thumbnail, in the order sent.
 * @throws AppError VALIDATION on `images` (too large, not an image), UNAVAILABLE (the store is down).
 */
export async function storeMessagePhotos(
  storage: FileStorage,
  files: readonly Blob[],
): Promise<StoredWithThumbnail[]> {
  const stored: StoredWithThumbnail[] = [];
  try {
    // One after another: the re-encode queue is shared by every request, a message's photos wait their turns.
    for (const file of files) {
      stored.push(await storeUploadWithThumbnail(storage, file, THREAD_IMAGE_RULES, THREAD_IMAGE_FOLDER));
    }
  } catch (error) {
    await discardUploads(
      storage,
      stored.flatMap((photo) => [photo.key, photo.thumbKey]),
    );
    throw error;
  }
  return stored;
}

/** Removes stored photos (a message that was refused after its photos were stored). */
export function discardMessagePhotos(storage: FileStorage, stored: readonly StoredWithThumbnail[]) {
  return discardUploads(
    storage,
    stored.flatMap((photo) => [photo.key, photo.thumbKey]),
  );
}

/** Records the stored photos of message `messageId` in order (in the message's transaction). */
export async function insertMessagePhotos(
  tx: DbOrTx,
  threadId: number,
  messageId: number,
  stored: readonly StoredWithThumbnail[],
): Promise<MessageImage[]> {
  if (stored.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into message_images (message_id, thread_id, position, key, thumb_key)
        values ${sql.join(
          stored.map((photo, i) => sql`(${messageId}, ${threadId}, ${i}, ${photo.key}, ${photo.thumbKey})`),
          sql`, `,
        )}
        returning id`,
  );
  return rows.map((row) => toImage(threadId, Number(row.id)));
}

function toImage(threadId: number, id: number): MessageImage {
  return { id, url: threadImageUrl(threadId, id), thumb_url: threadImageUrl(threadId, id, true) };
}

/** The photos of `messageIds` (messages of thread `threadId`), by message id, in the order sent: one query. */
export async function photosOf(
  db: DbOrTx,
  threadId: number,
  messageIds: readonly number[],
): Promise<Map<number, MessageImage[]>> {
  const result = new Map<number, MessageImage[]>();
  if (messageIds.length === 0) return result;
  const rows = await queryRows<{ id: number; message_id: number }>(
    db,
    sql`select id, message_id from message_images
         where message_id in (${sql.join(
           messageIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by message_id, position`,
  );
  for (const row of rows) {
    const list = result.get(Number(row.message_id)) ?? [];
    list.push(toImage(threadId, Number(row.id)));
    result.set(Number(row.message_id), list);
  }
  return result;
}

/**
 * The storage key of photo `imageId` of thread `threadId` for `viewer`: one of the thread's two participants (or
 * the staff of an organisation whose account is one: its shared inbox, docs/product.md "Organisations"), or an
 * administrator while a report of one of the thread's messages is open (docs/product.md "スレッドの写真",
 * §12 Reporting and moderation). A hidden message's photos stay with its sender (and the admins handling it).
 * @returns the key of the photo or of its thumbnail (`thumb`).
 * @throws AppError NOT_FOUND (`thread_image_not_found`) for everyone else, a visitor, a missing photo or a photo
 *   of another thread: nobody learns whether it exists.
 */
export async function threadImageKey(
  db: DbOrTx,
  viewer: Viewer | null,
  threadId: number,
  imageId: number,
  thumb: boolean,
): Promise<string> {
  if (!viewer) throw AppError.notFound("thread_image_not_found");
  const [row] = await queryRows<{ key: string; thumb_key: string }>(
    db,
    sql`select mi.key, mi.thumb_key
          from message_images mi
          join messages m on m.id = mi.message_id
         where mi.id = ${imageId} and mi.thread_id = ${threadId}
           and (
             exists (select 1 from thread_participants tp
                      where tp.thread_id = mi.thread_id and tp.user_id = ${viewer.id}
                        and (m.moderation is null or m.user_id = ${viewer.id}))
             -- The staff of an organisation whose own account takes part read as it (its shared inbox).
             or exists (select 1 from thread_participants tp
                          join organizations o on o.account_user_id = tp.user_id
                          join organization_members om on om.organization_id = o.id and om.user_id = ${viewer.id}
                         where tp.thread_id = mi.thread_id
                           and (m.moderation is null or m.user_id = o.account_user_id))
             or (${viewer.isAdmin} and exists (
                   select 1 from reports r join messages rm on rm.id = r.target_id
                    where r.status = 'open' and r.target_type = 'message' and rm.thread_id = mi.thread_id))
           )
         limit 1`,
  );
  if (!row) throw AppError.notFound("thread_image_not_found");
  return thumb ? row.thumb_key : row.key;
}
