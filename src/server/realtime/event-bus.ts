/**
 * The event bus of ARCHITECTURE.md "Realtime": services publish with `pg_notify` (inside their transaction, so
 * an event is delivered only when its data is committed); every server instance LISTENs once on the channel
 * (postgres.js: a dedicated connection that reconnects; PGlite: in-process) and fans the events out to the
 * live streams of its own viewers through a `LiveHub`.
 */
import { sql } from "drizzle-orm";
import type { LiveEvent } from "../../shared/live-events.ts";
import type { PublicMessageView } from "../../shared/schemas/board.ts";
import type { MessageView } from "../../shared/schemas/threads.ts";
import type { Database } from "../db/client.ts";

/** The PostgreSQL channel of every live event. */
export const LIVE_CHANNEL = "tasukeai_live";

/** NOTIFY payloads must stay under 8000 bytes; larger events travel without their content. */
const MAX_PAYLOAD_BYTES = 7800;

/** A message as it travels on the bus: the viewer-independent part of a MessageView. */
export type BusMessage = Omit<MessageView, "is_mine">;

/** What travels on the channel (server-internal; viewers receive `LiveEvent`s). */
export type BusEvent =
  | {
      kind: "message";
      thread_id: number;
      /** Null when the message was too large for a notification (receivers refetch). */
      message: BusMessage | null;
      participants: number[];
      /** New total unread counts by user id (the recipients). */
      unread: Record<string, number>;
    }
  | { kind: "read"; user_id: number; thread_id: number; unread_count: number }
  | { kind: "board"; message: PublicMessageView | null };

/** Anything that can run SQL: the database or a transaction. */
export type SqlRunner = Pick<Database, "execute">;

const encoder = new TextEncoder();

/** The notification payload of `event`, without its content when it would not fit. */
export function encodeBusEvent(event: BusEvent): string {
  const payload = JSON.stringify(event);
  if (encoder.encode(payload).length <= MAX_PAYLOAD_BYTES) return payload;
  if (event.kind === "message") return JSON.stringify({ ...event, message: null });
  if (event.kind === "board") return JSON.stringify({ ...event, message: null });
  return payload;
}

/**
 * Publishes `event` to every server instance. Call it with the transaction that wrote the data: PostgreSQL
 * delivers the notification at commit (and drops it on rollback).
 */
export async function publishBusEvent(runner: SqlRunner, event: BusEvent): Promise<void> {
  await runner.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${encodeBusEvent(event)})`);
}

/** One live stream registered with the hub. */
interface Subscriber {
  userId: number | null;
  push: (event: LiveEvent) => void;
}

/** Starts listening; calls `onReconnect` when the listener had to reconnect (events may have been lost). */
type ListenFn = (
  onPayload: (payload: string) => void,
  onReconnect: () => void,
) => Promise<() => Promise<void>>;

/**
 * The fan-out of one server instance: one database listener, many live streams. Events are parsed once and
 * routed by user id, so a board event costs one push per stream and a thread event one per participant stream.
 */
export class LiveHub {
  private readonly all = new Set<Subscriber>();
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private stop: (() => Promise<void>) | null = null;
  /** Resolves when the database listener is active. */
  readonly ready: Promise<void>;

  constructor(listen: ListenFn) {
    this.ready = listen(
      (payload) => this.dispatch(payload),
      () => this.broadcast({ type: "resync" }),
    ).then((stop) => {
      this.stop = stop;
    });
  }

  /** Number of live streams on this instance. */
  get size(): number {
    return this.all.size;
  }

  /** Registers a stream of `userId` (null for a visitor); returns its unsubscribe function. */
  subscribe(userId: number | null, push: (event: LiveEvent) => void): () => void {
    const subscriber: Subscriber = { userId, push };
    this.all.add(subscriber);
    if (userId !== null) {
      let set = this.byUser.get(userId);
      if (!set) {
        set = new Set();
        this.byUser.set(userId, set);
      }
      set.add(subscriber);
    }
    return () => {
      this.all.delete(subscriber);
      if (userId === null) return;
      const set = this.byUser.get(userId);
      set?.delete(subscriber);
      if (set?.size === 0) this.byUser.delete(userId);
    };
  }

  /** Routes one notification payload to the streams it concerns. Malformed payloads are ignored. */
  dispatch(payload: string): void {
    let event: BusEvent;
    try {
      event = JSON.parse(payload) as BusEvent;
    } catch {
      return;
    }
    switch (event.kind) {
      case "message": {
        for (const userId of event.participants) {
          const set = this.byUser.get(userId);
          if (!set) continue;
          const live: LiveEvent = event.message
            ? {
                type: "thread.message",
                thread_id: event.thread_id,
                message: { ...event.message, is_mine: event.message.user_id === userId },
              }
            : { type: "thread.changed", thread_id: event.thread_id };
          const count = event.unread[String(userId)];
          const unread: LiveEvent | null =
            count === undefined ? null : { type: "unread", unread_count: count, read_thread_id: null };
          for (const subscriber of set) {
            subscriber.push(live);
            if (unread) subscriber.push(unread);
          }
        }
        return;
      }
      case "read": {
        const live: LiveEvent = {
          type: "unread",
          unread_count: event.unread_count,
          read_thread_id: event.thread_id,
        };
        for (const subscriber of this.byUser.get(event.user_id) ?? []) subscriber.push(live);
        return;
      }
      case "board":
        this.broadcast(
          event.message ? { type: "board.message", message: event.message } : { type: "board.changed" },
        );
        return;
    }
  }

  private broadcast(event: LiveEvent): void {
    for (const subscriber of this.all) subscriber.push(event);
  }

  /** Stops listening (tests, shutdown). */
  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await this.stop?.();
    this.stop = null;
  }
}

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

interface PostgresJsLike {
  (...args: never[]): unknown;
  listen(
    channel: string,
    onnotify: (payload: string) => void,
    onlisten?: () => void,
  ): Promise<{ unlisten: () => Promise<void> }>;
}

/** The listen function of the driver under a drizzle database (`db.$client`). */
function listenerOf(db: Database): ListenFn {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (typeof client === "function" && typeof (client as PostgresJsLike).listen === "function") {
    const postgresClient = client as PostgresJsLike;
    return async (onPayload, onReconnect) => {
      let listens = 0;
      // postgres.js re-LISTENs on a new connection after a drop and calls onlisten again: events sent while
      // it was away are lost, so the streams are told to refetch.
      const meta = await postgresClient.listen(LIVE_CHANNEL, onPayload, () => {
        listens += 1;
        if (listens > 1) onReconnect();
      });
      return () => meta.unlisten();
    };
  }
  if (client && typeof (client as PgliteLike).listen === "function") {
    const pglite = client as PgliteLike;
    return async (onPayload) => {
      const unlisten = await pglite.listen(LIVE_CHANNEL, onPayload);
      return () => unlisten();
    };
  }
  throw new Error("The database driver does not support LISTEN/NOTIFY");
}

const hubs = new WeakMap<object, LiveHub>();

/** The hub of this instance's database (created, and its listener started, on first use). */
export function liveHubFor(db: Database): LiveHub {
  let hub = hubs.get(db);
  if (!hub) {
    const created = new LiveHub(listenerOf(db));
    hubs.set(db, created);
    // A listener that could not start is forgotten, so the next stream tries again.
    created.ready.catch((error) => {
      console.error("[realtime] LISTEN failed", error);
      if (hubs.get(db) === created) hubs.delete(db);
    });
    hub = created;
  }
  return hub;
}

/** Stops the hub of `db`, if one was started (before closing the database). */
export async function closeLiveHub(db: Database): Promise<void> {
  const hub = hubs.get(db);
  if (!hub) return;
  hubs.delete(db);
  await hub.close();
}
