/**
 * What happens in an organisation's area (docs/product.md "Organisations"): the requests of its prefecture created
 * in a period — opened and resolved, by month and by top-level category, the median time to the first answer (a
 * comment by someone else, or a thread opened about the request) and to resolution — and the members the
 * organisation checks, with the requests they resolved and the hours they gave in the period. Two statements
 * whatever the period: one aggregate over the area's requests (grouping sets), one over the organisation's vouches.
 * The same figures as CSV, UTF-8 with a BOM so Excel opens it in Japanese.
 */
import { eq, isNull, sql } from "drizzle-orm";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { toApiDate } from "#shared/dates.ts";
import type {
  OrganizationStats,
  OrganizationStatsCsv,
  TOrganizationStatsData,
} from "#shared/schemas/organization-stats.ts";
import { type Database, queryRows } from "../../db/client.ts";
import { categories, organizations, regions } from "../../db/schema/index.ts";
import type { Viewer } from "../../viewer.ts";
import { organizationRef, requireRole } from "./organizations.queries.ts";

const s = organizationsCopy.stats;

/** One aggregate row: `grouping` 1 = by month, 2 = by category, 3 = the whole period (PostgreSQL's grouping()). */
interface AreaRow {
  grouping: number | string;
  month: string | null;
  category_id: number | string | null;
  opened: number | string;
  resolved: number | string;
  first_minutes: number | string | null;
  resolution_hours: number | string | null;
  halves: number | string | null;
}

interface HelperRow {
  id: number | string;
  name: string;
  vouched_at: Date | string;
  resolved: number | string;
  halves: number | string | null;
}

/** A median as people read it: one decimal, null when there was nothing to measure. */
function median(value: number | string | null): number | null {
  return value === null ? null : Math.round(Number(value) * 10) / 10;
}

function counts(row: AreaRow | undefined) {
  return {
    opened: Number(row?.opened ?? 0),
    resolved: Number(row?.resolved ?? 0),
    median_first_answer_minutes: median(row?.first_minutes ?? null),
    median_resolution_hours: median(row?.resolution_hours ?? null),
  };
}

/** Every month from `from` to `to` (YYYY-MM), both included. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year = 0, month = 1] = from.split("-").map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The start of day `date` in Japan, and of the day after `date`: the period's bounds as timestamps. */
function bounds(from: string, to: string): { start: string; end: string } {
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: `${from}T00:00:00+09:00`, end: `${next}T00:00:00+09:00` };
}

/**
 * The figures of organisation `id` for `from`–`to` (its owners and staff, and administrators).
 * @returns OrganizationStats. @throws AppError 404 organization_not_found, 403 (neither staff nor admin).
 */
export async function organizationStats(
  db: Database,
  viewer: Viewer,
  input: TOrganizationStatsData,
): Promise<OrganizationStats> {
  await requireRole(db, viewer, input.id, ["owner", "staff"], true);
  const organization = await organizationRef(db, input.id);
  const [area] = await db
    .select({ regionId: regions.id, regionName: regions.name })
    .from(organizations)
    .innerJoin(regions, eq(regions.id, organizations.regionId))
    .where(eq(organizations.id, input.id))
    .limit(1);
  const regionId = area?.regionId ?? 0;
  const { start, end } = bounds(input.from, input.to);
  const [areaRows, helperRows, topCategories] = await Promise.all([
    queryRows<AreaRow>(
      db,
      // The first answers are gathered for the whole area at once (hash joins over comments and threads), not probed
      // per request: 0.7 s instead of 1.1 s for Tokyo's year at 1,000,000 posts (docs/performance.md).
      sql`with area as (
            select p.id, p.user_id, p.created_at, p.status, p.status_changed_at, p.helper_half_hours,
                   coalesce(c.parent_id, c.id) as category_id,
                   to_char(p.created_at at time zone 'Asia/Tokyo', 'YYYY-MM') as month
              from posts p
              join categories c on c.id = p.category_id
             where p.region_id = ${regionId}
               and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz
               and p.is_public and p.moderation is null
          ), answers as (
            select cm.post_id, min(cm.created_at) as at
              from comments cm join area a on a.id = cm.post_id
             where cm.user_id is distinct from a.user_id
             group by cm.post_id
            union all
            select t.post_id, min(t.created_at) from threads t join area a on a.id = t.post_id group by t.post_id
          ), first_answer as (
            select post_id, min(at) as at from answers group by post_id
          )
          select grouping(a.month, a.category_id) as grouping, a.month, a.category_id,
                 count(*) as opened,
                 count(*) filter (where a.status = 'resolved') as resolved,
                 percentile_cont(0.5) within group (order by extract(epoch from f.at - a.created_at) / 60)
                   filter (where f.at is not null) as first_minutes,
                 percentile_cont(0.5) within group (order by extract(epoch from a.status_changed_at - a.created_at) / 3600)
                   filter (where a.status = 'resolved' and a.status_changed_at is not null) as resolution_hours,
                 sum(a.helper_half_hours) filter (where a.status = 'resolved') as halves
            from area a
            left join first_answer f on f.post_id = a.id
           group by grouping sets ((a.month), (a.category_id), ())`,
    ),
    queryRows<HelperRow>(
      db,
      sql`select u.id, u.name, v.created_at as vouched_at,
                 count(p.id) as resolved, sum(p.helper_half_hours) as halves
            from organization_vouches v
            join users u on u.id = v.user_id and u.deleted_at is null
            left join posts p on p.helper_id = v.user_id and p.status = 'resolved'
                             and p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz
           where v.organization_id = ${input.id}
           group by u.id, u.name, v.created_at
           order by sum(p.helper_half_hours) desc nulls last, count(p.id) desc, u.id
           limit 500`,
    ),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(isNull(categories.parentId)),
  ]);
  const byMonth = new Map(
    areaRows.filter((row) => Number(row.grouping) === 1).map((row) => [row.month, row]),
  );
  const total = areaRows.find((row) => Number(row.grouping) === 3);
  const names = new Map(topCategories.map((category) => [category.id, category.name]));
  return {
    organization,
    from: input.from,
    to: input.to,
    region: { id: regionId, name: area?.regionName ?? "" },
    totals: { ...counts(total), hours_given: Number(total?.halves ?? 0) / 2 },
    months: monthsBetween(input.from, input.to).map((month) => ({ month, ...counts(byMonth.get(month)) })),
    categories: areaRows
      .filter((row) => Number(row.grouping) === 2)
      .map((row) => ({
        category: { id: Number(row.category_id), name: names.get(Number(row.category_id)) ?? "" },
        ...counts(row),
      }))
      .sort((a, b) => b.opened - a.opened || a.category.id - b.category.id),
    helpers: helperRows.map((row) => ({
      user: { id: Number(row.id), name: row.name },
      vouched_at: toApiDate(new Date(row.vouched_at)),
      resolved: Number(row.resolved),
      hours: Number(row.halves ?? 0) / 2,
    })),
  };
}

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The same figures as CSV (UTF-8 with a BOM, CRLF lines): a row per month, per category and per checked member,
 * under the Japanese header `s.csvHeader`. @throws as organizationStats.
 */
export async function organizationStatsCsv(
  db: Database,
  viewer: Viewer,
  input: TOrganizationStatsData,
): Promise<OrganizationStatsCsv> {
  const stats = await organizationStats(db, viewer, input);
  const rows: (string | number | null)[][] = [[...s.csvHeader]];
  for (const month of stats.months) {
    rows.push([
      s.csvKinds.month,
      month.month,
      month.opened,
      month.resolved,
      month.median_first_answer_minutes,
      month.median_resolution_hours,
      null,
    ]);
  }
  for (const row of stats.categories) {
    rows.push([
      s.csvKinds.category,
      row.category.name,
      row.opened,
      row.resolved,
      row.median_first_answer_minutes,
      row.median_resolution_hours,
      null,
    ]);
  }
  for (const helper of stats.helpers) {
    rows.push([s.csvKinds.helper, helper.user.name, null, helper.resolved, null, null, helper.hours]);
  }
  return {
    filename: s.csvFilename(stats.organization.slug, stats.from, stats.to),
    content: `\uFEFF${rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`,
  };
}
