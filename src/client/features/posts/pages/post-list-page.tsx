/**
 * /posts (spec.md §2 Post list): the list or search-results title, filter bar, cards with the keyword
 * highlighted, tag toggling and pagination that keeps the other query parameters.
 */
import { keepPreviousData } from "@tanstack/react-query";
import { copy } from "../../../../shared/copy.ts";
import { Pagination } from "../../../components/pagination.tsx";
import { EmptyState, FailureState, LoadingState } from "../../../components/status-message.tsx";
import { useDocumentHead } from "../../../lib/document-head.ts";
import { type RouterInputs, trpc } from "../../../lib/trpc.ts";
import { PostCard } from "../components/post-card.tsx";
import { PostFilterBar } from "../components/post-filter-bar.tsx";
import { usePostListQuery } from "../hooks/use-post-list-query.ts";

export function PostListPage() {
  const { query, page, filterHref, pageHref, toggleTagHref } = usePostListQuery();
  const title = query.keyword ? copy.titles.searchResults(query.keyword) : copy.titles.postList;
  useDocumentHead(title);

  // Only set keys go into the input, so equal lists share one cache entry (e.g. with the home page).
  const input: RouterInputs["posts"]["list"] = { page };
  if (query.keyword) input.keyword = query.keyword;
  if (query.category_id) input.category_id = query.category_id;
  if (query.region_id) input.region_id = query.region_id;
  if (query.tags?.length) input.tags = query.tags;
  const list = trpc.posts.list.useQuery(input, { placeholderData: keepPreviousData });

  return (
    <div className="container page">
      <header className="page-head">
        <h1 className="page-head__title">{title}</h1>
      </header>
      <PostFilterBar query={query} filterHref={filterHref} toggleTagHref={toggleTagHref} />
      <div
        className={`list-area${list.isPlaceholderData ? " list-area--stale" : ""}`}
        aria-busy={list.isFetching}
      >
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <FailureState message={copy.errors.listFailed} />
        ) : (
          <>
            {list.data.data.length === 0 ? (
              <EmptyState message={copy.empty.posts} />
            ) : (
              <ul className="card-grid">
                {list.data.data.map((post) => (
                  <li key={post.id}>
                    <PostCard
                      post={post}
                      keyword={query.keyword}
                      headingLevel={2}
                      tagHref={toggleTagHref}
                      activeTags={query.tags}
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
