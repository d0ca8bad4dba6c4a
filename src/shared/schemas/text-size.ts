/**
 * The text size setting (docs/product.md "文字サイズ"): three sizes, the root font-size each stands for, and the
 * input of accounts.updateTextSize (PUT /api/settings/text-size).
 */
import { z } from "zod";
import { copy } from "../copy.ts";

/** The sizes, smallest first: 標準 (100 %), 大 (125 %), 特大 (150 %). */
export const TEXT_SIZES = ["standard", "large", "x-large"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** The size of a member who never chose one, and of a visitor's device with nothing kept. */
export const DEFAULT_TEXT_SIZE: TextSize = "standard";

/** The root font-size of each size, in percent of the browser's (16 px at 100 %). */
export const TEXT_SIZE_PERCENT: Record<TextSize, number> = { standard: 100, large: 125, "x-large": 150 };

/** Whether `value` is one of TEXT_SIZES. */
export function isTextSize(value: unknown): value is TextSize {
  return typeof value === "string" && (TEXT_SIZES as readonly string[]).includes(value);
}

/** A size as stored or answered. */
export const ZTextSize = z.enum(TEXT_SIZES);

/**
 * `{text_size}`: one of TEXT_SIZES after NFKC, trimming and lower-casing (「ＬＡＲＧＥ」 is large); anything else
 * is refused with 「選択された文字サイズは正しくありません。」 (422).
 */
export const ZTextSizeInput = z.object({
  text_size: z.preprocess(
    (value) => (typeof value === "string" ? value.normalize("NFKC").trim().toLowerCase() : value),
    z.enum(TEXT_SIZES, { error: copy.validation.invalidChoice(copy.textSize.title) }),
  ),
});
export type TTextSizeData = z.output<typeof ZTextSizeInput>;

/** The answer of accounts.updateTextSize: the size now kept for the member. */
export const ZTextSizeAnswer = z.object({ text_size: ZTextSize });
export type TextSizeAnswer = z.infer<typeof ZTextSizeAnswer>;
