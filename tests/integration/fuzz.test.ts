/**
 * Fuzzing every door (the answer to hostile input is never a 500): every REST route of the /api app
 * (enumerated from `restApi()`) and every tRPC procedure (enumerated from `appRouter`, called through
 * `callerFor` and over HTTP, single and batched, GET and POST) receives hostile input — malformed JSON,
 * multipart and form bodies, wrong types, 100 KB strings, U+0000 and lone surrogates, arrays where scalars
 * are expected, negative and huge numbers, ids that exist, ids that do not and ids past PostgreSQL's integer
 * range — as a visitor and as a signed-in verified member holding a valid XSRF token; an administrator reads,
 * and runs the admin operations on a member of the fuzz's own. No answer may be a 5xx (429 from the rate
 * limits is fine).
 *
 * Two parts: the sweep puts each hostile kind into each field in turn with every other field plausible (so the
 * value reaches as deep as it can: this is what finds a text the database cannot store), then seeded random
 * requests mix fields, encodings and malformed bodies.
 *
 * Seeded and bounded: FUZZ_SEED (default below, printed) decides every request; each target gets a fixed number
 * of requests (× FUZZ_SCALE, default 1), so the same seed sends the same requests and a run stays under a minute
 * on an idle 2-core machine (about 9,700 requests in 38 s). A failure prints the request (actor, method, path,
 * content type, body) and the answer. Calls that would sign the member out or change their account (logout,
 * login, register, password reset, e-mail/password change, account deletion) run last. The live stream
 * (`live.events`, an endless SSE answer) is left out.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TRPCError } from "@trpc/server";
import { inArray } from "drizzle-orm";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { contactMessages, posts, publicMessages, users } from "../../src/server/db/schema/index.ts";
import { restApi } from "../../src/server/http/api-routes.ts";
import { operations, restRoutesOf } from "../../src/server/operations.ts";
import { appRouter } from "../../src/server/trpc/root.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor } from "../support/caller.ts";
import {
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
  someCategoryAndRegion,
} from "../support/factories.ts";
import { transparentPng } from "../support/images.ts";
import { type TestApp, testApp } from "../support/test-app.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261124) >>> 0;
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Requests per target and actor (REST route; tRPC procedure through the caller; tRPC procedure over HTTP). */
const BUDGET = {
  rest: Math.max(1, Math.round(16 * SCALE)),
  restAdmin: Math.max(1, Math.round(6 * SCALE)),
  caller: Math.max(1, Math.round(16 * SCALE)),
  callerAdmin: Math.max(1, Math.round(5 * SCALE)),
  http: Math.max(1, Math.round(10 * SCALE)),
  batches: Math.max(1, Math.round(60 * SCALE)),
};
const PHASE_TIMEOUT = 240_000;

/** Each actor comes from an address of its own (TEST-NET-2), so its rate limits touch no other test's. */
const ACTOR_IP = { visitor: "198.51.100.71", member: "198.51.100.72", admin: "198.51.100.73" } as const;
type Actor = keyof typeof ACTOR_IP;

console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_SCALE=${SCALE} (set them to repeat this run)`);

// ---------------------------------------------------------------------------------------------------------
// Seeded randomness: one generator per target (its name hashed with the seed), so a target's requests do not
// depend on which other targets ran.

function generator(target: string): Rng {
  let h = 2166136261 ^ SEED;
  for (let i = 0; i < target.length; i++) h = Math.imul(h ^ target.charCodeAt(i), 16777619);
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)] as never,
  };
}
interface Rng {
  next(): number;
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

const HUGE_ASCII = "x".repeat(100_000);
const HUGE_KANA = "あ".repeat(34_000); // ~100 KB as UTF-8
const DEEP_JSON = `${"[".repeat(5000)}${"]".repeat(5000)}`;

/** Values any field may receive (JSON-representable), by what they attack; `hostile` picks a family first. */
const HOSTILE_FAMILIES: readonly (readonly unknown[])[] = [
  // characters PostgreSQL cannot store or that are no characters at all
  ["\u0000", "a\u0000b", "\uD800", "x\uDC00y", "abc\uDBFF", "\uDC00\uD800", ["\uD800"], ["a", "\u0000"]],
  // sizes
  [
    HUGE_ASCII,
    HUGE_KANA,
    "😀".repeat(3000),
    Array.from({ length: 1000 }, (_, i) => i),
    Array(300).fill("tag"),
  ],
  // wrong types
  [
    true,
    false,
    null,
    {},
    { a: 1 },
    { $ne: null },
    [],
    [1, 2],
    [[["deep"]]],
    { nested: { deeper: ["\uD800"] } },
  ],
  // numbers out of range, numeric strings
  [-1, 0, 1.5, -2147483649, 2147483648, 9007199254740992, 1e308, -1e308, Number.MAX_VALUE],
  ["-1", "0", "1.5", "99999999999999999999", "2147483648", "1e400", "NaN", "Infinity", "0x10", " 7 "],
  // odd strings
  [
    "",
    " ",
    "e\u0301",
    "\u202Eevil",
    "<script>alert(1)</script>",
    "' OR '1'='1' --",
    "%00",
    "../../etc/passwd",
  ],
  ["__proto__", "constructor", "null", "true", "[1,2]", '{"a":1}'],
];
const HOSTILE: readonly unknown[] = HOSTILE_FAMILIES.flat();

/** How often each family is picked: the characters that once answered a 500 most, then types and numbers. */
const FAMILY_WEIGHTS = [0.3, 0.1, 0.18, 0.12, 0.12, 0.12, 0.06];

function hostile(rng: Rng): unknown {
  let roll = rng.next();
  for (const [i, weight] of FAMILY_WEIGHTS.entries()) {
    roll -= weight;
    if (roll < 0) return rng.pick(HOSTILE_FAMILIES[i] ?? HOSTILE);
  }
  return rng.pick(HOSTILE);
}

/** The values the sweep puts in each field in turn (every other field plausible). */
const SWEEP: readonly unknown[] = ["a\u0000b", "x\uD800y", HUGE_KANA, ["a", "b"], { a: 1 }, 2147483648, -1.5];

/** Bodies that are no readable JSON, sent as application/json. */
const MALFORMED_JSON: readonly string[] = [
  "{",
  '{"a":',
  "[1,2",
  '{"a":1}garbage',
  "\u0000",
  "\uFEFF{}",
  DEEP_JSON,
  '"just a string"',
  "123",
  "null",
  "[]",
  '{"__proto__":{"polluted":true}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `{"body":"${HUGE_ASCII}"}`,
  "\xff\xfe\xfd",
];

/** Query strings and form bodies that are no well-formed percent-encoding. */
const MALFORMED_FORM: readonly string[] = [
  "%",
  "a=%zz",
  "a=%E0%A4%A",
  "q=%ED%A0%80",
  "q=%00&q=%00",
  "page=99999999999999999999",
  "tags[]=%00&tags[]=",
  "categories[0]=1&categories[x]=2&categories[]=abc",
  "=&&=&a",
  "a[b][c][d]=1",
  "_method=DELETE",
  `body=${"%41".repeat(30_000)}`,
];

/** Content types a body may wrongly declare. */
const WRONG_TYPES = [
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=utf-16",
];

/** A valid 1×1 image and bytes that only say they are one. */
const images: { png?: Uint8Array<ArrayBuffer> } = {};

// ---------------------------------------------------------------------------------------------------------
// The world: members, posts, a thread; ids that exist and ids that do not

interface World {
  member: Viewer & { email: string };
  other: Viewer & { email: string };
  admin: Viewer & { email: string };
  /** The member the administrator's calls are about (suspended, edited, deleted by the fuzz). */
  victim: Viewer & { email: string };
  categoryId: number;
  regionId: number;
  /** Every id below, and 1. */
  ids: number[];
  postIds: number[];
  userIds: number[];
  threadIds: number[];
}
let world: World;

const BAD_IDS = ["0", "2147483648", "99999999999999999999", "00001", "1".repeat(400)];
const BAD_PATH_PARTS = ["abc", "%00", "-1", "1.5", "%ED%A0%80", "..%2F..", "a".repeat(300), "%E3%81%82"];

/** `pattern`'s parameters filled: with ids that exist (always when `validOnly`), ids that do not, junk. */
function pathFor(pattern: string, rng: Rng, validOnly = false): string {
  return pattern.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_all, name: string) => {
    if (validOnly)
      return name === "key" || name === "slug" ? "moving" : String(validFor(pattern, name, "number", rng));
    if (name === "key" || name === "slug")
      return rng.pick([
        "moving",
        "tokyo",
        "13",
        "pc-it",
        "%00",
        "%ED%A0%80",
        "a".repeat(300),
        "0",
        "2147483648",
        "%2e%2e",
      ]);
    if (name === "hash") return rng.pick(["abc", "%00", "f".repeat(64), "x".repeat(500)]);
    const roll = rng.next();
    if (roll < 0.6) return String(validFor(pattern, name, "number", rng));
    if (roll < 0.85) return rng.pick(BAD_IDS);
    return rng.pick(BAD_PATH_PARTS);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Input shapes: the top-level fields of a procedure's input schema and what kind of value each expects

type Kind = "text" | "number" | "boolean" | "list" | "file" | "object" | { choice: string[] };
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function kindOf(schema: unknown): Kind {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      return kindOf(def.innerType);
    case "pipe": {
      const inner = defOf(def.in).type === "transform" ? def.out : def.in;
      return kindOf(inner);
    }
    case "union":
      return kindOf((def.options as unknown[])[0]);
    case "string":
      return "text";
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "array":
      return "list";
    case "custom":
      return "file";
    case "enum":
      return { choice: Object.values(def.entries as Record<string, string>) };
    case "literal":
      return { choice: (def.values as unknown[]).map(String) };
    default:
      return "object";
  }
}

/** The fields of an input schema (unwrapping formInput and transforms); [] when it takes none. */
function fieldsOf(schema: unknown): [string, Kind][] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === "object")
    return Object.entries(def.shape as Record<string, unknown>).map(([key, child]) => [key, kindOf(child)]);
  if (def.type === "pipe") return fieldsOf(defOf(def.in).type === "transform" ? def.out : def.in);
  if (["optional", "nullable", "default", "catch", "readonly"].includes(def.type))
    return fieldsOf(def.innerType);
  return [];
}

/** Whether a procedure's input is `formInput(...)` (a FormData is accepted). */
function takesFormData(schema: unknown): boolean {
  if (!schema) return false;
  const def = defOf(schema);
  return def.type === "pipe" && defOf(def.in).type === "transform" && defOf(def.out).type === "object";
}

/** A plausible value for a field of `kind` named `key` of `target` (ids of things that exist, mostly). */
function validFor(target: string, key: string, kind: Kind, rng: Rng): unknown {
  if (typeof kind === "object") return rng.pick(kind.choice);
  if (key === "region_id") return rng.chance(0.7) ? world.regionId : String(world.regionId);
  if (key === "category_id") return rng.chance(0.7) ? world.categoryId : String(world.categoryId);
  if (key === "categories") return rng.pick([[world.categoryId], [String(world.categoryId)], []]);
  if (/(^|_)id$|Id$/.test(key) && kind !== "list") {
    const pool = /admin|role/i.test(target)
      ? [world.victim.id]
      : key === "post_id" || (key === "id" && /posts/.test(target))
        ? world.postIds
        : key === "id" && /thread/.test(target)
          ? world.threadIds
          : /user|follow|profile|admin|role/i.test(`${key} ${target}`)
            ? world.userIds
            : world.ids;
    const id = rng.pick(pool);
    return rng.chance(0.85) ? id : String(id);
  }
  switch (kind) {
    case "number":
      if (/page/.test(key)) return rng.pick([1, 2, "1"]);
      if (/limit/.test(key)) return rng.pick([5, "10"]);
      if (/^lat/.test(key)) return rng.pick([35.68, "35.6"]);
      if (/^lon/.test(key)) return rng.pick([139.76, "139.7"]);
      return rng.pick([1, 2, "3"]);
    case "boolean":
      return rng.pick([true, false, "1", "0", "on", "true"]);
    case "list":
      return rng.pick([["dog"], [1, 2], ["週末", "力仕事"], "[1,2]", "dog"]);
    case "file":
      return "";
    default:
      if (/email/.test(key)) return rng.pick(["fuzz@example.test", "FUZZ@EXAMPLE.TEST"]);
      if (/password/.test(key)) return "password-1234";
      if (/linkedin/.test(key)) return rng.pick(["in/fuzz-user", "https://www.linkedin.com/in/fuzz"]);
      if (/twitter/.test(key)) return rng.pick(["@fuzz_user", "fuzz"]);
      if (/role/.test(key)) return rng.pick(["user", "admin", "editor"]);
      if (/cover/.test(key)) return rng.pick(["cover-01", "default-gray"]);
      return rng.pick(["テスト", "fuzz text", "abc1", "moving", "tokyo"]);
  }
}

/**
 * An object of `fields`: mostly a plausible input with one or two fields made hostile (so the hostile value
 * reaches as far as it can), sometimes every field random; an extra key now and then.
 */
function objectFor(target: string, fields: [string, Kind][], rng: Rng): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (fields.length > 0 && rng.chance(0.7)) {
    for (const [key, kind] of fields) if (rng.chance(0.9)) result[key] = validFor(target, key, kind, rng);
    for (let i = 1 + rng.int(2); i > 0; i--) {
      const [key] = rng.pick(fields);
      result[key] = hostile(rng);
    }
  } else {
    for (const [key, kind] of fields)
      if (rng.chance(0.75)) result[key] = rng.chance(0.6) ? hostile(rng) : validFor(target, key, kind, rng);
  }
  if (rng.chance(0.15)) result[rng.pick(["extra", "_method", "_token", "constructor", "id"])] = hostile(rng);
  if (rng.chance(0.05))
    Object.defineProperty(result, "__proto__", { value: { polluted: 1 }, enumerable: true });
  return result;
}

/** A whole input: mostly an object of the fields, sometimes no object at all. */
function inputFor(target: string, fields: [string, Kind][], rng: Rng): unknown {
  return rng.chance(0.1) ? rng.pick(HOSTILE) : objectFor(target, fields, rng);
}

/** Percent-encoding that also carries lone surrogates (as their WTF-8 bytes, which are no valid UTF-8). */
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = "";
    for (const char of text) {
      const unit = char.charCodeAt(0);
      out +=
        char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
          ? `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`
          : encodeURIComponent(char);
    }
    return out.toUpperCase();
  }
}

/** `key=value` pairs as a form or query string sends them (arrays as `key[]`, objects as `key[sub]`). */
function formPairs(object: Record<string, unknown>, rng: Rng): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) {
      const style = rng.int(3);
      value.slice(0, 50).forEach((item, i) => {
        add(style === 0 ? `${key}[]` : style === 1 ? `${key}[${i}]` : key, item);
      });
    } else if (value && typeof value === "object") {
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    } else pairs.push([key, value === null ? "" : String(value)]);
  };
  for (const [key, value] of Object.entries(object)) add(key, value);
  return pairs;
}

function formString(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join("&");
}

function multipartFor(object: Record<string, unknown>, fields: [string, Kind][], rng: Rng): FormData {
  const form = new FormData();
  for (const [key, value] of formPairs(object, rng)) form.append(key, value);
  for (const [key, kind] of fields) {
    if (kind !== "file" || !rng.chance(0.5)) continue;
    const roll = rng.int(4);
    if (roll === 0 && images.png) form.append(key, new File([images.png], "a.png", { type: "image/png" }));
    else if (roll === 1)
      form.append(key, new File([new Uint8Array(200_000).fill(7)], "big.jpg", { type: "image/jpeg" }));
    else if (roll === 2) form.append(key, new File(["GIF89a garbage"], "a\u0000.gif", { type: "image/gif" }));
    else form.append(key, new File([], "", { type: "application/octet-stream" }));
  }
  return form;
}

// ---------------------------------------------------------------------------------------------------------
// Requests and their record

interface Sent {
  label: string;
  actor: Actor;
  method: string;
  path: string;
  contentType?: string;
  body?: string | FormData;
  xsrf: boolean;
}

interface Failure {
  phase: string;
  request: string;
  answer: string;
}

const failures: Failure[] = [];
/** The running test (failures are reported by the test that found them). */
let phase = "";
const counts = { rest: 0, caller: 0, http: 0 };
/** When the fuzz's setup began (the printed runtime is the fuzz's own, not the files run before it). */
let started = performance.now();

function preview(text: string, max = 300): string {
  const escaped = JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);
  return escaped;
}

function describeSent(sent: Sent): string {
  let body = "";
  if (typeof sent.body === "string") body = ` body=${preview(sent.body)}`;
  else if (sent.body instanceof FormData) {
    const parts = [...sent.body.entries()].map(([k, v]: [string, FormDataEntryValue]) => {
      if (typeof v === "string") return `${k}=${preview(v, 80)}`;
      const file = v as File;
      return `${k}=<file ${JSON.stringify(file.name)} ${file.type} ${file.size} B>`;
    });
    body = ` multipart[${parts.join(", ")}]`;
  }
  return `[${sent.label}] ${sent.actor} ${sent.method} ${sent.path}${sent.contentType ? ` (${sent.contentType})` : ""}${sent.xsrf ? "" : " (no XSRF)"}${body}`;
}

/** A browser-like client of the fuzz app: keeps cookies, sends the XSRF header (unless told not to). */
class FuzzClient {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: TestApp,
    readonly actor: Actor,
  ) {}

  async send(sent: Omit<Sent, "actor">): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "X-Test-IP": ACTOR_IP[this.actor],
    };
    if (this.cookies.size > 0)
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (sent.xsrf && xsrf && !["GET", "HEAD"].includes(sent.method)) headers["X-XSRF-TOKEN"] = xsrf;
    if (sent.contentType) headers["Content-Type"] = sent.contentType;
    const response = await this.app.request(`http://localhost:3000${sent.path}`, {
      method: sent.method,
      headers,
      body: sent.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      this.cookies.set(pair.slice(0, index), decodeURIComponent(pair.slice(index + 1)));
    }
    return response;
  }

  async signIn(email: string): Promise<void> {
    await this.send({ label: "setup", method: "GET", path: "/sanctum/csrf-cookie", xsrf: true });
    const response = await this.send({
      label: "setup",
      method: "POST",
      path: "/api/auth/login",
      contentType: "application/json",
      body: JSON.stringify({ email, password: FACTORY_PASSWORD }),
      xsrf: true,
    });
    if (response.status !== 200) throw new Error(`fuzz ${this.actor} could not sign in (${response.status})`);
  }
}

/** Sends `sent` and records a 5xx (or a tRPC batch item answering one) as a failure. */
async function expectNo5xx(client: FuzzClient, sent: Omit<Sent, "actor">): Promise<void> {
  const full = { ...sent, actor: client.actor };
  let response: Response;
  try {
    response = await client.send(sent);
  } catch (error) {
    failures.push({ phase, request: describeSent(full), answer: `threw ${String(error)}` });
    return;
  }
  const text = await response.text();
  const batchItem5xx = sent.path.startsWith("/trpc/") && /"httpStatus":5\d\d/.test(text);
  if (response.status >= 500 || batchItem5xx)
    failures.push({ phase, request: describeSent(full), answer: `${response.status} ${preview(text, 500)}` });
}

// ---------------------------------------------------------------------------------------------------------
// Targets

interface Procedure {
  _def: { type: "query" | "mutation" | "subscription"; inputs: unknown[] };
}
const procedures = (appRouter._def as unknown as { procedures: Record<string, Procedure> }).procedures;
const procedureNames = Object.keys(procedures).filter(
  (name) => procedures[name]?._def.type !== "subscription",
);

/** Calls that sign the member out or change their account: they run last. */
const LATE = new Set([
  "POST /auth/logout",
  "POST /auth/login",
  "POST /auth/register",
  "POST /reset-password",
  "accounts.logout",
  "accounts.login",
  "accounts.register",
  "accounts.resetPassword",
  "accounts.changeEmail",
  "accounts.changePassword",
  "accounts.deleteAccount",
]);

/** `GET /api/posts/{id}` → the procedure whose input schema describes the route's fields. */
function procedureOfRoute(method: string, path: string): string | null {
  const name = `${method} /api${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, "{$1}")}`;
  const row = operations.find((operation) => restRoutesOf(operation).includes(name));
  return row?.trpc ?? null;
}

const restRoutes = restApi()
  .routes.filter((route) => route.method !== "ALL")
  .map((route) => ({ method: route.method, path: route.path, key: `${route.method} ${route.path}` }));

function inputSchemaOf(procedure: string | null): unknown {
  return procedure ? procedures[procedure]?._def.inputs[0] : undefined;
}

/** One REST request of `route` for `actor`. */
function restRequest(route: { method: string; path: string }, rng: Rng): Omit<Sent, "actor"> {
  const schema = inputSchemaOf(procedureOfRoute(route.method, route.path));
  const fields = fieldsOf(schema);
  let path = `/api${pathFor(route.path, rng)}`;
  const xsrf = !rng.chance(0.08);
  const label = `REST ${route.method} ${route.path}`;
  if (route.method === "GET" || (route.method === "DELETE" && rng.chance(0.7))) {
    const query = rng.chance(0.15)
      ? rng.pick(MALFORMED_FORM)
      : formString(formPairs(objectFor(route.path, fields, rng), rng));
    if (query) path += `?${query}`;
    return { label, method: route.method, path, xsrf };
  }
  const object = objectFor(route.path, fields, rng);
  const roll = rng.next();
  if (roll < 0.4) {
    const body = rng.chance(0.1) ? inputFor(route.path, fields, rng) : object;
    return {
      label,
      method: route.method,
      path,
      xsrf,
      contentType: "application/json",
      body: JSON.stringify(body),
    };
  }
  if (roll < 0.52)
    return {
      label,
      method: route.method,
      path,
      xsrf,
      contentType: "application/json",
      body: rng.pick(MALFORMED_JSON),
    };
  if (roll < 0.7) {
    const body = rng.chance(0.2) ? rng.pick(MALFORMED_FORM) : formString(formPairs(object, rng));
    return {
      label,
      method: route.method,
      path,
      xsrf,
      contentType: "application/x-www-form-urlencoded",
      body,
    };
  }
  if (roll < 0.86)
    return { label, method: route.method, path, xsrf, body: multipartFor(object, fields, rng) };
  if (roll < 0.95) {
    const body = rng.pick([
      "garbage",
      '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n',
      "--zzz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--zzz--\r\n",
      '--other\r\nContent-Disposition: form-data; name="body"\r\n\r\nx\r\n--other--\r\n',
      "",
    ]);
    const contentType = rng.pick([
      "multipart/form-data; boundary=zzz",
      "multipart/form-data",
      'multipart/form-data; boundary=""',
      `multipart/form-data; boundary=${"z".repeat(200)}`,
    ]);
    return { label, method: route.method, path, xsrf, contentType, body };
  }
  return {
    label,
    method: route.method,
    path,
    xsrf,
    contentType: rng.pick(WRONG_TYPES),
    body: JSON.stringify(object),
  };
}

/** One tRPC-over-HTTP request of `procedure` (single; batches are sent separately). */
function httpRequest(procedure: string, rng: Rng): Omit<Sent, "actor"> {
  const def = procedures[procedure]?._def;
  const schema = def?.inputs[0];
  const fields = fieldsOf(schema);
  const isQuery = def?.type === "query";
  const label = `tRPC HTTP ${procedure}`;
  const xsrf = !rng.chance(0.08);
  const wrongMethod = rng.chance(0.06);
  const method = isQuery !== wrongMethod ? "GET" : "POST";
  if (method === "GET") {
    const input = rng.chance(0.15)
      ? rng.pick(["%7B", "%E0%A4%A", "not-json", encodeURIComponent(DEEP_JSON), "%00"])
      : encodeURIComponent(JSON.stringify(inputFor(procedure, fields, rng)) ?? "null");
    return { label, method, path: `/trpc/${procedure}?input=${input}`, xsrf };
  }
  const roll = rng.next();
  if (takesFormData(schema) && roll < 0.3) {
    return {
      label,
      method,
      path: `/trpc/${procedure}`,
      xsrf,
      body: multipartFor(objectFor(procedure, fields, rng), fields, rng),
    };
  }
  if (roll < 0.4) {
    return {
      label,
      method,
      path: `/trpc/${procedure}`,
      xsrf,
      contentType: rng.pick(["application/json", "multipart/form-data; boundary=zzz", "text/plain"]),
      body: rng.pick(MALFORMED_JSON),
    };
  }
  return {
    label,
    method,
    path: `/trpc/${procedure}`,
    xsrf,
    contentType: "application/json",
    body: JSON.stringify(inputFor(procedure, fields, rng)) ?? "null",
  };
}

/** A batch of 2–10 procedures of one kind, GET for queries and POST for mutations. */
function batchRequest(names: string[], rng: Rng, kind: "query" | "mutation"): Omit<Sent, "actor"> {
  const size = 2 + rng.int(9);
  const chosen = Array.from({ length: size }, () => rng.pick(names));
  const inputs = Object.fromEntries(
    chosen.map((name, i) => [String(i), inputFor(name, fieldsOf(procedures[name]?._def.inputs[0]), rng)]),
  );
  const path = `/trpc/${chosen.join(",")}?batch=1`;
  const label = `tRPC HTTP batch of ${size} ${kind === "query" ? "queries" : "mutations"}`;
  if (kind === "query")
    return {
      label,
      method: "GET",
      path: `${path}&input=${encodeURIComponent(JSON.stringify(inputs))}`,
      xsrf: true,
    };
  return {
    label,
    method: "POST",
    path,
    xsrf: true,
    contentType: "application/json",
    body: JSON.stringify(inputs),
  };
}

/** A random input of `procedure` for the caller (a FormData now and then for formInput procedures). */
function callerInput(procedure: string, rng: Rng): unknown {
  const schema = procedures[procedure]?._def.inputs[0];
  const fields = fieldsOf(schema);
  if (takesFormData(schema) && rng.chance(0.3))
    return multipartFor(objectFor(procedure, fields, rng), fields, rng);
  return inputFor(procedure, fields, rng);
}

/** One call of `procedure` through `callerFor`: a 5xx is a TRPCError INTERNAL_SERVER_ERROR or any other throw. */
async function callProcedure(procedure: string, actor: Actor, input: unknown): Promise<void> {
  const viewer = actor === "visitor" ? null : actor === "member" ? world.member : world.admin;
  const caller = callerFor(deps, viewer, { ipAddress: ACTOR_IP[actor] }) as unknown as Record<
    string,
    Record<string, (input: unknown) => Promise<unknown>>
  >;
  const [namespace = "", name = ""] = procedure.split(".");
  counts.caller += 1;
  try {
    await caller[namespace]?.[name]?.(input);
  } catch (error) {
    if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") return;
    const sent: Sent = {
      label: `tRPC caller ${procedure}`,
      actor,
      method: "call",
      path: procedure,
      body: input instanceof FormData ? input : preview(JSON.stringify(input) ?? String(input), 400),
      xsrf: true,
    };
    const cause = error instanceof TRPCError ? error.cause : error;
    failures.push({
      phase,
      request: describeSent(sent),
      answer: `${String(error)} — cause: ${String(cause)}`,
    });
  }
}

/** A plausible input of `fields` with `key` set to `value`. */
function sweptInput(target: string, fields: [string, Kind][], key: string, value: unknown, rng: Rng) {
  const input: Record<string, unknown> = {};
  for (const [field, kind] of fields) input[field] = validFor(target, field, kind, rng);
  input[key] = value;
  return input;
}

/**
 * Whether the sweep of `actor` runs the operation: a visitor only public ones, an administrator only the admin
 * ones (about the victim alone), a member all of them.
 */
function reachable(actor: Actor, procedure: string | null, restKey?: string): boolean {
  const row = operations.find((operation) =>
    restKey ? restRoutesOf(operation).includes(restKey) : operation.trpc === procedure,
  );
  if (actor === "visitor") return row?.gate === "public";
  if (actor === "admin") return row?.gate === "admin";
  return true;
}

/**
 * The sweep: every field of every REST route and procedure gets each SWEEP value in turn (U+0000, a lone
 * surrogate, 100 KB, a list, an object, numbers past the integer range), every other field plausible.
 */
async function sweep(actor: Actor, late: boolean): Promise<void> {
  for (const route of restRoutes) {
    const restKey = `${route.method} /api${route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, "{$1}")}`;
    if (LATE.has(route.key) !== late || !reachable(actor, null, restKey)) continue;
    const procedure = procedureOfRoute(route.method, route.path);
    const fields = fieldsOf(inputSchemaOf(procedure));
    const rng = generator(`sweep:${actor}:${route.key}`);
    for (const [key] of fields) {
      for (const value of SWEEP) {
        const input = sweptInput(route.path, fields, key, value, rng);
        const path = `/api${pathFor(route.path, rng, true)}`;
        const label = `sweep REST ${route.method} ${route.path}`;
        counts.rest += 1;
        if (route.method === "GET") {
          await expectNo5xx(clients[actor], {
            label,
            method: "GET",
            path: `${path}?${formString(formPairs(input, rng))}`,
            xsrf: true,
          });
        } else {
          const body = JSON.stringify(input);
          await expectNo5xx(clients[actor], {
            label,
            method: route.method,
            path,
            xsrf: true,
            contentType: "application/json",
            body,
          });
        }
      }
    }
  }
  for (const procedure of procedureNames) {
    if (LATE.has(procedure) !== late || !reachable(actor, procedure)) continue;
    const fields = fieldsOf(procedures[procedure]?._def.inputs[0]);
    const rng = generator(`sweep:caller:${actor}:${procedure}`);
    for (const [key] of fields)
      for (const value of SWEEP)
        await callProcedure(procedure, actor, sweptInput(procedure, fields, key, value, rng));
  }
}

// ---------------------------------------------------------------------------------------------------------

let app: TestApp;
let deps: AppDeps;
const clients = {} as Record<Actor, FuzzClient>;

beforeAll(async () => {
  started = performance.now();
  const shared = await testApp();
  deps = shared.deps;
  app = createApp(deps, { clientIp: (request) => request.headers.get("x-test-ip") ?? undefined });
  images.png = new Uint8Array(await transparentPng(1, 1)) as Uint8Array<ArrayBuffer>;
  const member = await createMember(deps.db, { name: "ファズ 会員" });
  const other = await createMember(deps.db, { name: "ファズ 相手" });
  const admin = await createMember(deps.db, { admin: true, name: "ファズ 管理者" });
  const victim = await createMember(deps.db, { name: "ファズ 対象" });
  const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
  const publicPost = await createTestPost(deps.db, other, { tags: ["ファズ"] });
  const ownPost = await createTestPost(deps.db, member, { is_public: true });
  const draft = await createTestPost(deps.db, member, { is_public: false });
  await callerFor(deps, member).comments.create({ post_id: publicPost.id, body: "ファズのコメント" });
  const thread = await callerFor(deps, member).threads.open({ user_id: other.id });
  world = {
    member,
    other,
    admin,
    victim,
    categoryId,
    regionId,
    ids: [publicPost.id, ownPost.id, draft.id, thread.id, member.id, other.id, admin.id, 1],
    postIds: [publicPost.id, ownPost.id, draft.id],
    userIds: [member.id, other.id, admin.id, victim.id],
    threadIds: [thread.id],
  };
  clients.visitor = new FuzzClient(app, "visitor");
  await clients.visitor.send({ label: "setup", method: "GET", path: "/sanctum/csrf-cookie", xsrf: true });
  clients.member = new FuzzClient(app, "member");
  await clients.member.signIn(member.email);
  clients.admin = new FuzzClient(app, "admin");
  await clients.admin.signIn(admin.email);
}, 60_000);

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const total = counts.rest + counts.caller + counts.http;
  console.log(
    `fuzz: FUZZ_SEED=${SEED}: ${total} requests (REST ${counts.rest}, tRPC caller ${counts.caller}, tRPC HTTP ${counts.http}) in ${seconds} s, ${failures.length} with a 5xx`,
  );
  if (!world) return;
  // What the fuzz may have written (a valid post or board message now and then) does not stay for other tests.
  const fuzzers = [world.member.id, world.other.id, world.admin.id, world.victim.id];
  await deps.db.delete(posts).where(inArray(posts.userId, fuzzers));
  await deps.db.delete(publicMessages).where(inArray(publicMessages.userId, fuzzers));
  await deps.db.delete(contactMessages).where(inArray(contactMessages.ipAddress, Object.values(ACTOR_IP)));
  // A registration that happened to be valid (the late phase) signed up the fuzz address.
  await deps.db.delete(users).where(inArray(users.email, ["fuzz@example.test"]));
});

function report(): void {
  const mine = failures.filter((failure) => failure.phase === phase);
  for (const failure of mine)
    console.error(`fuzz 5xx (FUZZ_SEED=${SEED}): ${failure.request}\n  → ${failure.answer}`);
  expect(mine.map((failure) => failure.request)).toEqual([]);
}

async function fuzzRest(actor: Actor, late: boolean): Promise<void> {
  for (const route of restRoutes) {
    if (LATE.has(route.key) !== late) continue;
    if (actor === "admin" && route.method !== "GET") continue;
    const rng = generator(`${actor}:${route.key}`);
    const n = actor === "admin" ? BUDGET.restAdmin : BUDGET.rest;
    for (let i = 0; i < n; i++) {
      counts.rest += 1;
      await expectNo5xx(clients[actor], restRequest(route, rng));
    }
  }
}

async function fuzzCaller(actor: Actor, late: boolean): Promise<void> {
  for (const procedure of procedureNames) {
    if (LATE.has(procedure) !== late) continue;
    if (actor === "admin" && procedures[procedure]?._def.type !== "query") continue;
    const rng = generator(`caller:${actor}:${procedure}`);
    const n = actor === "admin" ? BUDGET.callerAdmin : BUDGET.caller;
    for (let i = 0; i < n; i++) await callProcedure(procedure, actor, callerInput(procedure, rng));
  }
}

async function fuzzHttp(actor: Actor, late: boolean): Promise<void> {
  for (const procedure of procedureNames) {
    if (LATE.has(procedure) !== late) continue;
    const rng = generator(`http:${actor}:${procedure}`);
    for (let i = 0; i < BUDGET.http; i++) {
      counts.http += 1;
      await expectNo5xx(clients[actor], httpRequest(procedure, rng));
    }
  }
  if (late) return;
  const rng = generator(`http:${actor}:batches`);
  const queries = procedureNames.filter((name) => procedures[name]?._def.type === "query");
  const mutations = procedureNames.filter(
    (name) => procedures[name]?._def.type === "mutation" && !LATE.has(name),
  );
  for (let i = 0; i < BUDGET.batches; i++) {
    counts.http += 1;
    await expectNo5xx(
      clients[actor],
      batchRequest(rng.chance(0.6) ? queries : mutations, rng, rng.chance(0.6) ? "query" : "mutation"),
    );
  }
}

describe(`fuzz (FUZZ_SEED=${SEED})`, () => {
  test(
    "the sweep: each field of every route and procedure with U+0000, a lone surrogate, 100 KB, wrong types: no 5xx",
    async () => {
      phase = "sweep";
      for (const actor of ["member", "visitor", "admin"] as const) await sweep(actor, false);
      report();
    },
    PHASE_TIMEOUT,
  );

  test(
    "every REST route, as a visitor, a member and (reads) an administrator: no 5xx",
    async () => {
      phase = "REST";
      for (const actor of ["visitor", "member", "admin"] as const) await fuzzRest(actor, false);
      report();
    },
    PHASE_TIMEOUT,
  );

  test(
    "every tRPC procedure through the caller, as a visitor, a member and (queries) an administrator: no 5xx",
    async () => {
      phase = "tRPC caller";
      for (const actor of ["visitor", "member", "admin"] as const) await fuzzCaller(actor, false);
      report();
    },
    PHASE_TIMEOUT,
  );

  test(
    "every tRPC procedure over HTTP (GET and POST, single and batched), as a visitor and a member: no 5xx",
    async () => {
      phase = "tRPC HTTP";
      for (const actor of ["visitor", "member"] as const) await fuzzHttp(actor, false);
      report();
    },
    PHASE_TIMEOUT,
  );

  test(
    "the member stayed signed in and verified through all of it",
    async () => {
      const me = await clients.member.send({
        label: "check",
        method: "GET",
        path: "/api/auth/me",
        xsrf: true,
      });
      expect(me.status).toBe(200);
      const body = (await me.json()) as { data: { id: number; email_verified_at: string | null } };
      expect(body.data.id).toBe(world.member.id);
      expect(body.data.email_verified_at).not.toBeNull();
    },
    PHASE_TIMEOUT,
  );

  test(
    "last: the calls that sign out or change the account (logout, login, register, password, e-mail, deletion)",
    async () => {
      phase = "last";
      for (const actor of ["visitor", "member"] as const) {
        await sweep(actor, true);
        await fuzzCaller(actor, true);
        await fuzzHttp(actor, true);
        await fuzzRest(actor, true);
      }
      report();
    },
    PHASE_TIMEOUT,
  );
});
