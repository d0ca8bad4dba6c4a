/**
 * The figures of an organisation's area at a million posts (docs/product.md "Organisations": what happens in the
 * area; budget 1 s p95 for a prefecture):
 *   npx bun bench/org-stats.ts [--database-url postgres://…/tasukeai_bench_1m] [--iterations 20]
 * Makes an organisation in the prefecture with the most requests and one in the prefecture with the fewest, with
 * 200 vouched members each, and times organizations.stats (the service the REST and tRPC calls run: its two
 * statements) for the last twelve months and for three years; prints p50/p95 per case and the plan of the area
 * statement. Everything it adds is removed at the end. Needs the bench database of bench/seed.ts.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/server/db/client.ts";
import { organizationStats } from "../src/server/domains/organizations/organization-stats.service.ts";
import type { Viewer } from "../src/server/viewer.ts";
import { ZOrganizationStatsInput } from "../src/shared/schemas/organization-stats.ts";
import { type Figures, figuresTable, summarize, timeSequential } from "./bench-stats.ts";

function argValue(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const url = argValue("database-url", "postgres://postgres@127.0.0.1:5432/tasukeai_bench_1m");
const iterations = Number(argValue("iterations", "20"));
const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", statementTimeoutMs: 0 });
const db = handle.db;

const regions = await queryRows<{ region_id: number; n: number | string }>(
  db,
  sql`select region_id, count(*) as n from posts group by region_id order by count(*) desc`,
);
const largest = regions[0];
const smallest = regions.at(-1);
if (!largest || !smallest) throw new Error("no posts in the bench database (run npm run bench:seed)");
const [admin] = await queryRows<{ id: number }>(db, sql`select id from users order by id limit 1`);
const viewer: Viewer = {
  id: admin?.id ?? 1,
  name: "bench",
  emailVerified: true,
  isAdmin: true,
  sessionId: "bench",
};

const made: number[] = [];
async function organizationIn(regionId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into organizations (slug, name, kind, region_id)
        values (${`bench-${regionId}-${Date.now()}`}, 'ベンチ社協', 'social_welfare_council', ${regionId}) returning id`,
  );
  const id = Number(row?.id);
  made.push(id);
  await db.execute(sql`insert into organization_vouches (organization_id, user_id, method)
                       select ${id}, id, 'in_person' from users where deleted_at is null order by id limit 200`);
  return id;
}

const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
/** Three years back, the longest period allowed (3 × 366 days; here 3 × 365 to stay inside it). */
const threeYears = new Date(Date.parse(`${today}T00:00:00Z`) - 3 * 365 * 86_400_000)
  .toISOString()
  .slice(0, 10);
const rows: Figures[] = [];
const load = [os.loadavg()[0]];
try {
  for (const [label, region] of [
    ["largest prefecture", largest],
    ["smallest prefecture", smallest],
  ] as const) {
    const id = await organizationIn(region.region_id);
    for (const [period, from] of [
      ["12 months", undefined],
      ["3 years", threeYears],
    ] as const) {
      const input = ZOrganizationStatsInput.parse({ id, from, to: today });
      const samples = await timeSequential(() => organizationStats(db, viewer, input), iterations, 2, 120);
      const figures = summarize(`${label} (${region.n} posts), ${period}`, samples, 1000);
      rows.push(figures);
      console.log(`${figures.name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
    }
  }
  load.push(os.loadavg()[0]);
  const plan = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`explain (analyze, buffers) select count(*) from posts p
         where p.region_id = ${largest.region_id} and p.created_at >= now() - interval '1 year'
           and p.is_public and p.moderation is null`,
  );
  console.log(figuresTable(rows, false));
  console.log(`load ${load.map((value) => value?.toFixed(2)).join(" → ")}`);
  console.log(plan.map((line) => line["QUERY PLAN"]).join("\n"));
} finally {
  for (const id of made) await db.execute(sql`delete from organizations where id = ${id}`);
  await handle.close();
}
