/**
 * The やさしい日本語 twin of src/shared/copy/thread-media.ts
 * (docs/decisions/034-languages-as-typed-catalogue-twins.md): words of thread photos and read receipts
 * (docs/product.md "スレッドの写真", "既読").
 */
import type { threadMediaCopy } from "../copy/thread-media.ts";
import type { Translation } from "../copy-en/translation.ts";

export const threadMediaCopyEasy: Translation<typeof threadMediaCopy> = {
  photos: {
    /** The form field named in the 422s of thread photos. */
    field: "写真《しゃしん》",
    attach: "写真《しゃしん》をつける",
    attachHint: (max: number) => `写真《しゃしん》は${max}枚《まい》まで送《おく》れます。`,
    remove: (n: number) => `${n}枚目《まいめ》の写真《しゃしん》をはずす`,
    preview: (n: number) => `送《おく》る${n}枚目《まいめ》の写真《しゃしん》`,
    tooMany: (max: number) => `写真《しゃしん》は${max}枚《まい》までです。`,
    compressing: "写真《しゃしん》を準備《じゅんび》しています…",
    compressFailed:
      "写真《しゃしん》を開《ひら》けませんでした。ほかの写真《しゃしん》でやってみてください。",
    /** The alt text of a photo in a message bubble (the sender's name). */
    alt: (name: string, n: number) => `${name}さんが送《おく》った写真《しゃしん》（${n}枚目《まいめ》）`,
    open: (n: number) => `${n}枚目《まいめ》の写真《しゃしん》を大《おお》きく見《み》る`,
    close: "閉《と》じる",
    /** The 422 when neither a body nor a photo is sent. */
    bodyOrPhoto: "メッセージを書《か》くか、写真《しゃしん》をつけてください。",
    /** 404 of a photo the viewer may not see (or that does not exist). */
    notFound: "写真《しゃしん》が見《み》つかりません。",
  },
  readReceipts: {
    /** Under the viewer's own messages the partner has read (both turned read receipts on). */
    read: "読《よ》んだ",
    readAt: (time: string) => `読《よ》んだ ${time}`,
    title: "「読《よ》んだ」を見《み》せる",
    switchLabel: "「読《よ》んだ」を見《み》せる",
    explanation:
      "オンにすると、相手《あいて》があなたのメッセージを読《よ》んだとき、「読《よ》んだ」と出《で》ます。これは、あなたと相手《あいて》の両方《りょうほう》がオンにしているやりとりだけです。はじめはオフです。読《よ》んだかどうかを気《き》にしないで、やりとりできるようにするためです。",
    saved: (enabled: boolean) =>
      enabled
        ? "「読《よ》んだ」を見《み》せる設定《せってい》をオンにしました。"
        : "「読《よ》んだ」を見《み》せる設定《せってい》をオフにしました。",
    saveFailed: "「読《よ》んだ」の設定《せってい》を保存《ほぞん》できませんでした。",
    field: "「読《よ》んだ」を見《み》せる設定《せってい》",
    /** 429 past READ_RECEIPTS_LIMIT. */
    tooMany:
      "「読《よ》んだ」の設定《せってい》を、何回《なんかい》も続《つづ》けて変《か》えました。少《すこ》しのあいだ、変《か》えることができません。10分《ぷん》ぐらい待《ま》ってから、もう一度《いちど》やってみてください。",
    /** 429 past the thread read limit. */
    readTooMany:
      "読《よ》んだ記録《きろく》が多《おお》すぎます。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
  },
};
