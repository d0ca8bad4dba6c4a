/**
 * The HTTP side of the `live.events` subscription (GET /trpc/live.events, what the browser's
 * `httpSubscriptionLink` opens): one SSE response per tab, written in tRPC's SSE wire format. Frames are
 * serialized once by the hub and the same bytes are enqueued on every stream, one chunk per event; one process
 * timer sends the keep-alive pings. tRPC's own producer spends ~50 µs of CPU per stream and event (nested async
 * generators, a ping timer race per event, two transform streams, several chunks per event), which made a
 * 2,000-stream board broadcast block the server for ~100–200 ms; this writer costs ~8 µs, mostly the socket
 * write (docs/decisions/006-live-stream-shared-frames.md, docs/performance.md "Realtime").
 */
import { LIVE_STREAM } from "#shared/live-events.ts";
import { countLiveStreamsWith } from "../metrics/metrics.ts";
import type { LiveHub, LiveSink, StreamOwner } from "./event-bus.ts";
import { BROADCAST_SLICE } from "./event-bus.ts";
import {
  CONNECTED_BYTES,
  type LiveFrame,
  PING_BYTES,
  READY_FRAME,
  RECONNECT_FRAME,
  RESYNC_FRAME,
} from "./live-frame.ts";
import { MAX_QUEUED } from "./live-stream.ts";

/** The response headers of tRPC's SSE producer (`sseHeaders`). */
const SSE_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  Connection: "keep-alive",
} as const;

/** How often the keep-alive timer looks for streams that have been silent for too long. */
const KEEP_ALIVE_TICK_MS = 1000;

/** One open SSE response. */
class SseStream implements LiveSink {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Frames that arrived before "ready" was written (kept in order, written right after it). */
  private early: LiveFrame[] | null = [];
  /** The client stopped reading: events are dropped until it catches up, then it gets one `resync`. */
  private lagging = false;
  private closed = false;
  /** When bytes were last queued (performance.now()), for the keep-alive pings. */
  lastWrite = 0;
  readonly body: ReadableStream<Uint8Array>;

  constructor(
    hub: LiveHub,
    owner: StreamOwner | null,
    private readonly signal: AbortSignal | undefined,
    /** Called once when the stream closes (gives back its slot, realtime/stream-limits.ts). */
    private readonly onClose: () => void = () => {},
  ) {
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
        this.write(CONNECTED_BYTES);
      },
      pull: () => {
        // The queue drained: a client that fell behind gets one resync instead of what it missed.
        if (this.lagging && !this.closed) {
          this.lagging = false;
          this.write(RESYNC_FRAME.bytes);
        }
      },
      cancel: () => this.close(),
    });
    if (signal?.aborted) {
      this.close();
      return;
    }
    signal?.addEventListener("abort", this.close, { once: true });
    this.unsubscribe = hub.subscribe(owner, this);
    openStreams.add(this);
    startKeepAlive();
    if (hub.isReady) this.markReady();
    else
      hub.ready.then(
        () => this.markReady(),
        () => this.close(),
      );
  }

  /** Queues one frame (the hub calls this). */
  push(frame: LiveFrame): void {
    if (this.closed || this.lagging) return;
    if (this.early) {
      this.early.push(frame);
      return;
    }
    if ((this.controller?.desiredSize ?? 0) <= -MAX_QUEUED) {
      this.lagging = true;
      return;
    }
    this.write(frame.bytes);
  }

  /** Writes a ping when nothing has been written for a while. */
  ping(now: number): void {
    if (
      !this.closed &&
      !this.lagging &&
      !this.early &&
      now - this.lastWrite >= LIVE_STREAM.pingMs - KEEP_ALIVE_TICK_MS
    ) {
      this.write(PING_BYTES);
    }
  }

  private markReady(): void {
    if (this.closed) return;
    const early = this.early ?? [];
    this.early = null;
    this.write(READY_FRAME.bytes);
    for (const frame of early) this.push(frame);
  }

  private write(bytes: Uint8Array): void {
    if (this.closed || !this.controller) return;
    try {
      this.controller.enqueue(bytes);
      this.lastWrite = performance.now();
    } catch {
      // The stream was closed or errored underneath us (the client went away).
      this.close();
    }
  }

  /**
   * The hub ended the stream: its session is over (docs/product.md §4 Polling "Live streams end with the
   * session"). The response ends now, with no further frame and no ping.
   */
  end(): void {
    this.close();
  }

  /** Writes a last frame, bypassing the lagging state and the early queue, then ends the stream. */
  endWith(frame: LiveFrame): void {
    if (this.closed) return;
    this.early = null;
    this.write(frame.bytes);
    this.close();
  }

  /** Unregisters the stream and ends the response (client gone, request aborted). */
  readonly close = (): void => {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.early = null;
    openStreams.delete(this);
    this.signal?.removeEventListener("abort", this.close);
    this.onClose();
    try {
      this.controller?.close();
    } catch {
      // Already closed or cancelled.
    }
  };
}

/** Every open SSE stream of this process (for the keep-alive timer and shutdown). */
const openStreams = new Set<SseStream>();

// Read at each scrape (docs/operations.md "Metrics": `live_streams_open`).
countLiveStreamsWith(() => openStreams.size);

/**
 * Shutdown (lifecycle/shutdown.ts): writes `{type:"reconnect"}` on every open stream and ends it, so browsers
 * reconnect — to another instance behind the balancer — instead of holding this one open. Returns how many.
 */
export function closeAllLiveStreams(): number {
  const streams = Array.from(openStreams);
  for (const stream of streams) stream.endWith(RECONNECT_FRAME);
  return streams.length;
}
let keepAliveTimer: ReturnType<typeof setInterval> | null = null;

/**
 * One timer for all streams: every KEEP_ALIVE_TICK_MS, streams silent for pingMs − tick get a ping (so no
 * stream stays silent longer than LIVE_STREAM.pingMs ≤ 5 s), written in slices like a broadcast.
 */
function startKeepAlive(): void {
  if (keepAliveTimer) return;
  keepAliveTimer = setInterval(() => {
    if (openStreams.size === 0) {
      if (keepAliveTimer) clearInterval(keepAliveTimer);
      keepAliveTimer = null;
      return;
    }
    const due = Array.from(openStreams);
    const now = performance.now();
    let next = 0;
    const slice = () => {
      const end = Math.min(due.length, next + BROADCAST_SLICE);
      for (; next < end; next++) due[next]?.ping(now);
      if (next < due.length) setImmediate(slice);
    };
    slice();
  }, KEEP_ALIVE_TICK_MS);
  // The timer alone never keeps the process alive (tests, shutdown).
  keepAliveTimer.unref?.();
}

/**
 * The live SSE response of `owner` (a member and their session; null = visitor: board events only) on `hub`:
 * `connected`, then `{type:"ready"}` once the hub listens, then the viewer's events and keep-alive pings until
 * the request is aborted, the client goes away or the hub ends it (the session ended); then `onClose` runs,
 * once. A HEAD request gets the headers only (no stream is registered: nothing would ever read or cancel its
 * body; `onClose` runs at once).
 */
export function liveEventsResponse(
  hub: LiveHub,
  owner: StreamOwner | null,
  request: Request,
  onClose: () => void = () => {},
): Response {
  if (request.method === "HEAD") {
    onClose();
    return new Response(null, { headers: SSE_HEADERS });
  }
  const stream = new SseStream(hub, owner, request.signal, onClose);
  return new Response(stream.body, { headers: SSE_HEADERS });
}
