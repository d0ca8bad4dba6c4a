/**
 * 通報 (docs/product.md §12 Reporting): a small button on a post, comment, board message, thread message or
 * profile. The dialog (report-dialog.tsx, the reasons in Japanese, a detail, the thank-you notice) loads on the
 * first press, so pages that only show the button stay light. Hidden for visitors and for one's own content (the
 * server refuses both). Content the member has an open report of reads 通報済み instead, not pressable
 * (safety.myReports, one query shared by every button of the page). At least 44 × 44 px (safety.css).
 */
import { lazy, Suspense, useState } from "react";
import { importWithRetry } from "#client/lib/lazy-page.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import "./safety.css";

/** What can be reported (the same list as shared/schemas/safety.ts, without loading the schemas here). */
type ReportTarget = "post" | "comment" | "public_message" | "message" | "user";

const ReportDialog = lazy(() =>
  importWithRetry(() => import("./report-dialog.tsx")).then((m) => ({ default: m.ReportDialog })),
);

interface ReportButtonProps {
  targetType: ReportTarget;
  targetId: number;
  /** The author of the content (or the member); no button on one's own. */
  authorId?: number | null;
  className?: string;
}

const s = copy.safety.report;

/** The 通報 button; its dialog opens on press (docs/product.md §12). */
export function ReportButton({ targetType, targetId, authorId, className }: ReportButtonProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const mine = trpc.safety.myReports.useQuery({}, { enabled: user !== null, staleTime: 60_000 });
  if (!user || (authorId !== undefined && authorId === user.id)) return null;
  const reported = mine.data?.items.some(
    (item) => item.target_type === targetType && item.target_id === targetId,
  );
  if (reported) {
    return (
      <span
        className={`report-button report-button--done${className ? ` ${className}` : ""}`}
        title={s.reportedLabel(s.targets[targetType])}
      >
        {s.reported}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`report-button${className ? ` ${className}` : ""}`}
        onClick={() => setOpen(true)}
        aria-label={s.heading(s.targets[targetType])}
      >
        {s.button}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
