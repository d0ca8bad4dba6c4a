/**
 * The viewer's unread notification count (docs/product.md §11): read once, then kept fresh by the live stream
 * (`{type:"notifications"}` invalidates it in live-events-provider.tsx). 0 for visitors.
 */
import { trpc } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";

/** The unread count, or 0 while unknown or signed out. */
export function useNotificationCount(): number {
  const { user } = useSession();
  const query = trpc.notifications.unreadCount.useQuery(undefined, {
    enabled: user !== null,
    staleTime: 60_000,
  });
  return user ? (query.data?.unreadCount ?? 0) : 0;
}
