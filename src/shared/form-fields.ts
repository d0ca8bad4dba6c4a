/**
 * What both transports send, as plain values (docs/product.md §7 "Requests"): a form body or a tRPC FormData
 * input becomes one object; repeated fields (`tags[]`), indexed fields (`categories[0]`) and repeated plain
 * fields become arrays. The coercers below are used by the shared zod schemas (schemas/fields.ts) so that a
 * form string, a JSON value and a typed tRPC value all parse alike: no second, hand-kept schema per transport.
 */

/** A FormData (or an object of form values) as a plain object with the array rules above. */
export function formFields(form: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const rawKey of new Set(form.keys())) {
    addFormValue(result, rawKey, form.getAll(rawKey));
  }
  return result;
}

/**
 * Adds the values of one form key (`tags[]`, `categories[0]`, `title`) to `target`. Only own keys count and keys
 * are defined, never assigned: `constructor[]=1` or `__proto__[]=1` is a field like any other (not the inherited
 * function, not the object's prototype), so a hostile key is the schema's 422, never a TypeError (a 500).
 */
export function addFormValue(target: Record<string, unknown>, rawKey: string, values: unknown[]): void {
  const indexed = /^(.+?)\[(\d*)\]$/.exec(rawKey);
  const key = indexed?.[1] ?? rawKey;
  const previous = Object.hasOwn(target, key) ? target[key] : undefined;
  const value = indexed
    ? [...(Array.isArray(previous) ? previous : previous === undefined ? [] : [previous]), ...values]
    : values.length === 1
      ? values[0]
      : values;
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const TRUE = new Set(["1", "true", "on", "yes"]);
const FALSE = new Set(["0", "false", "off", "no", ""]);

/** 1/0, "true"/"false", "on"/"off", "yes"/"no" and "" as booleans; anything else unchanged (the schema refuses it). */
export function toBoolean(value: unknown): unknown {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") {
    const lower = value.trim().toLowerCase();
    if (TRUE.has(lower)) return true;
    if (FALSE.has(lower)) return false;
  }
  return value;
}

/**
 * A numeric form string as a number; "" (an empty form field) as undefined; a string that is no number stays a
 * string so that the schema answers with the field's own message.
 */
export function toNumber(value: unknown, integer = false): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const n = Number(trimmed);
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) return value;
  return n;
}

/** A list field: arrays as they are, a JSON array string parsed, "" as [], a single value as [value]. */
export function toArray(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (Array.isArray(value)) return value;
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed.startsWith("[")) {
      try {
        const parsed = JSON.parse(trimmed) as unknown;
        if (Array.isArray(parsed)) return parsed;
      } catch {
        return [value];
      }
    }
    return trimmed === "" ? [] : [value];
  }
  return [value];
}
