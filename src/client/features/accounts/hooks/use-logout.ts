/**
 * Logout of spec.md §4 Auth state: accounts.logout, then the visitor view — the cached user is cleared, every
 * query is invalidated, copy.auth.loggedOut is shown and the login page opens. An already-expired session
 * (401) counts as logged out too.
 */
import { useLocation } from "wouter";
import { copy } from "../../../../shared/copy.ts";
import { paths } from "../../../../shared/paths.ts";
import { useFlash } from "../../../components/flash-message.tsx";
import { trpc } from "../../../lib/trpc.ts";
import { httpStatusOf } from "../../../lib/trpc-errors.ts";

export function useLogout() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const { show } = useFlash();

  async function finish(): Promise<void> {
    // Navigate before clearing the user so auth-only pages do not bounce through /login?redirect=….
    navigate(paths.login());
    utils.accounts.me.setData(undefined, null);
    show(copy.auth.loggedOut);
    await utils.invalidate();
  }

  return trpc.accounts.logout.useMutation({
    onSuccess: finish,
    onError: (error) => {
      if (httpStatusOf(error) === 401) return finish();
      show(copy.errors.logoutFailed, "error");
    },
  });
}
