/**
 * REST adapters of the post lists (spec.md §7): GET /api/posts, /api/posts/nearby, /api/posts/recommended,
 * /api/category/{slug}/posts and /api/category/{slug}/nearby-posts, in Laravel's paginated shape.
 */
import { type Context, Hono } from "hono";
import { copy } from "../../../shared/copy.ts";
import { parsePage } from "../../../shared/pagination.ts";
import { storableText } from "../../../shared/schemas/fields.ts";
import type { AppBindings } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { coerceFields, readQuery } from "../../http/body.ts";
import { laravelPage } from "../../http/laravel.ts";
import { listPosts, recommendedPosts } from "./posts.lists.ts";

export const postListsRest = new Hono<AppBindings>();

const TRUE = new Set(["1", "true", "on", "yes"]);

/**
 * The list query of a request: page, keyword, category_id, region_id, tags (repeated, `tags[]` or comma
 * separated), lat, lon; `mode=nearby` or `all=true` asks for nearby mode (unknown modes mean newest).
 */
function listQuery(c: Context<AppBindings>, nearby: boolean): Record<string, unknown> {
  const query = coerceFields(readQuery(c), {
    integers: ["category_id", "region_id"],
    numbers: ["lat", "lon"],
    arrays: ["tags"],
  });
  const { page, mode, all, tags, ...rest } = query;
  const wantsNearby = nearby || mode === "nearby" || (typeof all === "string" && TRUE.has(all.toLowerCase()));
  const input: Record<string, unknown> = {
    ...rest,
    page: parsePage(page),
    mode: wantsNearby ? "nearby" : "newest",
  };
  if (Array.isArray(tags)) {
    input.tags = tags
      .flatMap((tag) => (typeof tag === "string" ? tag.split(",") : [tag]))
      .filter((tag) => tag !== "");
  }
  for (const key of ["category_slug", "region_slug"]) delete input[key];
  return input;
}

/**
 * The `{slug}` of a category path. A slug no category can have (over 100 characters, or holding U+0000) is a
 * missing category: 404 like Laravel's route-model binding, never a 422 or 500.
 */
function categorySlugOf(c: Context<AppBindings>): string {
  const slug = c.req.param("slug") ?? "";
  if (slug.length > 100 || !storableText(slug)) throw AppError.notFound(copy.errors.categoryNotFound);
  return slug;
}

/** GET /api/posts?page&keyword&category_id&region_id&tags[]&mode → paginated posts. */
postListsRest.get("/posts", async (c) => {
  const page = await listPosts(c.get("deps").db, c.get("state").viewer, listQuery(c, false));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/posts/nearby?…&lat&lon → paginated posts in nearby order, `distance` (km) when lat/lon given. */
postListsRest.get("/posts/nearby", async (c) => {
  const page = await listPosts(c.get("deps").db, c.get("state").viewer, listQuery(c, true));
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/posts/recommended?page → paginated posts for the viewer. */
postListsRest.get("/posts/recommended", async (c) => {
  const page = await recommendedPosts(c.get("deps").db, c.get("state").viewer, {
    page: parsePage(c.req.query("page")),
  });
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/category/{slug}/posts → paginated posts of the category (children included) plus `category`. */
postListsRest.get("/category/:slug/posts", async (c) => {
  const page = await listPosts(c.get("deps").db, c.get("state").viewer, {
    ...listQuery(c, false),
    category_slug: categorySlugOf(c),
  });
  return c.json({ ...laravelPage(page.data, page.meta, c.req.url), category: page.category });
});

/** GET /api/category/{slug}/nearby-posts?…&lat&lon → the category's posts in nearby order plus `category`. */
postListsRest.get("/category/:slug/nearby-posts", async (c) => {
  const page = await listPosts(c.get("deps").db, c.get("state").viewer, {
    ...listQuery(c, true),
    category_slug: categorySlugOf(c),
  });
  return c.json({ ...laravelPage(page.data, page.meta, c.req.url), category: page.category });
});
