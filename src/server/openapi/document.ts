/**
 * The OpenAPI 3.1 document of the REST API (GET /api/openapi.json; docs/api.md "Reference (OpenAPI and /api/docs)"; docs/decisions/010),
 * generated from the code that serves it: every route of the operation table (operations.ts, which the
 * authorization matrix keeps equal to the mounted routes), its gate, and the zod schemas both transports parse
 * and answer with (the declaration's `input` and `output`), rendered by zod-openapi (zod 4's own JSON Schema
 * underneath). Laravel's wrappers (`{data}`, paginated collections, 204s) come from the declared REST routes
 * (edge/define.ts `RestRoute`: answer kind, status, message, extra keys, custom answers); the error
 * bodies (400, 401, 403, 404, 405, 413, 419, 422, 429) and the two ways in — Sanctum's session cookie with its
 * XSRF token, and personal access tokens — are components shared by every operation.
 *
 * Built once per process and origin (the schemas do not change while it runs).
 */
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { apiDocsCopy } from "#shared/copy/tokens.ts";
import { copy } from "#shared/copy.ts";
import { ERROR_CODES } from "#shared/error-codes.ts";
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
import { type Operation, operations, restRoutesOf } from "../operations.ts";
import { TAGS } from "./routes.ts";

const o = copy.openapi;

const d = apiDocsCopy;

/** The stable code of every error answer (src/shared/error-codes.ts, docs/api.md "Error codes"). */
const ZErrorCode = z.enum(ERROR_CODES).meta({ id: "ErrorCode" });
const ZErrorMessage = z.object({ message: z.string(), code: ZErrorCode }).meta({ id: "ErrorMessage" });
const ZValidationError = z
  .object({
    message: z.string(),
    code: z.literal("validation_failed"),
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
  "X-RateLimit-Reset": { description: o.rateLimitReset, schema: { type: "integer" as const } },
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

/** The procedure answer without a `null` for visitors (REST-only twins answer 401 instead). */
function nonNull(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
}

/** The success answer of a route answering as `answer` with the operation's `output`. */
function successResponse(answer: AnswerSpec, output: z.ZodType | undefined) {
  const kind = answer.kind;
  const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });
  const out = output ?? z.unknown();
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
  const statuses: ErrorStatus[] = [];
  if (gated) statuses.push(401);
  if (gated && row.gate !== "member") statuses.push(403);
  if (unsafe && !statuses.includes(403)) statuses.push(403);
  if (pathNames.length > 0 || row.owner !== null) statuses.push(404);
  if (unsafe) statuses.push(419, 413, 400);
  if (Object.keys(shape).length > 0) statuses.push(422);
  statuses.push(429);
  const success = successResponse(answer, row.trpc ? output : output && nonNull(output));
  const kind = answer.kind;
  const sessionSecurity = unsafe ? { sanctumSession: [], xsrfToken: [] } : { sanctumSession: [] };
  return {
    operationId: `${method}${path
      .replace(/\/api/, "")
      .replace(/[{}]/g, "")
      .replace(/[/_-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
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
      ...(answer.custom
        ? Object.fromEntries(answer.custom.statuses.map((status) => [status, success]))
        : kind === "none"
          ? { 204: success }
          : { [answer.status]: success }),
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
