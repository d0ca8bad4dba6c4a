/** REST adapters of the catalog domain: /api/categories, /api/regions (spec.md §7). */
import { Hono } from "hono";
import type { AppBindings } from "../../context.ts";
import { categoryTree, getCategory, getRegion, listRegions } from "./catalog.service.ts";

export const catalogRest = new Hono<AppBindings>();

/** GET /api/categories → `{data: tree}` with posts_count (a parent counts its children's posts). */
catalogRest.get("/categories", async (c) => c.json({ data: await categoryTree(c.get("deps").db) }));

/** GET /api/categories/{id or slug} → `{data: category}`. */
catalogRest.get("/categories/:key", async (c) =>
  c.json({ data: await getCategory(c.get("deps").db, c.req.param("key")) }),
);

/** GET /api/regions → `{data: [47 prefectures in JIS order]}`. */
catalogRest.get("/regions", async (c) => c.json({ data: await listRegions(c.get("deps").db) }));

/** GET /api/regions/{id or slug} → `{data: region}`. */
catalogRest.get("/regions/:key", async (c) =>
  c.json({ data: await getRegion(c.get("deps").db, c.req.param("key")) }),
);
