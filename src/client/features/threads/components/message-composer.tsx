/**
 * The send box of a thread: Enter sends on devices with a keyboard (Shift+Enter for a new line), never while an
 * IME composition is in progress (the Enter that confirms a conversion); on touch devices Enter is a new line and
 * the button sends. Keeps the text when sending fails.
 */
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { MESSAGING } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";

interface MessageComposerProps {
  onSend: (body: string) => Promise<boolean>;
  sending: boolean;
  error: string | null;
}

/** True while an IME composition is in progress (keyCode 229 covers Safari's composition Enter). */
function isComposing(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** The send box of a thread (docs/product.md §2 Thread show): Enter sends on keyboards, never mid-IME. */
export function MessageComposer({ onSend, sending, error }: MessageComposerProps) {
  const id = useId();
  const [body, setBody] = useState("");
  const [composing, setComposing] = useState(false);
  const empty = body.trim().length === 0;

  async function submit(): Promise<void> {
    if (empty || sending) return;
    if (await onSend(body)) setBody("");
  }

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    void submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== "Enter" || event.shiftKey || composing || isComposing(event)) return;
    if (window.matchMedia("(pointer: coarse)").matches) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form className="composer" onSubmit={handleSubmit}>
      {error ? (
        <p className="composer__error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="composer__row">
        <label className="visually-hidden" htmlFor={id}>
          {copy.threads.composerLabel}
        </label>
        <textarea
          id={id}
          className="textarea composer__input"
          rows={1}
          value={body}
          maxLength={MESSAGING.messageBodyMax}
          placeholder={copy.threads.composerPlaceholder}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={handleKeyDown}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
        />
        <button type="submit" className="button button--primary composer__send" disabled={empty || sending}>
          {sending ? copy.threads.sending : copy.threads.send}
        </button>
      </div>
    </form>
  );
}
