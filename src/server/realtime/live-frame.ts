/**
 * The bytes of the live stream, in the SSE wire format of tRPC v11's `sseStreamProducer` (what the client's
 * `httpSubscriptionLink` reads): a `connected` event with the client options, one `data:` line per event, and
 * `ping` events. An event is serialized once into a `LiveFrame` and the same bytes are written to every stream
 * that receives it (docs/decisions/006-live-stream-shared-frames.md).
 */
import { LIVE_STREAM, type LiveEvent } from "#shared/live-events.ts";

const encoder = new TextEncoder();

/** One live event and its SSE bytes, encoded on first use and then shared by every stream it is written to. */
export class LiveFrame {
  #bytes: Uint8Array | null = null;

  constructor(readonly event: LiveEvent) {}

  /** `data: <json>\n\n` (JSON.stringify never emits a raw line break, so the event is one data line). */
  get bytes(): Uint8Array {
    this.#bytes ??= encoder.encode(`data: ${JSON.stringify(this.event)}\n\n`);
    return this.#bytes;
  }
}

/** The first event of every stream: tRPC's `connected` with the client's inactivity limit. */
export const CONNECTED_BYTES = encoder.encode(
  `event: connected\ndata: ${JSON.stringify({ reconnectAfterInactivityMs: LIVE_STREAM.inactivityReconnectMs })}\n\n`,
);

/** tRPC's keep-alive event (the client resets its inactivity timer on it). */
export const PING_BYTES = encoder.encode("event: ping\ndata: \n\n");

/** `{type:"ready"}`: the stream is registered; nothing can be missed from now on. */
export const READY_FRAME = new LiveFrame({ type: "ready" });

/** `{type:"notifications"}`: the viewer's notifications changed (docs/product.md §11); the same bytes for all. */
export const NOTIFICATIONS_FRAME = new LiveFrame({ type: "notifications" });

/** `{type:"resync"}`: events may have been lost; the client refetches everything live. */
export const RESYNC_FRAME = new LiveFrame({ type: "resync" });

/** `{type:"reconnect"}`: this instance is shutting down; the client opens a new stream (another instance). */
export const RECONNECT_FRAME = new LiveFrame({ type: "reconnect" });
