/**
 * The キャンセル dialog of a 予定 (docs/product.md "日程調整"): a native <dialog> with the three reasons (体調不良,
 * 予定が合わなくなった, その他 with a text), the 直前キャンセル warning when the start is less than 24 hours away,
 * and the server's Japanese 422 under the form.
 */
import { useEffect, useId, useRef, useState } from "react";
import { fieldErrorsOf, flattenFieldErrors, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import {
  type AppointmentView,
  CANCEL_REASONS,
  type CancelReason,
  LATE_CANCELLATION_MS,
} from "#shared/schemas/appointments.ts";
import { useCancelAppointment } from "../hooks/use-appointments.ts";
import "#client/components/safety.css";

const a = appointmentsCopy;

/** The reason dialog of `appointment`, open as soon as it mounts; `onClose` when it closes (sent or not). */
export function AppointmentCancelDialog({
  appointment,
  onClose,
  onDone,
}: {
  appointment: AppointmentView;
  onClose: () => void;
  onDone: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const formId = useId();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelAppointment(appointment.thread_id);
  const late =
    appointment.starts_at !== null && Date.parse(appointment.starts_at) - Date.now() < LATE_CANCELLATION_MS;
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
      setError(a.reasonInvalid);
      return;
    }
    try {
      await cancel.mutateAsync({ id: appointment.id, reason, note });
      close();
      onDone();
    } catch (failure) {
      setError(flattenFieldErrors(fieldErrorsOf(failure))[0] ?? serverMessageOf(failure) ?? a.notCancellable);
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
          {a.panel.cancelDialogTitle}
        </h2>
        <p>
          {appointment.when} {appointment.place}
        </p>
        {late ? <p className="appointment__warning">{a.panel.cancelLate}</p> : null}
        <fieldset className="safety-dialog__reasons">
          <legend>{a.fields.reason}</legend>
          {CANCEL_REASONS.map((value) => (
            <label key={value} className="safety-dialog__reason">
              <input
                type="radio"
                name={`${formId}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {a.reasons[value]}
            </label>
          ))}
        </fieldset>
        {reason === "other" ? (
          <label className="safety-dialog__detail">
            {a.fields.note}
            <textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              maxLength={500}
            />
          </label>
        ) : null}
        {error ? (
          <p className="safety-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="safety-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {a.panel.close}
          </button>
          <button type="submit" className="button button--primary" disabled={cancel.isPending}>
            {a.panel.cancelSubmit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
