/**
 * The requests of a member who leaves (docs/product.md §4 Leaving, §10 Request status): a request someone else is
 * helping with is kept for them — anonymised and finished — and every other request is deleted by the one
 * post-deletion path (posts.service.ts deletePostRows), so counters, totals, search, tags, bookmarks and comments
 * follow as they do when an author deletes a request. Runs inside the account deletion's transaction
 * (admin/user-deletion.service.ts); the image files are discarded by the caller once it is committed.
 */
import { eq, sql } from "drizzle-orm";
import { maskContacts } from "#shared/contact-masking.ts";
import type { DbOrTx } from "../../db/client.ts";
import { postImages, posts, users } from "../../db/schema/index.ts";
import { refreshSearchDocument } from "./posts.search-document.ts";
import { deletePostRows } from "./posts.service.ts";

/** What happened to the leaving member's requests, by post id, and the files to discard after the commit. */
export interface LeavingAuthorOutcome {
  removed: number[];
  anonymised: number[];
  files: (string | null)[];
}

/** The columns the rule reads. */
interface AuthoredRow {
  id: number;
  isPublic: boolean;
  status: string;
  helperId: number | null;
  statusChangedAt: Date | null;
}

/**
 * True when someone else is helping with the request, by its status (docs/product.md §10 Request status): a
 * public request `in_progress` (やりとり中: the author marked it matched) or `resolved` with a named helper (the
 * helper's reviews and 手伝った依頼 point at it). Drafts, `open`, `closed` and `resolved` without a helper are not —
 * except a public request `closed` at or after `leftAt`, the moment its author's account was deleted: the deletion
 * closed it itself, either this rule, which closes the `in_progress` request it keeps (so settling a member twice
 * keeps what the first time kept), or the rule before it, which closed every `open` or `in_progress` request of a
 * member who left without deleting any (docs/product.md §4 Leaving, "Accounts deleted before the rule"). Which of
 * the two a request was then is no longer known, so it is kept anonymised like one someone was helping with: never
 * deleted on a guess. (An administrator closing a deleted member's request afterwards counts the same.)
 */
export function isHelpedRequest(row: AuthoredRow, leftAt: Date | null = null): boolean {
  if (!row.isPublic) return false;
  if (row.status === "in_progress" || (row.status === "resolved" && row.helperId !== null)) return true;
  return (
    row.status === "closed" &&
    leftAt !== null &&
    row.statusChangedAt !== null &&
    row.statusChangedAt.getTime() >= leftAt.getTime()
  );
}

/** At most this many characters fit a title (posts.title varchar(255)). */
const TITLE_MAX = 255;

/**
 * Deletes the requests of `userId` that nobody is helping with and anonymises the others (isHelpedRequest): no
 * photo, no position (latitude and longitude cleared; the prefecture stays, it is required and names no place
 * closer than a prefecture), contact details masked for good in the title and text (src/shared/contact-masking.ts,
 * the same detection as thread messages), the search document written again from the masked text, and an
 * `in_progress` request `closed` (a `resolved` one stays resolved: its helper and reviews stay with it). The author
 * is already shown as 削除されたユーザー by the account's `deleted_at`, which the caller has set (it tells the
 * requests the deletion closed: isHelpedRequest). Rows are locked first, so a status change racing the deletion
 * waits for it. Idempotent: run again, it finds the kept requests kept and nothing left to remove or mask.
 * @returns the removed and anonymised post ids and the image keys of both, to discard once committed.
 */
export async function settleRequestsOfLeavingAuthor(
  tx: DbOrTx,
  userId: number,
): Promise<LeavingAuthorOutcome> {
  const [author] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const leftAt = author?.deletedAt ?? null;
  const rows = await tx
    .select({
      id: posts.id,
      isPublic: posts.isPublic,
      status: posts.status,
      helperId: posts.helperId,
      statusChangedAt: posts.statusChangedAt,
      title: posts.title,
      body: posts.body,
      imagePath: posts.imagePath,
      imageThumbPath: posts.imageThumbPath,
    })
    .from(posts)
    .where(eq(posts.userId, userId))
    .orderBy(posts.id)
    .for("update");
  const kept = rows.filter((row) => isHelpedRequest(row, leftAt));
  const removed = rows.filter((row) => !isHelpedRequest(row, leftAt)).map((row) => row.id);
  const files = (await deletePostRows(tx, removed)) ?? [];
  const now = new Date();
  for (const row of kept) {
    const title = maskContacts(row.title).text.slice(0, TITLE_MAX);
    const body = maskContacts(row.body).text;
    await tx
      .update(posts)
      .set({
        title,
        body,
        imagePath: null,
        imageThumbPath: null,
        latitude: null,
        longitude: null,
        ...(row.status === "in_progress" ? { status: "closed", statusChangedAt: now } : {}),
      })
      .where(sql`${posts.id} = ${row.id}`);
    await refreshSearchDocument(tx, row.id, title, body);
    // Its photos go with the cover mirror (docs/product.md "Request photos").
    const photos = await tx
      .delete(postImages)
      .where(eq(postImages.postId, row.id))
      .returning({ imagePath: postImages.imagePath, thumbPath: postImages.thumbPath });
    files.push(
      row.imagePath,
      row.imageThumbPath,
      ...photos.flatMap((photo) => [photo.imagePath, photo.thumbPath]),
    );
  }
  return { removed, anonymised: kept.map((row) => row.id), files };
}
