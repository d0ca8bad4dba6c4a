/** /regions (docs/product.md §2 Region list): the 47 prefectures grouped by area, with public post counts. */
import { Link } from "wouter";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { areaName, regionName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { RegionView } from "#shared/schemas/catalog.ts";
import "../catalog.css";

/** Prefectures grouped by area, the area named in the page's language. */
function byArea(regions: readonly RegionView[]): [string, RegionView[]][] {
  const groups = new Map<string, RegionView[]>();
  for (const region of regions) {
    const area = areaName(region);
    groups.set(area, [...(groups.get(area) ?? []), region]);
  }
  return [...groups.entries()];
}

/** /regions (docs/product.md §2 Region list): prefectures by area with their public post counts. */
export function RegionsPage() {
  useDocumentHead(copy.nav.regions);
  const regions = useRegions();
  const counts = trpc.catalog.regionCounts.useQuery(undefined, { staleTime: 60_000 });
  const countOf = new Map((counts.data ?? []).map((row) => [row.region_id, row.posts_count]));
  return (
    <div className="container page">
      <header className="page-head">
        <h1 className="page-head__title">{copy.nav.regions}</h1>
        <p className="page-head__lead">{copy.discovery.regionsLead}</p>
      </header>
      {regions.isPending ? (
        <LoadingState />
      ) : regions.isError ? (
        <FailureState message={copy.errors.categoryLoadFailed} />
      ) : (
        <div className="area-grid">
          {byArea(regions.data).map(([area, list]) => (
            <section key={area} className="area-card" aria-labelledby={`area-${list[0]?.id}`}>
              <h2 id={`area-${list[0]?.id}`} className="area-card__title">
                {area}
              </h2>
              <ul className="area-card__list">
                {list.map((region) => {
                  const count = countOf.get(region.id) ?? 0;
                  return (
                    <li key={region.id}>
                      <Link
                        href={paths.region(region.slug)}
                        className={`region-link${count === 0 ? " region-link--empty" : ""}`}
                      >
                        <span>{regionName(region)}</span>
                        <span className="count-badge count-badge--muted">{copy.discovery.count(count)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
