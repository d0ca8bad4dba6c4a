/**
 * Request status pieces shared by cards, the detail, threads and profiles (docs/product.md §10): the status
 * badge (resolved and closed read quieter), the reward / needed-by / helpers line, and the request a thread is
 * about.
 */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";
import { formatCalendarDayJa, todayInJapan } from "#shared/dates.ts";
import { paths } from "#shared/paths.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import type { PostStatus, ThreadRequest } from "#shared/schemas/requests.ts";
import "./request-status.css";

/** True for a request that is finished (its card steps back). */
export function isFinished(status: PostStatus): boolean {
  return status === "resolved" || status === "closed";
}

/**
 * The status badge: 募集中, やりとり中, 解決済み or 締め切り — from the catalogue by status rather than the answer's
 * `status_label` (Japanese on the wire), so it reads in the page's language (docs/product.md "Languages").
 */
export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{copy.requests.status[status]}</span>;
}

/**
 * 謝礼 3,000円 · 12月24日(木)まで · 募集 2人 (only what the author filled in; 無償 is said once). The date wanted
 * reads the Japanese way with its weekday (formatCalendarDayJa), its year only when it is not this year's.
 */
export function RequestDetails({ post }: { post: PostView }) {
  // By type from the catalogue, not the answer's Japanese `reward_label` (the page's language).
  const rewardLabel = copy.requests.reward[post.reward_type];
  const reward =
    post.reward_type === "money" && post.reward_amount !== null
      ? `${rewardLabel} ${copy.requests.ui.yen(post.reward_amount)}`
      : rewardLabel;
  return (
    <ul className="request-details" aria-label={copy.requests.fields.reward_type}>
      <li className={`request-details__reward request-details__reward--${post.reward_type}`}>{reward}</li>
      {post.needed_by ? (
        <li>
          <time dateTime={post.needed_by} title={copy.requests.fields.needed_by}>
            {copy.requests.ui.neededBy(formatCalendarDayJa(post.needed_by, todayInJapan()))}
          </time>
        </li>
      ) : null}
      {post.helpers_needed > 1 ? <li>{copy.requests.ui.helpersNeeded(post.helpers_needed)}</li> : null}
      {post.helper ? <li>{copy.requests.ui.helper(post.helper.name)}</li> : null}
    </ul>
  );
}

/** The request a thread is about, at the top of the thread screen and in the thread list. */
export function ThreadRequestLine({ request, link = true }: { request: ThreadRequest; link?: boolean }) {
  return (
    <div className="thread-request">
      <span className="thread-request__label">{copy.requests.ui.threadAbout}</span>
      <StatusBadge status={request.status} />
      {link ? <Link href={paths.post(request.id)}>{request.title}</Link> : <span>{request.title}</span>}
    </div>
  );
}

/** The 「募集中のみ」 switch of a list screen. */
export function OpenOnlyToggle({
  id,
  on,
  onChange,
}: {
  id: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="open-only-toggle" htmlFor={id}>
      <input id={id} type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
      {copy.requests.ui.openOnly}
    </label>
  );
}
