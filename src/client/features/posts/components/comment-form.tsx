/**
 * The comment form under a post (docs/product.md §2 Post detail, §5 "Comment cannot be empty"): コメントを入力してください。
 * before sending, the server's field errors or コメント送信に失敗しました。 after; visitors get a login link that
 * comes back here, members with an unverified e-mail a link to the verify page.
 */
import { type FormEvent, useState } from "react";
import { describedBy } from "#client/components/form-field.tsx";
import { fieldErrorsOf, flattenFieldErrors, httpStatusOf, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { FIELD_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { ZCreateCommentInput } from "#shared/schemas/comments.ts";
import { useAddComment } from "../hooks/use-add-comment.ts";
import { useMemberGate } from "../hooks/use-member-gate.ts";

/**
 * The comment form of post `postId` (コメントを入力してください。 when empty); visitors and unverified members get a button
 * that takes them to log in or verify.
 */
export function CommentForm({ postId }: { postId: number }) {
  const { user } = useSession();
  const gate = useMemberGate();
  const add = useAddComment(postId);
  const [body, setBody] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);

  if (!user || !gate.verified) {
    // Visitors log in and come back; members with an unverified e-mail verify first (docs/product.md §6).
    return (
      <div className="comment-form comment-form--visitor">
        {user ? <p>{copy.emailVerify.requiredNotice}</p> : null}
        <button type="button" className="button button--outline" onClick={() => gate.pass()}>
          {user ? copy.postDetail.commentVerify : copy.postDetail.commentLogin}
        </button>
      </div>
    );
  }

  // A refusal (403: a block, or a category that asks for 団体確認) says why; any other failure the spec's text.
  const refusal = add.isError && httpStatusOf(add.error) === 403 ? serverMessageOf(add.error) : null;
  const serverErrors = add.isError
    ? fieldErrorsOf(add.error)
      ? flattenFieldErrors(fieldErrorsOf(add.error))
      : [refusal ?? copy.errors.commentFailed]
    : [];
  const errors = localError ? [localError] : serverErrors;

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = ZCreateCommentInput.safeParse({ post_id: postId, body });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? copy.validation.commentRequired);
      return;
    }
    setLocalError(null);
    add.mutate(parsed.data, { onSuccess: () => setBody("") });
  }

  return (
    <form className="comment-form" onSubmit={handleSubmit} noValidate>
      <label className="field__label" htmlFor="comment-body">
        {copy.postDetail.commentLabel}
      </label>
      <textarea
        id="comment-body"
        className="textarea comment-form__body"
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={FIELD_LIMITS.commentBody}
        placeholder={copy.postDetail.commentPlaceholder}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy("comment-body", { errors })}
      />
      {errors.length > 0 ? (
        <ul className="field__errors" id="comment-body-error" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="comment-form__actions">
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {add.isPending ? copy.post.submitting : copy.postDetail.commentSubmit}
        </button>
      </div>
    </form>
  );
}
