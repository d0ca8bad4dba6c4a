/**
 * Request bodies of the REST adapters (docs/api.md "Request bodies"): JSON, form and multipart bodies become
 * one plain object. Repeated fields (`tags[]`), indexed fields (`categories[0]`) and JSON-string arrays become
 * arrays; form values stay strings (and Files), which the operation's shared zod schema coerces (http/input.ts).
 */
import type { Context } from "hono";
import { addFormValue } from "#shared/form-fields.ts";
import { AppError } from "../errors.ts";

/**
 * Reads the body of a request as an object: an empty body (or none, or another content type) is an empty object,
 * as is JSON that is not an object. A body that cannot be read as the JSON or form it declares — a JSON syntax
 * error, a multipart body without a boundary or valid parts — is the client's mistake, answered 400 with the
 * reason in Japanese (docs/api.md "Errors"), never a 500.
 * @throws AppError 400 `malformed_body` (copy.errors.malformedBody).
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const text = await c.req.text();
    if (text.trim() === "") return {};
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw malformedBody();
    }
    return json !== null && typeof json === "object" && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : {};
  }
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    // Read once (hono caches it for parseBody): an empty multipart body has no boundary to find.
    if ((await c.req.arrayBuffer()).byteLength === 0) return {};
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw malformedBody();
    });
    const result: Record<string, unknown> = {};
    for (const [rawKey, value] of Object.entries(form)) {
      addFormValue(result, rawKey, Array.isArray(value) ? value : [value]);
    }
    return result;
  }
  return {};
}

function malformedBody(): AppError {
  return AppError.of("malformed_body");
}

/** The query of a request as an object; repeated keys (`tags[]=a&tags[]=b`) become arrays. */
export function readQuery(c: Context): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, values] of Object.entries(c.req.queries())) addFormValue(result, rawKey, values);
  return result;
}
