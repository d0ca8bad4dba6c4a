/**
 * What a screen reader hears when the partner's messages arrive while a thread is open (docs/product.md §2 Thread
 * show, "Keyboard and screen readers"): one polite announcement per arrival — that one came, or how many at once
 * — never for the messages already there when the page opened, older pages loaded on demand, or the reader's own.
 * The texts themselves are not repeated: the reader finds them at the end of the list.
 */
import { useEffect, useRef, useState } from "react";
import { copy } from "#shared/copy.ts";
import type { MessageView } from "#shared/schemas/threads.ts";

/**
 * The text for the thread's live region: "" until the partner writes. `loaded` is false while the thread's first
 * page is on its way (its messages are not news).
 */
export function useMessageAnnouncement(messages: readonly MessageView[], loaded: boolean): string {
  const newestSeen = useRef<number | null>(null);
  const [text, setText] = useState("");
  useEffect(() => {
    if (!loaded) return;
    const newest = messages.at(-1)?.id ?? 0;
    const seen = newestSeen.current;
    newestSeen.current = Math.max(seen ?? 0, newest);
    if (seen === null || newest <= seen) return;
    const arrived = messages.filter((message) => message.id > seen && !message.is_mine).length;
    if (arrived > 0) setText(copy.threads.announceNew(arrived));
  }, [messages, loaded]);
  return text;
}
