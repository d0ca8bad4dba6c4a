/**
 * The tRPC mount (docs/architecture.md "One typed edge"): /trpc/* runs `appRouter` through tRPC's fetch
 * adapter with a context of the app's dependencies and the request state set by http/session.ts, plus the
 * response headers (auth procedures write cookies there). GET /trpc/live.events, the `live.events`
 * subscription the browser opens, is answered before it by the shared-frame SSE writer of realtime/live-sse.ts
 * (docs/decisions/006-live-stream-shared-frames.md); tRPC's own producer still serves callers that reach the
 * procedure another way.
 *
 * A batch (`/trpc/a,b,c?batch=1`) holds at most MAX_TRPC_BATCH procedures: a larger one is refused with a 400
 * JSON before tRPC reads its input or runs anything (docs/api.md "Error codes" `batch_too_large`: one GET
 * asking `posts.list` 500 times answered 6.3 MB after 4.6 s). The count is read from the URL path, for GET
 * and POST alike.
 *
 * Errors are rendered by trpc/init.ts's formatter; the one log line of an unexpected failure is written here,
 * in onError (an AppError with a code of its own is an answer, not a failure). The request's language
 * (http/language.ts) goes into the context, where the formatter and the success messages read it (docs/product.md
 * "Languages"); every answer says `Vary: Accept-Language`, since any call of a batch may answer an error.
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Handler } from "hono";
import { MAX_TRPC_BATCH } from "#shared/constants.ts";
import type { AppBindings, AppDeps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { AppError, logUnexpectedError } from "../errors.ts";
import { countRateLimitRefusal } from "../metrics/metrics.ts";
import { liveHubFor, streamOwnerOf } from "../realtime/event-bus.ts";
import { liveEventsResponse } from "../realtime/live-sse.ts";
import { StreamLimiter } from "../realtime/stream-limits.ts";
import { appRouter } from "../trpc/root.ts";
import { errorResponse } from "./error-response.ts";
import { languageOf, varyOnLanguage } from "./language.ts";

/** The most procedures one batch may hold (a page asks for fewer than 10 things at once). */
export { MAX_TRPC_BATCH };

/** The number of procedures a /trpc/ URL path names (`a,b,c` → 3; commas may arrive as %2C). */
export function batchSize(pathname: string): number {
  const paths = pathname.slice(pathname.indexOf("/trpc/") + "/trpc/".length);
  let decoded = paths;
  try {
    decoded = decodeURIComponent(paths);
  } catch {
    // A malformed escape: tRPC refuses the path itself; count what is readable.
  }
  return decoded.split(",").length;
}

/** The handler of every procedure: `app.all("/trpc/*", trpc(deps))`. */
export function trpc(deps: AppDeps): Handler<AppBindings> {
  return async (c) => {
    const language = languageOf(c);
    if (batchSize(c.req.path) > MAX_TRPC_BATCH) {
      // A 400 with the reason in the request's language, as the REST 400s (docs/api.md "Errors").
      return errorResponse(AppError.of("batch_too_large"), language);
    }
    const state = c.get("state");
    const answer = await fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      // The same cap inside tRPC, should a request reach it another way.
      maxBatchSize: MAX_TRPC_BATCH,
      createContext: ({ resHeaders }) => ({ ...deps, ...state, language, resHeaders }),
      onError: ({ error, path }) => {
        if (
          error.code === "INTERNAL_SERVER_ERROR" &&
          !(error.cause instanceof AppError && error.cause.code !== "server_error")
        ) {
          logUnexpectedError(`trpc ${path ?? "?"}`, error.cause ?? error);
        }
      },
    });
    varyOnLanguage(answer.headers);
    return answer;
  };
}

/** Seconds a client refused a stream is told to wait (Retry-After): the SPA's reconnect backoff is longer. */
const STREAM_RETRY_AFTER_SECONDS = 30;

/**
 * The live stream of the viewer (visitor: board events only) on this instance's hub, ended by the hub when the
 * session it was opened with ends (realtime/event-bus.ts `signout`, session check):
 * `app.get("/trpc/live.events", liveEvents(db))`. Each app (an instance) counts its open streams with its own
 * `limiter` (realtime/stream-limits.ts): past a cap the answer is a 429 JSON with Retry-After and X-RateLimit-*
 * and no stream is opened; a stream gives its slot back when it closes. HEAD takes no slot.
 */
export function liveEvents(db: Database, limiter = new StreamLimiter()): Handler<AppBindings> {
  return (c) => {
    const { viewer, sessionToken, ipAddress } = c.get("state");
    const userId = viewer?.id ?? null;
    const owner = streamOwnerOf(viewer);
    if (c.req.method === "HEAD") return liveEventsResponse(liveHubFor(db), owner, c.req.raw);
    const slot = limiter.acquire({ userId, sessionToken, address: ipAddress });
    if (!slot.ok) {
      // Counted beside the rate limits' refusals (docs/operations.md "Metrics": `live-streams:perMember` …).
      countRateLimitRefusal(`live-streams:${slot.cap}`);
      return errorResponse(
        AppError.of("too_many_streams", {
          rateLimit: { limit: slot.limit, remaining: 0, retryAfter: STREAM_RETRY_AFTER_SECONDS },
        }),
        languageOf(c),
      );
    }
    return liveEventsResponse(liveHubFor(db), owner, c.req.raw, slot.release);
  };
}
