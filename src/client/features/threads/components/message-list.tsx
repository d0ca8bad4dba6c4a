/**
 * The messages of a thread (docs/product.md §2 Thread show): a separator above each day (今日, 昨日, else a Japanese
 * date), the reader's own bubbles on the right and the partner's on the left, and short stamp-like messages
 * (4 characters or fewer, no whitespace) centred.
 */
import { Fragment } from "react";
import { copy } from "#shared/copy.ts";
import { daySeparatorLabel, isShortStamp } from "#shared/message-dates.ts";
import type { MessageView } from "#shared/schemas/threads.ts";

interface MessageListProps {
  messages: MessageView[];
  partnerName: string;
  now: Date;
}

/** A thread's messages with day separators and bubbles (docs/product.md §2 Thread show). */
export function MessageList({ messages, partnerName, now }: MessageListProps) {
  return (
    <ol className="message-list">
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const newDay = !previous || previous.created_at_date !== message.created_at_date;
        const stamp = isShortStamp(message.body);
        const side = message.is_mine ? "mine" : "theirs";
        return (
          <Fragment key={message.id}>
            {newDay ? (
              <li className="message-list__day" aria-hidden="false">
                <span>{daySeparatorLabel(message.created_at_date, now)}</span>
              </li>
            ) : null}
            <li
              className={`message message--${side}${stamp ? " message--stamp" : ""}`}
              data-message-id={message.id}
            >
              <span className="visually-hidden">{message.is_mine ? copy.threads.you : partnerName}</span>
              <p className="message__bubble">{message.body}</p>
              <time className="message__time" dateTime={message.created_at}>
                {message.created_at_time}
              </time>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
