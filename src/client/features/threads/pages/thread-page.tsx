/**
 * /threads/{id} (docs/product.md §2 Thread show, §6): the conversation with date separators and bubbles, older pages on
 * demand, a send box, auto-scroll only when the reader is already at the bottom (else a "new messages" button),
 * full screen on phones (no site header). A thread of other people answers 403: back to /threads with
 * このスレッドにはアクセスできません。 A thread whose partner left (docs/product.md §4 Leaving) or is blocked either
 * way (§12 Blocking) shows why instead of the send box; either arrives live (thread.changed refetches it).
 */

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { ChevronDownIcon } from "#client/components/icons.tsx";
import { ThreadRequestLine } from "#client/components/request-status.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { formDataOf } from "#client/lib/form-data.ts";
import { fieldErrorsOf, flattenFieldErrors, httpStatusOf, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { ZSendMessageInput } from "#shared/schemas/threads.ts";
import { AppointmentPanel } from "../components/appointment-panel.tsx";
import { MessageComposer } from "../components/message-composer.tsx";
import { MessageList } from "../components/message-list.tsx";
import { ThreadHeader } from "../components/thread-header.tsx";
import { ThreadSafetyPanel } from "../components/thread-safety-panel.tsx";
import { useMessageAnnouncement } from "../hooks/use-message-announcement.ts";
import { useSendMessage } from "../hooks/use-send-message.ts";
import { useThreadMessages } from "../hooks/use-thread-messages.ts";
import "../threads.css";

/** Within this many pixels of the end, the reader counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;

/** /threads/{id} (docs/product.md §2 Thread show): the conversation and its send box. */
export function ThreadPage({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const { query, messages, hasMore, loadOlder, loadingOlder } = useThreadMessages(id);
  const send = useSendMessage(id);
  const [sendError, setSendError] = useState<string | null>(null);
  const partner = query.data?.partner;
  useDocumentHead(partner ? copy.threads.titles.show(partner.name) : undefined);
  const announcement = useMessageAnnouncement(messages, query.isSuccess);

  const status = query.error ? httpStatusOf(query.error) : null;
  useEffect(() => {
    if (status !== 403) return;
    show(copy.threads.forbidden, "error");
    navigate(paths.threads(), { replace: true });
  }, [status, show, navigate]);

  // Scrolling: follow new messages only when the reader is already at the bottom.
  const scrollRef = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const seenLastId = useRef<number | null>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const [newBelow, setNewBelow] = useState(false);
  const last = messages.at(-1);

  const scrollToBottom = () => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  };

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      // Older messages were put above: keep the reader where they were.
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
    const lastId = last?.id ?? null;
    if (lastId === seenLastId.current) return;
    const first = seenLastId.current === null;
    seenLastId.current = lastId;
    if (first || atBottom.current || last?.is_mine) scrollToBottom();
    else setNewBelow(true);
  });

  function handleScroll(): void {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    if (atBottom.current) setNewBelow(false);
  }

  async function handleLoadOlder(): Promise<void> {
    heightBeforeOlder.current = scrollRef.current?.scrollHeight ?? null;
    await loadOlder().catch(() => {
      heightBeforeOlder.current = null;
      show(copy.threads.fetchFailed, "error");
    });
  }

  async function handleSend(body: string, photos: File[]): Promise<boolean> {
    setSendError(null);
    try {
      if (photos.length === 0) await send.mutateAsync({ id, body });
      else {
        // docs/product.md "スレッドの写真": the photos go as multipart images[] beside the body.
        await send.mutateAsync(formDataOf(ZSendMessageInput, { id, body, images: photos }));
      }
      return true;
    } catch (error) {
      // The server's own text when it wrote one (the message limit's 429, a block's 403), else the generic one.
      setSendError(
        flattenFieldErrors(fieldErrorsOf(error))[0] ?? serverMessageOf(error) ?? copy.threads.sendFailed,
      );
      return false;
    }
  }

  if (query.isPending || status === 403) return <LoadingState />;
  if (query.isError || !partner) {
    return (
      <div className="container page page--narrow">
        {/* A thread that does not exist (or is not yours) says so, not a network failure (phone first). */}
        <FailureState message={status === 404 ? copy.phone.threadNotFound : copy.threads.fetchFailed} />
        <Link href={paths.threads()}>{copy.threads.backToList}</Link>
      </div>
    );
  }

  return (
    <section className="thread" aria-label={copy.threads.messagesLabel(partner.name)}>
      <ThreadHeader partner={partner} back={{ href: paths.threads(), label: copy.threads.backToList }} />
      {query.data.post ? <ThreadRequestLine request={query.data.post} /> : null}
      {/* The confirmed appointment, an open proposal and the proposal form (appointment-panel.tsx). */}
      <AppointmentPanel
        threadId={id}
        canPropose={query.data.post !== null && !partner.deleted && !query.data.blocked}
      />
      {/* Reachable by keyboard (phone first): a scrollable area must take the focus for the arrow keys to scroll it. */}
      <section
        className="thread__scroll"
        ref={scrollRef}
        onScroll={handleScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container is focusable so keyboards can scroll it (WCAG 2.1.1).
        tabIndex={0}
        aria-label={copy.threads.scrollAreaLabel}
      >
        {hasMore ? (
          <button
            type="button"
            className="button button--ghost thread__older"
            onClick={() => void handleLoadOlder()}
            disabled={loadingOlder}
          >
            {copy.threads.loadOlder}
          </button>
        ) : null}
        <ThreadSafetyPanel thread={query.data} />
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
      {newBelow ? (
        <button type="button" className="thread__new-below" onClick={scrollToBottom}>
          {copy.threads.newMessages}
          <ChevronDownIcon size={16} />
        </button>
      ) : null}
      {partner.deleted ? (
        // docs/product.md §4 Leaving: the partner deleted their account; the thread stays readable.
        <p className="thread__closed" role="status">
          {copy.threads.partnerLeft}
        </p>
      ) : query.data.blocked ? (
        <p className="thread__closed">{copy.safety.block.threadClosed}</p>
      ) : (
        <MessageComposer onSend={handleSend} sending={send.isPending} error={sendError} />
      )}
    </section>
  );
}
