/**
 * Outputs of the catalog domain (docs/product.md §3 Category, Region, Tag; §7 Call table catalog.*). The inputs
 * are discovery.ts `ZSlugInput` (a slug or an id); a category with its count and a region's active categories
 * are discovery.ts `ZCategoryCount` / `ZRegionActiveCategories`, shared with the post lists' scopes.
 */
import { z } from "zod";
import { ZTagRef } from "./discovery.ts";

/** A category with its public post count (a parent's includes its children's) and its children. */
/**
 * What answering a category's requests asks of a member (docs/product.md "Organisations"): `email` a verified
 * address (what every answer already needs), `organization` a check by an organisation (団体確認).
 */
export const ANSWER_REQUIREMENTS = ["email", "organization"] as const;
export type AnswerRequirement = (typeof ANSWER_REQUIREMENTS)[number];

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  posts_count: number;
  /** The category's own level for answering its requests (null: none; a parent's level covers its children). */
  answer_requirement: AnswerRequirement | null;
  children: CategoryNode[];
}

/** The category tree node (GET /api/categories, one category). */
export const ZCategoryNode: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  posts_count: z.number().int(),
  answer_requirement: z.enum(ANSWER_REQUIREMENTS).nullable(),
  get children() {
    return z.array(ZCategoryNode);
  },
});

/** The category tree (roots in display order). */
export const ZCategoryTree = z.array(ZCategoryNode);

/** A prefecture (docs/product.md §3 Region); the position is its prefectural office's, in degrees. */
export const ZRegionView = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  area: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type RegionView = z.infer<typeof ZRegionView>;

/** The public post count of one prefecture (catalog.regionCounts; prefectures without posts are left out). */
export const ZRegionPostCount = z.object({ region_id: z.number().int(), posts_count: z.number().int() });
export type RegionPostCount = z.infer<typeof ZRegionPostCount>;

/** The recommended tags of a category (catalog.categoryTags; REST GET /api/categories/{slug}/tags). */
export const ZCategoryTags = z.object({ data: z.array(ZTagRef) });
