/** The viewer's threads (docs/product.md §2 Threads list): live through the stream, polled every 3000 ms without it. */

import { usePollingInterval } from "#client/lib/live-status.ts";
import { trpc } from "#client/lib/trpc.ts";
import { POLLING_MS } from "#shared/constants.ts";

/** Page `page` of the viewer's threads (threads.list), polled only while the live stream is down. */
export function useThreadList(page: number) {
  const refetchInterval = usePollingInterval(POLLING_MS.threads);
  return trpc.threads.list.useQuery(
    { page },
    {
      refetchInterval,
      staleTime: refetchInterval === false ? 30_000 : 0,
      placeholderData: (previous) => previous,
    },
  );
}
