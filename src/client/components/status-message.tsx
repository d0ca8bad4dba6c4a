/** Quiet states of a list or page: loading, empty and failed. */
import { copy } from "#shared/copy.ts";
import { AlertIcon } from "./icons.tsx";

/** The loading state of a list or page (copy.common.loading unless `label`). */
export function LoadingState({ label = copy.common.loading }: { label?: string }) {
  return (
    <div className="status status--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The empty state of a list: `message` (docs/product.md §8 empty texts). */
export function EmptyState({ message }: { message: string }) {
  return <p className="status status--empty">{message}</p>;
}

/** The failed state of a list or page: `message` as an alert (docs/product.md §8). */
export function FailureState({ message }: { message: string }) {
  return (
    <p className="status status--error" role="alert">
      <AlertIcon size={18} />
      {message}
    </p>
  );
}
