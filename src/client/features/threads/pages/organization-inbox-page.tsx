/**
 * An organisation's shared inbox (docs/product.md "Organisations": 代理投稿 and the shared inbox): /orgs/{slug}/inbox
 * lists the threads of the organisation's account — the messages about the requests its staff posted for residents
 * — with unread counts for the organisation; /orgs/{slug}/inbox/{threadId} shows one as the organisation reads it
 * (reading it reads it for the whole staff) with a send box that answers as the organisation. For its owners and
 * staff (the server refuses everyone else). Staff take no part in the thread's live stream (the organisation does),
 * so an open inbox asks again every INBOX_REFRESH_MS and when the window regains focus.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { ThreadRequestLine } from "#client/components/request-status.tsx";
import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { formDataOf } from "#client/lib/form-data.ts";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, flattenFieldErrors, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { ZInboxSendInput } from "#shared/schemas/organization-inbox.ts";
import type { MessageView } from "#shared/schemas/threads.ts";
import { MessageComposer } from "../components/message-composer.tsx";
import { MessageList } from "../components/message-list.tsx";
import { ThreadHeader } from "../components/thread-header.tsx";
import { ThreadListItem } from "../components/thread-list-item.tsx";
import { useMessageAnnouncement } from "../hooks/use-message-announcement.ts";
import { useInboxSend } from "../hooks/use-organization-inbox.ts";
import "../threads.css";

const p = organizationsCopy.proxy;
/** The messages of a thread not loaded yet (one array, so the announcement hook sees no change). */
const NO_MESSAGES: MessageView[] = [];

/** How often an open inbox asks for new messages (ms): staff are not on the organisation's live stream. */
const INBOX_REFRESH_MS = 20_000;

/** The organisation of `slug` for its inbox pages (404 text when missing). */
function useOrganization(slug: string) {
  return trpc.organizations.bySlug.useQuery({ slug });
}

/** /orgs/{slug}/inbox: the organisation's threads, newest first, 20 a page. */
export function OrganizationInboxPage({ slug }: { slug: string }) {
  const org = useOrganization(slug);
  const id = org.data?.id ?? 0;
  const inbox = trpc.organizations.inbox.useQuery(
    { id, page: 1 },
    { enabled: org.data !== undefined, refetchInterval: INBOX_REFRESH_MS },
  );
  useDocumentHead(org.data ? p.inboxTitle(org.data.name) : undefined);
  if (org.isPending) return <LoadingState />;
  if (!org.data) return <FailureState message={organizationsCopy.notFound} />;
  const now = new Date();
  return (
    <div className="container page page--narrow threads-page">
      <header className="page-head">
        <h1 className="page-head__title">{p.inboxTitle(org.data.name)}</h1>
        <p className="page-head__lead">{p.inboxLead}</p>
        <p>
          <Link href={paths.organizationStaff(org.data.slug)}>{organizationsCopy.page.staffLink}</Link>・
          <Link href={paths.postCreateFor(org.data.id)}>{p.post}</Link>
        </p>
      </header>
      {inbox.isPending ? (
        <LoadingState />
      ) : !inbox.data ? (
        <FailureState message={serverMessageOf(inbox.error) ?? copy.threads.fetchFailed} />
      ) : inbox.data.data.length === 0 ? (
        <EmptyState message={p.inboxEmpty} />
      ) : (
        <ul className="thread-list">
          {inbox.data.data.map((thread) => (
            <ThreadListItem
              key={thread.id}
              thread={thread}
              now={now}
              href={paths.organizationInboxThread(slug, thread.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /orgs/{slug}/inbox/{threadId}: one thread as the organisation reads it, answered as the organisation. */
export function OrganizationInboxThreadPage({ slug, threadId }: { slug: string; threadId: number }) {
  const org = useOrganization(slug);
  const id = org.data?.id ?? 0;
  const utils = trpc.useUtils();
  const thread = trpc.organizations.inboxMessages.useQuery(
    { id, thread_id: threadId },
    { enabled: org.data !== undefined, refetchInterval: INBOX_REFRESH_MS },
  );
  const [older, setOlder] = useState<MessageView[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useInboxSend(id, threadId);
  const partner = thread.data?.partner;
  useDocumentHead(partner ? p.threadLabel(partner.name) : undefined);
  const announcement = useMessageAnnouncement(thread.data?.messages ?? NO_MESSAGES, thread.isSuccess);
  // The newest message in view when the thread opens and when a newer one arrives (not when older ones load above).
  const scrollRef = useRef<HTMLElement>(null);
  const newestId = thread.data?.messages.at(-1)?.id ?? null;
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && newestId !== null) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  if (org.isPending || (org.data && thread.isPending)) return <LoadingState />;
  if (!org.data) return <FailureState message={organizationsCopy.notFound} />;
  if (!thread.data || !partner) {
    return (
      <div className="container page page--narrow">
        <FailureState message={serverMessageOf(thread.error) ?? copy.threads.fetchFailed} />
        <Link href={paths.organizationInbox(slug)}>{p.back}</Link>
      </div>
    );
  }
  const organizationName = org.data.name;
  const newest = thread.data.messages;
  const messages = [...older.filter((m) => !newest.some((n) => n.id === m.id)), ...newest];
  const hasMore = olderHasMore ?? thread.data.has_more;

  async function loadOlder(): Promise<void> {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await utils.organizations.inboxMessages.fetch({
        id,
        thread_id: threadId,
        before: oldest.id,
      });
      setOlder((kept) => [...page.messages, ...kept]);
      setOlderHasMore(page.has_more);
    } finally {
      setLoadingOlder(false);
    }
  }

  async function handleSend(body: string, photos: File[]): Promise<boolean> {
    setSendError(null);
    try {
      if (photos.length === 0) await send.mutateAsync({ id, thread_id: threadId, body });
      else
        await send.mutateAsync(
          formDataOf(ZInboxSendInput, { id, thread_id: threadId, body, images: photos }),
        );
      return true;
    } catch (error) {
      setSendError(
        flattenFieldErrors(fieldErrorsOf(error))[0] ?? serverMessageOf(error) ?? copy.threads.sendFailed,
      );
      return false;
    }
  }

  return (
    <section className="thread thread--inbox" aria-label={p.threadLabel(partner.name)}>
      <ThreadHeader
        partner={partner}
        back={{ href: paths.organizationInbox(slug), label: p.back }}
        ratings={false}
      />
      {thread.data.post ? <ThreadRequestLine request={thread.data.post} /> : null}
      <section
        className="thread__scroll"
        ref={scrollRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container is focusable so keyboards can scroll it (WCAG 2.1.1).
        tabIndex={0}
        aria-label={copy.threads.scrollAreaLabel}
      >
        {hasMore ? (
          <button
            type="button"
            className="button button--ghost thread__older"
            onClick={() => void loadOlder()}
            disabled={loadingOlder}
          >
            {p.older}
          </button>
        ) : null}
        {messages.length === 0 ? (
          <p className="thread__empty">{copy.threads.noMessagesYet}</p>
        ) : (
          <MessageList messages={messages} partnerName={partner.name} now={new Date()} />
        )}
      </section>
      {/* Present from the first render, so that a screen reader hears each change once (a polite live region). */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {partner.deleted ? (
        <p className="thread__closed" role="status">
          {copy.threads.partnerLeft}
        </p>
      ) : thread.data.blocked ? (
        <p className="thread__closed">{copy.safety.block.threadClosed}</p>
      ) : (
        <>
          <p className="thread__as-organization">{p.replyAs(organizationName)}</p>
          <MessageComposer onSend={handleSend} sending={send.isPending} error={sendError} />
        </>
      )}
    </section>
  );
}
