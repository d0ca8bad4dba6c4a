/**
 * Login with LINE, Google and Apple on the client (docs/product.md "Login with LINE, Google and Apple"): the
 * enabled providers, the member's login methods, unlinking (which changes only the login methods), and the
 * addresses of the server's flow (/auth/{provider}/start).
 */
import { readXsrfToken } from "#client/lib/csrf.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { LoginProviderName } from "#shared/schemas/login-providers.ts";

/** accounts.loginProviders: the providers whose buttons show (kept for the session: it changes with a deploy). */
export function useLoginProviders() {
  return trpc.accounts.loginProviders.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}

/** accounts.loginMethods: the signed-in member's password state and providers. */
export function useLoginMethods() {
  return trpc.accounts.loginMethods.useQuery();
}

/** accounts.unlinkProvider: the login methods are replaced by the answer. */
export function useUnlinkProvider() {
  const utils = trpc.useUtils();
  return trpc.accounts.unlinkProvider.useMutation({
    onSuccess: (methods) => utils.accounts.loginMethods.setData(undefined, methods),
  });
}

/** Where a login button goes: the server's start, with the page to return to. */
export function loginStartHref(provider: LoginProviderName, next: string | null): string {
  const query = next && next !== "/" ? `?${new URLSearchParams({ next })}` : "";
  return `/auth/${provider}/start${query}`;
}

/**
 * Where a link button (mode link) or the provider-confirmed deletion (mode delete) goes: the server's start with
 * the session's CSRF token.
 */
export function linkStartHref(provider: LoginProviderName, mode: "link" | "delete" = "link"): string {
  return `/auth/${provider}/start?${new URLSearchParams({ mode, token: readXsrfToken() ?? "" })}`;
}
