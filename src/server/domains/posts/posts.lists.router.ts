/**
 * tRPC procedures of the post lists, spread into the posts router (`posts.list`, `posts.recommended`);
 * the same services as the REST paths of posts.lists.rest.ts.
 */
import { ZPageInput, ZPostListInput } from "../../../shared/schemas/discovery.ts";
import { publicProcedure } from "../../trpc/init.ts";
import { listPosts, recommendedPosts } from "./posts.lists.ts";

export const postListProcedures = {
  /**
   * A post list page (spec.md §2 Post list): filters, category/region scope by slug, mode newest|nearby with
   * optional lat/lon. → PostListPage. @throws NOT_FOUND for an unknown category/region slug, BAD_REQUEST (422).
   */
  list: publicProcedure.input(ZPostListInput).query(({ ctx, input }) => listPosts(ctx.db, ctx.viewer, input)),
  /** Recommended posts for the viewer (spec.md §2 Home #recommended). → RecommendedPage. */
  recommended: publicProcedure
    .input(ZPageInput)
    .query(({ ctx, input }) => recommendedPosts(ctx.db, ctx.viewer, input)),
};
