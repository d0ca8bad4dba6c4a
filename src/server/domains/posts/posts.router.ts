/** tRPC procedures of the posts domain (docs/product.md §7 /api/posts; the REST twins are in posts.rest.ts). */
import { z } from "zod";
import { formInput } from "#shared/schemas/fields.ts";
import {
  ZCreatePostInput,
  ZPostDetail,
  ZPostIdInput,
  ZPostView,
  ZUpdatePostInput,
} from "#shared/schemas/posts.ts";
import { storageFor } from "../../media/storage.ts";
import { memberProcedure, publicProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
import { postListProcedures } from "./posts.lists.router.ts";
import { createPost, deletePost, getPost, takePostLimit, updatePost } from "./posts.service.ts";

export const postsRouter = router({
  /** The post lists (posts.lists.router.ts): list, recommended. */
  ...postListProcedures,
  /**
   * One post with its comments (docs/product.md §2 Post detail): {id} → PostDetail; drafts only for their
   * author. @throws NOT_FOUND, UNPROCESSABLE_CONTENT (a bad id).
   */
  byId: publicProcedure
    .input(ZPostIdInput)
    .output(ZPostDetail)
    .query(({ ctx, input }) => getPost(ctx.db, ctx.viewer, input)),
  /**
   * Creates a post (docs/product.md §2 Post create, §5; decision 003: verified e-mail): FormData with the
   * REST field names (`tags[]`, `is_public=1`, an optional `image` file) or the typed object → PostView.
   * The per-member post limit (shared with REST) is taken first.
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), UNPROCESSABLE_CONTENT (fields; unknown
   *   category/region and a refused image together), TOO_MANY_REQUESTS (10 posts an hour).
   */
  create: verifiedProcedure
    .input(formInput(ZCreatePostInput))
    .output(ZPostView)
    .mutation(async ({ ctx, input }) => {
      await takePostLimit(ctx.db, ctx.viewer);
      return createPost(ctx.db, ctx.viewer, input, storageFor(ctx.env));
    }),
  /**
   * Updates the viewer's own post (docs/product.md §5 Post update): FormData with `id` (`tags` as a JSON array,
   * `image` replaces, `image_remove=1` removes) or the typed object → PostDetail.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified, or not the author), NOT_FOUND, UNPROCESSABLE_CONTENT.
   */
  update: verifiedProcedure
    .input(formInput(ZUpdatePostInput))
    .output(ZPostDetail)
    .mutation(({ ctx, input }) => updatePost(ctx.db, ctx.viewer, input, storageFor(ctx.env))),
  /**
   * Deletes a post (author or admin) and its image (docs/product.md §4 Post: deleted): {id} → nothing.
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN.
   */
  delete: memberProcedure
    .input(ZPostIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => deletePost(ctx.db, ctx.viewer, input, storageFor(ctx.env))),
});
