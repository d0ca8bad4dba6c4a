/**
 * Sends a visitor to the login page and back (spec.md §4 "Unauthenticated save, follow, comment or message
 * actions redirect to /login?redirect={current path}").
 */
import { useLocation } from "wouter";
import { paths } from "../../../../shared/paths.ts";

export function useLoginRedirect(): () => void {
  const [, navigate] = useLocation();
  return () => {
    const { pathname, search, hash } = window.location;
    navigate(paths.login(`${pathname}${search}${hash}`));
  };
}
