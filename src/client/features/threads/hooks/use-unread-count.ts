/**
 * The viewer's unread message count for the header badge, the bottom navigation and my page (docs/product.md §4
 * Polling, §5, §8): kept current by the live stream; while the stream is down it polls every 3000 ms while the
 * tab is visible and focused, and refreshes on focus. Coerced to a finite number, else 0; failures are logged.
 */
import { useEffect } from "react";
import { coerceUnreadCount } from "#client/components/unread-badge.tsx";
import { useLiveStatus } from "#client/lib/live-status.ts";
import { trpc } from "#client/lib/trpc.ts";
import { usePageAttention } from "#client/lib/use-page-attention.ts";
import { useSession } from "#client/lib/use-session.ts";
import { POLLING_MS } from "#shared/constants.ts";

/** The unread count (0 for visitors, while loading, and on failure). */
export function useUnreadCount(): number {
  const { user } = useSession();
  const live = useLiveStatus() === "live";
  const attentive = usePageAttention();
  const query = trpc.threads.unreadCount.useQuery(undefined, {
    enabled: user !== null,
    // With the stream, events keep the count fresh; without it, poll and refresh on focus.
    staleTime: live ? Number.POSITIVE_INFINITY : 0,
    refetchOnWindowFocus: !live,
    refetchInterval: !live && attentive ? POLLING_MS.unread : false,
  });
  useEffect(() => {
    if (query.error) console.error("[unread] could not load the unread count", query.error);
  }, [query.error]);
  return user ? coerceUnreadCount(query.data?.unreadCount) : 0;
}
