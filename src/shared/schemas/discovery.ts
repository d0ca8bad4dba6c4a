/**
 * Inputs and outputs of the request lists and the catalog pages (docs/product.md §2 Post list, Home, Category
 * list, Region list; §4 List mode; §7 GET /api/posts, /api/posts/nearby, /api/posts/recommended,
 * /api/category/{slug}/posts, /api/regions/{slug}/active-categories, /api/categories/{slug}/tags).
 * The list inputs accept a REST query string as it comes (`page=2`, `lat=35.6`, `all=true`, `tags[]=a`,
 * `tags=a,b`) and a typed tRPC value alike.
 */
import { z } from "zod";
import { MAX_TAGS_PER_POST } from "../constants.ts";
import { copy } from "../copy.ts";
import { toArray, toBoolean } from "../form-fields.ts";
import { formNumber, formPage, optionalId, pageOf, textField } from "./fields.ts";
import { ZPostView } from "./posts.ts";
import { languageFilterField, rewardFilterField, statusFilterField } from "./requests.ts";
import { ZTagView } from "./tags.ts";

const f = copy.fields;
const v = copy.validation;

/** List mode (docs/product.md §4): newest by default, nearby when `mode=nearby` or `all=true`. */
const POST_LIST_MODES = ["newest", "nearby"] as const;
type PostListMode = (typeof POST_LIST_MODES)[number];

/** Longest keyword of a list search (the header search, the filter bar, REST `keyword`). */
export const LIST_KEYWORD_MAX = 100;
/** Longest slug of a category, region or tag in a path or filter. */
const SLUG_MAX = 100;

const slugField = textField(f.keyword, {
  min: 1,
  max: SLUG_MAX,
  messages: { type: v.invalidInput, required: v.invalidInput, max: v.invalidInput, invalid: v.invalidInput },
});

/**
 * The filter tags: a typed array (tRPC), or from a query string repeated `tags[]`, comma separated (`tags=a,b`)
 * or a JSON array string (the input type names the typed form only).
 */
const tagFilterField = z.preprocess(
  (value: string[] | undefined) => {
    const list = toArray(value);
    return Array.isArray(list)
      ? list
          .flatMap((tag: unknown) => (typeof tag === "string" ? tag.split(",") : [tag]))
          .filter((tag) => tag !== "")
      : list;
  },
  z
    .array(textField(f.tags, { max: SLUG_MAX, messages: { type: v.invalidInput } }), {
      error: v.invalidInput,
    })
    .max(MAX_TAGS_PER_POST, v.tooManyTags(MAX_TAGS_PER_POST))
    .optional(),
);

/** The list mode: a string that names no mode means newest (as REST always read `mode`). */
const modeField = z.preprocess(
  (value: PostListMode | undefined) =>
    typeof value === "string" && !(POST_LIST_MODES as readonly string[]).includes(value) ? "newest" : value,
  z.enum(POST_LIST_MODES, { error: v.invalidChoice(f.mode) }).default("newest"),
);

/** `all=true` (1, on, yes) asks for nearby mode, as the original list links do; anything else is ignored. */
const allField = z.preprocess(
  (value: boolean | string | undefined) => (toBoolean(value) === true ? true : undefined),
  z.literal(true).optional(),
);

/** A coordinate of the viewer in degrees within ±`limit` (a query string is accepted). */
function viewerCoordinate(label: string, limit: number) {
  return formNumber(
    z
      .number({ error: v.number(label) })
      .min(-limit, v.between(label, -limit, limit))
      .max(limit, v.between(label, -limit, limit))
      .optional(),
  );
}

/**
 * A post list (tRPC posts.list; REST GET /api/posts, /api/posts/nearby, /api/category/{category_slug}/posts and
 * /nearby-posts, whose routes fix the mode and take the category from the path; posts.operations.ts): filters of
 * /posts plus the scope of the browse pages (category and region by slug) and the viewer's position in nearby mode
 * (`lat` and `lon` together, only when known). The output has no `all`: it is folded into `mode`.
 */
export const ZPostListInput = z
  .object({
    page: formPage(),
    keyword: textField(f.keyword, { max: LIST_KEYWORD_MAX, messages: { type: v.invalidInput } }).optional(),
    category_id: optionalId(f.category_id),
    category_slug: slugField.optional(),
    region_id: optionalId(f.region_id),
    region_slug: slugField.optional(),
    tags: tagFilterField,
    mode: modeField,
    all: allField,
    lat: viewerCoordinate(f.latitude, 90),
    lon: viewerCoordinate(f.longitude, 180),
    /** `status=open` (「募集中のみ」) or any other status; absent, "" or "all": every status (docs/product.md §10). */
    status: statusFilterField,
    reward_type: rewardFilterField,
    /** `language=en` (docs/product.md "Request language"); absent, "" or "all": every language. */
    language: languageFilterField,
  })
  .refine((input) => (input.lat === undefined) === (input.lon === undefined), {
    path: ["lat"],
    message: v.invalidInput,
  })
  .transform(({ all, ...input }) => ({ ...input, mode: all ? ("nearby" as const) : input.mode }));
export type TPostListInput = z.input<typeof ZPostListInput>;
export type TPostListData = z.output<typeof ZPostListInput>;

/** A page number and the status filter (tRPC posts.recommended; REST GET /api/posts/recommended?page&status). */
export const ZPageInput = z.object({ page: formPage(), status: statusFilterField });
export type TPageData = z.output<typeof ZPageInput>;

/** A category or region by slug (or numeric id). */
export const ZSlugInput = z.object({ slug: slugField });

/**
 * How a list was ordered: `newest`; `distance` (true distance from the viewer's coordinates, posts without
 * a position after them by their prefecture); `region` (the member's registered prefecture first, then the
 * nearest prefectures, newest within each).
 */
const POST_LIST_ORDERINGS = ["newest", "distance", "region"] as const;

/** A category as a list scope. */
export const ZCategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type CategoryRef = z.infer<typeof ZCategoryRef>;

/** A region as a list scope. */
export const ZRegionRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type RegionRef = z.infer<typeof ZRegionRef>;

/** A tag (docs/product.md §3 Tag), as a list filter. */
export const ZTagRef = ZTagView;
export type TagRef = z.infer<typeof ZTagRef>;

/**
 * A page of a post list (tRPC posts.list): `{data, meta}` plus how it was ordered and the resolved scope (for
 * titles and the filter bar); `tags` are the filter tags that exist, in the order asked.
 */
export const ZPostListPage = pageOf(ZPostView).extend({
  mode: z.enum(POST_LIST_MODES),
  ordering: z.enum(POST_LIST_ORDERINGS),
  category: ZCategoryRef.nullable(),
  region: ZRegionRef.nullable(),
  tags: z.array(ZTagRef),
});
export type PostListPage = z.infer<typeof ZPostListPage>;

/** A page of recommended posts (tRPC posts.recommended); `personalized` when interests or region ordered it. */
export const ZRecommendedPage = pageOf(ZPostView).extend({ personalized: z.boolean() });
export type RecommendedPage = z.infer<typeof ZRecommendedPage>;

/** A category with its public post count (a region's active categories, popular categories). */
export const ZCategoryCount = ZCategoryRef.extend({ posts_count: z.number().int() });
export type CategoryCount = z.infer<typeof ZCategoryCount>;

/** A region's active categories (GET /api/regions/{slug}/active-categories). */
export const ZRegionActiveCategories = z.object({ region: ZRegionRef, data: z.array(ZCategoryCount) });
export type RegionActiveCategories = z.infer<typeof ZRegionActiveCategories>;
