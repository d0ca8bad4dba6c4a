/**
 * A worker of bench/realtime.ts: opens the SSE streams of the members given on stdin (JSON lines
 * `{"userId":1,"token":"…"}`, then the base URL as argv[2]), prints `ready` when all are ready, and then one JSON
 * line per benchmark event it receives: `{"at": epochMs, "type": "…", "body": "…", "mine": bool}`.
 * Several workers share the subscribers so that parsing 2,000 streams does not slow the measurement down.
 */
import { subscribe } from "./realtime-clients.ts";

const baseUrl = process.argv[2] ?? "";
const members = (await Bun.stdin.text())
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { userId: number; token: string });
const out: string[] = [];
const flush = () => {
  if (out.length === 0) return;
  process.stdout.write(`${out.join("\n")}\n`);
  out.length = 0;
};
setInterval(flush, 20);
const subscribers = members.map((m) =>
  subscribe(baseUrl, m.userId, m.token, (_user, event, at) => {
    const message = event.message as { body?: string; is_mine?: boolean } | undefined;
    if (!message?.body) return;
    out.push(
      JSON.stringify({
        at: performance.timeOrigin + at,
        type: event.type,
        body: message.body,
        mine: message.is_mine,
      }),
    );
  }),
);
await Promise.all(subscribers.map((s) => s.ready));
process.stdout.write("ready\n");
