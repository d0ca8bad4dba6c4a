/**
 * The post form of the public board in its three states (docs/product.md §4 "Public message area changes with e-mail
 * state", §5, §6 Gates, §8): visitors are asked to log in; members with an unverified e-mail see why they cannot
 * post and the form is disabled (the field and button point at that reason; the server refuses them too with
 * メール認証が完了していません。…); verified members post. Empty or whitespace-only →
 * メッセージを入力してください; a failure shows the server's message, else 送信エラーが発生しました。
 */
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { fieldErrorsOf, flattenFieldErrors, httpStatusOf, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { MESSAGING } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { usePostPublicMessage } from "../hooks/use-post-public-message.ts";

/** The text to show for a failed post (docs/product.md §8 Public message send). */
function failureText(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 429) return copy.board.tooMany;
  const fieldMessage = flattenFieldErrors(fieldErrorsOf(error))[0];
  if (fieldMessage) return fieldMessage;
  if (status === 403) return copy.board.unverified;
  return serverMessageOf(error) ?? copy.board.sendFailed;
}

/** The public board's post form in its visitor / unverified / verified states (docs/product.md §4). */
export function PublicBoardForm() {
  const id = useId();
  const { user } = useSession();
  const post = usePostPublicMessage();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return (
      <p className="board-form__prompt">
        {copy.board.visitorPrompt}
        <span className="board-form__prompt-links">
          <Link href={paths.login(paths.home())} className="button button--primary">
            {copy.nav.login}
          </Link>
          <Link href={paths.register()} className="button button--outline">
            {copy.nav.register}
          </Link>
        </span>
      </p>
    );
  }
  const verified = user.email_verified_at !== null;

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    if (body.trim().length === 0) {
      setError(copy.board.required);
      return;
    }
    if (!verified) {
      setError(copy.board.unverified);
      return;
    }
    setError(null);
    post.mutate(
      { body },
      {
        onSuccess: () => setBody(""),
        onError: (failure) => setError(failureText(failure)),
      },
    );
  }

  return (
    <form className="board-form" onSubmit={handleSubmit} noValidate>
      {verified ? null : (
        <p className="board-form__notice" id={`${id}-reason`}>
          {copy.board.unverified} <Link href={paths.verifyEmail()}>{copy.board.verifyLink}</Link>
        </p>
      )}
      <label className="visually-hidden" htmlFor={id}>
        {copy.board.label}
      </label>
      <div className="board-form__row">
        <textarea
          id={id}
          className="textarea board-form__input"
          rows={2}
          value={body}
          maxLength={MESSAGING.publicMessageBodyMax}
          placeholder={copy.board.placeholder}
          disabled={!verified}
          aria-invalid={error ? true : undefined}
          aria-describedby={verified ? (error ? `${id}-error` : undefined) : `${id}-reason`}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(null);
          }}
        />
        <button
          type="submit"
          className="button button--primary board-form__submit"
          disabled={!verified || post.isPending}
          aria-describedby={verified ? undefined : `${id}-reason`}
        >
          {post.isPending ? copy.board.sending : copy.board.submit}
        </button>
      </div>
      {error ? (
        <p className="board-form__error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
