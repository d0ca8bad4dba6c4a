/**
 * The OpenAPI 3.1 document of the REST API (GET /api/openapi.json; docs/api.md "Reference (OpenAPI and /api/docs)"; docs/decisions/010),
 * generated from the code that serves it: every route of the operation table (operations.ts, which the
 * authorization matrix keeps equal to the mounted routes), its gate, and the zod schemas both transports parse
 * and answer with (the declaration's `input` and `output`), rendered by zod-openapi (zod 4's own JSON Schema
 * underneath). Laravel's wrappers (`{data}`, paginated collections, 204s) come from the declared REST routes
 * (edge/define.ts `RestRoute`: answer kind, status, message, extra keys, custom answers).
 *
 * Every status a route can answer is declared on it (docs/api.md "Errors"): the error bodies `{message, code}`
 * (`errors` too on 422) with `code` an enum of the codes of that status (src/shared/error-codes.ts), the 304 of a
 * conditional GET (docs/api.md "Caching and conditional requests"), the 405 of a spoofed POST, the 503 of a
 * database outage (docs/product.md "Service availability"). GET /sanctum/csrf-cookie, served outside /api, is
 * described too. Each operation carries the request and answer recorded from its authorization-matrix fixture
 * (examples.json, rebuilt by scripts/record-api-examples.ts). The two ways in — Sanctum's session cookie with
 * its XSRF token, and personal access tokens — are security schemes shared by every operation.
 *
 * Built once per process and origin (the schemas do not change while it runs).
 */

import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { openapiCopy } from "#shared/copy/openapi.ts";
import { apiDocsCopy } from "#shared/copy/tokens.ts";
import { webhooksCopy } from "#shared/copy/webhooks.ts";
import { type ErrorStatus as AnyErrorStatus, ERROR_CODES, errorCodes } from "#shared/error-codes.ts";
import { WEBHOOK_EVENTS, webhookEventSchema } from "#shared/schemas/webhooks.ts";
import {
  type AnswerKind,
  type AnyOperation,
  type CustomAnswer,
  type RestRoute,
  restRoutesOf as restRoutesOfDeclaration,
  routeNames,
} from "../edge/define.ts";
import { objectIn, pageItemOf } from "../edge/outputs.ts";
import { declaredOperation } from "../edge/registry.ts";
import { readsBody } from "../edge/rest.ts";
import { type Operation, operations, restRoutesOf } from "../operations.ts";
import recorded from "./examples.json" with { type: "json" };
import { TAGS } from "./routes.ts";

const o = openapiCopy;

const d = apiDocsCopy;

/** The codes an error answer of `status` may carry (src/shared/error-codes.ts, docs/api.md "Error codes"). */
export function codesOfStatus(status: AnyErrorStatus): string[] {
  return ERROR_CODES.filter((code) => errorCodes[code].status === status);
}

/** The body of an error answer of `status`: `{message, code}` with the codes of that status. */
function errorBody(status: Exclude<ErrorStatus, 422>) {
  return z
    .object({ message: z.string(), code: z.enum(codesOfStatus(status) as [string, ...string[]]) })
    .meta({ id: `Error${status}` });
}
const ZValidationError = z
  .object({
    message: z.string(),
    code: z.enum(codesOfStatus(422) as [string, ...string[]]),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: "ValidationError" });

const ZPageLinks = z
  .object({
    first: z.string(),
    last: z.string(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  })
  .meta({ id: "PageLinks" });
const ZLaravelPageMeta = z
  .object({
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    links: z.array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
    path: z.string(),
    per_page: z.number().int(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    total_capped: z.literal(true).optional(),
  })
  .meta({ id: "PageMeta" });

/** Laravel's paginated API-resource collection of `item` (http/laravel.ts laravelPage), with `extra` keys. */
function laravelPageOf(item: z.ZodType, extra: z.ZodRawShape) {
  return z.object({ data: z.array(item), links: ZPageLinks, meta: ZLaravelPageMeta, ...extra });
}

/** The schemas of a route's extra keys (`answer` or `answer.<key>`), taken from the answer `out`. */
function extraKeys(extra: Readonly<Record<string, string>>, out: z.ZodType): z.ZodRawShape {
  const shape = objectIn(out)?.shape ?? {};
  return Object.fromEntries(
    Object.entries(extra).map(([key, source]) => [
      key,
      source === "answer"
        ? out
        : ((shape[source.slice("answer.".length)] as z.ZodType | undefined) ?? z.unknown()),
    ]),
  );
}

/** How a route answers: its kind, success status, extra keys, or a body of its own. */
interface AnswerSpec {
  kind: AnswerKind;
  status: number;
  extra: Readonly<Record<string, string>>;
  custom?: CustomAnswer<never>;
}

/** The answer of a declared route (edge/define.ts). */
function declaredAnswer(route: RestRoute): AnswerSpec {
  const kind = route.answer ?? "data";
  return {
    kind,
    status: kind === "none" ? 204 : (route.status ?? 200),
    extra: route.extra ?? {},
    ...(route.custom ? { custom: route.custom as CustomAnswer<never> } : {}),
  };
}

/** The declared route of `operation` that `route` (`METHOD /api/path`) names. */
function declaredRoute(operation: AnyOperation, route: string): RestRoute | undefined {
  return restRoutesOfDeclaration(operation).find((candidate) => routeNames(candidate).includes(route));
}

/** The error answers, by status (http/error-response.ts renders them all). */
const ERROR_STATUSES = [400, 401, 403, 404, 405, 413, 419, 422, 429, 503] as const;
type ErrorStatus = (typeof ERROR_STATUSES)[number];

const RATE_HEADERS = {
  "X-RateLimit-Limit": { description: o.rateLimitLimit, schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": { description: o.rateLimitRemaining, schema: { type: "integer" as const } },
  "X-RateLimit-Reset": { description: o.rateLimitReset, schema: { type: "integer" as const } },
};
const RETRY_AFTER = { description: o.retryAfter, schema: { type: "integer" as const } };

/** The headers of an error answer of `status` (docs/api.md "Errors", "Rate limits"). */
function errorHeaders(status: ErrorStatus) {
  if (status === 429) return { headers: { "Retry-After": RETRY_AFTER, ...RATE_HEADERS } };
  if (status === 503) return { headers: { "Retry-After": RETRY_AFTER } };
  if (status === 405)
    return { headers: { Allow: { description: d.allow, schema: { type: "string" as const } } } };
  return {};
}

function errorResponse(status: ErrorStatus) {
  return {
    description: status === 405 ? `${d.errors[status]}。${d.methodNotAllowed}` : d.errors[status],
    ...errorHeaders(status),
    content: { "application/json": { schema: status === 422 ? ZValidationError : errorBody(status) } },
  };
}

/** The validator headers of a 200 GET answer and its 304 (http/conditional-get.ts). */
const VALIDATOR_HEADERS = {
  ETag: { description: d.etag, schema: { type: "string" as const } },
  "Cache-Control": { description: d.cacheControl, schema: { type: "string" as const } },
  Vary: { description: d.vary, schema: { type: "string" as const } },
};

/** The procedure answer without a `null` for visitors (REST-only twins answer 401 instead). */
function nonNull(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
}

/** The success answer of a route answering as `answer` with the operation's `output`. */
function successResponse(answer: AnswerSpec, output: z.ZodType | undefined) {
  const kind = answer.kind;
  const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });
  const out = output ?? z.unknown();
  if (answer.custom?.mediaType) {
    return {
      description: answer.custom.description ?? "OK",
      content: { [answer.custom.mediaType]: { schema: answer.custom.schema } },
    };
  }
  if (answer.custom) return { description: answer.custom.description ?? "OK", ...json(answer.custom.schema) };
  switch (kind) {
    case "none":
      return { description: "No Content" };
    case "same":
      return { description: "OK", ...json(out) };
    case "status":
      return { description: "OK", ...json(z.object({ status: z.string(), message: z.string() })) };
    case "message":
      return { description: "OK", ...json(z.object({ message: z.string() })) };
    default: {
      const item = pageItemOf(out);
      const extra = extraKeys(answer.extra, out);
      if (item) return { description: o.laravelPage, ...json(laravelPageOf(item, extra)) };
      return {
        description: "OK",
        ...json(z.object({ data: out, message: z.string().optional(), ...extra })),
      };
    }
  }
}

const UNSAFE = new Set(["post", "put", "patch", "delete"]);

/** A success answer with the headers it carries: the validators of a GET, the X-RateLimit-* of a limited call. */
function successHeaders<T extends object>(success: T, method: string, limited: boolean): T {
  const headers = { ...(method === "get" ? VALIDATOR_HEADERS : {}), ...(limited ? RATE_HEADERS : {}) };
  return Object.keys(headers).length > 0 ? { ...success, headers } : success;
}

/** One operation object of the document. */
function operationObject(
  row: Operation,
  route: string,
  method: string,
  path: string,
): ZodOpenApiOperationObject {
  // Every REST route is a declared operation's (the operation table derives REST rows from declarations only).
  const declared = declaredOperation(row.name);
  const declaredRest = declared ? declaredRoute(declared, route) : undefined;
  if (!declared || !declaredRest) throw new Error(`${route} of ${row.name} is not declared`);
  const { input, output } = declared;
  const answer = declaredAnswer(declaredRest);
  const shape = objectIn(input)?.shape ?? {};
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  // A path parameter is always sent, even when its input key is optional elsewhere (`category_slug` of posts.list).
  const pathParams = z.object(
    Object.fromEntries(
      pathNames.map((name) => {
        const field = (shape[name] as z.ZodType | undefined) ?? z.string();
        return [name, field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field];
      }),
    ),
  );
  const unsafe = UNSAFE.has(method);
  // Keys the route fixes itself (edge/define.ts RestRoute `fixed`) are not the client's to send.
  const fixed = declaredRest.fixed ?? {};
  const rest = Object.fromEntries(
    Object.entries(shape).filter(([key]) => !pathNames.includes(key) && !(key in fixed)),
  );
  const hasBody = unsafe && Object.keys(rest).length > 0;
  const fields = z.object(rest as z.ZodRawShape);
  const gated = row.gate !== "public";
  const refusals: readonly number[] = declared.refusals ?? [];
  const statuses = new Set<ErrorStatus>();
  // A body that cannot be read, or an action that does not apply (the declaration's refusals).
  const bodyRead = unsafe && input !== undefined && readsBody(declared, declaredRest);
  if (bodyRead || refusals.includes(400)) statuses.add(400);
  // A dead token is 401 on every route, public ones too (docs/api.md "Personal access tokens").
  statuses.add(401);
  if (gated && row.gate !== "member") statuses.add(403);
  // A read-only token on any unsafe method (docs/api.md "Personal access tokens").
  if (unsafe || refusals.includes(403)) statuses.add(403);
  if (pathNames.length > 0 || row.owner !== null || refusals.includes(404)) statuses.add(404);
  // A POST whose `_method` or X-HTTP-Method-Override names a method the path lacks (docs/api.md "Method spoofing").
  if (method === "post") statuses.add(405);
  // Any unsafe request with a body over the cap, read or not (http/body-limit.ts).
  if (unsafe) statuses.add(413);
  if (unsafe) statuses.add(419);
  if (Object.keys(shape).length > 0) statuses.add(422);
  // Token calls are limited on every route (docs/api.md "Rate limits").
  statuses.add(429);
  // Sessions, tokens and limits live in the database: any call may meet an outage (docs/product.md "Service availability").
  statuses.add(503);
  const bodyRequired = declaredRest.bodyRequired ?? !fields.safeParse({}).success;
  const success = successResponse(answer, row.trpc ? output : output && nonNull(output));
  const kind = answer.kind;
  const sessionSecurity = unsafe ? { sanctumSession: [], xsrfToken: [] } : { sanctumSession: [] };
  return {
    operationId: `${method}${path
      .replace(/\/api/, "")
      .replace(/[{}]/g, "")
      // A dot (the extension of /appointments/{id}.ics) joins like a slash: Swagger UI uses the id in CSS selectors.
      .replace(/[/_.-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    summary: declared.summary,
    description: [
      o.operationLine(row.name, row.trpc, row.gate),
      row.owner ? o.owner(row.owner) : "",
      row.note ? o.note(row.note) : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
    tags: [row.name.split(".")[0] ?? "api"],
    security: gated ? [sessionSecurity, { bearerToken: [] }] : [{}, sessionSecurity, { bearerToken: [] }],
    ...(pathNames.length > 0 || (!unsafe && Object.keys(rest).length > 0)
      ? {
          requestParams: {
            ...(pathNames.length > 0 ? { path: pathParams } : {}),
            ...(!unsafe && Object.keys(rest).length > 0 ? { query: fields.partial() } : {}),
          },
        }
      : {}),
    ...(hasBody
      ? {
          requestBody: {
            required: bodyRequired,
            content: {
              "application/json": { schema: fields },
              "application/x-www-form-urlencoded": { schema: fields },
              "multipart/form-data": { schema: fields },
            },
          },
        }
      : {}),
    responses: {
      ...(answer.custom
        ? Object.fromEntries(answer.custom.statuses.map((status) => [status, success]))
        : kind === "none"
          ? { 204: success }
          : { [answer.status]: successHeaders(success, method, declared.rateLimit !== undefined) }),
      // Every 200 JSON answer to a GET carries an ETag; If-None-Match with it answers 304 (http/conditional-get.ts).
      ...(method === "get" && kind !== "none" ? { 304: { $ref: "#/components/responses/NotModified" } } : {}),
      ...Object.fromEntries(
        ERROR_STATUSES.filter((status) => statuses.has(status)).map((status) => [
          status,
          { $ref: `#/components/responses/E${status}` },
        ]),
      ),
    },
  } as ZodOpenApiOperationObject;
}

/** Every documented route as `METHOD /api/path` (what the routes-versus-document test compares). */
export function documentedRoutes(): string[] {
  return operations.flatMap((row) => restRoutesOf(row as Operation));
}

function build(appUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const row of operations as readonly Operation[]) {
    for (const route of restRoutesOf(row)) {
      const [verb = "", path = ""] = route.split(" ");
      const method = verb.toLowerCase();
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[method] = operationObject(row, route, method, path);
    }
  }
  paths["/sanctum/csrf-cookie"] = { get: csrfCookieOperation() };
  const document = createDocument(
    {
      openapi: "3.1.0",
      info: { title: d.title, version: "1.0.0", description: d.description },
      servers: [{ url: appUrl }],
      // The groups of the documented routes (a tRPC-only domain such as `live` has none).
      tags: [
        ...new Set(
          operations
            .filter((row) => restRoutesOf(row).length > 0)
            .map((row) => row.name.split(".")[0] ?? "api"),
        ),
      ].map((name) => ({
        name,
        ...(TAGS[name] ? { description: TAGS[name] } : {}),
      })),
      paths,
      webhooks: webhookOperations(),
      components: {
        securitySchemes: {
          sanctumSession: {
            type: "apiKey",
            in: "cookie",
            name: "tasukeai_session",
            description: d.cookieAuth,
          },
          xsrfToken: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN", description: d.cookieAuth },
          bearerToken: { type: "http", scheme: "bearer", description: d.bearerAuth },
        },
        responses: {
          ...Object.fromEntries(ERROR_STATUSES.map((status) => [`E${status}`, errorResponse(status)])),
          NotModified: { description: d.notModified, headers: VALIDATOR_HEADERS },
        },
      },
    },
    {
      // Uploads (z.instanceof(Blob)) are file parts of a multipart body.
      override: ({ jsonSchema, zodSchema }) => {
        if (zodSchema._zod.def.type === "custom") {
          jsonSchema.type = "string";
          jsonSchema.format = "binary";
        }
      },
    },
  );
  markTimestamps(document as unknown as Json);
  addExamples(document as unknown as Json);
  return document;
}

type Json = Record<string, unknown>;

/**
 * The deliveries of webhooks (docs/api.md "Webhooks"; docs/product.md "Webhooks"): OpenAPI 3.1's `webhooks`, one
 * POST per event with its body's schema and the signature header.
 */
function webhookOperations() {
  const text = webhooksCopy;
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: `webhook${type
            .split(/[._]/)
            .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
            .join("")}`,
          summary: text.eventSummaries[type],
          tags: ["webhooks"],
          parameters: [
            {
              name: "Tasukeai-Signature",
              in: "header" as const,
              required: true,
              description: text.signatureHeader,
              schema: { type: "string" },
            },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: webhookEventSchema(type) } },
          },
          // Sent by the board, not called by clients: no credentials; the receiver checks the signature.
          security: [{}],
          responses: {
            204: { description: text.deliveryAnswer },
            400: { description: text.badSignatureAnswer },
          },
        } as ZodOpenApiOperationObject,
      },
    ]),
  );
}

/**
 * GET /sanctum/csrf-cookie (http/csrf-cookie.ts; docs/api.md "Sessions and CSRF"): served outside /api and the
 * operation table, so described here by hand: 204 with the session and XSRF-TOKEN cookies.
 */
function csrfCookieOperation(): ZodOpenApiOperationObject {
  return {
    operationId: "getSanctumCsrfCookie",
    summary: d.csrfCookie.summary,
    description: d.csrfCookie.description,
    tags: ["accounts"],
    security: [{}, { sanctumSession: [] }],
    responses: {
      204: {
        description: d.csrfCookie.answer,
        headers: { "Set-Cookie": { description: d.setCookie, schema: { type: "string" } } },
      },
      503: { $ref: "#/components/responses/E503" },
    },
  } as ZodOpenApiOperationObject;
}

/**
 * Output timestamps are ISO 8601 strings written by one function (docs/api.md "Dates": `toApiDate`), declared as
 * `z.string()` in the shared schemas: every `*_at` string property of an answer gets `format: date-time`.
 */
function markTimestamps(document: Json): void {
  const visit = (schema: unknown): void => {
    if (!schema || typeof schema !== "object") return;
    if (Array.isArray(schema)) {
      for (const item of schema) visit(item);
      return;
    }
    const node = schema as Json;
    const properties = node.properties as Record<string, Json> | undefined;
    if (properties) {
      for (const [key, property] of Object.entries(properties)) {
        if (key.endsWith("_at")) markString(property);
      }
    }
    for (const value of Object.values(node)) visit(value);
  };
  const markString = (schema: Json): void => {
    const type = schema.type;
    if (type === "string" || (Array.isArray(type) && type.includes("string"))) schema.format ??= "date-time";
    for (const option of (schema.anyOf as Json[] | undefined) ?? []) markString(option);
  };
  for (const item of Object.values(document.paths as Record<string, Json>)) {
    for (const operation of Object.values(item)) visit((operation as Json).responses);
  }
  visit((document.components as Json).schemas);
}

/** A recorded call of one route (examples.json, written by scripts/record-api-examples.ts). */
export interface RecordedExample {
  request: { path?: Json; query?: Json; body?: unknown };
  response: { status: number; body?: unknown; setCookie?: string[] };
}

/** The recorded examples, by route (`POST /api/comments`). */
export const recordedExamples = (recorded as { routes: Record<string, RecordedExample> }).routes;

/** A recorded query or path value as its parameter's type says (query strings are recorded as sent). */
function typed(value: unknown, schema: Json | undefined): unknown {
  const type = schema?.type ?? (schema?.anyOf as Json[] | undefined)?.[0]?.type;
  if (typeof value === "string" && (type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (typeof value === "string" && type === "boolean" && (value === "true" || value === "false"))
    return value === "true";
  return value;
}

/** Adds each route's recorded call to its parameters, request body and success answer. */
function addExamples(document: Json): void {
  const paths = document.paths as Record<string, Record<string, Json>>;
  for (const [route, example] of Object.entries(recordedExamples)) {
    const [verb = "", path = ""] = route.split(" ");
    const operation = paths[path]?.[verb.toLowerCase()];
    if (!operation) continue;
    for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
      const source = parameter.in === "path" ? example.request.path : example.request.query;
      const value = source?.[parameter.name as string];
      if (value !== undefined) parameter.example = typed(value, parameter.schema as Json);
    }
    const body = example.request.body;
    const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
    if (content && body !== undefined) {
      const media = content["application/json"];
      if (media) media.examples = { recorded: { value: body } };
    }
    const answer = (operation.responses as Record<string, Json>)[String(example.response.status)];
    if (!answer || "$ref" in answer) continue;
    const json = (answer.content as Record<string, Json> | undefined)?.["application/json"];
    if (json && example.response.body !== undefined)
      json.examples = { recorded: { value: example.response.body } };
    // A recorded answer that set cookies (login, registration, logout) says so, with the first as its example.
    const cookie = example.response.setCookie?.[0];
    if (cookie) {
      answer.headers = {
        ...(answer.headers as Json | undefined),
        "Set-Cookie": { description: d.setCookie, schema: { type: "string" }, example: cookie },
      };
    }
  }
}

const built = new Map<string, ReturnType<typeof build>>();

/** The document for the board at `appUrl` (its `servers`), built once. */
export function openApiDocument(appUrl: string): ReturnType<typeof build> {
  let document = built.get(appUrl);
  if (!document) {
    document = build(appUrl);
    built.set(appUrl, document);
  }
  return document;
}
