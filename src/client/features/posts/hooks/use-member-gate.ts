/**
 * The gate of the member actions on public pages (docs/product.md §4 "Unauthenticated save, follow, comment or message
 * actions redirect to /login?redirect={current path}"; §6 members need a verified e-mail, decision 003): a
 * visitor goes to the login page and back; a member whose e-mail is not verified goes to the verify page with
 * the current path remembered, as the route guards do, and comes back here once verified.
 */
import { useLocation } from "wouter";
import { rememberIntendedPath } from "#client/lib/intended-path.ts";
import { useSession } from "#client/lib/use-session.ts";
import { paths } from "#shared/paths.ts";

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * @returns `pass(after?)`: true when the viewer may act now (a verified member), otherwise it navigates to login or
 *   to the verify page and answers false; back from there the viewer lands on `after` (the action's own page,
 *   e.g. the new-thread page of 「メッセージを送る」: docs/product.md #phone-first-first-screen) or else here;
 *   `verified`: whether the viewer is a verified member.
 */
export function useMemberGate(): { pass: (after?: string) => boolean; verified: boolean } {
  const [, navigate] = useLocation();
  const { user } = useSession();
  const verified = Boolean(user?.email_verified_at);
  return {
    verified,
    pass: (after?: string) => {
      if (!user) {
        navigate(paths.login(after ?? currentPath()));
        return false;
      }
      if (!verified) {
        rememberIntendedPath(after ?? currentPath());
        navigate(paths.verifyEmail());
        return false;
      }
      return true;
    },
  };
}
