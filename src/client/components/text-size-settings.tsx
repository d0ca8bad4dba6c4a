/**
 * The 文字サイズ section's body in /account/settings (docs/product.md "文字サイズ"): the three sizes, saved for
 * the account at once, with a short status line.
 */
import { useId } from "react";
import { useTextSize } from "#client/lib/use-text-size.ts";
import { copy } from "#shared/copy.ts";
import { TextSizeChoices } from "./text-size-choices.tsx";

/** The settings control (docs/product.md "文字サイズ"); `labelledBy` is the section heading's id. */
export function TextSizeSettings({ labelledBy }: { labelledBy: string }) {
  const noteId = useId();
  const { size, choose, saved, failed } = useTextSize();
  return (
    <div className="text-size-settings" aria-describedby={noteId}>
      <TextSizeChoices value={size} onChoose={choose} labelledBy={labelledBy} />
      <p id={noteId} className="text-size-settings__note">
        {copy.textSize.memberNote}
      </p>
      <p className="text-size-settings__status" role="status">
        {failed ? copy.textSize.saveFailed : saved ? copy.textSize.saved : ""}
      </p>
    </div>
  );
}
