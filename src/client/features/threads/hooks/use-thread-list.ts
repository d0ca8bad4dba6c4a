/** The viewer's threads (spec.md §2 Threads list): live through the stream, polled every 3000 ms without it. */
import { POLLING_MS } from "../../../../shared/constants.ts";
import { usePollingInterval } from "../../../lib/live-status.ts";
import { trpc } from "../../../lib/trpc.ts";

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
