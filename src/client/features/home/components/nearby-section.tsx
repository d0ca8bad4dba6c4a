/**
 * The home nearby section (#nearby, docs/product.md §2 Home / "Nearby section on home"): with a known location, the
 * nearest requests by true distance (km on each card); logged in without location, requests around the
 * registered prefecture when there are any; otherwise the empty states: visitor without location, member with
 * a region but no results (近くの依頼が見つかりませんでした。), member without a region. A failed load shows
 * the empty list (docs/product.md §8 Nearby failure).
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { LocationNotice } from "#client/components/location-notice.tsx";
import { PostCard } from "#client/components/post-card.tsx";
import { SectionHead } from "#client/components/section-head.tsx";
import { PostCardSkeletons } from "#client/components/skeletons.tsx";
import { EmptyState, LoadingState } from "#client/components/status-message.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { useLocationState } from "#client/lib/use-location.ts";
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
  const input: TPostListInput = { page: 1, mode: "nearby" };
  if (location.coords) {
    input.lat = location.coords.lat;
    input.lon = location.coords.lon;
  }
  // Without a location, only a member with a registered region gets region-based results.
  const enabled = !session.isLoading && (location.active || hasRegion);
  const list = trpc.posts.list.useQuery(input, { enabled });
  const posts = list.data?.data.slice(0, NEARBY_COUNT) ?? [];
  // The region-ordering note keeps its line while the member's region-ordered list loads (no layout shift).
  const regionOrdered =
    !location.active &&
    (list.isPending ? enabled && hasRegion : list.data?.ordering === "region" && posts.length > 0);

  let body: ReactNode;
  if (session.isLoading) {
    body = <LoadingState />;
  } else if (!location.active && !session.isAuthenticated) {
    body = <EmptyState message={copy.discovery.nearbyVisitorEmpty} />;
  } else if (!location.active && !hasRegion) {
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
      {regionOrdered ? <p className="list-note">{copy.discovery.orderedByRegionShort}</p> : null}
      {body}
    </section>
  );
}
