/**
 * The messages of a thread (docs/product.md §2 Thread show): a separator above each day (今日, 昨日, else a Japanese
 * date), the reader's own bubbles on the right and the partner's on the left, and short stamp-like messages
 * (4 characters or fewer, no whitespace) centred. A centred stamp has no side to tell its sender, so it carries a
 * visible sender label (あなた or the partner's name) and the sender's bubble colour as a ring (docs/product.md
 * "Phone first"). A message's photos show under its text (docs/product.md "スレッドの写真"), and 「既読」 beside the
 * time of the reader's own messages the partner read (docs/product.md "既読").
 */
import { Fragment } from "react";
import { ModerationMark } from "#client/components/moderation-mark.tsx";
import { ReportButton } from "#client/components/report-button.tsx";
import { copy } from "#shared/copy.ts";
import { daySeparatorLabel, isShortStamp } from "#shared/message-dates.ts";
import type { MessageView } from "#shared/schemas/threads.ts";
import { MessagePhotos } from "./message-photos.tsx";

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
        const stamp = message.images.length === 0 && message.body !== "" && isShortStamp(message.body);
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
              <span className={stamp ? "message__sender" : "visually-hidden"}>
                {message.is_mine ? copy.threads.you : partnerName}
              </span>
              {message.body ? <p className="message__bubble">{message.body}</p> : null}
              <MessagePhotos
                images={message.images}
                senderName={message.is_mine ? copy.threads.you : partnerName}
              />
              {message.contact_masked ? (
                <small className="message__masked-note">{copy.safety.contact.maskedNote}</small>
              ) : null}
              <span className="message__meta">
                <time className="message__time" dateTime={message.created_at}>
                  {message.created_at_time}
                </time>
                {message.is_mine && message.read_at ? (
                  // docs/product.md "既読": the partner read it (both turned 既読 on).
                  <span className="message__read">{copy.threadMedia.readReceipts.read}</span>
                ) : null}
                {message.is_mine ? (
                  <ModerationMark moderation={message.moderation} />
                ) : message.moderation === null ? (
                  <ReportButton targetType="message" targetId={message.id} />
                ) : null}
              </span>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
