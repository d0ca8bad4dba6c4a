/**
 * Request bodies of the REST adapters (docs/api.md "Request bodies"): JSON, form and multipart bodies become
 * one plain object. Repeated fields (`tags[]`), indexed fields (`categories[0]`) and JSON-string arrays become
 * arrays; booleans arrive as 1/0, "true"/"false", "on"; numbers as strings.
 */
import type { Context } from "hono";
import { addFormValue, toArray, toBoolean, toNumber } from "../../shared/form-fields.ts";

/** Field coercions to apply after reading a body. */
export interface FieldSpec {
  integers?: string[];
  numbers?: string[];
  booleans?: string[];
  arrays?: string[];
  integerArrays?: string[];
}

/** Reads the body of a request as an object (empty object when there is none or it is malformed JSON). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      const json = (await c.req.json()) as unknown;
      return json !== null && typeof json === "object" && !Array.isArray(json)
        ? (json as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    const form = await c.req.parseBody({ all: true });
    const result: Record<string, unknown> = {};
    for (const [rawKey, value] of Object.entries(form)) {
      addFormValue(result, rawKey, Array.isArray(value) ? value : [value]);
    }
    return result;
  }
  return {};
}

/** Applies the coercions of `spec` to a body read by `readBody` or to a query object. */
export function coerceFields(body: Record<string, unknown>, spec: FieldSpec): Record<string, unknown> {
  const result = { ...body };
  for (const key of spec.integers ?? []) if (key in result) result[key] = toNumber(result[key], true);
  for (const key of spec.numbers ?? []) if (key in result) result[key] = toNumber(result[key], false);
  for (const key of spec.booleans ?? []) if (key in result) result[key] = toBoolean(result[key]);
  for (const key of spec.arrays ?? []) if (key in result) result[key] = toArray(result[key]);
  for (const key of spec.integerArrays ?? []) {
    if (key in result) {
      const list = toArray(result[key]);
      result[key] = Array.isArray(list) ? list.map((item) => toNumber(item, true)) : list;
    }
  }
  for (const [key, value] of Object.entries(result)) if (value === undefined) delete result[key];
  return result;
}

/** The query of a request as an object; repeated keys (`tags[]=a&tags[]=b`) become arrays. */
export function readQuery(c: Context): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, values] of Object.entries(c.req.queries())) addFormValue(result, rawKey, values);
  return result;
}
