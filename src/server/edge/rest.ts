/**
 * The REST routes of the declared operations (edge/define.ts; docs/api.md "Routes", "Answers"): for each route of
 * each declaration, a Hono handler that gates the caller (auth/gates.ts), parses the query (GET) or the body
 * (JSON, form or multipart) merged with the path parameters and the route's fixed values with the operation's
 * one input schema, takes the rate limit, calls the handler and writes Laravel's answer shape. Errors are thrown
 * as AppErrors and rendered by http/error-response.ts, the one renderer.
 */
import { type Context, Hono } from "hono";
import type { PageMeta } from "#shared/pagination.ts";
import { gates, gateVerified } from "../auth/gates.ts";
import type { AppBindings } from "../context.ts";
import { AppError } from "../errors.ts";
import { bodyInput, parseInput, queryInput } from "../http/input.ts";
import { LANGUAGE_HEADER, languageOf } from "../http/language.ts";
import { laravelPage } from "../http/laravel.ts";
import { applyRateLimitHeaders } from "../http/rate-limit.ts";
import type { RateLimitResult } from "../limits/rate-limit.ts";
import { messageIn } from "../translation.ts";
import {
  type AnyOperation,
  methodsOf,
  type OperationContext,
  type RestRoute,
  restRoutesOf,
} from "./define.ts";
import { isPageOutput, objectIn } from "./outputs.ts";
import { missingPathRecord } from "./path-ids.ts";
import { runOnItsDatabase } from "./read-database.ts";

/** `/posts/{id}` as Hono's pattern: `/posts/:id{[0-9]+}` for a record id, `:name` for any other parameter. */
export function honoPath(route: RestRoute, operation: AnyOperation): string {
  // A record id may carry a file extension in its segment (`/appointments/{id}.ics`): Hono matches it in the
  // parameter's pattern, and pathValues drops it again.
  return route.path.replace(/\{(\w+)\}(\.\w+)?/g, (_match, name: string, extension?: string) =>
    operation.pathIds?.[name] !== undefined
      ? `:${name}{[0-9]+${extension ? `\\${extension}` : ""}}`
      : `:${name}${extension ?? ""}`,
  );
}

/** The path parameters of a route (`{id}` → id). */
export function pathParamsOf(route: RestRoute): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The handler's context from Hono's. */
function contextOf(c: Context<AppBindings>, operation: AnyOperation): OperationContext {
  const { db, env, replicas } = c.get("deps");
  const state = c.get("state");
  const viewer =
    operation.gate === "verified" && operation.unverifiedMessage !== undefined
      ? gateVerified(state.viewer, operation.unverifiedMessage)
      : gates[operation.gate as keyof typeof gates](state.viewer);
  return {
    db,
    env,
    replicas,
    viewer,
    state,
    setCookie: (value) => c.header("Set-Cookie", value, { append: true }),
    language: languageOf(c),
  };
}

/**
 * The path parameters of a request: ids as numbers, keys as sent; one that cannot name a record is the
 * operation's 404 (edge/path-ids.ts).
 */
function pathValues(
  c: Context<AppBindings>,
  route: RestRoute,
  operation: AnyOperation,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of pathParamsOf(route)) {
    const value = c.req.param(name) ?? "";
    values[name] = operation.pathIds?.[name] !== undefined ? value.replace(/\.\w+$/, "") : value;
  }
  const missing = missingPathRecord(operation, (key) => values[key]);
  if (missing !== null) throw AppError.notFound(missing);
  for (const name of Object.keys(operation.pathIds ?? {})) {
    if (name in values) values[name] = Number(values[name]);
  }
  return values;
}

/** The value of an `extra` source: the whole answer or one of its keys. */
function extraValue(answer: unknown, source: string): unknown {
  if (source === "answer") return answer;
  return (answer as Record<string, unknown> | null)?.[source.slice("answer.".length)];
}

/**
 * A success answer's `message` in the request's language (docs/product.md "Languages"); the answer then says
 * `Vary: Accept-Language`, in Japanese too, so that a cache keeps one answer per language.
 */
function inLanguageOf(c: Context<AppBindings>, text: string): string {
  c.header("Vary", LANGUAGE_HEADER, { append: true });
  return messageIn(languageOf(c), text);
}

/** An answer whose own `message` (a service's `{message: copy.contact.sent}`) is in the request's language. */
function withMessageIn(c: Context<AppBindings>, answer: unknown): unknown {
  if (answer === null || typeof answer !== "object" || Array.isArray(answer)) return answer;
  const { message } = answer as { message?: unknown };
  return typeof message === "string" ? { ...answer, message: inLanguageOf(c, message) } : answer;
}

/** The body and status of a success (docs/api.md "Answers"; its `message` in the request's language). */
function render(
  c: Context<AppBindings>,
  route: RestRoute,
  operation: AnyOperation,
  result: unknown,
): Response {
  if (route.custom) {
    const { status, body, headers } = route.custom.render(result);
    if (route.custom.mediaType) {
      return c.body(String(body), status, { ...headers, "Content-Type": route.custom.mediaType });
    }
    return c.json(body, status);
  }
  const answer = withMessageIn(c, result);
  const status = route.status ?? 200;
  const kind = route.answer ?? (isPageOutput(operation.output) ? "page" : "data");
  const declared = typeof route.message === "function" ? route.message(answer as never) : route.message;
  const message = declared === undefined ? undefined : inLanguageOf(c, declared);
  const extra = Object.fromEntries(
    Object.entries(route.extra ?? {}).map(([key, source]) => [key, extraValue(answer, source)]),
  );
  switch (kind) {
    case "none":
      return c.body(null, 204);
    case "same":
      return c.json(answer as object, status as 200);
    case "status": {
      const text = (answer as { message: string }).message;
      return c.json({ status: text, message: text }, status as 200);
    }
    case "message":
      return c.json({ message }, status as 200);
    case "page": {
      const page = answer as { data: unknown[]; meta: PageMeta };
      return c.json({ ...laravelPage(page.data, page.meta, c.req.url), ...extra }, status as 200);
    }
    default:
      return c.json(
        message === undefined ? { data: answer, ...extra } : { message, data: answer, ...extra },
        status as 200,
      );
  }
}

/**
 * Whether a route reads the request body: only when its input has a field that neither the path nor the route's
 * fixed values fill (POST /api/blocks/{user_id} ignores any body, as Laravel's route did, so an unreadable one is
 * no 400). An input that is not an object is read from the body.
 */
export function readsBody(operation: AnyOperation, route: RestRoute): boolean {
  const shape = objectIn(operation.input)?.shape;
  if (!shape) return true;
  const filled = new Set([...pathParamsOf(route), ...Object.keys(route.fixed ?? {})]);
  return Object.keys(shape).some((key) => !filled.has(key));
}

/** The Hono handler of one route of one operation. */
function handlerOf(operation: AnyOperation, route: RestRoute) {
  return async (c: Context<AppBindings>) => {
    const context = contextOf(c, operation);
    let limit: RateLimitResult | null = null;
    if (operation.rateLimit && operation.rateLimitBeforeInput) {
      limit = await operation.rateLimit(context, undefined);
    }
    const fromPath = { ...pathValues(c, route, operation), ...route.fixed };
    let input: unknown;
    if (operation.input) {
      input =
        c.req.method === "GET"
          ? queryInput(c, operation.input, fromPath)
          : readsBody(operation, route)
            ? await bodyInput(c, operation.input, fromPath)
            : parseInput(operation.input, fromPath);
    }
    if (operation.rateLimit && !operation.rateLimitBeforeInput) {
      limit = await operation.rateLimit(context, input);
    }
    const answer = await runOnItsDatabase(operation, context, input);
    if (limit) applyRateLimitHeaders(c, limit);
    return render(c, route, operation, answer);
  };
}

/**
 * The Hono app of `operations`' REST routes, in declaration order (paths relative to /api): a static path such
 * as `/categories/popular` must be declared before a parameter path that would match it (`/categories/{slug}`).
 */
export function restAppOf(operations: readonly AnyOperation[]): Hono<AppBindings> {
  const app = new Hono<AppBindings>();
  for (const operation of operations) {
    for (const route of restRoutesOf(operation)) {
      app.on([...methodsOf(route)], honoPath(route, operation), handlerOf(operation, route));
    }
  }
  return app;
}
