/**
 * Row mapping for the hot selects built once (docs/performance.md "Per-request overhead";
 * docs/decisions/024-fewer-statements-per-answer.md).
 *
 * drizzle maps each row of a prepared select field by field, and for every field of every row works out again
 * what kind of field it is (`is(field, Column)`, `is(field, SQL)`, …) and walks its path (`mapResultRow`): 7-10 %
 * of a list answer's CPU in the profile of docs/decisions/024-fewer-statements-per-answer.md. For a flat selection (every field a top-level
 * key, as the post selects are) that work is the same for every row, so it is done once here: the keys in
 * column order and, per column, the decoder, or none when the decoder returns its input (text, booleans, JSON,
 * and numbers the driver already parsed). drizzle still builds the statement and runs it; only the mapping of its
 * array rows changes, through the prepared query's own `customResultMapper` hook (what drizzle's relational
 * queries use), on both drivers.
 */
import { Column, is, noopDecoder, SQL } from "drizzle-orm";

/** A selected field as drizzle keeps it on a prepared query (`orderSelectedFields`). */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** The internals of drizzle's PostgresJsPreparedQuery and PglitePreparedQuery this module sets. */
interface PreparedInternals {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decode = (value: unknown) => unknown;

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder of a selected field, or null when it returns its input unchanged. */
function decoderOf(field: unknown): Decode | null {
  if (is(field, Column)) {
    const column = field as Column & Decoder;
    if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
    return (value) => column.mapFromDriverValue(value);
  }
  let decoder: Decoder | undefined;
  if (is(field, SQL)) decoder = (field as unknown as { decoder: Decoder }).decoder;
  else if (is(field, SQL.Aliased)) decoder = (field.sql as unknown as { decoder: Decoder }).decoder;
  else throw new Error("withFlatRows: a selected field is neither a column nor SQL");
  if (decoder === undefined || decoder === noopDecoder) return null;
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * `prepared` (a drizzle prepared select) with its rows mapped by a plan made once: the same objects drizzle's
 * `mapResultRow` gives for a flat selection (null stays null, decoders applied to other values).
 * @returns `prepared` itself.
 * @throws Error when the selection is not flat (a nested object would lose its shape) or is not a select.
 */
export function withFlatRows<Prepared>(prepared: Prepared): Prepared {
  const internals = prepared as unknown as PreparedInternals;
  const fields = internals.fields;
  if (!fields || fields.length === 0) throw new Error("withFlatRows: not a prepared select");
  if (fields.some(({ path }) => path.length !== 1))
    throw new Error("withFlatRows: the selection is not flat");
  const keys = fields.map(({ path }) => path[0] as string);
  const decoders = fields.map(({ field }) => decoderOf(field));
  const width = keys.length;
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let index = 0; index < width; index++) {
        const value = row[index];
        const decode = decoders[index];
        out[keys[index] as string] = value === null || value === undefined || !decode ? value : decode(value);
      }
      return out;
    });
  return prepared;
}
