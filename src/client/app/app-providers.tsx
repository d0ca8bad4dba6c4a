/** React Query + tRPC providers and the flash messages, shared by every page. */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { FlashProvider } from "#client/components/flash-message.tsx";
import { createTrpcClient, trpc } from "#client/lib/trpc.ts";
import { LiveEventsProvider } from "./live-events-provider.tsx";

/**
 * The React Query + tRPC client and the flash messages around `children` (one per tab). `queryClient` is the tab's
 * (lib/query-client.ts), made by main.tsx before the first render.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
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
