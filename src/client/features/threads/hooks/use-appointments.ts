/**
 * 日程調整 in a thread (docs/product.md "日程調整"): the thread's appointments, and the writes on them — propose,
 * accept, decline, cancel, 来なかった. Each write puts its answer into the thread's cached list and invalidates the
 * member's 予定 list (マイページ) and notifications by name. The list is fetched again when the tab comes back
 * into view, so an answer the partner gave meanwhile shows without a reload.
 */
import { trpc } from "#client/lib/trpc.ts";
import type { AppointmentView } from "#shared/schemas/appointments.ts";

/** appointments.forThread of thread `threadId`, refetched on focus. */
export function useThreadAppointments(threadId: number) {
  return trpc.appointments.forThread.useQuery(
    { id: threadId },
    { refetchOnWindowFocus: true, staleTime: 5_000 },
  );
}

/** What every write does with its answer: the thread's list gets it, the 予定 list is read again. */
function useApply(threadId: number) {
  const utils = trpc.useUtils();
  return (answer: AppointmentView) => {
    utils.appointments.forThread.setData({ id: threadId }, (old) => {
      if (!old) return old;
      const others = old.data.filter((row) => row.id !== answer.id);
      return { data: [answer, ...others].sort((a, b) => b.id - a.id) };
    });
    void utils.appointments.list.invalidate();
  };
}

/** appointments.propose in thread `threadId`. */
export function useProposeAppointment(threadId: number) {
  const apply = useApply(threadId);
  return trpc.appointments.propose.useMutation({ onSuccess: apply });
}

/** appointments.accept of an appointment of thread `threadId`. */
export function useAcceptAppointment(threadId: number) {
  const apply = useApply(threadId);
  return trpc.appointments.accept.useMutation({ onSuccess: apply });
}

/** appointments.decline of an appointment of thread `threadId`. */
export function useDeclineAppointment(threadId: number) {
  const apply = useApply(threadId);
  return trpc.appointments.decline.useMutation({ onSuccess: apply });
}

/** appointments.cancel of an appointment of thread `threadId`. */
export function useCancelAppointment(threadId: number) {
  const apply = useApply(threadId);
  return trpc.appointments.cancel.useMutation({ onSuccess: apply });
}

/** appointments.noShow of an appointment of thread `threadId`. */
export function useReportNoShow(threadId: number) {
  const apply = useApply(threadId);
  return trpc.appointments.noShow.useMutation({ onSuccess: apply });
}
