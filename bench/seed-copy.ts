/**
 * Bulk loading for the benchmark seed: COPY … FROM STDIN streams over postgres.js (text format, escaped here),
 * and dropping / re-creating a table's secondary indexes around the load (exact definitions kept from
 * pg_indexes, so the indexes after the load are those of the migrations).
 */
import type postgres from "postgres";

/** One value of a COPY text row. */
export type CopyValue = string | number | boolean | null | Date | readonly string[];

/** Escapes a string for COPY's text format. */
function copyEscape(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r",
  );
}

/** A PostgreSQL array literal of text elements, every element quoted. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

function copyField(value: CopyValue): string {
  if (value === null) return "\\N";
  if (typeof value === "string") return copyEscape(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) return value.toISOString();
  return copyEscape(arrayLiteral(value));
}

/** A COPY stream into one table: `row()` buffers, `close()` flushes and waits for the server. */
export interface CopyStream {
  row(values: readonly CopyValue[]): Promise<void> | undefined;
  close(): Promise<void>;
  readonly rows: number;
}

/** Opens `COPY table (columns) FROM STDIN` on its own connection (FK triggers off: replica role). */
export async function openCopy(
  client: postgres.Sql,
  table: string,
  columns: readonly string[],
): Promise<CopyStream> {
  await client.unsafe("set session_replication_role = replica");
  const writable = await client.unsafe(`copy ${table} (${columns.join(", ")}) from stdin`).writable();
  let buffer = "";
  let rows = 0;
  const flush = (): Promise<void> | undefined => {
    const ok = writable.write(buffer);
    buffer = "";
    return ok ? undefined : new Promise((resolve) => writable.once("drain", () => resolve()));
  };
  return {
    get rows() {
      return rows;
    },
    row(values) {
      buffer += `${values.map(copyField).join("\t")}\n`;
      rows++;
      return buffer.length > 1 << 18 ? flush() : undefined;
    },
    async close() {
      if (buffer.length > 0) await flush();
      await new Promise<void>((resolve, reject) => {
        writable.once("finish", () => resolve());
        writable.once("error", reject);
        writable.end();
      });
    },
  };
}

/** A secondary index of a table (not backing a constraint), with its CREATE statement. */
export interface SavedIndex {
  name: string;
  definition: string;
}

/** Drops the secondary indexes of `tables` and returns their definitions for `createIndexes`. */
export async function dropSecondaryIndexes(
  client: postgres.Sql,
  tables: readonly string[],
): Promise<SavedIndex[]> {
  const rows = await client<{ name: string; definition: string }[]>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ${client(tables as string[])}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`;
  for (const row of rows) await client.unsafe(`drop index if exists "${row.name}"`);
  return rows.map((row) => ({ name: row.name, definition: row.definition }));
}

/** Re-creates saved indexes over `connections` parallel sessions (largest work first: GIN and GiST). */
export async function createIndexes(clients: postgres.Sql[], saved: readonly SavedIndex[]): Promise<void> {
  const queue = [...saved].sort((a, b) => weight(b) - weight(a));
  await Promise.all(
    clients.map(async (client) => {
      await client.unsafe("set maintenance_work_mem = '1GB'");
      await client.unsafe("set max_parallel_maintenance_workers = 0");
      for (let next = queue.shift(); next; next = queue.shift()) {
        const started = performance.now();
        await client.unsafe(next.definition);
        console.log(`  index ${next.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    }),
  );
}

function weight(index: SavedIndex): number {
  if (/using gin/i.test(index.definition)) return 3;
  if (/using gist/i.test(index.definition)) return 2;
  return /on public\.posts /i.test(index.definition) ? 1 : 0;
}
