/**
 * Reporting of the list benchmark (bench/run.ts): the machine and the database settings that matter. Where a run is
 * kept: bench/results.ts.
 */
import { cpus, loadavg, totalmem } from "node:os";
import type postgres from "postgres";

/** A one-paragraph description of the machine and the PostgreSQL settings that matter. */
export async function describeMachine(sql: postgres.Sql): Promise<string> {
  const cpu = cpus();
  const settings = await sql<{ name: string; setting: string; unit: string | null }[]>`
    select name, setting, unit from pg_settings
    where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit',
      'max_parallel_workers_per_gather')
    order by name`;
  const [version] = await sql<{ v: string }[]>`select current_setting('server_version') as v`;
  const shown = settings
    .map((s) => {
      if (s.unit === "8kB") return `${s.name}=${(Number(s.setting) * 8) / 1024} MB`;
      if (s.unit === "kB") return `${s.name}=${Number(s.setting) / 1024} MB`;
      return `${s.name}=${s.setting}`;
    })
    .join(", ");
  return (
    `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, ` +
    `${process.platform}; Bun ${Bun.version}; PostgreSQL ${version?.v ?? "?"} on the same machine ` +
    `(stock settings: ${shown}). Load average at the start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} (1 / 5 / 15 min; other work shared the machine when this is above ~1).`
  );
}
