/**
 * The interest-category picker of profile edit (docs/product.md §2: a modal with search): parents and their children as
 * checkboxes, filtered by the search text (a parent stays visible when one of its children matches).
 */
import { useState } from "react";
import { categoryName } from "#client/lib/reference-names.ts";
import { copy } from "#shared/copy.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import { matchesText } from "../lib/match-text.ts";
import { ModalDialog } from "./modal-dialog.tsx";

const p = copy.profile;

interface InterestsModalProps {
  open: boolean;
  categories: readonly CategoryNode[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  onClose: () => void;
}

/** Whether the search text finds `category`: by its Japanese name, or the English one shown on an English page. */
function matches(category: CategoryNode, query: string): boolean {
  const shown = categoryName(category);
  return matchesText(category.name, query) || (shown !== category.name && matchesText(shown, query));
}

/** The interest picker modal of profile edit, with search (docs/product.md §2 Profile edit). */
export function InterestsModal({ open, categories, selected, onChange, onClose }: InterestsModalProps) {
  const [query, setQuery] = useState("");
  const chosen = new Set(selected);
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange([...next]);
  };
  const groups = categories
    .map((parent) => {
      const parentMatches = matches(parent, query);
      const children = parentMatches ? parent.children : parent.children.filter((c) => matches(c, query));
      return { parent, children, visible: parentMatches || children.length > 0 };
    })
    .filter((group) => group.visible);

  return (
    <ModalDialog
      id="interests-modal"
      title={p.interestsChoose}
      open={open}
      onClose={onClose}
      footer={
        <>
          <span className="modal__count">{p.selectedCount(chosen.size)}</span>
          <button type="button" className="button button--primary" onClick={onClose}>
            {p.modalDone}
          </button>
        </>
      }
    >
      <input
        type="search"
        className="input modal__search"
        placeholder={p.interestsSearch}
        aria-label={p.interestsSearch}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {groups.length === 0 ? <p className="modal__empty">{p.interestsEmpty}</p> : null}
      <div className="pick-groups">
        {groups.map(({ parent, children }) => (
          <fieldset key={parent.id} className="pick-group">
            <legend className="pick-group__legend">
              <label className="checkbox">
                <input type="checkbox" checked={chosen.has(parent.id)} onChange={() => toggle(parent.id)} />
                <span>{categoryName(parent)}</span>
              </label>
            </legend>
            <div className="pick-group__items">
              {children.map((child) => (
                <label key={child.id} className="checkbox pick-chip">
                  <input type="checkbox" checked={chosen.has(child.id)} onChange={() => toggle(child.id)} />
                  <span>{categoryName(child)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </ModalDialog>
  );
}
