/**
 * The location line of the lists and the home nearby section (docs/product.md §4 Location): the granted message
 * (現在地をもとに情報を表示しています) with a refresh button, the denied / unsupported / failed messages, or a
 * prompt with "use current location". The reset button follows the `reset` setting: "auto" (default) shows it
 * after a refusal, "always" also while a location is in use, "never" hides it. A viewer without a registered
 * region who refused location (or whose browser has none) picks a prefecture here instead, kept in this browser
 * (docs/product.md "Phone first"), and the line names that choice rather than a registered region it lacks.
 */
import { type ReactNode, useId } from "react";
import type { LocationResetMode } from "#client/lib/location-state.ts";
import { setPickedRegion, usePickedRegion } from "#client/lib/picked-region.ts";
import { regionName } from "#client/lib/reference-names.ts";
import { useLocationState } from "#client/lib/use-location.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { NavigationIcon } from "./icons.tsx";
import "#client/styles/discovery.css";
import "./location-notice.css";

interface LocationNoticeProps {
  /** The prompt shown while no location is in use (default copy.location.prompt). */
  prompt?: string;
  /** Hide the prompt (show only the state messages). */
  promptHidden?: boolean;
  /** When the reset button shows (docs/product.md §4 "per setting"; default "auto": after a refusal). */
  reset?: LocationResetMode;
}

/** The prefecture choice of a viewer with neither a location nor a registered region, and the line above it. */
function RegionPick({ fallback }: { fallback: string }) {
  const id = useId();
  const picked = usePickedRegion();
  const regions = useRegions();
  const pickedRegion = regions.data?.find((region) => region.id === picked);
  const pickedName = pickedRegion ? regionName(pickedRegion) : null;
  return (
    <>
      <p role="status">{pickedName ? copy.phone.nearby.picked(pickedName) : fallback}</p>
      <span className="location-notice__actions">
        <label className="visually-hidden" htmlFor={id}>
          {copy.phone.nearby.pickLabel}
        </label>
        <select
          id={id}
          className="select location-notice__region"
          value={picked ?? ""}
          onChange={(event) => setPickedRegion(event.target.value === "" ? null : Number(event.target.value))}
        >
          <option value="">{copy.phone.nearby.pickLabel}</option>
          {regions.data?.map((region) => (
            <option key={region.id} value={region.id}>
              {regionName(region)}
            </option>
          ))}
        </select>
      </span>
    </>
  );
}

/**
 * The location line of docs/product.md §4: granted, denied, unsupported or failed message, else `prompt` with a
 * button (unless `promptHidden`).
 */
export function LocationNotice({
  prompt = copy.location.prompt,
  promptHidden = false,
  reset = "auto",
}: LocationNoticeProps) {
  const location = useLocationState();
  const session = useSession();
  // Without a registered region the 「登録地域をもとに」 texts would not be true: offer a prefecture instead.
  const noRegion = !session.isLoading && session.user?.region_id == null;
  const locating = location.status === "locating";
  const requestButton = (label: string) => (
    <button
      type="button"
      className="button button--surface button--small"
      onClick={() => void location.request()}
      disabled={locating}
    >
      <NavigationIcon size={16} />
      {locating ? copy.location.locating : label}
    </button>
  );
  const resetButton = location.resetVisible(reset) ? (
    <button type="button" className="button button--outline button--small" onClick={() => location.reset()}>
      {copy.location.reset}
    </button>
  ) : null;
  const actions = (first: ReactNode, second: ReactNode = null) => (
    <span className="location-notice__actions">
      {first}
      {second}
    </span>
  );

  if (location.active) {
    return (
      <div className="location-notice location-notice--active" data-state="granted">
        <p role="status">{copy.location.granted}</p>
        {actions(requestButton(copy.location.refresh), resetButton)}
      </div>
    );
  }
  if (location.status === "unsupported") {
    return (
      <div className="location-notice location-notice--muted" data-state="unsupported">
        {noRegion ? (
          <RegionPick fallback={copy.phone.nearby.unsupportedNoRegion} />
        ) : (
          <p role="status">{copy.location.unsupported}</p>
        )}
      </div>
    );
  }
  if (location.permission === "denied") {
    return (
      <div className="location-notice location-notice--muted" data-state="denied">
        {noRegion ? (
          <RegionPick fallback={copy.phone.nearby.deniedNoRegion} />
        ) : (
          <p role="status">{copy.location.denied}</p>
        )}
        {actions(resetButton)}
      </div>
    );
  }
  if (location.status === "failed") {
    return (
      <div className="location-notice location-notice--muted" data-state="failed">
        <p role="alert">{copy.location.failed}</p>
        {actions(requestButton(copy.location.useCurrent))}
      </div>
    );
  }
  if (promptHidden) return null;
  return (
    <div className="location-notice" data-state="prompt">
      <p>{prompt}</p>
      {actions(requestButton(copy.location.useCurrent))}
    </div>
  );
}
