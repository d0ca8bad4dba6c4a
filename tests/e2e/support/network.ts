/**
 * "The page has what it asked for": no request of the page in flight for a short silence, the live stream aside (an
 * EventSource never finishes). Playwright's `networkidle` waits a fixed 500 ms of silence after the last request; the
 * accessibility runs check a few hundred pages, so they wait for a shorter silence, counted from the requests the
 * page really made (a request cut short by a navigation ends as `requestfailed`).
 */
import type { Page, Request } from "@playwright/test";

/** Requests of a page in flight, counted from the moment `trackRequests` is called. */
export interface RequestTracker {
  /** Resolves once no request has been in flight for `quietMs` (ms); rejects after `timeoutMs`, naming them. */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/** Starts counting `page`'s requests (call it before the first navigation it should see). */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  page.on("request", (request) => {
    if (request.resourceType() === "eventsource") return;
    inFlight.add(request);
    changed();
  });
  const ended = (request: Request) => {
    if (inFlight.delete(request)) changed();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);

  return {
    quiet(quietMs = 150, timeoutMs = 15_000) {
      return new Promise<void>((resolve, reject) => {
        let silence: ReturnType<typeof setTimeout> | undefined;
        const finish = (error?: Error) => {
          clearTimeout(silence);
          clearTimeout(limit);
          listeners.delete(restart);
          if (error) reject(error);
          else resolve();
        };
        // Every request that starts or ends starts the silence again; it counts only with nothing in flight.
        const restart = () => {
          clearTimeout(silence);
          if (inFlight.size === 0) silence = setTimeout(() => finish(), quietMs);
        };
        const limit = setTimeout(
          () =>
            finish(
              new Error(
                `requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(", ")}`,
              ),
            ),
          timeoutMs,
        );
        listeners.add(restart);
        restart();
      });
    },
  };
}
