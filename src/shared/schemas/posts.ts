/** Inputs and outputs of the posts domain (spec.md §3 Post, Post write payload; §5 rules; §7 list params). */
import { z } from "zod";
import { FIELD_LIMITS, MAX_TAGS_PER_POST } from "../constants.ts";
import { copy } from "../copy.ts";
import { normalizeTagSlug } from "../tag-slug.ts";
import { requiredId, requiredText } from "./fields.ts";

const f = copy.fields;
const v = copy.validation;

/** Tag slugs: normalised, de-duplicated, at most 10 (spec.md §5). */
export const ZTagList = z
  .array(z.string().max(FIELD_LIMITS.tagName, v.maxLength(f.tags, FIELD_LIMITS.tagName)))
  .transform((raw) => [...new Set(raw.map(normalizeTagSlug).filter((slug) => slug.length > 0))])
  .refine((tags) => tags.length <= MAX_TAGS_PER_POST, v.tooManyTags(MAX_TAGS_PER_POST));

/** Create payload (the image travels separately over multipart). */
export const ZCreatePostInput = z.object({
  title: requiredText(f.title, FIELD_LIMITS.postTitle),
  body: requiredText(f.body, FIELD_LIMITS.postBody),
  category_id: requiredId(f.category_id),
  region_id: requiredId(f.region_id),
  tags: ZTagList.default([]),
  is_public: z.boolean().default(true),
  latitude: z.number(v.number(f.latitude)).min(-90).max(90).nullable().optional(),
  longitude: z.number(v.number(f.longitude)).min(-180).max(180).nullable().optional(),
});
export type TCreatePostInput = z.input<typeof ZCreatePostInput>;
export type TCreatePostData = z.output<typeof ZCreatePostInput>;

/**
 * Update payload (spec.md §5 Post update, §7 POST /api/posts/{id} with _method=PUT): title, body, category and
 * region (地域は必須です。) as on create; `tags` (a JSON array of slugs on REST), `is_public`, `latitude` and
 * `longitude` left unchanged when absent; `image_remove` drops the current image (a new `image` replaces it).
 */
export const ZUpdatePostInput = ZCreatePostInput.extend({
  id: z.number().int().positive(),
  region_id: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? v.regionRequired : v.integer(f.region_id),
    })
    .int(v.integer(f.region_id))
    .positive(v.invalidChoice(f.region_id)),
  tags: ZTagList.optional(),
  is_public: z.boolean().optional(),
  image_remove: z.boolean().default(false),
});
export type TUpdatePostInput = z.input<typeof ZUpdatePostInput>;

/** One post by id. */
export const ZPostIdInput = z.object({ id: z.number().int().positive().max(2_147_483_647) });

/** A post as every client sees it (spec.md §3 Post). */
export interface PostView {
  id: number;
  title: string;
  body: string;
  image: string | null;
  category: { id: number; name: string; slug: string; parent: { name: string; slug: string } | null };
  region: { id: number; name: string; slug: string };
  user: { id: number; name: string; avatar_url: string | null; is_following: boolean } | null;
  tags: { id: number; slug: string; name: string; is_official: boolean }[];
  comments_count: number;
  is_bookmarked: boolean;
  is_public: boolean;
  can_update: boolean;
  can_delete: boolean;
  created_at: string;
  updated_at: string;
  created_at_relative: string;
  updated_at_relative: string;
  created_at_formatted: string;
  latitude: number | null;
  longitude: number | null;
  distance: number | null;
  category_name: string;
  region_name: string;
}

/** A page of posts with its pagination meta. */
export interface PostPage {
  data: PostView[];
  meta: import("../pagination.ts").PageMeta;
}
