/**
 * safety.requestReview (docs/product.md §12 Reporting and moderation): the author asks for a review of their
 * content an administrator hid. Nothing the author sees changes until an administrator decides, so only the
 * administrators' queue is refreshed (for an administrator reviewing their own content, which cannot happen
 * otherwise: the refresh is cheap and keeps the rule of one owner per write).
 */
import { trpc } from "#client/lib/trpc.ts";

/** safety.requestReview `{target_type, target_id, message?}`. */
export function useRequestReview() {
  const utils = trpc.useUtils();
  return trpc.safety.requestReview.useMutation({
    onSuccess: () => utils.safety.adminReports.invalidate(),
  });
}
