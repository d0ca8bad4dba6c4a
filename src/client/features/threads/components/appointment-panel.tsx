/**
 * 日程調整 at the top of a thread (docs/product.md "日程調整"): the confirmed 予定 with 「カレンダーに追加 (.ics)」,
 * 「キャンセル」 (reason dialog) and, after the start, 「来なかった」; an open proposal with one 「この日時で確定」
 * button per slot and 「都合が合わない」 for the other participant (the proposer sees it waiting, and may withdraw
 * it); and the proposal form (up to 3 datetime-local inputs, each with a place note) behind 「日程を提案する」.
 */
import { useId, useState } from "react";
import { useFlash } from "#client/components/flash-message.tsx";
import { fieldErrorsOf, flattenFieldErrors, serverMessageOf } from "#client/lib/trpc-errors.ts";
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { type AppointmentView, MAX_APPOINTMENT_SLOTS } from "#shared/schemas/appointments.ts";
import {
  useAcceptAppointment,
  useCancelAppointment,
  useDeclineAppointment,
  useProposeAppointment,
  useReportNoShow,
  useThreadAppointments,
} from "../hooks/use-appointments.ts";
import { AppointmentCancelDialog } from "./appointment-cancel-dialog.tsx";

const a = appointmentsCopy;

/** The first refusal text of a failed write: a field error, the server's text, or `fallback`. */
function failureText(failure: unknown, fallback: string): string {
  return flattenFieldErrors(fieldErrorsOf(failure))[0] ?? serverMessageOf(failure) ?? fallback;
}

/** A confirmed 予定 of the thread. */
function ConfirmedCard({ appointment }: { appointment: AppointmentView }) {
  const { show } = useFlash();
  const [cancelling, setCancelling] = useState(false);
  const noShow = useReportNoShow(appointment.thread_id);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="appointment appointment--confirmed" aria-label={a.panel.heading}>
      <p className="appointment__heading">{a.panel.heading}</p>
      <p className="appointment__when">{appointment.when}</p>
      {appointment.place ? <p className="appointment__place">{appointment.place}</p> : null}
      {appointment.no_show_reported_by !== null ? (
        <p className="appointment__mark">{a.panel.noShowMark}</p>
      ) : null}
      <div className="appointment__actions">
        {appointment.ics_url ? (
          <a className="button button--outline" href={appointment.ics_url} download>
            {a.panel.ics}
          </a>
        ) : null}
        {appointment.can.cancel ? (
          <button type="button" className="button button--ghost" onClick={() => setCancelling(true)}>
            {a.panel.cancel}
          </button>
        ) : null}
        {appointment.can.no_show ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={noShow.isPending}
            onClick={() => {
              setError(null);
              noShow.mutate(
                { id: appointment.id },
                {
                  onSuccess: () => show(a.panel.noShowDone),
                  onError: (failure) => setError(failureText(failure, a.noShowNotConfirmed)),
                },
              );
            }}
          >
            {a.panel.noShow}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field__errors" role="alert">
          {error}
        </p>
      ) : null}
      {cancelling ? (
        <AppointmentCancelDialog
          appointment={appointment}
          onClose={() => setCancelling(false)}
          onDone={() => show(a.panel.cancelledDone)}
        />
      ) : null}
    </section>
  );
}

/** An open proposal: slot buttons for the other participant, a waiting note for the proposer. */
function ProposalCard({ appointment }: { appointment: AppointmentView }) {
  const { show } = useFlash();
  const accept = useAcceptAppointment(appointment.thread_id);
  const decline = useDeclineAppointment(appointment.thread_id);
  const withdraw = useCancelAppointment(appointment.thread_id);
  const [error, setError] = useState<string | null>(null);
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const answering = appointment.can.accept;
  return (
    <section className="appointment appointment--proposed" aria-label={a.panel.proposalHeading}>
      <p className="appointment__heading">{a.panel.proposalHeading}</p>
      <p className="appointment__lead">{answering ? a.panel.proposedByPartner : a.panel.proposedByMe}</p>
      <ul className="appointment__slots">
        {appointment.slots.map((slot, index) => (
          <li key={slot.starts_at}>
            {answering ? (
              <button
                type="button"
                className="button button--primary appointment__slot"
                disabled={busy}
                aria-label={a.panel.chooseLabel(slot.when, slot.place)}
                onClick={() => {
                  setError(null);
                  accept.mutate(
                    { id: appointment.id, slot: index },
                    {
                      onSuccess: () => show(a.panel.confirmed),
                      onError: (failure) => setError(failureText(failure, a.notProposed)),
                    },
                  );
                }}
              >
                <span className="appointment__slot-when">{slot.when}</span>
                {slot.place ? <span className="appointment__slot-place">{slot.place}</span> : null}
                <span className="appointment__slot-action">{a.panel.choose}</span>
              </button>
            ) : (
              <span className="appointment__slot appointment__slot--static">
                <span className="appointment__slot-when">{slot.when}</span>
                {slot.place ? <span className="appointment__slot-place">{slot.place}</span> : null}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="appointment__actions">
        {answering ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() =>
              decline.mutate(
                { id: appointment.id },
                {
                  onSuccess: () => show(a.panel.declinedDone),
                  onError: (failure) => setError(failureText(failure, a.notProposed)),
                },
              )
            }
          >
            {a.panel.decline}
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() =>
              withdraw.mutate(
                { id: appointment.id, reason: "schedule" },
                { onError: (failure) => setError(failureText(failure, a.notCancellable)) },
              )
            }
          >
            {a.panel.withdraw}
          </button>
        )}
      </div>
      {error ? (
        <p className="field__errors" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The proposal form: up to 3 slots (datetime-local, a time in Japan) with a place note each. */
function ProposalForm({ threadId, onDone }: { threadId: number; onDone: () => void }) {
  const { show } = useFlash();
  const formId = useId();
  const propose = useProposeAppointment(threadId);
  const [slots, setSlots] = useState(() =>
    Array.from({ length: MAX_APPOINTMENT_SLOTS }, () => ({ starts_at: "", place: "" })),
  );
  const [error, setError] = useState<string | null>(null);
  function update(index: number, key: "starts_at" | "place", value: string): void {
    setSlots((old) => old.map((slot, i) => (i === index ? { ...slot, [key]: value } : slot)));
  }
  async function submit(): Promise<void> {
    setError(null);
    const filled = slots.filter((slot) => slot.starts_at !== "");
    try {
      await propose.mutateAsync({ id: threadId, slots: filled });
      show(a.panel.sent);
      onDone();
    } catch (failure) {
      setError(failureText(failure, a.slotsRequired));
    }
  }
  return (
    <form
      className="appointment appointment-form"
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p id={`${formId}-title`} className="appointment__heading">
        {a.panel.formToggle}
      </p>
      <p className="appointment__lead">{a.panel.formLead}</p>
      {slots.map((slot, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the three inputs are fixed positions.
        <fieldset key={index} className="appointment-form__slot">
          <legend>{a.panel.slotLabel(index + 1)}</legend>
          <label className="appointment-form__field">
            <span>{a.fields.starts_at}</span>
            <input
              type="datetime-local"
              className="input"
              value={slot.starts_at}
              onChange={(event) => update(index, "starts_at", event.target.value)}
            />
          </label>
          <label className="appointment-form__field">
            <span>{a.panel.placeLabel}</span>
            <input
              type="text"
              className="input"
              value={slot.place}
              placeholder={a.panel.placeHint}
              maxLength={100}
              onChange={(event) => update(index, "place", event.target.value)}
            />
          </label>
        </fieldset>
      ))}
      {error ? (
        <p className="field__errors" role="alert">
          {error}
        </p>
      ) : null}
      <div className="appointment__actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {a.panel.close}
        </button>
        <button type="submit" className="button button--primary" disabled={propose.isPending}>
          {a.panel.submit}
        </button>
      </div>
    </form>
  );
}

/**
 * The panel of thread `threadId`; `canPropose`: the thread is about a request and open for messages (the
 * server checks it again).
 */
export function AppointmentPanel({ threadId, canPropose }: { threadId: number; canPropose: boolean }) {
  const query = useThreadAppointments(threadId);
  const [formOpen, setFormOpen] = useState(false);
  const rows = query.data?.data ?? [];
  const open = rows.find((row) => row.status === "proposed");
  const confirmed = rows.filter((row) => row.status === "confirmed" && (row.can.cancel || row.can.no_show));
  if (!canPropose && !open && confirmed.length === 0) return null;
  return (
    <div className="appointment-panel">
      {confirmed.map((row) => (
        <ConfirmedCard key={row.id} appointment={row} />
      ))}
      {open ? <ProposalCard appointment={open} /> : null}
      {canPropose && !open ? (
        formOpen ? (
          <ProposalForm threadId={threadId} onDone={() => setFormOpen(false)} />
        ) : (
          <button
            type="button"
            className="button button--outline appointment-panel__toggle"
            onClick={() => setFormOpen(true)}
          >
            {a.panel.formToggle}
          </button>
        )
      ) : null}
    </div>
  );
}
