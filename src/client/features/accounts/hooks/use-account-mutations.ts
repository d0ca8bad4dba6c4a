/**
 * The account mutations (docs/product.md §4 Auth state, account settings, password reset), one hook each, with their
 * cache effects: signing in or out changes every viewer-dependent answer (cache-effects.ts `viewerChanged`),
 * an e-mail change or a password reset only the session user; the rest change nothing cached.
 */
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { useCacheEffects } from "#client/lib/cache-effects.ts";
import { rememberIntendedPath, takeIntendedPath } from "#client/lib/intended-path.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { paths, safeRedirectPath } from "#shared/paths.ts";
import { useSignedIn } from "./use-signed-in.ts";

/** accounts.login: signed in, the member goes to `target` with copy.auth.loggedIn (use-signed-in.ts). */
export function useLogin(target: string) {
  const signedIn = useSignedIn();
  return trpc.accounts.login.useMutation({
    onSuccess: (user) => signedIn(user, target, copy.auth.loggedIn),
  });
}

/**
 * accounts.register (FormData with the avatar): signed in, the new member goes to the verify page; a `redirect`
 * they came with is remembered as the page to return to once verified.
 */
export function useRegister(redirect: string | null) {
  const signedIn = useSignedIn();
  return trpc.accounts.register.useMutation({
    onSuccess: (user) => {
      if (redirect) rememberIntendedPath(safeRedirectPath(redirect));
      return signedIn(user, paths.verifyEmail(), copy.account.registeredCheckMail);
    },
  });
}

/** accounts.forgotPassword: sends the reset mail; nothing cached changes. */
export function useForgotPassword() {
  return trpc.accounts.forgotPassword.useMutation();
}

/**
 * accounts.resetPassword: shows the answer, goes home (signed in) or to login, and refreshes the session user.
 * `signedIn` tells where to go.
 */
export function useResetPassword(signedIn: boolean) {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  return trpc.accounts.resetPassword.useMutation({
    onSuccess: async (answer) => {
      show(answer.message);
      navigate(signedIn ? paths.home() : paths.login(), { replace: true });
      await utils.accounts.me.invalidate();
    },
  });
}

/**
 * accounts.changeEmail: `onChanged` runs first (clear the form, show the answer as a flash that survives the
 * guards' move to the verify page), then the session user is refreshed (the address is unverified again).
 */
export function useChangeEmail(onChanged: (message: string) => void) {
  const utils = trpc.useUtils();
  return trpc.accounts.changeEmail.useMutation({
    onSuccess: async (answer) => {
      onChanged(answer.message);
      await utils.accounts.me.invalidate();
    },
  });
}

/** accounts.changePassword: `onChanged` clears the form; nothing cached changes. */
export function useChangePassword(onChanged: () => void) {
  return trpc.accounts.changePassword.useMutation({ onSuccess: onChanged });
}

/**
 * accounts.deleteAccount: the visitor view afterwards — the remembered path is forgotten, home opens, the cached
 * user is cleared, the answer is shown, and what depended on the member (and their posts) is refreshed.
 */
export function useDeleteAccount() {
  const utils = trpc.useUtils();
  const effects = useCacheEffects();
  const [, navigate] = useLocation();
  const { show } = useFlash();
  return trpc.accounts.deleteAccount.useMutation({
    onSuccess: async (answer) => {
      takeIntendedPath();
      navigate(paths.home(), { replace: true });
      utils.accounts.me.setData(undefined, null);
      show(answer.message);
      await Promise.all([effects.viewerChanged(), effects.postsChanged()]);
    },
  });
}
