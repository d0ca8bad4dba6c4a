/**
 * Demo content for the board: members, the posts (hand-written base requests plus variations of them) and the
 * comments neighbours leave under requests. Pure data and pure functions, no database code; seed-demo.ts inserts it.
 */
import { DEMO_REQUESTS_1 } from "./seed-demo-requests-1.ts";
import { DEMO_REQUESTS_2 } from "./seed-demo-requests-2.ts";
import { DEMO_REQUESTS_3 } from "./seed-demo-requests-3.ts";
import { DEMO_REQUESTS_4 } from "./seed-demo-requests-4.ts";

/** A demo member's public profile (the seed adds e-mail, password and region). */
export interface SeedMember {
  name: string;
  bio: string;
  skills: string;
  experience: string;
}

/** A demo post before insertion: a child category slug, title, body and official tag slugs. */
export interface SeedPostDraft {
  categorySlug: string;
  title: string;
  body: string;
  tagSlugs: string[];
}

/** The 22 demo members besides the documented accounts. */
export const DEMO_MEMBERS: SeedMember[] = [
  {
    name: "佐藤 花子",
    bio: "子どもが独立して、時間に余裕ができました。近所の方のお役に立てたらうれしいです。",
    skills: "料理, 裁縫, 話し相手",
    experience: "地域の子ども食堂で5年ほど調理を担当しています。",
  },
  {
    name: "鈴木 一郎",
    bio: "定年退職した元エンジニアです。パソコンやスマホで困ったことがあれば気軽に声をかけてください。",
    skills: "パソコン設定, Wi-Fi, スマホ, 家電の修理",
    experience: "電機メーカーに35年勤めていました。近所の方のパソコン設定をこれまで何十台も手伝っています。",
  },
  {
    name: "高橋 美咲",
    bio: "病院で看護師をしています。夜勤明けや休みの日にお手伝いできます。",
    skills: "通院の付き添い, 健康相談, 子育て",
    experience: "看護師として12年働いています。祖母の介護も経験しました。",
  },
  {
    name: "田中 健太",
    bio: "近くの大学に通う3年生です。体力には自信があるので、力仕事はお任せください。",
    skills: "力仕事, 数学, 英会話, 自転車修理",
    experience: "引っ越しのアルバイトを2年していました。中学生の家庭教師の経験もあります。",
  },
  {
    name: "伊藤 由美",
    bio: "整理収納が好きな主婦です。片付けのお悩みを一緒に解決できたらと思っています。",
    skills: "整理収納, 掃除, 料理",
    experience: "整理収納アドバイザーの資格を持っています。知人の家の片付けを何度も手伝いました。",
  },
  {
    name: "渡辺 誠",
    bio: "自営業で平日の日中も比較的自由がききます。ワンボックスカーがあるので、送迎や運搬でお役に立てます。",
    skills: "運転, 送迎, 荷物の運搬, 洗車",
    experience: "運送会社でドライバーを10年していました。無事故無違反です。",
  },
  {
    name: "山本 さくら",
    bio: "自宅で子ども向けのピアノ教室を開いています。音楽の楽しさを伝えられたらうれしいです。",
    skills: "ピアノ, 歌, 子どもの遊び相手",
    experience: "音楽大学を卒業し、ピアノ講師を15年続けています。",
  },
  {
    name: "中村 大輔",
    bio: "工務店で大工をしています。休みの日に、ちょっとした修理や棚の取り付けならお手伝いできます。",
    skills: "DIY, 家具の組み立て, 住まいの修理, 棚の取り付け",
    experience: "大工歴20年です。自宅のウッドデッキも自分で作りました。",
  },
  {
    name: "小林 恵子",
    bio: "庭いじりが生きがいの60代です。草花や野菜のことなら何でも聞いてください。",
    skills: "園芸, 家庭菜園, 剪定, 草むしり",
    experience: "40年近く庭で野菜と花を育てています。近所の方の庭の手入れもときどき手伝っています。",
  },
  {
    name: "加藤 翔太",
    bio: "会社員です。平日は仕事ですが、週末ならたいてい動けます。",
    skills: "力仕事, 家具の移動, パソコン",
    experience: "友人の引っ越しを何度も手伝ってきました。",
  },
  {
    name: "吉田 和子",
    bio: "夫と二人暮らしの70代です。編み物や昔話なら、いくらでもお相手します。",
    skills: "編み物, 和裁, 話し相手, 漬物",
    experience: "公民館の手芸サークルで20年講師をしています。",
  },
  {
    name: "山口 拓也",
    bio: "自転車店で働いています。パンクやブレーキの調整など、簡単な修理ならその場で対応できます。",
    skills: "自転車修理, タイヤ交換, 工具の扱い",
    experience: "自転車整備士の資格があります。子ども乗せ自転車の修理も慣れています。",
  },
  {
    name: "松本 愛",
    bio: "保育士をしている二児の母です。子どもに関することなら気軽にご相談ください。",
    skills: "子育て, 一時預かり, 工作, 絵本の読み聞かせ",
    experience: "保育園で10年勤めています。",
  },
  {
    name: "井上 浩二",
    bio: "長年、和食の料理人をしていました。今は時間があるので、料理を教えたり作り置きを手伝ったりしています。",
    skills: "和食, 魚のさばき方, 作り置き, おせち",
    experience: "料亭で30年板前をしていました。料理教室の講師の経験もあります。",
  },
  {
    name: "木村 直樹",
    bio: "趣味で写真を撮っています。記念日の撮影などでお役に立てればうれしいです。",
    skills: "写真撮影, 動画編集, パソコン",
    experience: "地域の行事の記録係を5年務めています。一眼レフを2台持っています。",
  },
  {
    name: "林 真由美",
    bio: "英語の翻訳の仕事をしています。英会話の練習相手や、学校の宿題のお手伝いができます。",
    skills: "英会話, 翻訳, 英語の宿題",
    experience: "海外に6年住んでいました。中高生に英語を教えた経験もあります。",
  },
  {
    name: "清水 陽介",
    bio: "介護施設で働いています。高齢の方の付き添いや見守りでお力になれればと思います。",
    skills: "介護, 通院の付き添い, 車椅子の介助, 運転",
    experience: "介護福祉士として8年働いています。",
  },
  {
    name: "森 千尋",
    bio: "犬2匹と猫1匹と暮らしています。動物が大好きなので、お散歩やお世話はお任せください。",
    skills: "犬の散歩, ペットシッター, トリミング",
    experience: "ペットサロンでトリマーとして働いていました。大型犬の扱いにも慣れています。",
  },
  {
    name: "たけし",
    bio: "近所に住む大学生です。空いている時間を使って地域の役に立ちたいと思っています。",
    skills: "力仕事, 草むしり, スマホ, 子どもの遊び相手",
    experience: "大学のボランティアサークルで、清掃活動や子ども会の手伝いをしています。",
  },
  {
    name: "ゆうこ@子育て中",
    bio: "3歳と6歳の子どもがいます。お互いさまの気持ちで、できることをお手伝いします。",
    skills: "料理, 子育て, 手芸",
    experience: "子ども会の役員を2年務めました。入園グッズは毎年手作りしています。",
  },
  {
    name: "みっちゃん",
    bio: "パートの合間にできることを探しています。買い物や片付けなど、身近なことならお手伝いできます。",
    skills: "買い物代行, 掃除, 片付け",
    experience: "近所の高齢の方の買い物を、2年ほど手伝っています。",
  },
  {
    name: "まさ@週末DIY",
    bio: "週末はいつも何かを作っています。道具はひととおりそろっているので、DIYの相談に乗ります。",
    skills: "DIY, 電動工具, 照明の交換, 網戸の張り替え",
    experience: "自宅の棚や子どもの学習机を自作しました。",
  },
];

/** Short comments neighbours leave under a request. */
export const DEMO_COMMENTS: string[] = [
  "はじめまして。土曜の午前なら伺えます。",
  "車を出せます。詳細を教えてください。",
  "近所に住んでいます。お手伝いできると思います。",
  "平日の夕方でよければ対応できます。",
  "日曜日なら一日空いています。",
  "以前、同じような作業をしたことがあります。よろしければお声がけください。",
  "まだ募集していますか？",
  "詳しい場所を個別に教えていただけますか。",
  "お役に立てそうです。メッセージを送りました。",
  "道具は持って行ったほうがよいでしょうか。",
  "力仕事なら任せてください。",
  "学生ですが、よろしければお手伝いしたいです。",
  "来週なら都合がつきます。",
  "時間はどのくらいかかりそうですか？",
  "娘と一緒に伺ってもよろしいでしょうか。",
  "私も同じことで困っていたので、コメントを参考にさせてください。",
  "駅の近くなので、すぐに行けます。",
  "午前中だけでもよければお手伝いします。",
  "謝礼はいりませんので、気軽に声をかけてください。",
  "経験はあまりありませんが、丁寧にやります。",
  "二人で伺うこともできます。",
  "夜の8時以降でも大丈夫でしょうか。",
  "先日はありがとうございました。また何かあれば声をかけてください。",
  "子ども連れでもよろしければ伺います。",
  "同じ団地に住んでいます。お気軽にどうぞ。",
  "今週は難しいのですが、来週以降なら大丈夫です。",
  "ちょうど近くに用事があるので、ついでに寄れます。",
  "詳しい日時が決まったら教えてください。",
  "こういう作業は得意なので、ぜひやらせてください。",
  "お互いさまですので、遠慮なくどうぞ。",
  "一度お会いして、お話を聞かせていただけますか。",
  "脚立を持っているので持参します。",
  "軽トラックがあります。使えるようでしたらご連絡ください。",
  "少し遠いのですが、自転車で伺えます。",
  "私も手伝いたいです。人数はまだ足りていませんか？",
  "昔、仕事で同じことをしていました。お力になれると思います。",
  "都合のよい時間帯を教えていただければ合わせます。",
  "雨の場合はどうしますか？",
  "ペットを飼っているので、扱いには慣れています。",
  "うちの子も同じくらいの年なので、一緒に遊べたら楽しそうです。",
  "1時間くらいなら、今日の午後でも行けます。",
  "無事に見つかったようでよかったです。",
  "まだ決まっていなければ立候補します。",
  "女性の方がよければ、私が伺います。",
  "前日に確認の連絡をいただけると助かります。",
  "材料の買い出しもご一緒できます。",
  "パソコンは詳しいほうなので、お手伝いできると思います。",
  "高齢の母の件で、私も同じように悩んでいました。",
  "次の週末でよければ、朝から動けます。",
  "近くの公園でよく見かける者です。安心してお任せください。",
  "写真で状態を見せていただけると、準備がしやすいです。",
  "お礼の品は気にしないでください。",
  "夫婦で伺えます。二人いれば早く終わると思います。",
  "少しだけ遅れて参加してもよろしいでしょうか。",
  "こちらこそ、よろしくお願いします。",
  "家が近いので、続けてお手伝いすることもできます。",
  "掲示板を見て連絡しました。詳しく教えてください。",
  "手が空いている日を、いくつか書いておきますね。",
];

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

/** Returns exactly `count` posts, deterministic for `random`: each base request once (shuffled), then re-dated variations with distinct titles. */
export function buildDemoPosts(count: number, random: () => number): SeedPostDraft[] {
  const shuffled = shuffle(DEMO_BASE_REQUESTS, random).map((post) => ({
    ...post,
    tagSlugs: [...post.tagSlugs],
  }));
  if (count <= shuffled.length) return shuffled.slice(0, Math.max(0, count));

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
  return posts;
}
