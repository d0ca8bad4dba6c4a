/** REST adapters of tag search and the quick suggest: GET /api/suggest, GET /api/tags (docs/product.md §7). */
import { Hono } from "hono";
import { ZSuggestInput, ZTagSearchInput } from "#shared/schemas/tags.ts";
import type { AppBindings } from "../../context.ts";
import { queryInput } from "../../http/input.ts";
import { searchTags, suggest } from "./tags.service.ts";

export const tagsRest = new Hono<AppBindings>();

/** GET /api/suggest?q&limit=6 → `{categories: [...], tags: [...]}`; 422 for a bad limit or query. */
tagsRest.get("/suggest", async (c) => {
  return c.json(await suggest(c.get("deps").db, queryInput(c, ZSuggestInput)));
});

/** GET /api/tags?search&limit=8 → `{data: Tag[]}`, official tags first; 422 for a bad limit or search. */
tagsRest.get("/tags", async (c) => {
  const data = await searchTags(c.get("deps").db, queryInput(c, ZTagSearchInput));
  return c.json({ data });
});
