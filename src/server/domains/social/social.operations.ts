/**
 * The operations of the social domain: bookmark and follow toggles (docs/product.md §4 Bookmark and follow
 * toggles, §7 Call table). Saving and following need a verified e-mail (§6 Permissions, decision 003); taking them
 * back is open to every member, like deleting one's own post. On REST the id comes from the path only (no body is
 * read); an id that cannot exist is the 404 of its record on both transports, like Laravel's route binding.
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import { ZBookmarkInput, ZBookmarkState, ZFollowInput, ZFollowState } from "#shared/schemas/social.ts";
import { defineOperation } from "../../edge/define.ts";
import { bookmarkPost, followUser, unbookmarkPost, unfollowUser } from "./social.service.ts";

const summaries = openapiCopy.summaries;
const postPathId = { post_id: copy.errors.postNotFound };
const userPathId = { user_id: copy.errors.userNotFound };

export const socialOperations = {
  /**
   * Saves a post: `{post_id}` → `{post_id, is_bookmarked: true}` (REST `{data}`).
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified; `post_hidden`: someone else's post hidden by moderation),
   * NOT_FOUND (invisible post, an id that cannot exist).
   */
  bookmark: defineOperation({
    name: "social.bookmark",
    summary: summaries["social.bookmark"],
    gate: "verified",
    kind: "mutation",
    owner:
      "the post saved: any visible post (hidden by moderation: its author only, 403 post_hidden for others); a draft only by its author (404 for others)",
    input: ZBookmarkInput,
    output: ZBookmarkState,
    pathIds: postPathId,
    rest: { method: "POST", path: "/favorites/posts/{post_id}" },
    handler: (ctx, input) => bookmarkPost(ctx.db, ctx.viewer, input),
  }),
  /**
   * Removes a saved post: `{post_id}` → `{post_id, is_bookmarked: false}` (REST `{data}`). Any member: taking one's
   * own bookmark back never depends on the mailbox. @throws UNAUTHORIZED, NOT_FOUND.
   */
  unbookmark: defineOperation({
    name: "social.unbookmark",
    summary: summaries["social.unbookmark"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own bookmark",
    input: ZBookmarkInput,
    output: ZBookmarkState,
    pathIds: postPathId,
    rest: { method: "DELETE", path: "/favorites/posts/{post_id}" },
    handler: (ctx, input) => unbookmarkPost(ctx.db, ctx.viewer, input),
  }),
  /**
   * Follows a member (not yourself): `{user_id}` → `{user_id, is_following: true}` (REST `{data}`).
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), NOT_FOUND, UNPROCESSABLE_CONTENT (yourself).
   */
  follow: defineOperation({
    name: "social.follow",
    summary: summaries["social.follow"],
    gate: "verified",
    kind: "mutation",
    owner: "the member followed (nobody follows themself: 422)",
    input: ZFollowInput,
    output: ZFollowState,
    pathIds: userPathId,
    rest: { method: "POST", path: "/follows/{user_id}" },
    handler: (ctx, input) => followUser(ctx.db, ctx.viewer, input),
  }),
  /**
   * Unfollows a member: `{user_id}` → `{user_id, is_following: false}` (REST `{data}`). Any member.
   * @throws UNAUTHORIZED, NOT_FOUND, UNPROCESSABLE_CONTENT (yourself).
   */
  unfollow: defineOperation({
    name: "social.unfollow",
    summary: summaries["social.unfollow"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own follow of the member (not themself: 422)",
    input: ZFollowInput,
    output: ZFollowState,
    pathIds: userPathId,
    rest: { method: "DELETE", path: "/follows/{user_id}" },
    handler: (ctx, input) => unfollowUser(ctx.db, ctx.viewer, input),
  }),
};
