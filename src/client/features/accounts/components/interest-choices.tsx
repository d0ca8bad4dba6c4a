/**
 * Interest categories in the register form (docs/product.md §3 Register payload `categories[]`): the top-level
 * categories of the catalogue (useCategories) as toggle chips, each a real checkbox.
 */
import { categoryName } from "#client/lib/reference-names.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";

interface InterestChoicesProps {
  categories: readonly CategoryNode[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  describedBy?: string;
}

/** The register form's interest chips (docs/product.md §3 Register payload `categories[]`). */
export function InterestChoices({ categories, selected, onChange, describedBy }: InterestChoicesProps) {
  function toggle(id: number, checked: boolean): void {
    onChange(checked ? [...selected, id] : selected.filter((item) => item !== id));
  }
  return (
    <ul className="interest-choices" aria-describedby={describedBy}>
      {categories.map((category) => (
        <li key={category.id}>
          <label className="interest-choice">
            <input
              type="checkbox"
              name="categories[]"
              value={category.id}
              checked={selected.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
            />
            <span>{categoryName(category)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
