/**
 * The location store as a React hook (docs/product.md §4 Location): the current state plus `active` (a usable
 * position is known), the actions, and `resetVisible(mode)` for the reset button setting. The first mounted
 * user triggers the one quiet refresh of a position that was stale at start (see location.ts).
 */
import { useEffect, useSyncExternalStore } from "react";
import {
  getLocationState,
  type LocationResetMode,
  type LocationState,
  locationResetVisible,
  refreshStaleLocation,
  requestLocation,
  resetLocationPermission,
  stopLocation,
  subscribeLocation,
} from "./location.ts";

/** The location store (docs/product.md §4 Location) as state plus `active`, the actions and `resetVisible`. */
export function useLocationState(): LocationState & {
  active: boolean;
  request: typeof requestLocation;
  stop: typeof stopLocation;
  reset: typeof resetLocationPermission;
  resetVisible: (mode: LocationResetMode) => boolean;
} {
  const state = useSyncExternalStore(subscribeLocation, getLocationState, getLocationState);
  useEffect(() => {
    refreshStaleLocation();
  }, []);
  return {
    ...state,
    active: state.coords !== null,
    request: requestLocation,
    stop: stopLocation,
    reset: resetLocationPermission,
    resetVisible: (mode) => locationResetVisible(mode, state),
  };
}
