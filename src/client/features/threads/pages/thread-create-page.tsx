/**
 * /threads/create (docs/product.md §2 Thread create, §5 "user_id required", §8): with `?user_id=` it opens or creates
 * the thread with that member and goes to /threads/{id} (the message-the-author and 依頼・相談する buttons); when the
 * server refuses because of a block (403, docs/product.md §12 Blocking) it says so, with a way back to the member's
 * profile, instead of the form; without `?user_id=`, a small form asks for the user id.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ErrorBox } from "#client/components/error-box.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { fieldErrorsOf, flattenFieldErrors, httpStatusOf, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { useOpenThread } from "../hooks/use-open-thread.ts";
import "../threads.css";

/** A positive whole number from a query or form value, else null. */
function parseUserId(raw: string | null): number | null {
  if (raw === null || !/^\s*\d{1,9}\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** /threads/create (docs/product.md §2 Thread create): opens the thread with `?user_id=` or asks for it. */
/** The server's text of a 403 (a block: copy.safety.block.cannotMessage, docs/product.md §12), else nothing. */
function refusal(error: unknown): string[] {
  const message = httpStatusOf(error) === 403 ? serverMessageOf(error) : null;
  return message ? [message] : [];
}

export function ThreadCreatePage() {
  useDocumentHead(copy.threads.titles.create);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const queryUserId = query.get("user_id");
  // docs/product.md §10: opened from a request's 「投稿者にメッセージ」, the thread carries that request.
  const queryPostId = parseUserId(query.get("post_id") ?? "");
  const open = useOpenThread();
  const [value, setValue] = useState(queryUserId ?? "");
  const [errors, setErrors] = useState<string[]>([]);
  // The server's refusal of the thread (a block): the page says it and offers a way back, not the form.
  const [refused, setRefused] = useState<{ message: string; userId: number } | null>(null);
  const started = useRef<string | null>(null);

  // With ?user_id= the thread opens at once (once per id, even under StrictMode's double effects).
  useEffect(() => {
    if (queryUserId === null || started.current === queryUserId) return;
    started.current = queryUserId;
    const userId = parseUserId(queryUserId);
    if (userId === null) {
      setErrors([copy.threads.createFailed]);
      return;
    }
    open.mutate(
      { user_id: userId, ...(queryPostId === null ? {} : { post_id: queryPostId }) },
      {
        onSuccess: (thread) => navigate(paths.thread(thread.id), { replace: true }),
        onError: (error) => {
          const [message] = refusal(error);
          if (message) {
            setRefused({ message, userId });
            return;
          }
          setErrors([copy.threads.createFailed, ...flattenFieldErrors(fieldErrorsOf(error))]);
        },
      },
    );
  }, [queryUserId, queryPostId, open.mutate, navigate]);

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    const userId = parseUserId(value);
    if (userId === null) {
      setErrors([copy.threads.userIdRequired]);
      return;
    }
    setErrors([]);
    open.mutate(
      { user_id: userId },
      {
        onSuccess: (thread) => navigate(paths.thread(thread.id)),
        onError: (error) =>
          setErrors([
            copy.threads.createFormFailed,
            ...flattenFieldErrors(fieldErrorsOf(error)),
            ...refusal(error),
          ]),
      },
    );
  }

  if (refused) {
    return (
      <div className="container page page--narrow thread-create">
        <header className="page-head">
          <h1 className="page-head__title">{copy.threads.titles.create}</h1>
        </header>
        <p className="thread-create__refused" role="alert">
          {refused.message}
        </p>
        <p className="thread-create__ways">
          <Link href={paths.profile(refused.userId)} className="button button--outline">
            {copy.safety.block.backToProfile}
          </Link>
          <Link href={paths.threads()} className="button button--ghost">
            {copy.threads.backToList}
          </Link>
        </p>
      </div>
    );
  }

  const opening = queryUserId !== null && errors.length === 0;
  return (
    <div className="container page page--narrow thread-create">
      <header className="page-head">
        <h1 className="page-head__title">{copy.threads.titles.create}</h1>
        {opening ? null : <p className="page-head__lead">{copy.threads.createLead}</p>}
      </header>
      {opening ? (
        <>
          <LoadingState label={copy.threads.opening} />
          <p className="thread-create__opening">{copy.threads.opening}</p>
        </>
      ) : (
        <form className="thread-create__form" onSubmit={handleSubmit} noValidate>
          <ErrorBox messages={errors} />
          <FormField id="thread-user-id" label={copy.threads.userIdLabel} required>
            <input
              id="thread-user-id"
              className="input"
              inputMode="numeric"
              autoComplete="off"
              value={value}
              aria-describedby={describedBy("thread-user-id", {})}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
          <button type="submit" className="button button--primary" disabled={open.isPending}>
            {copy.threads.createSubmit}
          </button>
        </form>
      )}
    </div>
  );
}
