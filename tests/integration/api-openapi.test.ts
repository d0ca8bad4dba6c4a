/**
 * The OpenAPI document stays true (docs/api.md "Reference (OpenAPI and /api/docs)"; docs/decisions/010):
 * - GET /api/openapi.json is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator);
 * - every route the /api app serves (enumerated from http/api-routes.ts, as the authorization matrix does) is in
 *   it, and it documents no route that is not served;
 * - every route answers a sample request — the call of its authorization-matrix fixture, made by an allowed actor
 *   and, for gated routes, by a visitor; unsafe routes also without the XSRF token and with a read-only token —
 *   with a status the document lists for it, and a body matching that answer's schema (ajv, JSON Schema 2020-12);
 * - GET /api/docs serves the reference page and its files from this origin.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { appendFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import { sql } from "drizzle-orm";
import { SESSION_COOKIE } from "../../src/server/auth/session-cookies.ts";
import { createSession, generateSessionToken } from "../../src/server/auth/sessions.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { type Operation, operations, restRoutesOf } from "../../src/server/operations.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import {
  ACTOR_OPTIONS,
  type Actor,
  actorsOf,
  type Call,
  type Cast,
  expectedOutcome,
  type Member,
  operationFixtures,
  prepareOwnerData,
  type Reference,
} from "../support/operation-fixtures.ts";
import { type ContextOf, cellContexts, mountedRoutes } from "../support/routes.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

type Json = Record<string, unknown>;

let app: TestApp;
let deps: AppDeps;
let document: Json;
let cast: Cast;
let ref: Reference;
let contextOf: ContextOf;
const clients = {} as Record<Actor, RestClient>;

function documentedRoutes(): string[] {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith("/api/"))
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

async function signedIn(member: Member | null): Promise<RestClient> {
  const client = new RestClient(app);
  if (!member) {
    await client.csrf();
    return client;
  }
  const token = generateSessionToken();
  await createSession(deps.db, token, member.id, { remember: false });
  const response = await client.request("GET", "/sanctum/csrf-cookie", undefined, {
    headers: { Cookie: `${SESSION_COOKIE}=${token}` },
  });
  if (response.status !== 204) throw new Error("no session cookie");
  return client;
}

beforeAll(async () => {
  ({ app, deps } = await testApp());
  const response = await app.request("http://localhost:3000/api/openapi.json");
  expect(response.status).toBe(200);
  document = (await response.json()) as Json;
  cast = {
    unverified: await createMember(deps.db, { ...ACTOR_OPTIONS.unverified, name: "未認証 会員" }),
    other: await createMember(deps.db, { name: "ほかの 会員" }),
    owner: await createMember(deps.db, { name: "持ち主 会員" }),
    admin: await createMember(deps.db, { ...ACTOR_OPTIONS.admin, name: "管理 会員" }),
  };
  clients.visitor = await signedIn(null);
  for (const actor of ["unverified", "other", "owner", "admin"] as const)
    clients[actor] = await signedIn(cast[actor]);
  const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
  const [slugs] = await queryRows<{ category: string; region: string }>(
    deps.db,
    sql`select (select slug from categories where id = ${categoryId}) as category,
               (select slug from regions where id = ${regionId}) as region`,
  );
  if (!slugs) throw new Error("reference data missing");
  ref = { categoryId, categorySlug: slugs.category, regionId, regionSlug: slugs.region };
  contextOf = cellContexts({ deps, cast, ref });
  await prepareOwnerData(contextOf("owner", cast.owner, "ok"));
}, 120_000);

describe("the OpenAPI document", () => {
  test("is a valid OpenAPI 3.1 document, served as JSON with charset", async () => {
    const response = await app.request("http://localhost:3000/api/openapi.json");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const schemes = (document.components as Json).securitySchemes as Json;
    expect(Object.keys(schemes).sort()).toEqual(["bearerToken", "sanctumSession", "xsrfToken"]);
  });

  test("documents every served /api route and no other", () => {
    expect(documentedRoutes()).toEqual(mountedRoutes());
  });

  test("documents GET /sanctum/csrf-cookie, served outside /api: its 204 sets the two cookies it says", async () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    expect(Object.keys(paths).filter((path) => !path.startsWith("/api/"))).toEqual(["/sanctum/csrf-cookie"]);
    const operation = paths["/sanctum/csrf-cookie"]?.get ?? {};
    const answer = (operation.responses as Json)["204"] as Json;
    expect(Object.keys(answer.headers as Json)).toEqual(["Set-Cookie"]);
    const response = await new RestClient(app).csrf();
    expect(response.status).toBe(204);
    recordExample("GET /sanctum/csrf-cookie", {}, response, "");
    const names = response.headers.getSetCookie().map((line) => line.split("=")[0]);
    expect(names.sort()).toEqual(["XSRF-TOKEN", "tasukeai_session"]);
  });
});

/** The documented answer of `route` for `status`, or undefined when the document does not list the status. */
function documentedAnswer(route: string, status: number): Json | undefined {
  const [method = "", path = ""] = route.split(" ");
  const operation = (document.paths as Json)[path] as Json | undefined;
  const responses = ((operation?.[method.toLowerCase()] as Json | undefined)?.responses ?? {}) as Json;
  let answer = responses[String(status)] as Json | undefined;
  if (answer && typeof answer.$ref === "string") {
    const name = answer.$ref.split("/").pop() ?? "";
    answer = ((document.components as Json).responses as Json)[name] as Json;
  }
  return answer;
}

let ajv: Ajv2020 | undefined;
/** Validates `body` against the schema at `pointer` in the document. */
function validateAt(pointer: string, body: unknown): string[] {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(document, "openapi");
  }
  const validate = ajv.getSchema(`openapi#${pointer}`);
  if (!validate) return [`no schema at ${pointer}`];
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

function escapePointer(part: string): string {
  return part.replace(/~/g, "~0").replace(/\//g, "~1");
}

/**
 * With RECORD_API_EXAMPLES=<file> (scripts/record-api-examples.ts), appends the allowed actor's call and
 * answer to <file> as one JSON line: the published document's examples (src/server/openapi/examples.json).
 */
function recordExample(route: string, call: Call, response: Response, text: string): void {
  const file = process.env.RECORD_API_EXAMPLES;
  if (!file) return;
  const body =
    call.body instanceof FormData
      ? Object.fromEntries(
          [...call.body].map(([key, value]) => [key, typeof value === "string" ? value : value.name]),
        )
      : call.body;
  const line = {
    route,
    request: { path: call.params, query: call.query, body },
    response: {
      status: response.status,
      // A text answer (the text/calendar of an .ics) is kept as its text.
      body:
        text === ""
          ? undefined
          : response.headers.get("content-type")?.startsWith("application/json")
            ? JSON.parse(text)
            : text,
      setCookie: response.headers.getSetCookie(),
    },
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** Sends the sample and checks its answer against the document; returns the problems found. */
async function sample(
  route: string,
  call: Call,
  client: RestClient,
  options: { xsrf?: boolean; headers?: Record<string, string>; record?: boolean } = {},
): Promise<{ status: number; problems: string[] }> {
  const [method = "GET", pattern = ""] = route.split(" ");
  let path = pattern.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(call.params?.[name])),
  );
  if (call.query) path += `?${new URLSearchParams(call.query)}`;
  const response = await client.request(method, path, method === "GET" ? undefined : call.body, options);
  const status = response.status;
  const text = await response.text();
  if (options.record) recordExample(route, call, response, text);
  const answer = documentedAnswer(route, status);
  if (!answer)
    return {
      status,
      problems: [`${route}: answered ${status}, which the document does not list (${text.slice(0, 200)})`],
    };
  const content = answer.content as Json | undefined;
  if (!content)
    return {
      status,
      problems: text === "" ? [] : [`${route} ${status}: a body the document does not describe`],
    };
  const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
  if (mediaType !== "application/json") {
    // A text answer (the .ics) under the media type the document declares for it.
    const declared = Object.keys(content).some((key) => key.split(";")[0]?.trim() === mediaType);
    return { status, problems: declared && text !== "" ? [] : [`${route} ${status}: not JSON`] };
  }
  const [verb = "", apiPath = ""] = route.split(" ");
  const direct = ((document.paths as Json)[apiPath] as Json)[verb.toLowerCase()] as Json;
  const own = (direct.responses as Json)[String(status)] as Json;
  const pointer =
    typeof own.$ref === "string"
      ? `/components/responses/${own.$ref.split("/").pop()}/content/application~1json/schema`
      : `/paths/${escapePointer(apiPath)}/${verb.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  const problems = validateAt(pointer, JSON.parse(text)).map((problem) => `${route} ${status}: ${problem}`);
  return { status, problems };
}

const rows = operations as readonly Operation[];
const routeRows = rows.flatMap((row) => restRoutesOf(row).map((route) => [route, row] as const));

describe("every documented answer matches a sample request", () => {
  test.each(routeRows.map(([route, row]) => [route, row] as const))("%s", async (route, row) => {
    const fixture = operationFixtures[row.name];
    if (!fixture) throw new Error(`no fixture for ${row.name}`);
    const problems: string[] = [];
    const actors = actorsOf(row, fixture);
    const allowed = (["owner", "admin", "other", "unverified", "visitor"] as const).find(
      (actor) => actors.includes(actor) && expectedOutcome(row, fixture, actor, "rest") === "ok",
    );
    // The allowed actor: the success answer.
    if (allowed) {
      let caller: Member | null = allowed === "visitor" ? null : cast[allowed];
      let client = clients[allowed];
      if (fixture.freshActors && allowed !== "visitor") {
        caller = await createMember(deps.db, { ...ACTOR_OPTIONS[allowed], name: "見本 会員" });
        client = await signedIn(caller);
      }
      const ctx = contextOf(allowed, caller, "ok");
      const call = await fixture.call(ctx, route);
      await fixture.before?.(ctx);
      const result = await sample(route, call, client, { record: true });
      expect(result.status).toBeLessThan(300);
      problems.push(...result.problems);
    }
    // A visitor on a gated route: the 401.
    if (row.gate !== "public") {
      const ctx = contextOf("visitor", null, 401);
      const result = await sample(route, await fixture.call(ctx, route), clients.visitor);
      expect(result.status).toBe(401);
      problems.push(...result.problems);
    }
    const method = route.split(" ")[0] ?? "GET";
    if (method !== "GET") {
      // Without the XSRF token: the 419.
      const ctx = contextOf("other", cast.other, 401);
      const call = await fixture.call(ctx, route);
      const refused = await sample(route, call, clients.other, { xsrf: false });
      expect(refused.status).toBe(419);
      problems.push(...refused.problems);
    }
    expect(problems).toEqual([]);
  });
});

describe("the reference page", () => {
  test("GET /api/docs serves Swagger UI from this origin, with no inline script", async () => {
    const response = await app.request("http://localhost:3000/api/docs");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ja">');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(sources.length).toBe(3);
    for (const source of sources) {
      expect(source.startsWith("/api/docs/assets/")).toBe(true);
      const file = await app.request(`http://localhost:3000${source}`);
      expect(file.status).toBe(200);
      expect((await file.text()).length).toBeGreaterThan(100);
    }
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect((await app.request("http://localhost:3000/api/docs/assets/nothing.js")).status).toBe(404);
  });

  test("a read-only token is refused on unsafe calls with a documented 403", async () => {
    const client = await signedIn(cast.other);
    const created = await client.post("/api/tokens", { name: "見本", abilities: ["read"] });
    const token = ((await created.json()) as { plain_text_token: string }).plain_text_token;
    const result = await sample(
      "POST /api/comments",
      { body: { post_id: 1, body: "x" } },
      new RestClient(app),
      {
        xsrf: false,
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(result.status).toBe(403);
    expect(result.problems).toEqual([]);
    expect(FACTORY_PASSWORD).toBeTruthy();
  });
});
