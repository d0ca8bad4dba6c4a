/**
 * The error list under a form field or form (docs/product.md §5 "Validation rules"): one item per message,
 * nothing when there is none. `id` lets the field point at it with aria-describedby; `alert` announces a
 * form-level list when it appears.
 */
export function FieldErrors({
  messages,
  id,
  alert = false,
}: {
  messages: readonly string[];
  id?: string;
  alert?: boolean;
}) {
  if (messages.length === 0) return null;
  return (
    <ul className="field__errors" id={id} role={alert ? "alert" : undefined}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
