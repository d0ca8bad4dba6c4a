/**
 * Demo content for the board: members, the posts (hand-written base requests plus variations of them) and the
 * comments neighbours leave under requests. Pure data and pure functions, no database code; seed-demo.ts inserts it.
 */
import { tagsFollowingReward } from "#shared/reward-tags.ts";
import type { RewardType } from "#shared/schemas/requests.ts";
import { DEMO_REQUESTS_1 } from "./seed-demo-requests-1.ts";
import { DEMO_REQUESTS_2 } from "./seed-demo-requests-2.ts";
import { DEMO_REQUESTS_3 } from "./seed-demo-requests-3.ts";
import { DEMO_REQUESTS_4 } from "./seed-demo-requests-4.ts";
import type { SeedPostDraft } from "./seed-post-draft.ts";

export type { SeedPostDraft };

/** All hand-written base requests (each child category has at least two). */
export const DEMO_BASE_REQUESTS: readonly SeedPostDraft[] = [
  ...DEMO_REQUESTS_1,
  ...DEMO_REQUESTS_2,
  ...DEMO_REQUESTS_3,
  ...DEMO_REQUESTS_4,
];

/** Picks one element uniformly with `random`; throws on an empty array. */
export function pick<T>(arr: readonly T[], random: () => number): T {
  if (arr.length === 0) throw new Error("pick from an empty array");
  const item = arr[Math.min(arr.length - 1, Math.floor(random() * arr.length))];
  if (item === undefined) throw new Error("pick: index out of range");
  return item;
}

/** Returns a shuffled copy of `arr` (Fisher–Yates driven by `random`). */
function shuffle<T>(arr: readonly T[], random: () => number): T[] {
  const copy = [...arr];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) throw new Error("shuffle: index out of range");
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

/** Which days a time phrase points at; "urgent" phrases fit any request. */
type TimeKind = "weekend" | "weekday" | "any" | "urgent";

interface TimeVariant {
  label: string;
  kind: TimeKind;
  tag: string | null;
  once: string;
  ongoing: string;
}

const TIME_VARIANTS: readonly TimeVariant[] = [
  {
    label: "今週末",
    kind: "weekend",
    tag: "weekend",
    once: "今週末のどちらかでお願いできると助かります。",
    ongoing: "今週末から始めていただけると助かります。",
  },
  {
    label: "来週末",
    kind: "weekend",
    tag: "weekend",
    once: "来週末のどちらかの日でお願いしたいです。",
    ongoing: "来週末から始められる方を探しています。",
  },
  {
    label: "月末の週末",
    kind: "weekend",
    tag: "weekend",
    once: "日程は月末の週末を考えています。",
    ongoing: "月末の週末から始められればと思います。",
  },
  {
    label: "来週の平日",
    kind: "weekday",
    tag: "weekday",
    once: "来週の平日のどこかでお願いしたいです。",
    ongoing: "来週の平日から始めていただけると助かります。",
  },
  {
    label: "今週の平日",
    kind: "weekday",
    tag: "weekday",
    once: "今週の平日で都合のつく日があれば教えてください。",
    ongoing: "今週の平日から始められる方だとありがたいです。",
  },
  {
    label: "月末の平日",
    kind: "weekday",
    tag: "weekday",
    once: "日程は月末の平日を考えています。",
    ongoing: "月末の平日から始められればと思います。",
  },
  {
    label: "今月中",
    kind: "any",
    tag: null,
    once: "今月中にお願いできる方を探しています。",
    ongoing: "今月中に始められればと思っています。",
  },
  {
    label: "月末",
    kind: "any",
    tag: null,
    once: "月末ごろにお願いしたいと考えています。",
    ongoing: "月末ごろから始めたいと考えています。",
  },
  {
    label: "来月の上旬",
    kind: "any",
    tag: null,
    once: "時期は来月の上旬を考えています。",
    ongoing: "来月の上旬から始めたいと考えています。",
  },
  {
    label: "来月中旬",
    kind: "any",
    tag: null,
    once: "時期は来月の中旬ごろを予定しています。",
    ongoing: "来月の中旬ごろから始められればと思います。",
  },
  {
    label: "再来週",
    kind: "any",
    tag: null,
    once: "再来週の都合のよい日にお願いしたいです。",
    ongoing: "再来週から始められると助かります。",
  },
  {
    label: "来週以降",
    kind: "any",
    tag: null,
    once: "来週以降であれば、日程はいつでも合わせられます。",
    ongoing: "来週以降であれば、いつからでも始められます。",
  },
  {
    label: "今週中",
    kind: "urgent",
    tag: "urgent",
    once: "できれば今週中にお願いしたいです。",
    ongoing: "できれば今週中から始めたいです。",
  },
  {
    label: "近日中",
    kind: "urgent",
    tag: "urgent",
    once: "近日中にお願いできる方がいると助かります。",
    ongoing: "近日中に始められると助かります。",
  },
];

const OPENINGS: readonly string[] = [
  "",
  "",
  "",
  "以前にも投稿しましたが、改めて募集します。",
  "近所の方に勧められて、こちらに投稿しました。",
  "初めて投稿します。",
  "たびたびの投稿で失礼します。",
  "前回お手伝いいただいた方、その節はありがとうございました。",
];

const CLOSINGS: readonly string[] = [
  "急ぎではありません。",
  "よろしくお願いします。",
  "気軽にコメントをいただけると嬉しいです。",
  "日時はできるだけ合わせますので、ご相談ください。",
  "詳しいことはコメントでやり取りできればと思います。",
  "どうぞよろしくお願いいたします。",
];

/** Tags that may be added to a variation when its time phrase brings none. */
const EXTRA_TAGS: readonly string[] = ["beginner-welcome", "nearby", "seniors-welcome", "students-welcome"];

const MAX_TAGS = 5;

/** Requests tied to a date, a season or an occasion are posted once only, never re-dated. */
const FIXED_TIME =
  /来週|今週|来月|今月|先月|来年|今年|\d+月|今日|明日|昨日|当日|前日|お盆|正月|年末|夏休み|お彼岸|初節句|米寿|結婚式|運動会|祭り|盆踊り|クリスマス|大雪|梅雨|冬|夏の間|入院|帰省|法事|熱が出て|引っ越してきた/;
const WEEKEND_HINT = /週末|土曜|日曜/;
const WEEKDAY_HINT = /平日|月曜|火曜|水曜|木曜|金曜|月・水・金/;
const ONGOING_HINT = /毎週|毎朝|週に?\d|月に?\d回|月1回|定期的/;

function isUrgent(tags: readonly string[]): boolean {
  return tags.includes("urgent") || tags.includes("same-day");
}

/** Time phrases that do not contradict what the base request already says about its days. */
function variantsFor(base: SeedPostDraft): TimeVariant[] {
  if (isUrgent(base.tagSlugs)) return TIME_VARIANTS.filter((v) => v.kind === "urgent");
  const weekend = base.tagSlugs.includes("weekend") || WEEKEND_HINT.test(base.body);
  const weekday = base.tagSlugs.includes("weekday") || WEEKDAY_HINT.test(base.body);
  return TIME_VARIANTS.filter((v) => {
    if (v.kind === "weekend") return weekend && !weekday ? true : !weekend && !weekday;
    if (v.kind === "weekday") return weekday && !weekend ? true : !weekend && !weekday;
    return true;
  });
}

function variationTitle(base: SeedPostDraft, variant: TimeVariant): string {
  return `${base.title}（${variant.label}）`;
}

/** Builds one variation of `base`: time phrase in title and body, maybe an opening, a closing and another tag. */
function makeVariation(base: SeedPostDraft, variant: TimeVariant, random: () => number): SeedPostDraft {
  const tagSlugs = [...base.tagSlugs];
  const ongoing = tagSlugs.includes("ongoing") || ONGOING_HINT.test(base.body);
  if (variant.tag !== null && !tagSlugs.includes(variant.tag)) {
    if (tagSlugs.length < MAX_TAGS) tagSlugs.push(variant.tag);
  } else if (tagSlugs.length < MAX_TAGS) {
    const extras = EXTRA_TAGS.filter(
      (tag) => !tagSlugs.includes(tag) && !(tag === "beginner-welcome" && tagSlugs.includes("experienced")),
    );
    if (extras.length > 0) tagSlugs.push(pick(extras, random));
  }
  const opening = pick(OPENINGS, random);
  const hurried = variant.kind === "urgent" || isUrgent(tagSlugs);
  const closings = hurried ? CLOSINGS.filter((c) => c !== "急ぎではありません。") : CLOSINGS;
  const closing = pick(closings, random);
  return {
    categorySlug: base.categorySlug,
    title: variationTitle(base, variant),
    body: `${opening}${base.body}${ongoing ? variant.ongoing : variant.once}${closing}`,
    tagSlugs,
  };
}

/** A yen amount in a demo text: 「謝礼は1人2,000円」, 「1回500円」 (each hand-written request names at most one). */
const YEN = /([\d,]+)円/;

/**
 * The お礼 field of a demo request, read from its text and tags (docs/product.md §10 Structured request details):
 * a text naming an amount in yen is 謝礼 with that amount; else #お礼の品あり makes it お礼の品; else 無償.
 */
export function demoReward(draft: SeedPostDraft): { rewardType: RewardType; rewardAmount: number | null } {
  const yen = YEN.exec(draft.body);
  if (yen?.[1]) return { rewardType: "money", rewardAmount: Number(yen[1].replace(/,/g, "")) };
  return { rewardType: draft.tagSlugs.includes("gift") ? "gift" : "none", rewardAmount: null };
}

/** `post` with its reward tags following its お礼 field (src/shared/reward-tags.ts). */
function withRewardTags(post: SeedPostDraft): SeedPostDraft {
  return { ...post, tagSlugs: tagsFollowingReward(post.tagSlugs, demoReward(post).rewardType) };
}

/** Returns exactly `count` posts, deterministic for `random`: each base request once (shuffled), then re-dated variations with distinct titles. */
export function buildDemoPosts(count: number, random: () => number): SeedPostDraft[] {
  const shuffled = shuffle(DEMO_BASE_REQUESTS, random).map((post) => ({
    ...post,
    tagSlugs: [...post.tagSlugs],
  }));
  if (count <= shuffled.length) return shuffled.slice(0, Math.max(0, count)).map(withRewardTags);

  const posts: SeedPostDraft[] = shuffled;
  const usedTitles = new Set(posts.map((post) => post.title));
  const variable = DEMO_BASE_REQUESTS.filter(
    (base) => !FIXED_TIME.test(base.body) && variantsFor(base).length > 0,
  );
  if (variable.length === 0) throw new Error("no base request can be varied");

  while (posts.length < count) {
    let chosen: { base: SeedPostDraft; variant: TimeVariant } | undefined;
    for (let attempt = 0; attempt < 50 && chosen === undefined; attempt++) {
      const base = pick(variable, random);
      const variant = pick(variantsFor(base), random);
      if (!usedTitles.has(variationTitle(base, variant))) chosen = { base, variant };
    }
    if (chosen === undefined) {
      // Random picks keep colliding: take the first unused combination in a fixed order.
      outer: for (const base of variable) {
        for (const variant of variantsFor(base)) {
          if (!usedTitles.has(variationTitle(base, variant))) {
            chosen = { base, variant };
            break outer;
          }
        }
      }
    }
    if (chosen === undefined) throw new Error(`cannot build ${count} demo posts with distinct titles`);
    const post = makeVariation(chosen.base, chosen.variant, random);
    usedTitles.add(post.title);
    posts.push(post);
  }
  // Last, so that the random choices above (and so the demo board) stay what they were.
  return posts.map(withRewardTags);
}
