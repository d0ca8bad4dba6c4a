/**
 * Navigation guards of docs/product.md §2. The current user is loaded once (useSession) and the page content stays
 * hidden while it loads (AppLayout), so these guards decide with a known user:
 * - auth routes send visitors to /login with the full current path as `redirect`;
 * - an unverified member opening an auth route goes to the verify page; the intended path is remembered in
 *   sessionStorage unless one is remembered already or the target is the verify page;
 * - member routes (account settings) need a signed-in member, verified or not: changing the address, the password
 *   or leaving must not wait for a mail that may never arrive;
 * - admin routes need the admin role (the server checks every admin call again);
 * - members opening login or register go home;
 * - offline with the current user unknown (no last-seen answer, docs/decisions/028-last-seen-answers-offline.md),
 *   the member pages say they cannot be shown yet instead of sending a member to login; they open when the
 *   network returns and the user is known.
 */
import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { useOnline } from "#client/components/offline-banner.tsx";
import { EmptyState } from "#client/components/status-message.tsx";
import { rememberIntendedPath } from "#client/lib/intended-path.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { NotFoundPage } from "./not-found-page.tsx";

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Whether the current user is unknown because the browser is offline (no answer, no last-seen one). */
function useUnknownOffline(): boolean {
  const { isKnown } = useSession();
  const online = useOnline();
  return !isKnown && !online;
}

/** Renders `children` for members with a verified e-mail; others go to login or to the verify page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const unknownOffline = useUnknownOffline();
  if (unknownOffline) return <EmptyState message={copy.phone.offline.memberPageUnavailable} />;
  if (!user) return <Redirect to={paths.login(currentPath())} replace />;
  if (!user.email_verified_at) {
    rememberIntendedPath(currentPath());
    return <Redirect to={paths.verifyEmail()} replace />;
  }
  return <>{children}</>;
}

/**
 * Renders `children` for any signed-in member, verified or not (docs/product.md §2 Navigation guards, §4 Account
 * settings); visitors go to login with the current path as `redirect`.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const unknownOffline = useUnknownOffline();
  if (unknownOffline) return <EmptyState message={copy.phone.offline.memberPageUnavailable} />;
  if (!user) return <Redirect to={paths.login(currentPath())} replace />;
  return <>{children}</>;
}

/** Renders `children` for verified administrators; other members see the not-found page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useSession();
  if (!user?.email_verified_at) return <RequireAuth>{children}</RequireAuth>;
  if (!isAdmin) return <NotFoundPage />;
  return <>{children}</>;
}

/** Renders `children` for visitors; members go home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user) return <Redirect to={paths.home()} replace />;
  return <>{children}</>;
}
