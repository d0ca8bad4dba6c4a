/** REST adapters of the posts domain: /api/posts (spec.md §7), Laravel shapes. */
import { Hono } from "hono";
import { parsePage } from "../../../shared/pagination.ts";
import type { AppBindings } from "../../context.ts";
import { coerceFields, readBody, readQuery } from "../../http/body.ts";
import { requireMember } from "../../http/guards.ts";
import { laravelPage } from "../../http/laravel.ts";
import { createPost, getPost, listPosts } from "./posts.service.ts";

export const postsRest = new Hono<AppBindings>();

/** GET /api/posts?page&keyword&category_id&region_id&tags[] → Laravel paginated collection. */
postsRest.get("/posts", async (c) => {
  const query = coerceFields(readQuery(c), { integers: ["category_id", "region_id"], arrays: ["tags"] });
  const page = await listPosts(c.get("deps").db, c.get("state").viewer, {
    ...query,
    page: parsePage(query.page),
  });
  return c.json(laravelPage(page.data, page.meta, c.req.url));
});

/** GET /api/posts/{id} → `{data: post}` (with comments); 404 for drafts of others. */
postsRest.get("/posts/:id{[0-9]+}", async (c) => {
  const post = await getPost(c.get("deps").db, c.get("state").viewer, { id: Number(c.req.param("id")) });
  return c.json({ data: post });
});

/** POST /api/posts (multipart or JSON, tags[] repeated) → 201 `{data: post}`. */
postsRest.post("/posts", async (c) => {
  const viewer = requireMember(c);
  const body = coerceFields(await readBody(c), {
    integers: ["category_id", "region_id"],
    numbers: ["latitude", "longitude"],
    booleans: ["is_public"],
    arrays: ["tags"],
  });
  const post = await createPost(c.get("deps").db, viewer, body);
  return c.json({ data: post }, 201);
});
