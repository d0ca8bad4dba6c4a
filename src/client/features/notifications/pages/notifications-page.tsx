/**
 * /notifications (docs/product.md §11 Notifications): the member's notifications, newest first, unread ones
 * marked; opening one marks it read and goes to its page; 「すべて既読にする」; and the saved searches with their
 * delete buttons. The list refreshes live (the header's stream invalidates it).
 */
import { Link, useLocation, useSearch } from "wouter";
import { Pagination } from "#client/components/pagination.tsx";
import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { relativeJa } from "#shared/dates.ts";
import { parsePage } from "#shared/pagination.ts";
import { paths } from "#shared/paths.ts";
import type { NotificationView } from "#shared/schemas/notifications.ts";
import { PushConsent } from "../components/push-consent.tsx";
import { useDeleteSavedSearch, useMarkNotificationsRead } from "../hooks/use-notification-writes.ts";
import "../notifications.css";

const n = copy.notifications;

/** One notification: a link that marks it read on the way. */
function NotificationItem({
  item,
  onOpen,
}: {
  item: NotificationView;
  onOpen: (item: NotificationView) => void;
}) {
  const unread = item.read_at === null;
  return (
    <li className={`notification-item${unread ? " is-unread" : ""}`}>
      <Link
        href={item.url}
        className="notification-item__link"
        onClick={(event) => {
          event.preventDefault();
          onOpen(item);
        }}
      >
        {unread ? <span className="notification-item__dot">{n.unreadLabel}</span> : null}
        <span className="notification-item__title">{item.title}</span>
        {item.body ? <span className="notification-item__body">{item.body}</span> : null}
        <time className="notification-item__time" dateTime={item.created_at}>
          {relativeJa(new Date(item.created_at), new Date())}
        </time>
      </Link>
    </li>
  );
}

/** The saved searches of the member, each with a delete button. */
function SavedSearches() {
  const list = trpc.notifications.savedSearches.useQuery();
  const remove = useDeleteSavedSearch();
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className="saved-searches__title">
        {n.savedSearch.listTitle}
      </h2>
      {list.isPending ? null : (list.data?.data.length ?? 0) === 0 ? (
        <p className="saved-searches__none">{n.savedSearch.none}</p>
      ) : (
        <ul className="saved-searches__list">
          {list.data?.data.map((search) => (
            <li key={search.id} className="saved-searches__item">
              <span>{search.summary}</span>
              <button
                type="button"
                className="button button--outline button--small"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: search.id })}
              >
                {n.savedSearch.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /notifications. */
export function NotificationsPage() {
  const page = parsePage(new URLSearchParams(useSearch()).get("page") ?? undefined);
  const [, navigate] = useLocation();
  const list = trpc.notifications.list.useQuery({ page });
  const markRead = useMarkNotificationsRead();
  useDocumentHead(n.pageTitle, n.pageDescription);
  const open = (item: NotificationView) => {
    if (item.read_at === null) markRead.mutate({ ids: [item.id] });
    navigate(item.url);
  };
  const hasUnread = list.data?.data.some((item) => item.read_at === null) ?? false;
  return (
    <div className="container page notifications-page">
      <header className="page-head notifications-page__head">
        <h1 className="page-head__title">{n.pageTitle}</h1>
        <button
          type="button"
          className="button button--outline button--small"
          disabled={!hasUnread || markRead.isPending}
          onClick={() => markRead.mutate({})}
        >
          {n.markAllRead}
        </button>
      </header>
      <PushConsent />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <FailureState message={n.loadFailed} />
      ) : list.data.data.length === 0 ? (
        <EmptyState message={n.empty} />
      ) : (
        <>
          <ul className="notification-list">
            {list.data.data.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
          <Pagination meta={list.data.meta} hrefFor={(target) => paths.notifications(target)} />
        </>
      )}
      <SavedSearches />
    </div>
  );
}
