/**
 * The prefecture a viewer without a usable location and without a registered region picked for 「近くの依頼」
 * (docs/product.md "Phone first"): kept only in this browser (localStorage `nearbyRegionId`), never sent as a
 * setting; a member's registered region always wins over it.
 */
import { useSyncExternalStore } from "react";

const KEY = "nearbyRegionId";
const listeners = new Set<() => void>();

/** The stored prefecture id, or null when none is stored or the value is not a positive integer. */
function read(): number | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    // Storage can be blocked (private mode settings): then nothing is kept.
    return null;
  }
}

/** Stores (or with null forgets) the picked prefecture and tells every user of the hook. */
export function setPickedRegion(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, String(id));
  } catch {
    // Blocked storage: the pick lasts only until the listeners re-read (null).
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The picked prefecture id (null when none), re-rendering when it changes in this or another tab. */
export function usePickedRegion(): number | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
