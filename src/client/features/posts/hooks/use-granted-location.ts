/**
 * Coordinates for a new post from the location store (spec.md §4 Location): only while the viewer uses their
 * location (granted, fresh). `checked` is always true: the store is read synchronously from localStorage.
 */
import { useLocationState } from "../../../lib/use-location.ts";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function useGrantedLocation(): { checked: boolean; coords: Coordinates | null } {
  const location = useLocationState();
  return {
    checked: true,
    coords: location.coords ? { latitude: location.coords.lat, longitude: location.coords.lon } : null,
  };
}
