/**
 * Reading the shape of the declared schemas (edge/define.ts): the object inside wrappers, and whether an output is
 * a service page (`pageOf(item)`, answered as Laravel's paginated collection). Used by the REST renderer and the
 * published document alike, so both read a schema the same way.
 */
import { z } from "zod";
import { ZPageMeta } from "#shared/schemas/fields.ts";

/** The object schema inside `schema` (through preprocess, pipes, optional, nullable and default wrappers), if any. */
export function objectIn(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return undefined;
    current = def.type === "pipe" ? (def.in instanceof z.ZodTransform ? def.out : def.in) : def.innerType;
  }
  return undefined;
}

/** The item schema of a service page (`{data: item[], meta: ZPageMeta}`), else undefined. */
export function pageItemOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  const object = objectIn(schema);
  const data = object?.shape.data;
  if (!object || object.shape.meta !== ZPageMeta || !(data instanceof z.ZodArray)) return undefined;
  return data.element as z.ZodType;
}

/** True when `schema` is a service page. */
export function isPageOutput(schema: z.ZodType | undefined): boolean {
  return pageItemOf(schema) !== undefined;
}
