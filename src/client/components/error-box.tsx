/**
 * The error box of docs/product.md §8: the title copy.errors.errorBoxTitle and every message as a list.
 * It takes the focus when it appears, so the messages are seen (and read out) after a failed submit.
 */
import { useEffect, useRef } from "react";
import { copy } from "#shared/copy.ts";
import { AlertIcon } from "./icons.tsx";

/**
 * The error box of docs/product.md §8 for `messages` (nothing when empty); takes the focus when its messages change.
 */
export function ErrorBox({ messages }: { messages: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = messages.join("\n");
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  if (messages.length === 0) return null;
  return (
    <div className="error-box" role="alert" tabIndex={-1} ref={ref}>
      <p className="error-box__title">
        <AlertIcon size={18} />
        {copy.errors.errorBoxTitle}
      </p>
      <ul className="error-box__list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
