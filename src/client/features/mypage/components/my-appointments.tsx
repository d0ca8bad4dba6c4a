/**
 * The 予定 list of マイページ (docs/product.md "日程調整"): the member's appointments, confirmed ones still ahead
 * first (soonest first), then open proposals, then the rest; each with when, where, with whom, the request and a
 * link to its thread. Read again when the tab comes back into view.
 */
import { Link } from "wouter";
import { trpc } from "#client/lib/trpc.ts";
import { appointmentsCopy } from "#shared/copy/appointments.ts";

const a = appointmentsCopy;

/** The 予定 section (the first page, 20 at most). */
export function MyAppointments() {
  const list = trpc.appointments.list.useQuery({ page: 1 }, { refetchOnWindowFocus: true });
  const rows = list.data?.data ?? [];
  return (
    <section className="my-appointments" aria-labelledby="my-appointments-title">
      <h2 id="my-appointments-title" className="my-appointments__title">
        {a.mypage.heading}
      </h2>
      {list.isPending ? (
        // The empty text's place, kept while the list loads, so the menus below do not move when it arrives.
        <p className="my-appointments__empty" aria-hidden="true">
          <span className="skeleton skeleton--line skeleton--w30" />
        </p>
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <p className="my-appointments__empty">{a.mypage.empty}</p>
      ) : null}
      <ul className="my-appointments__list">
        {rows.map((row) => (
          <li key={row.id} className={`my-appointment my-appointment--${row.status}`}>
            <Link href={row.thread_url} className="my-appointment__link">
              <span className="my-appointment__when">{row.when ?? row.slots[0]?.when ?? ""}</span>
              <span className="my-appointment__status">{row.status_label}</span>
              <span className="my-appointment__who">
                {row.partner.name}
                {row.post ? `・${row.post.title}` : ""}
              </span>
              {row.place ? <span className="my-appointment__place">{row.place}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
