/**
 * /orgs/{slug}/dashboard (docs/product.md "Organisations": what happens in the area): for an organisation's owners
 * and staff (and administrators) — the period (by default the last twelve months), the totals, the monthly chart
 * with its figures as a table, the top-level categories, the members the organisation checked with their hours, and
 * the CSV of the same figures (UTF-8 with a BOM, for Excel).
 */
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { FieldErrors } from "#client/components/field-errors.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { categoryName, regionName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { useCategorySlugs } from "#client/lib/use-category-slugs.ts";
import { useSession } from "#client/lib/use-session.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { OrganizationStats } from "#shared/schemas/organization-stats.ts";
import { MonthlyChart } from "../components/monthly-chart.tsx";
import "../organizations.css";

const o = organizationsCopy;
const s = o.stats;

type Counts = OrganizationStats["months"][number];

/** The cells every table row shares: requests, resolved and the two medians. */
function CountCells({ row }: { row: Omit<Counts, "month"> }) {
  return (
    <>
      <td>{row.opened}</td>
      <td>{row.resolved}</td>
      <td>{s.minutes(row.median_first_answer_minutes)}</td>
      <td>{s.hours(row.median_resolution_hours)}</td>
    </>
  );
}

function CountHeads({ first }: { first: string }) {
  return (
    <tr>
      <th scope="col">{first}</th>
      <th scope="col">{s.opened}</th>
      <th scope="col">{s.resolved}</th>
      <th scope="col">{s.firstAnswer}</th>
      <th scope="col">{s.resolution}</th>
    </tr>
  );
}

/** A table of counts with a row heading each (months, categories). */
function CountsTable({
  caption,
  first,
  className,
  rows,
}: {
  caption: string;
  first: string;
  className: string;
  rows: { key: string | number; head: string; counts: Omit<Counts, "month"> }[];
}) {
  return (
    <div className={className}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <CountHeads first={first} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              <CountCells row={row.counts} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A place named by slug: the organisation's prefecture (the figures name theirs by id and name only). */
type OrganizationRegion = { id: number; slug: string };

function Figures({ stats, region }: { stats: OrganizationStats; region: OrganizationRegion }) {
  const csv = `/api/organizations/${stats.organization.id}/stats.csv?from=${stats.from}&to=${stats.to}`;
  // The figures name categories and their prefecture without slugs, which key the English names.
  const slugs = useCategorySlugs();
  const place = { slug: stats.region.id === region.id ? region.slug : undefined, name: stats.region.name };
  return (
    <>
      <p className="org-stats__lead">{s.lead(regionName(place))}</p>
      <dl className="org-stats__totals">
        <div>
          <dt>{s.opened}</dt>
          <dd>{stats.totals.opened}</dd>
        </div>
        <div>
          <dt>{s.resolved}</dt>
          <dd>{stats.totals.resolved}</dd>
        </div>
        <div>
          <dt>{s.firstAnswer}</dt>
          <dd>{s.minutes(stats.totals.median_first_answer_minutes)}</dd>
        </div>
        <div>
          <dt>{s.resolution}</dt>
          <dd>{s.hours(stats.totals.median_resolution_hours)}</dd>
        </div>
        <div>
          <dt>{s.hoursGiven}</dt>
          <dd>{s.hours(stats.totals.hours_given)}</dd>
        </div>
      </dl>
      <p>
        <a className="button button--outline" href={csv} download>
          {s.download}
        </a>
      </p>
      <section className="org-section" aria-labelledby="org-stats-months">
        <h2 id="org-stats-months">{s.byMonth}</h2>
        <MonthlyChart months={stats.months} />
        <CountsTable
          caption={s.byMonth}
          first={s.month}
          className="org-stats__table org-stats__table--months"
          rows={stats.months.map((row) => ({ key: row.month, head: row.month, counts: row }))}
        />
      </section>
      <section className="org-section" aria-labelledby="org-stats-categories">
        <h2 id="org-stats-categories">{s.byCategory}</h2>
        {stats.categories.length === 0 ? (
          <p>{s.none}</p>
        ) : (
          <CountsTable
            caption={s.byCategory}
            first={s.category}
            className="org-stats__table"
            rows={stats.categories.map((row) => ({
              key: row.category.id,
              head: categoryName({ slug: slugs.get(row.category.id), name: row.category.name }),
              counts: row,
            }))}
          />
        )}
      </section>
      <section className="org-section" aria-labelledby="org-stats-helpers">
        <h2 id="org-stats-helpers">{s.helpers}</h2>
        {stats.helpers.length === 0 ? (
          <p>{s.noHelpers}</p>
        ) : (
          <div className="org-stats__table">
            <table>
              <caption className="visually-hidden">{s.helpers}</caption>
              <thead>
                <tr>
                  <th scope="col">{s.member}</th>
                  <th scope="col">{s.helperResolved}</th>
                  <th scope="col">{s.helperHours}</th>
                </tr>
              </thead>
              <tbody>
                {stats.helpers.map((row) => (
                  <tr key={row.user.id}>
                    <th scope="row">
                      <Link href={paths.profile(row.user.id)}>{row.user.name}</Link>
                    </th>
                    <td>{row.resolved}</td>
                    <td>{s.hours(row.hours)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** The period form and the figures of organisation `id`, whose prefecture is `region`. */
function Dashboard({ id, region }: { id: number; region: OrganizationRegion }) {
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const stats = trpc.organizations.stats.useQuery({ id, ...period });
  const errors = stats.isError ? fieldErrorsOf(stats.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPeriod({ from: from || undefined, to: to || undefined });
  };
  return (
    <>
      <form className="org-stats__period" onSubmit={submit} aria-label={s.period}>
        <div className="field">
          <label className="field__label" htmlFor="stats-from">
            {s.fields.from}
          </label>
          <input
            id="stats-from"
            className="input"
            type="date"
            value={from || stats.data?.from || ""}
            onChange={(event) => setFrom(event.target.value)}
          />
          <FieldErrors messages={messagesFor(errors, "from")} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="stats-to">
            {s.fields.to}
          </label>
          <input
            id="stats-to"
            className="input"
            type="date"
            value={to || stats.data?.to || ""}
            onChange={(event) => setTo(event.target.value)}
          />
          <FieldErrors messages={messagesFor(errors, "to")} />
        </div>
        <button type="submit" className="button button--primary">
          {s.show}
        </button>
      </form>
      {stats.isPending ? <LoadingState /> : null}
      {stats.isError && !errors ? <FailureState message={copy.errors.generic} /> : null}
      {stats.data ? <Figures stats={stats.data} region={region} /> : null}
    </>
  );
}

/** The dashboard page of an organisation. */
export function OrganizationDashboardPage({ slug }: { slug: string }) {
  const org = trpc.organizations.bySlug.useQuery({ slug });
  const mine = trpc.organizations.mine.useQuery();
  const session = useSession();
  useDocumentHead(org.data ? s.title(org.data.name) : undefined);
  if (org.isPending || mine.isPending) return <LoadingState />;
  if (!org.data) return <FailureState message={o.notFound} />;
  const role = mine.data?.find((m) => m.organization.id === org.data.id)?.role ?? null;
  if (!role && !session.isAdmin) return <FailureState message={copy.errors.forbidden} />;
  return (
    <div className="container page org-page org-stats">
      <header className="page-head">
        <h1 className="page-head__title">{s.title(org.data.name)}</h1>
        <p>
          <Link href={paths.organization(org.data.slug)}>{org.data.name}</Link>・
          <Link href={paths.organizationStaff(org.data.slug)}>{o.page.staffLink}</Link>
        </p>
      </header>
      <Dashboard id={org.data.id} region={org.data.region} />
    </div>
  );
}
