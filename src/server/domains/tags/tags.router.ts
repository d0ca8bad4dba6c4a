/** tRPC procedures of tag search and the quick suggest (spec.md §7 GET /api/suggest, GET /api/tags). */
import { ZSuggestInput, ZTagSearchInput } from "../../../shared/schemas/tags.ts";
import { publicProcedure, router } from "../../trpc/init.ts";
import { searchTags, suggest } from "./tags.service.ts";

export const tagsRouter = router({
  /** Categories and tags matching `q`, prefix first, at most `limit` (6) of each. */
  suggest: publicProcedure.input(ZSuggestInput).query(({ ctx, input }) => suggest(ctx.db, input)),
  /** Tags matching `search`, official first, at most `limit` (8). */
  search: publicProcedure.input(ZTagSearchInput).query(({ ctx, input }) => searchTags(ctx.db, input)),
});
