/**
 * The one live stream of this tab (docs/decisions/006-live-stream-shared-frames.md; docs/product.md §4
 * "Polling"): subscribes to `live.events` once the session is known (again when the viewer changes), writes
 * each event into the query cache, and reports the stream's health so lists poll only while it is down. A
 * dropped, failed or silent stream is closed and opened again after an exponential backoff; every (re)start
 * refetches what might have been missed.
 */
import { type ReactNode, useEffect, useState } from "react";
import { type LiveStatus, LiveStatusContext } from "#client/lib/live-status.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";
import { LIVE_STREAM, type LiveEvent, reconnectDelayMs } from "#shared/live-events.ts";

type Utils = ReturnType<typeof trpc.useUtils>;

/** How long a new stream may take to say "ready" before it counts as failed (e.g. a buffering proxy). */
const READY_TIMEOUT_MS = 10_000;

/** Refetches every live query that is on screen (after a (re)connect or a server-side resync). */
function refetchLive(utils: Utils, signedIn: boolean): void {
  void utils.board.list.invalidate();
  if (!signedIn) return;
  void utils.threads.unreadCount.invalidate();
  void utils.notifications.unreadCount.invalidate();
  void utils.threads.list.invalidate();
  void utils.threads.messages.invalidate();
}

/** Writes one live event into the query cache. */
export function applyLiveEvent(utils: Utils, event: LiveEvent, signedIn: boolean): void {
  switch (event.type) {
    case "thread.message": {
      // Only the newest page (`{id}` without `before`) grows; an open thread shows it at once.
      utils.threads.messages.setData({ id: event.thread_id }, (old) => {
        if (!old || old.messages.some((m) => m.id === event.message.id)) return old;
        return { ...old, messages: [...old.messages, event.message] };
      });
      void utils.threads.list.invalidate();
      return;
    }
    case "thread.read":
      // docs/product.md "既読": the partner read the thread; my messages up to `up_to` show 「既読」 at once.
      utils.threads.messages.setData({ id: event.thread_id }, (old) => {
        if (!old) return old;
        return {
          ...old,
          messages: old.messages.map((m) =>
            m.is_mine && m.read_at === null && m.id <= event.up_to ? { ...m, read_at: event.read_at } : m,
          ),
        };
      });
      return;
    case "thread.changed":
      void utils.threads.messages.invalidate({ id: event.thread_id });
      void utils.threads.list.invalidate();
      return;
    case "unread":
      utils.threads.unreadCount.setData(undefined, { unreadCount: event.unread_count });
      if (event.read_thread_id !== null) void utils.threads.list.invalidate();
      return;
    case "board.message":
      utils.board.list.setData({ page: 1 }, (old) => {
        if (!old || old.data.some((m) => m.id === event.message.id)) return old;
        return {
          ...old,
          data: [event.message, ...old.data],
          meta: { ...old.meta, total: old.meta.total + 1 },
        };
      });
      return;
    case "board.changed":
      void utils.board.list.invalidate();
      return;
    case "notifications":
      // docs/product.md §11: the bell and an open /notifications page refetch; so do the appointments on screen
      // (a proposal, an answer or a cancellation of the partner arrives as a notification: docs/product.md
      // "日程調整").
      void utils.notifications.unreadCount.invalidate();
      void utils.notifications.list.invalidate();
      void utils.appointments.forThread.invalidate();
      void utils.appointments.list.invalidate();
      return;
    case "resync":
      refetchLive(utils, signedIn);
      return;
    case "ready":
    case "reconnect":
      return;
  }
}

/** Keeps the tab's one live stream open around `children` and writes its events into the cache. */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const { user, isLoading } = useSession();
  const userId = user?.id ?? null;
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (isLoading) return;
    const signedIn = userId !== null;
    setStatus("connecting");
    let stopped = false;
    let attempt = 0;
    let subscription: { unsubscribe: () => void } | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let readyTimer: ReturnType<typeof setTimeout> | undefined;
    let stableTimer: ReturnType<typeof setTimeout> | undefined;

    const clearTimers = () => {
      clearTimeout(retryTimer);
      clearTimeout(readyTimer);
      clearTimeout(stableTimer);
    };

    /** Closes the current stream and schedules the next attempt. */
    const drop = () => {
      if (stopped || subscription === null) return;
      const current = subscription;
      subscription = null;
      current.unsubscribe();
      clearTimers();
      setStatus("down");
      attempt += 1;
      retryTimer = setTimeout(connect, reconnectDelayMs(attempt));
    };

    function connect(): void {
      if (stopped) return;
      readyTimer = setTimeout(drop, READY_TIMEOUT_MS);
      subscription = utils.client.live.events.subscribe(undefined, {
        onData(event) {
          if (event.type === "ready") {
            clearTimeout(readyTimer);
            setStatus("live");
            // A stream that stays up for a while resets the backoff.
            stableTimer = setTimeout(() => {
              attempt = 0;
            }, LIVE_STREAM.stableAfterMs);
            refetchLive(utils, signedIn);
            return;
          }
          if (event.type === "reconnect") {
            // The server is shutting down (docs/operations.md "Shutdown"): a new stream at the first backoff
            // step (~1 s), which the load balancer sends to another instance; "ready" there refetches.
            attempt = 0;
            drop();
            return;
          }
          applyLiveEvent(utils, event, signedIn);
        },
        onConnectionStateChange(state) {
          // "connecting" with an error = the connection dropped (or went silent past the inactivity limit).
          if (state.state === "connecting" && state.error) drop();
        },
        onError: drop,
        onComplete: drop,
      });
    }

    connect();
    return () => {
      stopped = true;
      clearTimers();
      subscription?.unsubscribe();
      subscription = null;
    };
  }, [utils, userId, isLoading]);

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}
