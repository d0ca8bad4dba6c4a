/**
 * Position of the browser, only when the person already granted geolocation (no prompt in this version).
 * spec.md §4 Location: coordinates are sent with a post when permission is granted.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  maximumAge: 10 * 60 * 1000,
  timeout: 8000,
};

/** True when the Permissions API says geolocation is already granted (never prompts). */
export async function geolocationGranted(): Promise<boolean> {
  if (!("geolocation" in navigator) || !navigator.permissions?.query) return false;
  try {
    const status = await navigator.permissions.query({ name: "geolocation" });
    return status.state === "granted";
  } catch {
    return false;
  }
}

/** The current position when geolocation is already granted, else null (also on timeout or failure). */
export async function grantedPosition(): Promise<Coordinates | null> {
  if (!(await geolocationGranted())) return null;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      POSITION_OPTIONS,
    );
  });
}
