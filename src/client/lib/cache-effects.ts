/**
 * What a write changes in the query cache (docs/architecture.md "Client", docs/product.md §4): one function per kind of change,
 * each invalidating exactly the queries that show it. The mutation hooks of every feature use these instead of
 * refreshing the whole cache, so one place says which screens a post, a follow or a profile change touches.
 */
import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "./trpc.ts";

/** The query key prefix of the profile pages (features/profile/hooks/use-profile-source.ts). */
export const PROFILE_SOURCE_KEY = "profile-source";

/** The routers whose answers are the same for every viewer (public data: they stay when the viewer changes). */
const SAME_FOR_EVERYONE = new Set(["catalog", "tags"]);

/** The procedure path of a tRPC query key (`[["posts", "byId"], {input, type}]`), or null for another key. */
export function procedureOf(queryKey: readonly unknown[]): string[] | null {
  const path = queryKey[0];
  return Array.isArray(path) && path.every((part) => typeof part === "string") ? path : null;
}

/**
 * Whether the answer under `queryKey` depends on who is signed in (docs/product.md §4 Auth state): every procedure's
 * but the catalog's, the tags' and accounts.me itself (written by the caller), and the profile pages. What
 * `viewerChanged` refetches and what lib/offline-copy.ts drops when the viewer changes.
 */
export function isViewerDependent(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] === PROFILE_SOURCE_KEY) return true;
  const procedure = procedureOf(queryKey);
  return (
    procedure !== null && !SAME_FOR_EVERYONE.has(procedure[0] ?? "") && procedure.join(".") !== "accounts.me"
  );
}

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

  /** Member `id`'s profile pages, as anyone reads them (the member view, the public view, the profile source). */
  const memberProfile = (id: number) =>
    Promise.all([
      utils.profile.byId.invalidate({ id }),
      utils.profile.public.invalidate({ id }),
      queryClient.invalidateQueries({ queryKey: [PROFILE_SOURCE_KEY, id] }),
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
        utils.tags.search.invalidate(),
        utils.tags.suggest.invalidate(),
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
        utils.posts.byId.invalidate(),
        postCards(),
      ]);
    },

    /**
     * Who is signed in changed (login, registration, logout, account deletion; docs/product.md §4 Auth state): every
     * procedure's answer is the viewer's (drafts, saved, can_update, blocks both ways, the member's own lists,
     * settings and notifications) except the catalog's and the tags', which are the same for everyone; so are the
     * profile pages. `accounts.me` is written by the caller.
     */
    viewerChanged: async (): Promise<void> => {
      await queryClient.invalidateQueries({ predicate: (query) => isViewerDependent(query.queryKey) });
    },

    /**
     * The member blocked or unblocked `userId` (docs/product.md §12 Blocking): that member's block status and the
     * block list; both ways, the other's requests, comments and board messages in every list and detail, the
     * threads between them (closed or open again), the follows between them (a block ends them) and that
     * member's profile pages; the helper candidates of the member's requests.
     */
    blocksChanged: async (userId: number): Promise<void> => {
      await Promise.all([
        utils.safety.blockStatus.invalidate({ user_id: userId }),
        utils.safety.blocks.invalidate(),
        postCards(),
        utils.posts.byId.invalidate(),
        utils.board.list.invalidate(),
        utils.threads.list.invalidate(),
        utils.threads.messages.invalidate(),
        utils.mypage.follows.invalidate(),
        utils.mypage.followers.invalidate(),
        utils.mypage.summary.invalidate(),
        utils.requests.helperCandidates.invalidate(),
        utils.requests.activity.invalidate({ user_id: userId }),
        memberProfile(userId),
      ]);
    },

    /**
     * An administrator hid or showed again a request, comment, board message or thread message (docs/product.md §12
     * Reporting and moderation): every list and page that shows such content.
     */
    contentModerated: async (): Promise<void> => {
      await Promise.all([
        postCards(),
        utils.posts.byId.invalidate(),
        utils.board.list.invalidate(),
        utils.threads.messages.invalidate(),
        utils.requests.activity.invalidate(),
      ]);
    },

    /**
     * A request's status (or its helper) changed (docs/product.md §10 Request status): the badge on every card
     * (post lists, the member's lists and recent posts) and the profiles' activity (requests and help given). The
     * detail itself is written by the caller.
     */
    requestStatusChanged: async (): Promise<void> => {
      await Promise.all([
        postCards(),
        utils.mypage.summary.invalidate(),
        utils.requests.activity.invalidate(),
      ]);
    },

    /**
     * A review of request `postId` was given to member `revieweeId` (docs/product.md §10 Thanks and ratings): the
     * request's reviews, the reviews that member received and their rating counts on their profile pages.
     */
    reviewGiven: async (postId: number, revieweeId: number): Promise<void> => {
      await Promise.all([
        utils.requests.postReviews.invalidate({ post_id: postId }),
        utils.requests.userReviews.invalidate({ user_id: revieweeId }),
        memberProfile(revieweeId),
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
        utils.admin.users.invalidate(),
        utils.admin.user.invalidate({ id }),
        memberProfile(id),
      ]);
    },

    /** An administrator changed a member's account (docs/product.md §2 Admin): the admin list and that member's pages. */
    userAdministered: async (id: number): Promise<void> => {
      await Promise.all([
        utils.admin.users.invalidate(),
        utils.admin.user.invalidate({ id }),
        memberProfile(id),
      ]);
    },

    /**
     * An organisation vouched for member `id` or withdrew it (docs/product.md "Organisations"): that member's profile
     * pages, the organisation's page (its helpers count) and its vouch log.
     */
    vouchesChanged: async (id: number, organizationId: number): Promise<void> => {
      await Promise.all([
        memberProfile(id),
        utils.organizations.bySlug.invalidate(),
        utils.organizations.vouchLog.invalidate({ id: organizationId }),
      ]);
    },
  };
}
