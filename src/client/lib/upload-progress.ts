/**
 * Uploads with real progress and a cancel (docs/product.md §5 Post image, "Upload progress"): `fetch` has no upload
 * progress, so a FormData body registered with `trackUpload` is sent over XMLHttpRequest (`upload.onprogress`)
 * by `uploadFetch`, the `fetch` of the tRPC upload link (trpc.ts). The call stays the same tRPC procedure with
 * the same CSRF headers and 419 retry (csrf.ts); untracked bodies go through `fetch` as before.
 */
import { useCallback, useRef, useState } from "react";
import { csrfFetch, type FetchLike } from "./csrf.ts";

/** Who hears of one upload: its progress in bytes and the signal that cancels it. */
interface UploadTracker {
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

const trackers = new WeakMap<FormData, UploadTracker>();

/** Status codes whose answer has no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The headers of an XMLHttpRequest answer as Headers. */
function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const index = line.indexOf(":");
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

/**
 * `fetch` over XMLHttpRequest for one tracked upload: reports upload progress, aborts on the tracker's signal
 * or the caller's. Rejects like fetch: TypeError on a network failure, DOMException "AbortError" when aborted.
 */
function xhrFetch(tracker: UploadTracker): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? "POST", String(input instanceof Request ? input.url : input));
      xhr.withCredentials = true;
      new Headers(init?.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) tracker.onProgress(event.loaded, event.total);
      };
      xhr.onload = () => {
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, headers: responseHeaders(xhr) }));
      };
      xhr.onerror = () => reject(new TypeError("upload failed"));
      xhr.onabort = () => reject(new DOMException("upload cancelled", "AbortError"));
      for (const signal of [tracker.signal, init?.signal]) {
        if (!signal) continue;
        if (signal.aborted) {
          reject(new DOMException("upload cancelled", "AbortError"));
          return;
        }
        signal.addEventListener("abort", () => xhr.abort(), { once: true });
      }
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/** The `fetch` of the tRPC upload link: tracked FormData bodies over XMLHttpRequest, the rest over fetch. */
export function uploadFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = init?.body;
  const tracker = body instanceof FormData ? trackers.get(body) : undefined;
  return tracker ? csrfFetch(input, init, xhrFetch(tracker)) : csrfFetch(input, init);
}

/** An upload's state for the form: percent sent (null when none is under way) and whether it was cancelled. */
export interface UploadProgress {
  /** 0–100 while an upload is under way, else null. */
  percent: number | null;
  /** True after the last upload was cancelled (until the next one starts). */
  cancelled: boolean;
  /**
   * Sends `form` through `call` (a tRPC mutation), tracked when it carries a file.
   * @returns `{cancelled: true}` when `cancel` ended it, else the call's value. @throws what the call throws.
   */
  run: <T>(form: FormData, call: (form: FormData) => Promise<T>) => Promise<UploadOutcome<T>>;
  /** Aborts the upload under way (the server never sees a complete request). */
  cancel: () => void;
}

/** How a tracked send ended: cancelled, or the call's value. */
export type UploadOutcome<T> = { cancelled: true } | { cancelled: false; value: T };

/** True when `form` holds a file part (only those are worth a progress bar). */
function carriesFile(form: FormData): boolean {
  for (const value of form.values()) if (typeof value !== "string") return true;
  return false;
}

/** Progress and cancel of one form's uploads (see the file comment). */
export function useUploadProgress(): UploadProgress {
  const [percent, setPercent] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const track = useCallback((form: FormData) => {
    const current = new AbortController();
    controller.current = current;
    setCancelled(false);
    setPercent(0);
    trackers.set(form, {
      signal: current.signal,
      onProgress: (loaded, total) => {
        if (controller.current === current) setPercent(Math.floor((loaded / Math.max(total, 1)) * 100));
      },
    });
    return form;
  }, []);

  const finish = useCallback(() => {
    const wasCancelled = controller.current?.signal.aborted ?? false;
    controller.current = null;
    setPercent(null);
    return wasCancelled;
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setCancelled(true);
  }, []);

  const run = useCallback(
    async <T>(form: FormData, call: (form: FormData) => Promise<T>): Promise<UploadOutcome<T>> => {
      if (!carriesFile(form)) return { cancelled: false, value: await call(form) };
      track(form);
      try {
        const value = await call(form);
        finish();
        return { cancelled: false, value };
      } catch (error) {
        if (finish()) return { cancelled: true };
        throw error;
      }
    },
    [track, finish],
  );

  return { percent, cancelled, run, cancel };
}
