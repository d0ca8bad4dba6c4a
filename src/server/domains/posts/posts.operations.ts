/**
 * The operations of the posts domain (docs/product.md §2 Post list, Post detail, Post create, Post edit; §6
 * Permissions; §7 /api/posts): the lists (planned in list/, see list/README.md), one post, and the writes. A post
 * id that cannot exist is 404 依頼が見つかりませんでした。 on both transports, like Laravel's route binding; so is a
 * category slug of a list path that no category can have.
 */

import { z } from "zod";
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import { ZPageInput, ZPostListInput, ZPostListPage, ZRecommendedPage } from "#shared/schemas/discovery.ts";
import { formInput } from "#shared/schemas/fields.ts";
import { ZArrangePostImagesInput, ZDeletePostImageInput } from "#shared/schemas/post-photos.ts";
import {
  ZCreatePostInput,
  ZPostDetail,
  ZPostIdInput,
  ZPostWithImages,
  ZUpdatePostInput,
} from "#shared/schemas/posts.ts";
import { defineOperation } from "../../edge/define.ts";
import { storageFor } from "../../media/storage.ts";
import { actingViewerForPost } from "../organizations/organization-accounts.ts";
import { listPosts, recommendedPosts } from "./list/lists.ts";
import { openPost } from "./post-detail.service.ts";
import { arrangePostImages, deletePostImage, takePhotoLimit } from "./posts.photos.service.ts";
import { createPost, deletePost, takePostLimit, updatePost } from "./posts.service.ts";

const summaries = openapiCopy.summaries;
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
   * Creates a post (docs/product.md §2 Post create, §5, "Request photos"; decision 003: verified e-mail): JSON, a
   * form or multipart with the REST field names (`tags[]` repeated, `is_public=1`, an optional `image` file as the
   * first photo, `images[]` more photos with `image_alts[]`, 8 in all), or over tRPC FormData or the typed object →
   * PostView with `images` (REST 201 `{data}` with X-RateLimit-*). The per-member post limit is taken after the
   * input and before the photos are re-encoded.
   * @throws UNAUTHORIZED, FORBIDDEN (e-mail not verified), UNPROCESSABLE_CONTENT (fields; unknown category/region
   *   and refused photos together; more than 8 photos), TOO_MANY_REQUESTS (10 posts an hour).
   */
  create: defineOperation({
    name: "posts.create",
    summary: summaries["posts.create"],
    gate: "verified",
    kind: "mutation",
    owner: null,
    note: "10 new posts an hour per member (taken before the image is re-encoded)",
    input: formInput(ZCreatePostInput),
    output: ZPostWithImages,
    rateLimit: (ctx) => takePostLimit(ctx.db, ctx.viewer),
    rest: { method: "POST", path: "/posts", status: 201 },
    handler: (ctx, input) => createPost(ctx.db, ctx.viewer, input, storageFor(ctx.env)),
  }),
  /**
   * Updates the viewer's own post (docs/product.md §5 Post update): the fields with `id` (REST: the path; sent as
   * POST with `_method=PUT`, multipart; `tags` as a JSON array; `image` replaces the cover, `image_remove=1`
   * removes it, `images[]` with `image_alts[]` add photos after the others: docs/product.md "Request photos") →
   * PostDetail with photos and comments. The input is checked before the post is looked up; a call that sends
   * photos takes the photo limit (120 photo changes an hour).
   * @throws UNAUTHORIZED, FORBIDDEN (unverified, or not the author — admins too), NOT_FOUND (missing, others'
   *   draft), UNPROCESSABLE_CONTENT.
   */
  update: defineOperation({
    name: "posts.update",
    summary: summaries["posts.update"],
    gate: "verified",
    kind: "mutation",
    owner:
      "the post: only its author edits it (a request posted for a resident: its organisation's staff; admins included: 403); others' drafts are 404",
    input: formInput(ZUpdatePostInput),
    output: ZPostDetail,
    pathIds: postPathId,
    refusals: [403],
    note: "a call that sends photos: 120 photo changes an hour per member",
    rateLimit: (ctx, input) =>
      input.image !== undefined || input.images.length > 0
        ? takePhotoLimit(ctx.db, ctx.viewer)
        : Promise.resolve(null),
    rest: { method: ["PUT", "PATCH"], path: "/posts/{id}" },
    handler: async (ctx, input) =>
      updatePost(ctx.db, await actingViewerForPost(ctx.db, ctx.viewer, input.id), input, storageFor(ctx.env)),
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
    owner:
      "the post: its author (a request posted for a resident: its organisation's staff) or an administrator deletes it; others' drafts are 404",
    input: ZPostIdInput,
    output: z.void(),
    pathIds: postPathId,
    refusals: [403],
    rest: { method: "DELETE", path: "/posts/{id}", answer: "message", message: copy.postForm.deleted },
    handler: async (ctx, input) =>
      deletePost(ctx.db, await actingViewerForPost(ctx.db, ctx.viewer, input.id), input, storageFor(ctx.env)),
  }),
  /**
   * Removes one photo of the viewer's post (docs/product.md "Request photos"): `{id, image_id}` → the post with
   * the photos it keeps (the next is the cover when the cover went). REST `DELETE /api/posts/{id}/images/{image_id}`.
   * @throws UNAUTHORIZED, NOT_FOUND (missing post, others' draft), FORBIDDEN (not the author; admins too),
   *   UNPROCESSABLE_CONTENT (`image_id` not a photo of this post), TOO_MANY_REQUESTS (120 an hour).
   */
  deleteImage: defineOperation({
    name: "posts.deleteImage",
    summary: summaries["posts.deleteImage"],
    gate: "verified",
    kind: "mutation",
    owner:
      "the post: only its author (a request posted for a resident: its organisation's staff) changes its photos (admins included: 403); others' drafts are 404",
    note: "120 photo changes an hour per member",
    input: ZDeletePostImageInput,
    output: ZPostWithImages,
    pathIds: postPathId,
    refusals: [403],
    rateLimit: (ctx) => takePhotoLimit(ctx.db, ctx.viewer),
    rest: { method: "DELETE", path: "/posts/{id}/images/{image_id}" },
    handler: async (ctx, input) =>
      deletePostImage(
        ctx.db,
        await actingViewerForPost(ctx.db, ctx.viewer, input.id),
        input,
        storageFor(ctx.env),
      ),
  }),
  /**
   * Sets the order, the cover and the alt texts of the viewer's post's photos (docs/product.md "Request
   * photos"): `{id, order: [image id, …] (every photo once), cover_id?, alts?}` → the post with its photos, cover
   * first. REST `PATCH /api/posts/{id}/images` (JSON).
   * @throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (not the author; admins too), UNPROCESSABLE_CONTENT (`order` not
   *   the post's photos, unknown `cover_id`, more `alts` than photos), TOO_MANY_REQUESTS (120 an hour).
   */
  arrangeImages: defineOperation({
    name: "posts.arrangeImages",
    summary: summaries["posts.arrangeImages"],
    gate: "verified",
    kind: "mutation",
    owner:
      "the post: only its author (a request posted for a resident: its organisation's staff) changes its photos (admins included: 403); others' drafts are 404",
    note: "120 photo changes an hour per member",
    input: ZArrangePostImagesInput,
    output: ZPostWithImages,
    pathIds: postPathId,
    refusals: [403],
    rateLimit: (ctx) => takePhotoLimit(ctx.db, ctx.viewer),
    rest: { method: "PATCH", path: "/posts/{id}/images" },
    handler: async (ctx, input) =>
      arrangePostImages(ctx.db, await actingViewerForPost(ctx.db, ctx.viewer, input.id), input),
  }),
};
