/**
 * Japanese copy of 日程調整 (docs/product.md "日程調整"): the fields and 422s of a proposal, its answers and
 * cancellation, the notifications and reminders, the thread's 予定 panel, the マイページ list and the profile's
 * 直前キャンセル・不在 count.
 */
import { appointmentsErrorTexts } from "./refusals.ts";
export const appointmentsCopy = {
  ...appointmentsErrorTexts,
  fields: {
    id: "予定",
    slots: "候補日時",
    starts_at: "日時",
    place: "場所",
    slot: "候補",
    reason: "キャンセルの理由",
    note: "理由の詳細",
  },
  /** 「12月5日(土) 14:00」, with the year when it is not this year's. */
  when: (year: number | null, month: number, day: number, weekday: string, time: string) =>
    `${year === null ? "" : `${year}年`}${month}月${day}日(${weekday}) ${time}`,
  slotsRequired: "候補日時を1つ以上入力してください。",
  slotsTooMany: (max: number) => `候補日時は${max}つまでです。`,
  startsAtInvalid: "日時の形式が正しくありません。",
  startsAtPast: "候補日時は今より後の日時を指定してください。",
  startsAtTooFar: "候補日時は1年以内で指定してください。",
  slotsDuplicate: "同じ日時の候補が重なっています。",
  notAboutRequest: "日程調整は依頼についてのメッセージでのみ使えます。",
  openProposalExists:
    "返事を待っている日程の提案があります。返事を待つか、提案を取り消してから提案してください。",
  partnerGone: "相手が退会しているため日程を提案できません。",
  notProposed: "この提案にはもう返事が済んでいます。",
  ownProposal: "自分の提案には返事できません。相手の返事を待ってください。",
  slotInvalid: "候補の番号が正しくありません。",
  slotPassed: "この候補の日時は過ぎています。別の日時を提案してください。",
  notCancellable: "この予定はキャンセルできません。",
  alreadyStarted:
    "開始時刻を過ぎた予定はキャンセルできません。来なかった場合は「来なかった」を押してください。",
  reasonInvalid: "キャンセルの理由は「体調不良」「予定が合わなくなった」「その他」から選んでください。",
  noteRequired: "「その他」を選んだときは理由を入力してください。",
  noShowNotConfirmed: "確定した予定だけ「来なかった」を記録できます。",
  noShowTooEarly: "「来なかった」は予定の時刻を過ぎてから記録できます。",
  noShowAlready: "この予定はもう「来なかった」が記録されています。",
  limit: (max: number, hours: number) =>
    `日程調整の操作が多すぎます（${hours}時間に${max}回まで）。しばらくしてからお試しください。`,
  reasons: { sick: "体調不良", schedule: "予定が合わなくなった", other: "その他" },
  status: { proposed: "返事待ち", confirmed: "確定", declined: "見送り", cancelled: "キャンセル" },
  /** Notification texts (docs/product.md §11 Kinds, "日程調整"). */
  notice: {
    proposed: (actor: string) => `${actor}さんから日程の提案が届きました`,
    confirmed: (actor: string) => `${actor}さんが日程を確定しました`,
    declined: (actor: string) => `${actor}さんが日程の提案を見送りました`,
    cancelled: (actor: string) => `${actor}さんが予定をキャンセルしました`,
    reminder_day: "明日は予定の日です",
    reminder_soon: "まもなく予定の時刻です（2時間前）",
    body: (title: string, when: string, place: string) =>
      `「${title}」${when ? ` ${when}` : ""}${place ? ` ${place}` : ""}`,
  },
  kindLabel: "日程調整とリマインダー",
  /** The .ics file. */
  ics: {
    description: (url: string) => `たすけあい掲示板のメッセージ: ${url}`,
    fallbackTitle: "たすけあい掲示板の予定",
  },
  /** The thread's panel and form. */
  panel: {
    heading: "予定",
    proposalHeading: "日程の提案",
    proposedByMe: "相手の返事を待っています。",
    proposedByPartner: "都合のよい日時を選んでください。",
    choose: "この日時で確定",
    chooseLabel: (when: string, place: string) => `この日時で確定：${when}${place ? ` ${place}` : ""}`,
    decline: "都合が合わない",
    withdraw: "提案を取り消す",
    ics: "カレンダーに追加 (.ics)",
    cancel: "キャンセル",
    noShow: "来なかった",
    noShowDone: "「来なかった」を記録しました。",
    cancelDialogTitle: "予定をキャンセルする",
    cancelLate: "開始まで24時間を切っています。直前キャンセルとしてプロフィールに記録されます。",
    cancelSubmit: "キャンセルする",
    close: "閉じる",
    formToggle: "日程を提案する",
    formLead: "候補を3つまで入力できます。",
    slotLabel: (n: number) => `候補${n}`,
    placeLabel: "場所のメモ",
    placeHint: "駅名や『現地』",
    submit: "提案を送る",
    sent: "日程の提案を送りました。",
    confirmed: "予定を確定しました。",
    declinedDone: "提案を見送りました。",
    cancelledDone: "予定をキャンセルしました。",
    lateMark: "直前キャンセル",
    noShowMark: "不在の記録あり",
  },
  mypage: {
    heading: "予定",
    empty: "予定はまだありません。",
    openThread: "メッセージを開く",
  },
  /** The profile's count beside the ratings. */
  profileCount: (count: number) => `直前キャンセル・不在 ${count}回`,
  profileCountLabel: (late: number, noShows: number) => `直前キャンセル ${late}回、不在 ${noShows}回`,
} as const;
