/**
 * One row of the threads list (docs/product.md §2 Threads list): partner (with the 良い they received, §10), the
 * first 20 characters of the latest message followed by …, its time, and the unread badge (99+ above 99).
 */

import { Link } from "wouter";
import { GoodRatings } from "#client/components/good-ratings.tsx";
import { StatusBadge } from "#client/components/request-status.tsx";
import { UnreadBadge } from "#client/components/unread-badge.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { THREAD_PREVIEW_CHARS } from "#shared/constants.ts";
import { messagePreview, shortMessageTime } from "#shared/message-dates.ts";
import { paths } from "#shared/paths.ts";
import type { ThreadView } from "#shared/schemas/threads.ts";

/** One row of /threads: partner, latest message (20 characters), time, unread badge (docs/product.md §2). */
export function ThreadListItem({
  thread,
  now,
  href = paths.thread(thread.id),
}: {
  thread: ThreadView;
  now: Date;
  /** Where the row opens the thread (an organisation's inbox opens it there). */
  href?: string;
}) {
  const latest = thread.latest_message;
  const unread = thread.unread_count > 0;
  return (
    <li>
      <Link href={href} className={`thread-item${unread ? " thread-item--unread" : ""}`}>
        <UserAvatar name={thread.partner.name} url={thread.partner.avatar_url} size={44} />
        <span className="thread-item__main">
          <span className="thread-item__top">
            <span className="name-with-ratings">
              <span className="thread-item__name">{thread.partner.name}</span>
              <GoodRatings count={thread.partner.good_ratings} />
            </span>
            {latest ? (
              <time className="thread-item__time" dateTime={latest.created_at}>
                {shortMessageTime(new Date(latest.created_at), now)}
              </time>
            ) : null}
          </span>
          {thread.post ? (
            <span className="thread-item__request">
              <StatusBadge status={thread.post.status} />
              <span className="thread-item__request-title">{thread.post.title}</span>
            </span>
          ) : null}
          <span className="thread-item__bottom">
            <span className="thread-item__preview">
              {latest ? messagePreview(latest.body, THREAD_PREVIEW_CHARS) : "\u00a0"}
            </span>
            <UnreadBadge count={thread.unread_count} className="thread-item__badge" />
          </span>
        </span>
      </Link>
    </li>
  );
}
