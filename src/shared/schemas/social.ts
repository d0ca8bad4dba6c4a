/**
 * Inputs and outputs of the social domain: bookmarks and follows (docs/product.md §4 Bookmark and follow toggles,
 * §7 POST/DELETE /api/favorites/posts/{id}, /api/follows/{userId}).
 */
import { z } from "zod";
import { copy } from "../copy.ts";
import { requiredId } from "./fields.ts";

/** The post to bookmark or un-bookmark (a form string id is accepted). */
export const ZBookmarkInput = z.object({ post_id: requiredId(copy.fields.post_id) });
export type TBookmarkData = z.output<typeof ZBookmarkInput>;

/** The member to follow or unfollow (a form string id is accepted). */
export const ZFollowInput = z.object({ user_id: requiredId(copy.fields.user_id) });
export type TFollowData = z.output<typeof ZFollowInput>;

/** The state after a bookmark toggle. */
export const ZBookmarkState = z.object({ post_id: z.number().int(), is_bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof ZBookmarkState>;

/** The state after a follow toggle. */
export const ZFollowState = z.object({ user_id: z.number().int(), is_following: z.boolean() });
export type FollowState = z.infer<typeof ZFollowState>;
