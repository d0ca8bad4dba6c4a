/**
 * The operations of the posts domain (docs/product.md §2 Post list, Post detail, Post create, Post edit; §6
 * Permissions; §7 /api/posts): the lists (planned in list/, see list/README.md), one post, and the writes. A post
 * id that cannot exist is 404 依頼が見つかりませんでした。 on both transports, like Laravel's route binding; so is a
 * category slug of a list path that no category can have.
 */
import { z } from "zod";
import { copy } from "#shared/copy.ts";
import { ZPageInput, ZPostListInput, ZPostListPage, ZRecommendedPage } from "#shared/schemas/discovery.ts";
import { formInput } from "#shared/schemas/fields.ts";
import {
  ZCreatePostInput,
  ZPostDetail,
  ZPostIdInput,
  ZPostView,
  ZUpdatePostInput,
} from "#shared/schemas/posts.ts";
import { defineOperation } from "../../edge/define.ts";
import { storageFor } from "../../media/storage.ts";
import { listPosts, recommendedPosts } from "./list/lists.ts";
import { openPost } from "./post-detail.service.ts";
import { createPost, deletePost, takePostLimit, updatePost } from "./posts.service.ts";

const summaries = copy.openapi.summaries;
const postPathId = { id: copy.errors.postNotFound };

/**
 * Scopes by slug come from paths only: a `category_slug` or `region_slug` in a REST query is ignored (tRPC may
 * send both). The nearby paths fix the mode.
 */
const NO_SLUG_SCOPE = { category_slug: undefined, region_slug: undefined };
const NEARBY = { mode: "nearby" } as const;
/** The category lists repeat the resolved category beside Laravel's page. */
const withCategory = { category: "answer.category" } as const;

export const postsOperations = {
  /**
   * A post list page, 15 a page (docs/product.md §2 Post list, §4 List mode; list/README.md): filters (keyword,
   * category_id, region_id, tags, status, reward_type), the scope by slug (a category path on REST; category and
   * region slugs on tRPC), mode newest|nearby (or `all: true`) with optional lat/lon → PostListPage. REST answers
   * Laravel's paginated collection, `category` beside it on the category paths.
   * @throws NOT_FOUND for an unknown category/region slug (and a slug no category can have), UNPROCESSABLE_CONTENT
   *   for bad filters.
   */
  list: defineOperation({
    name: "posts.list",
    summary: summaries["posts.list"],
    gate: "public",
    kind: "public-read",
    owner: "drafts: their author (never listed)",
    input: ZPostListInput,
    output: ZPostListPage,
    pathKeys: { category_slug: copy.errors.categoryNotFound },
    rest: [
      { method: "GET", path: "/posts", fixed: NO_SLUG_SCOPE },
      { method: "GET", path: "/posts/nearby", fixed: { ...NO_SLUG_SCOPE, ...NEARBY } },
      {
        method: "GET",
        path: "/category/{category_slug}/posts",
        fixed: { region_slug: undefined },
        extra: withCategory,
      },
      {
        method: "GET",
        path: "/category/{category_slug}/nearby-posts",
        fixed: { region_slug: undefined, ...NEARBY },
        extra: withCategory,
      },
    ],
    handler: (ctx, input) => listPosts(ctx.db, ctx.viewer, input),
  }),
  /**
   * Recommended posts for the viewer, 15 a page (docs/product.md §2 Home #recommended): `{page, status?}` →
   * RecommendedPage (REST: Laravel's page without `personalized`).
   */
  recommended: defineOperation({
    name: "posts.recommended",
    summary: summaries["posts.recommended"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZPageInput,
    output: ZRecommendedPage,
    rest: { method: "GET", path: "/posts/recommended" },
    handler: (ctx, input) => recommendedPosts(ctx.db, ctx.viewer, input),
  }),
  /**
   * One post with its comments (docs/product.md §2 Post detail): `{id}` → PostDetail (REST `{data}`); drafts only
   * for their author. @throws NOT_FOUND (missing, others' draft, an id that cannot exist; `post_blocked` for a
   *   member blocked either way with the author, docs/product.md §12 Blocking).
   */
  byId: defineOperation({
    name: "posts.byId",
    summary: summaries["posts.byId"],
    gate: "public",
    kind: "public-read",
    owner: "the post: a draft is visible to its author only (404 for everyone else, admins included)",
    input: ZPostIdInput,
    output: ZPostDetail,
    pathIds: postPathId,
    rest: { method: "GET", path: "/posts/{id}" },
    handler: (ctx, input) => openPost(ctx.db, ctx.viewer, input),
  }),
  /**
   * Creates a post (docs/product.md §2 Post create, §5; decision 003: verified e-mail): JSON, a form or multipart
   * with the REST field names (`tags[]` repeated, `is_public=1`, an optional `image` file), or over tRPC FormData
   * or the typed object → PostView (REST 201 `{data}` with X-RateLimit-*). The per-member post limit is taken
   * after the input and before the image is re-encoded.
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), UNPROCESSABLE_CONTENT (fields; unknown category/region
   *   and a refused image together), TOO_MANY_REQUESTS (10 posts an hour; `Too Many Attempts.` on REST).
   */
  create: defineOperation({
    name: "posts.create",
    summary: summaries["posts.create"],
    gate: "verified",
    kind: "mutation",
    owner: null,
    note: "10 new posts an hour per member (taken before the image is re-encoded)",
    input: formInput(ZCreatePostInput),
    output: ZPostView,
    rateLimit: (ctx) => takePostLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/posts", status: 201 },
    handler: (ctx, input) => createPost(ctx.db, ctx.viewer, input, storageFor(ctx.env)),
  }),
  /**
   * Updates the viewer's own post (docs/product.md §5 Post update): the fields with `id` (REST: the path; sent as
   * POST with `_method=PUT`, multipart; `tags` as a JSON array; `image` replaces, `image_remove=1` removes) →
   * PostDetail with comments. The input is checked before the post is looked up.
   * @throws UNAUTHORIZED, FORBIDDEN (unverified, or not the author — admins too), NOT_FOUND (missing, others'
   *   draft), UNPROCESSABLE_CONTENT.
   */
  update: defineOperation({
    name: "posts.update",
    summary: summaries["posts.update"],
    gate: "verified",
    kind: "mutation",
    owner: "the post: only its author edits it (admins included: 403); others' drafts are 404",
    input: formInput(ZUpdatePostInput),
    output: ZPostDetail,
    pathIds: postPathId,
    refusals: [403],
    rest: { method: ["PUT", "PATCH"], path: "/posts/{id}" },
    handler: (ctx, input) => updatePost(ctx.db, ctx.viewer, input, storageFor(ctx.env)),
  }),
  /**
   * Deletes a post (its author or an administrator) with its image (docs/product.md §4 Post: deleted): `{id}` →
   * nothing (REST `{message: 依頼を削除しました。}`).
   * @throws UNAUTHORIZED, NOT_FOUND (missing, others' draft), FORBIDDEN (neither author nor admin).
   */
  delete: defineOperation({
    name: "posts.delete",
    summary: summaries["posts.delete"],
    gate: "member",
    kind: "mutation",
    owner: "the post: its author or an administrator deletes it; others' drafts are 404",
    input: ZPostIdInput,
    output: z.void(),
    pathIds: postPathId,
    refusals: [403],
    rest: { method: "DELETE", path: "/posts/{id}", answer: "message", message: copy.postForm.deleted },
    handler: (ctx, input) => deletePost(ctx.db, ctx.viewer, input, storageFor(ctx.env)),
  }),
};
