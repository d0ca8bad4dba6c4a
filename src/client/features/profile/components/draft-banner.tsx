/** The draft offer of profile edit (docs/product.md §4 Profile form): a local draft was found; restore or discard it. */
import { copy } from "#shared/copy.ts";

const p = copy.profile;

/** The "draft found" banner with 復元する / 破棄する (docs/product.md §4 Profile form). */
export function DraftBanner({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  return (
    <div className="draft-banner" role="status">
      <p>{p.draftFound}</p>
      <div className="draft-banner__actions">
        <button type="button" className="button button--primary" onClick={onRestore}>
          {p.draftRestore}
        </button>
        <button type="button" className="button button--ghost" onClick={onDiscard}>
          {p.draftDiscard}
        </button>
      </div>
    </div>
  );
}
