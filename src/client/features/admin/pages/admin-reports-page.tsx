/**
 * /admin/reports (docs/product.md §12 Reporting and moderation): the moderation queue — each reported target with
 * its content, the reporters' reasons and counts, a report that did not count towards hiding marked — with
 * 未対応 / 対応済み tabs, the actions (問題なし, 非表示 — 非表示のまま確定 for content hidden pending review —
 * with the reason told to the author, 表示に戻す, 投稿者を利用停止 with a reason and a confirmation), an author's
 * request for a review marked, and the moderation log below.
 */
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { confirmAction } from "#client/lib/confirm.ts";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import {
  COUNTING_REPORTER_MIN_AGE_HOURS,
  type ModerationAction,
  type ModerationItem,
} from "#shared/schemas/safety.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { useModerate } from "../hooks/use-admin-mutations.ts";
import { adminDate } from "../lib/admin-format.ts";
import "../admin.css";

const m = copy.safety.moderation;
const r = copy.safety.report;

/**
 * The actions offered for an item: hide when shown; for content hidden pending review both 非表示のまま確定
 * (hide) and 表示に戻す; for content an administrator hid, 表示に戻す — and 非表示のまま確定 again when its
 * author asked for a review; suspension when it has an author.
 */
function actionsFor(item: ModerationItem): ModerationAction[] {
  // Dismissing a review request would leave it hidden without telling the author: they hear of hide or restore.
  const actions: ModerationAction[] = item.status === "open" && !item.review_request ? ["dismiss"] : [];
  const moderation = item.content?.moderation ?? null;
  if (item.target_type !== "user") {
    const reviewing = moderation === "removed" && item.status === "open" && item.review_request !== null;
    if (moderation === null || moderation === "pending" || reviewing) actions.push("hide");
    if (moderation !== null) actions.push("restore");
  }
  if (item.content?.author && item.content.author.status !== "suspended") actions.push("suspend_user");
  return actions;
}

/** One queue entry with its content, reasons and actions. */
function ReportItem({ item }: { item: ModerationItem }) {
  const { show } = useFlash();
  const [note, setNote] = useState("");
  const moderate = useModerate(item);

  async function act(action: ModerationAction): Promise<void> {
    const author = item.content?.author;
    // The author is told why their content was hidden (docs/product.md §12): the note is that reason.
    if (action === "hide" && item.content?.author && !note.trim()) {
      show(m.hideNoteRequired, "error");
      return;
    }
    if (action === "suspend_user") {
      if (!note.trim()) {
        show(copy.safety.suspension.reasonRequired, "error");
        return;
      }
      if (!confirmAction(m.suspendConfirm(author?.name ?? ""))) return;
    }
    try {
      const done = await moderate.mutateAsync({ id: item.id, action, note: note.trim() || undefined });
      show(done.message);
      setNote("");
    } catch (failure) {
      show(serverMessageOf(failure) ?? copy.admin.updateFailed, "error");
    }
  }

  const content = item.content;
  return (
    <li className="moderation-item" data-report-id={item.id}>
      <div className="moderation-item__head">
        <span className="badge">{r.targets[item.target_type]}</span>
        <strong className="moderation-item__count">{m.reportsCount(item.reports_count)}</strong>
        {content?.moderation ? (
          <span className={`moderation-mark moderation-mark--${content.moderation}`}>
            {content.moderation === "pending" ? m.pending : m.hidden}
          </span>
        ) : null}
        <time className="moderation-item__time" dateTime={item.latest_at}>
          {adminDate(item.latest_at)}
        </time>
      </div>
      {content ? (
        <div className="moderation-item__content">
          {content.title ? <p className="moderation-item__title">{content.title}</p> : null}
          <p className="moderation-item__body">{content.body}</p>
          <p className="moderation-item__author">
            {content.author ? content.author.name : copy.post.deletedUser}
            {content.url ? (
              <>
                {" ・ "}
                <Link href={content.url}>{m.openTarget}</Link>
              </>
            ) : null}
          </p>
        </div>
      ) : (
        <p className="moderation-item__content">{m.contentGone}</p>
      )}
      {item.review_request ? (
        <p className="moderation-item__review">
          <strong>{copy.safety.review.queueMark}</strong>
          {item.review_request.message ? `：${item.review_request.message}` : ""}
          <time dateTime={item.review_request.created_at}>
            （{adminDate(item.review_request.created_at)}）
          </time>
        </p>
      ) : null}
      <ul className="moderation-item__reasons" aria-label={m.reporters}>
        {item.reasons.map((reason, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reports of one target have no other stable key here
          <li key={index}>
            <strong>{reason.reason_label}</strong>
            {reason.detail ? `：${reason.detail}` : ""}
            <span className="moderation-item__reporter">
              （{reason.reporter?.name ?? copy.post.deletedUser}）
            </span>
            {reason.counts_toward_hiding ? null : (
              <span
                className="moderation-item__not-counted"
                title={m.notCountedNote(COUNTING_REPORTER_MIN_AGE_HOURS)}
              >
                {m.notCounted}
              </span>
            )}
          </li>
        ))}
      </ul>
      {item.status === "resolved" && item.resolution ? (
        <p className="moderation-item__resolution">{m.actions[item.resolution]}</p>
      ) : null}
      <div className="moderation-item__actions">
        <label className="moderation-item__note">
          {m.noteLabel}
          <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
        </label>
        {actionsFor(item).map((action) => (
          <button
            key={action}
            type="button"
            className={`button ${action === "suspend_user" ? "button--danger" : action === "hide" ? "button--outline" : "button--ghost"}`}
            disabled={moderate.isPending}
            onClick={() => void act(action)}
          >
            {action === "hide" && content?.moderation ? m.keepHidden : m.actions[action]}
          </button>
        ))}
      </div>
    </li>
  );
}

/** /admin/reports: the queue and the moderation log (docs/product.md §12). */
export function AdminReportsPage() {
  useDocumentHead(m.queueTitle);
  const search = new URLSearchParams(useSearch());
  const status = search.get("status") === "resolved" ? "resolved" : "open";
  const queue = trpc.safety.adminReports.useQuery({ status });
  const log = trpc.safety.moderationLog.useQuery({});

  return (
    <div className="container page admin-page">
      <AdminNav />
      <h1 className="page__title">{m.queueTitle}</h1>
      <nav className="moderation-tabs" aria-label={m.queueTitle}>
        <Link href={paths.adminReports()} aria-current={status === "open" ? "page" : undefined}>
          {m.open}
        </Link>
        <Link href={paths.adminReports("resolved")} aria-current={status === "resolved" ? "page" : undefined}>
          {m.resolved}
        </Link>
      </nav>
      {queue.isPending ? (
        <LoadingState />
      ) : queue.isError ? (
        <FailureState message={copy.admin.listFailed} />
      ) : queue.data.data.length === 0 ? (
        <EmptyState message={m.empty} />
      ) : (
        <ol className="moderation-list">
          {queue.data.data.map((item) => (
            <ReportItem key={`${item.target_type}:${item.target_id}`} item={item} />
          ))}
        </ol>
      )}
      <section className="moderation-log" aria-labelledby="moderation-log-title">
        <h2 id="moderation-log-title" className="section__title">
          {m.logTitle}
        </h2>
        {log.data && log.data.data.length > 0 ? (
          // A table scrolls inside its own box when the window is narrower (docs/product.md "Reflow and zoom").
          <div className="admin-table-wrap">
            <table className="admin-table">
              <tbody>
                {log.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>{adminDate(entry.created_at)}</td>
                    <td>{entry.admin?.name ?? "—"}</td>
                    <td>{entry.action_label}</td>
                    <td>
                      {entry.target_type in r.targets
                        ? r.targets[entry.target_type as keyof typeof r.targets]
                        : entry.target_type}
                      {` #${entry.target_id}`}
                    </td>
                    <td>{entry.note ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState message={m.logEmpty} />
        )}
      </section>
    </div>
  );
}
