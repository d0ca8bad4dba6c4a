/**
 * The viewer's location (docs/product.md §3 Location, §4 Location), kept in localStorage under `lat`, `lon`,
 * `locationPermission` (granted | denied | paused) and `locationUpdatedAt` (ms since the epoch).
 *
 * - granted after a successful geolocation; denied when the person refuses; paused when they stop using it
 *   (this clears lat, lon and the timestamp and, by default, reloads the page).
 * - At start the position is restored only when the permission is granted and lat/lon are valid numbers
 *   (rules in `location-state.ts`).
 * - Stale after LOCATION_STALE_MS (24 h, docs/product.md §9; the one constant to change). A stale position is never
 *   used as the current one: what a person expects is "where I am now", not where they were yesterday. When the
 *   browser already allows geolocation (Permissions API says "granted") it is refreshed quietly in the
 *   background, without a prompt; otherwise it is treated as absent and the lists offer "現在地を使う" again.
 *   Staleness is judged when the page loads.
 */
import {
  LOCATION_KEYS as KEYS,
  type LocationPermission,
  type LocationResetMode,
  resetButtonVisible,
  restoreLocation,
} from "./location-state.ts";

export type { LocationPermission, LocationResetMode };

/** What the UI needs to know about the location. */
export interface LocationState {
  /** Coordinates in use (null when unknown, stale, invalid or not granted). */
  coords: { lat: number; lon: number } | null;
  permission: LocationPermission | null;
  updatedAt: number | null;
  /** locating while a request runs; unsupported without the Geolocation API; failed after a timeout etc. */
  status: "idle" | "locating" | "unsupported" | "failed";
}

const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  maximumAge: 5 * 60 * 1000,
  timeout: 10000,
};

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when the browser offers the Geolocation API (absent on old browsers or when removed by policy). */
function supported(): boolean {
  return typeof navigator !== "undefined" && Boolean(navigator.geolocation);
}

/** The stored state, restored per docs/product.md §4 (granted + valid numbers, not stale). */
function restore(): { state: LocationState; stale: boolean } {
  const restored = restoreLocation({
    lat: read(KEYS.lat),
    lon: read(KEYS.lon),
    permission: read(KEYS.permission),
    updatedAt: read(KEYS.updatedAt),
  });
  return {
    state: {
      coords: restored.coords,
      permission: restored.permission,
      updatedAt: restored.coords ? restored.updatedAt : null,
      status: supported() ? "idle" : "unsupported",
    },
    stale: restored.stale,
  };
}

const initial = restore();
let state: LocationState = initial.state;
/** A granted position that was too old at start; refreshed once if the browser allows it without a prompt. */
let staleAtStart = initial.stale;
const listeners = new Set<() => void>();

function publish(next: LocationState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Subscribes to changes (for useSyncExternalStore). */
export function subscribeLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current state (stable between changes). */
export function getLocationState(): LocationState {
  return state;
}

/** True when a usable position is known. */
export function locationActive(current: LocationState = state): boolean {
  return current.coords !== null;
}

/** True when the reset button of `mode` shows for the current state (docs/product.md §4; rules in location-state.ts). */
export function locationResetVisible(mode: LocationResetMode, current: LocationState = state): boolean {
  return resetButtonVisible({ permission: current.permission, active: locationActive(current) }, mode);
}

/**
 * Asks the browser for the position (may prompt). Granted → stores lat, lon, the time and "granted";
 * refused → "denied" and clears the stored position; unsupported → status "unsupported"; other failures
 * (timeout, no fix) keep the permission and report "failed". Resolves with the new state, never rejects.
 */
export function requestLocation(): Promise<LocationState> {
  if (!supported()) {
    publish({ ...state, status: "unsupported" });
    return Promise.resolve(state);
  }
  publish({ ...state, status: "locating" });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const lat = position.coords.latitude;
        const lon = position.coords.longitude;
        const now = Date.now();
        const store = storage();
        store?.setItem(KEYS.lat, String(lat));
        store?.setItem(KEYS.lon, String(lon));
        store?.setItem(KEYS.updatedAt, String(now));
        store?.setItem(KEYS.permission, "granted");
        publish({ coords: { lat, lon }, permission: "granted", updatedAt: now, status: "idle" });
        resolve(state);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          clearPosition();
          storage()?.setItem(KEYS.permission, "denied");
          publish({ coords: null, permission: "denied", updatedAt: null, status: "idle" });
        } else {
          publish({ ...state, status: "failed" });
        }
        resolve(state);
      },
      POSITION_OPTIONS,
    );
  });
}

function clearPosition(): void {
  const store = storage();
  store?.removeItem(KEYS.lat);
  store?.removeItem(KEYS.lon);
  store?.removeItem(KEYS.updatedAt);
}

/**
 * Stops using the location (the footer button, docs/product.md §2 Layout / §4): permission "paused", lat, lon and the
 * timestamp cleared; reloads the page unless `{ reload: false }`. A paused location is not restored later.
 */
export function stopLocation(options: { reload?: boolean } = {}): void {
  staleAtStart = false;
  clearPosition();
  storage()?.setItem(KEYS.permission, "paused");
  publish({
    coords: null,
    permission: "paused",
    updatedAt: null,
    status: state.status === "unsupported" ? "unsupported" : "idle",
  });
  if (options.reload ?? true) window.location.reload();
}

/** Forgets the stored permission and position (the reset button) so the person can be asked again. */
export function resetLocationPermission(): void {
  staleAtStart = false;
  clearPosition();
  storage()?.removeItem(KEYS.permission);
  publish({ coords: null, permission: null, updatedAt: null, status: supported() ? "idle" : "unsupported" });
}

/** The browser's own geolocation permission, or null when the Permissions API cannot tell. */
async function browserPermission(): Promise<PermissionState | null> {
  try {
    if (typeof navigator === "undefined" || !navigator.permissions?.query) return null;
    return (await navigator.permissions.query({ name: "geolocation" })).state;
  } catch {
    return null;
  }
}

/**
 * Refreshes a position that was granted but stale at start, once per page load and only when the browser
 * already allows geolocation (no prompt appears). Otherwise the stale position simply stays unused.
 */
export function refreshStaleLocation(): void {
  if (!staleAtStart) return;
  staleAtStart = false;
  if (state.permission !== "granted" || state.coords !== null || !supported()) return;
  void browserPermission().then((allowed) => {
    if (
      allowed === "granted" &&
      state.permission === "granted" &&
      state.coords === null &&
      state.status === "idle"
    ) {
      void requestLocation();
    }
  });
}
