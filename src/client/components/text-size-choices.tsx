/**
 * The three text sizes as large buttons (docs/product.md "文字サイズ"): 標準 / 大 / 特大, each showing 「あ」 at
 * its own size, the chosen one pressed. Used by the visitor's header button, the member's user menu and the account
 * settings.
 */
import { copy } from "#shared/copy.ts";
import { TEXT_SIZES, type TextSize } from "#shared/text-size.ts";
import "./text-size.css";

/** The choices of `value`; `onChoose` gets the size tapped. `labelledBy` names the group. */
export function TextSizeChoices(props: {
  value: TextSize;
  onChoose: (size: TextSize) => void;
  labelledBy: string;
}) {
  return (
    <fieldset className="text-size-choices" aria-labelledby={props.labelledBy}>
      {TEXT_SIZES.map((size) => (
        <button
          key={size}
          type="button"
          className="text-size-choices__button"
          data-size={size}
          aria-pressed={props.value === size}
          onClick={() => props.onChoose(size)}
        >
          <span className="text-size-choices__glyph" aria-hidden="true">
            {copy.textSize.buttonGlyph}
          </span>
          <span className="text-size-choices__label">{copy.textSize.choices[size]}</span>
        </button>
      ))}
    </fieldset>
  );
}
