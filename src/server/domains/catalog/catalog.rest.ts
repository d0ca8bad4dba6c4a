/**
 * REST adapters of the catalog domain (docs/product.md §7 Call table): /api/categories, /api/categories/popular,
 * /api/categories/{id}, /api/categories/{slug}/tags, /api/regions, /api/regions/{id},
 * /api/regions/{slug}/active-categories. Public. The path key (a slug or an id) goes to the service as it is:
 * a key that can name nothing is a 404 there, like Laravel's route binding, never a 422.
 */
import { Hono } from "hono";
import type { AppBindings } from "../../context.ts";
import {
  categoryTags,
  categoryTree,
  getCategory,
  getRegion,
  listRegions,
  popularCategories,
  regionActiveCategories,
} from "./catalog.service.ts";

/** The category and region routes, mounted under /api by http/api-routes.ts. */
export const catalogRest = new Hono<AppBindings>();

/** GET /api/categories → `{data: tree}` with posts_count (a parent counts its children's posts). */
catalogRest.get("/categories", async (c) => c.json({ data: await categoryTree(c.get("deps").db) }));

/** GET /api/categories/popular → `{data: [category with parent and posts_count]}`, at most 8. */
catalogRest.get("/categories/popular", async (c) =>
  c.json({ data: await popularCategories(c.get("deps").db) }),
);

/** GET /api/categories/{slug or id}/tags → `{data: [tag]}` (recommended tags). */
catalogRest.get("/categories/:key/tags", async (c) =>
  c.json({ data: await categoryTags(c.get("deps").db, c.req.param("key")) }),
);

/** GET /api/categories/{id or slug} → `{data: category}`. */
catalogRest.get("/categories/:key", async (c) =>
  c.json({ data: await getCategory(c.get("deps").db, c.req.param("key")) }),
);

/** GET /api/regions → `{data: [47 prefectures in JIS order]}`. */
catalogRest.get("/regions", async (c) => c.json({ data: await listRegions(c.get("deps").db) }));

/** GET /api/regions/{slug or id}/active-categories → `{data: [category with posts_count], region}`. */
catalogRest.get("/regions/:key/active-categories", async (c) => {
  const { region, data } = await regionActiveCategories(c.get("deps").db, c.req.param("key"));
  return c.json({ data, region });
});

/** GET /api/regions/{id or slug} → `{data: region}`. */
catalogRest.get("/regions/:key", async (c) =>
  c.json({ data: await getRegion(c.get("deps").db, c.req.param("key")) }),
);
