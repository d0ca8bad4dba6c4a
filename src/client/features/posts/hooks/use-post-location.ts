/**
 * Coordinates to attach to a post (docs/product.md §2 Post create "a hint to enable location when coordinates are
 * missing") from the shared location store (docs/product.md §4 Location): `request()` asks the browser when the member
 * presses the hint's button; `denied` tells that the browser refused.
 */
import { useLocationState } from "#client/lib/use-location.ts";

/** A position to attach to a post, in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * @returns `coords` (null unless the viewer uses their location), `denied` (the browser refused), `pending`
 *   (asking), `supported` (the browser has geolocation), `checked` (always true: read synchronously) and
 *   `request()`, which asks the browser.
 */
export function usePostLocation() {
  const location = useLocationState();
  const coords: Coordinates | null = location.coords
    ? { latitude: location.coords.lat, longitude: location.coords.lon }
    : null;
  return {
    checked: true,
    coords,
    denied: location.permission === "denied",
    pending: location.status === "locating",
    supported: location.status !== "unsupported",
    request: () => {
      void location.request();
    },
  };
}
