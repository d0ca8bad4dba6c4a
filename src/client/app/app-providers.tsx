/** React Query + tRPC providers and the flash messages, shared by every page. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { FlashProvider } from "#client/components/flash-message.tsx";
import { createTrpcClient, trpc } from "#client/lib/trpc.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { LiveEventsProvider } from "./live-events-provider.tsx";

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 419, 422]);

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Back from offline (a tunnel, a lift), what is on screen may be old however fresh it was (phone first).
        refetchOnReconnect: "always",
        // Client errors will not change by asking again; network and server failures get two more tries.
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          return !(status !== null && NO_RETRY_STATUSES.has(status)) && failureCount < 2;
        },
      },
    },
  });
}

/** The React Query + tRPC client and the flash messages around `children` (one per tab). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <FlashProvider>
          <LiveEventsProvider>{children}</LiveEventsProvider>
        </FlashProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
