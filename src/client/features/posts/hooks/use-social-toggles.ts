/**
 * Bookmark and follow toggles of the post detail (docs/product.md §4): optimistic — the cached post changes at once —
 * and rolled back with 保存の切り替えに失敗しました。 / フォローの切り替えに失敗しました。 when the server refuses.
 * Lists that show bookmarks or follows are refreshed afterwards by the mutation hooks.
 */
import { useState } from "react";
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useFollow, useUnfollow } from "#client/lib/use-follow.ts";
import { copy } from "#shared/copy.ts";

/** social.bookmark of one post: refreshes the saved list and the counters in the background. */
export function useBookmark() {
  const effects = useCacheEffects();
  return trpc.social.bookmark.useMutation({ onSuccess: () => void effects.bookmarksChanged() });
}

/** social.unbookmark of one post: refreshes the saved list and the counters in the background. */
export function useUnbookmark() {
  const effects = useCacheEffects();
  return trpc.social.unbookmark.useMutation({ onSuccess: () => void effects.bookmarksChanged() });
}

/**
 * Optimistic save toggle of post `postId`: `toggle(next)` flips the cached detail at once and rolls back with
 * `error` = 保存の切り替えに失敗しました。 when the call fails.
 */
export function useBookmarkToggle(postId: number) {
  const utils = trpc.useUtils();
  const save = useBookmark();
  const unsave = useUnbookmark();
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
  const follow = useFollow(postId);
  const unfollow = useUnfollow(postId);
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
    } catch {
      set(!next);
      setError(copy.errors.followFailed);
    }
  }

  return { toggle, pending, error };
}
