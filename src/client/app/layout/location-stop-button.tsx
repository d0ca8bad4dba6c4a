/**
 * The footer button of docs/product.md §2 Layout / §4 Location: "stop using location", shown only while a location is
 * in use. Pressing it marks the permission paused, clears lat, lon and the timestamp and reloads the page.
 * (The reset button after a refusal lives in the location notice of the lists and the home nearby section.)
 */

import { NavigationIcon } from "#client/components/icons.tsx";
import { useLocationState } from "#client/lib/use-location.ts";
import { copy } from "#shared/copy.ts";
import "#client/styles/discovery.css";

/** The footer's "stop using location" button (docs/product.md §4 Location), only while a location is in use. */
export function LocationStopButton() {
  const location = useLocationState();
  if (!location.active) return null;
  return (
    <button type="button" className="site-footer__location" onClick={() => location.stop()}>
      <NavigationIcon size={16} />
      {copy.location.stop}
    </button>
  );
}
