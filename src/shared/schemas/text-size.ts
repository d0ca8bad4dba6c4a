/**
 * The wire of the text size setting (docs/product.md "文字サイズ"; the sizes themselves: shared/text-size.ts): the
 * input and answer of accounts.updateTextSize (PUT /api/settings/text-size).
 */
import { z } from "zod";
import { copy } from "../copy.ts";
import { TEXT_SIZES } from "../text-size.ts";

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
