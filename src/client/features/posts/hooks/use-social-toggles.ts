/**
 * Bookmark and follow toggles of the post detail (spec.md §4): optimistic — the cached post changes at once —
 * and rolled back with 保存の切り替えに失敗しました。 / フォローの切り替えに失敗しました。 when the server refuses.
 * Lists that show bookmarks or follows are refreshed afterwards.
 */
import { useState } from "react";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";

/** Every cached query except the detail of `postId` (it is already up to date). */
function othersThan(postId: number) {
  return {
    predicate: (query: { queryKey: readonly unknown[] }) => {
      const [path, meta] = query.queryKey as [unknown, { input?: { id?: unknown } } | undefined];
      return !(Array.isArray(path) && path.join(".") === "posts.byId" && meta?.input?.id === postId);
    },
  };
}

/**
 * Optimistic save toggle of post `postId`: `toggle(next)` flips the cached detail at once and rolls back with
 * `error` = 保存の切り替えに失敗しました。 when the call fails.
 */
export function useBookmarkToggle(postId: number) {
  const utils = trpc.useUtils();
  const save = trpc.social.bookmark.useMutation();
  const unsave = trpc.social.unbookmark.useMutation();
  const [error, setError] = useState<string | null>(null);
  const pending = save.isPending || unsave.isPending;

  async function toggle(next: boolean): Promise<void> {
    if (pending) return;
    setError(null);
    await utils.posts.byId.cancel({ id: postId });
    const set = (value: boolean) =>
      utils.posts.byId.setData({ id: postId }, (old) => (old ? { ...old, is_bookmarked: value } : old));
    set(next);
    try {
      await (next ? save : unsave).mutateAsync({ post_id: postId });
      void utils.invalidate(undefined, othersThan(postId));
    } catch {
      set(!next);
      setError(copy.errors.bookmarkFailed);
    }
  }

  return { toggle, pending, error };
}

/**
 * Optimistic follow toggle of the author `userId` of post `postId`: rolled back with `error` =
 * フォローの切り替えに失敗しました。 when the call fails.
 */
export function useFollowToggle(postId: number, userId: number | null) {
  const utils = trpc.useUtils();
  const follow = trpc.social.follow.useMutation();
  const unfollow = trpc.social.unfollow.useMutation();
  const [error, setError] = useState<string | null>(null);
  const pending = follow.isPending || unfollow.isPending;

  async function toggle(next: boolean): Promise<void> {
    if (pending || userId === null) return;
    setError(null);
    await utils.posts.byId.cancel({ id: postId });
    const set = (value: boolean) =>
      utils.posts.byId.setData({ id: postId }, (old) =>
        old?.user ? { ...old, user: { ...old.user, is_following: value } } : old,
      );
    set(next);
    try {
      await (next ? follow : unfollow).mutateAsync({ user_id: userId });
      void utils.invalidate(undefined, othersThan(postId));
    } catch {
      set(!next);
      setError(copy.errors.followFailed);
    }
  }

  return { toggle, pending, error };
}
