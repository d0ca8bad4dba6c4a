/**
 * Inputs and outputs of the request lists and the catalog pages (spec.md §2 Post list, Home, Category list,
 * Region list; §4 List mode; §7 GET /api/posts, /api/posts/nearby, /api/posts/recommended,
 * /api/category/{slug}/posts, /api/regions/{slug}/active-categories, /api/categories/{slug}/tags).
 */
import { z } from "zod";
import { MAX_TAGS_PER_POST } from "../constants.ts";
import { copy } from "../copy.ts";
import type { PageMeta } from "../pagination.ts";
import { optionalId, storableText } from "./fields.ts";
import type { PostView } from "./posts.ts";

const f = copy.fields;
const v = copy.validation;

/** List mode (spec.md §4): newest by default, nearby when `all=true`. */
export const POST_LIST_MODES = ["newest", "nearby"] as const;
export type PostListMode = (typeof POST_LIST_MODES)[number];

/** A page number, 1 when absent (REST adapters turn anything unusable into 1 before this). */
const pageField = z
  .number({ error: v.integer(f.page) })
  .int(v.integer(f.page))
  .min(1, v.invalidChoice(f.page))
  .default(1);

/** Longest keyword of a list search (the header search, the filter bar, REST `keyword`). */
export const LIST_KEYWORD_MAX = 100;
/** Longest slug of a category, region or tag in a path or filter. */
const SLUG_MAX = 100;

const slugField = z
  .string()
  .trim()
  .min(1, v.invalidInput)
  .max(SLUG_MAX, v.invalidInput)
  .refine(storableText, v.invalidInput);

/**
 * A post list: filters of /posts plus the scope of the browse pages (category and region by slug) and the
 * viewer's position in nearby mode (`lat` and `lon` together, only when known).
 */
export const ZPostListInput = z
  .object({
    page: pageField,
    keyword: z
      .string({ error: v.invalidInput })
      .trim()
      .max(LIST_KEYWORD_MAX, v.maxLength(f.keyword, LIST_KEYWORD_MAX))
      .refine(storableText, v.invalidCharacters(f.keyword))
      .optional(),
    category_id: optionalId(f.category_id),
    category_slug: slugField.optional(),
    region_id: optionalId(f.region_id),
    region_slug: slugField.optional(),
    tags: z
      .array(
        z
          .string({ error: v.invalidInput })
          .max(SLUG_MAX, v.maxLength(f.tags, SLUG_MAX))
          .refine(storableText, v.invalidCharacters(f.tags)),
        { error: v.invalidInput },
      )
      .max(MAX_TAGS_PER_POST, v.tooManyTags(MAX_TAGS_PER_POST))
      .optional(),
    mode: z.enum(POST_LIST_MODES, { error: v.invalidChoice(f.mode) }).default("newest"),
    lat: z
      .number({ error: v.number(f.latitude) })
      .min(-90, v.between(f.latitude, -90, 90))
      .max(90, v.between(f.latitude, -90, 90))
      .optional(),
    lon: z
      .number({ error: v.number(f.longitude) })
      .min(-180, v.between(f.longitude, -180, 180))
      .max(180, v.between(f.longitude, -180, 180))
      .optional(),
  })
  .refine((input) => (input.lat === undefined) === (input.lon === undefined), {
    path: ["lat"],
    message: v.invalidInput,
  });
export type TPostListInput = z.input<typeof ZPostListInput>;
export type TPostListData = z.output<typeof ZPostListInput>;

/** A page number only (GET /api/posts/recommended). */
export const ZPageInput = z.object({ page: pageField });

/** A category or region by slug (or numeric id). */
export const ZSlugInput = z.object({ slug: slugField });

/**
 * How a list was ordered: `newest`; `distance` (true distance from the viewer's coordinates, posts without
 * a position after them by their prefecture); `region` (the member's registered prefecture first, then the
 * nearest prefectures, newest within each).
 */
export type PostListOrdering = "newest" | "distance" | "region";

/** A category as a list scope. */
export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
  parent: { id: number; name: string; slug: string } | null;
}

/** A region as a list scope. */
export interface RegionRef {
  id: number;
  name: string;
  slug: string;
}

/** A tag (spec.md §3 Tag). */
export interface TagRef {
  id: number;
  slug: string;
  name: string;
  is_official: boolean;
}

/** A page of a post list with how it was ordered and the resolved scope (for titles and the filter bar). */
export interface PostListPage {
  data: PostView[];
  meta: PageMeta;
  mode: PostListMode;
  ordering: PostListOrdering;
  category: CategoryRef | null;
  region: RegionRef | null;
  /** The filter tags that exist, in the order asked. */
  tags: TagRef[];
}

/** A page of recommended posts; `personalized` when the member's interests or region ordered it. */
export interface RecommendedPage {
  data: PostView[];
  meta: PageMeta;
  personalized: boolean;
}

/** A category with its public post count (a region's active categories, popular categories). */
export interface CategoryCount extends CategoryRef {
  posts_count: number;
}

/** A region's active categories (GET /api/regions/{slug}/active-categories). */
export interface RegionActiveCategories {
  region: RegionRef;
  data: CategoryCount[];
}
