/** The one live subscription per tab (ARCHITECTURE.md "Realtime"): SSE through tRPC's httpSubscriptionLink. */
import { publicProcedure, router } from "../trpc/init.ts";
import { liveHubFor } from "./event-bus.ts";
import { liveEventStream } from "./live-stream.ts";

export const liveRouter = router({
  /**
   * Every live event of the viewer (`LiveEvent` of src/shared/live-events.ts): their unread count, new
   * messages of their threads, and new public-board messages (visitors receive only the board). Starts with
   * `{type:"ready"}`; the keep-alive pings come from the SSE settings in trpc/init.ts.
   */
  events: publicProcedure.subscription(({ ctx, signal }) =>
    liveEventStream(liveHubFor(ctx.db), ctx.viewer?.id ?? null, signal),
  ),
});
