/**
 * The やさしい日本語 twin of src/shared/copy/requests.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md):
 * request status, structured request details, thanks and ratings, the request a thread is about, and the rules
 * pages (docs/product.md §10).
 */
import type { requestsCopy } from "../copy/requests.ts";
import type { Translation } from "../copy-en/translation.ts";
import { dayOfMonthEasy, peopleEasy } from "./readings.ts";
import { rulesCopyEasy } from "./rules.ts";

/** The year before a date, or nothing for this year's dates: 2027年《ねん》. */
function yearEasy(year: number | null): string {
  return year === null ? "" : `${year}年《ねん》`;
}

export const requestsCopyEasy: Translation<typeof requestsCopy> = {
  status: {
    open: "募集中《ぼしゅうちゅう》",
    in_progress: "やりとり中《ちゅう》",
    resolved: "解決済《かいけつず》み",
    closed: "締《し》め切《き》り",
  },
  reward: {
    none: "無償《むしょう》（お礼《れい》なし）",
    money: "謝礼《しゃれい》（お金《かね》）",
    gift: "お礼《れい》の品《しな》",
  },
  /**
   * The languages a request may be written in (docs/product.md "Request language"), each in its own words so that
   * a reader of that language finds it.
   */
  language: {
    ja: "日本語",
    en: "English",
    easy_ja: "やさしい日本語",
    other: "ほかの言語《げんご》",
  },
  /** The official tags that say what the thanks field says (their names, by slug; src/shared/reward-tags.ts). */
  rewardTags: {
    paid: "謝礼《しゃれい》あり",
    gift: "お礼《れい》の品《しな》あり",
    volunteer: "ボランティア",
  },
  /** Short weekday names, Sunday first (Date#getDay order). */
  weekdays: ["日《にち》", "月《げつ》", "火《か》", "水《すい》", "木《もく》", "金《きん》", "土《ど》"],
  /** A calendar day with its weekday: 「12月《がつ》｜5日《いつか》(土《ど》)」, with the year when not this year's. */
  calendarDay: (year: number | null, month: number, day: number, weekday: string) =>
    `${yearEasy(year)}${month}月《がつ》${dayOfMonthEasy(day)}(${weekday})`,
  rating: {
    good: "良《よ》い",
    normal: "ふつう",
    bad: "ざんねん",
  },
  fields: {
    status: "状態《じょうたい》",
    helper_id: "手伝《てつだ》ってくれた人《ひと》",
    hours: "手伝《てつだ》った時間《じかん》",
    reward_type: "お礼《れい》",
    reward_amount: "謝礼《しゃれい》の金額《きんがく》",
    needed_by: "してほしい日《ひ》",
    helpers_needed: "ほしい人数《にんずう》",
    language: "言語《げんご》",
    rating: "評価《ひょうか》",
    comment: "コメント",
    terms: "利用規約《りようきやく》への同意《どうい》",
  },
  errors: {
    statusForbidden:
      "このおねがいの状態《じょうたい》を変《か》えることができるのは、おねがいを書《か》いた人《ひと》だけです。",
    helperOnlyWhenResolved:
      "「手伝《てつだ》ってくれた人《ひと》」は、「解決済《かいけつず》み」にするときだけ選《えら》べます。",
    hoursInvalid:
      "時間《じかん》は、0.5から24時間《じかん》までです。30分《ぷん》ずつ（0.5、1、1.5など）で書《か》いてください。",
    hoursOnlyWithHelper:
      "時間《じかん》を記録《きろく》できるのは、「解決済《かいけつず》み」にして、手伝《てつだ》ってくれた人《ひと》を選《えら》んだときだけです。",
    helperNotEligible:
      "手伝《てつだ》ってくれた人《ひと》には、このおねがいにコメントした人《ひと》か、あなたとメッセージをやりとりした人《ひと》を選《えら》んでください。",
    rewardAmountOnlyMoney:
      "謝礼《しゃれい》の金額《きんがく》は、お礼《れい》で「謝礼《しゃれい》」を選《えら》んだときだけ書《か》けます。",
    neededByPast: "してほしい日《ひ》は、今日《きょう》か、今日《きょう》よりあとの日《ひ》にしてください。",
    invalidDate:
      "してほしい日《ひ》は、正《ただ》しい日《ひ》にち（例《れい》: 2026-12-24）で書《か》いてください。",
    reviewNotAllowed:
      "このおねがいを評価《ひょうか》できるのは、おねがいを書《か》いた人《ひと》と、手伝《てつだ》ってくれた人《ひと》だけです。",
    reviewNotReady:
      "評価《ひょうか》できるのは、解決済《かいけつず》みで、手伝《てつだ》ってくれた人《ひと》が決《き》まっているおねがいだけです。",
    reviewTwice: "このおねがいは、もう評価《ひょうか》しました。",
    termsRequired: "利用規約《りようきやく》とプライバシーポリシーに同意《どうい》してください。",
  },
  ui: {
    hoursLabel: "手伝《てつだ》ってもらった時間《じかん》（選《えら》ばなくてもいいです）",
    hoursNone: "記録《きろく》しない",
    hoursOption: (hours: number) => `${hours}時間《じかん》`,
    hoursGiven: (hours: number) => `手伝《てつだ》った時間《じかん》 ${hours}時間《じかん》`,
    openOnly: "募集中《ぼしゅうちゅう》だけ",
    languageHint:
      "おねがいを書《か》いた言語《げんご》です。その言語《げんご》を読《よ》める人《ひと》が、さがしやすくなります。",
    allLanguages: "すべての言語《げんご》",
    changeStatus: "状態《じょうたい》を変《か》える",
    statusSave: "状態《じょうたい》を保存《ほぞん》",
    statusSaved: "おねがいの状態《じょうたい》を変《か》えました。",
    chooseHelper: "手伝《てつだ》ってくれた人《ひと》（選《えら》ばなくてもいいです）",
    noHelper: "選《えら》ばない",
    yen: (amount: number) => `${amount.toLocaleString("ja-JP")}円《えん》`,
    /** `date` as formatCalendarDayJa writes it (calendarDay): 「12月《がつ》｜5日《いつか》(土《ど》)まで」. */
    neededBy: (date: string) => `${date}まで`,
    helpersNeeded: (count: number) => `${peopleEasy(count)}さがしています`,
    helper: (name: string) => `手伝《てつだ》った人《ひと》: ${name}さん`,
    reviewTitle: "お礼《れい》と評価《ひょうか》",
    reviewAsAuthor: (name: string) => `${name}さんへのお礼《れい》と評価《ひょうか》`,
    reviewAsHelper: (name: string) => `おねがいをした${name}さんへの評価《ひょうか》`,
    reviewSubmit: "評価《ひょうか》を送《おく》る",
    reviewSent: "評価《ひょうか》を送《おく》りました。ありがとうございました。",
    reviewDone: "もう評価《ひょうか》しました。",
    commentPlaceholder: "ひとことお礼《れい》（書《か》かなくてもいいです）",
    ratings: "評価《ひょうか》",
    ratingCount: (label: string, count: number) => `${label} ${count}`,
    reviewsTitle: "もらった評価《ひょうか》",
    noReviews: "評価《ひょうか》は、まだありません。",
    recentRequests: "最近《さいきん》のおねがい",
    helpGiven: "手伝《てつだ》ったおねがい",
    noHelpGiven: "まだありません。",
    threadAbout: "このおねがいについて",
    rewardNone: "お礼《れい》なし（無償《むしょう》）",
  },
  rules: {
    pages: rulesCopyEasy,
    footerNavigation: "ルールとガイドライン",
    terms: "利用規約《りようきやく》",
    privacy: "プライバシーポリシー",
    guidelines: "コミュニティガイドライン",
    consentLabel: "利用規約《りようきやく》とプライバシーポリシーに同意《どうい》します",
  },
};
