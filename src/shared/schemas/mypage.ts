/**
 * Inputs and outputs of the member pages (docs/product.md §2 Dashboard, My page, My posts, My comments,
 * Favorites; §3 Member summary and member card; §7 GET /api/myposts, /api/mycomments, /api/favorites/posts,
 * /api/follows, /api/followers, /api/mypage/summary).
 */
import { z } from "zod";
import { copy } from "../copy.ts";
import { formPage, pageOf, textField } from "./fields.ts";
import { ZPostView } from "./posts.ts";
import { statusFilterField } from "./requests.ts";

/** Keyword limit of the member lists (same as /api/posts). */
const MY_KEYWORD_MAX = 100;

const keywordField = textField(copy.fields.keyword, { max: MY_KEYWORD_MAX }).optional();

/**
 * A member list query: page (an unusable query-string page means 1) and an optional keyword. `q` is the alias
 * docs/product.md §2 My posts names ("keyword or q"); `keyword` wins when both are sent.
 */
export const ZMyListInput = z
  .object({
    page: formPage(),
    keyword: keywordField,
    q: keywordField,
    /** The request status filter (docs/product.md §10): absent, "" or "all" means every status. */
    status: statusFilterField,
  })
  .transform(({ page, keyword, q, status }) => ({
    page,
    keyword: keyword || q || undefined,
    ...(status === undefined ? {} : { status }),
  }));
export type TMyListData = z.output<typeof ZMyListInput>;

/** A people list query (follows, followers): the page only (an unusable query-string page means 1). */
export const ZMyPageInput = z.object({ page: formPage() });
export type TMyPageData = z.output<typeof ZMyPageInput>;

/** A post the member commented on, with how often and when they last did (My comments). */
export const ZCommentedPostView = ZPostView.extend({
  my_comments_count: z.number().int(),
  /** Laravel's microsecond UTC format. */
  my_last_commented_at: z.string(),
  /** `3分前` and the like (Japanese relative time). */
  my_last_commented_at_relative: z.string(),
});
export type CommentedPostView = z.infer<typeof ZCommentedPostView>;

/** A member in a follow list (/favorites/users, /followers; docs/product.md §3 Member summary and member card). */
export const ZMemberCardView = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  /** The first characters of the bio, whitespace collapsed; null when empty. */
  bio: z.string().nullable(),
  region: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  followers_count: z.number().int(),
  /** Public posts only. */
  posts_count: z.number().int(),
  /** Whether the viewer follows this member (true on the follows list). */
  is_following: z.boolean(),
  /** Whether this member follows the viewer (true on the followers list). */
  follows_you: z.boolean(),
  /** When the follow of this list was made (Laravel's microsecond UTC format). */
  followed_at: z.string(),
  followed_at_relative: z.string(),
});
export type MemberCardView = z.infer<typeof ZMemberCardView>;

/** A page of own, bookmarked posts: `{data: PostView[], meta}`. */
export const ZMyPostPage = pageOf(ZPostView);
export type MyPostPage = z.infer<typeof ZMyPostPage>;

/** A page of commented posts: `{data: CommentedPostView[], meta}`. */
export const ZCommentedPostPage = pageOf(ZCommentedPostView);
export type CommentedPostPage = z.infer<typeof ZCommentedPostPage>;

/** A page of a follow list: `{data: MemberCardView[], meta}`. */
export const ZMemberCardPage = pageOf(ZMemberCardView);
export type MemberCardPage = z.infer<typeof ZMemberCardPage>;

/** The counters of the dashboard and my page (docs/product.md §3 Member summary). */
export const ZMyCounters = z.object({
  unread_messages: z.number().int(),
  posts: z.number().int(),
  comments: z.number().int(),
  bookmarks: z.number().int(),
  follows: z.number().int(),
  followers: z.number().int(),
});
export type MyCounters = z.infer<typeof ZMyCounters>;

/** Dashboard / my page: counters and the 5 latest own and bookmarked posts (docs/product.md §3, §9). */
export const ZMySummary = z.object({
  counts: ZMyCounters,
  recent_posts: z.array(ZPostView),
  recent_bookmarks: z.array(ZPostView),
});
export type MySummary = z.infer<typeof ZMySummary>;
