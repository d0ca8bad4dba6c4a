/** The operations of tag search and the quick suggest (docs/product.md §7 GET /api/suggest, GET /api/tags). */

import { z } from "zod";
import { openapiCopy } from "#shared/copy/openapi.ts";
import { ZSuggestInput, ZSuggestResult, ZTagSearchInput, ZTagView } from "#shared/schemas/tags.ts";
import { defineOperation } from "../../edge/define.ts";
import { searchTags, suggest } from "./tags.service.ts";

export const tagsOperations = {
  /**
   * Categories and tags matching `q`, prefix first, at most `limit` (6) of each → SuggestResult.
   * @throws 422 (limit outside 1–20, U+0000, over 100 characters).
   */
  suggest: defineOperation({
    name: "tags.suggest",
    summary: openapiCopy.summaries["tags.suggest"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZSuggestInput,
    output: ZSuggestResult,
    rest: { method: "GET", path: "/suggest", answer: "same" },
    handler: (ctx, input) => suggest(ctx.db, input),
  }),
  /**
   * Tags matching `search`, official first, at most `limit` (8) → `{data: TagView[]}` on REST.
   * @throws 422 (limit outside 1–50, U+0000, over 100 characters).
   */
  search: defineOperation({
    name: "tags.search",
    summary: openapiCopy.summaries["tags.search"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZTagSearchInput,
    output: z.array(ZTagView),
    rest: { method: "GET", path: "/tags" },
    handler: (ctx, input) => searchTags(ctx.db, input),
  }),
};
