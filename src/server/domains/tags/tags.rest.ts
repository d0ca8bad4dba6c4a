/** REST adapters of tag search and the quick suggest: GET /api/suggest, GET /api/tags (spec.md §7). */
import { Hono } from "hono";
import type { AppBindings } from "../../context.ts";
import { coerceFields, readQuery } from "../../http/body.ts";
import { searchTags, suggest } from "./tags.service.ts";

export const tagsRest = new Hono<AppBindings>();

/** A query value as one string (the first of repeated values). */
function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** GET /api/suggest?q&limit=6 → `{categories: [...], tags: [...]}`. */
tagsRest.get("/suggest", async (c) => {
  const query = coerceFields(readQuery(c), { integers: ["limit"] });
  return c.json(await suggest(c.get("deps").db, { q: single(query.q), limit: single(query.limit) }));
});

/** GET /api/tags?search&limit=8 → `{data: Tag[]}`, official tags first. */
tagsRest.get("/tags", async (c) => {
  const query = coerceFields(readQuery(c), { integers: ["limit"] });
  const data = await searchTags(c.get("deps").db, {
    search: single(query.search),
    limit: single(query.limit),
  });
  return c.json({ data });
});
