/**
 * The current user (docs/product.md §4 Auth state), loaded once per page load through `accounts.me` and kept in the
 * query cache; login, register and logout write it directly. Offline it may come from the last-seen answers
 * (lib/offline-copy.ts).
 */
import { useEffect } from "react";
import { retryUnlessClientError } from "./query-client.ts";
import { trpc } from "./trpc.ts";

/**
 * The current user, `isLoading`, `isKnown`, `isAuthenticated` and `isAdmin` (docs/product.md §4 Auth state).
 *
 * `isLoading` is true only during the first attempt of a page load: once that failed, or while React Query waits
 * for the network (offline), the user is unknown (`isKnown` false, `user` null) and the visitor's frame shows
 * while the call is tried again with growing waits (1 s, 2 s, 4 s) or when the network returns. The page never
 * goes back to the spinner: a screen that mounted again and asked again made a loop (docs/decisions/028).
 */
export function useSession() {
  const me = trpc.accounts.me.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError(3),
    // A failed current user is not asked again because one more screen uses it; only the backoff, the
    // network's return and the account flows ask again.
    retryOnMount: false,
  });
  useEffect(() => {
    // docs/product.md §8: failures other than "logged out" are only logged; the visitor view is shown.
    if (me.error) console.error("[auth] could not load the current user", me.error);
  }, [me.error]);
  const user = me.data ?? null;
  const isKnown = me.data !== undefined;
  const isLoading =
    !isKnown && me.fetchStatus === "fetching" && me.failureCount === 0 && me.errorUpdateCount === 0;
  return { user, isLoading, isKnown, isAuthenticated: user !== null, isAdmin: user?.is_admin === true };
}
