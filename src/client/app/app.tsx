/** The whole SPA: providers, layout and routes. */
import { AppProviders } from "./app-providers.tsx";
import { AppRoutes } from "./app-routes.tsx";
import { AppLayout } from "./layout/app-layout.tsx";

/** The whole SPA: providers, live stream, layout and routes. */
export function App() {
  return (
    <AppProviders>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </AppProviders>
  );
}
