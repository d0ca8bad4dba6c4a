/**
 * Words of the text size setting (docs/product.md "文字サイズ"): the header menu, the account settings section
 * and the refusal of an unknown size.
 */
export const textSizeCopy = {
  /** The setting's name: the header button's label, the settings section's heading, the field of a refusal. */
  title: "文字サイズ",
  /** The three choices, in order (標準 100 %, 大 125 %, 特大 150 %). */
  choices: { standard: "標準", large: "大", "x-large": "特大" },
  /** The header button's glyph (「あ」 with its size), hidden from screen readers (the label says 文字サイズ). */
  buttonGlyph: "あ",
  /** The header panel's and the settings section's explanation. */
  hint: "画面の文字の大きさを選べます。",
  /** Under the settings section: where the choice is kept. */
  memberNote: "ここで選んだ大きさは、ほかの端末でログインしたときにも使われます。",
  /** After a member's choice is saved. */
  saved: "文字サイズを保存しました。",
  /** When a member's choice could not be saved (it still applies on this device). */
  saveFailed: "文字サイズを保存できませんでした。この端末では選んだ大きさで表示しています。",
  /** The refusal (429) of too many changes: 60 in 10 minutes per member. */
  tooMany:
    "文字サイズの変更が続いたため、一時的に受け付けを停止しています。10分ほど待ってからもう一度お試しください。",
} as const;
