/** /messages (docs/product.md §2 Legacy messages list): sender → receiver, content and time, 20 a page. */
import { useSearch } from "wouter";
import { Pagination } from "#client/components/pagination.tsx";
import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { formatDateTimeJa } from "#shared/dates.ts";
import { parsePage } from "#shared/pagination.ts";
import { paths } from "#shared/paths.ts";
import "../threads.css";

/** /messages (docs/product.md §2 Legacy messages list), 20 a page. */
export function LegacyMessagesPage() {
  useDocumentHead(copy.threads.titles.legacy);
  const page = parsePage(new URLSearchParams(useSearch()).get("page"));
  const list = trpc.threads.legacy.useQuery({ page }, { placeholderData: (previous) => previous });
  return (
    <div className="container page page--narrow">
      <header className="page-head">
        <h1 className="page-head__title">{copy.threads.titles.legacy}</h1>
      </header>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <FailureState message={copy.threads.legacyFailed} />
      ) : list.data.data.length === 0 ? (
        <EmptyState message={copy.threads.empty} />
      ) : (
        <>
          <ul className="legacy-list">
            {list.data.data.map((message) => (
              <li key={message.id} className="legacy-list__item">
                <p className="legacy-list__who">
                  {copy.threads.legacyArrow(message.sender_name, message.receiver_name)}
                </p>
                <p className="legacy-list__content">{message.content}</p>
                <time className="legacy-list__time" dateTime={message.created_at}>
                  {formatDateTimeJa(new Date(message.created_at))}
                </time>
              </li>
            ))}
          </ul>
          <Pagination
            meta={list.data.meta}
            hrefFor={(n) => (n > 1 ? `${paths.legacyMessages()}?page=${n}` : paths.legacyMessages())}
          />
        </>
      )}
    </div>
  );
}
