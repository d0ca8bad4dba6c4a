/**
 * The location line of the lists and the home nearby section (docs/product.md §4 Location): the granted message
 * (現在地をもとに情報を表示しています) with a refresh button, the denied / unsupported / failed messages, or a
 * prompt with "use current location". The reset button follows the `reset` setting: "auto" (default) shows it
 * after a refusal, "always" also while a location is in use, "never" hides it.
 */
import type { ReactNode } from "react";
import type { LocationResetMode } from "#client/lib/location-state.ts";
import { useLocationState } from "#client/lib/use-location.ts";
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
        <p role="status">{copy.location.unsupported}</p>
      </div>
    );
  }
  if (location.permission === "denied") {
    return (
      <div className="location-notice location-notice--muted" data-state="denied">
        <p role="status">{copy.location.denied}</p>
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
