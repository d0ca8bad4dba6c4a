/**
 * The やさしい日本語 twin of src/shared/copy/notifications.ts
 * (docs/decisions/034-languages-as-typed-catalogue-twins.md): notifications, saved searches and their settings
 * (docs/product.md §11 Notifications). These texts go into e-mails and push notifications too.
 */
import type { notificationsCopy } from "../copy/notifications.ts";
import type { Translation } from "../copy-en/translation.ts";

/** The unread count of the bell: 「3件」, or 「99件以上」 past 99. */
const unreadCount = (count: number) => (count > 99 ? "99件《けん》以上《いじょう》" : `${count}件《けん》`);

export const notificationsCopyEasy: Translation<typeof notificationsCopy> = {
  bell: "お知《し》らせ",
  bellUnread: (count: number) => `お知《し》らせ（まだ読《よ》んでいないもの：${unreadCount(count)}）`,
  /** Heard once by a screen reader when the unread count grows while a page is open. */
  announceNew: (count: number) =>
    `新《あたら》しいお知《し》らせがあります（まだ読《よ》んでいないもの：${unreadCount(count)}）`,
  pageTitle: "お知《し》らせ",
  pageDescription:
    "コメント、フォロー、保存《ほぞん》した条件《じょうけん》に合《あ》う新《あたら》しいおねがいなどのお知《し》らせです。",
  empty: "お知《し》らせは、まだありません。",
  markAllRead: "ぜんぶ読《よ》んだことにする",
  unreadLabel: "まだ読《よ》んでいない",
  loadFailed: "お知《し》らせを見《み》せることができませんでした。",
  /** Titles and bodies by kind; names and titles are those of the moment it happened. */
  kinds: {
    comment: {
      title: (actor: string) => `${actor}さんが、あなたのおねがいにコメントしました`,
    },
    reply: {
      title: (actor: string) =>
        `あなたがコメントしたおねがいに、${actor}さんが新《あたら》しいコメントを書《か》きました`,
    },
    follow: {
      title: (actor: string) => `${actor}さんが、あなたをフォローしました`,
      body: "プロフィールを見《み》てみましょう。",
    },
    followed_post: {
      title: (actor: string) => `フォローしている${actor}さんが、新《あたら》しいおねがいを書《か》きました`,
    },
    saved_search: {
      title: "保存《ほぞん》した条件《じょうけん》に合《あ》う、新《あたら》しいおねがいがあります",
    },
    admin_notice: {
      title: (title: string) => `運営《うんえい》からのお知《し》らせ：${title}`,
    },
    bookmark_status: {
      title: (status: string) => `保存《ほぞん》したおねがいが「${status}」になりました`,
    },
    review: {
      title: (actor: string) => `${actor}さんから評価《ひょうか》が届《とど》きました`,
    },
    report_handled: {
      title: "あなたが通報《つうほう》したことを、運営《うんえい》がたしかめました",
      body: (action: string) =>
        `運営《うんえい》が中身《なかみ》をたしかめて、「${action}」にしました。知《し》らせてくれて、ありがとうございます。`,
    },
  },
  deletedUser: "会員《かいいん》をやめた人《ひと》",
  settings: {
    title: "通知《つうち》の設定《せってい》",
    lead: "お知《し》らせの種類《しゅるい》ごとに、メールとプッシュ通知《つうち》で受《う》け取《と》るかどうかを選《えら》べます。",
    email: "メール",
    push: "プッシュ通知《つうち》",
    /** The group headings of the switches (one setting per row). */
    emailGroup: "メールで受《う》け取《と》る",
    pushGroup: "プッシュ通知《つうち》で受《う》け取《と》る",
    pushGroupLead: "お知《し》らせをOKにしたブラウザやスマートフォンに届《とど》きます。",
    /** The timing select under a kind whose email is on. */
    timing: "いつ受《う》け取《と》るか",
    modes: {
      immediate: "すぐに受《う》け取《と》る",
      daily: "1日《にち》1回《かい》まとめて",
      off: "受《う》け取《と》らない",
    },
    kindLabels: {
      comment: "自分《じぶん》のおねがいへのコメント",
      reply: "コメントしたおねがいへの新《あたら》しいコメント",
      follow: "新《あたら》しいフォロワー",
      followed_post: "フォローしている人《ひと》の新《あたら》しいおねがい",
      saved_search: "保存《ほぞん》した条件《じょうけん》に合《あ》う新《あたら》しいおねがい",
      admin_notice: "運営《うんえい》からのお知《し》らせ",
      bookmark_status: "保存《ほぞん》したおねがいの解決《かいけつ》・締《し》め切《き》り",
      review: "届《とど》いた評価《ひょうか》",
      report_handled: "通報《つうほう》したことの結果《けっか》",
      appointment: "日《ひ》にちの相談《そうだん》と、わすれないためのお知《し》らせ",
    },
    digestHour: "まとめメールが届《とど》く時間《じかん》",
    hourOption: (hour: number) => `${hour}時《じ》`,
    threadMail: "届《とど》いたメッセージを15分《ふん》読《よ》まなかったら、メールで知《し》らせる",
    save: "設定《せってい》を保存《ほぞん》",
    saved: "通知《つうち》の設定《せってい》を保存《ほぞん》しました。",
  },
  mail: {
    subject: (title: string) => `【たすけあい掲示板《けいじばん》】${title}`,
    open: "たすけあい掲示板《けいじばん》で見《み》る",
    footer:
      "あなたのお知《し》らせの設定《せってい》で、たすけあい掲示板《けいじばん》がこのメールを送《おく》りました。",
    preferences: "お知《し》らせメールの設定《せってい》を変《か》える",
    unsubscribe: "この種類《しゅるい》のメールを止《と》める",
  },
  digest: {
    subject: (count: number) =>
      `【たすけあい掲示板《けいじばん》】今日《きょう》のお知《し》らせのまとめ（${count}件《けん》）`,
    heading: "今日《きょう》のお知《し》らせのまとめ",
    intro: (count: number) => `前《まえ》のまとめのあと、お知《し》らせが${count}件《けん》あります。`,
    /** The count after a section title: （3件）. */
    sectionCount: (count: number) => `（${count}件《けん》）`,
    sections: {
      requests: "あなたに合《あ》う新《あたら》しいおねがい",
      comments: "コメント",
      followers: "新《あたら》しいフォロワー",
      other: "そのほかのお知《し》らせ",
    },
    openAll: "お知《し》らせをぜんぶ見《み》る",
    /** The digest as an unsubscribe link names it. */
    label: "毎日《まいにち》のまとめメール",
    unsubscribe: "まとめメールを止《と》める",
  },
  /** Comments and replies about one post gathered into one mail (docs/product.md §11 Email). */
  commentBatch: {
    subject: (postTitle: string, count: number) =>
      `【たすけあい掲示板《けいじばん》】「${postTitle}」に新《あたら》しいコメントが${count}件《けん》あります`,
    intro: (postTitle: string, count: number) =>
      `前《まえ》のお知《し》らせのあと、「${postTitle}」に新《あたら》しいコメントが${count}件《けん》ありました。`,
    /** One quoted comment: who wrote it and its first characters. */
    quote: (name: string, excerpt: string) => `${name}：${excerpt}`,
    /** After the quoted ones when there were more. */
    more: (count: number) => `ほかにも、コメントが${count}件《けん》あります。`,
    open: "コメントを読《よ》む",
  },
  threadMail: {
    label: "読《よ》んでいないメッセージのお知《し》らせ",
    subject: (sender: string) =>
      `【たすけあい掲示板《けいじばん》】${sender}さんからメッセージが届《とど》いています`,
    intro: (sender: string) => `${sender}さんからのメッセージを、まだ読《よ》んでいません。`,
    open: "メッセージを読《よ》む",
    unsubscribe: "読《よ》んでいないメッセージのメールを止《と》める",
  },
  push: {
    fields: {
      endpoint: "お知《し》らせの送《おく》り先《さき》",
      p256dh: "お知《し》らせのかぎ",
      auth: "お知《し》らせの認証《にんしょう》データ",
    },
    /** An endpoint that is not an https:// URL, or carries a user name or password. */
    endpointForm:
      "お知《し》らせの送《おく》り先《さき》は、https:// で始《はじ》まるプッシュサービスのアドレスにしてください。",
    /** An endpoint on a private, loopback, link-local or otherwise non-public address (after resolving its name). */
    endpointAddress:
      "お知《し》らせの送《おく》り先《さき》には、インターネットに公開《こうかい》しているアドレスだけを使《つか》えます。",
    /** Browser keys of the wrong size (a P-256 public key is 65 bytes, the secret 16). */
    keyForm: (field: string) => `${field}の形《かたち》が正《ただ》しくありません。`,
    tooManySubscriptions: (max: number) =>
      `プッシュ通知《つうち》を受《う》け取《と》れるのは、${max}台《だい》までです。使《つか》っていないスマートフォンやパソコンのプッシュ通知《つうち》を止《と》めてください。それから、もう一度《いちど》やってみてください。`,
    messageTitle: (sender: string) => `${sender}さんからメッセージ`,
    ask: "新《あたら》しいお知《し》らせを、このスマートフォンやパソコンに、プッシュ通知《つうち》で届《とど》けますか？",
    enable: "プッシュ通知《つうち》を受《う》け取《と》る",
    enabled: "このスマートフォンやパソコンで、プッシュ通知《つうち》を受《う》け取《と》ります。",
    disable: "プッシュ通知《つうち》を止《と》める",
    unsupported: "このスマートフォンやパソコンでは、プッシュ通知《つうち》を使《つか》えません。",
    denied: "ブラウザの設定《せってい》で、お知《し》らせがOKになっていません。",
  },
  unsubscribe: {
    title: "メールを止《と》める",
    confirm: (kind: string) => `「${kind}」のメールを止《と》めますか？`,
    button: "メールを止《と》める",
    done: (kind: string) => `「${kind}」のメールを止《と》めました。`,
    invalid: "このリンクは使《つか》えません。",
  },
  adminNotice: {
    title: "お知《し》らせのタイトル",
    body: "お知《し》らせの文章《ぶんしょう》",
    url: "リンク",
  },
  savedSearch: {
    save: "この条件《じょうけん》を保存《ほぞん》",
    saved:
      "条件《じょうけん》を保存《ほぞん》しました。新《あたら》しいおねがいがあったら、お知《し》らせします。",
    deleted: "保存《ほぞん》した条件《じょうけん》を消《け》しました。",
    listTitle: "保存《ほぞん》した条件《じょうけん》",
    none: "保存《ほぞん》した条件《じょうけん》はありません。",
    remove: "消《け》す",
    tooMany: (max: number) => `保存《ほぞん》できる条件《じょうけん》は、${max}件《けん》までです。`,
    needsCriterion:
      "キーワード、カテゴリ、地域《ちいき》、タグ、場所《ばしょ》、言語《げんご》の中《なか》から、1つ以上《いじょう》決《き》めてください。",
    notFound: "保存《ほぞん》した条件《じょうけん》が見《み》つかりません。",
    describeAll: "すべてのおねがい",
    keyword: (k: string) => `「${k}」`,
    near: (km: number) => `近《ちか》く（${km}kmまで）`,
    fields: {
      keyword: "キーワード",
      category_id: "カテゴリ",
      region_id: "地域《ちいき》",
      tags: "タグ",
      near: "場所《ばしょ》",
      lat: "緯度《いど》",
      lon: "経度《けいど》",
      radius_km: "半径《はんけい》",
      language: "言語《げんご》",
      ids: "お知《し》らせ",
    },
  },
};
