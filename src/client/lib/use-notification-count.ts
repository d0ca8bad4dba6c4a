/**
 * The viewer's unread notification count (docs/product.md §11): read once, then kept fresh by the live stream
 * (`{type:"notifications"}` invalidates it in live-events-provider.tsx). 0 for visitors.
 */
import { trpc } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";

/**
 * The unread count while a page is open, for the bell's announcement (docs/product.md §11): null until the first
 * answer (so the count a page opens with is not news) and for visitors.
 */
export function useKnownNotificationCount(): number | null {
  const { user } = useSession();
  const query = trpc.notifications.unreadCount.useQuery(undefined, {
    enabled: user !== null,
    staleTime: 60_000,
  });
  return user ? (query.data?.unreadCount ?? null) : null;
}

/** The unread count, or 0 while unknown or signed out. */
export function useNotificationCount(): number {
  return useKnownNotificationCount() ?? 0;
}
