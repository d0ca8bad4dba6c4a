/**
 * The shared post list of docs/product.md §2 (/posts, /category/{slug}, /category/{slug}/tag/{tag}, /region/{id},
 * /regions/{slug}, /category/{slug}/region/{region}, /tags/{slug}): the §4 titles, the sort toggle (shown to
 * members and to anyone using their location), the location prompt for visitors without one, the filter bar,
 * cards with the keyword highlighted and distances in nearby mode, tag toggling and pagination. A list whose
 * criteria matched nothing says so and how to widen it, never that the board is empty.
 */

import { keepPreviousData } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { LocationNotice } from "#client/components/location-notice.tsx";
import { Pagination } from "#client/components/pagination.tsx";
import { PostCard } from "#client/components/post-card.tsx";
import { OpenOnlyToggle } from "#client/components/request-status.tsx";
import { SaveSearchButton } from "#client/components/save-search-button.tsx";
import { PostCardSkeletons } from "#client/components/skeletons.tsx";
import { EmptyState, FailureState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { usePickedRegion } from "#client/lib/picked-region.ts";
import { categoryName, regionName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useLocationState } from "#client/lib/use-location.ts";
import { useOpenOnly } from "#client/lib/use-open-only.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import type { PostListPage, TPostListInput } from "#shared/schemas/discovery.ts";
import { usePostListQuery } from "../hooks/use-post-list-query.ts";
import { PostFilterBar } from "./post-filter-bar.tsx";
import { SortToggle } from "./sort-toggle.tsx";
import "#client/styles/discovery.css";

/** The radius of a nearby list saved as a search (docs/product.md §11 Saved searches), km. */
const SAVED_NEAR_RADIUS_KM = 10;

/** Placeholder cards while the first page loads: two rows of the desktop grid (no layout shift). */
const LIST_SKELETON_CARDS = 6;

/** The fixed scope of a browse page (from its path). */
export interface ListScopeProps {
  categorySlug?: string;
  regionSlug?: string;
  regionId?: number;
  tagSlug?: string;
}

interface PostListViewProps {
  basePath: string;
  scope?: ListScopeProps;
  /** Shown between the heading and the list (e.g. a region's categories). */
  children?: ReactNode;
}

/** The heading of a scoped page from the resolved scope (null on /posts). */
function scopeTitle(scope: ListScopeProps, page: PostListPage | undefined): string | null {
  if (!page) return null;
  const tagName = scope.tagSlug
    ? (page.tags.find((tag) => tag.slug === scope.tagSlug)?.name ?? scope.tagSlug)
    : null;
  const { category, region } = page;
  if (scope.categorySlug && category && scope.regionSlug && region) {
    return copy.discovery.categoryRegionTitle(categoryName(category), regionName(region));
  }
  if (scope.categorySlug && category && tagName)
    return copy.discovery.categoryTagTitle(categoryName(category), tagName);
  if (scope.categorySlug && category) return copy.discovery.categoryTitle(categoryName(category));
  if ((scope.regionSlug || scope.regionId) && region) return copy.discovery.regionTitle(regionName(region));
  if (tagName) return copy.discovery.tagTitle(tagName);
  return null;
}

/** A list input's id (the form layer may hold it as text) as a number, or undefined when unset or not an id. */
function idOf(value: string | number | null | undefined): number | undefined {
  const id = typeof value === "number" ? value : Number(value ?? Number.NaN);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The shared post list of docs/product.md §2 at `basePath` with the fixed `scope` of a browse page; `children` go
 * between the heading and the list.
 */
export function PostListView({ basePath, scope = {}, children }: PostListViewProps) {
  const { query, page, nearby, filterHref, pageHref, toggleTagHref, modeHref } = usePostListQuery(basePath);
  const session = useSession();
  const location = useLocationState();
  const regions = useRegions();
  const pickedRegion = usePickedRegion();

  // Only set keys go into the input, so equal lists share one cache entry.
  const input: TPostListInput = { page };
  if (query.keyword) input.keyword = query.keyword;
  if (query.category_id && !scope.categorySlug) input.category_id = query.category_id;
  if (query.region_id && !scope.regionSlug && !scope.regionId) input.region_id = query.region_id;
  const tags = [...(scope.tagSlug ? [scope.tagSlug] : []), ...(query.tags ?? [])];
  const activeTags = [...new Set(tags)];
  if (activeTags.length > 0) input.tags = activeTags;
  if (query.language) input.language = query.language;
  if (scope.categorySlug) input.category_slug = scope.categorySlug;
  if (scope.regionSlug) input.region_slug = scope.regionSlug;
  if (scope.regionId) input.region_id = scope.regionId;
  // A prefecture picked in the location line (kept in this browser, docs/product.md "Phone first") scopes the nearby
  // list of a viewer with neither a location nor a registered region, unless a region is chosen already.
  const picked =
    nearby &&
    !location.coords &&
    session.user?.region_id == null &&
    input.region_id === undefined &&
    !scope.regionSlug
      ? pickedRegion
      : null;
  if (nearby) {
    input.mode = "nearby";
    if (location.coords) {
      input.lat = location.coords.lat;
      input.lon = location.coords.lon;
    } else if (picked !== null) {
      input.region_id = picked;
    }
  }
  // 「募集中のみ」 (docs/product.md §10): on by default in visitors' nearby lists.
  const openOnly = useOpenOnly(nearby ? "nearby" : "list", nearby && !session.isAuthenticated);
  if (openOnly.on) input.status = "open";
  const list = trpc.posts.list.useQuery(input, { placeholderData: keepPreviousData });
  const result = list.data;

  const scoped = scopeTitle(scope, result);
  const title = query.keyword
    ? nearby
      ? copy.titles.nearbySearchResults(query.keyword)
      : copy.titles.searchResults(query.keyword)
    : nearby
      ? copy.titles.nearby
      : (scoped ?? copy.titles.postList);
  const eyebrow = scoped && title !== scoped ? scoped : null;
  useDocumentHead(list.isPending ? undefined : title);

  const showToggle = session.isAuthenticated || location.active;
  const promptVisitor = !session.isLoading && !session.isAuthenticated && !location.active;
  const registered = regions.data?.find((region) => region.id === session.user?.region_id);
  const memberRegion = registered ? regionName(registered) : undefined;
  const note =
    nearby && result?.ordering === "region"
      ? memberRegion
        ? copy.discovery.orderedByRegion(memberRegion)
        : copy.discovery.orderedByRegionShort
      : nearby &&
          result?.ordering === "newest" &&
          session.user !== null &&
          session.user.region_id == null &&
          !location.active &&
          picked === null
        ? copy.discovery.noRegionNewest
        : null;
  const notFound = list.error?.data?.code === "NOT_FOUND";
  // Criteria the viewer chose on this list (the page's own scope is not one: an empty category page is empty).
  const narrowed = Boolean(
    query.category_id || query.region_id || query.language || (query.tags?.length ?? 0) > 0,
  );
  const clearable = Boolean(query.keyword) || narrowed;
  // Nearby mode keeps its own empty text (近くの依頼が見つかりませんでした。), which says as much.
  const filtered = !nearby && (clearable || openOnly.on);
  // Filter chips show a tag's name (週末), not its slug (weekend), once the list has resolved them.
  const tagNames = Object.fromEntries((result?.tags ?? []).map((tag) => [tag.slug, tag.name]));
  // The tag a tag page is about stays on: its chip leads to the page itself instead of adding it twice.
  const tagHref = (slug: string) => (slug === scope.tagSlug ? filterHref({}) : toggleTagHref(slug));

  return (
    <div className="container page">
      <header className="page-head list-head">
        <div className="list-head__text">
          {eyebrow ? <p className="list-head__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-head__title">{notFound ? copy.errors.pageNotFound : title}</h1>
        </div>
        {showToggle && !notFound ? <SortToggle nearby={nearby} hrefFor={modeHref} /> : null}
        {notFound ? null : <OpenOnlyToggle id="open-only" on={openOnly.on} onChange={openOnly.set} />}
        {notFound ? null : (
          <SaveSearchButton
            criteria={{
              keyword: query.keyword,
              category_id: result?.category?.id ?? idOf(input.category_id),
              region_id: result?.region?.id ?? idOf(input.region_id),
              tags: activeTags.length > 0 ? activeTags : undefined,
              language: query.language,
              near:
                nearby && location.coords
                  ? { lat: location.coords.lat, lon: location.coords.lon, radius_km: SAVED_NEAR_RADIUS_KM }
                  : undefined,
            }}
          />
        )}
      </header>
      {promptVisitor || nearby || location.active ? (
        <LocationNotice promptHidden={!(promptVisitor || (nearby && !location.active))} />
      ) : null}
      {note ? <p className="list-note">{note}</p> : null}
      {children}
      {notFound ? null : (
        <PostFilterBar
          query={query}
          filterHref={filterHref}
          toggleTagHref={toggleTagHref}
          tagNames={tagNames}
          clearHref={basePath}
          hideCategory={Boolean(scope.categorySlug)}
          hideRegion={Boolean(scope.regionSlug || scope.regionId)}
        />
      )}
      <div
        className={`list-area${list.isPlaceholderData ? " list-area--stale" : ""}`}
        aria-busy={list.isFetching}
      >
        {list.isPending ? (
          <PostCardSkeletons count={LIST_SKELETON_CARDS} />
        ) : list.isError ? (
          <FailureState message={(notFound ? serverMessageOf(list.error) : null) ?? copy.errors.listFailed} />
        ) : (
          <>
            {list.data.data.length === 0 ? (
              filtered ? (
                <NoMatchState
                  keyword={Boolean(query.keyword)}
                  filters={narrowed}
                  openOnly={openOnly.on}
                  clearHref={clearable ? basePath : null}
                />
              ) : (
                <EmptyState message={nearby ? copy.empty.nearby : copy.empty.posts} />
              )
            ) : (
              <ul className="card-grid">
                {list.data.data.map((post) => (
                  <li key={post.id}>
                    <PostCard
                      post={post}
                      keyword={query.keyword}
                      headingLevel={2}
                      tagHref={tagHref}
                      activeTags={activeTags}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination meta={list.data.meta} hrefFor={pageHref} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The empty list of criteria that matched nothing (docs/product.md §2 Post list): says no request matched and how
 * to widen the search — a shorter keyword, fewer filters (with 条件をクリア), or 「募集中のみ」 off.
 */
function NoMatchState({
  keyword,
  filters,
  openOnly,
  clearHref,
}: {
  keyword: boolean;
  filters: boolean;
  openOnly: boolean;
  clearHref: string | null;
}) {
  const n = copy.search.noMatch;
  return (
    <div className="status status--empty no-match">
      <p className="no-match__title">{n.title}</p>
      <ul className="no-match__hints">
        {keyword ? <li>{n.keyword}</li> : null}
        {filters ? <li>{n.filters}</li> : null}
        {openOnly ? <li>{n.openOnly}</li> : null}
      </ul>
      {clearHref ? (
        <Link href={clearHref} className="button button--outline button--small">
          {n.clear}
        </Link>
      ) : null}
    </div>
  );
}
