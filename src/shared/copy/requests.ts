/**
 * Japanese copy of request status, structured request details, thanks and ratings, the request a thread is
 * about, and the rules pages (docs/product.md §10).
 */
import { rulesCopy } from "./rules.ts";

export const requestsCopy = {
  status: {
    open: "募集中",
    in_progress: "やりとり中",
    resolved: "解決済み",
    closed: "締め切り",
  },
  reward: {
    none: "無償",
    money: "謝礼",
    gift: "お礼の品",
  },
  /**
   * The languages a request may be written in (docs/product.md "Request language"), each in its own words so that
   * a reader of that language finds it.
   */
  language: {
    ja: "日本語",
    en: "English",
    easy_ja: "やさしい日本語",
    other: "その他の言語",
  },
  /** The official tags that say what the お礼 field says (their names, by slug; src/shared/reward-tags.ts). */
  rewardTags: {
    paid: "謝礼あり",
    gift: "お礼の品あり",
    volunteer: "ボランティア",
  },
  /** Short weekday names, Sunday first (Date#getDay order). */
  weekdays: ["日", "月", "火", "水", "木", "金", "土"],
  /** A calendar day with its weekday: 「12月5日(土)」, with the year (「2027年1月5日(火)」) when it is not this year's. */
  calendarDay: (year: number | null, month: number, day: number, weekday: string) =>
    `${year === null ? "" : `${year}年`}${month}月${day}日(${weekday})`,
  rating: {
    good: "良い",
    normal: "普通",
    bad: "残念",
  },
  fields: {
    status: "状態",
    helper_id: "手伝ってくれた人",
    hours: "活動時間",
    reward_type: "お礼",
    reward_amount: "謝礼額",
    needed_by: "希望日",
    helpers_needed: "募集人数",
    language: "言語",
    rating: "評価",
    comment: "コメント",
    terms: "利用規約への同意",
  },
  errors: {
    statusForbidden: "この依頼の状態を変更できるのは投稿者だけです。",
    helperOnlyWhenResolved: "手伝ってくれた人は「解決済み」にするときだけ選べます。",
    hoursInvalid: "活動時間は0.5〜24時間の範囲で、30分単位で入力してください。",
    hoursOnlyWithHelper: "活動時間は「解決済み」にして手伝ってくれた人を選んだときだけ記録できます。",
    helperNotEligible:
      "手伝ってくれた人には、この依頼にコメントしたか、あなたとメッセージをやりとりしたメンバーを選んでください。",
    rewardAmountOnlyMoney: "謝礼額は、お礼に「謝礼」を選んだときだけ入力できます。",
    neededByPast: "希望日には今日以降の日付を指定してください。",
    invalidDate: "希望日には正しい日付（例: 2026-12-24）を指定してください。",
    reviewNotAllowed: "この依頼を評価できるのは、投稿者と手伝ってくれた人だけです。",
    reviewNotReady: "解決済みで、手伝ってくれた人が決まった依頼だけ評価できます。",
    reviewTwice: "この依頼はすでに評価しました。",
    termsRequired: "利用規約とプライバシーポリシーに同意してください。",
  },
  ui: {
    hoursLabel: "手伝ってもらった時間（任意）",
    hoursNone: "記録しない",
    hoursOption: (hours: number) => `${hours}時間`,
    hoursGiven: (hours: number) => `活動時間 ${hours}時間`,
    openOnly: "募集中のみ",
    languageHint: "依頼を書いた言語です。読める人が探しやすくなります。",
    allLanguages: "すべての言語",
    changeStatus: "状態を変更",
    statusSave: "状態を保存",
    statusSaved: "依頼の状態を変更しました。",
    chooseHelper: "手伝ってくれた人（任意）",
    noHelper: "選ばない",
    yen: (amount: number) => `${amount.toLocaleString("ja-JP")}円`,
    /** `date` as formatCalendarDayJa writes it: 「12月5日(土)まで」. */
    neededBy: (date: string) => `${date}まで`,
    helpersNeeded: (count: number) => `募集 ${count}人`,
    helper: (name: string) => `お手伝い: ${name}さん`,
    reviewTitle: "お礼と評価",
    reviewAsAuthor: (name: string) => `${name}さんへのお礼と評価`,
    reviewAsHelper: (name: string) => `依頼者の${name}さんへの評価`,
    reviewSubmit: "評価を送る",
    reviewSent: "評価を送りました。ありがとうございました。",
    reviewDone: "評価済みです。",
    commentPlaceholder: "ひとことお礼（任意）",
    ratings: "評価",
    ratingCount: (label: string, count: number) => `${label} ${count}`,
    reviewsTitle: "もらった評価",
    noReviews: "まだ評価はありません。",
    recentRequests: "最近の依頼",
    helpGiven: "手伝った依頼",
    noHelpGiven: "まだありません。",
    threadAbout: "この依頼について",
    rewardNone: "お礼なし（無償）",
  },
  rules: {
    pages: rulesCopy,
    footerNavigation: "規約とガイドライン",
    terms: "利用規約",
    privacy: "プライバシーポリシー",
    guidelines: "コミュニティガイドライン",
    consentLabel: "利用規約とプライバシーポリシーに同意します",
  },
} as const;
