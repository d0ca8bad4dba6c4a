/**
 * The pure rules of the location store (docs/product.md §3 Location, §4 Location, §9 "location stale after 24 h"),
 * with no browser access so they can be unit-tested: reading the four stored values, deciding what is
 * restored at start, staleness, and when the reset button shows. `location.ts` applies them to localStorage.
 */
import { LOCATION_STALE_MS } from "#shared/constants.ts";

export type LocationPermission = "granted" | "denied" | "paused";

/** The localStorage keys of docs/product.md §3 (`locationUpdatedAt` holds milliseconds since the epoch). */
export const LOCATION_KEYS = {
  lat: "lat",
  lon: "lon",
  permission: "locationPermission",
  updatedAt: "locationUpdatedAt",
} as const;

/** The raw stored strings (null when a key is missing). */
export interface StoredLocation {
  lat: string | null;
  lon: string | null;
  permission: string | null;
  updatedAt: string | null;
}

/** The outcome of reading the stored values at start. */
export interface RestoredLocation {
  /** Coordinates to use now: only when granted, both numbers valid and not stale; otherwise null. */
  coords: { lat: number; lon: number } | null;
  permission: LocationPermission | null;
  updatedAt: number | null;
  /** True when granted with valid numbers but older than the stale limit (a refresh may bring it back). */
  stale: boolean;
}

export interface RestoreOptions {
  /** The current time in ms (default Date.now()). */
  now?: number;
  /** Age after which a stored position is not used (default LOCATION_STALE_MS, 24 h, docs/product.md §9). */
  staleMs?: number;
}

/** A stored permission, or null for a missing or unknown value. */
export function parsePermission(raw: string | null): LocationPermission | null {
  return raw === "granted" || raw === "denied" || raw === "paused" ? raw : null;
}

/**
 * A stored number, or null when missing, blank or not a finite number ("abc", "NaN", "Infinity").
 * `limit` bounds the absolute value (90 for a latitude, 180 for a longitude).
 */
export function parseStoredNumber(raw: string | null, limit = Number.POSITIVE_INFINITY): number | null {
  if (raw === null || raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** True when a position taken at `updatedAt` is too old to use (a missing time counts as stale). */
export function isLocationStale(
  updatedAt: number | null,
  now: number = Date.now(),
  staleMs: number = LOCATION_STALE_MS,
): boolean {
  return updatedAt === null || now - updatedAt >= staleMs;
}

/**
 * The state restored at start (docs/product.md §4): the coordinates are used only when the permission is "granted",
 * lat and lon are valid numbers and the position is younger than the stale limit. A stale or invalid
 * position is treated as absent here; `location.ts` may refresh it quietly.
 */
export function restoreLocation(stored: StoredLocation, options: RestoreOptions = {}): RestoredLocation {
  const permission = parsePermission(stored.permission);
  const lat = parseStoredNumber(stored.lat, 90);
  const lon = parseStoredNumber(stored.lon, 180);
  const updatedAt = parseStoredNumber(stored.updatedAt);
  const usable = permission === "granted" && lat !== null && lon !== null;
  const stale = usable && isLocationStale(updatedAt, options.now, options.staleMs);
  return {
    coords: usable && !stale ? { lat, lon } : null,
    permission,
    updatedAt: usable ? updatedAt : null,
    stale,
  };
}

/**
 * When the reset button shows (docs/product.md §4 "Reset button shows when permission is denied (auto) or when
 * location is active, per setting"): "auto" → only after a refusal; "always" → after a refusal or while a
 * location is in use; "never" → not at all.
 */
export type LocationResetMode = "auto" | "always" | "never";

/** True when the reset button of `mode` shows for this permission / active state. */
export function resetButtonVisible(
  state: { permission: LocationPermission | null; active: boolean },
  mode: LocationResetMode = "auto",
): boolean {
  if (mode === "never") return false;
  if (state.permission === "denied") return true;
  return mode === "always" && state.active;
}
