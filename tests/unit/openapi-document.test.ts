/**
 * The published OpenAPI document tells the truth (docs/api.md "Reference (OpenAPI and /api/docs)", "Errors"),
 * checked on the document itself, without a server: every operation has a Japanese summary of its own and a
 * recorded example that matches its schemas; every status a route can answer is declared, error bodies carry the
 * codes of their status; request bodies are required only where the server needs one; timestamps are date-times
 * and strings carry the server's limits. What real answers look like is checked by
 * tests/support/openapi-conformance.ts over the whole integration suite.
 */
import { describe, expect, test } from "bun:test";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { errorCodes } from "#shared/error-codes.ts";
import { restRoutesOf, routeNames } from "../../src/server/edge/define.ts";
import { allOperations } from "../../src/server/edge/registry.ts";
import { readsBody } from "../../src/server/edge/rest.ts";
import { recordedExamples } from "../../src/server/openapi/document.ts";
import { pointerPart, publishedDocument, validateAt } from "../support/openapi-conformance.ts";

type Json = Record<string, unknown>;

const paths = publishedDocument.paths as Record<string, Record<string, Json>>;
const operations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    route: `${method.toUpperCase()} ${path}`,
    path,
    method,
    operation,
  })),
);
const names = new Set(allOperations.map((operation) => operation.name));
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** The operation at `path` and `method`. @throws Error when the document lacks it. */
function op(path: string, method: string): Json {
  const operation = paths[path]?.[method];
  if (!operation) throw new Error(`${method} ${path} is not documented`);
  return operation;
}

function responses(operation: Json): Record<string, Json> {
  return operation.responses as Record<string, Json>;
}

/** The success status and answer object of an operation (the first 2xx). */
function success(operation: Json): [string, Json] {
  const entry = Object.entries(responses(operation)).find(([status]) => status.startsWith("2"));
  if (!entry) throw new Error("no success answer");
  return entry;
}

describe("every operation", () => {
  test("has a Japanese summary that is not its operation name", () => {
    const bad = operations
      .filter(({ operation }) => {
        const summary = operation.summary;
        return (
          typeof summary !== "string" ||
          !JAPANESE.test(summary) ||
          names.has(summary) ||
          /^\w+\.\w+$/.test(summary)
        );
      })
      .map(({ route }) => route);
    expect(bad).toEqual([]);
    expect(operations.length).toBe(Object.keys(recordedExamples).length);
  });

  test("has a recorded example: a parameter, a request body or its answer", () => {
    const without = operations
      .filter(({ operation }) => {
        const parameters = ((operation.parameters as Json[] | undefined) ?? []).some(
          (p) => p.example !== undefined,
        );
        const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
        const body = Object.values(content).some((media) => media.examples !== undefined);
        const [, answer] = success(operation);
        const answerContent = (answer.content ?? {}) as Record<string, Json>;
        const answered =
          Object.values(answerContent).some((media) => media.examples !== undefined) ||
          Object.values((answer.headers ?? {}) as Record<string, Json>).some(
            (header) => header.example !== undefined,
          );
        return !(parameters || body || answered);
      })
      .map(({ route }) => route);
    expect(without).toEqual([]);
  });

  test("each committed example matches the operation's schemas (parameters, request body, answer)", () => {
    const problems: string[] = [];
    for (const { route, path, method, operation } of operations) {
      const base = `/paths/${pointerPart(path)}/${method}`;
      ((operation.parameters as Json[] | undefined) ?? []).forEach((parameter, index) => {
        if (parameter.example === undefined) return;
        for (const problem of validateAt(`${base}/parameters/${index}/schema`, parameter.example))
          problems.push(`${route} ${parameter.name}: ${problem}`);
      });
      const json = (
        (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined
      )?.["application/json"];
      const recorded = (json?.examples as { recorded?: { value: unknown } } | undefined)?.recorded;
      if (recorded) {
        for (const problem of validateAt(
          `${base}/requestBody/content/application~1json/schema`,
          recorded.value,
        ))
          problems.push(`${route} request: ${problem}`);
      }
      const [status, answer] = success(operation);
      const media = (answer.content as Record<string, Json> | undefined)?.["application/json"];
      const value = (media?.examples as { recorded?: { value: unknown } } | undefined)?.recorded?.value;
      if (value !== undefined) {
        for (const problem of validateAt(
          `${base}/responses/${status}/content/application~1json/schema`,
          value,
        ))
          problems.push(`${route} ${status}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("a tampered example fails that validation", () => {
    const [status] = success(op("/api/comments", "post"));
    expect(status).toBe("201");
    const pointer = "/paths/~1api~1comments/post/responses/201/content/application~1json/schema";
    expect(validateAt(pointer, { data: { id: "not a number" } }).length).toBeGreaterThan(0);
  });
});

describe("statuses", () => {
  test("every route declares 401, 429 and 503; GETs 304; unsafe methods 403, 413 and 419; POSTs 405", () => {
    const missing: string[] = [];
    for (const { route, method, operation, path } of operations) {
      const declared = Object.keys(responses(operation));
      const want = path.startsWith("/api/") ? ["401", "429", "503"] : ["503"];
      if (method === "get" && path.startsWith("/api/")) want.push("304");
      if (method !== "get") want.push("403", "413", "419");
      if (method === "post") want.push("405");
      for (const status of want) if (!declared.includes(status)) missing.push(`${route} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  test("each error answer's code is an enum of exactly the codes of its status; 422 adds errors", () => {
    const components = publishedDocument.components as {
      responses: Record<string, Json>;
      schemas: Record<string, Json>;
    };
    for (const status of [400, 401, 403, 404, 405, 413, 419, 422, 429, 503]) {
      const answer = components.responses[`E${status}`] as Json;
      const ref = ((answer.content as Json)["application/json"] as { schema: { $ref: string } }).schema.$ref;
      const schema = components.schemas[ref.split("/").pop() ?? ""] as {
        properties: Record<string, Json>;
        required: string[];
      };
      const codes = Object.entries(errorCodes)
        .filter(([, entry]) => entry.status === status)
        .map(([code]) => code);
      expect(schema.properties.code?.enum as string[]).toEqual(codes);
      expect(schema.required).toEqual(status === 422 ? ["message", "code", "errors"] : ["message", "code"]);
    }
    expect(Object.keys((components.responses.E429 as { headers: Json }).headers)).toContain("Retry-After");
    expect(Object.keys((components.responses.E503 as { headers: Json }).headers)).toEqual(["Retry-After"]);
    expect(Object.keys((components.responses.E405 as { headers: Json }).headers)).toEqual(["Allow"]);
  });

  test("a service's own refusals are declared: another's thread (403), an administrator acting on themself (400)", () => {
    expect(Object.keys(responses(op("/api/threads/{id}/messages", "get")))).toContain("403");
    expect(Object.keys(responses(op("/api/admin/users/{id}", "delete")))).toContain("400");
    // A GET of a member route without refusals has no 403 to declare.
    expect(Object.keys(responses(op("/api/threads", "get")))).not.toContain("403");
  });
});

describe("request bodies", () => {
  test("a route has a body exactly when the server reads one", () => {
    const wrong: string[] = [];
    for (const operation of allOperations) {
      for (const route of restRoutesOf(operation)) {
        for (const name of routeNames(route)) {
          const [verb = "", path = ""] = name.split(" ");
          const documented = paths[path]?.[verb.toLowerCase()];
          // A handler without input reads nothing (edge/rest.ts).
          const reads = verb !== "GET" && operation.input !== undefined && readsBody(operation, route);
          if (Boolean(documented?.requestBody) !== reads) wrong.push(name);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test("no body for favorites, follows and blocks; an optional one for unsuspend; a required one for reviews", () => {
    for (const [path, method] of [
      ["/api/favorites/posts/{post_id}", "post"],
      ["/api/favorites/posts/{post_id}", "delete"],
      ["/api/follows/{user_id}", "post"],
      ["/api/follows/{user_id}", "delete"],
      ["/api/blocks/{user_id}", "post"],
      ["/api/blocks/{user_id}", "delete"],
      ["/api/threads/{id}/contact-consent", "post"],
    ] as const) {
      expect(paths[path]?.[method]?.requestBody).toBeUndefined();
    }
    expect((op("/api/admin/users/{id}/unsuspend", "post").requestBody as Json).required).toBe(false);
    expect((op("/api/admin/users/{id}/suspend", "post").requestBody as Json).required).toBe(false);
    expect((op("/api/notifications/read", "post").requestBody as Json).required).toBe(false);
    expect((op("/api/posts/{post_id}/reviews", "post").requestBody as Json).required).toBe(true);
    expect((op("/api/comments", "post").requestBody as Json).required).toBe(true);
  });
});

describe("fields", () => {
  test("every *_at string of an answer is a date-time", () => {
    const plain: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (!node || typeof node !== "object") return;
      const properties = (node as Json).properties as Record<string, Json> | undefined;
      for (const [key, property] of Object.entries(properties ?? {})) {
        if (!key.endsWith("_at")) continue;
        const options = [property, ...((property.anyOf as Json[] | undefined) ?? [])];
        const strings = options.filter(
          (o) => o.type === "string" || (Array.isArray(o.type) && o.type.includes("string")),
        );
        if (strings.length === 0 || strings.some((o) => o.format !== "date-time"))
          plain.push(`${where}.${key}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    for (const { route, operation } of operations) visit(operation.responses, route);
    expect(plain).toEqual([]);
    const post = op("/api/posts/{id}", "get").responses as Json;
    expect(JSON.stringify(post)).toContain('"created_at":{"type":"string","format":"date-time"}');
  });

  test("request strings carry the limits the server enforces", () => {
    const unlimited: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (!node || typeof node !== "object") return;
      const schema = node as Json;
      if (
        schema.type === "string" &&
        schema.maxLength === undefined &&
        !schema.enum &&
        !schema.format &&
        !schema.pattern
      )
        unlimited.push(where);
      for (const [key, value] of Object.entries(schema)) visit(value, `${where}/${key}`);
    };
    for (const { route, operation } of operations) {
      visit(operation.requestBody, route);
      visit(operation.parameters, route);
    }
    expect(unlimited).toEqual([]);
    const comment = (
      ((op("/api/comments", "post").requestBody as Json).content as Json)["application/json"] as {
        schema: { properties: Record<string, Json> };
      }
    ).schema.properties.body;
    expect(comment).toMatchObject({ maxLength: FIELD_LIMITS.commentBody, minLength: 1 });
  });
});
