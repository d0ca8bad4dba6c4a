/**
 * 「この条件を保存」 on every list screen (docs/product.md §11 Saved searches): saves the list's criteria for the
 * member; a new public post that matches them is then announced in their notifications. Criteria the member has
 * saved already read 保存済み (from their saved searches, so a reload says it too) and cannot be saved twice.
 * Members only.
 */
import { useState } from "react";
import { useFlash } from "#client/components/flash-message.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useSaveSearch } from "#client/lib/use-save-search.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { criteriaKey } from "#shared/saved-search-criteria.ts";
import type { TSavedSearchData } from "#shared/schemas/notifications.ts";

/** The saved-search button for `criteria` (nothing for visitors or a list without any criterion). */
export function SaveSearchButton({ criteria }: { criteria: TSavedSearchData }) {
  const { user } = useSession();
  const { show } = useFlash();
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveSearch();
  const savedSearches = trpc.notifications.savedSearches.useQuery(undefined, {
    enabled: user !== null,
    staleTime: 60_000,
  });
  const key = criteriaKey(criteria);
  const hasCriterion =
    Boolean(criteria.keyword) ||
    criteria.category_id !== undefined ||
    criteria.region_id !== undefined ||
    (criteria.tags?.length ?? 0) > 0 ||
    criteria.near !== undefined ||
    criteria.language !== undefined;
  if (!user || !hasCriterion) return null;
  const done =
    saved === key || (savedSearches.data?.data ?? []).some((search) => criteriaKey(search) === key);
  if (done) {
    return (
      <button type="button" className="button button--outline button--small save-search-button" disabled>
        {copy.search.savedSearchDone}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button button--outline button--small save-search-button"
      disabled={save.isPending || savedSearches.isPending}
      onClick={() =>
        save.mutate(criteria, {
          onSuccess: () => {
            setSaved(key);
            show(copy.notifications.savedSearch.saved, "success");
          },
          onError: (error) => show(serverMessageOf(error) ?? copy.errors.generic, "error"),
        })
      }
    >
      {copy.notifications.savedSearch.save}
    </button>
  );
}
