/**
 * notifications.saveSearch (docs/product.md §11 Saved searches), shared by the 「この条件を保存」 button of every list
 * screen: the member's saved searches (listed on /notifications) gain it.
 */
import { trpc } from "./trpc.ts";

/** notifications.saveSearch with the list's criteria. */
export function useSaveSearch() {
  const utils = trpc.useUtils();
  return trpc.notifications.saveSearch.useMutation({
    onSuccess: () => utils.notifications.savedSearches.invalidate(),
  });
}
