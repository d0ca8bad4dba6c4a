/**
 * The trust sections of a profile (docs/product.md §10 Thanks and ratings, Profile activity): the rating counts
 * (良い / 普通 / 残念), the latest reviews received, the member's recent public requests and the requests they
 * helped resolve.
 */
import { Link } from "wouter";
import { StatusBadge } from "#client/components/request-status.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import { RATINGS, type Ratings } from "#shared/schemas/requests.ts";
import "#client/components/request-status.css";

const ui = copy.requests.ui;

/** Ratings, reviews, recent requests and help given of member `userId`. */
export function ProfileTrust({
  userId,
  ratings,
  trace,
  hoursGiven,
}: {
  userId: number;
  ratings: Ratings;
  /** 直前キャンセル and no-shows (docs/product.md "日程調整"). */
  trace: { late_cancellations: number; no_shows: number };
  /** 活動時間: hours given as a helper (docs/product.md "Organisations": hours). */
  hoursGiven: number;
}) {
  const traceCount = trace.late_cancellations + trace.no_shows;
  const reviews = trpc.requests.userReviews.useQuery({ user_id: userId });
  const activity = trpc.requests.activity.useQuery({ user_id: userId });
  return (
    <>
      <section className="profile-section" aria-labelledby="profile-ratings">
        <h2 className="profile-section__title" id="profile-ratings">
          {ui.ratings}
        </h2>
        <div className="profile-section__body">
          <ul className="ratings">
            {RATINGS.map((rating) => (
              <li key={rating} className={`ratings__${rating}`}>
                {ui.ratingCount(copy.requests.rating[rating], ratings[rating])}
              </li>
            ))}
          </ul>
          {hoursGiven > 0 ? <p className="ratings__hours">{ui.hoursGiven(hoursGiven)}</p> : null}
          {traceCount > 0 ? (
            <p className="ratings__trace">{appointmentsCopy.profileCount(traceCount)}</p>
          ) : null}
          {reviews.data && reviews.data.data.length > 0 ? (
            <ul className="profile-reviews">
              {reviews.data.data.slice(0, 5).map((review) => (
                <li key={review.id}>
                  <strong>{review.rating_label}</strong> {review.comment ? `「${review.comment}」 ` : ""}
                  <span className="profile-reviews__meta">
                    {review.reviewer?.name ?? copy.post.deletedUser}・
                    <Link href={paths.post(review.post.id)}>{review.post.title}</Link>
                  </span>
                </li>
              ))}
            </ul>
          ) : reviews.isSuccess ? (
            <p className="profile-section__empty">{ui.noReviews}</p>
          ) : null}
        </div>
      </section>
      <ActivityList title={ui.recentRequests} posts={activity.data?.recent_posts} />
      <ActivityList title={ui.helpGiven} posts={activity.data?.help_given} />
    </>
  );
}

/** A short list of requests: status badge and title. */
function ActivityList({ title, posts }: { title: string; posts: PostView[] | undefined }) {
  if (posts === undefined) return null;
  return (
    <section className="profile-section">
      <h2 className="profile-section__title">{title}</h2>
      <div className="profile-section__body">
        {posts.length === 0 ? (
          <p className="profile-section__empty">{ui.noHelpGiven}</p>
        ) : (
          <ul className="profile-activity">
            {posts.map((post) => (
              <li key={post.id}>
                <StatusBadge status={post.status} />
                <Link href={paths.post(post.id)}>{post.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
