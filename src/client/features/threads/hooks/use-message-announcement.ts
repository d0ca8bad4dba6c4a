/**
 * What a screen reader hears when the partner's messages arrive while a thread is open (docs/product.md §2 Thread
 * show, "Screen readers"): one polite announcement per arrival — the message itself, or how many came at once —
 * never the messages already there when the page opened, older pages loaded on demand, or the reader's own.
 */
import { useEffect, useRef, useState } from "react";
import { copy } from "#shared/copy.ts";
import type { MessageView } from "#shared/schemas/threads.ts";

/**
 * The text for the thread's live region: "" until the partner writes. `loaded` is false while the thread's first
 * page is on its way (its messages are not news).
 */
export function useMessageAnnouncement(
  messages: readonly MessageView[],
  partnerName: string,
  loaded: boolean,
): string {
  const newestSeen = useRef<number | null>(null);
  const [text, setText] = useState("");
  useEffect(() => {
    if (!loaded) return;
    const newest = messages.at(-1)?.id ?? 0;
    const seen = newestSeen.current;
    newestSeen.current = Math.max(seen ?? 0, newest);
    if (seen === null || newest <= seen) return;
    const arrived = messages.filter((message) => message.id > seen && !message.is_mine);
    const first = arrived[0];
    if (!first) return;
    setText(copy.threads.announceNew(partnerName, arrived.length, first.body || copy.threads.announcePhoto));
  }, [messages, partnerName, loaded]);
  return text;
}
