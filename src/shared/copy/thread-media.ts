/**
 * Words of thread photos and 既読 (docs/product.md "スレッドの写真", "既読"): the composer's photo button and
 * previews, the photos in a message, the 既読 mark and its setting on the account settings page.
 */
export const threadMediaCopy = {
  photos: {
    /** The form field named in the 422s of thread photos. */
    field: "写真",
    attach: "写真を添付",
    attachHint: (max: number) => `写真は${max}枚まで送れます。`,
    remove: (n: number) => `${n}枚目の写真を外す`,
    preview: (n: number) => `送信する${n}枚目の写真`,
    tooMany: (max: number) => `写真は${max}枚までです。`,
    compressing: "写真を準備しています…",
    compressFailed: "写真を読み込めませんでした。別の写真をお試しください。",
    /** The alt text of a photo in a message bubble (the sender's name). */
    alt: (name: string, n: number) => `${name}さんが送った写真（${n}枚目）`,
    open: (n: number) => `${n}枚目の写真を大きく表示`,
    close: "閉じる",
    /** The 422 when neither a body nor a photo is sent. */
    bodyOrPhoto: "メッセージか写真のどちらかを入力してください。",
    /** 404 of a photo the viewer may not see (or that does not exist). */
    notFound: "写真が見つかりません。",
  },
  readReceipts: {
    /** Under the viewer's own messages the partner has read (both turned 既読 on). */
    read: "既読",
    readAt: (time: string) => `既読 ${time}`,
    title: "既読の表示",
    switchLabel: "既読を表示する",
    explanation:
      "オンにすると、あなたと相手の両方がオンにしているスレッドで、相手がメッセージを読んだときに「既読」と表示されます。既読を気にせずやり取りできるよう、はじめはオフになっています。",
    saved: (enabled: boolean) => (enabled ? "既読の表示をオンにしました。" : "既読の表示をオフにしました。"),
    saveFailed: "既読の設定を保存できませんでした。",
    field: "既読の表示",
    /** 429 past READ_RECEIPTS_LIMIT. */
    tooMany:
      "既読の設定の変更が続いたため、一時的に受け付けを停止しています。10分ほど待ってからもう一度お試しください。",
    /** 429 past the thread read limit. */
    readTooMany: "既読の記録が多すぎます。少し時間をおいてお試しください。",
  },
} as const;
