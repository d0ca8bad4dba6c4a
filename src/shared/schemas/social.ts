/** Inputs and outputs of the social domain: bookmarks and follows (spec.md §4 toggles, §7). */
import { z } from "zod";

/** The post to bookmark or un-bookmark. */
export const ZBookmarkInput = z.object({ post_id: z.number().int().positive().max(2_147_483_647) });
export type TBookmarkInput = z.input<typeof ZBookmarkInput>;

/** The member to follow or unfollow. */
export const ZFollowInput = z.object({ user_id: z.number().int().positive().max(2_147_483_647) });
export type TFollowInput = z.input<typeof ZFollowInput>;

/** The state after a bookmark toggle. */
export interface BookmarkState {
  post_id: number;
  is_bookmarked: boolean;
}

/** The state after a follow toggle. */
export interface FollowState {
  user_id: number;
  is_following: boolean;
}
