/**
 * The interest and region fields of profile edit: the current choice (interest chips with remove buttons, the
 * region name or copy.profile.regionUnset) and the button that opens the picker modal.
 */
import { FieldErrors } from "#client/components/field-errors.tsx";
import { copy } from "#shared/copy.ts";

const p = copy.profile;

interface InterestsFieldProps {
  ids: readonly number[];
  names: ReadonlyMap<number, string>;
  errors: readonly string[];
  onRemove: (id: number) => void;
  onOpen: () => void;
}

/** The interests of profile edit: chips with remove buttons and the picker button (docs/product.md §2). */
export function InterestsField({ ids, names, errors, onRemove, onOpen }: InterestsFieldProps) {
  return (
    <div className={`field${errors.length > 0 ? " field--invalid" : ""}`}>
      <span className="field__label">{p.fields.interests}</span>
      {ids.length > 0 ? (
        <ul className="chip-list">
          {ids.map((id) => {
            const name = names.get(id) ?? String(id);
            return (
              <li key={id} className="chip chip--soft">
                {name}
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={p.removeInterest(name)}
                  onClick={() => onRemove(id)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="field__hint">{p.interestsNone}</p>
      )}
      <div>
        <button type="button" className="button button--outline" onClick={onOpen}>
          {p.interestsChoose}
        </button>
      </div>
      <FieldErrors messages={errors} />
    </div>
  );
}

/** The region of profile edit: its name (or 未設定) and the picker button (docs/product.md §2). */
export function RegionField({
  name,
  errors,
  onOpen,
}: {
  name: string;
  errors: readonly string[];
  onOpen: () => void;
}) {
  return (
    <div className={`field${errors.length > 0 ? " field--invalid" : ""}`}>
      <span className="field__label">{p.fields.region}</span>
      <div className="region-choice">
        <span className="region-choice__value" data-testid="profile-region-value">
          {name}
        </span>
        <button type="button" className="button button--outline" onClick={onOpen}>
          {p.regionChoose}
        </button>
      </div>
      <FieldErrors messages={errors} />
    </div>
  );
}
