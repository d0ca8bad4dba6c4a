/**
 * One viewer's live stream as an async generator: registers with the instance's hub, says "ready" once nothing
 * can be missed any more, then yields the viewer's events as they arrive until the client goes away or the
 * viewer's session ends (docs/product.md §4 "Polling"). This is what the `live.events` procedure returns to tRPC callers
 * (createCaller, tRPC's own SSE producer); browsers read the same events from the shared-frame SSE writer of
 * live-sse.ts.
 */
import type { LiveEvent } from "#shared/live-events.ts";
import type { LiveHub, StreamOwner } from "./event-bus.ts";

/** Events a slow client may have queued before the stream gives up on details and asks it to refetch. */
export const MAX_QUEUED = 200;

/**
 * The events of `owner` (a member and their session; null = visitor: board events only) on `hub`, starting
 * with `{type:"ready"}`. Ends when `signal` aborts or the hub ends the stream (the session ended: what was
 * still queued is dropped). A client that falls more than MAX_QUEUED events behind gets one `resync` instead.
 */
export async function* liveEventStream(
  hub: LiveHub,
  owner: StreamOwner | null,
  signal: AbortSignal | undefined,
): AsyncGenerator<LiveEvent, void, undefined> {
  let queue: LiveEvent[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const over = () => ended || Boolean(signal?.aborted);
  const unsubscribe = hub.subscribe(owner, {
    push(frame) {
      if (queue.length >= MAX_QUEUED) queue = [{ type: "resync" }];
      else queue.push(frame.event);
      wakeUp();
    },
    end() {
      ended = true;
      queue = [];
      wakeUp();
    },
  });
  signal?.addEventListener("abort", wakeUp);
  try {
    await hub.ready;
    if (over()) return;
    yield { type: "ready" };
    while (!over()) {
      if (queue.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      const batch = queue;
      queue = [];
      for (const event of batch) {
        if (over()) return;
        yield event;
      }
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener("abort", wakeUp);
  }
}
