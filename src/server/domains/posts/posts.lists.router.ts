/**
 * tRPC procedures of the post lists, spread into the posts router (`posts.list`, `posts.recommended`);
 * the same services and input schemas as the REST paths of posts.lists.rest.ts.
 */
import { ZPageInput, ZPostListInput, ZPostListPage, ZRecommendedPage } from "#shared/schemas/discovery.ts";
import { publicProcedure } from "../../trpc/init.ts";
import { listPosts, recommendedPosts } from "./list/lists.ts";

export const postListProcedures = {
  /**
   * A post list page (docs/product.md §2 Post list, §4 List mode): filters, category/region scope by slug,
   * mode newest|nearby (or `all: true`) with optional lat/lon → PostListPage.
   * @throws NOT_FOUND for an unknown category/region slug, UNPROCESSABLE_CONTENT for bad filters.
   */
  list: publicProcedure
    .input(ZPostListInput)
    .output(ZPostListPage)
    .query(({ ctx, input }) => listPosts(ctx.db, ctx.viewer, input)),
  /** Recommended posts for the viewer (docs/product.md §2 Home #recommended): {page} → RecommendedPage. */
  recommended: publicProcedure
    .input(ZPageInput)
    .output(ZRecommendedPage)
    .query(({ ctx, input }) => recommendedPosts(ctx.db, ctx.viewer, input)),
};
