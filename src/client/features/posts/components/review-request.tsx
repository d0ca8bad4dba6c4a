/**
 * What the author of a request an administrator hid reads on its page (docs/product.md §12 Reporting and
 * moderation): that others do not see it, and 再審査を依頼する with an optional message — once per item (the
 * server answers 「この内容の再審査はすでに依頼済みです。」 to a second request, shown here).
 */
import { useId, useState } from "react";
import { fieldErrorsOf, flattenFieldErrors, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { useRequestReview } from "../hooks/use-request-review.ts";

const r = copy.safety.review;

/** The notice and the review request of hidden content `targetId` of type `targetType`. */
export function ReviewRequest({
  targetType,
  targetId,
}: {
  targetType: "post" | "comment" | "public_message" | "message";
  targetId: number;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  const request = useRequestReview();

  async function send(): Promise<void> {
    try {
      const done = await request.mutateAsync({
        target_type: targetType,
        target_id: targetId,
        message: message.trim() || undefined,
      });
      setAnswer({ text: done.message, failed: false });
      setOpen(false);
    } catch (failure) {
      const text = flattenFieldErrors(fieldErrorsOf(failure))[0] ?? serverMessageOf(failure) ?? r.failed;
      setAnswer({ text, failed: true });
    }
  }

  return (
    <div className="moderation-notice review-request">
      <p className="moderation-notice__text">{copy.safety.moderation.removedNote}</p>
      {answer ? (
        <p className="moderation-notice__text" role={answer.failed ? "alert" : "status"}>
          {answer.text}
        </p>
      ) : null}
      {answer && !answer.failed ? null : open ? (
        <form
          className="review-request__form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${id}-message`}>{r.messageLabel}</label>
          <textarea
            id={`${id}-message`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={3}
            maxLength={1000}
          />
          <span>
            <button type="submit" className="button button--primary" disabled={request.isPending}>
              {r.button}
            </button>
          </span>
        </form>
      ) : (
        <button type="button" className="button button--outline" onClick={() => setOpen(true)}>
          {r.button}
        </button>
      )}
    </div>
  );
}
