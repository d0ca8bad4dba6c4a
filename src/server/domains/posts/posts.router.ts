/** tRPC procedures of the posts domain (spec.md §7 /api/posts). */
import { ZCreatePostInput, ZListPostsInput, ZPostIdInput } from "../../../shared/schemas/posts.ts";
import { memberProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { createPost, getPost, listPosts } from "./posts.service.ts";

export const postsRouter = router({
  /** Newest public posts, 15 a page, with filters. */
  list: publicProcedure
    .input(ZListPostsInput)
    .query(({ ctx, input }) => listPosts(ctx.db, ctx.viewer, input)),
  /** One post with comments; drafts only for their author. @throws NOT_FOUND. */
  byId: publicProcedure.input(ZPostIdInput).query(({ ctx, input }) => getPost(ctx.db, ctx.viewer, input)),
  /** Creates a post for the signed-in member. @throws UNAUTHORIZED, 422. */
  create: memberProcedure
    .input(ZCreatePostInput)
    .mutation(({ ctx, input }) => createPost(ctx.db, ctx.viewer, input)),
});
