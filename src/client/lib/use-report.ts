/**
 * safety.report (docs/product.md §12 Reporting and moderation), shared by every 通報 button. The member's own
 * open reports (safety.myReports) are refreshed, so the button reads 通報済み; nothing else: the answer says only
 * that the report was taken; whether it hid the target (the third counting report) is not told, and the target
 * stays as the reporter sees it until the next load.
 */
import { trpc } from "./trpc.ts";

/** safety.report `{target_type, target_id, reason, detail}`. */
export function useReport() {
  const utils = trpc.useUtils();
  return trpc.safety.report.useMutation({ onSuccess: () => utils.safety.myReports.invalidate() });
}
