/**
 * The tRPC mount (docs/architecture.md "One typed edge"): /trpc/* runs `appRouter` through tRPC's fetch
 * adapter with a context of the app's dependencies and the request state set by http/session.ts, plus the
 * response headers (auth procedures write cookies there). GET /trpc/live.events, the `live.events`
 * subscription the browser opens, is answered before it by the shared-frame SSE writer of realtime/live-sse.ts
 * (docs/decisions/006-live-stream-shared-frames.md); tRPC's own producer still serves callers that reach the
 * procedure another way.
 *
 * Errors are rendered by trpc/init.ts's formatter; the one log line of an unexpected failure is written here,
 * in onError (an AppError with a code of its own is an answer, not a failure).
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Handler } from "hono";
import type { AppBindings, AppDeps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { AppError, logUnexpectedError } from "../errors.ts";
import { liveHubFor } from "../realtime/event-bus.ts";
import { liveEventsResponse } from "../realtime/live-sse.ts";
import { appRouter } from "../trpc/root.ts";

/** The handler of every procedure: `app.all("/trpc/*", trpc(deps))`. */
export function trpc(deps: AppDeps): Handler<AppBindings> {
  return (c) => {
    const state = c.get("state");
    return fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }) => ({ ...deps, ...state, resHeaders }),
      onError: ({ error, path }) => {
        if (
          error.code === "INTERNAL_SERVER_ERROR" &&
          !(error.cause instanceof AppError && error.cause.code !== "INTERNAL")
        ) {
          logUnexpectedError(`trpc ${path ?? "?"}`, error.cause ?? error);
        }
      },
    });
  };
}

/**
 * The live stream of the viewer (visitor: board events only) on this instance's hub:
 * `app.get("/trpc/live.events", liveEvents(db))`.
 */
export function liveEvents(db: Database): Handler<AppBindings> {
  return (c) => liveEventsResponse(liveHubFor(db), c.get("state").viewer?.id ?? null, c.req.raw);
}
