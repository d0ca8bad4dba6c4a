/**
 * Category <select> grouped by parent (docs/product.md §2 Post create, Post list): each parent is an <optgroup> holding
 * the parent itself (selectable) and its children. `parentLabel` words the parent's own option.
 */
import type { ChangeEvent, SelectHTMLAttributes } from "react";
import { categoryName } from "#client/lib/reference-names.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";

interface CategorySelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "children"> {
  categories: readonly CategoryNode[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
  /** Text of the empty option ("all" in filters, "please choose" in forms). */
  emptyLabel: string;
  parentLabel: (name: string) => string;
}

/**
 * A category <select> grouped by parent (parents selectable, worded by `parentLabel`, e.g. 親: …); `onChange`
 * gets the id or null for the empty option.
 */
export function CategorySelect({
  categories,
  value,
  onChange,
  emptyLabel,
  parentLabel,
  ...rest
}: CategorySelectProps) {
  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    const id = Number(event.target.value);
    onChange(Number.isInteger(id) && id > 0 ? id : null);
  }
  return (
    <select {...rest} className="select" value={value === null ? "" : String(value)} onChange={handleChange}>
      <option value="">{emptyLabel}</option>
      {categories.map((parent) =>
        parent.children.length > 0 ? (
          <optgroup key={parent.id} label={categoryName(parent)}>
            <option value={parent.id}>{parentLabel(categoryName(parent))}</option>
            {parent.children.map((child) => (
              <option key={child.id} value={child.id}>
                {categoryName(child)}
              </option>
            ))}
          </optgroup>
        ) : (
          <option key={parent.id} value={parent.id}>
            {parentLabel(categoryName(parent))}
          </option>
        ),
      )}
    </select>
  );
}
