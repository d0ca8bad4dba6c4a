/**
 * Inputs and outputs of tag search and the quick suggest (docs/product.md §7 GET /api/suggest, GET /api/tags;
 * §9 limits) and the tag view every post carries (§3 Tag).
 */
import { z } from "zod";
import { SUGGEST, TAG_SEARCH } from "../constants.ts";
import { copy } from "../copy.ts";
import { formInt, textField } from "./fields.ts";

const f = copy.fields;
const v = copy.validation;

/** The longest search text of the suggest and tag search. */
const QUERY_MAX = 100;

/**
 * A query value sent more than once (`q=a&q=b`) counts once: the first, as REST always read it. A typed tRPC
 * value passes unchanged.
 */
function firstValue<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value: z.input<S> | z.input<S>[]) => (Array.isArray(value) ? value[0] : value),
    schema,
  );
}

/** A search text (empty when absent): at most QUERY_MAX characters, nothing the database cannot store. */
const queryField = firstValue(
  textField(f.keyword, { max: QUERY_MAX, trim: false, messages: { type: v.invalidInput } }).default(""),
);

/** How many of each list to answer: a whole number in 1…max (a query string "8" is accepted). */
function limitField(max: number, fallback: number) {
  return firstValue(
    formInt(
      z
        .number({ error: v.integer(f.limit) })
        .int(v.integer(f.limit))
        .min(1, v.between(f.limit, 1, max))
        .max(max, v.between(f.limit, 1, max))
        .default(fallback),
    ),
  );
}

/** GET /api/suggest?q&limit (limit 1–20, default 6); tRPC tags.suggest. */
export const ZSuggestInput = z.object({
  q: queryField,
  limit: limitField(20, SUGGEST.limit),
});
export type TSuggestData = z.output<typeof ZSuggestInput>;

/** GET /api/tags?search&limit (limit 1–50, default 8); tRPC tags.search. */
export const ZTagSearchInput = z.object({
  search: queryField,
  limit: limitField(50, TAG_SEARCH.limit),
});
export type TTagSearchData = z.output<typeof ZTagSearchInput>;

/** A tag (docs/product.md §3 Tag): official tags are curated, member tags are created by posts. */
export const ZTagView = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  is_official: z.boolean(),
});
export type TagView = z.infer<typeof ZTagView>;

/** A category found by the quick suggest, with its parent for display. */
const ZSuggestedCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type SuggestedCategory = z.infer<typeof ZSuggestedCategory>;

/** The answer of the quick suggest: matching categories and tags, prefix matches first. */
export const ZSuggestResult = z.object({
  categories: z.array(ZSuggestedCategory),
  tags: z.array(ZTagView),
});
export type SuggestResult = z.infer<typeof ZSuggestResult>;
