/**
 * The current user (docs/product.md §4 Auth state), loaded once per page load through `accounts.me` and kept in the
 * query cache; login, register and logout write it directly.
 */
import { useEffect } from "react";
import { trpc } from "./trpc.ts";

/** The current user, `isLoading`, `isAuthenticated` and `isAdmin` (docs/product.md §4 Auth state). */
export function useSession() {
  const me = trpc.accounts.me.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: 1 });
  useEffect(() => {
    // docs/product.md §8: failures other than "logged out" are only logged; the visitor view is shown.
    if (me.error) console.error("[auth] could not load the current user", me.error);
  }, [me.error]);
  const user = me.data ?? null;
  return { user, isLoading: me.isPending, isAuthenticated: user !== null, isAdmin: user?.is_admin === true };
}
