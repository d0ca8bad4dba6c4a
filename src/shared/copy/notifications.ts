/**
 * Japanese copy of notifications, saved searches and their settings (docs/product.md §11 Notifications).
 */
export const notificationsCopy = {
  bell: "お知らせ",
  bellUnread: (count: number) => `お知らせ（未読${count > 99 ? "99件以上" : `${count}件`}）`,
  /** Heard once by a screen reader when the unread count grows while a page is open. */
  announceNew: (count: number) => `新しいお知らせがあります（未読${count > 99 ? "99件以上" : `${count}件`}）`,
  pageTitle: "お知らせ",
  pageDescription: "コメントやフォロー、保存した条件に合う新着依頼などのお知らせです。",
  empty: "お知らせはまだありません。",
  markAllRead: "すべて既読にする",
  unreadLabel: "未読",
  loadFailed: "お知らせを読み込めませんでした。",
  /** Titles and bodies by kind; names and titles are those of the moment it happened. */
  kinds: {
    comment: {
      title: (actor: string) => `${actor}さんがあなたの依頼にコメントしました`,
    },
    reply: {
      title: (actor: string) => `${actor}さんがコメントした依頼に新しいコメントがあります`,
    },
    follow: {
      title: (actor: string) => `${actor}さんがあなたをフォローしました`,
      body: "プロフィールを見てみましょう。",
    },
    followed_post: {
      title: (actor: string) => `フォロー中の${actor}さんが新しい依頼を投稿しました`,
    },
    saved_search: {
      title: "保存した条件に合う新しい依頼があります",
    },
    admin_notice: {
      title: (title: string) => `運営からのお知らせ：${title}`,
    },
    bookmark_status: {
      title: (status: string) => `保存した依頼が「${status}」になりました`,
    },
    review: {
      title: (actor: string) => `${actor}さんから評価が届きました`,
    },
    report_handled: {
      title: "あなたの通報に対応しました",
      body: (action: string) =>
        `運営が内容を確認し、「${action}」として対応しました。ご協力ありがとうございます。`,
    },
  },
  deletedUser: "退会したユーザー",
  settings: {
    title: "通知の設定",
    lead: "お知らせの種類ごとに、メールとプッシュ通知で受け取るかを選べます。",
    email: "メール",
    push: "プッシュ通知",
    /** The group headings of the switches (one setting per row). */
    emailGroup: "メールで受け取る",
    pushGroup: "プッシュ通知で受け取る",
    pushGroupLead: "通知を許可したこのブラウザやスマートフォンに届きます。",
    /** The timing select under a kind whose e-mail is on. */
    timing: "タイミング",
    modes: { immediate: "すぐに受け取る", daily: "1日1回まとめて", off: "受け取らない" },
    kindLabels: {
      comment: "自分の依頼へのコメント",
      reply: "コメントした依頼への新しいコメント",
      follow: "新しいフォロワー",
      followed_post: "フォロー中の人の新しい依頼",
      saved_search: "保存した条件に合う新しい依頼",
      admin_notice: "運営からのお知らせ",
      bookmark_status: "保存した依頼の解決・締め切り",
      review: "届いた評価",
      report_handled: "通報への対応",
      appointment: "日程調整とリマインダー",
    },
    digestHour: "まとめメールの時刻",
    hourOption: (hour: number) => `${hour}時`,
    threadMail: "メッセージが15分読まれていないときにメールで知らせる",
    save: "設定を保存",
    saved: "通知の設定を保存しました。",
  },
  mail: {
    subject: (title: string) => `【たすけあい掲示板】${title}`,
    open: "たすけあい掲示板で見る",
    footer: "このメールはたすけあい掲示板のお知らせ設定に基づいて送信しています。",
    preferences: "通知メールの設定を変更する",
    unsubscribe: "この種類のメールの配信を停止する",
  },
  digest: {
    subject: (count: number) => `【たすけあい掲示板】今日のお知らせ${count}件のまとめ`,
    heading: "今日のお知らせまとめ",
    intro: (count: number) => `前回のまとめ以降のお知らせが${count}件あります。`,
    /** The count after a section title: （3件）. */
    sectionCount: (count: number) => `（${count}件）`,
    sections: {
      requests: "あなたに合う新しい依頼",
      comments: "コメント",
      followers: "新しいフォロワー",
      other: "そのほかのお知らせ",
    },
    openAll: "お知らせをすべて見る",
    /** The digest as an unsubscribe link names it. */
    label: "毎日のまとめメール",
    unsubscribe: "まとめメールの配信を停止する",
  },
  /** Comments and replies about one post gathered into one mail (docs/product.md §11 E-mail). */
  commentBatch: {
    subject: (postTitle: string, count: number) =>
      `【たすけあい掲示板】「${postTitle}」に新しいコメントが${count}件あります`,
    intro: (postTitle: string, count: number) =>
      `「${postTitle}」に、前回のお知らせのあと新しいコメントが${count}件ありました。`,
    /** One quoted comment: who wrote it and its first characters. */
    quote: (name: string, excerpt: string) => `${name}：${excerpt}`,
    /** After the quoted ones when there were more. */
    more: (count: number) => `ほか${count}件のコメントがあります。`,
    open: "コメントを読む",
  },
  threadMail: {
    label: "未読メッセージのお知らせ",
    subject: (sender: string) => `【たすけあい掲示板】${sender}さんからメッセージが届いています`,
    intro: (sender: string) => `${sender}さんからのメッセージがまだ読まれていません。`,
    open: "メッセージを読む",
    unsubscribe: "未読メッセージのメールを停止する",
  },
  push: {
    fields: { endpoint: "通知の送信先", p256dh: "通知の鍵", auth: "通知の認証情報" },
    /** An endpoint that is not an https:// URL, or carries a user name or password. */
    endpointForm: "通知の送信先は、https:// で始まるプッシュサービスのアドレスにしてください。",
    /** An endpoint on a private, loopback, link-local or otherwise non-public address (after resolving its name). */
    endpointAddress: "通知の送信先には、インターネットに公開されたアドレスだけを使えます。",
    /** Browser keys of the wrong size (a P-256 public key is 65 bytes, the secret 16). */
    keyForm: (field: string) => `${field}の形式が正しくありません。`,
    tooManySubscriptions: (max: number) =>
      `プッシュ通知を受け取れる端末は${max}台までです。使っていない端末の通知を止めてからお試しください。`,
    messageTitle: (sender: string) => `${sender}さんからメッセージ`,
    ask: "新しいお知らせをこの端末にプッシュ通知で受け取りますか？",
    enable: "プッシュ通知を受け取る",
    enabled: "この端末でプッシュ通知を受け取ります。",
    disable: "プッシュ通知を止める",
    unsupported: "この端末ではプッシュ通知を使えません。",
    denied: "ブラウザの設定で通知が許可されていません。",
  },
  unsubscribe: {
    title: "メール配信の停止",
    confirm: (kind: string) => `「${kind}」のメールの配信を停止しますか？`,
    button: "配信を停止する",
    done: (kind: string) => `「${kind}」のメールの配信を停止しました。`,
    invalid: "このリンクは無効です。",
  },
  adminNotice: {
    title: "お知らせのタイトル",
    body: "お知らせの本文",
    url: "リンク先",
  },
  savedSearch: {
    save: "この条件を保存",
    saved: "条件を保存しました。新しい依頼が見つかるとお知らせします。",
    deleted: "保存した条件を削除しました。",
    listTitle: "保存した検索条件",
    none: "保存した検索条件はありません。",
    remove: "削除",
    tooMany: (max: number) => `保存できる検索条件は${max}件までです。`,
    needsCriterion: "キーワード、カテゴリ、地域、タグ、場所、言語のいずれかを指定してください。",
    notFound: "保存した検索条件が見つかりません。",
    describeAll: "すべての依頼",
    keyword: (k: string) => `「${k}」`,
    near: (km: number) => `半径${km}km以内`,
    fields: {
      keyword: "キーワード",
      category_id: "カテゴリ",
      region_id: "地域",
      tags: "タグ",
      near: "場所",
      lat: "緯度",
      lon: "経度",
      radius_km: "半径",
      language: "言語",
      ids: "お知らせ",
    },
  },
} as const;
