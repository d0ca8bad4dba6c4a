/**
 * The operations of the member pages (docs/product.md §2 Dashboard, My page, My posts, My comments, Favorites; §7
 * Call table mypage.*): the member lists (REST: Laravel's paginated collections; an unusable page means 1, `q` is
 * the alias of `keyword`) and the dashboard summary. Every one needs a signed-in member (401 otherwise).
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import {
  ZCommentedPostPage,
  ZMemberCardPage,
  ZMyListInput,
  ZMyPageInput,
  ZMyPostPage,
  ZMySummary,
} from "#shared/schemas/mypage.ts";
import { defineOperation } from "../../edge/define.ts";
import {
  getMySummary,
  listBookmarkedPosts,
  listFollowers,
  listFollows,
  listMyCommentedPosts,
  listMyPosts,
} from "./mypage.service.ts";

const summaries = openapiCopy.summaries;

export const mypageOperations = {
  /** `{page?, keyword? | q?}` → own posts (public and drafts), newest first: `{data: PostView[], meta}`. */
  posts: defineOperation({
    name: "mypage.posts",
    summary: summaries["mypage.posts"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own posts (drafts included)",
    input: ZMyListInput,
    output: ZMyPostPage,
    rest: { method: "GET", path: "/myposts" },
    handler: (ctx, input) => listMyPosts(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{page?, keyword? | q?}` → distinct commented posts, latest comment first: `{data: CommentedPostView[], meta}`.
   */
  commentedPosts: defineOperation({
    name: "mypage.commentedPosts",
    summary: summaries["mypage.commentedPosts"],
    gate: "member",
    kind: "private-read",
    owner: "the posts the caller commented on",
    input: ZMyListInput,
    output: ZCommentedPostPage,
    rest: { method: "GET", path: "/mycomments" },
    handler: (ctx, input) => listMyCommentedPosts(ctx.db, ctx.viewer, input),
  }),
  /** `{page?, keyword? | q?}` → bookmarked posts, newest bookmark first: `{data: PostView[], meta}`. */
  bookmarks: defineOperation({
    name: "mypage.bookmarks",
    summary: summaries["mypage.bookmarks"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own bookmarks",
    input: ZMyListInput,
    output: ZMyPostPage,
    rest: { method: "GET", path: "/favorites/posts" },
    handler: (ctx, input) => listBookmarkedPosts(ctx.db, ctx.viewer, input),
  }),
  /** `{page?}` → members the viewer follows: `{data: MemberCardView[], meta}`. */
  follows: defineOperation({
    name: "mypage.follows",
    summary: summaries["mypage.follows"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own follows",
    input: ZMyPageInput,
    output: ZMemberCardPage,
    rest: { method: "GET", path: "/follows" },
    handler: (ctx, input) => listFollows(ctx.db, ctx.viewer, input),
  }),
  /** `{page?}` → members who follow the viewer (the /followers screen): `{data: MemberCardView[], meta}`. */
  followers: defineOperation({
    name: "mypage.followers",
    summary: summaries["mypage.followers"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own followers",
    input: ZMyPageInput,
    output: ZMemberCardPage,
    rest: { method: "GET", path: "/followers" },
    handler: (ctx, input) => listFollowers(ctx.db, ctx.viewer, input),
  }),
  /** → `{counts, recent_posts, recent_bookmarks}`: counters and the 5 latest own and bookmarked posts (REST `{data}`). */
  summary: defineOperation({
    name: "mypage.summary",
    summary: summaries["mypage.summary"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own counters and recent lists",
    output: ZMySummary,
    rest: { method: "GET", path: "/mypage/summary" },
    handler: (ctx) => getMySummary(ctx.db, ctx.viewer),
  }),
};
