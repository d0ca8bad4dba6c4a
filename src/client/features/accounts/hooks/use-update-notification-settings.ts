/**
 * notifications.updateSettings (docs/product.md §11 E-mail) from /account/settings: the answered settings are
 * stored as the settings query's data at once (nothing else shows them).
 */
import { trpc } from "#client/lib/trpc.ts";

/** notifications.updateSettings with the whole settings object → the saved settings. */
export function useUpdateNotificationSettings() {
  const utils = trpc.useUtils();
  return trpc.notifications.updateSettings.useMutation({
    onSuccess: (saved) => utils.notifications.settings.setData(undefined, saved),
  });
}
