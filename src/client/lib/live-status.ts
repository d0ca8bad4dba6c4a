/**
 * The health of the tab's live stream, for the features that fall back to polling (docs/product.md §4
 * "Polling"): while the stream is live nothing polls; otherwise each list polls at docs/product.md §9's
 * interval.
 */
import { createContext, useContext } from "react";

/** connecting: first attempt under way; live: stream ready; down: failed, reconnecting with backoff. */
export type LiveStatus = "connecting" | "live" | "down";

/** The live stream's health ("live" or "down"), provided by LiveEventsProvider. */
export const LiveStatusContext = createContext<LiveStatus>("down");

/** The stream's current status. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}

/**
 * The polling interval to give React Query: false while the stream is live, else `intervalMs`
 * (docs/product.md §9 POLLING_MS). Polling pauses in hidden tabs (React Query's default).
 */
export function usePollingInterval(intervalMs: number): number | false {
  return useLiveStatus() === "live" ? false : intervalMs;
}
