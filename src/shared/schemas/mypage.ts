/**
 * Inputs and outputs of the member pages (spec.md §2 Dashboard, My page, My posts, My comments, favorites;
 * §7 GET /api/myposts, /api/mycomments, /api/favorites/posts, /api/follows).
 */
import { z } from "zod";
import { copy } from "../copy.ts";
import type { PageMeta } from "../pagination.ts";
import { storableText } from "./fields.ts";
import type { PostView } from "./posts.ts";

/** Keyword limit of the member lists (same as /api/posts). */
export const MY_KEYWORD_MAX = 100;

const keywordField = z
  .string()
  .trim()
  .max(MY_KEYWORD_MAX, copy.validation.maxLength(copy.fields.keyword, MY_KEYWORD_MAX))
  .refine(storableText, copy.validation.invalidCharacters(copy.fields.keyword))
  .optional();

/**
 * A member list query: page and an optional keyword. `q` is the alias spec.md §2 names for My posts
 * ("keyword or q"); `keyword` wins when both are sent.
 */
export const ZMyListInput = z
  .object({
    page: z.number().int().min(1).default(1),
    keyword: keywordField,
    q: keywordField,
  })
  .transform(({ page, keyword, q }) => ({ page, keyword: keyword || q || undefined }));
export type TMyListInput = z.input<typeof ZMyListInput>;

/** A people list query (follows, followers): the page only. */
export const ZMyPageInput = z.object({ page: z.number().int().min(1).default(1) });
export type TMyPageInput = z.input<typeof ZMyPageInput>;

/** A post the member commented on, with when they last did (My comments). */
export interface CommentedPostView extends PostView {
  my_comments_count: number;
  my_last_commented_at: string;
  my_last_commented_at_relative: string;
}

/** A member in a follow list (/favorites/users, /followers). */
export interface MemberCardView {
  id: number;
  name: string;
  avatar_url: string | null;
  /** The first characters of the bio, whitespace collapsed; null when empty. */
  bio: string | null;
  region: { id: number; name: string; slug: string } | null;
  followers_count: number;
  /** Public posts only. */
  posts_count: number;
  /** Whether the viewer follows this member (true on the follows list). */
  is_following: boolean;
  /** Whether this member follows the viewer (true on the followers list). */
  follows_you: boolean;
  /** When the follow of this list was made. */
  followed_at: string;
  followed_at_relative: string;
}

/** A page of any member list. */
export interface MyPage<T> {
  data: T[];
  meta: PageMeta;
}

/** The counters of the dashboard and my page (spec.md §2). */
export interface MyCounters {
  unread_messages: number;
  posts: number;
  comments: number;
  bookmarks: number;
  follows: number;
  followers: number;
}

/** Dashboard / my page: counters and the 5 latest own and bookmarked posts (spec.md §2, §9). */
export interface MySummary {
  counts: MyCounters;
  recent_posts: PostView[];
  recent_bookmarks: PostView[];
}
