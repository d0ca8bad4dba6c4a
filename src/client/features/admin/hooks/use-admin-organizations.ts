/**
 * The administrators' organisation writes (docs/product.md "Organisations"): create, edit, delete, each refreshing
 * the organisation list and the page of the organisation written; and a category's requirement.
 */
import { trpc } from "#client/lib/trpc.ts";
import type { CategoryRequirementView } from "#shared/schemas/organizations.ts";

function useRefresh() {
  const utils = trpc.useUtils();
  return () =>
    void Promise.all([utils.organizations.list.invalidate(), utils.organizations.bySlug.invalidate()]);
}

/** organizations.create. */
export function useCreateOrganization() {
  const refresh = useRefresh();
  return trpc.organizations.create.useMutation({ onSuccess: refresh });
}

/** organizations.update. */
export function useUpdateOrganization() {
  const refresh = useRefresh();
  return trpc.organizations.update.useMutation({ onSuccess: refresh });
}

/** organizations.delete. */
export function useDeleteOrganization() {
  const refresh = useRefresh();
  return trpc.organizations.delete.useMutation({ onSuccess: refresh });
}

/** organizations.setLogo (FormData with the file) and organizations.removeLogo. */
export function useOrganizationLogo() {
  const refresh = useRefresh();
  return {
    set: trpc.organizations.setLogo.useMutation({ onSuccess: refresh }),
    remove: trpc.organizations.removeLogo.useMutation({ onSuccess: refresh }),
  };
}

/** organizations.setCategoryRequirement: the category tree (which carries each level) is read again. */
export function useSetCategoryRequirement(options: {
  onSuccess: (saved: CategoryRequirementView) => void;
  onError: (error: unknown) => void;
}) {
  const utils = trpc.useUtils();
  return trpc.organizations.setCategoryRequirement.useMutation({
    onSuccess: (saved) => {
      options.onSuccess(saved);
      void utils.catalog.categories.invalidate();
    },
    onError: options.onError,
  });
}
