/**
 * The やさしい日本語 twin of src/shared/copy/text-size.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md):
 * words of the text size setting (docs/product.md "文字サイズ").
 */
import type { textSizeCopy } from "../copy/text-size.ts";
import type { Translation } from "../copy-en/translation.ts";

export const textSizeCopyEasy: Translation<typeof textSizeCopy> = {
  /** The setting's name: the header button's label, the settings section's heading, the field of a refusal. */
  title: "文字《もじ》の大《おお》きさ",
  /** The three choices, in order (100 %, 125 %, 150 %). */
  choices: { standard: "ふつう", large: "大《おお》きい", "x-large": "とても大《おお》きい" },
  /** The header button's glyph (「あ」 with its size), hidden from screen readers (the label names the setting). */
  buttonGlyph: "あ",
  /** The header panel's and the settings section's explanation. */
  hint: "画面《がめん》の文字《もじ》の大《おお》きさを選《えら》べます。",
  /** Under the settings section: where the choice is kept. */
  memberNote:
    "ここで選《えら》んだ大《おお》きさは、ほかのスマートフォンやパソコンでログインしたときも使《つか》います。",
  /** After a member's choice is saved. */
  saved: "文字《もじ》の大《おお》きさを保存《ほぞん》しました。",
  /** When a member's choice could not be saved (it still applies on this device). */
  saveFailed:
    "文字《もじ》の大《おお》きさを保存《ほぞん》できませんでした。このスマートフォンやパソコンでは、選《えら》んだ大《おお》きさで見《み》せています。",
  /** The refusal (429) of too many changes: 60 in 10 minutes per member. */
  tooMany:
    "文字《もじ》の大《おお》きさを、何回《なんかい》も続《つづ》けて変《か》えました。少《すこ》しのあいだ、変《か》えることができません。10分《ぷん》ぐらい待《ま》ってから、もう一度《いちど》やってみてください。",
};
