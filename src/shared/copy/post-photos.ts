/**
 * Words of a request's photos (docs/product.md "Request photos"): the form's photo picker (add, reorder, cover,
 * remove, alt text), the post page's gallery and the refusals of the photo calls.
 */
export const postPhotosCopy = {
  /** The form section's heading and hint. */
  heading: "写真",
  hint: (max: number) =>
    `JPEG・PNG・WebP・GIF（1枚2MBまで）を${max}枚まで。まとめて選べます。1枚目が表紙になります。`,
  add: "写真を追加",
  count: (n: number, max: number) => `${n} / ${max}枚`,
  compressing: "写真を縮小しています…",
  notImage: "画像ファイルを選択してください。",
  tooMany: (max: number) => `写真は${max}枚までです。`,
  /** One photo of the picker: its name for screen readers and its buttons. */
  photoLabel: (n: number, total: number) => `写真 ${n}枚目（全${total}枚）`,
  cover: "表紙",
  makeCover: "表紙にする",
  moveBefore: "前へ",
  moveAfter: "後へ",
  moveBeforeLabel: (n: number) => `${n}枚目の写真を前へ移動`,
  moveAfterLabel: (n: number) => `${n}枚目の写真を後へ移動`,
  makeCoverLabel: (n: number) => `${n}枚目の写真を表紙にする`,
  remove: "削除",
  removeLabel: (n: number) => `${n}枚目の写真を削除`,
  alt: "写真の説明（任意）",
  altLabel: (n: number) => `${n}枚目の写真の説明（任意）`,
  altPlaceholder: "例：倒れた棚と散らばった本",
  dragHint: "ドラッグ、または「前へ」「後へ」で並べ替えられます。",
  moved: (n: number) => `${n}枚目に移動しました。`,
  coverSet: "表紙を変更しました。",
  /** The post page's gallery. */
  gallery: "写真",
  previous: "前の写真",
  next: "次の写真",
  counter: (n: number, total: number) => `${n} / ${total}`,
  photoAlt: (title: string, n: number, total: number) =>
    total > 1 ? `「${title}」の写真 ${n}枚目` : `「${title}」の写真`,
  /** Field names of the refusals. */
  fields: {
    images: "写真",
    image_alts: "写真の説明",
    image_id: "写真",
    order: "写真の並び順",
    cover_id: "表紙の写真",
    alts: "写真の説明",
  },
  /** The refusal (429) of too many photo changes: 120 an hour per member. */
  tooManyChanges:
    "写真の変更が続いたため、一時的に受け付けを停止しています。しばらく待ってからもう一度お試しください。",
  errors: {
    tooMany: (max: number) => `写真は${max}枚までです。`,
    unknownImage: "指定された写真はこの依頼にありません。",
    orderMismatch: "並び順には、この依頼の写真をすべて一度ずつ指定してください。",
    altsMismatch: "写真の説明は、写真と同じ数だけ指定してください。",
    noPhotos: "この依頼には写真がありません。",
  },
} as const;
