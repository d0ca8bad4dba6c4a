/**
 * The access log (docs/operations.md "Logs"): one line per request with its request id, method, route pattern,
 * status, duration and the member's id. The request id is the caller's `X-Request-Id` when it looks like one
 * (a proxy's or a client's, so their logs and ours line up), else a new UUID; it is sent back on the answer and
 * added to every log line written while serving the request (logger.ts `requestContext`).
 *
 * The route is the matched pattern (`/api/posts/:id`), never the raw path, and no query string: paths and
 * queries carry people's text. For tRPC the route names the procedures (`/trpc/posts.list,tags.list`), which
 * are code names. A streamed answer (the live stream) is logged when its headers are ready.
 *
 * The same middleware counts the request in the metrics (docs/operations.md "Metrics": `http_requests_total`,
 * `http_request_duration_seconds`) under `metricRouteOf`, the logged route with its values bounded.
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppBindings } from "../context.ts";
import { logger, requestContext } from "../logger.ts";
import { observeHttpRequest } from "../metrics/metrics.ts";
import { appRouter } from "../trpc/root.ts";
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

/** Every procedure name of the tRPC router (`posts.list`, `live.events`, …). */
const PROCEDURES: ReadonlySet<string> = new Set(Object.keys(appRouter._def.procedures));

/** A path parameter's rule as a route writes it (`:id{[0-9]+}`): left out of the metric's route. */
const PARAMETER_RULE = /(:[A-Za-z0-9_]+)\{(?:[^{}]|\{[^{}]*\})*\}/g;

/** How many distinct tRPC batches a process names before newcomers are counted as `/trpc/(other)`. */
const MAX_TRPC_ROUTES = 200;

/**
 * A namer of metric routes with its own memory of the batches met (one per process: `metricRouteOf`; tests make
 * their own, since bun runs every test file in one process).
 *
 * The route of a request in the metrics (docs/operations.md "Metrics"): the logged route (`routeOf`) with a
 * bounded set of values, since each value is a series kept for ever. REST and the rest: the matched pattern
 * without its parameters' rules (`/api/posts/:id`), every path no route matched being `(unmatched)`. tRPC:
 * `/trpc/` and the batch's procedure names, sorted and once each (`/trpc/catalog.categories,posts.list` however
 * the page ordered them), a name the router does not have being `(unknown)`; past `maxTrpcRoutes` distinct
 * batches, `/trpc/(other)`. Never an id, a query or a person's text.
 */
export function metricRoutes(maxTrpcRoutes = MAX_TRPC_ROUTES): (path: string, pattern: string) => string {
  /** The metric route of each pattern met (patterns are the code's: a bounded set). */
  const patternRoutes = new Map<string, string>();
  /** The tRPC routes met so far. */
  const trpcRoutes = new Set<string>();
  return (path, pattern) => {
    if (!path.startsWith("/trpc/")) {
      let route = patternRoutes.get(pattern);
      if (route === undefined) {
        route = routeOf(path, pattern).replace(PARAMETER_RULE, "$1");
        patternRoutes.set(pattern, route);
      }
      return route;
    }
    let names = path.slice("/trpc/".length);
    try {
      names = decodeURIComponent(names);
    } catch {
      // A malformed escape: the names as sent, each then unknown.
    }
    const known = new Set<string>();
    for (const name of names.split(",")) known.add(PROCEDURES.has(name) ? name : "(unknown)");
    const route = `/trpc/${[...known].sort().join(",")}`;
    if (trpcRoutes.has(route)) return route;
    if (trpcRoutes.size >= maxTrpcRoutes) return "/trpc/(other)";
    trpcRoutes.add(route);
    return route;
  };
}

/** This process's metric route of a request (`metricRoutes`). */
export const metricRouteOf = metricRoutes();

/** `app.use("*", requestLog)`: first middleware, so its line covers everything after it. */
export const requestLog: MiddlewareHandler<AppBindings> = (c, next) => {
  const reqId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
  const started = performance.now();
  return requestContext.run({ reqId }, async () => {
    await next();
    // Not c.header(): on a finished answer it re-creates the body as a stream (http/answer-headers.ts).
    setAnswerHeader(c, REQUEST_ID_HEADER, reqId);
    const ms = performance.now() - started;
    const path = c.req.path;
    const pattern = routePath(c);
    const method = c.req.method;
    const status = c.res.status;
    logger.info(
      {
        method,
        route: routeOf(path, pattern),
        status,
        ms: Math.round(ms * 10) / 10,
        userId: c.get("state")?.viewer?.id ?? null,
      },
      "request",
    );
    observeHttpRequest(metricRouteOf(path, pattern), method, status, ms / 1000);
  });
};
