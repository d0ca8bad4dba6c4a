/**
 * What a settings form shows after sending: the server's field errors in the error box (docs/product.md §8), a fallback
 * text for other failures, or the success message.
 */
import { ErrorBox } from "#client/components/error-box.tsx";
import { type FieldErrors, flattenFieldErrors } from "#client/lib/trpc-errors.ts";

interface FormOutcomeProps {
  fieldErrors: FieldErrors | null;
  failed: boolean;
  failureText: string;
  success: string | null;
}

/** A settings form's outcome: its error box (docs/product.md §8) or its success message. */
export function FormOutcome({ fieldErrors, failed, failureText, success }: FormOutcomeProps) {
  if (fieldErrors) return <ErrorBox messages={flattenFieldErrors(fieldErrors)} />;
  if (failed) return <ErrorBox messages={[failureText]} />;
  if (success) {
    return (
      <p className="account-notice account-notice--success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
