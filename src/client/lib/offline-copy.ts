/**
 * The last-seen answers (docs/product.md #phone-first-never-blank, docs/decisions/028-last-seen-answers-offline.md):
 * the tab's successful query answers are kept in this browser (localStorage, through TanStack Query's persister)
 * so that a reload without the network shows the lists and pages last seen, under the offline banner, instead of a
 * spinner. Online, nothing is read back: the network answers as before.
 *
 * Answers of earlier page loads stay in the copy (up to 60, a week at most) while the same member is signed in, so
 * a reload online does not forget what was seen before it.
 *
 * Whose answers they are:
 * - the copy is stamped with a hash of the XSRF-TOKEN cookie, which the server binds to the session cookie
 *   (docs/decisions/001): it is read back only while the browser still holds the same cookie, so an expired or
 *   replaced session never sees it;
 * - when the current user changes (login, logout, the account left, or the server answering another user than the
 *   one last seen), the copy is removed and the answers that depend on the viewer are dropped from memory (the open
 *   ones marked stale) before anything is written again;
 * - nothing is written while an accounts call (login, logout, register, …) is under way, nor when the cookie
 *   changed until the server confirmed who this is (another tab may have logged out);
 * - only answers of reads (queries) are kept, never mutations; an administrator's screens and API tokens are not kept.
 */
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { type PersistedClient, type Persister, removeOldestQuery } from "@tanstack/query-persist-client-core";
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  onlineManager,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import { isViewerDependent, procedureOf } from "./cache-effects.ts";
import { readXsrfToken } from "./csrf.ts";

/** The localStorage key of the copy (tests/e2e/offline-reload.e2e.ts reads it). */
export const OFFLINE_COPY_KEY = "tasukeai.offline-copy";

/** How old a copy may be and still be shown: a week (what was seen, marked as such, beats an empty screen). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** At most this many answers of earlier page loads are carried into the copy (the newest first). */
const MAX_CARRIED = 60;

/** Routers and procedures whose answers are not kept: other people's data seen by an administrator, API tokens. */
const NOT_KEPT = new Set(["admin", "tokens", "safety.adminReports", "safety.moderationLog"]);

const ME = "accounts.me";

type DehydratedQuery = DehydratedState["queries"][number];

/** The copy read at boot, before the XSRF call renews the cookie it was written under. */
export interface StoredCopy {
  queries: DehydratedQuery[];
  /** The viewer its accounts.me answer names (null: a visitor), undefined without one. */
  viewer: number | null | undefined;
}

/** localStorage, or null where it cannot be used (storage disabled, some private modes). */
function browserStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(OFFLINE_COPY_KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * A short stamp of the session's XSRF cookie (cyrb53: a fast 53-bit string hash), or null without one. Not a
 * secret: it only tells whether the cookie is still the one the copy was written with, without storing the token.
 */
export function sessionStamp(token: string | null = readXsrfToken()): string | null {
  if (!token) return null;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Whether `query`'s answer goes into the copy: a successful, current read, not an administrator's. */
export function isKept(query: Query): boolean {
  if (query.state.status !== "success" || query.state.isInvalidated) return false;
  const procedure = procedureOf(query.queryKey);
  if (procedure === null) return isViewerDependent(query.queryKey);
  return !NOT_KEPT.has(procedure[0] ?? "") && !NOT_KEPT.has(procedure.join("."));
}

function isMe(query: { queryKey: readonly unknown[] }): boolean {
  return procedureOf(query.queryKey)?.join(".") === ME;
}

/** The id of the user `data` (an accounts.me answer), null for a visitor. */
function viewerIdOf(data: unknown): number | null {
  return typeof data === "object" && data !== null && "id" in data ? Number(data.id) : null;
}

/**
 * Reads the copy kept in this browser, if it was written under the session cookie the browser holds now and is
 * not older than a week; a copy that fails either test is removed. Call it before the XSRF call of the boot.
 */
export function readOfflineCopy(): StoredCopy | null {
  const storage = browserStorage();
  if (!storage) return null;
  try {
    const raw = storage.getItem(OFFLINE_COPY_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as PersistedClient;
    const stamp = sessionStamp();
    if (stamp === null || stored.buster !== stamp || Date.now() - stored.timestamp > MAX_AGE_MS) {
      storage.removeItem(OFFLINE_COPY_KEY);
      return null;
    }
    const queries = stored.clientState.queries.filter((query) => query.state.status === "success");
    const me = queries.find(isMe);
    return { queries, viewer: me ? viewerIdOf(me.state.data) : undefined };
  } catch (error) {
    console.error("[offline] could not read the last-seen answers", error);
    storage.removeItem(OFFLINE_COPY_KEY);
    return null;
  }
}

/** Keeps `queryClient`'s answers in this browser from now on; see the module comment for whose they are. */
class OfflineCopy {
  readonly #client: QueryClient;
  readonly #persister: Persister;
  /** The viewer the answers in memory belong to (undefined until the first answer of accounts.me). */
  #viewer: number | null | undefined = undefined;
  /** The cookie stamp the server last confirmed for that viewer; the copy is written only under it. */
  #stamp: string | null = null;
  /** The stamp for which accounts.me was asked again (once per cookie, never in a loop). */
  #checking: string | null = null;
  /** True while the answers of a previous viewer are being dropped. */
  #quiet = false;
  /** Answers of earlier page loads, still written into the copy while this viewer is the one they were for. */
  #carried: StoredCopy = { queries: [], viewer: undefined };

  constructor(client: QueryClient, storage: Storage | null) {
    this.#client = client;
    this.#persister = createAsyncStoragePersister({
      storage,
      key: OFFLINE_COPY_KEY,
      throttleTime: 1000,
      // Over the storage quota: drop the oldest answers until it fits.
      retry: removeOldestQuery,
    });
  }

  /** Offline at boot: puts the stored answers into the client; the cookie has not changed since they were read. */
  restore(stored: StoredCopy): void {
    hydrate(this.#client, { mutations: [], queries: stored.queries });
    this.#viewer = stored.viewer;
    this.#stamp = sessionStamp();
  }

  /** Online at boot: the stored answers are not shown, but kept in the copy if the server names the same viewer. */
  carry(stored: StoredCopy): void {
    const oldestKept = Date.now() - MAX_AGE_MS;
    const queries = stored.queries
      .filter((query) => !isMe(query) && query.state.dataUpdatedAt > oldestKept)
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, MAX_CARRIED);
    this.#carried = { queries, viewer: stored.viewer };
  }

  /** Writes the copy on every change of the cache (throttled by the persister) and follows the current user. */
  start(): void {
    this.#client.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success" && isMe(event.query)) {
        this.#viewerAnswered(event.query, event.action.manual === true);
      }
      if (event.type === "added" || event.type === "removed" || event.type === "updated") this.#save();
    });
    this.#client.getMutationCache().subscribe((event) => {
      // An accounts call that ended may have changed the session: write what is now in memory.
      if (event.type === "updated") this.#save();
    });
  }

  /** accounts.me answered (from the server, or written by login/logout when `manual`). */
  #viewerAnswered(query: Query, manual: boolean): void {
    const viewer = viewerIdOf(query.state.data);
    if (this.#viewer !== undefined && viewer !== this.#viewer) {
      // The cache events of the clean-up below come back here synchronously: nothing is written meanwhile.
      this.#quiet = true;
      try {
        this.#viewerChanged(manual);
      } finally {
        this.#quiet = false;
      }
    }
    if (this.#carried.viewer !== viewer) this.#carried = { queries: [], viewer };
    this.#viewer = viewer;
    this.#stamp = sessionStamp();
    this.#checking = null;
  }

  /**
   * Another viewer: the copy goes, and so do the answers of the previous one — dropped when no screen shows them,
   * marked stale otherwise (refetched here when the server told us; login and logout refetch them themselves,
   * lib/cache-effects.ts viewerChanged). Marked stale, they are not written again (isKept).
   */
  #viewerChanged(manual: boolean): void {
    void this.#persister.removeClient();
    const predicate = (query: Query) => isViewerDependent(query.queryKey);
    void this.#client.invalidateQueries({ predicate, refetchType: manual ? "none" : "active" });
    this.#client.removeQueries({ predicate: (query) => predicate(query) && !query.isActive() });
  }

  #save(): void {
    const snapshot = this.#snapshot();
    if (snapshot) void this.#persister.persistClient(snapshot);
  }

  /**
   * What the copy should hold now, or null when nothing may be written: while an accounts call is under way, while
   * a previous viewer's answers are dropped, before the viewer is known, or when the cookie is not the one the
   * server last confirmed for this viewer.
   */
  #snapshot(): PersistedClient | null {
    if (this.#quiet) return null;
    if (
      this.#client.isMutating({
        predicate: (m) => procedureOf(m.options.mutationKey ?? [])?.[0] === "accounts",
      })
    ) {
      return null;
    }
    const stamp = sessionStamp();
    if (stamp === null || this.#viewer === undefined) return null;
    if (stamp !== this.#stamp) {
      // The cookie changed (a session renewed on its own, or another tab logged in or out): ask who this is
      // once before writing anything under it.
      if (this.#checking !== stamp && !this.#client.isFetching({ predicate: isMe })) {
        this.#checking = stamp;
        void this.#client.invalidateQueries({ predicate: isMe });
      }
      return null;
    }
    const { queries } = dehydrate(this.#client, { shouldDehydrateQuery: isKept });
    const present = new Set(queries.map((query) => query.queryHash));
    const carried = this.#carried.queries.filter((query) => !present.has(query.queryHash));
    // Only reads: mutations are never kept, nor replayed.
    return {
      buster: stamp,
      timestamp: Date.now(),
      clientState: { mutations: [], queries: [...queries, ...carried] },
    };
  }

  /**
   * Leaving the page (reload, another page, the app sent to the background): the persister writes at most once a
   * second, so the last answers are written now, synchronously, or they would be lost with the page.
   */
  flushOnLeave(storage: Storage | null): void {
    const flush = () => {
      const snapshot = this.#snapshot();
      if (!snapshot || !storage) return;
      try {
        storage.setItem(OFFLINE_COPY_KEY, JSON.stringify(snapshot));
      } catch {
        // Over the quota: the last throttled write stays.
      }
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
  }
}

/**
 * Starts keeping the last-seen answers of `queryClient`; `stored` is what readOfflineCopy found before the boot's
 * XSRF call. When the boot found no network (`offline`: no answer to that call and the browser says it is offline
 * — navigator.onLine alone can be wrong, so it is not trusted without the failed call), React Query is told it
 * is offline (its calls wait for the `online` event instead of failing) and the stored answers are put into the
 * client before the first render. Online they are only carried on into the copy.
 */
export function startOfflineCopy(
  queryClient: QueryClient,
  offline: boolean,
  stored: StoredCopy | null,
): void {
  const storage = browserStorage();
  const copy = new OfflineCopy(queryClient, storage);
  if (offline) onlineManager.setOnline(false);
  if (stored && offline) copy.restore(stored);
  else if (stored) copy.carry(stored);
  copy.start();
  copy.flushOnLeave(storage);
}
