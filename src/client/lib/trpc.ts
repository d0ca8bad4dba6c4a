/**
 * The tRPC client of the SPA (docs/architecture.md "Client"): React Query bindings typed by the server's AppRouter and
 * the link chain — subscriptions over `httpSubscriptionLink` (SSE), FormData inputs over `httpLink`, everything else
 * batched over `httpBatchLink`.
 */
import { createTRPCReact, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/trpc/root.ts";
import { MAX_TRPC_BATCH } from "#shared/constants.ts";
import { csrfFetch } from "./csrf.ts";
import { uploadFetch } from "./upload-progress.ts";

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const TRPC_URL = "/trpc";

/** The links after the subscription split: uploads (FormData) unbatched, the rest batched. */
function requestLink() {
  return splitLink<AppRouter>({
    condition: (op) => op.input instanceof FormData,
    // Uploads tracked by upload-progress.ts go over XMLHttpRequest (progress, cancel); the procedure is the same.
    true: httpLink({ url: TRPC_URL, fetch: uploadFetch }),
    // The server refuses a batch of more procedures (src/server/http/trpc.ts).
    false: httpBatchLink({ url: TRPC_URL, fetch: csrfFetch, maxItems: MAX_TRPC_BATCH }),
  });
}

/** Creates the client used by `<trpc.Provider>`. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // The one live stream per tab (docs/decisions/006-live-stream-shared-frames.md): subscriptions over SSE (EventSource, same
      // origin, so the session cookie goes along; GET, so no CSRF header is needed).
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: TRPC_URL }),
        false: requestLink(),
      }),
    ],
  });
}
