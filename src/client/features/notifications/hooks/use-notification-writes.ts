/**
 * The writes of /notifications (docs/product.md §11 Notifications, Saved searches, Web push) with their cache
 * effects: marking read stores the answered unread count (the bell) and refreshes the list; deleting a saved
 * search refreshes the saved searches; a push subscription changes nothing the board shows.
 */
import { trpc } from "#client/lib/trpc.ts";

/** notifications.markRead `{ids}` (or `{}`: all) → the unread count, stored for the bell at once. */
export function useMarkNotificationsRead() {
  const utils = trpc.useUtils();
  return trpc.notifications.markRead.useMutation({
    // A count fetched before the mark commits (a live event's refresh, a page mounting) must not land after the
    // answered count and put the old number back on the bell: such fetches are cancelled, and the count is
    // fetched once more after the write settles.
    onMutate: () => utils.notifications.unreadCount.cancel(),
    onSuccess: (result) => {
      utils.notifications.unreadCount.setData(undefined, result);
      void utils.notifications.list.invalidate();
    },
    onSettled: () => utils.notifications.unreadCount.invalidate(),
  });
}

/** notifications.deleteSavedSearch `{id}`. */
export function useDeleteSavedSearch() {
  const utils = trpc.useUtils();
  return trpc.notifications.deleteSavedSearch.useMutation({
    onSuccess: () => utils.notifications.savedSearches.invalidate(),
  });
}

/** notifications.pushSubscribe `{endpoint, keys}` of this browser. */
export function usePushSubscribe() {
  return trpc.notifications.pushSubscribe.useMutation();
}
