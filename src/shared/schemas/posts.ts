/**
 * Inputs and outputs of the posts domain (docs/product.md §3 Post, Post write payload; §5 rules; §7 /api/posts).
 * The write schemas serve both transports (docs/architecture.md "One typed edge"): a REST JSON, form or multipart
 * body and a tRPC FormData or object input parse alike (ids and coordinates as form strings, `is_public=1`,
 * `tags[]` or a JSON array string, the `image` file part).
 */
import { z } from "zod";
import { FIELD_LIMITS, MAX_TAGS_PER_POST } from "../constants.ts";
import { copy } from "../copy.ts";
import { POST_LANGUAGES } from "../post-language.ts";
import { normalizeTagSlug } from "../tag-slug.ts";
import { ZCommentView } from "./comments.ts";
import {
  formBoolean,
  formInt,
  formList,
  formNumber,
  MAX_DB_ID,
  optionalUpload,
  requiredId,
  requiredText,
  textField,
} from "./fields.ts";
import { imageAltsField, imagesField, ZPostImageView } from "./post-photos.ts";
import {
  helpersNeededField,
  neededByField,
  POST_STATUSES,
  postLanguageField,
  REWARD_TYPES,
  rewardAmountField,
  rewardTypeField,
} from "./requests.ts";
import { ZTagView } from "./tags.ts";

const f = copy.fields;
const v = copy.validation;

/** Tag slugs: normalised, de-duplicated, at most 10 (docs/product.md §5). */
const ZTagList = z
  .array(textField(f.tags, { max: FIELD_LIMITS.tagName }))
  .transform((raw) => [...new Set(raw.map(normalizeTagSlug).filter((slug) => slug.length > 0))])
  .refine((tags) => tags.length <= MAX_TAGS_PER_POST, v.tooManyTags(MAX_TAGS_PER_POST));

/** A coordinate in degrees within ±`limit` (a form string is accepted; null or "" means none). */
function coordinate(label: string, limit: number) {
  return formNumber(z.number(v.number(label)).min(-limit).max(limit).nullable().optional());
}

/** The fields create and update share. */
const postFields = {
  title: requiredText(f.title, FIELD_LIMITS.postTitle),
  body: requiredText(f.body, FIELD_LIMITS.postBody),
  category_id: requiredId(f.category_id),
  latitude: coordinate(f.latitude, 90),
  longitude: coordinate(f.longitude, 180),
  /** The uploaded image (re-encoded by the service; its type and size are judged there): the first photo. */
  image: optionalUpload(),
  /** More photos, after `image` (docs/product.md "Request photos"); `image_alts[]` are their alt texts. */
  images: imagesField,
  image_alts: imageAltsField,
};

/** Coordinates come both or neither (docs/api.md POST /posts: `latitude, longitude` (both or neither)). */
export function bothCoordinatesOrNeither(input: {
  latitude?: number | null;
  longitude?: number | null;
}): boolean {
  return (input.latitude == null) === (input.longitude == null);
}
export const COORDINATE_PAIR = { path: ["latitude"], message: v.invalidInput };

/** A reward amount only with `money` (docs/product.md §10 Structured request details). */
export function amountOnlyWithMoney(input: {
  reward_type?: string | undefined;
  reward_amount?: number | null;
}): boolean {
  return input.reward_amount == null || input.reward_type === undefined || input.reward_type === "money";
}
export const AMOUNT_WITH_MONEY = {
  path: ["reward_amount"],
  message: copy.requests.errors.rewardAmountOnlyMoney,
};

/**
 * Create payload (docs/product.md §3 Post write payload; REST POST /api/posts, tRPC posts.create): region
 * required, `tags` default none, `is_public` default true, optional coordinates (both or neither) and `image`.
 */
export const createPostFields = {
  ...postFields,
  region_id: requiredId(f.region_id),
  tags: formList(ZTagList.default([])),
  is_public: formBoolean(z.boolean({ error: v.boolean(f.is_public) }).default(true)),
  reward_type: rewardTypeField.default("none"),
  reward_amount: rewardAmountField,
  needed_by: neededByField,
  helpers_needed: helpersNeededField.default(1),
  /** The request's language (docs/product.md "Request language"), 日本語 unless the author says otherwise. */
  language: postLanguageField.default("ja"),
};
/** The create payload checked whole: coordinates both or neither, an amount only with money. */
export const ZCreatePostInput = z
  .object(createPostFields)
  .refine(bothCoordinatesOrNeither, COORDINATE_PAIR)
  .refine(amountOnlyWithMoney, AMOUNT_WITH_MONEY);
export type TCreatePostData = z.output<typeof ZCreatePostInput>;

/**
 * Update payload (docs/product.md §5 Post update; REST PUT /api/posts/{id} or POST with _method=PUT, tRPC
 * posts.update): title, body, category and region (地域は必須です。) as on create; `tags` (a JSON array of slugs
 * on REST), `is_public`, `latitude` and `longitude` left unchanged when absent; `image` replaces the current
 * image, `image_remove` drops it.
 */
export const ZUpdatePostInput = z
  .object({
    ...postFields,
    id: requiredId(f.post_id),
    region_id: formInt(
      z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null ? v.regionRequired : v.integer(f.region_id),
        })
        .int(v.integer(f.region_id))
        .positive(v.invalidChoice(f.region_id))
        .max(MAX_DB_ID, v.invalidChoice(f.region_id)),
    ),
    tags: formList(ZTagList.optional()),
    is_public: formBoolean(z.boolean({ error: v.boolean(f.is_public) }).optional()),
    image_remove: formBoolean(z.boolean({ error: v.boolean(f.image_remove) }).default(false)),
    reward_type: rewardTypeField.optional(),
    reward_amount: rewardAmountField,
    needed_by: neededByField,
    helpers_needed: helpersNeededField.optional(),
    language: postLanguageField.optional(),
  })
  .refine(bothCoordinatesOrNeither, COORDINATE_PAIR)
  .refine(amountOnlyWithMoney, AMOUNT_WITH_MONEY);
export type TUpdatePostData = z.output<typeof ZUpdatePostInput>;

/** One post by id (tRPC posts.byId, posts.delete; REST reads it from the path). */
export const ZPostIdInput = z.object({ id: requiredId(f.post_id) });
export type TPostIdData = z.output<typeof ZPostIdInput>;

/**
 * A post as every client sees it (docs/product.md §3 Post). Dates are Laravel strings, `*_relative` like
 * 「3分前」, `created_at_formatted` like 「2026年5月1日」; `latitude`/`longitude` are exact for the author and
 * snapped to 0.01° for everyone else; `distance` is km to 0.1 in nearby lists with coordinates, else null;
 * `user` is null when the author left; `image_thumb` is the card variant of `image` (§5 Post image). `status`,
 * `status_label`, `helper` and the reward fields are the request
 * details of docs/product.md §10.
 */
export const ZPostView = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  /** The 320 px wide WebP variant of `image` for cards; null without an image and for posts stored before it. */
  image_thumb: z.string().nullable(),
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    parent: z.object({ name: z.string(), slug: z.string() }).nullable(),
  }),
  region: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  user: z
    .object({
      id: z.number().int(),
      name: z.string(),
      avatar_url: z.string().nullable(),
      is_following: z.boolean(),
      /** The 良い ratings the author received (docs/product.md §10 Thanks and ratings), shown beside the name. */
      good_ratings: z.number().int(),
      /**
       * The first organisation that checked the author (団体確認, docs/product.md "Organisations"), shown beside the
       * name as 「〇〇 確認済み」 linking to its page; null when none has.
       */
      vouched_by: z.object({ slug: z.string(), name: z.string() }).nullable(),
    })
    .nullable(),
  /**
   * A 代理投稿 (docs/product.md "Organisations"): the organisation that posted it on behalf of a resident, shown as
   * 「〇〇が代理で投稿」; the resident's name is never stored. Null for a member's own request.
   */
  on_behalf_of: z
    .object({ organization: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }) })
    .nullable(),
  tags: z.array(ZTagView),
  comments_count: z.number().int(),
  is_bookmarked: z.boolean(),
  is_public: z.boolean(),
  /**
   * Null when shown; `pending` (hidden after reports, under review: 審査中) or `removed` (hidden by an
   * administrator). Others read copy.safety.moderation.hidden as title and body (docs/product.md §12).
   */
  moderation: z.enum(["pending", "removed"]).nullable(),
  can_update: z.boolean(),
  can_delete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_at_relative: z.string(),
  updated_at_relative: z.string(),
  created_at_formatted: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance: z.number().nullable(),
  category_name: z.string(),
  region_name: z.string(),
  status: z.enum(POST_STATUSES),
  /** 募集中, やりとり中, 解決済み, 締め切り. */
  status_label: z.string(),
  /** The member the author named when resolving; null when none (or the account was deleted). */
  helper: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reward_type: z.enum(REWARD_TYPES),
  /** 無償, 謝礼, お礼の品. */
  reward_label: z.string(),
  /** Yen, only with `money` (else null). */
  reward_amount: z.number().int().nullable(),
  /** YYYY-MM-DD or null. */
  needed_by: z.string().nullable(),
  helpers_needed: z.number().int(),
  /** The language the request is written in (docs/product.md "Request language"): ja, en, easy_ja or other. */
  language: z.enum(POST_LANGUAGES),
});
export type PostView = z.infer<typeof ZPostView>;

/**
 * A post with all its photos, cover first (docs/product.md "Request photos"): the answer of a create and of the
 * photo calls. Lists answer ZPostView, whose `image`/`image_thumb` are the cover.
 */
export const ZPostWithImages = ZPostView.extend({ images: z.array(ZPostImageView) });
export type PostWithImages = z.infer<typeof ZPostWithImages>;

/** A post with its photos and its comments, oldest first (post detail; the answer of an update). */
export const ZPostDetail = ZPostWithImages.extend({ comments: z.array(ZCommentView) });
export type PostDetail = z.infer<typeof ZPostDetail>;
