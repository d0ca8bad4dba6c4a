/**
 * The local draft of the profile form (docs/product.md §4, §9): saved to localStorage 500 ms after a change, under a key
 * per user id (or "guest"), offered for restore when the page opens again, cleared on save.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { PROFILE_DRAFT_DEBOUNCE_MS } from "#shared/constants.ts";

const PREFIX = "tasukeai:profile-draft:";

/** The storage key of a member's draft. */
export function draftKey(userId: number | null | undefined): string {
  return `${PREFIX}${userId ?? "guest"}`;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `value` as the draft of `key` while `dirty`. `stored` is the draft found when the page opened (null when
 * there was none); `clear` forgets it (after a save, or when the member discards it).
 */
export function useProfileDraft<T>(key: string, value: T, dirty: boolean) {
  const [stored, setStored] = useState<T | null>(() => read<T>(key));

  // Keyed by the serialised value: a render with the same values (a new object, or after `clear`) saves nothing.
  const serialized = JSON.stringify(value);
  const serializedRef = useRef(serialized);
  serializedRef.current = serialized;
  // The pending write, and the value `clear` was called with: a save clears the draft while the form still
  // holds those values (until the next page mounts), and neither a timer already running nor a re-render
  // with the same values may write them back.
  const timerRef = useRef<number | undefined>(undefined);
  const clearedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!dirty || serialized === clearedRef.current) return;
    clearedRef.current = null;
    timerRef.current = window.setTimeout(() => {
      timerRef.current = undefined;
      try {
        window.localStorage.setItem(key, serialized);
      } catch {
        // Storage full or disabled: the draft is a convenience only.
      }
    }, PROFILE_DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timerRef.current);
  }, [key, serialized, dirty]);

  const clear = useCallback(() => {
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
    clearedRef.current = serializedRef.current;
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
    setStored(null);
  }, [key]);

  const dismiss = useCallback(() => setStored(null), []);
  return { stored, clear, dismiss };
}
