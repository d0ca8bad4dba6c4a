/** Inputs and outputs of tag search and the quick suggest (spec.md §7 GET /api/suggest, GET /api/tags; §9 limits). */
import { z } from "zod";
import { SUGGEST, TAG_SEARCH } from "../constants.ts";

/** GET /api/suggest?q&limit (limit 1–20, default 6). */
export const ZSuggestInput = z.object({
  q: z.string().max(100).default(""),
  limit: z.number().int().min(1).max(20).default(SUGGEST.limit),
});
export type TSuggestInput = z.input<typeof ZSuggestInput>;

/** GET /api/tags?search&limit (limit 1–50, default 8). */
export const ZTagSearchInput = z.object({
  search: z.string().max(100).default(""),
  limit: z.number().int().min(1).max(50).default(TAG_SEARCH.limit),
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
