/**
 * The requests' stored link cards (docs/product.md "Link previews"): where they are kept and when they go. A card
 * is stored under `og/posts/<id>-<hash>.png`, the hash naming the drawn fields; it stays only while it is the
 * current card of a request a visitor may see. A newer card replaces the older ones of its request at once, and
 * the hourly sweep removes the cards of requests since made drafts, hidden, deleted or changed — so a title
 * taken back by its author, or a request removed by moderation, does not live on in the store (an S3 bucket
 * behind a public URL would otherwise still answer it).
 */
import type { Database } from "../../db/client.ts";
import { logger } from "../../logger.ts";
import { cardHash } from "../../media/og-image.ts";
import type { FileStorage } from "../../media/storage.ts";
import { visiblePostCards } from "./previews.service.ts";

/** The folder of the requests' cards in the file store (never served by /storage, only by /og with its checks). */
export const POST_CARDS_FOLDER = "og/posts/";

/** Requests checked per query of the sweep (one `postRowsByIds` each). */
const SWEEP_BATCH = 500;

const CARD_KEY = /^og\/posts\/(\d{1,9})-([0-9a-f]{16})\.png$/;

/** The store key of request `id`'s card drawn from fields of `hash`. */
export function postCardKey(id: number, hash: string): string {
  return `${POST_CARDS_FOLDER}${id}-${hash}.png`;
}

/**
 * Removes every stored card of request `id` but the one under `keep` (none kept when it is omitted): called after
 * a new card is stored, and when the request's card is asked for while a visitor may not see it.
 * @returns how many files were removed.
 */
export async function discardPostCards(files: FileStorage, id: number, keep?: string): Promise<number> {
  let removed = 0;
  for await (const { key } of files.list(`${POST_CARDS_FOLDER}${id}-`)) {
    if (key === keep || !CARD_KEY.test(key)) continue;
    await files.delete(key);
    removed += 1;
  }
  return removed;
}

/**
 * The sweep (housekeeping.ts, hourly): every stored card that is not the current card of a request a visitor may
 * see is removed, requests read SWEEP_BATCH at a time. Files in the folder that are not cards are left alone.
 * @returns how many cards were kept and removed.
 */
export async function sweepPostCards(
  db: Database,
  files: FileStorage,
): Promise<{ kept: number; removed: number }> {
  const keysById = new Map<number, string[]>();
  for await (const { key } of files.list(POST_CARDS_FOLDER)) {
    const match = CARD_KEY.exec(key);
    if (!match) continue;
    const id = Number(match[1]);
    const keys = keysById.get(id);
    if (keys) keys.push(key);
    else keysById.set(id, [key]);
  }
  let kept = 0;
  let removed = 0;
  const ids = [...keysById.keys()];
  for (let start = 0; start < ids.length; start += SWEEP_BATCH) {
    const batch = ids.slice(start, start + SWEEP_BATCH);
    const cards = await visiblePostCards(db, batch);
    for (const id of batch) {
      const found = cards.get(id);
      const current = found ? postCardKey(id, cardHash(found.card)) : null;
      for (const key of keysById.get(id) ?? []) {
        if (key === current) {
          kept += 1;
          continue;
        }
        await files.delete(key);
        removed += 1;
      }
    }
  }
  if (removed > 0) logger.info({ kept, removed }, "stale link cards removed");
  return { kept, removed };
}
