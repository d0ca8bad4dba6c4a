/**
 * What a write changes in the query cache (docs/architecture.md "Client", docs/product.md §4): one function per kind of change,
 * each invalidating exactly the queries that show it. The mutation hooks of every feature use these instead of
 * refreshing the whole cache, so one place says which screens a post, a follow or a profile change touches.
 */
import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "./trpc.ts";

/** The query key prefix of the profile pages (features/profile/hooks/use-profile-source.ts). */
export const PROFILE_SOURCE_KEY = "profile-source";

/** Returns the cache effects below, bound to this client's query cache. */
export function useCacheEffects() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();

  /** Every list of post cards (their cards show titles, counts, authors and drafts). */
  const postCards = () =>
    Promise.all([
      utils.posts.list.invalidate(),
      utils.posts.recommended.invalidate(),
      utils.mypage.posts.invalidate(),
      utils.mypage.commentedPosts.invalidate(),
      utils.mypage.bookmarks.invalidate(),
    ]);

  /** The member's own profile as every page reads it: the session user, the profile queries, the profile pages. */
  const ownProfile = () =>
    Promise.all([
      utils.accounts.me.invalidate(),
      utils.profile.me.invalidate(),
      utils.profile.byId.invalidate(),
      utils.profile.public.invalidate(),
      queryClient.invalidateQueries({ queryKey: [PROFILE_SOURCE_KEY] }),
    ]);

  return {
    /**
     * A post was created, edited or deleted (docs/product.md §4 Post): the post card lists, the my-page counters, the
     * catalog counts (categories, prefectures) and the tag lists. The detail of the written post is stored (or
     * dropped) by the caller.
     */
    postsChanged: async (): Promise<void> => {
      await Promise.all([
        postCards(),
        utils.mypage.summary.invalidate(),
        utils.catalog.categories.invalidate(),
        utils.catalog.popularCategories.invalidate(),
        utils.catalog.regionCounts.invalidate(),
        utils.catalog.regionActiveCategories.invalidate(),
        utils.catalog.categoryTags.invalidate(),
        utils.tags.invalidate(),
      ]);
    },

    /**
     * A comment was added to a post (docs/product.md §4 Comment): the comment counts on the cards, the member's
     * commented posts and counters. The detail itself is written by the caller.
     */
    commentAdded: async (): Promise<void> => {
      await Promise.all([postCards(), utils.mypage.summary.invalidate()]);
    },

    /** The member saved or unsaved a post (docs/product.md §4 toggles): the saved list and the counters. */
    bookmarksChanged: async (): Promise<void> => {
      await Promise.all([utils.mypage.bookmarks.invalidate(), utils.mypage.summary.invalidate()]);
    },

    /**
     * The member followed or unfollowed someone (docs/product.md §4 toggles): the follow lists and counters, the author
     * box of post details (is_following) but the detail `keepPostId` the caller already wrote, and the profile
     * pages.
     */
    followsChanged: async (keepPostId?: number): Promise<void> => {
      await Promise.all([
        utils.mypage.follows.invalidate(),
        utils.mypage.followers.invalidate(),
        utils.mypage.summary.invalidate(),
        utils.posts.byId.invalidate(undefined, {
          predicate: (query) => (query.queryKey[1] as { input?: { id?: unknown } })?.input?.id !== keepPostId,
        }),
        queryClient.invalidateQueries({ queryKey: [PROFILE_SOURCE_KEY] }),
      ]);
    },

    /**
     * The member changed their profile, interests or region (docs/product.md §4 Profile): their profile everywhere, the
     * author name and avatar on every post and card, and the lists chosen by interests and region
     * (recommended, nearby).
     */
    profileChanged: async (): Promise<void> => {
      await Promise.all([
        ownProfile(),
        utils.profile.interests.invalidate(),
        utils.profile.region.invalidate(),
        utils.posts.invalidate(),
        postCards(),
      ]);
    },

    /**
     * Who is signed in changed (login, registration, logout, account deletion; docs/product.md §4 Auth state): every
     * answer that depends on the viewer — posts (own drafts, saved, can_update), my page, profiles, messages and
     * administration. Public data (catalog, tags, the public board) stays.
     */
    viewerChanged: async (): Promise<void> => {
      await Promise.all([
        utils.posts.invalidate(),
        utils.mypage.invalidate(),
        utils.profile.invalidate(),
        utils.threads.invalidate(),
        utils.admin.invalidate(),
        queryClient.invalidateQueries({ queryKey: [PROFILE_SOURCE_KEY] }),
      ]);
    },

    /**
     * A member's roles changed (the admin role panel, docs/product.md §2 Profile edit): the session user (roles, is_admin)
     * when it is the viewer, that member's profile pages and the admin views of them.
     */
    rolesChanged: async (id: number): Promise<void> => {
      await Promise.all([
        utils.accounts.me.invalidate(),
        utils.profile.me.invalidate(),
        utils.profile.byId.invalidate({ id }),
        utils.profile.public.invalidate({ id }),
        utils.admin.users.invalidate(),
        utils.admin.user.invalidate({ id }),
        queryClient.invalidateQueries({ queryKey: [PROFILE_SOURCE_KEY, id] }),
      ]);
    },

    /** An administrator changed a member's account (docs/product.md §2 Admin): the admin list and that member's pages. */
    userAdministered: async (id: number): Promise<void> => {
      await Promise.all([
        utils.admin.users.invalidate(),
        utils.admin.user.invalidate({ id }),
        utils.profile.byId.invalidate({ id }),
        utils.profile.public.invalidate({ id }),
        queryClient.invalidateQueries({ queryKey: [PROFILE_SOURCE_KEY, id] }),
      ]);
    },
  };
}
