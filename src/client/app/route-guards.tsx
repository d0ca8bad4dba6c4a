/**
 * Navigation guards of spec.md §2: auth routes send visitors to /login with the full current path as `redirect`;
 * members opening login or register go home. The session is already loaded when these render (AppLayout).
 */
import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { paths } from "../../shared/paths.ts";
import { useSession } from "../features/accounts/hooks/use-session.ts";

/** Renders `children` for members; visitors go to the login page and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) {
    const { pathname, search, hash } = window.location;
    return <Redirect to={paths.login(`${pathname}${search}${hash}`)} replace />;
  }
  return <>{children}</>;
}

/** Renders `children` for visitors; members go home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user) return <Redirect to={paths.home()} replace />;
  return <>{children}</>;
}
