/**
 * Request status, structured request details and thanks-and-ratings (docs/product.md §10): the field kinds the
 * post schemas and lists share, the status change and review inputs, and the review and ratings outputs. Both
 * transports parse with these (docs/architecture.md "One typed edge").
 */
import { z } from "zod";
import { copy } from "../copy.ts";
import { isCalendarDate, todayInJapan } from "../dates.ts";
import { POST_LANGUAGES } from "../post-language.ts";
import { formInt, formNumber, formPage, optionalId, pageOf, requiredId, textField } from "./fields.ts";

/** The hours a helper gave, recorded with resolved (docs/product.md "Organisations": hours). */
export const HELPER_HOURS = { min: 0.5, max: 24, step: 0.5 } as const;

const v = copy.validation;
const rf = copy.requests.fields;

/** The statuses of a request, in their life order (docs/product.md §10 Request status). */
export const POST_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What the author offers in return (docs/product.md §10 Structured request details). */
export const REWARD_TYPES = ["none", "money", "gift"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** A review's rating (docs/product.md §10 Thanks and ratings). */
export const RATINGS = ["good", "normal", "bad"] as const;
export type Rating = (typeof RATINGS)[number];

/** The largest reward in yen (a typing slip beyond it is refused; CHECK in migration 0007). */
export const MAX_REWARD_YEN = 10_000_000;
/** How many helpers a request may ask for. */
export const MAX_HELPERS_NEEDED = 10;
/** Longest review comment, in characters. */
export const REVIEW_COMMENT_MAX = 500;

/** A status (required): anything else is 「選択された状態は正しくありません。」. */
export const statusField = z.enum(POST_STATUSES, { error: v.invalidChoice(rf.status) });

/** The list filter `status` (REST `?status=open`): optional; "" or "all" means every status. */
export const statusFilterField = z.preprocess(
  (value: string | undefined) => (value === "" || value === "all" ? undefined : value),
  statusField.optional(),
);

/** A reward type (REST form string or tRPC value). */
export const rewardTypeField = z.enum(REWARD_TYPES, { error: v.invalidChoice(rf.reward_type) });

/** A stored choice as a form or a third party may write it: NFKC, trimmed, lower case (「ＥＮ」 is en). */
function normalizedChoice(value: string | undefined): string | undefined {
  return typeof value === "string" ? value.normalize("NFKC").trim().toLowerCase() : value;
}

/** A request's language (REST form string or tRPC value): anything else is 「選択された言語は正しくありません。」. */
export const postLanguageField = z.preprocess(
  normalizedChoice,
  z.enum(POST_LANGUAGES, { error: v.invalidChoice(rf.language) }),
);

/** The list filter `language`: optional; "" or "all" means every language. */
export const languageFilterField = z.preprocess((value: string | undefined) => {
  const choice = normalizedChoice(value);
  return choice === "" || choice === "all" ? undefined : choice;
}, z.enum(POST_LANGUAGES, { error: v.invalidChoice(rf.language) }).optional());

/** The list filter `reward_type`: optional; "" or "all" means any. */
export const rewardFilterField = z.preprocess(
  (value: string | undefined) => (value === "" || value === "all" ? undefined : value),
  rewardTypeField.optional(),
);

/** The reward in yen: a whole number 0–10,000,000; "" or null means none. */
export const rewardAmountField = formInt(
  z
    .number({ error: v.integer(rf.reward_amount) })
    .int(v.integer(rf.reward_amount))
    .min(0, v.between(rf.reward_amount, 0, MAX_REWARD_YEN))
    .max(MAX_REWARD_YEN, v.between(rf.reward_amount, 0, MAX_REWARD_YEN))
    .nullable()
    .optional(),
);

/** How many helpers: 1–10. */
export const helpersNeededField = formInt(
  z
    .number({ error: v.integer(rf.helpers_needed) })
    .int(v.integer(rf.helpers_needed))
    .min(1, v.between(rf.helpers_needed, 1, MAX_HELPERS_NEEDED))
    .max(MAX_HELPERS_NEEDED, v.between(rf.helpers_needed, 1, MAX_HELPERS_NEEDED)),
);

// Today in Japan lives with the other date texts (src/shared/dates.ts), which the cards load without zod.
export { todayInJapan };

/** `needed_by`: a date YYYY-MM-DD, today (Japan) or later; "" or null means none. */
export const neededByField = z.preprocess(
  (value: string | null | undefined) => (value === "" ? null : value),
  textField(rf.needed_by, { max: 10, messages: { type: copy.requests.errors.invalidDate } })
    .refine(isCalendarDate, copy.requests.errors.invalidDate)
    .refine((text) => !isCalendarDate(text) || text >= todayInJapan(), copy.requests.errors.neededByPast)
    .nullable()
    .optional(),
);

/**
 * Change a request's status (tRPC posts.setStatus; REST PATCH /api/posts/{id}/status): `helper_id` only with
 * `resolved` (null or absent: no helper named).
 */
export const ZPostStatusInput = z
  .object({
    id: requiredId(copy.fields.post_id),
    status: statusField,
    helper_id: optionalId(rf.helper_id).nullable(),
    /** The hours the helper gave (docs/product.md "Organisations": hours): 0.5–24 in halves, with a helper only. */
    hours: formNumber(
      z
        .number({ error: copy.requests.errors.hoursInvalid })
        // One check, one message: 0.3 is both too small and not a half.
        .refine(
          (hours) => hours >= HELPER_HOURS.min && hours <= HELPER_HOURS.max && Number.isInteger(hours * 2),
          copy.requests.errors.hoursInvalid,
        )
        .nullable()
        .optional(),
    ),
  })
  .refine((input) => input.helper_id == null || input.status === "resolved", {
    path: ["helper_id"],
    message: copy.requests.errors.helperOnlyWhenResolved,
  })
  .refine((input) => input.hours == null || (input.status === "resolved" && input.helper_id != null), {
    path: ["hours"],
    message: copy.requests.errors.hoursOnlyWithHelper,
  });
export type TPostStatusData = z.output<typeof ZPostStatusInput>;

/** Rate the other side of a resolved request (tRPC reviews.create; REST POST /api/posts/{id}/reviews). */
export const ZCreateReviewInput = z.object({
  post_id: requiredId(copy.fields.post_id),
  rating: z.enum(RATINGS, { error: v.invalidChoice(rf.rating) }),
  comment: textField(rf.comment, { max: REVIEW_COMMENT_MAX, multiline: true })
    .nullable()
    .optional()
    .transform((text) => (text ? text : null)),
});
export type TCreateReviewData = z.output<typeof ZCreateReviewInput>;

/** A member's reviews, paged (tRPC reviews.ofUser; REST GET /api/users/{id}/reviews?page). */
export const ZUserReviewsInput = z.object({ user_id: requiredId(copy.fields.user_id), page: formPage() });
export type TUserReviewsData = z.output<typeof ZUserReviewsInput>;

/** A review as shown on a profile (docs/product.md §10 Thanks and ratings). */
export const ZReviewView = z.object({
  id: z.number().int(),
  rating: z.enum(RATINGS),
  rating_label: z.string(),
  comment: z.string().nullable(),
  post: z.object({ id: z.number().int(), title: z.string() }),
  /** Null when the reviewer's account was deleted. */
  reviewer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  created_at_relative: z.string(),
});
export type ReviewView = z.infer<typeof ZReviewView>;

/** A page of reviews. */
export const ZReviewPage = pageOf(ZReviewView);
export type ReviewPage = z.infer<typeof ZReviewPage>;

/** Rating counts of a member (the profile answer's `ratings`). */
export const ZRatings = z.object({
  good: z.number().int(),
  normal: z.number().int(),
  bad: z.number().int(),
});
export type Ratings = z.infer<typeof ZRatings>;

/** The reviews of one request (tRPC requests.postReviews; REST GET /api/posts/{id}/reviews). */
export const ZPostReviewsInput = z.object({ post_id: requiredId(copy.fields.post_id) });
export type TPostReviewsData = z.output<typeof ZPostReviewsInput>;

/** The reviews of one request: at most two (the author's and the helper's). */
export const ZPostReviewList = z.object({ data: z.array(ZReviewView) });
export type PostReviewList = z.infer<typeof ZPostReviewList>;

/** A member, for the profile activity (tRPC requests.activity; REST GET /api/users/{id}/activity). */
export const ZUserActivityInput = z.object({ user_id: requiredId(copy.fields.user_id) });
export type TUserActivityData = z.output<typeof ZUserActivityInput>;

/** The request a thread is about, as the thread screen and list show it (docs/product.md §10). */
export const ZThreadRequest = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  status_label: z.string(),
});
export type ThreadRequest = z.infer<typeof ZThreadRequest>;

/** A member the author may name as helper (requests.helperCandidates; GET /api/posts/{id}/helper-candidates). */
export const ZHelperCandidates = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
