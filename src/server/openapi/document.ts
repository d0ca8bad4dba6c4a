/**
 * The OpenAPI 3.1 document of the REST API (GET /api/openapi.json; docs/api.md "Reference"; docs/decisions/010),
 * generated from the code that serves it: every route of the operation table (operations.ts, which the
 * authorization matrix keeps equal to the mounted routes), its gate, and the zod schemas both transports parse
 * and answer with (the procedure's `.input()` and `.output()`), rendered by zod-openapi (zod 4's own JSON Schema
 * underneath). Laravel's wrappers (`{data}`, paginated collections, 204s) come from openapi/routes.ts; the error
 * bodies (400, 401, 403, 404, 405, 413, 419, 422, 429) and the two ways in — Sanctum's session cookie with its
 * XSRF token, and personal access tokens — are components shared by every operation.
 *
 * Built once per process and origin (the schemas do not change while it runs).
 */
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { apiDocsCopy } from "#shared/copy/tokens.ts";
import { copy } from "#shared/copy.ts";
import { ZPageMeta } from "#shared/schemas/fields.ts";
import { type Operation, operations, restRoutesOf } from "../operations.ts";
import { appRouter } from "../trpc/root.ts";
import { ANSWER_KINDS, EXTRA_KEYS, REST_ONLY_OUTPUT, SUCCESS_STATUS, SUMMARIES, TAGS } from "./routes.ts";

const o = copy.openapi;

const d = apiDocsCopy;

/** The procedures of the app router by path. */
type Procedure = { _def: { inputs: z.ZodType[]; output?: z.ZodType; type: string } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;

const ZErrorMessage = z.object({ message: z.string() }).meta({ id: "ErrorMessage" });
const ZValidationError = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
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

/** The schemas of a route's EXTRA_KEYS, taken from the procedure's answer `out`. */
function extraKeys(route: string, out: z.ZodType): z.ZodRawShape {
  const shape = objectIn(out)?.shape ?? {};
  return Object.fromEntries(
    Object.entries(EXTRA_KEYS[route] ?? {}).map(([key, source]) => [
      key,
      source === "answer"
        ? out
        : ((shape[source.slice("answer.".length)] as z.ZodType | undefined) ?? z.unknown()),
    ]),
  );
}

/** The error answers, by status (http/error-response.ts renders them all). */
const ERROR_RESPONSES = {
  400: ZErrorMessage,
  401: ZErrorMessage,
  403: ZErrorMessage,
  404: ZErrorMessage,
  405: ZErrorMessage,
  413: ZErrorMessage,
  419: ZErrorMessage,
  422: ZValidationError,
  429: ZErrorMessage,
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

const RATE_HEADERS = {
  "X-RateLimit-Limit": { description: o.rateLimitLimit, schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": { description: o.rateLimitRemaining, schema: { type: "integer" as const } },
};

function errorResponse(status: ErrorStatus) {
  return {
    description: d.errors[status],
    ...(status === 429
      ? {
          headers: {
            "Retry-After": { description: o.retryAfter, schema: { type: "integer" as const } },
            ...RATE_HEADERS,
          },
        }
      : {}),
    content: { "application/json": { schema: ERROR_RESPONSES[status] } },
  };
}

/** The object schema inside `schema` (through preprocess, pipes, optional and default wrappers), if any. */
function objectIn(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return undefined;
    current = def.type === "pipe" ? (def.in instanceof z.ZodTransform ? def.out : def.in) : def.innerType;
  }
  return undefined;
}

/** True when `schema` is a service page (`pageOf(item)`): `{data: item[], meta: ZPageMeta}`. */
function pageItem(schema: z.ZodType | undefined): z.ZodType | undefined {
  const object = objectIn(schema);
  const data = object?.shape.data;
  if (!object || object.shape.meta !== ZPageMeta || !(data instanceof z.ZodArray)) return undefined;
  return data.element as z.ZodType;
}

/** The procedure answer without a `null` for visitors (REST-only twins answer 401 instead). */
function nonNull(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
}

/** The success answer of `route` whose procedure answers `output`. */
function successResponse(route: string, output: z.ZodType | undefined) {
  const kind = ANSWER_KINDS[route] ?? "data";
  const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });
  const out = output ?? z.unknown();
  switch (kind) {
    case "none":
      return { description: "No Content" };
    case "same":
      return { description: "OK", ...json(out) };
    case "status":
      return { description: "OK", ...json(z.object({ status: z.string(), message: z.string() })) };
    case "message":
      return { description: "OK", ...json(z.object({ message: z.string() })) };
    case "thread": {
      // The thread object is the procedure's answer without `created` (partner, the request it is about, …).
      const { created: _created, ...thread } = objectIn(out)?.shape ?? {};
      return {
        description: o.threadCreated,
        ...json(
          z.object({
            id: z.number().int(),
            created: z.boolean(),
            thread: z.object({ id: z.number().int(), ...thread }),
            data: z.object({ id: z.number().int() }),
          }),
        ),
      };
    }
    default: {
      const item = pageItem(out);
      const extra = extraKeys(route, out);
      if (item) return { description: o.laravelPage, ...json(laravelPageOf(item, extra)) };
      return {
        description: "OK",
        ...json(z.object({ data: out, message: z.string().optional(), ...extra })),
      };
    }
  }
}

const UNSAFE = new Set(["post", "put", "patch", "delete"]);

/** One operation object of the document. */
function operationObject(
  row: Operation,
  route: string,
  method: string,
  path: string,
): ZodOpenApiOperationObject {
  const procedure = procedures[row.trpc ?? REST_ONLY_OUTPUT[row.name] ?? ""];
  const input = procedure?._def.inputs[0];
  const output = procedure?._def.output;
  const shape = objectIn(input)?.shape ?? {};
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const pathParams = z.object(
    Object.fromEntries(pathNames.map((name) => [name, (shape[name] as z.ZodType | undefined) ?? z.string()])),
  );
  const unsafe = UNSAFE.has(method);
  const rest = Object.fromEntries(Object.entries(shape).filter(([key]) => !pathNames.includes(key)));
  const hasBody = unsafe && Object.keys(rest).length > 0;
  const fields = z.object(rest as z.ZodRawShape);
  const gated = row.gate !== "public";
  const statuses: ErrorStatus[] = [];
  if (gated) statuses.push(401);
  if (gated && row.gate !== "member") statuses.push(403);
  if (unsafe && !statuses.includes(403)) statuses.push(403);
  if (pathNames.length > 0 || row.owner !== null) statuses.push(404);
  if (unsafe) statuses.push(419, 413, 400);
  if (Object.keys(shape).length > 0) statuses.push(422);
  statuses.push(429);
  const success = successResponse(route, row.trpc ? output : output && nonNull(output));
  const kind = ANSWER_KINDS[route] ?? "data";
  const sessionSecurity = unsafe ? { sanctumSession: [], xsrfToken: [] } : { sanctumSession: [] };
  return {
    operationId: `${method}${path
      .replace(/\/api/, "")
      .replace(/[{}]/g, "")
      .replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    summary: SUMMARIES[row.name] ?? row.name,
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
            required: true,
            content: {
              "application/json": { schema: fields },
              "application/x-www-form-urlencoded": { schema: fields },
              "multipart/form-data": { schema: fields },
            },
          },
        }
      : {}),
    responses: {
      ...(kind === "none"
        ? { 204: success }
        : kind === "thread"
          ? { 200: success, 201: success }
          : { [SUCCESS_STATUS[route] ?? 200]: success }),
      ...Object.fromEntries(
        statuses.map((status) => [status, { $ref: `#/components/responses/E${status}` }]),
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
  return createDocument(
    {
      openapi: "3.1.0",
      info: { title: d.title, version: "1.0.0", description: d.description },
      servers: [{ url: appUrl }],
      tags: [...new Set(operations.map((row) => row.name.split(".")[0] ?? "api"))].map((name) => ({
        name,
        ...(TAGS[name] ? { description: TAGS[name] } : {}),
      })),
      paths,
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
        responses: Object.fromEntries(
          (Object.keys(ERROR_RESPONSES) as unknown as ErrorStatus[]).map((status) => [
            `E${status}`,
            errorResponse(Number(status) as ErrorStatus),
          ]),
        ),
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
