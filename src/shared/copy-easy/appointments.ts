/**
 * The やさしい日本語 twin of the copy of 日程調整 (docs/product.md "日程調整"): the fields and 422s of a proposal, its
 * answers and cancellation, the notifications and reminders, the thread's appointment panel, the my page list and the
 * profile's count of late cancellations and no-shows.
 */

import type { appointmentsCopy } from "../copy/appointments.ts";
import type { Translation } from "../copy-en/translation.ts";
import { dayOfMonthEasy, SERVICE_NAME_EASY } from "./readings.ts";
import { appointmentsErrorTextsEasy } from "./refusals.ts";

export const appointmentsCopyEasy: Translation<typeof appointmentsCopy> = {
  ...appointmentsErrorTextsEasy,
  fields: {
    id: "予定《よてい》",
    slots: "候補《こうほ》の日時《にちじ》",
    starts_at: "日時《にちじ》",
    place: "場所《ばしょ》",
    slot: "候補《こうほ》",
    reason: "キャンセルの理由《りゆう》",
    note: "理由《りゆう》のくわしい説明《せつめい》",
  },
  /** 「12月《がつ》｜5日《いつか》(土《ど》) 14:00」, with the year when it is not this year's. */
  when: (year: number | null, month: number, day: number, weekday: string, time: string) =>
    `${year === null ? "" : `${year}年《ねん》`}${month}月《がつ》${dayOfMonthEasy(day)}(${weekday}) ${time}`,
  slotsRequired: "候補《こうほ》の日時《にちじ》を1つ以上《いじょう》書《か》いてください。",
  slotsTooMany: (max: number) => `候補《こうほ》の日時《にちじ》は${max}つまでです。`,
  startsAtInvalid: "日時《にちじ》の書《か》き方《かた》が正《ただ》しくありません。",
  startsAtPast: "候補《こうほ》の日時《にちじ》は、今《いま》よりあとにしてください。",
  startsAtTooFar: "候補《こうほ》の日時《にちじ》は、1年《ねん》以内《いない》にしてください。",
  slotsDuplicate: "同《おな》じ日時《にちじ》の候補《こうほ》があります。",
  notAboutRequest: "日程調整《にっていちょうせい》は、おねがいについてのメッセージでだけ使《つか》えます。",
  openProposalExists:
    "返事《へんじ》を待《ま》っている日程《にってい》の提案《ていあん》があります。返事《へんじ》を待《ま》ってください。または、その提案《ていあん》を取《と》り消《け》してから、新《あたら》しく提案《ていあん》してください。",
  partnerGone:
    "相手《あいて》はもう退会《たいかい》しています。だから、日程《にってい》を提案《ていあん》できません。",
  notProposed: "この提案《ていあん》には、もう返事《へんじ》があります。",
  ownProposal:
    "自分《じぶん》の提案《ていあん》には返事《へんじ》できません。相手《あいて》の返事《へんじ》を待《ま》ってください。",
  slotInvalid: "候補《こうほ》の番号《ばんごう》が正《ただ》しくありません。",
  slotPassed:
    "この候補《こうほ》の日時《にちじ》は、もう過《す》ぎました。ほかの日時《にちじ》を提案《ていあん》してください。",
  notCancellable: "この予定《よてい》はキャンセルできません。",
  alreadyStarted:
    "始《はじ》まる時間《じかん》が過《す》ぎた予定《よてい》は、キャンセルできません。相手《あいて》が来《こ》なかったときは、「来《こ》なかった」を押《お》してください。",
  reasonInvalid:
    "キャンセルの理由《りゆう》は「体《からだ》の調子《ちょうし》が悪《わる》い」「予定《よてい》が合《あ》わなくなった」「そのほか」から選《えら》んでください。",
  noteRequired: "「そのほか」を選《えら》んだときは、理由《りゆう》を書《か》いてください。",
  noShowNotConfirmed:
    "「来《こ》なかった」を記録《きろく》できるのは、決《き》まった予定《よてい》だけです。",
  noShowTooEarly:
    "「来《こ》なかった」は、予定《よてい》の時間《じかん》が過《す》ぎてから記録《きろく》できます。",
  noShowAlready: "この予定《よてい》には、もう「来《こ》なかった」の記録《きろく》があります。",
  limit: (max: number, hours: number) =>
    `日程調整《にっていちょうせい》の操作《そうさ》が多《おお》すぎます（${hours}時間《じかん》に${max}回《かい》まで）。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。`,
  reasons: {
    sick: "体《からだ》の調子《ちょうし》が悪《わる》い",
    schedule: "予定《よてい》が合《あ》わなくなった",
    other: "そのほか",
  },
  status: {
    proposed: "返事《へんじ》待《ま》ち",
    confirmed: "決《き》まった",
    declined: "ことわった",
    cancelled: "キャンセル",
  },
  /** Notification texts (docs/product.md §11 Kinds, "日程調整"). */
  notice: {
    proposed: (actor: string) => `${actor}さんから、日程《にってい》の提案《ていあん》が届《とど》きました`,
    confirmed: (actor: string) => `${actor}さんが、日程《にってい》を決《き》めました`,
    declined: (actor: string) => `${actor}さんが、日程《にってい》の提案《ていあん》をことわりました`,
    cancelled: (actor: string) => `${actor}さんが、予定《よてい》をキャンセルしました`,
    reminder_day: "明日《あした》は予定《よてい》の日《ひ》です",
    reminder_soon: "もうすぐ予定《よてい》の時間《じかん》です（2時間前《じかんまえ》）",
    body: (title: string, when: string, place: string) =>
      `「${title}」${when ? ` ${when}` : ""}${place ? ` ${place}` : ""}`,
  },
  kindLabel: "日程調整《にっていちょうせい》と予定《よてい》のお知《し》らせ",
  /** The .ics file. */
  ics: {
    description: (url: string) => `${SERVICE_NAME_EASY}のメッセージ: ${url}`,
    fallbackTitle: `${SERVICE_NAME_EASY}の予定《よてい》`,
  },
  /** The thread's panel and form. */
  panel: {
    heading: "予定《よてい》",
    proposalHeading: "日程《にってい》の提案《ていあん》",
    proposedByMe: "相手《あいて》の返事《へんじ》を待《ま》っています。",
    proposedByPartner: "あなたの都合《つごう》のいい日時《にちじ》を選《えら》んでください。",
    choose: "この日時《にちじ》に決《き》める",
    chooseLabel: (when: string, place: string) =>
      `この日時《にちじ》に決《き》める：${when}${place ? ` ${place}` : ""}`,
    decline: "どれも都合《つごう》が合《あ》わない",
    withdraw: "提案《ていあん》を取《と》り消《け》す",
    ics: "カレンダーに入《い》れる (.ics)",
    cancel: "キャンセル",
    noShow: "来《こ》なかった",
    noShowDone: "「来《こ》なかった」を記録《きろく》しました。",
    cancelDialogTitle: "予定《よてい》をキャンセルする",
    cancelLate:
      "始《はじ》まるまで、あと24時間《じかん》もありません。今《いま》キャンセルすると、プロフィールに「直前《ちょくぜん》キャンセル」と記録《きろく》が残《のこ》ります。",
    cancelSubmit: "キャンセルする",
    close: "閉《と》じる",
    formToggle: "日程《にってい》を提案《ていあん》する",
    formLead: "候補《こうほ》は3つまで書《か》けます。",
    slotLabel: (n: number) => `候補《こうほ》${n}`,
    placeLabel: "場所《ばしょ》のメモ",
    placeHint: "駅《えき》の名前《なまえ》や『現地《げんち》』",
    submit: "提案《ていあん》を送《おく》る",
    sent: "日程《にってい》の提案《ていあん》を送《おく》りました。",
    confirmed: "予定《よてい》が決《き》まりました。",
    declinedDone: "提案《ていあん》をことわりました。",
    cancelledDone: "予定《よてい》をキャンセルしました。",
    lateMark: "直前《ちょくぜん》キャンセル",
    noShowMark: "来《こ》なかった記録《きろく》あり",
  },
  mypage: {
    heading: "予定《よてい》",
    empty: "予定《よてい》はまだありません。",
    openThread: "メッセージを開《ひら》く",
  },
  /** The profile's count beside the ratings. */
  profileCount: (count: number) => `直前《ちょくぜん》キャンセル・来《こ》なかった ${count}回《かい》`,
  profileCountLabel: (late: number, noShows: number) =>
    `直前《ちょくぜん》キャンセル ${late}回《かい》、来《こ》なかった ${noShows}回《かい》`,
};
