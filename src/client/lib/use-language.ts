/**
 * The interface language in the app (docs/product.md "Languages"): the language of this page, a chooser that keeps
 * the choice on this device and, for a member, on the account (accounts.updateLanguage) before reloading the page in
 * it, and the sync that lets the account's language win when the member becomes known (a login, another device).
 */
import { useEffect } from "react";
import { trpc } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";
import type { Language } from "#shared/language.ts";
import { pageLanguage, storedLanguage, switchLanguage } from "./language.ts";

/**
 * → `{language, choose, switching}`: `choose(language)` saves it for a member's account first (a reload would cut
 * the call short) and then reloads the page in it; for a visitor it only keeps it on this device and reloads.
 * A failed save still switches this device.
 */
export function useLanguage() {
  const { user } = useSession();
  const save = trpc.accounts.updateLanguage.useMutation();
  const language = pageLanguage();
  function choose(next: Language): void {
    if (next === language && storedLanguage() === next) return;
    if (user && user.language !== next) {
      save.mutate({ language: next }, { onSettled: () => switchLanguage(next) });
    } else {
      switchLanguage(next);
    }
  }
  return { language, choose, switching: save.isPending };
}

/**
 * Brings this device in step with the signed-in member's account (docs/product.md "Languages"): an account that
 * chose a language other than the page's reloads the page in it; an account that never chose takes the language
 * chosen on this device (so a visitor who switched to English and then registered keeps English everywhere).
 */
export function useAccountLanguage(): void {
  const { user } = useSession();
  const accountLanguage = user ? user.language : undefined;
  const save = trpc.accounts.updateLanguage.useMutation();
  const { mutate } = save;
  useEffect(() => {
    if (accountLanguage === undefined) return;
    if (accountLanguage === null) {
      const chosen = storedLanguage();
      if (chosen) mutate({ language: chosen });
      return;
    }
    if (accountLanguage !== pageLanguage()) switchLanguage(accountLanguage);
  }, [accountLanguage, mutate]);
}
