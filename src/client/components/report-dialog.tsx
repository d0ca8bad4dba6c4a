/**
 * The 通報 dialog (docs/product.md §12 Reporting), loaded on the first press of a ReportButton: a native <dialog>
 * with the reasons in Japanese (none chosen until the member picks one) and an optional detail; sends
 * safety.report and thanks the member.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useFlash } from "#client/components/flash-message.tsx";
import { fieldErrorsOf, flattenFieldErrors, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useReport } from "#client/lib/use-report.ts";
import { copy } from "#shared/copy.ts";
import { REPORT_REASONS, type ReportReason, type ReportTargetType } from "#shared/schemas/safety.ts";
import "./safety.css";

interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: number;
  /** Called when the dialog closes (sent or cancelled). */
  onClose: () => void;
}

const s = copy.safety.report;

/** The report form, shown as a modal as soon as it mounts. */
export function ReportDialog({ targetType, targetId, onClose }: ReportDialogProps) {
  const { show } = useFlash();
  const dialog = useRef<HTMLDialogElement>(null);
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = useReport();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  function close(): void {
    if (dialog.current?.open) dialog.current.close();
    onClose();
  }

  async function submit(): Promise<void> {
    setError(null);
    if (reason === null) {
      setError(s.reasonRequired);
      return;
    }
    try {
      await report.mutateAsync({ target_type: targetType, target_id: targetId, reason, detail });
      close();
      show(s.thanks);
    } catch (failure) {
      setError(flattenFieldErrors(fieldErrorsOf(failure))[0] ?? serverMessageOf(failure) ?? s.failed);
    }
  }

  return (
    <dialog ref={dialog} className="safety-dialog" aria-labelledby={`${formId}-title`} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id={`${formId}-title`} className="safety-dialog__title">
          {s.heading(s.targets[targetType])}
        </h2>
        <fieldset className="safety-dialog__reasons">
          <legend>{s.reasonLabel}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="safety-dialog__reason">
              <input
                type="radio"
                name={`${formId}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {s.reasons[value]}
            </label>
          ))}
        </fieldset>
        <label className="safety-dialog__detail">
          {s.detailLabel}
          <textarea
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
            rows={3}
            maxLength={1000}
          />
        </label>
        {error ? (
          <p className="safety-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="safety-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {s.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={report.isPending}>
            {s.submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
