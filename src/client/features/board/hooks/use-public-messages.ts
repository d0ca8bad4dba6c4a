/** The newest public messages (docs/product.md §2 Home): live through the stream, polled every 5000 ms without it. */

import { usePollingInterval } from "#client/lib/live-status.ts";
import { trpc } from "#client/lib/trpc.ts";
import { POLLING_MS } from "#shared/constants.ts";

/** The first page of public messages (board.list), polled only while the live stream is down. */
export function usePublicMessages() {
  const refetchInterval = usePollingInterval(POLLING_MS.publicMessages);
  return trpc.board.list.useQuery(
    { page: 1 },
    { refetchInterval, staleTime: refetchInterval === false ? 30_000 : 0 },
  );
}
