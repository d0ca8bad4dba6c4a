/**
 * The one live subscription per tab (docs/product.md §4 Polling, §3 Live event; docs/decisions/006): SSE through
 * tRPC's httpSubscriptionLink. A subscription takes no input and declares no `.output()`: its events are the
 * `LiveEvent` union of src/shared/live-events.ts, written by the SSE writer of live-sse.ts over HTTP.
 */
import { publicProcedure, router } from "../trpc/init.ts";
import { liveHubFor, streamOwnerOf } from "./event-bus.ts";
import { liveEventStream } from "./live-stream.ts";

/** `live.*`: the live stream subscription (public; visitors receive the board only). */
export const liveRouter = router({
  /**
   * Every live event of the viewer (`LiveEvent` of src/shared/live-events.ts): their unread count, new
   * messages of their threads, and new public-board messages (visitors receive only the board). Starts with
   * `{type:"ready"}`. Over HTTP, GET /trpc/live.events is answered by the shared-frame SSE writer of
   * live-sse.ts (mounted by http/trpc.ts), which speaks tRPC's SSE format to the same `httpSubscriptionLink` and reads the same
   * hub; this resolver serves tRPC callers (createCaller) with the same events.
   */
  events: publicProcedure.subscription(({ ctx, signal }) =>
    liveEventStream(liveHubFor(ctx.db), streamOwnerOf(ctx.viewer), signal),
  ),
});
