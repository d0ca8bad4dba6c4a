/**
 * The offline banner (docs/product.md "Phone first" #phone-first-never-blank): 「オフラインです」 while the
 * browser says the connection is down, with 「前回表示した内容を表示しています。」 when answers are on screen: they are
 * the ones last seen (kept in memory, or read back from this browser after a reload offline; lib/offline-copy.ts).
 * React Query pauses its calls meanwhile and fetches the shown queries again when the connection comes back (its
 * onlineManager and `refetchOnReconnect`, lib/query-client.ts), and the banner goes.
 */
import { useQueryClient } from "@tanstack/react-query";
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
  const queryClient = useQueryClient();
  // Read when the banner shows (offline, nothing is fetched meanwhile): does the tab hold any answer at all?
  const lastSeen = !online && queryClient.getQueryCache().findAll({ predicate: hasAnswer }).length > 0;
  return (
    <div className="offline-banner-slot" aria-live="polite">
      {online ? null : (
        <p className="offline-banner" role="status">
          <strong>{copy.phone.offline.banner}</strong>
          {lastSeen ? <span>{copy.phone.offline.lastSeen}</span> : null}
          <span>{copy.phone.offline.detail}</span>
        </p>
      )}
    </div>
  );
}

/** Whether a query holds an answer other than the current user's (which every page has). */
function hasAnswer(query: { state: { data: unknown }; queryKey: readonly unknown[] }): boolean {
  const path = query.queryKey[0];
  return query.state.data !== undefined && !(Array.isArray(path) && path.join(".") === "accounts.me");
}
