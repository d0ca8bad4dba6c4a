/**
 * The 審査中 / 非表示 mark an author sees on their own hidden post, comment or message (docs/product.md §12).
 */
import { copy } from "#shared/copy.ts";
import "./safety.css";

/** Nothing for shown content; else the mark with the note of why others do not see it. */
export function ModerationMark({ moderation }: { moderation: "pending" | "removed" | null | undefined }) {
  if (!moderation) return null;
  const m = copy.safety.moderation;
  return (
    <span
      className={`moderation-mark moderation-mark--${moderation}`}
      title={moderation === "pending" ? m.pendingNote : m.removedNote}
    >
      {moderation === "pending" ? m.pending : m.hidden}
    </span>
  );
}
