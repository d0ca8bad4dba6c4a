/**
 * /threads (docs/product.md §2 Threads list): the viewer's conversations, most recent first, 20 a page, with unread
 * badges; live through the stream, polled every 3000 ms without it. Links to the legacy list.
 */
import { Link, useSearch } from "wouter";
import { Pagination } from "#client/components/pagination.tsx";
import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { copy } from "#shared/copy.ts";
import { parsePage } from "#shared/pagination.ts";
import { paths } from "#shared/paths.ts";
import { ThreadListItem } from "../components/thread-list-item.tsx";
import { useThreadList } from "../hooks/use-thread-list.ts";
import "../threads.css";

/** /threads (docs/product.md §2 Threads list): the viewer's conversations, 20 a page. */
export function ThreadsPage() {
  useDocumentHead(copy.threads.titles.list);
  const page = parsePage(new URLSearchParams(useSearch()).get("page"));
  const list = useThreadList(page);
  const now = new Date();
  return (
    <div className="container page page--narrow threads-page">
      <header className="page-head">
        <h1 className="page-head__title">{copy.threads.titles.list}</h1>
        <p className="page-head__lead">{copy.threads.lead}</p>
      </header>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <FailureState message={copy.threads.fetchFailed} />
      ) : list.data && list.data.data.length > 0 ? (
        <>
          <ul className="thread-list">
            {list.data.data.map((thread) => (
              <ThreadListItem key={thread.id} thread={thread} now={now} />
            ))}
          </ul>
          <Pagination
            meta={list.data.meta}
            hrefFor={(n) => (n > 1 ? `${paths.threads()}?page=${n}` : paths.threads())}
          />
        </>
      ) : (
        <EmptyState message={copy.threads.empty} />
      )}
      <p className="threads-page__legacy">
        <Link href={paths.legacyMessages()}>{copy.threads.legacyLink}</Link>
      </p>
    </div>
  );
}
