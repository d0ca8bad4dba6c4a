/**
 * Deleting an account (docs/product.md §2 Post card "copy.post.deletedUser", §4 Account settings, §6 Gates): the
 * member's posts, comments and messages stay and show copy.post.deletedUser; personal data is removed. The row is
 * kept (soft delete, `deleted_at`) so foreign keys of the kept content stay valid, and admins see it as deleted.
 * One function for both callers: account deletion by the member and deletion by an administrator.
 */
import { eq, or } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { invalidateUserSessions } from "../../auth/sessions.ts";
import type { AppDeps } from "../../context.ts";
import {
  bookmarks,
  follows,
  passwordResetTokens,
  userInterests,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { storageFor } from "../../media/storage.ts";
import { discardUploads } from "../../media/stored-images.ts";
import { closePostsOf } from "../requests/requests.service.ts";

/**
 * Soft-deletes `userId`: clears name (→ copy.post.deletedUser), e-mail, password, images and every profile field;
 * removes sessions (their live streams end on every instance), reset tokens, roles, interests, bookmarks and
 * follows (both ways). Idempotent for an already deleted account. Stored avatar and cover files are removed
 * afterwards.
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
  await db.transaction(async (tx) => {
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
    // The sessions end, and with them the member's live streams on every instance (at this commit).
    await invalidateUserSessions(tx, userId);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(userInterests).where(eq(userInterests.userId, userId));
    await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
    await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
    // Nobody answers for the requests of a deleted account any more (docs/product.md §10).
    await closePostsOf(tx, userId);
  });
  await discardUploads(storageFor(env), [user.avatarPath, user.coverImage]);
}
