/**
 * The やさしい日本語 twin of src/shared/copy/safety.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md):
 * texts of trust and safety (docs/product.md §12 Reporting, blocking and contact details).
 */
import type { safetyCopy } from "../copy/safety.ts";
import type { Translation } from "../copy-en/translation.ts";

export const safetyCopyEasy: Translation<typeof safetyCopy> = {
  contact: {
    maskedNote: "ふたりとも同意《どうい》したら、連絡先《れんらくさき》が見《み》えます",
    consentButton: "連絡先《れんらくさき》の交換《こうかん》に同意《どうい》する",
    consentDone: "連絡先《れんらくさき》を教《おし》え合《あ》うことに同意《どうい》しました",
    consentWaiting: "相手《あいて》が同意《どうい》するのを待《ま》っています",
    consentBoth: "ふたりとも同意《どうい》しました。連絡先《れんらくさき》が見《み》えます",
    consentPartner:
      "相手《あいて》は、連絡先《れんらくさき》を教《おし》え合《あ》うことに同意《どうい》しています",
    consentFailed: "同意《どうい》を送《おく》れませんでした。",
  },
  tips: {
    title: "安全《あんぜん》にやりとりするために",
    items: [
      "自分《じぶん》のこと（電話番号《でんわばんごう》、住所《じゅうしょ》など）は、ふたりとも同意《どうい》してから教《おし》えましょう。",
      "はじめて会《あ》うときは、駅《えき》や店《みせ》など、人《ひと》がたくさんいる場所《ばしょ》にしましょう。",
      "先《さき》にお金《かね》をはらわないでください。",
    ],
    guidelines: "困《こま》ったときは、「通報《つうほう》」ボタンで知《し》らせてください。",
  },
  report: {
    button: "通報《つうほう》",
    title: "通報《つうほう》する",
    /** The dialog heading and the button's accessible name: 「このおねがいを通報する」. */
    heading: (target: string) => `この${target}を通報《つうほう》する`,
    reasonLabel: "通報《つうほう》する理由《りゆう》",
    detailLabel: "くわしいこと（書《か》かなくてもいいです）",
    submit: "通報《つうほう》する",
    cancel: "やめる",
    thanks: "知《し》らせてくれて、ありがとうございます。書《か》いてあることを、たしかめます。",
    failed: "通報《つうほう》を送《おく》れませんでした。",
    reasons: {
      spam: "スパム・宣伝《せんでん》",
      scam: "だます・お金《かね》のトラブル",
      harassment: "いやがらせ・悪口《わるぐち》",
      inappropriate: "よくない内容《ないよう》",
      personal_info: "個人《こじん》の情報《じょうほう》が書《か》いてある",
      other: "そのほか",
    },
    /** They stand inside sentences (「このおねがいを通報する」). */
    targets: {
      post: "おねがい",
      comment: "コメント",
      public_message: "掲示板《けいじばん》のメッセージ",
      message: "メッセージ",
      user: "ユーザー",
    },
    duplicate: "これは、もう通報《つうほう》しています。たしかめるまで待《ま》ってください。",
    notParticipant:
      "このメッセージを通報《つうほう》できるのは、このやりとりに入《はい》っている人《ひと》だけです。",
    targetMissing: "通報《つうほう》するものが見《み》つかりません。",
    cannotSelf: "自分《じぶん》を通報《つうほう》することはできません。",
    /** The Report button of content the member has an open report of (docs/product.md §12 Reporting). */
    reported: "通報《つうほう》しました",
    reportedLabel: (target: string) =>
      `この${target}は、もう通報《つうほう》しています。たしかめるまで待《ま》ってください`,
    reasonRequired: "通報《つうほう》する理由《りゆう》を選《えら》んでください。",
  },
  /** Asking for a review of content an administrator hid (docs/product.md §12 Reporting and moderation). */
  review: {
    button: "もう一度《いちど》見《み》てもらう",
    messageLabel: "管理者《かんりしゃ》に言《い》いたいこと（書《か》かなくてもいいです）",
    sent: "もう一度《いちど》見《み》るように、おねがいしました。管理者《かんりしゃ》がたしかめます。",
    duplicate: "これは、もう一度《いちど》見《み》るように、すでにおねがいしています。",
    notHidden:
      "もう一度《いちど》見《み》るようにおねがいできるのは、管理者《かんりしゃ》がかくしたものだけです。",
    logLabel: "もう一度《いちど》見《み》てほしいというおねがい",
    queueMark: "書《か》いた人《ひと》から、もう一度《いちど》見《み》てほしいというおねがい",
    noticeTitle: (target: string) => `あなたの${target}をかくしました`,
    noticeBody: (what: string, why: string) => `「${what}」をかくしました。理由《りゆう》：${why}`,
    noticeHint:
      "まちがいだと思《おも》うときは、そのページから、もう一度《いちど》見《み》るようにおねがいできます。1つにつき1回《かい》です。",
    noticeFinal: "もう一度《いちど》見《み》ました。かくしたままにします。",
    failed: "おねがいを送《おく》れませんでした。",
  },
  moderation: {
    hidden: "管理者《かんりしゃ》が、これをかくしました。",
    /** What others read of content hidden pending review, before any administrator has decided. */
    hiddenPending:
      "通報《つうほう》がたくさんあったので、今《いま》はかくしています。管理者《かんりしゃ》がたしかめるまで、見《み》ることができません。",
    /** Why save, follow and message are off on a request hidden from the reader. */
    actionsClosed: "かくしているあいだは、保存《ほぞん》、フォロー、メッセージはできません。",
    /** The label of `hide` for content already hidden pending review. */
    keepHidden: "かくしたままにする",
    /** The heading of a request hidden from the reader (its title is not shown). */
    hiddenHeading: "かくしているおねがい",
    hideNoteRequired:
      "かくす理由《りゆう》を、メモに書《か》いてください。書《か》いた人《ひと》に伝《つた》えます。",
    /** The admin header's count of open reported targets. */
    openCount: (n: number) => `まだ見《み》ていない通報《つうほう》 ${n}件《けん》`,
    pending: "たしかめています",
    pendingNote:
      "通報《つうほう》があったので、たしかめ終《お》わるまで、ほかの人《ひと》には見《み》えません。",
    removedNote: "管理者《かんりしゃ》がかくしました。ほかの人《ひと》には見《み》えません。",
    queueTitle: "通報《つうほう》をたしかめる",
    logTitle: "したことの記録《きろく》",
    open: "まだ",
    resolved: "終《お》わった",
    reportsCount: (n: number) => `通報《つうほう》 ${n}件《けん》`,
    /** A report whose reporter was not a counting member (docs/product.md §12 "Counting members"). */
    notCounted: "自動《じどう》でかくすときに数《かぞ》えない通報《つうほう》",
    notCountedNote: (hours: number) =>
      `登録《とうろく》から${hours}時間《じかん》たっていない、メールアドレスをまだたしかめていない、などの理由《りゆう》があります。そのため、この通報《つうほう》は、自動《じどう》でかくすときに数《かぞ》えません。`,
    reporters: "通報《つうほう》の理由《りゆう》",
    noteLabel:
      "理由《りゆう》・メモ（かくすときと、アカウントを止《と》めるときは、書《か》いてください。かくす理由《りゆう》は、書《か》いた人《ひと》に伝《つた》えます）",
    actions: {
      dismiss: "問題《もんだい》なし",
      hide: "かくす",
      restore: "元《もと》に戻《もど》す",
      suspend_user: "書《か》いた人《ひと》のアカウントを止《と》める",
    },
    done: {
      dismiss: "問題《もんだい》なしにしました。",
      hide: "かくしました。",
      restore: "元《もと》に戻《もど》しました。",
      suspend_user: "書《か》いた人《ひと》のアカウントを止《と》めました。",
    },
    empty: "通報《つうほう》はありません。",
    openTarget: "中身《なかみ》を見《み》る",
    logEmpty: "記録《きろく》はありません。",
    contentGone: "（もうありません）",
    noUserToSuspend: "止《と》めるアカウントがありません。",
    invalidAction: "この通報《つうほう》には、それはできません。",
    alreadyResolved: "この通報《つうほう》は、もう終《お》わっています。",
    notFound: "通報《つうほう》が見《み》つかりません。",
    suspendConfirm: (name: string) => `${name} さんのアカウントを止《と》めます。いいですか？`,
  },
  suspension: {
    loginRefused: "このアカウントは、今《いま》は使《つか》うことができません。",
    reasonLabel: "アカウントを止《と》める理由《りゆう》",
    reasonRequired: "アカウントを止《と》める理由《りゆう》を書《か》いてください。",
  },
  block: {
    button: "ブロック",
    unblock: "ブロックをやめる",
    confirm: (name: string) =>
      `${name} さんをブロックしますか？ブロックすると、おたがいの書《か》いたものやコメントが見《み》えなくなります。メッセージも送《おく》れなくなります。`,
    done: "ブロックしました。",
    undone: "ブロックをやめました。",
    cannotSelf: "自分《じぶん》をブロックすることはできません。",
    userMissing: "ユーザーが見《み》つかりません。",
    cannotMessage: "このユーザーには、メッセージを送《おく》れません。",
    cannotComment: "このおねがいには、コメントできません。",
    cannotFollow: "このユーザーは、フォローできません。",
    cannotReview: "このユーザーは、評価《ひょうか》できません。",
    cannotChooseHelper: "このユーザーは、「手伝《てつだ》ってくれた人《ひと》」に選《えら》べません。",
    threadClosed: "このやりとりには、新《あたら》しいメッセージを送《おく》れません。",
    postUnavailable: "このおねがいは、見《み》ることができません。",
    /** Under a request that does not open because of a block (docs/product.md §12 Blocking). */
    postUnavailableHint:
      "あなたがブロックしている人《ひと》や、あなたをブロックしている人《ひと》のおねがいは、見《み》えません。",
    /** Why a profile offers neither the message button nor the follow button (docs/product.md §2 Profile show). */
    youBlocked:
      "ブロックしているので、メッセージを送《おく》ることやフォローはできません。ブロックをやめると、またできます。",
    blockedYou: "このユーザーとは、メッセージのやりとりやフォローができません。",
    backToProfile: "プロフィールに戻《もど》る",
    /** The block list of account settings (docs/product.md §2 Account settings). */
    listLead:
      "ブロックした人《ひと》とは、おたがいのおねがいやコメントが見《み》えません。メッセージも送《おく》れません。",
    lift: "ブロックをやめる",
    liftLabel: (name: string) => `${name} さんのブロックをやめる`,
    blockedOn: (date: string) => `${date}にブロックしました`,
    listFailed: "ブロックした人《ひと》のリストを出《だ》せませんでした。",
    listTitle: "ブロックした人《ひと》",
    empty: "ブロックしている人《ひと》はいません。",
    failed: "できませんでした。",
  },
  fields: {
    target_type: "通報《つうほう》するものの種類《しゅるい》",
    target_id: "通報《つうほう》するもの",
    reason: "通報《つうほう》の理由《りゆう》",
    detail: "くわしいこと",
    action: "すること",
    note: "メモ",
    status: "状態《じょうたい》",
  },
};
