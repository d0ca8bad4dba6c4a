/**
 * The event bus of the live stream (docs/architecture.md "The shape in one picture", docs/performance.md
 * "Realtime"): services publish with `pg_notify` (inside their transaction, so an event is delivered only when
 * its data is committed); every server instance LISTENs once on the channel (postgres.js: a dedicated
 * connection that reconnects; PGlite: in-process) and fans the events out to the live streams of its own
 * viewers through a `LiveHub`, serializing each event once per audience.
 *
 * A member's stream lives only as long as the session it was opened with (docs/product.md §4 Polling "Live
 * streams end with the session"): the code that ends sessions publishes a `signout` on the same channel, in the
 * transaction that ends them, and every instance's hub ends the matching streams when it arrives — before any
 * event committed later, since notifications arrive in commit order. Sessions that end without an event
 * (expiry, a row removed by hand, a signout lost while the listener reconnected) are found by the hub's session
 * check every LIVE_STREAM.pingMs.
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { LIVE_STREAM } from "#shared/live-events.ts";
import type { PublicMessageView } from "#shared/schemas/board.ts";
import type { MessageView } from "#shared/schemas/threads.ts";
import { type Database, queryRows } from "../db/client.ts";
import { logger } from "../logger.ts";
import type { Viewer } from "../viewer.ts";
import { LiveFrame, NOTIFICATIONS_FRAME, RESYNC_FRAME } from "./live-frame.ts";

/** The PostgreSQL channel of every live event. */
const LIVE_CHANNEL = "tasukeai_live";

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
  /**
   * docs/product.md "既読": the partner of `user_id` read thread `thread_id` up to message `up_to` at `read_at`;
   * published only when both participants turned 既読 on, delivered to `user_id` (the sender side) only.
   */
  | { kind: "receipt"; user_id: number; thread_id: number; up_to: number; read_at: string }
  | {
      kind: "board";
      message: PublicMessageView | null;
      /**
       * Members blocked either way with the message's author (docs/product.md §12 Blocking): their streams skip
       * the message, as their board list leaves it out. Absent for events without a message.
       */
      hidden_from?: number[];
    }
  /** These members' notifications changed (docs/product.md §11): their tabs refetch the unread count. */
  | { kind: "notify"; users: number[] }
  /**
   * Sessions of a member ended (auth/sessions.ts): their streams end at once. `sessions` lists the ended
   * sessions (logout); without it every stream of the member ends but those of `keep` (suspension, deletion,
   * a password change, which keeps the session that made it).
   */
  | { kind: "signout"; user_id: number; sessions?: string[]; keep?: string };

/** Anything that can run SQL: the database or a transaction. */
type SqlRunner = Pick<Database, "execute">;

const encoder = new TextEncoder();

/** The notification payload of `event`, without its content when it would not fit. */
function encodeBusEvent(event: BusEvent): string {
  const payload = JSON.stringify(event);
  if (encoder.encode(payload).length <= MAX_PAYLOAD_BYTES) return payload;
  if (event.kind === "message") return JSON.stringify({ ...event, message: null });
  // Without its message a board event carries nothing to hide: every stream refetches its own filtered list.
  if (event.kind === "board") return JSON.stringify({ kind: "board", message: null });
  return payload;
}

/**
 * Publishes `event` to every server instance. Call it with the transaction that wrote the data: PostgreSQL
 * delivers the notification at commit (and drops it on rollback).
 */
export async function publishBusEvent(runner: SqlRunner, event: BusEvent): Promise<void> {
  await runner.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${encodeBusEvent(event)})`);
}

/** Where the hub writes a stream's frames: the SSE writer (live-sse.ts) or the generator (live-stream.ts). */
export interface LiveSink {
  push(frame: LiveFrame): void;
  /** The stream's session ended: end the stream now, without another frame (the hub already dropped it). */
  end(): void;
}

/** The member behind a stream and the session it was opened with (a visitor's stream has none). */
export interface StreamOwner {
  userId: number;
  /** The session id (auth/sessions.ts, the SHA-256 of the cookie token). */
  sessionId: string;
}

/** One live stream registered with the hub. */
interface Subscriber {
  userId: number | null;
  sessionId: string | null;
  sink: LiveSink;
  /** False once unsubscribed (a broadcast in progress skips it). */
  active: boolean;
}

/** The owner of a stream the viewer opens (null for a visitor). */
export function streamOwnerOf(viewer: Viewer | null): StreamOwner | null {
  return viewer ? { userId: viewer.id, sessionId: viewer.sessionId } : null;
}

/** Of `sessionIds`, those still open: not expired, of a member neither deleted nor suspended. */
type OpenSessionsFn = (sessionIds: string[]) => Promise<Set<string>>;

/** A broadcast being written, one slice of streams at a time. */
interface Broadcast {
  frame: LiveFrame;
  targets: Subscriber[];
  next: number;
}

/** Starts listening; calls `onReconnect` when the listener had to reconnect (events may have been lost). */
type ListenFn = (
  onPayload: (payload: string) => void,
  onReconnect: () => void,
) => Promise<() => Promise<void>>;

/**
 * Streams written per turn of the event loop during a broadcast. Writing a frame costs ~8–10 µs per stream
 * (mostly the socket write), so a slice blocks the loop for ~2–3 ms and a thread message or a request that
 * arrives during a 2,000-stream broadcast waits for one slice, not for the whole burst (bench/realtime*.ts).
 */
export const BROADCAST_SLICE = 256;

/**
 * The fan-out of one server instance: one database listener, many live streams. Events are parsed once,
 * serialized once per audience (all streams for the board; each recipient for a thread event) and routed by
 * user id. Events for particular users are written at once; broadcasts are written in slices of
 * BROADCAST_SLICE streams with a turn of the event loop between slices, so they never hold up the rest.
 */
export class LiveHub {
  private readonly all = new Set<Subscriber>();
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private readonly broadcasts: Broadcast[] = [];
  private readonly sliceSize: number;
  private readonly openSessions: OpenSessionsFn | undefined;
  private sessionTimer: ReturnType<typeof setInterval> | null = null;
  private settledWaiters: (() => void)[] = [];
  private stop: (() => Promise<void>) | null = null;
  private listening = false;
  /** Resolves when the database listener is active. */
  readonly ready: Promise<void>;

  /**
   * `options.openSessions` enables the session check of member streams (liveHubFor passes the database's);
   * without it (tests of the routing alone) only `signout` events end streams.
   */
  constructor(listen: ListenFn, options: { broadcastSlice?: number; openSessions?: OpenSessionsFn } = {}) {
    this.sliceSize = Math.max(1, options.broadcastSlice ?? BROADCAST_SLICE);
    this.openSessions = options.openSessions;
    this.ready = listen(
      (payload) => this.dispatch(payload),
      () => {
        this.broadcast(RESYNC_FRAME);
        // A signout may have been lost with the other events: look at every member stream's session now.
        void this.checkSessions();
      },
    ).then((stop) => {
      this.stop = stop;
      this.listening = true;
    });
  }

  /** Number of live streams on this instance. */
  get size(): number {
    return this.all.size;
  }

  /** True once the database listener is active (`ready` has resolved). */
  get isReady(): boolean {
    return this.listening;
  }

  /** Registers a stream of `owner` (null for a visitor); returns its unsubscribe function. */
  subscribe(owner: StreamOwner | null, sink: LiveSink): () => void {
    const userId = owner?.userId ?? null;
    const subscriber: Subscriber = { userId, sessionId: owner?.sessionId ?? null, sink, active: true };
    this.all.add(subscriber);
    if (userId !== null) {
      let set = this.byUser.get(userId);
      if (!set) {
        set = new Set();
        this.byUser.set(userId, set);
      }
      set.add(subscriber);
      this.startSessionChecks();
    }
    return () => this.drop(subscriber);
  }

  /** Unregisters `subscriber` (idempotent). */
  private drop(subscriber: Subscriber): void {
    if (!subscriber.active) return;
    subscriber.active = false;
    this.all.delete(subscriber);
    if (subscriber.userId === null) return;
    const set = this.byUser.get(subscriber.userId);
    set?.delete(subscriber);
    if (set?.size === 0) this.byUser.delete(subscriber.userId);
  }

  /** Drops `subscriber` and tells its stream to end: its session is over. */
  private endStream(subscriber: Subscriber): void {
    if (!subscriber.active) return;
    this.drop(subscriber);
    subscriber.sink.end();
  }

  /** Ends the member streams that `event` names (docs/product.md §4 Polling "Live streams end with the session"). */
  private signOut(event: Extract<BusEvent, { kind: "signout" }>): void {
    const set = this.byUser.get(event.user_id);
    if (!set) return;
    const ended = event.sessions ? new Set(event.sessions) : null;
    for (const subscriber of Array.from(set)) {
      const matches = ended
        ? subscriber.sessionId !== null && ended.has(subscriber.sessionId)
        : subscriber.sessionId !== event.keep;
      if (matches) this.endStream(subscriber);
    }
  }

  /**
   * The session check: ends every member stream whose session is no longer open (expired, removed, its member
   * suspended or deleted). Runs every LIVE_STREAM.pingMs while member streams are open, and after the listener
   * reconnected. A failed lookup (database away) ends nothing; the next check tries again.
   * @returns how many streams it ended.
   */
  async checkSessions(): Promise<number> {
    if (!this.openSessions) return 0;
    const checked = Array.from(this.all).filter((subscriber) => subscriber.sessionId !== null);
    if (checked.length === 0) return 0;
    let open: Set<string>;
    try {
      open = await this.openSessions(
        Array.from(new Set(checked.map((subscriber) => subscriber.sessionId ?? ""))),
      );
    } catch (error) {
      logger.warn({ err: error }, "live events: session check failed");
      return 0;
    }
    let ended = 0;
    for (const subscriber of checked) {
      if (subscriber.active && !open.has(subscriber.sessionId ?? "")) {
        this.endStream(subscriber);
        ended += 1;
      }
    }
    return ended;
  }

  /** Starts the periodic session check (once; it stops by itself when no member stream is left). */
  private startSessionChecks(): void {
    if (this.sessionTimer || !this.openSessions) return;
    this.sessionTimer = setInterval(() => {
      if (this.byUser.size === 0) {
        this.stopSessionChecks();
        return;
      }
      void this.checkSessions();
    }, LIVE_STREAM.pingMs);
    // The timer alone never keeps the process alive (tests, shutdown).
    this.sessionTimer.unref?.();
  }

  private stopSessionChecks(): void {
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    this.sessionTimer = null;
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
          const live = new LiveFrame(
            event.message
              ? {
                  type: "thread.message",
                  thread_id: event.thread_id,
                  message: { ...event.message, is_mine: event.message.user_id === userId },
                }
              : { type: "thread.changed", thread_id: event.thread_id },
          );
          const count = event.unread[String(userId)];
          const unread =
            count === undefined
              ? null
              : new LiveFrame({ type: "unread", unread_count: count, read_thread_id: null });
          for (const subscriber of set) {
            subscriber.sink.push(live);
            if (unread) subscriber.sink.push(unread);
          }
        }
        return;
      }
      case "read": {
        const set = this.byUser.get(event.user_id);
        if (!set) return;
        const live = new LiveFrame({
          type: "unread",
          unread_count: event.unread_count,
          read_thread_id: event.thread_id,
        });
        for (const subscriber of set) subscriber.sink.push(live);
        return;
      }
      case "receipt": {
        const set = this.byUser.get(event.user_id);
        if (!set) return;
        const live = new LiveFrame({
          type: "thread.read",
          thread_id: event.thread_id,
          up_to: event.up_to,
          read_at: event.read_at,
        });
        for (const subscriber of set) subscriber.sink.push(live);
        return;
      }
      case "notify":
        for (const userId of event.users) {
          const set = this.byUser.get(userId);
          if (!set) continue;
          for (const subscriber of set) subscriber.sink.push(NOTIFICATIONS_FRAME);
        }
        return;
      case "signout":
        this.signOut(event);
        return;
      case "board":
        this.broadcast(
          new LiveFrame(
            event.message ? { type: "board.message", message: event.message } : { type: "board.changed" },
          ),
          event.message && event.hidden_from?.length ? new Set(event.hidden_from) : undefined,
        );
        return;
    }
  }

  /** Resolves once every broadcast under way has been written to all its streams. */
  settled(): Promise<void> {
    if (this.broadcasts.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /**
   * Queues `frame` for every stream open now, but those of the members in `skip`; the first slice is written at
   * once.
   */
  private broadcast(frame: LiveFrame, skip?: Set<number>): void {
    if (this.all.size === 0) return;
    const targets = skip
      ? Array.from(this.all).filter(
          (subscriber) => subscriber.userId === null || !skip.has(subscriber.userId),
        )
      : Array.from(this.all);
    this.broadcasts.push({ frame, targets, next: 0 });
    if (this.broadcasts.length === 1) this.writeSlice();
  }

  /** Writes up to one slice of the queued broadcasts, then yields to the event loop if more remain. */
  private readonly writeSlice = (): void => {
    let budget = this.sliceSize;
    while (budget > 0) {
      const job = this.broadcasts[0];
      if (!job) break;
      const end = Math.min(job.targets.length, job.next + budget);
      budget -= end - job.next;
      for (let i = job.next; i < end; i++) {
        const subscriber = job.targets[i];
        if (subscriber?.active) subscriber.sink.push(job.frame);
      }
      job.next = end;
      if (end >= job.targets.length) this.broadcasts.shift();
    }
    if (this.broadcasts.length > 0) {
      setImmediate(this.writeSlice);
      return;
    }
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve();
  };

  /** Stops listening (tests, shutdown). */
  async close(): Promise<void> {
    this.stopSessionChecks();
    await this.ready.catch(() => undefined);
    await this.stop?.();
    this.stop = null;
    this.listening = false;
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
  options: Record<string, unknown>;
}

/** How long the listener waits between attempts to LISTEN again while the database is away. */
const RELISTEN_DELAY_MS = 1000;

/**
 * A LISTEN connection that outlives database outages (docs/operations.md "Database outages"). postgres.js's
 * own `listen` re-LISTENs once when its connection drops and, if the database is still away, gives up for
 * good, so a board whose database restarted never delivered a live event again. This listener has one
 * connection of its own (the pool's options; no idle or lifetime limit) and, whenever it closes, tries to
 * LISTEN again every RELISTEN_DELAY_MS until it succeeds; then the streams are told to resync, since events
 * sent meanwhile are lost. The first LISTEN fails like any query (the hub is then forgotten and retried).
 */
function supervisedListen(client: PostgresJsLike): ListenFn {
  return async (onPayload, onReconnect) => {
    let stopped = false;
    let relistening = false;
    const listenQuery = (sql: postgres.Sql) => sql.unsafe(`listen "${LIVE_CHANNEL}"`);
    const relisten = async () => {
      if (relistening) return;
      relistening = true;
      while (!stopped) {
        try {
          await listenQuery(listener);
          relistening = false;
          if (!stopped) onReconnect();
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, RELISTEN_DELAY_MS));
        }
      }
      relistening = false;
    };
    const listener: postgres.Sql = postgres({
      ...(client.options as postgres.Options<Record<string, never>>),
      max: 1,
      idle_timeout: null,
      max_lifetime: null,
      fetch_types: false,
      onnotify: (channel: string, payload: string) => {
        if (channel === LIVE_CHANNEL) onPayload(payload);
      },
      onclose: () => {
        if (!stopped) void relisten();
      },
    } as unknown as postgres.Options<Record<string, never>>);
    try {
      await listenQuery(listener);
    } catch (error) {
      stopped = true;
      await listener.end({ timeout: 1 }).catch(() => undefined);
      throw error;
    }
    return async () => {
      stopped = true;
      await listener.end({ timeout: 2 });
    };
  };
}

/** The listen function of the driver under a drizzle database (`db.$client`). */
function listenerOf(db: Database): ListenFn {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (typeof client === "function" && typeof (client as PostgresJsLike).listen === "function") {
    return supervisedListen(client as PostgresJsLike);
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

/**
 * Of `sessionIds`, the sessions still open on `db`: the conditions under which auth/sessions.ts
 * validateSessionToken accepts a session (not expired, its member neither deleted nor banned), for many at once.
 * The ids are SHA-256 hex strings, so the array literal needs no quoting. The query starts from the ids
 * (`unnest`, one primary-key lookup each): `s.id = any(…)` was planned as a scan of the array per member row on
 * a table without fresh statistics (60 ms for 2,000 streams, against ~8 ms; bench/live-session-check.ts).
 */
async function openSessionIds(db: Database, sessionIds: string[]): Promise<Set<string>> {
  const wanted = `{${sessionIds.filter((id) => /^[0-9a-f]{64}$/.test(id)).join(",")}}`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select s.id from unnest(${wanted}::varchar[]) as wanted(id)
          join sessions s on s.id = wanted.id join users u on u.id = s.user_id
         where s.expires_at > now() and u.deleted_at is null and not u.is_banned`,
  );
  return new Set(rows.map((row) => row.id));
}

const hubs = new WeakMap<object, LiveHub>();

/** The hub of this instance's database (created, and its listener started, on first use). */
export function liveHubFor(db: Database): LiveHub {
  let hub = hubs.get(db);
  if (!hub) {
    const created = new LiveHub(listenerOf(db), { openSessions: (ids) => openSessionIds(db, ids) });
    hubs.set(db, created);
    // A listener that could not start is forgotten, so the next stream tries again.
    created.ready.catch((error) => {
      logger.warn({ err: error }, "live events: LISTEN failed");
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
