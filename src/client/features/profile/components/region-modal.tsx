/**
 * The region picker of profile edit (docs/product.md §2: a modal with search; can be set to unset): prefectures grouped
 * by area as radio buttons, filtered by the search text, and copy.profile.regionClear.
 */
import { useState } from "react";
import { areaName, regionName } from "#client/lib/reference-names.ts";
import { copy } from "#shared/copy.ts";
import type { RegionView } from "#shared/schemas/catalog.ts";
import { matchesText } from "../lib/match-text.ts";
import { ModalDialog } from "./modal-dialog.tsx";

const p = copy.profile;

interface RegionModalProps {
  open: boolean;
  regions: readonly RegionView[];
  value: number | null;
  onChange: (id: number | null) => void;
  onClose: () => void;
}

/** The region picker modal of profile edit, with search and 未設定 (docs/product.md §2 Profile edit). */
export function RegionModal({ open, regions, value, onChange, onClose }: RegionModalProps) {
  const [query, setQuery] = useState("");
  const areas = new Map<string, RegionView[]>();
  for (const region of regions) {
    const area = areaName(region);
    // The server's Japanese names and, on an English page, the English ones shown both find a prefecture.
    const english = area === region.area ? "" : ` ${regionName(region)} ${area}`;
    if (!matchesText(`${region.name} ${region.area} ${region.slug}${english}`, query)) continue;
    const list = areas.get(area) ?? [];
    list.push(region);
    areas.set(area, list);
  }
  const choose = (id: number | null) => {
    onChange(id);
    onClose();
  };
  return (
    <ModalDialog
      id="region-modal"
      title={p.regionChoose}
      open={open}
      onClose={onClose}
      footer={
        <button type="button" className="button button--ghost" onClick={() => choose(null)}>
          {p.regionClear}
        </button>
      }
    >
      <input
        type="search"
        className="input modal__search"
        placeholder={p.regionSearch}
        aria-label={p.regionSearch}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {areas.size === 0 ? <p className="modal__empty">{p.regionEmpty}</p> : null}
      <div className="pick-groups">
        {[...areas.entries()].map(([area, members]) => (
          <fieldset key={area} className="pick-group">
            <legend className="pick-group__legend">{area}</legend>
            <div className="pick-group__items">
              {members.map((region) => (
                <label key={region.id} className="checkbox pick-chip">
                  <input
                    type="radio"
                    name="region-modal-choice"
                    checked={value === region.id}
                    onChange={() => choose(region.id)}
                  />
                  <span>{regionName(region)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </ModalDialog>
  );
}
