/** Quiet states of a list or page: loading, empty and failed. */
import { copy } from "#shared/copy.ts";
import { AlertIcon } from "./icons.tsx";

export function LoadingState({ label = copy.common.loading }: { label?: string }) {
  return (
    <div className="status status--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return <p className="status status--empty">{message}</p>;
}

export function FailureState({ message }: { message: string }) {
  return (
    <p className="status status--error" role="alert">
      <AlertIcon size={18} />
      {message}
    </p>
  );
}
