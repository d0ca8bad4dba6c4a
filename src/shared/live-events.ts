/**
 * The live events of the one stream per tab (docs/decisions/006-live-stream-shared-frames.md; docs/product.md
 * §4 "Polling"): what the server's `live.events` subscription yields to a viewer, and the timing of the
 * stream and its fallback.
 */
import type { PublicMessageView } from "./schemas/board.ts";
import type { MessageView } from "./schemas/threads.ts";

/** Everything one viewer can receive on their stream. */
export type LiveEvent =
  /** The listener is registered: from now on nothing is missed (the client refetches what came before). */
  | { type: "ready" }
  /** A new message in one of the viewer's threads (`is_mine` already set for this viewer). */
  | { type: "thread.message"; thread_id: number; message: MessageView }
  /** Something in a thread changed that is too large to carry (refetch the thread and the list). */
  | { type: "thread.changed"; thread_id: number }
  /**
   * 既読 (docs/product.md "既読"): the partner read the thread up to message `up_to` at `read_at`; sent only when
   * both participants turned 既読 on. The viewer's own messages up to it show 「既読」.
   */
  | { type: "thread.read"; thread_id: number; up_to: number; read_at: string }
  /** The viewer's total unread count changed (a message arrived, or a thread was read in some tab). */
  | { type: "unread"; unread_count: number; read_thread_id: number | null }
  /** A new message on the public board. */
  | { type: "board.message"; message: PublicMessageView }
  /** The board changed in a way that does not fit an event (refetch it). */
  | { type: "board.changed" }
  /** The viewer's notifications changed (a new one, or read in some tab): refetch the unread count. */
  | { type: "notifications" }
  /** The server may have missed events (its database listener reconnected): refetch everything live. */
  | { type: "resync" }
  /** The server is shutting down and ends the stream: open a new one now (docs/operations.md "Shutdown"). */
  | { type: "reconnect" };

/** Timing of the stream (Bun closes idle requests after 10 s: pings stay well under that). */
export const LIVE_STREAM = {
  /** Server keep-alive ping interval. */
  pingMs: 4000,
  /** The client recreates the stream after this long without a byte (ping or event). */
  inactivityReconnectMs: 13_000,
  /** Reconnect backoff: first delay, cap, and how long a stream must live to reset the backoff. */
  backoffBaseMs: 1000,
  backoffMaxMs: 30_000,
  stableAfterMs: 10_000,
} as const;

/** The delay before reconnect attempt `attempt` (1, 2, …): exponential, capped, with ±20 % jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_STREAM.backoffMaxMs, LIVE_STREAM.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + random() * 0.4));
}
