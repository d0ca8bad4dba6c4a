/**
 * The header's 文字サイズ button of a visitor (docs/product.md "文字サイズ"; members find the sizes in their user
 * menu): opens a small panel with the three sizes.
 */
import { useTextSize } from "#client/lib/use-text-size.ts";
import { copy } from "#shared/copy.ts";
import { HeaderPopover } from "./header-popover.tsx";
import { TextSizeChoices } from "./text-size-choices.tsx";

/** The header button and its panel (docs/product.md "文字サイズ"). */
export function TextSizeMenu() {
  const { size, choose } = useTextSize();
  return (
    <HeaderPopover
      base="text-size-menu"
      label={copy.textSize.title}
      title={copy.textSize.title}
      button={
        <span aria-hidden="true" className="text-size-menu__glyph">
          {copy.textSize.buttonGlyph}
        </span>
      }
    >
      {(titleId) => <TextSizeChoices value={size} onChoose={choose} labelledBy={titleId} />}
    </HeaderPopover>
  );
}
