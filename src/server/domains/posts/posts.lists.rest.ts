/**
 * REST adapters of the post lists (docs/product.md §7, docs/api.md): GET /api/posts, /api/posts/nearby,
 * /api/posts/recommended, /api/category/{slug}/posts and /api/category/{slug}/nearby-posts, in Laravel's
 * paginated shape. The query string is parsed by the same schemas as tRPC posts.list / posts.recommended;
 * the path adds what it means (nearby mode, the category) and a query cannot name a scope by slug.
 */
import { type Context, Hono } from "hono";
import { copy } from "#shared/copy.ts";
import { ZPageInput, ZPostListInput } from "#shared/schemas/discovery.ts";
import { storableText } from "#shared/schemas/fields.ts";
import type { AppBindings } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { queryInput } from "../../http/input.ts";
import { laravelPage } from "../../http/laravel.ts";
import { listPosts, recommendedPosts } from "./list/lists.ts";

export const postListsRest = new Hono<AppBindings>();

/** Scopes by slug come from paths only: a `category_slug` / `region_slug` in the query is ignored. */
const NO_SLUG_SCOPE = { category_slug: undefined, region_slug: undefined };
const NEARBY = { ...NO_SLUG_SCOPE, mode: "nearby" };

/**
 * The `{slug}` of a category path. A slug no category can have (over 100 characters, or holding U+0000) is a
 * missing category: 404 like Laravel's route-model binding, never a 422 or 500.
 */
function categorySlugOf(c: Context<AppBindings>): string {
  const slug = c.req.param("slug") ?? "";
  if (slug.length > 100 || !storableText(slug)) throw AppError.notFound(copy.errors.categoryNotFound);
  return slug;
}

/** A list answer: the page of `query` (with the path's additions `extra`) as Laravel's paginated collection. */
async function listPage(c: Context<AppBindings>, extra: Record<string, unknown>) {
  const page = await listPosts(c.get("deps").db, c.get("state").viewer, queryInput(c, ZPostListInput, extra));
  return { page, body: laravelPage(page.data, page.meta, c.req.url) };
}

/**
 * GET /api/posts?page&keyword&category_id&region_id&tags[] (or tags=a,b)&mode (or all=true)&lat&lon →
 * paginated posts; 422 for bad filters.
 */
postListsRest.get("/posts", async (c) => c.json((await listPage(c, NO_SLUG_SCOPE)).body));

/** GET /api/posts/nearby?…&lat&lon → paginated posts in nearby order, `distance` (km) when lat/lon given. */
postListsRest.get("/posts/nearby", async (c) => c.json((await listPage(c, NEARBY)).body));

/** GET /api/posts/recommended?page → paginated posts for the viewer. */
postListsRest.get("/posts/recommended", async (c) => {
  const page = await recommendedPosts(c.get("deps").db, c.get("state").viewer, queryInput(c, ZPageInput));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/category/{slug}/posts → paginated posts of the category (children included) plus `category`. */
postListsRest.get("/category/:slug/posts", async (c) => {
  const { page, body } = await listPage(c, { ...NO_SLUG_SCOPE, category_slug: categorySlugOf(c) });
  return c.json({ ...body, category: page.category });
});

/** GET /api/category/{slug}/nearby-posts?…&lat&lon → the category's posts in nearby order plus `category`. */
postListsRest.get("/category/:slug/nearby-posts", async (c) => {
  const { page, body } = await listPage(c, { ...NEARBY, category_slug: categorySlugOf(c) });
  return c.json({ ...body, category: page.category });
});
