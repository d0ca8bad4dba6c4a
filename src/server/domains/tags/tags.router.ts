/** tRPC procedures of tag search and the quick suggest (docs/product.md §7 GET /api/suggest, GET /api/tags). */
import { z } from "zod";
import { ZSuggestInput, ZSuggestResult, ZTagSearchInput, ZTagView } from "#shared/schemas/tags.ts";
import { publicProcedure, router } from "../../trpc/init.ts";
import { searchTags, suggest } from "./tags.service.ts";

export const tagsRouter = router({
  /**
   * Categories and tags matching `q`, prefix first, at most `limit` (6) of each → SuggestResult.
   * @throws UNPROCESSABLE_CONTENT (limit outside 1–20, U+0000, over 100 characters).
   */
  suggest: publicProcedure
    .input(ZSuggestInput)
    .output(ZSuggestResult)
    .query(({ ctx, input }) => suggest(ctx.db, input)),
  /**
   * Tags matching `search`, official first, at most `limit` (8) → TagView[].
   * @throws UNPROCESSABLE_CONTENT (limit outside 1–50, U+0000, over 100 characters).
   */
  search: publicProcedure
    .input(ZTagSearchInput)
    .output(z.array(ZTagView))
    .query(({ ctx, input }) => searchTags(ctx.db, input)),
});
