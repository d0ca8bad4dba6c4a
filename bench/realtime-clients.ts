/**
 * Helpers of bench/realtime.ts: SSE subscribers over plain `fetch` streams, the server process's memory and
 * CPU from /proc, and percentiles.
 */
import { readFileSync } from "node:fs";

/** One subscriber's connection. */
export interface Subscriber {
  userId: number;
  ready: Promise<void>;
  close(): void;
}

/** Called for every data event of a stream with the time it was parsed. */
export type OnEvent = (
  subscriber: number,
  event: { type: string; [key: string]: unknown },
  at: number,
) => void;

/** Opens `GET /trpc/live.events` as the member of `sessionToken`; resolves `ready` on the stream's "ready". */
export function subscribe(
  baseUrl: string,
  userId: number,
  sessionToken: string,
  onEvent: OnEvent,
): Subscriber {
  const controller = new AbortController();
  let markReady: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  void (async () => {
    try {
      const response = await fetch(`${baseUrl}/trpc/live.events`, {
        headers: { Accept: "text/event-stream", Cookie: `tasukeai_session=${sessionToken}` },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = "";
      const reader = response.body.getReader();
      while (true) {
        const { done, value: chunk } = await reader.read();
        if (done) break;
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const lines = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          if (lines.some((line) => line.startsWith("event:"))) continue; // connected, ping
          const data = lines.find((line) => line.startsWith("data: "));
          if (!data || data.length <= 6) continue;
          const event = JSON.parse(data.slice(6)) as { type: string };
          if (event.type === "ready") markReady();
          else onEvent(userId, event, at);
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) fail(error);
    }
  })();
  return { userId, ready, close: () => controller.abort() };
}

/** Resident memory of a process in bytes (VmRSS). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** CPU time (user + system) of a process in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100; // USER_HZ is 100 on Linux
}

/** The q-quantile (0…1) of ascending samples (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** `12.3` style milliseconds. */
export function ms(value: number): string {
  return Number.isFinite(value) ? (value >= 100 ? value.toFixed(0) : value.toFixed(1)) : "—";
}
