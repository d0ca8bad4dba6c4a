/**
 * Every text a client sends goes through one kind, `textField` of src/shared/schemas/fields.ts
 * (docs/product.md §5): U+0000 and lone surrogates are refused with a Japanese field error, text is
 * NFC-normalised and counted in code points. The walk below imports every module of src/shared/schemas, takes
 * every exported input schema (`Z…Input`), finds each string leaf of its zod tree (objects,
 * optional/nullable/default/catch/pipe/preprocess wrappers, arrays, unions; enums and string literals too)
 * and drives it with U+0000 and lone surrogates: a new field that forgets the rule fails here. Every tRPC
 * procedure's input must be one of the walked schemas.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { copy } from "#shared/copy.ts";
import { characterCount, storableText, textField } from "#shared/schemas/fields.ts";
import { appRouter } from "../../src/server/trpc/root.ts";

const SCHEMA_DIR = join(import.meta.dir, "../../src/shared/schemas");
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const BAD_VALUES: readonly [string, string][] = [
  ["U+0000", "a\u0000b"],
  ["a lone high surrogate", "a\uD800b"],
  ["a lone low surrogate", "\uDC00"],
  ["a high surrogate at the end", "abc\uDBFF"],
];
/** Values one of which every text leaf accepts (the first that fits the field's own format is enough). */
const TEXT_SAMPLES = [
  "abc1",
  "テスト",
  "password-1234",
  "member@example.com",
  "cover-01",
  "2099-01-01T00:00:00Z",
  // A date-time a month from now (a token's expiry is at most a year away, docs/product.md "API platform").
  new Date(Date.now() + 30 * 86_400_000).toISOString(),
  // A calendar date (needed_by, docs/product.md §10).
  "2099-01-01",
  // An SPA path (an admin notice's link) and a push service endpoint (docs/product.md §11).
  "/notifications",
  "https://push.example.test/1",
  // A browser's push keys: a P-256 public key (65 bytes) and the auth secret (16 bytes), URL-safe base64.
  "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  "tBHItJI5svbpez7KI4CCXg",
  // A municipality code of a webhook filter (docs/product.md "Webhooks").
  "131016",
];

type Path = (string | number)[];
interface Leaf {
  path: Path;
  /** "text": a string schema (must refuse with a field error); "choice": an enum or a string literal. */
  kind: "text" | "choice";
  /** Under a `.catch`: a refusal turns into the fallback (the verification link parts), never an error. */
  caught: boolean;
  samples: string[];
}

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Types that hold no string a client sends. */
const NON_TEXT = new Set([
  "number",
  "boolean",
  "custom",
  "bigint",
  "date",
  "null",
  "undefined",
  "any",
  "unknown",
]);

/** The string leaves of `schema` (a new wrapper type fails loudly instead of hiding its strings). */
function leavesOf(schema: unknown, path: Path = [], caught = false, found: Leaf[] = []): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        leavesOf(child, [...path, key], caught, found);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
      leavesOf(def.innerType, path, caught, found);
      break;
    case "catch":
      leavesOf(def.innerType, path, true, found);
      break;
    case "pipe":
      leavesOf(def.in, path, caught, found);
      leavesOf(def.out, path, caught, found);
      break;
    case "transform":
      break;
    case "union":
      for (const option of def.options as unknown[]) leavesOf(option, path, caught, found);
      break;
    case "array":
      leavesOf(def.element, [...path, 0], caught, found);
      break;
    case "lazy":
      leavesOf((def.getter as () => unknown)(), path, caught, found);
      break;
    case "string":
      found.push({ path, kind: "text", caught, samples: TEXT_SAMPLES });
      break;
    case "enum": {
      const values = Object.values(def.entries as Record<string, unknown>).filter(
        (v) => typeof v === "string",
      );
      if (values.length > 0) found.push({ path, kind: "choice", caught, samples: values as string[] });
      break;
    }
    case "literal": {
      const values = (def.values as unknown[]).filter((v) => typeof v === "string");
      if (values.length > 0) found.push({ path, kind: "choice", caught, samples: values as string[] });
      break;
    }
    default:
      if (!NON_TEXT.has(def.type)) throw new Error(`unwalked zod type "${def.type}" at ${path.join(".")}`);
  }
  const unique = new Map(found.map((leaf) => [`${leaf.kind}:${leaf.path.join(".")}`, leaf]));
  return [...unique.values()];
}

/** An input holding `value` at `path` (array indexes make arrays) and nothing else. */
function inputAt(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === "number" ? [inputAt(rest, value)] : { [head as string]: inputAt(rest, value) };
}

const samePath = (a: readonly PropertyKey[], b: Path) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** Every string in `value`, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object" && !(value instanceof Blob))
    return Object.values(value).flatMap(stringsIn);
  return [];
}

const modules = await Promise.all(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith(".ts"))
    .map(async (file) => [file, (await import(join(SCHEMA_DIR, file))) as Record<string, unknown>] as const),
);
/** Every exported input schema: `Z…Input` (the output schemas describe answers and are not walked). */
const inputSchemas = modules.flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(
      ([name, value]) => /^Z\w+Input$/.test(name) && value && typeof value === "object" && "_zod" in value,
    )
    .map(([name, schema]) => ({ name: `${file}:${name}`, schema: schema as z.ZodType })),
);
const walked = inputSchemas.map(({ name, schema }) => ({ name, schema, leaves: leavesOf(schema) }));

describe("the walk", () => {
  test("finds the input schemas of every module and their text fields", () => {
    expect(inputSchemas.length).toBeGreaterThanOrEqual(40);
    const textLeaves = walked.flatMap((w) => w.leaves.filter((leaf) => leaf.kind === "text"));
    expect(textLeaves.length).toBeGreaterThanOrEqual(40);
    const named = (schema: string) =>
      walked.find((w) => w.name.endsWith(`:${schema}`))?.leaves.map((l) => l.path);
    expect(named("ZProfileUpdateInput")).toEqual(
      expect.arrayContaining([["bio"], ["experience"], ["skills"], ["skills", 0], ["linkedin_profile"]]),
    );
    expect(named("ZRoleChangeInput")).toEqual([["role"]]);
    expect(named("ZAdminListInput")).toEqual([["q"]]);
  });

  test("every tRPC procedure's input is one of the walked schemas", () => {
    const known = new Set<unknown>(inputSchemas.map((s) => s.schema));
    const procedures = (
      appRouter._def as unknown as { procedures: Record<string, { _def: { inputs: unknown[] } }> }
    ).procedures;
    const unwalked: string[] = [];
    for (const [name, procedure] of Object.entries(procedures)) {
      for (const input of procedure._def.inputs) {
        const def = defOf(input);
        // formInput(schema): a preprocess (FormData → object) piped into the schema.
        const base = def.type === "pipe" && defOf(def.in).type === "transform" ? def.out : input;
        if (!known.has(base)) unwalked.push(name);
      }
    }
    expect(unwalked).toEqual([]);
  });
});

describe.each(walked)("$name", ({ schema, leaves }) => {
  test.each(BAD_VALUES)("every string field refuses %s with a Japanese field error", (_name, bad) => {
    const failures: string[] = [];
    for (const leaf of leaves) {
      const where = leaf.path.join(".");
      const result = schema.safeParse(inputAt(leaf.path, bad));
      if (result.success) {
        // Only a fallback may swallow the value (an enum's default, a caught link part): it must not pass through.
        if (leaf.kind === "text" && !leaf.caught) failures.push(`${where}: accepted`);
        else if (stringsIn(result.data).some((s) => !storableText(s)))
          failures.push(`${where}: passed through`);
        continue;
      }
      if (leaf.caught) continue;
      const issue = result.error.issues.find((i) => samePath(i.path, leaf.path));
      if (!issue) failures.push(`${where}: no error on the field (${JSON.stringify(result.error.issues)})`);
      else if (!JAPANESE.test(issue.message))
        failures.push(`${where}: message not Japanese (${issue.message})`);
    }
    expect(failures).toEqual([]);
  });

  test("every string field accepts a valid value", () => {
    const refused: string[] = [];
    for (const leaf of leaves) {
      const accepted = leaf.samples.some((sample) => {
        const result = schema.safeParse(inputAt(leaf.path, sample));
        return result.success || !result.error.issues.some((i) => samePath(i.path, leaf.path));
      });
      if (!accepted) refused.push(leaf.path.join("."));
    }
    expect(refused).toEqual([]);
  });
});

describe("textField", () => {
  const label = copy.fields.body;
  const v = copy.validation;
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  test("NFC: a decomposed character is stored composed, and counted once", () => {
    const schema = textField(label, { max: 1 });
    expect(schema.parse("e\u0301")).toBe("é");
    expect(schema.parse("\u30AB\u3099")).toBe("ガ");
  });

  test("lengths are code points: an emoji or 𠮷 is one character", () => {
    const schema = textField(label, { max: 3 });
    expect(schema.parse("😀𠮷😀")).toBe("😀𠮷😀");
    expect(messages(schema.safeParse("😀😀😀😀"))).toEqual([v.maxLength(label, 3)]);
    expect(characterCount("😀a")).toBe(2);
  });

  test("U+0000 and unpaired surrogates are refused; pairs are characters", () => {
    const schema = textField(label, { max: 10 });
    for (const bad of ["\u0000", "a\uD800", "\uDC00a", "\uDBFF\uDBFF", "\uDC00\uD800"])
      expect(messages(schema.safeParse(bad))).toEqual([v.invalidCharacters(label)]);
    expect(storableText("\uD83D\uDE00")).toBe(true);
    expect(storableText("")).toBe(true);
  });

  test("required, trimmed; a message keeps its first line's indentation", () => {
    const required = textField(label, { min: 1, max: 10 });
    expect(messages(required.safeParse(" \u3000\n"))).toEqual([v.required(label)]);
    expect(messages(required.safeParse(undefined))).toEqual([v.required(label)]);
    expect(required.parse("  a  ")).toBe("a");
    const message = textField(label, { min: 1, max: 20, multiline: true });
    expect(message.parse("\n\n  indented\nline \n\n")).toBe("  indented\nline");
    const minimum = textField(label, { min: 8, max: 20, trim: false, normalize: false });
    expect(messages(minimum.safeParse("1234567"))).toEqual([v.minLength(label, 8)]);
    expect(minimum.parse(" e\u0301 12345 ")).toBe(" e\u0301 12345 ");
  });

  test("a 100 KB text is one maxLength error, quickly", () => {
    const started = performance.now();
    const result = textField(label, { max: 5000 }).safeParse("あ".repeat(100_000));
    expect(messages(result)).toEqual([v.maxLength(label, 5000)]);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
