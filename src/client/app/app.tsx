/** The whole SPA: providers, layout and routes. */
import type { QueryClient } from "@tanstack/react-query";
import { RouteErrorBoundary } from "#client/components/route-error-boundary.tsx";
import { UpdatePrompt } from "#client/components/update-prompt.tsx";
import { AppProviders } from "./app-providers.tsx";
import { AppRoutes } from "./app-routes.tsx";
import { AppLayout } from "./layout/app-layout.tsx";

/** The whole SPA: providers, live stream, layout and routes, over the tab's `queryClient`. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppLayout>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </AppLayout>
      <UpdatePrompt />
    </AppProviders>
  );
}
