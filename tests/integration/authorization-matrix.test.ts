/**
 * The authorization matrix (docs/architecture.md "Gates and authorization", docs/product.md §6): every row of
 * the operation table (src/server/operations.ts) × (visitor, unverified member, other member, owner, admin) ×
 * (tRPC through `callerFor`, each REST route through a signed-in RestClient). Allowed cells must succeed;
 * refused cells must answer the expected status (UNAUTHORIZED 401, FORBIDDEN 403, NOT_FOUND 404,
 * UNPROCESSABLE_CONTENT 422) and write no row of any domain table. The cells live in
 * tests/support/operation-fixtures.ts.
 *
 * The table must be complete: a procedure of appRouter or a route of the REST adapters mounted in app.ts that
 * no row names fails here, as does a row naming one that does not exist.
 *
 * Output contracts (docs/architecture.md "One typed edge"): tRPC strips keys an output schema does not list,
 * so the contract is checked on unstripped answers — each successful REST body mapped to the service's answer,
 * and each procedure's resolver called directly once — parsed with the procedure's `.output()` schema and
 * compared deeply: a key the schema does not describe fails.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { SESSION_COOKIE } from "../../src/server/auth/session-cookies.ts";
import { createSession, generateSessionToken } from "../../src/server/auth/sessions.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { type Operation, operations, restRoutesOf } from "../../src/server/operations.ts";
import { appRouter } from "../../src/server/trpc/root.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import {
  ACTOR_OPTIONS,
  ACTORS,
  type Actor,
  actorsOf,
  type Call,
  type Cast,
  expectedOutcome,
  gateOutcome,
  gateRefusal,
  type Member,
  type OperationFixture,
  type Outcome,
  OWNER_SECRETS,
  operationFixtures,
  prepareOwnerData,
  type Reference,
} from "../support/operation-fixtures.ts";
import { type ContextOf, cellContexts, mountedRoutes } from "../support/routes.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

/** Tables a refused call may still write: sessions (sliding expiry) and rate-limit counters. */
const BOOKKEEPING_TABLES = new Set(["sessions", "rate_limit_buckets"]);

interface ProcedureDef {
  type: "query" | "mutation" | "subscription";
  output?: z.ZodType;
  inputs: z.ZodType[];
  resolver: (options: Record<string, unknown>) => Promise<unknown> | unknown;
}
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })
  ._def.procedures;

const rows: readonly Operation[] = operations;

// ---------------------------------------------------------------------------------------------------------
// The world of the matrix: four shared members, a REST client per actor, reference data

let app: TestApp;
let deps: AppDeps;
let cast: Cast;
let ref: Reference;
const clients = {} as Record<Actor, RestClient>;
let contextOf: ContextOf;

async function signedIn(member: Member | null): Promise<RestClient> {
  const client = new RestClient(app);
  if (!member) {
    await client.csrf();
    return client;
  }
  const response = await client.login(member.email, FACTORY_PASSWORD);
  if (response.status !== 200) throw new Error(`login of a factory member answered ${response.status}`);
  return client;
}

beforeAll(async () => {
  ({ app, deps } = await testApp());
  cast = {
    unverified: await createMember(deps.db, { ...ACTOR_OPTIONS.unverified, name: "未認証 会員" }),
    other: await createMember(deps.db, { name: "ほかの 会員" }),
    owner: await createMember(deps.db, { name: "持ち主 会員" }),
    admin: await createMember(deps.db, { ...ACTOR_OPTIONS.admin, name: "管理 会員" }),
  };
  for (const actor of ACTORS) clients[actor] = await signedIn(actor === "visitor" ? null : cast[actor]);
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
  await noteWrites();
}, 60_000);

/**
 * A REST client holding a new session of `member` without the password round (argon2id costs ~50 ms a login, and
 * rows with fresh actors need a dozen): the session is stored as login stores it, then the Sanctum cookie call
 * hands the client its session and XSRF cookies. The shared actors sign in through POST /api/auth/login.
 */
async function quicklySignedIn(member: Member): Promise<RestClient> {
  const token = generateSessionToken();
  await createSession(deps.db, token, member.id, { remember: false });
  const client = new RestClient(app);
  const response = await client.request("GET", "/sanctum/csrf-cookie", undefined, {
    headers: { Cookie: `${SESSION_COOKIE}=${token}` },
  });
  if (response.status !== 204 || client.cookie(SESSION_COOKIE) !== token) {
    throw new Error("the session cookie was not handed back");
  }
  return client;
}

/** The caller and REST client of a cell: the shared ones, or fresh ones when the row changes the caller. */
async function actorOf(
  fixture: OperationFixture,
  actor: Actor,
  rest: boolean,
): Promise<{ caller: Member | null; client: RestClient }> {
  if (!fixture.freshActors)
    return { caller: actor === "visitor" ? null : cast[actor], client: clients[actor] };
  if (actor === "visitor") return { caller: null, client: rest ? await signedIn(null) : clients.visitor };
  const member = await createMember(deps.db, { ...ACTOR_OPTIONS[actor], name: "新しい 会員" });
  return { caller: member, client: rest ? await quicklySignedIn(member) : clients[actor] };
}

// ---------------------------------------------------------------------------------------------------------
// The writes of refused calls

/**
 * Every row written to a domain table while the matrix runs is noted by a row trigger in `matrix_writes` (the table's
 * name). A refused cell compares the newest note before and after its call: one indexed read, whatever the earlier
 * test files left in the shared database (hashing every table twice a cell cost minutes once they held bulk data).
 * Stricter than comparing contents: a write that leaves a row as it was is still a write.
 */
async function noteWrites(): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    deps.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const domain = tables.map((t) => t.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
  // One statement a call: the drivers send each as a prepared statement, which holds only one.
  await deps.db.execute(
    sql.raw("create table matrix_writes (id bigserial primary key, table_name text not null)"),
  );
  await deps.db.execute(
    sql.raw(`create function matrix_note_write() returns trigger language plpgsql as $$
      begin insert into matrix_writes (table_name) values (TG_TABLE_NAME); return null; end $$`),
  );
  for (const name of domain) {
    await deps.db.execute(
      sql.raw(
        `create trigger matrix_note_write after insert or update or delete on "${name}" for each row execute function matrix_note_write()`,
      ),
    );
  }
  noteTriggers = domain;
}
let noteTriggers: string[] = [];

afterAll(async () => {
  for (const name of noteTriggers)
    await deps.db.execute(sql.raw(`drop trigger if exists matrix_note_write on "${name}"`));
  await deps.db.execute(sql.raw("drop function if exists matrix_note_write() cascade"));
  await deps.db.execute(sql.raw("drop table if exists matrix_writes"));
});

/** The newest note of a write (0 before any). */
async function lastWrite(): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    deps.db,
    sql`select coalesce(max(id), 0)::text as id from matrix_writes`,
  );
  return Number(row?.id ?? 0);
}

/** The domain tables written since the note `since`, with the number of rows written to each. */
async function writtenSince(since: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ name: string; rows: string }>(
    deps.db,
    sql`select table_name as name, count(*)::text as rows from matrix_writes where id > ${since} group by table_name`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
}

// ---------------------------------------------------------------------------------------------------------
// The two transports

interface Answer {
  /** 200 for a tRPC success, the HTTP status of a tRPC error or a REST answer. */
  status: number;
  message: string;
  /** The tRPC answer, or the REST body (null for 204). */
  value: unknown;
  response?: Response;
}

async function viaTrpc(path: string, caller: Member | null, call: Call): Promise<Answer> {
  let target: unknown = callerFor(deps, caller);
  for (const key of path.split(".")) target = (target as Record<string, unknown>)[key];
  const procedure = target as (input?: unknown) => Promise<unknown>;
  try {
    let value = await procedure(call.input);
    if (procedures[path]?._def.type === "subscription") {
      const iterator = (value as AsyncIterable<unknown>)[Symbol.asyncIterator]();
      value = (await iterator.next()).value;
      await iterator.return?.();
    }
    return { status: 200, message: "", value };
  } catch (error) {
    const status = getHTTPStatusCodeFromError(error as Parameters<typeof getHTTPStatusCodeFromError>[0]);
    return { status, message: (error as Error).message, value: undefined };
  }
}

async function viaRest(client: RestClient, route: string, call: Call): Promise<Answer> {
  const [method = "GET", pattern = ""] = route.split(" ");
  let path = pattern.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  if (call.query) path += `?${new URLSearchParams(call.query)}`;
  const response = await client.request(method, path, method === "GET" ? undefined : call.body);
  const text = await response.text();
  let value: unknown = null;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    value = text;
  }
  const message = (value as { message?: string } | null)?.message ?? "";
  return { status: response.status, message, value, response };
}

/** "ok", or the status and message of an answer (so a failing cell shows what it got). */
function outcomeOf(answer: Answer, expected: Outcome): Outcome | string {
  if (answer.status >= 200 && answer.status < 300) return "ok";
  if (answer.status === expected) return expected;
  return `${answer.status} ${answer.message}`;
}

/** Parses `value` with the output schema (narrowed to `pick`) and expects nothing to be stripped or changed. */
function expectDescribed(schema: z.ZodType, value: unknown, pick?: readonly string[]): void {
  let target = schema;
  let payload = value;
  if (pick) {
    const { shape } = schema as unknown as z.ZodObject;
    target = z.object(Object.fromEntries(pick.map((key) => [key, shape[key] ?? z.never()])));
    payload = Object.fromEntries(pick.map((key) => [key, (value as Record<string, unknown>)[key]]));
  }
  const parsed = target.safeParse(payload);
  expect(parsed.success ? "parsed" : parsed.error.issues).toBe("parsed");
  expect(parsed.data).toEqual(payload);
}

// ---------------------------------------------------------------------------------------------------------
// The table is complete

describe("the operation table names every operation", () => {
  test("every tRPC procedure has a row", () => {
    const named = new Set(rows.map((row) => row.trpc));
    expect(Object.keys(procedures).filter((path) => !named.has(path))).toEqual([]);
  });

  test("every REST route has a row", () => {
    const named = new Set(rows.flatMap(restRoutesOf));
    expect(mountedRoutes().filter((route) => !named.has(route))).toEqual([]);
  });

  test("every row names existing procedures and routes, each once", () => {
    const routes = new Set(mountedRoutes());
    expect(rows.filter((row) => row.trpc !== null && !procedures[row.trpc]).map((row) => row.name)).toEqual(
      [],
    );
    expect(rows.flatMap(restRoutesOf).filter((route) => !routes.has(route))).toEqual([]);
    const names = rows.flatMap((row) => [
      row.name,
      ...(row.trpc ? [`trpc ${row.trpc}`] : []),
      ...restRoutesOf(row),
    ]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(rows.filter((row) => row.trpc === null && row.rest === null).map((row) => row.name)).toEqual([]);
  });

  test("every row has a fixture, every fixture a row", () => {
    const names = new Set(rows.map((row) => row.name));
    expect(rows.filter((row) => !operationFixtures[row.name]).map((row) => row.name)).toEqual([]);
    expect(Object.keys(operationFixtures).filter((name) => !names.has(name))).toEqual([]);
  });

  test("REST-only rows name the procedure whose output schema describes their answer", () => {
    const undescribed = rows.filter((row) => {
      const outputOf = operationFixtures[row.name]?.outputOf;
      return row.trpc === null && (!outputOf || !procedures[outputOf]);
    });
    expect(undescribed.map((row) => row.name)).toEqual([]);
  });

  test("fixtures refine the gate, never contradict it", () => {
    const contradictions: string[] = [];
    for (const row of rows) {
      const fixture = operationFixtures[row.name];
      if (!fixture) continue;
      for (const actor of ACTORS) {
        const gate = gateOutcome(row.gate, actor);
        for (const transport of ["trpc", "rest"] as const) {
          const expected = expectedOutcome(row, fixture, actor, transport);
          if (gate !== "ok" && expected !== gate) contradictions.push(`${row.name} ${actor} ${transport}`);
        }
      }
    }
    expect(contradictions).toEqual([]);
  });

  test("subscriptions are public or private reads", () => {
    const wrong = rows.filter(
      (row) => row.trpc && procedures[row.trpc]?._def.type === "subscription" && row.kind === "mutation",
    );
    expect(wrong.map((row) => row.name)).toEqual([]);
  });

  test("every procedure except subscriptions declares .output()", () => {
    const missing = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.type !== "subscription" && !procedure._def.output)
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The cells

interface Cell {
  name: string;
  row: Operation;
  fixture: OperationFixture;
  actor: Actor;
  route: string | null;
  expected: Outcome;
}

const cells: Cell[] = [];
for (const row of rows) {
  const fixture = operationFixtures[row.name];
  if (!fixture) continue;
  const routes = restRoutesOf(row);
  const transports: (string | null)[] = [...(row.trpc ? [null] : []), ...routes];
  for (const actor of actorsOf(row, fixture)) {
    for (const route of transports) {
      const expected = expectedOutcome(row, fixture, actor, route === null ? "trpc" : "rest");
      const via = route === null ? "tRPC" : routes.length > 1 ? `REST ${route}` : "REST";
      cells.push({
        name: `${row.name} × ${actor} × ${via} → ${expected}`,
        row,
        fixture,
        actor,
        route,
        expected,
      });
    }
  }
}

/** The owner's secrets (and, but to administrators, the owner's e-mail address) in an answer to someone else. */
function leaksOf(cell: Cell, value: unknown): string[] {
  if (cell.actor === "owner" || cell.fixture.showsOwnerData) return [];
  const text = JSON.stringify(value ?? null);
  const secrets: string[] = [...OWNER_SECRETS, ...(cell.actor === "admin" ? [] : [cast.owner.email])];
  return secrets.filter((secret) => text.includes(secret));
}

describe("authorization matrix", () => {
  test.each(cells.map((cell) => [cell.name, cell] as const))("%s", async (_name, cell) => {
    const { row, fixture, actor, route, expected } = cell;
    const { caller, client } = await actorOf(fixture, actor, route !== null);
    const ctx = contextOf(actor, caller, expected);
    const call = await fixture.call(ctx, route);
    await fixture.before?.(ctx);
    const before = expected === "ok" ? undefined : await lastWrite();

    const answer =
      route === null ? await viaTrpc(row.trpc ?? "", caller, call) : await viaRest(client, route, call);
    expect(outcomeOf(answer, expected)).toBe(expected);
    const refusal = gateRefusal(row.gate, actor, fixture);
    if (refusal) expect(answer.message).toBe(route === null ? refusal.trpc : refusal.rest);

    if (before !== undefined) {
      expect(await writtenSince(before)).toEqual({});
      return;
    }
    expect(leaksOf(cell, answer.value)).toEqual([]);
    if (route === null) {
      await fixture.check?.(ctx, answer.value);
      return;
    }
    // REST success: the body is the unstripped service answer; compare it with the output schema.
    const contract = fixture.rest;
    if ("skip" in contract) {
      await fixture.check?.(ctx, answer.value);
      return;
    }
    const payload = contract.map(answer.value, answer.response as Response);
    await fixture.check?.(ctx, payload);
    const described = row.trpc ?? fixture.outputOf;
    const schema = described ? procedures[described]?._def.output : undefined;
    if (schema) expectDescribed(schema, payload, contract.pick);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Output contracts on the resolvers: the service's answer before tRPC strips it

/** The first actor a row lets through on tRPC (the owner preferred). */
function allowedActor(row: Operation, fixture: OperationFixture): Actor | undefined {
  const actors = actorsOf(row, fixture);
  return (["owner", "admin", "other", "unverified", "visitor"] as const).find(
    (actor) => actors.includes(actor) && expectedOutcome(row, fixture, actor, "trpc") === "ok",
  );
}

describe("output contracts: each resolver answers only what its output schema describes", () => {
  const contractRows = rows.filter(
    (row) => row.trpc !== null && procedures[row.trpc]?._def.type !== "subscription",
  );
  test.each(contractRows.map((row) => [row.name, row] as const))("%s", async (_name, row) => {
    const procedure = procedures[row.trpc ?? ""];
    const fixture = operationFixtures[row.name];
    const actor = fixture ? allowedActor(row, fixture) : undefined;
    if (!procedure?._def.output || !fixture || !actor) return; // reported by the table tests above
    const { caller } = await actorOf(fixture, actor, false);
    const ctx = contextOf(actor, caller, "ok");
    const call = await fixture.call(ctx, null);
    await fixture.before?.(ctx);
    let input: unknown;
    for (const parser of procedure._def.inputs) {
      const parsed = await parser.parseAsync(call.input);
      input = input === undefined ? parsed : { ...(input as object), ...(parsed as object) };
    }
    const raw = await procedure._def.resolver({
      ctx: {
        ...deps,
        viewer: caller,
        sessionToken: null,
        sessionExpiresAt: null,
        ipAddress: "127.0.0.1",
        userAgent: "test",
        resHeaders: new Headers(),
      },
      input,
      path: row.trpc,
      type: procedure._def.type,
      signal: undefined,
      getRawInput: async () => call.input,
    });
    expectDescribed(procedure._def.output, raw);
  });
});
