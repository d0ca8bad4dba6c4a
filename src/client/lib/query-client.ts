/**
 * The tab's React Query client (docs/architecture.md "Client"), made once in main.tsx before the first render so
 * that the last-seen answers can be put into it offline (lib/offline-copy.ts, docs/decisions/028-last-seen-answers-offline.md).
 */
import { QueryClient } from "@tanstack/react-query";
import { httpStatusOf } from "./trpc-errors.ts";

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 419, 422]);

/**
 * How long an answer no screen uses stays in memory (and so in the last-seen copy): a browsing session, so that the
 * list and the requests read on the way there are still there when the phone goes offline.
 */
const UNUSED_ANSWER_MS = 30 * 60 * 1000;

/**
 * A React Query `retry` for `tries` more attempts after the first, none for client errors (they will not change by
 * asking again). The waits are React Query's default backoff: 1 s, 2 s, 4 s … up to 30 s.
 */
export function retryUnlessClientError(tries: number) {
  return (failureCount: number, error: unknown): boolean => {
    const status = httpStatusOf(error);
    return !(status !== null && NO_RETRY_STATUSES.has(status)) && failureCount < tries;
  };
}

/** A new QueryClient with the app's defaults (one per tab). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: UNUSED_ANSWER_MS,
        refetchOnWindowFocus: false,
        // Back from offline (a tunnel, a lift), what is on screen may be old however fresh it was (phone first).
        refetchOnReconnect: "always",
        // Network and server failures get two more tries, with growing waits.
        retry: retryUnlessClientError(2),
      },
    },
  });
}
