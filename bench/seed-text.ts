/**
 * Text and distributions of the benchmark data (bench/seed.ts): Japanese titles and bodies recombined from the
 * hand-written demo requests (src/server/db/seed/data/*) with varied phrase pools, people's names, member
 * tags, and skewed pickers (Zipf-like, weighted, Pareto). Pure functions over a seeded random source.
 */
import { DEMO_BASE_REQUESTS, type SeedPostDraft } from "../src/server/db/seed/data/seed-demo-content.ts";
import { DEMO_COMMENTS } from "../src/server/db/seed/data/seed-demo-people.ts";

/** A fast deterministic random source (mulberry32), values in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks an element uniformly. */
export function pickOne<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pickOne from an empty list");
  return item;
}

/** A sampler over weighted items (cumulative table + binary search). */
export function weightedSampler<T>(
  items: readonly T[],
  weights: readonly number[],
): (random: () => number) => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    cumulative.push(sum);
  }
  return (random) => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    const item = items[lo];
    if (item === undefined) throw new Error("weightedSampler: empty");
    return item;
  };
}

/** Zipf-like weights 1/rank^s for `n` ranks. */
export function zipfWeights(n: number, s: number): number[] {
  return Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);
}

/** A Pareto-like index in [0, n): a few low indexes get most of the picks (u^power). */
export function skewedIndex(n: number, random: () => number, power: number): number {
  return Math.min(n - 1, Math.floor(n * random() ** power));
}

/** Population of each prefecture in 10,000s (2020 census, JIS order 1…47): regions are weighted by it. */
export const PREFECTURE_POPULATION: readonly number[] = [
  522, 124, 121, 230, 96, 107, 183, 287, 193, 194, 734, 628, 1405, 924, 220, 103, 113, 77, 81, 205, 198, 363,
  754, 177, 141, 258, 884, 547, 132, 92, 55, 67, 189, 280, 134, 72, 95, 133, 69, 514, 81, 131, 174, 112, 107,
  159, 147,
];

const FAMILY_NAMES = (
  "佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 林 斎藤 清水 " +
  "山崎 森 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 " +
  "斉藤 福田 太田 西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田"
).split(" ");
const GIVEN_NAMES = (
  "太郎 花子 一郎 美咲 健太 さくら 翔 陽菜 大輔 結衣 拓也 葵 直樹 七海 誠 優子 浩二 真由美 和也 愛 " +
  "蓮 凛 大和 芽衣 悠真 結菜 隆 恵子 修 由美 剛 明美 聡 陽子 亮 彩 悟 舞 勇気 千尋 智子 茂 久美子 " +
  "颯太 ひなた 湊 つむぎ 樹 紬 陸 みゆき 勝 幸子 進 節子 博 京子 実 和子"
).split(" ");

/** A Japanese person's name ("佐藤 花子"). */
export function personName(random: () => number): string {
  return `${pickOne(FAMILY_NAMES, random)} ${pickOne(GIVEN_NAMES, random)}`;
}

const PLACES = (
  "桜台 緑町 本町 中央 旭町 若葉台 東町 西町 南町 北町 栄町 昭和町 大手町 青葉台 松原 宮前 川口 山下 新町 " +
  "港町 日の出町 富士見 柳町 八幡 春日 天神 住吉 白山 梅が丘 千代田 平和台 桜木町 元町 泉 朝日 清水 高砂 " +
  "寿町 花園 若松 光が丘 つつじが丘 ひばりが丘 城山 錦町 松が枝 竹の塚 駒込 三軒茶屋 吉祥寺 府中 所沢 " +
  "船橋 柏 川越 藤沢 鎌倉 豊中 吹田 枚方 西宮 芦屋 宝塚 岸和田 堺 守口 一宮 岡崎 豊橋 浜松 沼津"
).split(" ");
const PLACE_SUFFIXES = [
  "",
  "駅の近く",
  "二丁目",
  "三丁目",
  "の団地",
  "のマンション",
  "の商店街のそば",
  "公民館の近く",
];
const PLACE_SENTENCES = [
  (p: string) => `${p}に住んでいます。`,
  (p: string) => `場所は${p}です。`,
  (p: string) => `${p}の自宅までお越しいただける方を探しています。`,
  (p: string) => `${p}周辺の方だと助かります。`,
  (p: string) => `作業場所は${p}になります。`,
];
const OPENINGS = [
  "",
  "",
  "",
  "",
  "はじめまして。",
  "以前にも投稿しましたが、改めて募集します。",
  "近所の方に勧められて、こちらに投稿しました。",
  "初めて投稿します。",
  "たびたびの投稿で失礼します。",
  "前回お手伝いいただいた方、その節はありがとうございました。",
  "【急募】",
  "家族に代わって投稿しています。",
];
const TIMES = [
  "今週末のどちらかでお願いできると助かります。",
  "来週の平日のどこかでお願いしたいです。",
  "今月中にお願いできる方を探しています。",
  "時期は来月の上旬を考えています。",
  "再来週の都合のよい日にお願いしたいです。",
  "来週以降であれば、日程はいつでも合わせられます。",
  "できれば今週中にお願いしたいです。",
  "近日中にお願いできる方がいると助かります。",
  "平日の夕方以降が都合がよいです。",
  "土日祝日のいずれかでお願いします。",
  "朝早い時間でも大丈夫です。",
  "",
];
const CLOSINGS = [
  "急ぎではありません。",
  "よろしくお願いします。",
  "気軽にコメントをいただけると嬉しいです。",
  "日時はできるだけ合わせますので、ご相談ください。",
  "詳しいことはコメントでやり取りできればと思います。",
  "どうぞよろしくお願いいたします。",
  "ご連絡お待ちしています。",
  "",
];
/** Latin words as people type them, half- and full-width (NFKC search must treat them alike). */
const LATIN_SENTENCES = [
  "回線速度をSpeedtestで測ると10Mbpsほどしか出ません。",
  "Ｓｐｅｅｄｔｅｓｔの結果も見ていただけると助かります。",
  "連絡はLINEでも大丈夫です。",
  "連絡はＬＩＮＥでお願いします。",
  "Zoomでのオンライン相談でも構いません。",
  "Ｚｏｏｍの使い方も教えてほしいです。",
  "iPhoneとAndroidの両方を持っています。",
  "ExcelとWordの基本を知りたいです。",
  "Ｗｉ－Ｆｉの設定もお願いできればと思います。",
  "USBメモリにデータを移したいです。",
];
const TITLE_SUFFIXES = [
  "",
  "",
  "",
  "",
  "（今週末）",
  "（平日）",
  "（急ぎ）",
  "（再募集）",
  "（近所の方）",
  "です",
  "！",
];
const TITLE_PREFIXES = ["", "", "", "", "", "【急募】", "【謝礼あり】", "【継続】", "【単発】"];

/** Sentences and titles of each child category, from the demo requests. */
interface CategoryText {
  titles: string[];
  sentences: string[];
  tagSlugs: string[];
}

function splitSentences(body: string): string[] {
  return body.split(/(?<=[。！？])/u).filter((s) => s.trim().length > 0);
}

function byCategory(requests: readonly SeedPostDraft[]): Map<string, CategoryText> {
  const map = new Map<string, CategoryText>();
  for (const request of requests) {
    const text = map.get(request.categorySlug) ?? { titles: [], sentences: [], tagSlugs: [] };
    text.titles.push(request.title);
    text.sentences.push(...splitSentences(request.body));
    for (const slug of request.tagSlugs) if (!text.tagSlugs.includes(slug)) text.tagSlugs.push(slug);
    map.set(request.categorySlug, text);
  }
  return map;
}

const TEXT_BY_CATEGORY = byCategory(DEMO_BASE_REQUESTS);

/** Child category slugs that have demo text (every child has at least two requests). */
export const TEXT_CATEGORY_SLUGS: readonly string[] = [...TEXT_BY_CATEGORY.keys()];

/** Official tag slugs the demo requests of a category use. */
export function categoryTagSlugs(categorySlug: string): readonly string[] {
  return TEXT_BY_CATEGORY.get(categorySlug)?.tagSlugs ?? [];
}

/**
 * A title and body for a request of this child category: a demo title with an optional prefix/suffix, and a
 * body of 3–6 sentences from the category's demo requests plus opening, place, time and closing phrases.
 */
export function requestText(categorySlug: string, random: () => number): { title: string; body: string } {
  const text = TEXT_BY_CATEGORY.get(categorySlug);
  if (!text) throw new Error(`no demo text for category ${categorySlug}`);
  const place = `${pickOne(PLACES, random)}${pickOne(PLACE_SUFFIXES, random)}`;
  const title = `${pickOne(TITLE_PREFIXES, random)}${pickOne(text.titles, random)}${pickOne(TITLE_SUFFIXES, random)}`;
  const parts: string[] = [pickOne(OPENINGS, random)];
  const count = 2 + Math.floor(random() * 4);
  const start = Math.floor(random() * text.sentences.length);
  for (let i = 0; i < count; i++) {
    // Mostly consecutive sentences (one request's story), sometimes one from another request.
    const index = random() < 0.8 ? start + i : Math.floor(random() * text.sentences.length);
    parts.push(text.sentences[index % text.sentences.length] ?? "");
    if (i === 0 && random() < 0.6) parts.push(pickOne(PLACE_SENTENCES, random)(place));
  }
  if (random() < 0.04) parts.push(pickOne(LATIN_SENTENCES, random));
  parts.push(pickOne(TIMES, random), pickOne(CLOSINGS, random));
  const body = random() < 0.3 ? parts.join("\n") : parts.join("");
  return { title, body: body.trim() };
}

/** A comment body: one or two demo comments. */
export function commentText(random: () => number): string {
  const first = pickOne(DEMO_COMMENTS, random);
  return random() < 0.25 ? `${first}${pickOne(DEMO_COMMENTS, random)}` : first;
}

const MEMBER_TAG_WORDS = (
  "草むしり 電球交換 犬の散歩 猫の世話 買い出し 粗大ごみ 家具移動 エアコン掃除 窓拭き 雪かき 庭木の剪定 " +
  "パソコン設定 スマホ教室 プリンター 年賀状 宿題 送迎 通院 話し相手 料理教室 作り置き 衣替え 大掃除 " +
  "網戸 障子張り 棚の取り付け 自転車修理 ミシン 編み物 英会話 ピアノ 書道 将棋 囲碁 家庭菜園 " +
  "子ども食堂 町内会 お祭り 清掃活動 見守り 留守番 植木の水やり 郵便物 引っ越し 荷造り 段ボール " +
  "ベビーシッター 学童 ペットホテル 散髪 写真撮影 動画編集 ホームページ 確定申告 書類作成 翻訳 " +
  "車の運転 空港送迎 駅まで 病院 介護 車いす 買い物代行 お米 灯油 ゴミ出し 蛍光灯 水漏れ 排水口 " +
  "カビ取り 換気扇 ベランダ 物置 倉庫 DIY 塗装 壁紙 床の張り替え 家電 テレビ 配線 ルーター"
).split(" ");

/** Member (non-official) tag names: common words plus place-name tags for the long tail. */
export function memberTagNames(): string[] {
  return [...MEMBER_TAG_WORDS, ...PLACES.map((p) => `${p}周辺`)];
}
