/**
 * The やさしい日本語 twin of the words of a request's photos (src/shared/copy/post-photos.ts): the form's photo
 * picker (add, reorder, cover, remove, alt text), the post page's gallery and the refusals of the photo calls.
 */
import type { postPhotosCopy } from "../copy/post-photos.ts";
import type { Translation } from "../copy-en/translation.ts";

export const postPhotosCopyEasy: Translation<typeof postPhotosCopy> = {
  /** The form section's heading and hint. */
  heading: "写真《しゃしん》",
  hint: (max: number) =>
    `JPEG・PNG・WebP・GIF の写真《しゃしん》を${max}枚《まい》まで入《い》れることができます。1枚《まい》は2MBまでです。何枚《なんまい》か一緒《いっしょ》に選《えら》べます。1枚目《まいめ》が表紙《ひょうし》になります。`,
  add: "写真《しゃしん》を入《い》れる",
  count: (n: number, max: number) => `${n} / ${max}枚《まい》`,
  compressing: "写真《しゃしん》を小《ちい》さくしています…",
  notImage: "画像《がぞう》のファイルを選《えら》んでください。",
  tooMany: (max: number) => `写真《しゃしん》は${max}枚《まい》までです。`,
  /** One photo of the picker: its name for screen readers and its buttons. */
  photoLabel: (n: number, total: number) =>
    `写真《しゃしん》 ${n}枚目《まいめ》（全部《ぜんぶ》で${total}枚《まい》）`,
  cover: "表紙《ひょうし》",
  makeCover: "表紙《ひょうし》にする",
  moveBefore: "前《まえ》へ",
  moveAfter: "後《うし》ろへ",
  moveBeforeLabel: (n: number) => `${n}枚目《まいめ》の写真《しゃしん》を前《まえ》へ動《うご》かす`,
  moveAfterLabel: (n: number) => `${n}枚目《まいめ》の写真《しゃしん》を後《うし》ろへ動《うご》かす`,
  makeCoverLabel: (n: number) => `${n}枚目《まいめ》の写真《しゃしん》を表紙《ひょうし》にする`,
  remove: "消《け》す",
  removeLabel: (n: number) => `${n}枚目《まいめ》の写真《しゃしん》を消《け》す`,
  alt: "写真《しゃしん》の説明《せつめい》（書《か》かなくてもいい）",
  altLabel: (n: number) => `${n}枚目《まいめ》の写真《しゃしん》の説明《せつめい》（書《か》かなくてもいい）`,
  altPlaceholder: "例《れい》：たおれた棚《たな》と、床《ゆか》に落《お》ちた本《ほん》",
  dragHint:
    "写真《しゃしん》の順番《じゅんばん》を変《か》えることができます。ドラッグするか、「前《まえ》へ」「後《うし》ろへ」を押《お》してください。",
  moved: (n: number) => `${n}枚目《まいめ》に動《うご》かしました。`,
  coverSet: "表紙《ひょうし》を変《か》えました。",
  /** The post page's gallery. */
  gallery: "写真《しゃしん》",
  previous: "前《まえ》の写真《しゃしん》",
  next: "次《つぎ》の写真《しゃしん》",
  counter: (n: number, total: number) => `${n} / ${total}`,
  photoAlt: (title: string, n: number, total: number) =>
    total > 1 ? `「${title}」の写真《しゃしん》 ${n}枚目《まいめ》` : `「${title}」の写真《しゃしん》`,
  /** Field names of the refusals. */
  fields: {
    images: "写真《しゃしん》",
    image_alts: "写真《しゃしん》の説明《せつめい》",
    image_id: "写真《しゃしん》",
    order: "写真《しゃしん》の順番《じゅんばん》",
    cover_id: "表紙《ひょうし》の写真《しゃしん》",
    alts: "写真《しゃしん》の説明《せつめい》",
  },
  /** The refusal (429) of too many photo changes: 120 an hour per member. */
  tooManyChanges:
    "写真《しゃしん》を何回《なんかい》も続《つづ》けて変《か》えました。それで、少《すこ》しの間《あいだ》、写真《しゃしん》を変《か》えることができません。少《すこ》し待《ま》ってから、もう一度《いちど》してください。",
  errors: {
    tooMany: (max: number) => `写真《しゃしん》は${max}枚《まい》までです。`,
    unknownImage: "その写真《しゃしん》は、このおねがいの写真《しゃしん》ではありません。",
    orderMismatch:
      "順番《じゅんばん》には、このおねがいの写真《しゃしん》を全部《ぜんぶ》、1回《かい》ずつ入《い》れてください。",
    altsMismatch:
      "写真《しゃしん》の説明《せつめい》は、写真《しゃしん》と同《おな》じ数《かず》だけ入《い》れてください。",
    noPhotos: "このおねがいには、写真《しゃしん》がありません。",
  },
};
