/**
 * Whether a new version of the app is waiting (docs/product.md #phone-first-installable): set by
 * lib/service-worker.ts, read by components/update-prompt.tsx. A tiny store of its own so the prompt, which is in
 * the first screen's code, does not pull in the service worker's registration code.
 */
import { useSyncExternalStore } from "react";

type Apply = () => Promise<void> | void;
let pending: Apply | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** A new version is waiting; `apply` activates it and reloads the page. */
export function offerUpdate(apply: Apply): void {
  pending = apply;
  emit();
}

/** The visitor chose 「あとで」: the prompt goes until the next new version. */
export function dismissUpdate(): void {
  pending = null;
  emit();
}

/** The waiting update's apply function, or null. */
export function useWaitingUpdate(): Apply | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => null,
  );
}
