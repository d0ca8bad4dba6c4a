/**
 * One declaration per operation (docs/architecture.md "Adding an operation", docs/decisions/019-one-declaration-per-operation.md).
 * An operation is declared once, beside its service, with `defineOperation`: its name (the tRPC path), gate, kind,
 * what its owner owns, the zod schemas in and out, the REST routes that reach it, its Japanese summary, its rate
 * limit and the one service call that does the work. Everything else is derived from that declaration:
 * - the tRPC procedure (edge/trpc.ts `routerOf`),
 * - the REST routes under /api with Laravel's answer shapes (edge/rest.ts `restAppOf`),
 * - the OpenAPI operation (openapi/document.ts),
 * - the row of the operation table and so the authorization matrix (operations.ts).
 *
 * Data plus one handler: a declaration imports no transport. The handler receives typed input and an
 * `OperationContext` (dependencies, the gated viewer, the request's facts, a cookie writer) and returns the
 * service's answer, which the output schema describes exactly.
 */

import { z } from "zod";
import type { Language } from "#shared/language.ts";
import type { Gate } from "../auth/gates.ts";
import type { AppDeps, RequestState } from "../context.ts";
import type { RateLimitResult } from "../limits/rate-limit.ts";
import type { Viewer } from "../viewer.ts";

/** What a call does: changes state, reads restricted data, or reads what anyone may see. */
export type OperationKind = "mutation" | "private-read" | "public-read";

/** The HTTP methods of REST routes. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The viewer a gate lets through: anyone (null for a visitor) for `public`, a member otherwise. */
export type GatedViewer<G extends Gate> = G extends "public" ? Viewer | null : Viewer;

/** What a handler receives beside its input. */
export interface OperationContext<G extends Gate = Gate> extends AppDeps {
  /** The caller as the gate let them through. */
  viewer: GatedViewer<G>;
  /** The request's facts: session token and expiry, client address, user agent, the API token if any. */
  state: RequestState;
  /** Adds a Set-Cookie value to the answer (the session operations write their cookies with it). */
  setCookie(value: string): void;
  /**
   * The request's language (`Accept-Language`, http/language.ts; Japanese for a caller made in the server or a
   * test): the language of a mail the request asks for while its account has chosen none (docs/product.md
   * "Languages", "Mails and notifications"). Answers' messages are translated at the edge, not by handlers.
   */
  language: Language;
}

/**
 * How a REST answer carries the handler's answer (docs/api.md "Answers"):
 * - `data`: `{data: answer}` (the default), with `message` beside it when the route names one;
 * - `page`: Laravel's paginated collection `{data, links, meta}` of a service page (`pageOf(item)` outputs;
 *   chosen by default for them);
 * - `same`: the answer itself;
 * - `status`: `{status, message}` from an answer `{message}` (Fortify's password-reset answers);
 * - `message`: `{message}` only (the route's `message`);
 * - `none`: 204 without a body.
 */
export type AnswerKind = "data" | "page" | "same" | "status" | "message" | "none";

/** An answer shape of its own, for the one route whose body is none of the kinds (POST /api/threads). */
export interface CustomAnswer<Out> {
  /** The body's schema, for the published document. */
  schema: z.ZodType;
  /** Every success status the route answers. */
  statuses: readonly (200 | 201)[];
  /** What the published document says of the success answers (when "OK" is not enough). */
  description?: string;
  /**
   * The media type of a body that is not JSON (`text/calendar` for GET /api/appointments/{id}.ics): `render`
   * then answers the body as a string, with `headers` beside it.
   */
  mediaType?: string;
  /** The status and body of an answer. */
  render(answer: Out): { status: 200 | 201; body: unknown; headers?: Record<string, string> };
}

/**
 * A route that answers a file as itself (an `.ics`, a `.csv`): the procedure's `{filename, content}` becomes the
 * body, downloaded under its name and never cached by a shared cache.
 */
export function fileAnswer<Out extends { filename: string; content: string }>(
  mediaType: string,
  description: string,
): CustomAnswer<Out> {
  return {
    schema: z.string(),
    statuses: [200],
    mediaType,
    description,
    render: ({ filename, content }) => ({
      status: 200,
      body: content,
      headers: {
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    }),
  };
}

/** One REST route of an operation. */
export interface RestRoute<Out = unknown> {
  /** The method, or several (PUT and PATCH) that reach the same operation. */
  method: HttpMethod | readonly HttpMethod[];
  /**
   * The path under /api with `{name}` parameters, each an input key of the operation (`/posts/{id}`). A key
   * named in the operation's `pathIds` matches digits only and is checked as a record id.
   */
  path: string;
  /** Input values the route itself sets (`/posts/nearby` sets `mode: "nearby"`); they win over the request's. */
  fixed?: Readonly<Record<string, unknown>>;
  /** The success status (200 unless told). */
  status?: 200 | 201 | 202 | 204;
  /** How the body carries the answer; `data` (or `page` for a page) unless told. */
  answer?: AnswerKind;
  /** The `message` of a `data` or `message` answer: a fixed text or one taken from the answer. */
  message?: string | ((answer: Out) => string);
  /**
   * Keys beside `data` (or beside a page's `data, links, meta`): `"answer"` repeats the whole answer,
   * `"answer.<key>"` lifts one of its keys (POST /api/profile repeats the profile as `user`).
   */
  extra?: Readonly<Record<string, "answer" | `answer.${string}`>>;
  /** A body of its own (see CustomAnswer); replaces `answer`, `status`, `message` and `extra`. */
  custom?: CustomAnswer<Out>;
  /** Whether the request body is required (an unsafe method whose input has body fields); derived unless told. */
  bodyRequired?: boolean;
  /** Kept for old clients only (the document marks it deprecated). */
  deprecated?: boolean;
}

/** The input type of an optional input schema. */
export type InputOf<I> = I extends z.ZodType ? z.output<I> : undefined;

/** The declaration of one operation. */
export interface OperationDefinition<
  G extends Gate = Gate,
  K extends OperationKind = OperationKind,
  I extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
  T extends boolean = boolean,
> {
  /** `<domain>.<action>`: the tRPC path, and the key of the operation table. */
  name: string;
  /** What people read in the reference (Japanese, from openapiCopy.summaries). */
  summary: string;
  /** More for the reference, when the summary is not enough. */
  description?: string;
  /** Who may call at all (auth/gates.ts). Ownership is the service's rule, described by `owner`. */
  gate: G;
  /** The refusal text for an unverified member when the operation has its own (the board's). */
  unverifiedMessage?: string;
  /** Changes state, reads restricted data, or reads what anyone may see (a query for the two reads). */
  kind: K;
  /** What the owner of a call owns, or null when no ownership rule applies beyond the gate. */
  owner: string | null;
  /** Anything a reader of the operation table would otherwise get wrong. */
  note?: string;
  /** The input both transports parse (coercing form strings); none for an operation without input. */
  input?: I;
  /** The exact answer (tRPC strips keys it does not list; the contract tests compare real answers with it). */
  output: O;
  /**
   * Input keys that are ids of records named in a REST path, with the 404 text of a missing record: an id that
   * cannot exist (not a whole number from 1 to the database's range) is that 404 on both transports.
   */
  pathIds?: Readonly<Record<string, string>>;
  /**
   * Input keys named in a REST path that are not ids (a slug, or a slug or an id), with the 404 text of a missing
   * record: a value its field refuses names nothing, so it is that 404 on both transports, never a 422.
   */
  pathKeys?: Readonly<Record<string, string>>;
  /**
   * The rate limit of the operation, taken after the gate and the input and before the handler (reserve first,
   * docs/product.md §9 Rate limits): the bucket's state for X-RateLimit-* (null when no hit was taken).
   * @throws AppError TOO_MANY_REQUESTS when the window is full.
   */
  rateLimit?: (ctx: OperationContext<G>, input: InputOf<I>) => Promise<RateLimitResult | null>;
  /** Take the rate limit before reading the input (an operation anyone may flood with bad input: contact). */
  rateLimitBeforeInput?: boolean;
  /**
   * Refusals the service may answer beyond what the gate, the input and the path ids imply (400 for an action
   * that does not apply, 403 for another member's record, 404 for a record named in the body), declared in the
   * published document (docs/api.md "Reference (OpenAPI and /api/docs)").
   */
  refusals?: readonly (400 | 403 | 404)[];
  /** False for a REST-only operation (no tRPC procedure). */
  trpc?: T;
  /** The REST routes of the operation (several when legacy aliases or scoped lists reach it); null: tRPC only. */
  rest: RestRoute<z.output<O>> | readonly RestRoute<z.output<O>>[] | null;
  /** The one service call. */
  handler(ctx: OperationContext<G>, input: InputOf<I>): Promise<z.input<O>> | z.input<O>;
}

/** Any declaration, whatever its type parameters. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds declarations of every shape.
export type AnyOperation = OperationDefinition<any, any, any, any, any>;

/**
 * Declares an operation (see the module comment). The type parameters are inferred from the declaration, so
 * the handler's input, viewer and answer are checked against the schemas and the gate.
 */
export function defineOperation<
  G extends Gate,
  K extends OperationKind,
  O extends z.ZodType,
  I extends z.ZodType | undefined = undefined,
  // `trpc: false` stays the literal false in the declaration's type, so routerOf's type leaves it out too.
  T extends boolean = true,
>(definition: OperationDefinition<G, K, I, O, T>): OperationDefinition<G, K, I, O, T> {
  return definition;
}

/** The REST routes of a declaration as a list (empty for a tRPC-only operation). */
export function restRoutesOf(operation: AnyOperation): readonly RestRoute[] {
  if (operation.rest === null) return [];
  return Array.isArray(operation.rest) ? operation.rest : [operation.rest as RestRoute];
}

/** The methods of a route as a list. */
export function methodsOf(route: RestRoute): readonly HttpMethod[] {
  return typeof route.method === "string" ? [route.method] : route.method;
}

/** `"<METHOD> /api<path>"` of each method of a route (the operation table's notation). */
export function routeNames(route: RestRoute): string[] {
  return methodsOf(route).map((method) => `${method} /api${route.path}`);
}
