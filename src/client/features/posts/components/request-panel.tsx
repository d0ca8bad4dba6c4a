/**
 * The request status block of the post detail (docs/product.md §10): the status badge and request details for
 * everyone; for the author (or an administrator) the status form, naming the helper among the members who
 * commented or talked with them when marking it 解決済み; after resolution the thanks-and-rating form for the
 * author and the helper, and the reviews already given.
 */
import { type FormEvent, useState } from "react";
import { FieldErrors } from "#client/components/field-errors.tsx";
import { useFlash } from "#client/components/flash-message.tsx";
import { RequestDetails, StatusBadge } from "#client/components/request-status.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, flattenFieldErrors } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import type { PostDetail } from "#shared/schemas/posts.ts";
import {
  HELPER_HOURS,
  POST_STATUSES,
  type PostStatus,
  RATINGS,
  type Rating,
  REVIEW_COMMENT_MAX,
} from "#shared/schemas/requests.ts";
import { useCreateReview, useSetPostStatus } from "../hooks/use-request-writes.ts";

const ui = copy.requests.ui;

/** Badge, details and, for those who may act, the status and review forms of one request. */
export function RequestPanel({ post }: { post: PostDetail }) {
  const { user } = useSession();
  const mayChange = post.can_update || (user?.is_admin ?? false);
  return (
    <section className="request-panel" aria-label={copy.requests.fields.status}>
      <div className="request-panel__summary">
        <StatusBadge status={post.status} />
        <RequestDetails post={post} />
      </div>
      {mayChange && user ? <StatusForm post={post} /> : null}
      {post.status === "resolved" && post.helper ? <ReviewBlock post={post} /> : null}
    </section>
  );
}

/** The hours the author may record for the helper: 0.5 to 24, in halves (docs/product.md "Organisations": hours). */
const HOUR_CHOICES = Array.from(
  { length: (HELPER_HOURS.max - HELPER_HOURS.min) / HELPER_HOURS.step + 1 },
  (_, index) => HELPER_HOURS.min + index * HELPER_HOURS.step,
);

/** The author's status form: status, and on 解決済み the helper and the hours they gave (both optional). */
function StatusForm({ post }: { post: PostDetail }) {
  const flash = useFlash();
  const [status, setStatus] = useState<PostStatus>(post.status);
  const [helperId, setHelperId] = useState<string>(post.helper ? String(post.helper.id) : "");
  const [hours, setHours] = useState<string>("");
  const candidates = trpc.requests.helperCandidates.useQuery(
    { post_id: post.id },
    { enabled: status === "resolved" },
  );
  const save = useSetPostStatus();
  const errors = save.isError ? flattenFieldErrors(fieldErrorsOf(save.error)) : [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A failure shows in the form (save.error); mutateAsync thanks even when the form is gone by then.
    save
      .mutateAsync({
        id: post.id,
        status,
        helper_id: status === "resolved" && helperId !== "" ? Number(helperId) : null,
        hours: status === "resolved" && helperId !== "" && hours !== "" ? Number(hours) : null,
      })
      .then(
        () => flash.show(ui.statusSaved),
        () => undefined,
      );
  };
  return (
    <form className="request-panel__form" onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor="request-status">
          {ui.changeStatus}
        </label>
        <select
          id="request-status"
          className="select"
          value={status}
          onChange={(event) => setStatus(event.target.value as PostStatus)}
        >
          {POST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {copy.requests.status[value]}
            </option>
          ))}
        </select>
      </div>
      {status === "resolved" ? (
        <div className="field">
          <label className="field__label" htmlFor="request-helper">
            {ui.chooseHelper}
          </label>
          <select
            id="request-helper"
            className="select"
            value={helperId}
            onChange={(event) => setHelperId(event.target.value)}
          >
            <option value="">{ui.noHelper}</option>
            {(candidates.data?.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {status === "resolved" && helperId !== "" ? (
        <div className="field">
          <label className="field__label" htmlFor="request-hours">
            {ui.hoursLabel}
          </label>
          <select
            id="request-hours"
            className="select"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
          >
            <option value="">{ui.hoursNone}</option>
            {HOUR_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {ui.hoursOption(choice)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FieldErrors messages={errors} alert />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {ui.statusSave}
      </button>
    </form>
  );
}

/** The reviews of a resolved request and, for its author or helper who has not rated yet, the rating form. */
function ReviewBlock({ post }: { post: PostDetail }) {
  const { user } = useSession();
  const reviews = trpc.requests.postReviews.useQuery({ post_id: post.id });
  const isAuthor = user !== null && user !== undefined && post.user?.id === user.id;
  const isHelper = user !== null && user !== undefined && post.helper?.id === user.id;
  const mine = reviews.data?.data.find((review) => review.reviewer?.id === user?.id);
  const other = isAuthor ? post.helper?.name : post.user?.name;
  return (
    <div className="request-panel__reviews">
      <h2 className="request-panel__title">{ui.reviewTitle}</h2>
      {(reviews.data?.data ?? []).map((review) => (
        <p key={review.id} className="request-panel__review">
          <strong>{review.rating_label}</strong> {review.reviewer?.name ?? copy.post.deletedUser}
          {review.comment ? `「${review.comment}」` : ""}
        </p>
      ))}
      {(isAuthor || isHelper) && reviews.isSuccess ? (
        mine ? (
          <p className="request-panel__done">{ui.reviewDone}</p>
        ) : (
          <ReviewForm
            postId={post.id}
            revieweeId={(isAuthor ? post.helper?.id : post.user?.id) ?? null}
            heading={isAuthor ? ui.reviewAsAuthor(other ?? "") : ui.reviewAsHelper(other ?? "")}
          />
        )
      ) : null}
    </div>
  );
}

/** 良い / 普通 / 残念 and an optional word of thanks. */
function ReviewForm({
  postId,
  revieweeId,
  heading,
}: {
  postId: number;
  revieweeId: number | null;
  heading: string;
}) {
  const flash = useFlash();
  const [rating, setRating] = useState<Rating>("good");
  const [comment, setComment] = useState("");
  const send = useCreateReview(revieweeId);
  const errors = send.isError ? flattenFieldErrors(fieldErrorsOf(send.error)) : [];
  return (
    <form
      className="request-panel__form"
      onSubmit={(event) => {
        event.preventDefault();
        // The form makes way for 「評価済み」 as the reviews come back: mutateAsync thanks all the same.
        send.mutateAsync({ post_id: postId, rating, comment: comment || null }).then(
          () => flash.show(ui.reviewSent),
          () => undefined,
        );
      }}
    >
      <fieldset className="request-panel__ratings">
        <legend className="field__label">{heading}</legend>
        {RATINGS.map((value) => (
          <label key={value} className="request-panel__rating">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            {copy.requests.rating[value]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="review-comment">
          {copy.requests.fields.comment}
        </label>
        <textarea
          id="review-comment"
          className="input"
          rows={2}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={ui.commentPlaceholder}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <FieldErrors messages={errors} alert />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {ui.reviewSubmit}
      </button>
    </form>
  );
}
