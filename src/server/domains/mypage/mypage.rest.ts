/**
 * REST adapters of the member pages (docs/product.md §7 Call table): GET /api/myposts, /api/mycomments,
 * /api/favorites/posts, /api/follows, /api/followers as Laravel paginated collections, and GET
 * /api/mypage/summary. All need a member (401). The query is parsed by the same schemas as tRPC's (an unusable
 * page means 1; `q` is the alias of `keyword`).
 */
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { PageMeta } from "#shared/pagination.ts";
import { ZMyListInput, ZMyPageInput } from "#shared/schemas/mypage.ts";
import type { AppBindings } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { requireMember } from "../../http/guards.ts";
import { queryInput } from "../../http/input.ts";
import { laravelPage } from "../../http/laravel.ts";
import type { Viewer } from "../../viewer.ts";
import {
  getMySummary,
  listBookmarkedPosts,
  listFollowers,
  listFollows,
  listMyCommentedPosts,
  listMyPosts,
} from "./mypage.service.ts";

/** The member-page routes, mounted under /api by http/api-routes.ts. */
export const mypageRest = new Hono<AppBindings>();

/** A member list as a route: the query parsed by `schema`, the service's page as a Laravel collection. */
function pagedList<S extends z.ZodType, T>(
  schema: S,
  list: (db: Database, viewer: Viewer, input: z.output<S>) => Promise<{ data: T[]; meta: PageMeta }>,
) {
  return async (c: Context<AppBindings>) => {
    const viewer = requireMember(c);
    const page = await list(c.get("deps").db, viewer, queryInput(c, schema));
    return c.json(laravelPage(page.data, page.meta, c.req.url));
  };
}

/** GET /api/myposts?page&keyword|q → own posts (public and drafts), newest first. */
mypageRest.get("/myposts", pagedList(ZMyListInput, listMyPosts));
/** GET /api/mycomments?page&keyword|q → distinct commented posts, latest comment first. */
mypageRest.get("/mycomments", pagedList(ZMyListInput, listMyCommentedPosts));
/** GET /api/favorites/posts?page&keyword|q → bookmarked posts, newest bookmark first. */
mypageRest.get("/favorites/posts", pagedList(ZMyListInput, listBookmarkedPosts));
/** GET /api/follows?page → members the viewer follows. */
mypageRest.get("/follows", pagedList(ZMyPageInput, listFollows));
/** GET /api/followers?page → members following the viewer (the /followers screen). */
mypageRest.get("/followers", pagedList(ZMyPageInput, listFollowers));

/** GET /api/mypage/summary → `{data: {counts, recent_posts, recent_bookmarks}}`. */
mypageRest.get("/mypage/summary", async (c) => {
  const viewer = requireMember(c);
  return c.json({ data: await getMySummary(c.get("deps").db, viewer) });
});
