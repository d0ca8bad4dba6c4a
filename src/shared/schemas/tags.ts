/** Inputs and outputs of tag search and the quick suggest (spec.md §7 GET /api/suggest, GET /api/tags; §9 limits). */
import { z } from "zod";
import { SUGGEST, TAG_SEARCH } from "../constants.ts";
import { copy } from "../copy.ts";
import { storableText } from "./fields.ts";

const f = copy.fields;
const v = copy.validation;

/** The longest search text of the suggest and tag search. */
const QUERY_MAX = 100;

/** A search text (empty when absent): at most QUERY_MAX characters, nothing the database cannot store. */
const queryField = z
  .string({ error: v.invalidInput })
  .max(QUERY_MAX, v.maxLength(f.keyword, QUERY_MAX))
  .refine(storableText, v.invalidCharacters(f.keyword))
  .default("");

/** How many of each list to answer: a whole number in 1…max. */
function limitField(max: number, fallback: number) {
  return z
    .number({ error: v.integer(f.limit) })
    .int(v.integer(f.limit))
    .min(1, v.between(f.limit, 1, max))
    .max(max, v.between(f.limit, 1, max))
    .default(fallback);
}

/** GET /api/suggest?q&limit (limit 1–20, default 6). */
export const ZSuggestInput = z.object({
  q: queryField,
  limit: limitField(20, SUGGEST.limit),
});
export type TSuggestInput = z.input<typeof ZSuggestInput>;

/** GET /api/tags?search&limit (limit 1–50, default 8). */
export const ZTagSearchInput = z.object({
  search: queryField,
  limit: limitField(50, TAG_SEARCH.limit),
});
export type TTagSearchInput = z.input<typeof ZTagSearchInput>;

/** A tag (spec.md §3 Tag). */
export interface TagView {
  id: number;
  slug: string;
  name: string;
  is_official: boolean;
}

/** A category found by the quick suggest, with its parent for display. */
export interface SuggestedCategory {
  id: number;
  name: string;
  slug: string;
  parent: { id: number; name: string; slug: string } | null;
}

/** The answer of the quick suggest: matching categories and tags, prefix matches first. */
export interface SuggestResult {
  categories: SuggestedCategory[];
  tags: TagView[];
}
