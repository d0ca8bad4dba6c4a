/**
 * Laravel's answers for /api paths no route took (docs/api.md "Errors"): 405 "The PATCH method is not supported
 * for route api/…. Supported methods: GET, HEAD." with an Allow header when the path exists with other methods,
 * else 404 "The route api/… could not be found." Both as JSON, never the SPA's index.html
 * (docs/architecture.md "Known traps").
 *
 * The path patterns of the API's routes are compiled once, when the fallback is created over the finished /api
 * sub-app; a request that falls through only runs the regular expressions.
 */
import type { Handler, Hono } from "hono";
import type { AppBindings } from "../context.ts";
import { AppError } from "../errors.ts";
import { errorResponse } from "./error-response.ts";
import { languageOf } from "./language.ts";

/** The handler over the mounted /api sub-app: `app.all("/api/*", apiFallback(api))`. Answers 405 or 404. */
export function apiFallback(api: Hono<AppBindings>): Handler<AppBindings> {
  const routes = routePatterns(api);
  return (c) => {
    const path = c.req.path;
    const allowed = allowedMethods(routes, path.slice("/api".length));
    if (allowed.length > 0) {
      const wireMessage = `The ${c.req.method} method is not supported for route ${path.slice(1)}. Supported methods: ${allowed.join(", ")}.`;
      return errorResponse(AppError.of("method_not_allowed", { wireMessage }), languageOf(c), {
        Allow: allowed.join(", "),
      });
    }
    const wireMessage = `The route ${path.slice(1)} could not be found.`;
    return errorResponse(AppError.of("not_found", { wireMessage }), languageOf(c));
  };
}

interface RoutePattern {
  method: string;
  pattern: RegExp;
}

/** Each method route of `api` as a regular expression over its path (`:id{[0-9]+}` keeps its own pattern). */
function routePatterns(api: Hono<AppBindings>): RoutePattern[] {
  return api.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(
        `^${route.path.replace(/:[A-Za-z_]+(\{[^}]+\})?/g, (_m, re: string | undefined) => (re ? `(${re.slice(1, -1)})` : "([^/]+)"))}$`,
      ),
    }));
}

/** Methods that some route answers for `path` (HEAD wherever GET is). */
function allowedMethods(routes: RoutePattern[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) if (route.pattern.test(path)) methods.add(route.method);
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
}
