/**
 * Logout of docs/product.md §4 Auth state: accounts.logout, then the visitor view — the cached user is cleared, the
 * viewer-dependent queries are invalidated (cache-effects.ts `viewerChanged`), the remembered path is forgotten,
 * copy.auth.loggedOut is shown and the login page opens (the server already replaced the session and XSRF
 * cookies). An already-expired session (401) counts as logged out too; other failures say
 * copy.errors.logoutFailed.
 */
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { useCacheEffects } from "./cache-effects.ts";
import { takeIntendedPath } from "./intended-path.ts";
import { trpc } from "./trpc.ts";
import { httpStatusOf } from "./trpc-errors.ts";

/** The accounts.logout mutation with the visitor view afterwards (docs/product.md §4 Auth state). */
export function useLogout() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  const [, navigate] = useLocation();
  const { show } = useFlash();

  async function finish(): Promise<void> {
    // Navigate before clearing the user so auth-only pages do not bounce through /login?redirect=….
    navigate(paths.login());
    takeIntendedPath();
    utils.accounts.me.setData(undefined, null);
    show(copy.auth.loggedOut);
    await effects.viewerChanged();
  }

  return trpc.accounts.logout.useMutation({
    onSuccess: finish,
    onError: (error) => {
      if (httpStatusOf(error) === 401) return finish();
      show(copy.errors.logoutFailed, "error");
    },
  });
}
