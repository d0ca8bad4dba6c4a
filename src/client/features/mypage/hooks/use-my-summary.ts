/**
 * The counters and recent lists of the dashboard and my page (docs/product.md §2), with docs/product.md §8's fallback: every
 * counter is 0 and every list empty while loading or after a failure.
 */

import { trpc } from "#client/lib/trpc.ts";
import type { MyCounters } from "#shared/schemas/mypage.ts";
import type { PostView } from "#shared/schemas/posts.ts";

const ZERO: MyCounters = {
  unread_messages: 0,
  posts: 0,
  comments: 0,
  bookmarks: 0,
  follows: 0,
  followers: 0,
};
const NONE: PostView[] = [];

/**
 * Counters and recent lists of the dashboard / my page; zeros and empty lists while loading or after a
 * failure (`isError`).
 */
export function useMySummary() {
  // Refetched on every visit: bookmarks, comments and posts change on other pages.
  const summary = trpc.mypage.summary.useQuery(undefined, { staleTime: 0 });
  return {
    isLoading: summary.isPending,
    isError: summary.isError,
    counts: summary.data?.counts ?? ZERO,
    recentPosts: summary.data?.recent_posts ?? NONE,
    recentBookmarks: summary.data?.recent_bookmarks ?? NONE,
  };
}
