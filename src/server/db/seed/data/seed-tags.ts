/**
 * Reference data: the official tags and the tags suggested for each parent category.
 * Pure data, no database code; the seed inserts it.
 */

/** An official tag: ascii slug (lowercase, single hyphens) and its Japanese display name. */
export interface SeedTag {
  slug: string;
  name: string;
}

/** The official tags offered on every post form. */
export const OFFICIAL_TAGS: SeedTag[] = [
  // When
  { slug: "urgent", name: "急ぎ" },
  { slug: "weekend", name: "週末" },
  { slug: "weekday", name: "平日" },
  { slug: "morning", name: "午前中" },
  { slug: "night-ok", name: "夜間OK" },
  { slug: "same-day", name: "当日対応" },
  // How long / how often
  { slug: "within-1-hour", name: "1時間以内" },
  { slug: "half-day", name: "半日" },
  { slug: "full-day", name: "1日" },
  { slug: "one-time", name: "単発" },
  { slug: "ongoing", name: "継続" },
  // Reward
  { slug: "paid", name: "謝礼あり" },
  { slug: "gift", name: "お礼の品あり" },
  { slug: "volunteer", name: "ボランティア" },
  // Who
  { slug: "beginner-welcome", name: "初心者歓迎" },
  { slug: "students-welcome", name: "学生歓迎" },
  { slug: "women-welcome", name: "女性歓迎" },
  { slug: "seniors-welcome", name: "シニア歓迎" },
  { slug: "experienced", name: "経験者優遇" },
  { slug: "several-people", name: "複数人募集" },
  { slug: "has-car", name: "車あり" },
  // Where / how
  { slug: "nearby", name: "徒歩圏内" },
  { slug: "indoor", name: "屋内" },
  { slug: "outdoor", name: "屋外" },
  { slug: "online-ok", name: "オンライン可" },
  { slug: "tools-provided", name: "道具あり" },
  { slug: "heavy-lifting", name: "力仕事" },
  // For whom / about what
  { slug: "seniors", name: "高齢者向け" },
  { slug: "kids", name: "子ども" },
  { slug: "dog", name: "犬" },
  { slug: "cat", name: "猫" },
  { slug: "pc", name: "パソコン" },
  { slug: "smartphone", name: "スマホ" },
  { slug: "english", name: "英語" },
  { slug: "cooking", name: "料理" },
  { slug: "cleaning", name: "掃除" },
  { slug: "gardening", name: "庭仕事" },
  { slug: "diy", name: "DIY" },
  { slug: "shopping", name: "買い物" },
  { slug: "driving", name: "運転" },
  { slug: "event", name: "イベント" },
  { slug: "music", name: "音楽" },
];

/** Tag slugs suggested on the post form for each parent category slug (4–6 each, all in OFFICIAL_TAGS). */
export const CATEGORY_RECOMMENDED_TAGS: Record<string, string[]> = {
  moving: ["heavy-lifting", "has-car", "weekend", "several-people", "half-day", "paid"],
  housework: ["cleaning", "cooking", "women-welcome", "ongoing", "weekday", "paid"],
  pets: ["dog", "cat", "ongoing", "morning", "nearby", "gift"],
  pc: ["pc", "smartphone", "seniors", "online-ok", "within-1-hour", "beginner-welcome"],
  childcare: ["kids", "weekday", "women-welcome", "nearby", "ongoing", "paid"],
  elderly: ["seniors", "ongoing", "nearby", "weekday", "seniors-welcome", "volunteer"],
  garden: ["gardening", "outdoor", "tools-provided", "half-day", "weekend", "gift"],
  repair: ["diy", "tools-provided", "experienced", "within-1-hour", "one-time", "paid"],
  shopping: ["shopping", "seniors", "has-car", "weekday", "nearby", "ongoing"],
  lessons: ["online-ok", "kids", "english", "music", "ongoing", "students-welcome"],
  community: ["event", "volunteer", "several-people", "weekend", "outdoor", "beginner-welcome"],
  transport: ["driving", "has-car", "seniors", "morning", "one-time", "paid"],
  seasonal: ["cleaning", "heavy-lifting", "seniors", "tools-provided", "half-day", "gift"],
  other: ["one-time", "online-ok", "within-1-hour", "beginner-welcome", "gift"],
};
