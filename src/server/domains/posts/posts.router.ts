/** tRPC procedures of the posts domain (spec.md §7 /api/posts). */
import { z } from "zod";
import { type TCreatePostInput, type TUpdatePostInput, ZPostIdInput } from "../../../shared/schemas/posts.ts";
import { storageFor } from "../../media/storage.ts";
import { memberProcedure, publicProcedure, router, verifiedProcedure } from "../../trpc/init.ts";
import { postWriteFromInput } from "./post-write-input.ts";
import { postListProcedures } from "./posts.lists.router.ts";
import { createPost, deletePost, getPost, updatePost } from "./posts.service.ts";

/**
 * A post write over tRPC: FormData (with the image; same field names as REST, tags as `tags[]` or a JSON array)
 * or a plain object without image. The fields are checked by the service with the shared zod schemas.
 */
function postWriteTransport<T extends object>() {
  return z.custom<FormData | T>(
    (value) =>
      value instanceof FormData || (typeof value === "object" && value !== null && !Array.isArray(value)),
  );
}

export const postsRouter = router({
  /** The post lists (posts.lists.router.ts): list, recommended. */
  ...postListProcedures,
  /** One post with comments; drafts only for their author. @throws NOT_FOUND. */
  byId: publicProcedure.input(ZPostIdInput).query(({ ctx, input }) => getPost(ctx.db, ctx.viewer, input)),
  /**
   * Creates a post for a member with a verified e-mail (spec.md §6, decision 003; FormData with an optional
   * image). @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), 422.
   */
  create: verifiedProcedure.input(postWriteTransport<TCreatePostInput>()).mutation(({ ctx, input }) => {
    const { fields, image } = postWriteFromInput(input as FormData | Record<string, unknown>);
    return createPost(ctx.db, ctx.viewer, fields, { storage: storageFor(ctx.env), image });
  }),
  /** Updates the viewer's own post (FormData with `id`). @throws NOT_FOUND, FORBIDDEN, 422 (spec.md §5). */
  update: verifiedProcedure.input(postWriteTransport<TUpdatePostInput>()).mutation(({ ctx, input }) => {
    const { fields, image } = postWriteFromInput(input as FormData | Record<string, unknown>);
    return updatePost(ctx.db, storageFor(ctx.env), ctx.viewer, fields, image);
  }),
  /** Deletes a post (author or admin) and its image. @throws NOT_FOUND, FORBIDDEN. */
  delete: memberProcedure
    .input(ZPostIdInput)
    .mutation(({ ctx, input }) => deletePost(ctx.db, storageFor(ctx.env), ctx.viewer, input)),
});
