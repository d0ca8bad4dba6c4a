/** Prefecture <select>, grouped by area (Tohoku, Kanto, …) as the regions list gives them. */
import type { ChangeEvent, SelectHTMLAttributes } from "react";
import { areaName, regionName } from "#client/lib/reference-names.ts";
import type { RegionView } from "#shared/schemas/catalog.ts";

interface RegionSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "children"> {
  regions: readonly RegionView[];
  value: number | null;
  onChange: (regionId: number | null) => void;
  emptyLabel: string;
}

/** Regions grouped by area (named in the page's language), in the order the server gives them (JIS order). */
function byArea(regions: readonly RegionView[]): [string, RegionView[]][] {
  const groups = new Map<string, RegionView[]>();
  for (const region of regions) {
    const area = areaName(region);
    const group = groups.get(area);
    if (group) group.push(region);
    else groups.set(area, [region]);
  }
  return [...groups.entries()];
}

/** A prefecture <select> grouped by area; `onChange` gets the region id or null for the empty option. */
export function RegionSelect({ regions, value, onChange, emptyLabel, ...rest }: RegionSelectProps) {
  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    const id = Number(event.target.value);
    onChange(Number.isInteger(id) && id > 0 ? id : null);
  }
  return (
    <select {...rest} className="select" value={value === null ? "" : String(value)} onChange={handleChange}>
      <option value="">{emptyLabel}</option>
      {byArea(regions).map(([area, members]) => (
        <optgroup key={area} label={area}>
          {members.map((region) => (
            <option key={region.id} value={region.id}>
              {regionName(region)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
