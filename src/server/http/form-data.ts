/**
 * FormData as a plain object, with the same array rules as REST bodies (REST-CONVENTIONS.md "Requests"):
 * `tags[]` / `categories[0]` repeated fields become arrays, other repeated fields become arrays of their values.
 * Used for tRPC procedures that take FormData inputs (uploads), so both transports read a form alike.
 */
export function formDataFields(form: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const rawKey of new Set(form.keys())) {
    const values = form.getAll(rawKey);
    const indexed = /^(.+?)\[(\d*)\]$/.exec(rawKey);
    const key = indexed?.[1] ?? rawKey;
    if (indexed) result[key] = [...((result[key] as unknown[] | undefined) ?? []), ...values];
    else result[key] = values.length === 1 ? values[0] : values;
  }
  return result;
}
