/** tRPC procedures of the catalog domain: categories, regions and recommended tags (docs/product.md §7). */

import { z } from "zod";
import {
  ZCategoryNode,
  ZCategoryTags,
  ZCategoryTree,
  ZRegionPostCount,
  ZRegionView,
} from "#shared/schemas/catalog.ts";
import { ZCategoryCount, ZRegionActiveCategories, ZSlugInput } from "#shared/schemas/discovery.ts";
import { publicProcedure, router } from "../../trpc/init.ts";
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

/** Every procedure is public. */
export const catalogRouter = router({
  /** → the category tree with public post counts (a parent includes its children): CategoryNode[]. */
  categories: publicProcedure.output(ZCategoryTree).query(({ ctx }) => categoryTree(ctx.db)),
  /** → the most posted-in categories, at most 8: CategoryCount[] (with parent and posts_count). */
  popularCategories: publicProcedure
    .output(z.array(ZCategoryCount))
    .query(({ ctx }) => popularCategories(ctx.db)),
  /** `{slug}` (a slug or an id) → one category with children and counts. @throws NOT_FOUND. */
  category: publicProcedure
    .input(ZSlugInput)
    .output(ZCategoryNode)
    .query(({ ctx, input }) => getCategory(ctx.db, input.slug)),
  /** → the 47 prefectures in JIS order: RegionView[]. */
  regions: publicProcedure.output(z.array(ZRegionView)).query(({ ctx }) => listRegions(ctx.db)),
  /** → public post counts of the regions that have posts: `{region_id, posts_count}[]`. */
  regionCounts: publicProcedure.output(z.array(ZRegionPostCount)).query(({ ctx }) => regionCounts(ctx.db)),
  /** `{slug}` (a slug or an id) → one region. @throws NOT_FOUND. */
  region: publicProcedure
    .input(ZSlugInput)
    .output(ZRegionView)
    .query(({ ctx, input }) => getRegion(ctx.db, input.slug)),
  /** `{slug}` → the categories with public posts in a region, with counts: `{region, data}`. @throws NOT_FOUND. */
  regionActiveCategories: publicProcedure
    .input(ZSlugInput)
    .output(ZRegionActiveCategories)
    .query(({ ctx, input }) => regionActiveCategories(ctx.db, input.slug)),
  /**
   * `{slug}` → the recommended tags of a category (its own, else its parent's) as `{data: Tag[]}`, the shape
   * the client reads. @throws NOT_FOUND.
   */
  categoryTags: publicProcedure
    .input(ZSlugInput)
    .output(ZCategoryTags)
    .query(async ({ ctx, input }) => ({ data: await categoryTags(ctx.db, input.slug) })),
});
