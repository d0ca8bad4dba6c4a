/** tRPC procedures of the catalog domain: categories, regions and recommended tags (spec.md §7). */
import { ZSlugInput } from "../../../shared/schemas/discovery.ts";
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

export const catalogRouter = router({
  /** The category tree with public post counts (a parent includes its children). → CategoryNode[]. */
  categories: publicProcedure.query(({ ctx }) => categoryTree(ctx.db)),
  /** The most posted-in categories, at most 8. → CategoryCount[]. */
  popularCategories: publicProcedure.query(({ ctx }) => popularCategories(ctx.db)),
  /** One category by slug or id with children and counts. @throws NOT_FOUND. */
  category: publicProcedure.input(ZSlugInput).query(({ ctx, input }) => getCategory(ctx.db, input.slug)),
  /** The 47 prefectures in JIS order. */
  regions: publicProcedure.query(({ ctx }) => listRegions(ctx.db)),
  /** Public post counts of the regions that have posts. → {region_id, posts_count}[]. */
  regionCounts: publicProcedure.query(({ ctx }) => regionCounts(ctx.db)),
  /** One region by slug or id. @throws NOT_FOUND. */
  region: publicProcedure.input(ZSlugInput).query(({ ctx, input }) => getRegion(ctx.db, input.slug)),
  /** The categories with public posts in a region, with counts. → {region, data}. @throws NOT_FOUND. */
  regionActiveCategories: publicProcedure
    .input(ZSlugInput)
    .query(({ ctx, input }) => regionActiveCategories(ctx.db, input.slug)),
  /** The recommended tags of a category (its own, else its parent's). → {data: Tag[]}. @throws NOT_FOUND. */
  categoryTags: publicProcedure.input(ZSlugInput).query(({ ctx, input }) => categoryTags(ctx.db, input.slug)),
});
