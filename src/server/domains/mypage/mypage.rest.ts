/**
 * REST adapters of the member pages (spec.md §7 GET /api/myposts, /api/mycomments, /api/favorites/posts,
 * /api/follows), Laravel paginated collections; plus GET /api/followers and GET /api/mypage/summary, which
 * spec.md §7 does not list but the /followers, /dashboard and /mypage screens need. All need a member (401).
 */
import { type Context, Hono } from "hono";
import { parsePage } from "../../../shared/pagination.ts";
import type { MyPage } from "../../../shared/schemas/mypage.ts";
import type { AppBindings } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { readQuery } from "../../http/body.ts";
import { requireMember } from "../../http/guards.ts";
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

export const mypageRest = new Hono<AppBindings>();

type Lister<T> = (db: Database, viewer: Viewer, raw: unknown) => Promise<MyPage<T>>;

/** A paged member list: page (bad values mean 1), keyword and q from the query string → Laravel page. */
function pagedList<T>(list: Lister<T>, withKeyword: boolean) {
  return async (c: Context<AppBindings>) => {
    const viewer = requireMember(c);
    const query = readQuery(c);
    const input: Record<string, unknown> = { page: parsePage(query.page) };
    if (withKeyword) {
      if (query.keyword !== undefined) input.keyword = query.keyword;
      if (query.q !== undefined) input.q = query.q;
    }
    const page = await list(c.get("deps").db, viewer, input);
    return c.json(laravelPage(page.data, page.meta, c.req.url));
  };
}

/** GET /api/myposts?page&keyword|q → own posts (public and drafts), newest first. */
mypageRest.get("/myposts", pagedList(listMyPosts, true));
/** GET /api/mycomments?page&keyword|q → distinct commented posts, latest comment first. */
mypageRest.get("/mycomments", pagedList(listMyCommentedPosts, true));
/** GET /api/favorites/posts?page → bookmarked posts, newest bookmark first. */
mypageRest.get("/favorites/posts", pagedList(listBookmarkedPosts, true));
/** GET /api/follows?page → members the viewer follows. */
mypageRest.get("/follows", pagedList(listFollows, false));
/** GET /api/followers?page → members following the viewer (not in spec.md §7; the /followers screen). */
mypageRest.get("/followers", pagedList(listFollowers, false));

/** GET /api/mypage/summary → `{data: {counts, recent_posts, recent_bookmarks}}` (not in spec.md §7). */
mypageRest.get("/mypage/summary", async (c) => {
  const viewer = requireMember(c);
  return c.json({ data: await getMySummary(c.get("deps").db, viewer) });
});
