/**
 * The operations of the catalog domain (docs/product.md §7 Call table): categories, regions and recommended tags.
 * Public. A path key (a slug or an id) that can name nothing is a 404, like Laravel's route binding, never a 422.
 */

import { z } from "zod";
import { openapiCopy } from "#shared/copy/openapi.ts";
import { copy } from "#shared/copy.ts";
import {
  ZCategoryNode,
  ZCategoryTags,
  ZCategoryTree,
  ZRegionPostCount,
  ZRegionView,
} from "#shared/schemas/catalog.ts";
import { ZCategoryCount, ZRegionActiveCategories, ZSlugInput } from "#shared/schemas/discovery.ts";
import { defineOperation } from "../../edge/define.ts";
import {
  categoryTags,
  categoryTree,
  getCategory,
  getRegion,
  listRegions,
  popularCategories,
  regionActiveCategories,
  regionCounts,
} from "./catalog.service.ts";

const summaries = openapiCopy.summaries;
const categoryKey = { slug: copy.errors.categoryNotFound };
const regionKey = { slug: copy.errors.regionNotFound };

export const catalogOperations = {
  /** → the category tree with public post counts (a parent includes its children): CategoryNode[]. */
  categories: defineOperation({
    name: "catalog.categories",
    summary: summaries["catalog.categories"],
    gate: "public",
    kind: "public-read",
    owner: null,
    output: ZCategoryTree,
    rest: { method: "GET", path: "/categories" },
    handler: (ctx) => categoryTree(ctx.db),
  }),
  /** → the most posted-in categories, at most 8: CategoryCount[] (with parent and posts_count). */
  popularCategories: defineOperation({
    name: "catalog.popularCategories",
    summary: summaries["catalog.popularCategories"],
    gate: "public",
    kind: "public-read",
    owner: null,
    output: z.array(ZCategoryCount),
    rest: { method: "GET", path: "/categories/popular" },
    handler: (ctx) => popularCategories(ctx.db),
  }),
  /**
   * `{slug}` → the recommended tags of a category (its own, else its parent's) as `{data: Tag[]}`, the shape the
   * client reads. @throws NOT_FOUND.
   */
  categoryTags: defineOperation({
    name: "catalog.categoryTags",
    summary: summaries["catalog.categoryTags"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZSlugInput,
    output: ZCategoryTags,
    pathKeys: categoryKey,
    rest: { method: "GET", path: "/categories/{slug}/tags", answer: "same" },
    handler: async (ctx, input) => ({ data: await categoryTags(ctx.db, input.slug) }),
  }),
  /** `{slug}` (a slug or an id) → one category with children and counts. @throws NOT_FOUND. */
  category: defineOperation({
    name: "catalog.category",
    summary: summaries["catalog.category"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZSlugInput,
    output: ZCategoryNode,
    pathKeys: categoryKey,
    rest: { method: "GET", path: "/categories/{slug}" },
    handler: (ctx, input) => getCategory(ctx.db, input.slug),
  }),
  /** → the 47 prefectures in JIS order: RegionView[]. */
  regions: defineOperation({
    name: "catalog.regions",
    summary: summaries["catalog.regions"],
    gate: "public",
    kind: "public-read",
    owner: null,
    output: z.array(ZRegionView),
    rest: { method: "GET", path: "/regions" },
    handler: (ctx) => listRegions(ctx.db),
  }),
  /** → public post counts of the regions that have posts: `{region_id, posts_count}[]` (tRPC only). */
  regionCounts: defineOperation({
    name: "catalog.regionCounts",
    summary: summaries["catalog.regionCounts"],
    gate: "public",
    kind: "public-read",
    owner: null,
    output: z.array(ZRegionPostCount),
    rest: null,
    handler: (ctx) => regionCounts(ctx.db),
  }),
  /** `{slug}` → the categories with public posts in a region, with counts: `{region, data}`. @throws NOT_FOUND. */
  regionActiveCategories: defineOperation({
    name: "catalog.regionActiveCategories",
    summary: summaries["catalog.regionActiveCategories"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZSlugInput,
    output: ZRegionActiveCategories,
    pathKeys: regionKey,
    rest: { method: "GET", path: "/regions/{slug}/active-categories", answer: "same" },
    handler: (ctx, input) => regionActiveCategories(ctx.db, input.slug),
  }),
  /** `{slug}` (a slug or an id) → one region. @throws NOT_FOUND. */
  region: defineOperation({
    name: "catalog.region",
    summary: summaries["catalog.region"],
    gate: "public",
    kind: "public-read",
    owner: null,
    input: ZSlugInput,
    output: ZRegionView,
    pathKeys: regionKey,
    rest: { method: "GET", path: "/regions/{slug}" },
    handler: (ctx, input) => getRegion(ctx.db, input.slug),
  }),
};
