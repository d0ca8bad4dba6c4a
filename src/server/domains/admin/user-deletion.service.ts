/**
 * Deleting an account — leaving (docs/product.md §4 Leaving, §2 Account settings, §6 Admin): personal data goes,
 * and of what others read only what they need stays, anonymised. The member's requests are deleted, except those
 * someone else is helping with, which are kept anonymised (posts/posts.leaving-author.ts); the messages, comments,
 * board messages and review comments they wrote stay with their contact details masked in storage for good
 * (threads/threads.leaving-member.ts, safety/leaving-member-texts.ts); every partner's thread learns live that the
 * member left and takes no new messages. The row is kept (soft delete, `deleted_at`) so the foreign keys of what
 * stays remain valid and administrators see the account as deleted. One function for both callers: the member's
 * own 退会 and deletion by an administrator; what follows the row (settleLeftMember) also settles the accounts
 * deleted before this rule (leaving-backlog.ts).
 */
import { eq, or } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { invalidateUserSessions } from "../../auth/sessions.ts";
import type { AppDeps } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  blocks,
  bookmarks,
  follows,
  loginIdentities,
  notificationSettings,
  notifications,
  passwordResetTokens,
  personalAccessTokens,
  pushSubscriptions,
  savedSearches,
  threadMails,
  userInterests,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { storageFor } from "../../media/storage.ts";
import { discardUploads } from "../../media/stored-images.ts";
import { settleRequestsOfLeavingAuthor } from "../posts/posts.leaving-author.ts";
import { maskTextsOfLeavingMember } from "../safety/leaving-member-texts.ts";
import {
  announcePartnerLeft,
  maskMessagesOfLeavingMember,
  removePhotosOfLeavingMember,
} from "../threads/threads.leaving-member.ts";

/**
 * Soft-deletes `userId` (docs/product.md §4 Leaving), in one transaction: clears name (→ copy.post.deletedUser),
 * e-mail, password, images and every profile field; removes sessions (their live streams end on every instance),
 * API tokens, reset tokens, roles, interests, bookmarks, follows and blocks (both ways), saved searches, push
 * subscriptions, notification settings, the member's notifications and thread-mail marks; deletes the member's
 * requests but those someone is helping with, which are anonymised and finished; masks contact details in what the
 * member wrote for others, for good; tells every thread partner's live stream (all after the row: settleLeftMember).
 * After the commit the stored avatar, cover and request images are removed. Idempotent for an already deleted
 * account.
 * @throws AppError NOT_FOUND when there is no such user.
 */
export async function deleteUserAccount(deps: AppDeps, userId: number): Promise<void> {
  const { db, env } = deps;
  const [user] = await db
    .select({ avatarPath: users.avatarPath, coverImage: users.coverImage, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw AppError.notFound("user_not_found");
  if (user.deletedAt) return;
  const now = new Date();
  const requestFiles = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: copy.post.deletedUser,
        email: null,
        passwordHash: null,
        emailVerifiedAt: null,
        status: "active",
        isBanned: false,
        avatarPath: null,
        coverImage: null,
        bio: null,
        skills: null,
        experience: null,
        twitterHandle: null,
        linkedinProfile: null,
        showSns: false,
        regionId: null,
        lastLoginAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return settleLeftMember(tx, userId);
  });
  await discardUploads(storageFor(env), [user.avatarPath, user.coverImage, ...requestFiles]);
}

/**
 * What leaving does to a member's data once their `users` row is soft-deleted (docs/product.md §4 Leaving), inside
 * the caller's transaction: ends the sessions (and with them the live streams, at the commit); removes API tokens,
 * reset tokens, roles, interests, bookmarks, follows and blocks (both ways), saved searches, push subscriptions,
 * notification settings, the member's notifications and thread-mail marks; deletes the member's requests but those
 * someone is helping with, which are anonymised and finished; masks contact details in what the member wrote for
 * others, for good; tells every thread partner's live stream. Shared by deleteUserAccount and the backlog of
 * members who left before the rule (leaving-backlog.ts). Idempotent: run again for the same member it finds
 * nothing left to delete or mask (the requests it kept are recognised as kept: posts.leaving-author.ts) and only
 * tells the partners' streams once more.
 * @returns the storage keys of the request images and thread photos to discard once the transaction is committed.
 */
export async function settleLeftMember(tx: DbOrTx, userId: number): Promise<string[]> {
  // The sessions end, and with them the member's live streams on every instance (at this commit).
  await invalidateUserSessions(tx, userId);
  await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
  // Login with LINE, Google and Apple: the provider accounts may sign up again as someone new.
  await tx.delete(loginIdentities).where(eq(loginIdentities.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(userInterests).where(eq(userInterests.userId, userId));
  await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
  await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(threadMails).where(eq(threadMails.userId, userId));
  // docs/product.md §4 Leaving: requests deleted or, when someone is helping, anonymised and finished.
  const { files } = await settleRequestsOfLeavingAuthor(tx, userId);
  await maskMessagesOfLeavingMember(tx, userId);
  // Photos sent in threads cannot be masked: they go, files included (docs/product.md "スレッドの写真").
  const threadPhotos = await removePhotosOfLeavingMember(tx, userId);
  await maskTextsOfLeavingMember(tx, userId);
  await announcePartnerLeft(tx, userId);
  return [...files.filter((file): file is string => file !== null), ...threadPhotos];
}
