/** The pure location rules (docs/product.md §3 Location, §4 Location, §9 stale after 24 h). */
import { describe, expect, test } from "bun:test";
import { LOCATION_STALE_MS } from "#shared/constants.ts";
import {
  isLocationStale,
  parsePermission,
  parseStoredNumber,
  resetButtonVisible,
  restoreLocation,
  type StoredLocation,
} from "../../src/client/lib/location-state.ts";

const NOW = Date.UTC(2025, 5, 1, 3, 0, 0);
const HOUR = 60 * 60 * 1000;
const tokyo = (overrides: Partial<StoredLocation> = {}): StoredLocation => ({
  lat: "35.6812",
  lon: "139.7671",
  permission: "granted",
  updatedAt: String(NOW - HOUR),
  ...overrides,
});

describe("stored values", () => {
  test("only the three permissions are read; anything else is unknown", () => {
    expect(parsePermission("granted")).toBe("granted");
    expect(parsePermission("denied")).toBe("denied");
    expect(parsePermission("paused")).toBe("paused");
    expect(parsePermission("GRANTED")).toBeNull();
    expect(parsePermission("prompt")).toBeNull();
    expect(parsePermission(null)).toBeNull();
  });

  test("numbers must be finite and within the limit", () => {
    expect(parseStoredNumber("35.6812", 90)).toBe(35.6812);
    expect(parseStoredNumber("-33.9", 90)).toBe(-33.9);
    expect(parseStoredNumber("0", 90)).toBe(0);
    for (const bad of [null, "", "  ", "abc", "NaN", "Infinity", "35.6,139.7", "undefined"]) {
      expect(parseStoredNumber(bad, 90)).toBeNull();
    }
    expect(parseStoredNumber("91", 90)).toBeNull();
    expect(parseStoredNumber("180", 180)).toBe(180);
    expect(parseStoredNumber("-180.5", 180)).toBeNull();
  });

  test("stale from 24 h by default, configurable, and without a time", () => {
    expect(LOCATION_STALE_MS).toBe(24 * HOUR);
    expect(isLocationStale(NOW - 23 * HOUR, NOW)).toBe(false);
    expect(isLocationStale(NOW - 24 * HOUR, NOW)).toBe(true);
    expect(isLocationStale(NOW - 25 * HOUR, NOW)).toBe(true);
    expect(isLocationStale(NOW - 2 * HOUR, NOW, HOUR)).toBe(true);
    expect(isLocationStale(null, NOW)).toBe(true);
  });
});

describe("restore at start", () => {
  test("a fresh granted position with valid numbers is used", () => {
    expect(restoreLocation(tokyo(), { now: NOW })).toEqual({
      coords: { lat: 35.6812, lon: 139.7671 },
      permission: "granted",
      updatedAt: NOW - HOUR,
      stale: false,
    });
  });

  test("denied, paused or missing permission never restores a position", () => {
    for (const permission of ["denied", "paused", null, "yes"]) {
      const restored = restoreLocation(tokyo({ permission }), { now: NOW });
      expect(restored.coords).toBeNull();
      expect(restored.stale).toBe(false);
    }
    expect(restoreLocation(tokyo({ permission: "paused" }), { now: NOW }).permission).toBe("paused");
    expect(restoreLocation(tokyo({ permission: "denied" }), { now: NOW }).permission).toBe("denied");
  });

  test("invalid numbers are ignored (not stale, nothing to refresh)", () => {
    for (const overrides of [{ lat: "abc" }, { lon: "" }, { lat: null }, { lat: "95" }, { lon: "NaN" }]) {
      const restored = restoreLocation(tokyo(overrides), { now: NOW });
      expect(restored).toEqual({ coords: null, permission: "granted", updatedAt: null, stale: false });
    }
  });

  test("a position older than the limit is not used and is marked stale", () => {
    const old = tokyo({ updatedAt: String(NOW - 25 * HOUR) });
    expect(restoreLocation(old, { now: NOW })).toEqual({
      coords: null,
      permission: "granted",
      updatedAt: NOW - 25 * HOUR,
      stale: true,
    });
    expect(restoreLocation(tokyo({ updatedAt: null }), { now: NOW }).stale).toBe(true);
    // The limit is one option: with 30 minutes, an hour-old position is stale too.
    expect(restoreLocation(tokyo(), { now: NOW, staleMs: 30 * 60 * 1000 }).coords).toBeNull();
    expect(restoreLocation(old, { now: NOW, staleMs: 48 * HOUR }).coords).not.toBeNull();
  });
});

describe("reset button setting", () => {
  const cases = [
    { permission: "denied", active: false },
    { permission: "granted", active: true },
    { permission: "granted", active: false },
    { permission: "paused", active: false },
    { permission: null, active: false },
  ] as const;

  test("auto: only after a refusal", () => {
    expect(cases.map((state) => resetButtonVisible(state))).toEqual([true, false, false, false, false]);
    expect(cases.map((state) => resetButtonVisible(state, "auto"))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  test("always: after a refusal or while the location is active", () => {
    expect(cases.map((state) => resetButtonVisible(state, "always"))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  test("never: hidden", () => {
    expect(cases.map((state) => resetButtonVisible(state, "never"))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
