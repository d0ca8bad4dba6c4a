/**
 * Every REST answer the test suite produces is checked against the published document (docs/api.md "Reference
 * (OpenAPI and /api/docs)"): its status must be declared for the route and method, and its body must match that
 * answer's schema (ajv, JSON Schema 2020-12, with formats). tests/support/conformance-preload.ts wraps every app
 * the tests create (createApp), so each answer under /api (and GET /sanctum/csrf-cookie) is checked as it is
 * produced; a violation fails the calling test. The count of answers checked and the violations are printed after
 * the last test file (reportConformance):
 *
 *   openapi conformance: N REST answers validated against the published document, M violations
 *
 * Not checked: /api/openapi.json and /api/docs (they describe the document), CORS preflights (OPTIONS) and paths
 * the document does not have (the 404 of an unknown route).
 */
import { writeSync } from "node:fs";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { maySpoofMethod, spoofMethod } from "../../src/server/http/method-spoofing.ts";
import { openApiDocument } from "../../src/server/openapi/document.ts";

type Json = Record<string, unknown>;

/** The document the tests check against (the test apps' APP_URL). */
export const publishedDocument = openApiDocument("http://localhost:3000") as unknown as Json;

/**
 * Answers a route's status may take before routing, whatever the method (http/bearer.ts, http/csrf.ts,
 * http/body-limit.ts, rate limits, outages), and the 405 of a method the path does not have.
 */
const BEFORE_ROUTING = [401, 403, 405, 413, 419, 429, 503];

let ajv: Ajv2020 | undefined;

/** An ajv instance holding the whole document (schemas are compiled per pointer on first use). */
export function documentAjv(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(publishedDocument, "openapi");
  }
  return ajv;
}

/** Escapes one part of a JSON pointer. */
export function pointerPart(part: string): string {
  return part.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The problems of `value` against the schema at `pointer` in the document (empty when it matches). */
export function validateAt(pointer: string, value: unknown): string[] {
  const validate = documentAjv().getSchema(`openapi#${pointer}`);
  if (!validate) return [`no schema at ${pointer}`];
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || "/"} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

const templates: Template[] = Object.keys(publishedDocument.paths as Json).map((path) => ({
  path,
  pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  params: (path.match(/\{/g) ?? []).length,
}));

/** The document path of `pathname`: the matching template with the fewest parameters (static paths first). */
function templateOf(pathname: string): string | undefined {
  return templates
    .filter((template) => template.pattern.test(pathname))
    .sort((a, b) => a.params - b.params)[0]?.path;
}

/** The pointer of an answer object, through a `$ref` to components/responses. */
function answerPointer(
  path: string,
  method: string,
  status: number,
): { pointer: string; answer: Json } | null {
  const operation = (publishedDocument.paths as Record<string, Record<string, Json>>)[path]?.[method];
  const own = (operation?.responses as Record<string, Json> | undefined)?.[String(status)];
  if (!own) return null;
  if (typeof own.$ref === "string") {
    const name = own.$ref.split("/").pop() ?? "";
    const answer = ((publishedDocument.components as Json).responses as Record<string, Json>)[name] as Json;
    return { pointer: `/components/responses/${pointerPart(name)}`, answer };
  }
  return { pointer: `/paths/${pointerPart(path)}/${method}/responses/${status}`, answer: own };
}

/** The body of an answer as text, decoded when it was compressed. */
async function bodyText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const encoding = response.headers.get("content-encoding")?.toLowerCase();
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  if (encoding === "deflate") return inflateSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

/**
 * The problems of one answer against the document, or null when the document does not cover the request (see
 * the module comment). `method` is the method the app routed (after method spoofing).
 */
export async function answerProblems(
  method: string,
  url: string,
  response: Response,
): Promise<string[] | null> {
  const pathname = new URL(url).pathname;
  if (method === "OPTIONS") return null;
  if (pathname === "/api/openapi.json" || pathname === "/api/docs" || pathname.startsWith("/api/docs/"))
    return null;
  if (!pathname.startsWith("/api/") && pathname !== "/sanctum/csrf-cookie") return null;
  const path = templateOf(pathname);
  if (!path) return null;
  const head = method === "HEAD";
  const verb = head ? "get" : method.toLowerCase();
  const status = response.status;
  const route = `${method} ${path}`;
  const item = (publishedDocument.paths as Record<string, Record<string, Json>>)[path] ?? {};
  let found = answerPointer(path, verb, status);
  if (!item[verb]) {
    // A method the path does not have: refused before routing, or the 405 (http/api-fallback.ts).
    if (!BEFORE_ROUTING.includes(status))
      return [`${route}: answered ${status} to a method the document lacks`];
    const name = `E${status}`;
    const answer = ((publishedDocument.components as Json).responses as Record<string, Json>)[name];
    found = answer ? { pointer: `/components/responses/${name}`, answer } : null;
  }
  if (!found) return [`${route}: answered ${status}, which the document does not declare`];
  const text = head ? "" : await bodyText(response);
  const content = found.answer.content as Record<string, Json> | undefined;
  if (!content?.["application/json"]) {
    // A text body the document declares under its own media type (text/calendar of an .ics): its type must match.
    const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
    const declared = Object.keys(content ?? {}).some((key) => key.split(";")[0]?.trim() === mediaType);
    if (declared && mediaType !== "") return [];
    return text === "" ? [] : [`${route} ${status}: a body the document does not describe`];
  }
  if (head || status === 304) return [];
  if (!response.headers.get("content-type")?.startsWith("application/json")) {
    return [`${route} ${status}: not JSON (${response.headers.get("content-type")})`];
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${route} ${status}: not JSON`];
  }
  return validateAt(`${found.pointer}/content/application~1json/schema`, body).map(
    (problem) => `${route} ${status}: ${problem}`,
  );
}

/** The tally of the bun process. */
export const conformance = { validated: 0, violations: [] as string[] };

/**
 * Prints the tally once (the preload calls it from a global afterAll: bun test runs that after the last file).
 * Written synchronously: the process ends right after.
 */
export function reportConformance(): void {
  if (conformance.validated === 0 && conformance.violations.length === 0) return;
  const lines = [
    `openapi conformance: ${conformance.validated} REST answers validated against the published document, ${conformance.violations.length} violations`,
    ...conformance.violations.slice(0, 50).map((violation) => `  ${violation}`),
  ];
  writeSync(1, `\n${lines.join("\n")}\n`);
}

/** Anything with the ServedApp surface (http/served-app.ts). */
interface Served {
  fetch(request: Request): Promise<Response>;
  request(input: string | URL | Request, init?: RequestInit): Promise<Response>;
}

/**
 * `app` whose every answer is checked against the document: a violation is recorded and thrown, so the test that
 * made the call fails. @throws Error naming the route and the problem.
 */
export function conformant<A extends Served>(app: A): A {
  const fetch = async (request: Request): Promise<Response> => {
    const method = maySpoofMethod(request) ? (await spoofMethod(request.clone())).method : request.method;
    const response = await app.fetch(request);
    const problems = await answerProblems(method, request.url, response);
    if (problems === null) return response;
    conformance.validated += 1;
    if (problems.length > 0) {
      conformance.violations.push(...problems);
      throw new Error(`the answer does not match the published document: ${problems.join("; ")}`);
    }
    return response;
  };
  const request = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) return fetch(init ? new Request(input, init) : input);
    const url = String(input);
    return fetch(new Request(/^https?:\/\//.test(url) ? url : new URL(url, "http://localhost"), init));
  };
  return { ...app, fetch, request };
}
