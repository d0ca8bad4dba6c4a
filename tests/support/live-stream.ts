/**
 * A test reader of the live SSE stream (`GET /trpc/live.events`) through `app.request()`: parses the frames of
 * tRPC's SSE producer and lets a test await the next event that matches.
 */
import type { LiveEvent } from "#shared/live-events.ts";

/** A matcher for `next`: events of `type` for which `extra` holds. */
export const isType =
  <T extends LiveEvent["type"]>(
    type: T,
    extra: (event: Extract<LiveEvent, { type: T }>) => boolean = () => true,
  ) =>
  (event: LiveEvent) =>
    event.type === type && extra(event as Extract<LiveEvent, { type: T }>);

/** The fetch-like surface of an app (`createApp(...)`). */
interface Fetchable {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/** An open stream. */
export interface LiveStream {
  /** Every data event received so far, in order. */
  received: LiveEvent[];
  /** Resolves with the first event (already received or to come) matching `match`; rejects after `timeoutMs`. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Named SSE events seen (connected, ping, …) — for keep-alive checks. */
  named: string[];
  /** Resolves when a named SSE event (e.g. "ping") arrives after this call; rejects after `timeoutMs`. */
  nextNamed(name: string, timeoutMs: number): Promise<void>;
  /**
   * Resolves when the server ends the response body (the last frame has been read); rejects after `timeoutMs`.
   * A stream this test closed itself does not count.
   */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Opens the stream as the member whose session cookie is `sessionToken` (visitor when undefined), sending
 * `extraHeaders` too (e.g. an Authorization header).
 */
export async function openLiveStream(
  app: Fetchable,
  sessionToken?: string,
  extraHeaders: Record<string, string> = {},
): Promise<LiveStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { Accept: "text/event-stream", ...extraHeaders };
  if (sessionToken) headers.Cookie = `tasukeai_session=${encodeURIComponent(sessionToken)}`;
  const response = await app.request("http://localhost:3000/trpc/live.events", {
    headers,
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const received: LiveEvent[] = [];
  const named: string[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let closed = false;
  let serverEnded = false;

  void (async () => {
    let buffer = "";
    while (!closed) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) {
        serverEnded = !closed;
        for (const wake of [...waiters]) wake();
        break;
      }
      buffer += chunk.value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let name = "message";
        let data = "";
        for (const line of frame.split("\n")) {
          if (line.startsWith("event: ")) name = line.slice(7);
          else if (line.startsWith("data: ")) data += line.slice(6);
        }
        if (name === "message" && data) received.push(JSON.parse(data) as LiveEvent);
        else if (frame.trim()) named.push(name);
        for (const wake of [...waiters]) wake();
        end = buffer.indexOf("\n\n");
      }
    }
  })();

  return {
    received,
    named,
    next(match, timeoutMs = 5000) {
      return new Promise<LiveEvent>((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < received.length; seen++) {
            const event = received[seen];
            if (event && match(event)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    nextNamed(name, timeoutMs) {
      const start = named.length;
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (named.slice(start).includes(name)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${name}" event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    ended(timeoutMs = 5000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (serverEnded) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the stream did not end within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      closed = true;
      controller.abort();
      void reader.cancel().catch(() => undefined);
    },
  };
}
