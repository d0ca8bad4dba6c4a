/**
 * One thread's messages (docs/product.md §2 Thread show): the newest page from the cache (grown by live events, polled
 * every 3000 ms while the stream is down), older pages loaded on demand, and the read mark moved forward
 * whenever a message from the partner is on screen in a visible tab.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePollingInterval } from "#client/lib/live-status.ts";
import { trpc } from "#client/lib/trpc.ts";
import { usePageVisible } from "#client/lib/use-page-attention.ts";
import { POLLING_MS } from "#shared/constants.ts";
import type { MessageView } from "#shared/schemas/threads.ts";

/** Thread `threadId`'s messages: newest page, older pages on demand, read mark (docs/product.md §2). */
export function useThreadMessages(threadId: number) {
  const utils = trpc.useUtils();
  const refetchInterval = usePollingInterval(POLLING_MS.threadMessages);
  const query = trpc.threads.messages.useQuery(
    { id: threadId },
    { refetchInterval, staleTime: 0, refetchOnWindowFocus: refetchInterval !== false },
  );
  const [older, setOlder] = useState<MessageView[]>([]);
  const [hasMoreOlder, setHasMoreOlder] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const newest = query.data?.messages ?? [];
  const messages = useMemo(() => {
    const seen = new Set(newest.map((m) => m.id));
    return [...older.filter((m) => !seen.has(m.id)), ...newest];
  }, [older, newest]);
  const hasMore = hasMoreOlder ?? query.data?.has_more ?? false;

  // A refetch of the newest page (after a reconnect, or a poll) that starts past everything shown so far
  // means more than a page arrived meanwhile: the older pages loaded before would leave a hole under it, so
  // they are dropped and the reader loads older messages again from the new page (nothing is lost).
  const shownLastId = useRef<number | null>(null);
  const firstNewestId = newest[0]?.id ?? null;
  const lastNewestId = newest.at(-1)?.id ?? null;
  useEffect(() => {
    const shown = shownLastId.current;
    if (firstNewestId !== null && shown !== null && firstNewestId > shown) {
      setOlder([]);
      setHasMoreOlder(null);
    }
    if (lastNewestId !== null) shownLastId.current = lastNewestId;
  }, [firstNewestId, lastNewestId]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await utils.threads.messages.fetch({ id: threadId, before: first.id });
      setOlder((current) => [...page.messages, ...current]);
      setHasMoreOlder(page.has_more);
    } finally {
      setLoadingOlder(false);
    }
  }, [messages, loadingOlder, threadId, utils]);

  // Reading marks the thread read: the fetch did so on the server; messages that arrive live are marked here.
  const markRead = trpc.threads.markRead.useMutation({
    onSuccess: (result) => utils.threads.unreadCount.setData(undefined, { unreadCount: result.unread_count }),
  });
  const visible = usePageVisible();
  const markedUpTo = useRef(0);
  const latest = newest.at(-1);
  useEffect(() => {
    if (!latest || query.isFetching) return;
    if (markedUpTo.current === 0) {
      markedUpTo.current = latest.id;
      return;
    }
    if (!visible || latest.is_mine || latest.id <= markedUpTo.current) return;
    markedUpTo.current = latest.id;
    markRead.mutate({ id: threadId, up_to: latest.id });
  }, [latest, visible, query.isFetching, threadId, markRead.mutate]);

  return { query, messages, hasMore, loadOlder, loadingOlder };
}
