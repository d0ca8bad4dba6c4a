/**
 * Who reads content hidden by moderation (docs/product.md §12 Reporting and moderation): a request, comment or
 * message hidden pending review or removed by an administrator reads its placeholder (placeholderOf) to everyone
 * but its author and administrators — also where it travels away from its page (the reviews of a request, the
 * request shown with a thread, notifications written before it was hidden).
 */
import { type SQL, sql } from "drizzle-orm";
import { ROLE_IDS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { Viewer } from "../../viewer.ts";

/**
 * What others read instead of hidden content: before any administrator has decided (`pending`, three counting
 * reports) that it is hidden for now because of reports; once an administrator hid it, that they did.
 */
export function placeholderOf(moderation: string | null): string {
  return moderation === "pending" ? copy.safety.moderation.hiddenPending : copy.safety.moderation.hidden;
}

/** True when `viewer` (null: a visitor) reads the placeholder instead of content in state `moderation`. */
export function isHiddenFrom(
  viewer: Pick<Viewer, "id" | "isAdmin"> | null,
  content: { moderation: string | null; authorId: number | null },
): boolean {
  if (content.moderation === null) return false;
  if (viewer === null) return true;
  return !viewer.isAdmin && content.authorId !== viewer.id;
}

/** The title `viewer` reads of a request: its own, or the placeholder while it is hidden from them. */
export function requestTitleFor(
  viewer: Pick<Viewer, "id" | "isAdmin"> | null,
  post: { title: string; moderation: string | null; userId: number | null },
): string {
  return isHiddenFrom(viewer, { moderation: post.moderation, authorId: post.userId })
    ? placeholderOf(post.moderation)
    : post.title;
}

/**
 * SQL true when request `postId` is hidden by moderation from member `memberId` (neither its author nor an
 * administrator); false when there is no such request. For rows read without a Viewer: a notification's
 * recipient when it is listed, mailed or pushed. One primary-key lookup of the post and of the member's roles.
 */
export function requestHiddenFromSql(postId: SQL, memberId: SQL): SQL {
  return sql`exists (select 1 from posts hp where hp.id = ${postId} and hp.moderation is not null
      and hp.user_id is distinct from ${memberId}
      and not exists (select 1 from user_roles hr where hr.user_id = ${memberId} and hr.role_id = ${ROLE_IDS.admin}))`;
}
