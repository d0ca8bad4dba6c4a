/**
 * The access log (docs/operations.md "Logs"): one line per request with its request id, method, route pattern,
 * status, duration and the member's id. The request id is the caller's `X-Request-Id` when it looks like one
 * (a proxy's or a client's, so their logs and ours line up), else a new UUID; it is sent back on the answer and
 * added to every log line written while serving the request (logger.ts `requestContext`).
 *
 * The route is the matched pattern (`/api/posts/:id`), never the raw path, and no query string: paths and
 * queries carry people's text. For tRPC the route names the procedures (`/trpc/posts.list,tags.list`), which
 * are code names. A streamed answer (the live stream) is logged when its headers are ready.
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppBindings } from "../context.ts";
import { logger, requestContext } from "../logger.ts";
import { setAnswerHeader } from "./answer-headers.ts";

/** A request id we accept from the caller: short, and only characters safe in a log and a header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The header carrying the request id, both ways. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** The request id of `header` when acceptable, else a fresh UUID. */
export function requestIdOf(header: string | undefined): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The logged route of a request: the procedures of a tRPC path, else the matched pattern. */
function routeOf(path: string, pattern: string): string {
  if (path.startsWith("/trpc/")) return path.length > 200 ? `${path.slice(0, 200)}…` : path;
  return pattern || "(unmatched)";
}

/** `app.use("*", requestLog)`: first middleware, so its line covers everything after it. */
export const requestLog: MiddlewareHandler<AppBindings> = (c, next) => {
  const reqId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
  const started = performance.now();
  return requestContext.run({ reqId }, async () => {
    await next();
    // Not c.header(): on a finished answer it re-creates the body as a stream (http/answer-headers.ts).
    setAnswerHeader(c, REQUEST_ID_HEADER, reqId);
    logger.info(
      {
        method: c.req.method,
        route: routeOf(c.req.path, routePath(c)),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get("state")?.viewer?.id ?? null,
      },
      "request",
    );
  });
};
