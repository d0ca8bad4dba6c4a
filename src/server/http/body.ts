/**
 * Request bodies of the REST adapters (docs/api.md "Request bodies"): JSON, form and multipart bodies become
 * one plain object. Repeated fields (`tags[]`), indexed fields (`categories[0]`) and JSON-string arrays become
 * arrays; form values stay strings (and Files), which the operation's shared zod schema coerces (http/input.ts).
 */
import type { Context } from "hono";
import { addFormValue } from "../../shared/form-fields.ts";

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

/** The query of a request as an object; repeated keys (`tags[]=a&tags[]=b`) become arrays. */
export function readQuery(c: Context): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, values] of Object.entries(c.req.queries())) addFormValue(result, rawKey, values);
  return result;
}
