/**
 * The reward tags follow the お礼 field (docs/product.md §10 Structured request details): a request with 謝礼
 * carries #謝礼あり (`paid`), one with お礼の品 carries #お礼の品あり (`gift`), and neither tag stays on a request
 * whose field says otherwise; #ボランティア (`volunteer`) never stays on a request with 謝礼. The server keeps the
 * stored tags so (posts.service.ts), the post form shows them so, and the demo data is written so.
 */
import { copy } from "./copy.ts";
import type { RewardType } from "./schemas/requests.ts";
import { normalizeTagSlug } from "./tag-slug.ts";

/** The slug of the official tag each reward type brings (none for 無償). */
const TAG_OF: Record<RewardType, string | null> = { none: null, money: "paid", gift: "gift" };

/** The official reward tags each reward type refuses. */
const REFUSED: Record<RewardType, readonly RewardTagSlug[]> = {
  none: ["paid", "gift"],
  money: ["gift", "volunteer"],
  gift: ["paid"],
};

type RewardTagSlug = keyof typeof copy.requests.rewardTags;

/** The official tag slug `rewardType` brings: `paid`, `gift`, or null for 無償. */
export function rewardTagOf(rewardType: RewardType): string | null {
  return TAG_OF[rewardType];
}

/** The official tag slugs a request with `rewardType` may not carry. */
export function refusedRewardTags(rewardType: RewardType): readonly string[] {
  return REFUSED[rewardType];
}

/**
 * Whether `tag` (a slug, or a name as typed: 「謝礼あり」) is a reward tag a request with `rewardType` may not carry.
 */
export function refusesTag(rewardType: RewardType, tag: string): boolean {
  const slug = normalizeTagSlug(tag);
  return REFUSED[rewardType].some(
    (refused) => refused === slug || normalizeTagSlug(copy.requests.rewardTags[refused]) === slug,
  );
}

/**
 * `tags` (slugs or typed names) as they follow `rewardType`: the refused reward tags left out, the tag the type
 * brings added at the end when it is not there yet (by slug or by name). Order otherwise kept.
 */
export function tagsFollowingReward(tags: readonly string[], rewardType: RewardType): string[] {
  const kept = tags.filter((tag) => !refusesTag(rewardType, tag));
  const brought = TAG_OF[rewardType];
  if (brought === null) return kept;
  const name = normalizeTagSlug(copy.requests.rewardTags[brought as RewardTagSlug]);
  const has = kept.some((tag) => {
    const slug = normalizeTagSlug(tag);
    return slug === brought || slug === name;
  });
  return has ? kept : [...kept, brought];
}
