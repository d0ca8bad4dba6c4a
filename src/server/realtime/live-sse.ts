/**
 * The HTTP side of the `live.events` subscription (GET /trpc/live.events, what the browser's
 * `httpSubscriptionLink` opens): one SSE response per tab, written in tRPC's SSE wire format. Frames are
 * serialized once by the hub and the same bytes are enqueued on every stream, one chunk per event; one process
 * timer sends the keep-alive pings. tRPC's own producer spends ~50 µs of CPU per stream and event (nested async
 * generators, a ping timer race per event, two transform streams, several chunks per event), which made a
 * 2,000-stream board broadcast block the server for ~100–200 ms; this writer costs ~8 µs, mostly the socket
 * write (docs/decisions/006-live-stream-shared-frames.md, docs/performance.md "Realtime"). The production listener
 * takes the body as a push body and the frames go straight into its response, with no stream reader per chunk
 * (http/push-body.ts, docs/decisions/017-node-http-listener.md).
 */
import { LIVE_STREAM } from "#shared/live-events.ts";
import { offerPush, type PushSink } from "../http/push-body.ts";
import type { LiveHub, LiveSink } from "./event-bus.ts";
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

/**
 * How much a pushed stream may have waiting in its socket before it counts as lagging (the byte counterpart of
 * MAX_QUEUED chunks: 200 board frames of ~1 KiB).
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * One open SSE response. Its bytes go one of two ways, decided by whoever takes the response first: into the
 * body's ReadableStream (the stream is read: tests, any server) or straight into the listener's response (the
 * production listener takes the offered push body, http/push-body.ts). Until then they wait in `pending`.
 */
class SseStream implements LiveSink {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  /** The response written into directly, once the listener took the push body. */
  private sink: PushSink | null = null;
  /** Bytes written before either way was chosen; null once chosen. */
  private pending: Uint8Array[] | null = [];
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
    userId: number | null,
    private readonly signal: AbortSignal | undefined,
    /** Called once when the stream closes (gives back its slot, realtime/stream-limits.ts). */
    private readonly onClose: () => void = () => {},
  ) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        pull: () => {
          if (this.pending) {
            this.readAsStream();
            return;
          }
          // The queue drained: a client that fell behind gets one resync instead of what it missed.
          this.resyncIfLagging();
        },
        cancel: () => this.close(),
      },
      // No pull before a reader asks: the first read is what chooses the ReadableStream way.
      { highWaterMark: 0 },
    );
    offerPush(this.body, this.attach);
    this.write(CONNECTED_BYTES);
    if (signal?.aborted) {
      this.close();
      return;
    }
    signal?.addEventListener("abort", this.close, { once: true });
    this.unsubscribe = hub.subscribe(userId, this);
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
    if (this.backlogFull()) {
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
    if (this.closed) return;
    this.lastWrite = performance.now();
    if (this.sink) {
      this.sink.write(bytes);
      return;
    }
    if (this.pending) {
      this.pending.push(bytes);
      return;
    }
    try {
      this.controller?.enqueue(bytes);
    } catch {
      // The stream was closed or errored underneath us (the client went away).
      this.close();
    }
  }

  /** Whether the client is too far behind: its socket, its ReadableStream or (undecided) what waits is full. */
  private backlogFull(): boolean {
    if (this.sink) return this.sink.buffered > MAX_BUFFERED_BYTES;
    if (this.pending) return this.pending.length >= MAX_QUEUED;
    return (this.controller?.desiredSize ?? 0) <= -MAX_QUEUED;
  }

  /** A client that fell behind gets one resync instead of what it missed, once its queue has drained. */
  private resyncIfLagging(): void {
    if (this.lagging && !this.closed) {
      this.lagging = false;
      this.write(RESYNC_FRAME.bytes);
    }
  }

  /** The first read of the body: what waited goes into the ReadableStream, and so does everything after it. */
  private readAsStream(): void {
    const waiting = this.pending ?? [];
    this.pending = null;
    for (const bytes of waiting) this.controller?.enqueue(bytes);
    if (this.closed) this.closeController();
  }

  /** The listener took the push body: what waited, and everything after it, goes straight into its response. */
  private readonly attach = (sink: PushSink): void => {
    if (!this.pending) return; // already read as a stream
    const waiting = this.pending;
    this.pending = null;
    this.sink = sink;
    let full = false;
    for (const bytes of waiting) full = !sink.write(bytes) || full;
    if (this.closed) {
      sink.end();
      return;
    }
    sink.onDrain(() => this.resyncIfLagging());
    // It fell behind before it was taken, and the socket took everything at once: no drain will come.
    if (!full) this.resyncIfLagging();
  };

  private closeController(): void {
    try {
      this.controller?.close();
    } catch {
      // Already closed or cancelled.
    }
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
    // Undecided: what waits (a last frame) is written when the body is read or taken, then it ends there.
    if (this.pending) return;
    if (this.sink) this.sink.end();
    else this.closeController();
  };
}

/** Every open SSE stream of this process (for the keep-alive timer and shutdown). */
const openStreams = new Set<SseStream>();

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
 * The live SSE response of `userId` (null = visitor: board events only) on `hub`: `connected`, then
 * `{type:"ready"}` once the hub listens, then the viewer's events and keep-alive pings until the request is
 * aborted or the client goes away; then `onClose` runs, once. A HEAD request gets the headers only (no stream
 * is registered: nothing would ever read or cancel its body; `onClose` runs at once).
 */
export function liveEventsResponse(
  hub: LiveHub,
  userId: number | null,
  request: Request,
  onClose: () => void = () => {},
): Response {
  if (request.method === "HEAD") {
    onClose();
    return new Response(null, { headers: SSE_HEADERS });
  }
  const stream = new SseStream(hub, userId, request.signal, onClose);
  return new Response(stream.body, { headers: SSE_HEADERS });
}
