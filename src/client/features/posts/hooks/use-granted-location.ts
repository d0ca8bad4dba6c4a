/**
 * Coordinates for a new post, only when geolocation is already granted (no prompt in this version).
 * `checked` turns true once the permission is known, so the location hint does not flash.
 */
import { useEffect, useState } from "react";
import { type Coordinates, grantedPosition } from "../../../lib/geolocation.ts";

export function useGrantedLocation() {
  const [state, setState] = useState<{ checked: boolean; coords: Coordinates | null }>({
    checked: false,
    coords: null,
  });
  useEffect(() => {
    let active = true;
    void grantedPosition().then((coords) => {
      if (active) setState({ checked: true, coords });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
