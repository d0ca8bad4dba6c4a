/**
 * The home nearby section (#nearby, docs/product.md §2 Home / "Nearby section on home"): with a known location, the
 * nearest requests by true distance (km on each card); logged in without location, requests around the
 * registered prefecture when there are any; otherwise the empty states: visitor without location, member with
 * a region but no results (近くの依頼が見つかりませんでした。), member without a region. A failed load shows
 * the empty list (docs/product.md §8 Nearby failure). Without either, a prefecture picked in the location line
 * (kept in this browser, docs/product.md "Phone first") lists that prefecture's requests.
 */

import type { ReactNode } from "react";
import { Link } from "wouter";
import { LocationNotice } from "#client/components/location-notice.tsx";
import { PostCard } from "#client/components/post-card.tsx";
import { OpenOnlyToggle } from "#client/components/request-status.tsx";
import { SectionHead } from "#client/components/section-head.tsx";
import { PostCardSkeletons } from "#client/components/skeletons.tsx";
import { EmptyState, LoadingState } from "#client/components/status-message.tsx";
import { usePickedRegion } from "#client/lib/picked-region.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useLocationState } from "#client/lib/use-location.ts";
import { useOpenOnly } from "#client/lib/use-open-only.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { TPostListInput } from "#shared/schemas/discovery.ts";
import "../home-sections.css";

const NEARBY_COUNT = 6;

/**
 * The home #nearby section: distance mode, region mode or one of the empty states of docs/product.md §2 (6 cards at
 * most).
 */
export function NearbySection() {
  const session = useSession();
  const location = useLocationState();
  const hasRegion = session.user?.region_id != null;
  const pickedRegion = usePickedRegion();
  // The picked prefecture counts only without a location and without a registered region (which win).
  const picked = !location.active && !hasRegion ? pickedRegion : null;
  const input: TPostListInput = { page: 1, mode: "nearby" };
  if (location.coords) {
    input.lat = location.coords.lat;
    input.lon = location.coords.lon;
  } else if (picked !== null) {
    input.mode = "newest";
    input.region_id = picked;
  }
  // Without a location, a member's registered region or a picked prefecture gives results.
  const enabled = !session.isLoading && (location.active || hasRegion || picked !== null);
  // 「募集中のみ」 (docs/product.md §10): on by default for visitors.
  const openOnly = useOpenOnly("nearby", !session.isAuthenticated);
  if (openOnly.on) input.status = "open";
  const list = trpc.posts.list.useQuery(input, { enabled });
  const posts = list.data?.data.slice(0, NEARBY_COUNT) ?? [];
  // The region-ordering note keeps its line while the member's region-ordered list loads (no layout shift).
  const regionOrdered =
    !location.active &&
    (list.isPending ? enabled && hasRegion : list.data?.ordering === "region" && posts.length > 0);

  let body: ReactNode;
  if (session.isLoading) {
    body = <LoadingState />;
  } else if (picked === null && !location.active && !session.isAuthenticated) {
    // After a refusal the location line already offers the prefecture choice: no second, different advice.
    const offered = location.permission === "denied" || location.status === "unsupported";
    body = offered ? null : <EmptyState message={copy.discovery.nearbyVisitorEmpty} />;
  } else if (picked === null && !location.active && !hasRegion) {
    body = (
      <div className="nearby-empty">
        <EmptyState message={copy.discovery.nearbyNoRegion} />
        <Link href={paths.regionSetup()} className="button button--outline button--small">
          {copy.discovery.setRegion}
        </Link>
      </div>
    );
  } else if (list.isPending) {
    body = <PostCardSkeletons count={NEARBY_COUNT} />;
  } else if (list.isError || posts.length === 0) {
    body = <EmptyState message={copy.empty.nearby} />;
  } else {
    body = (
      <ul className="card-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section id="nearby" className="section home-anchor" aria-labelledby="nearby-title">
      <SectionHead
        id="nearby-title"
        title={copy.home.nearbyHeading}
        moreHref={paths.posts({ all: true })}
        moreLabel={copy.home.seeAll}
      />
      <LocationNotice />
      <OpenOnlyToggle id="nearby-open-only" on={openOnly.on} onChange={openOnly.set} />
      {regionOrdered ? <p className="list-note">{copy.discovery.orderedByRegionShort}</p> : null}
      {body}
    </section>
  );
}
