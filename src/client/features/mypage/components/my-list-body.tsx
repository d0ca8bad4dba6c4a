/**
 * The body of a paged member list: loading, the server's field errors as a flattened list or the page's
 * failure text (docs/product.md §8), the empty text, the items, and pagination that keeps the keyword.
 */
import type { ReactNode } from "react";
import { ErrorBox } from "#client/components/error-box.tsx";
import { Pagination } from "#client/components/pagination.tsx";
import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { fieldErrorsOf, flattenFieldErrors } from "#client/lib/trpc-errors.ts";
import type { PageMeta } from "#shared/pagination.ts";

interface ListState<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: { data: T[]; meta: PageMeta } | undefined;
}

interface MyListBodyProps<T> {
  list: ListState<T>;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => number;
  emptyMessage: string;
  failureMessage: string;
  pageHref: (page: number) => string;
  /** "cards" for posts, "members" for people. */
  layout?: "cards" | "members";
}

/**
 * Loading, the flattened field errors or `failureMessage` (docs/product.md §8), `emptyMessage`, the items and
 * pagination of a member list.
 */
export function MyListBody<T>({
  list,
  renderItem,
  keyOf,
  emptyMessage,
  failureMessage,
  pageHref,
  layout = "cards",
}: MyListBodyProps<T>) {
  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingState />;
  } else if (list.isError || !list.data) {
    const messages = flattenFieldErrors(fieldErrorsOf(list.error));
    body = messages.length > 0 ? <ErrorBox messages={messages} /> : <FailureState message={failureMessage} />;
  } else {
    const items = list.data.data;
    body = (
      <>
        {items.length === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <ul className={layout === "members" ? "member-grid" : "card-grid"}>
            {items.map((item) => (
              <li key={keyOf(item)}>{renderItem(item)}</li>
            ))}
          </ul>
        )}
        {list.data.meta.total > 0 || list.data.meta.current_page > 1 ? (
          <Pagination meta={list.data.meta} hrefFor={pageHref} />
        ) : null}
      </>
    );
  }
  return (
    <div
      className={`list-area${list.isPlaceholderData ? " list-area--stale" : ""}`}
      aria-busy={list.isFetching}
    >
      {body}
    </div>
  );
}
