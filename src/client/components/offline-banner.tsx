/**
 * The offline banner (docs/product.md "Phone first" #phone-first-never-blank): 「オフラインです」 while the
 * browser says the connection is down. React Query pauses its calls meanwhile and fetches the shown queries again
 * when the connection comes back (its onlineManager and `refetchOnReconnect`, app/app-providers.tsx).
 */
import { useSyncExternalStore } from "react";
import { copy } from "#shared/copy.ts";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser believes it is online (`navigator.onLine`, kept current by its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The banner, shown only while offline; a polite live region so the change is read out. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner-slot" aria-live="polite">
      {online ? null : (
        <p className="offline-banner" role="status">
          <strong>{copy.phone.offline.banner}</strong>
          <span>{copy.phone.offline.detail}</span>
        </p>
      )}
    </div>
  );
}
