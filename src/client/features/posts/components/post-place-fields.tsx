/**
 * The category and region of the post form (docs/product.md §2 Post create / Post edit): the category grouped by parent
 * (parents marked 親), the prefecture grouped by area, and on edit the chosen names below them.
 */
import { type Control, Controller, useWatch } from "react-hook-form";
import { CategorySelect } from "#client/components/category-select.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { categoryPath, regionName } from "#client/lib/reference-names.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { copy } from "#shared/copy.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import type { findCategory, PostCheckedValues, PostFormValues } from "../hooks/use-post-form.ts";

interface PostPlaceFieldsProps {
  control: Control<PostFormValues, unknown, PostCheckedValues>;
  tree: readonly CategoryNode[];
  /** The chosen category to name below the select (edit), or null. */
  chosen: ReturnType<typeof findCategory>;
  /** Name the chosen prefecture below its select (edit). */
  showRegionName: boolean;
  errorsFor: (field: string) => string[];
}

/** The category and region selects of the post form, with the chosen names on edit (docs/product.md §2 Post edit). */
export function PostPlaceFields({ control, tree, chosen, showRegionName, errorsFor }: PostPlaceFieldsProps) {
  const regions = useRegions();
  const regionId = useWatch({ control, name: "region_id" });
  const chosenRegion = regions.data?.find((region) => region.id === regionId);
  const aria = (id: string, field: string) => ({
    "aria-required": "true" as const,
    "aria-invalid": errorsFor(field).length > 0 || undefined,
    "aria-describedby": describedBy(id, { errors: errorsFor(field) }),
  });

  return (
    <div className="form-grid">
      <FormField id="post-category" label={copy.post.category} required errors={errorsFor("category_id")}>
        <Controller
          control={control}
          name="category_id"
          render={({ field }) => (
            <CategorySelect
              id="post-category"
              name={field.name}
              categories={tree}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              emptyLabel={copy.post.selectCategory}
              parentLabel={copy.post.parentOption}
              {...aria("post-category", "category_id")}
            />
          )}
        />
        {chosen ? (
          <p className="post-form__chosen">
            {copy.postForm.selectedCategory(categoryPath({ ...chosen.node, parent: chosen.parent }))}
          </p>
        ) : null}
      </FormField>
      <FormField id="post-region" label={copy.post.region} required errors={errorsFor("region_id")}>
        <Controller
          control={control}
          name="region_id"
          render={({ field }) => (
            <RegionSelect
              id="post-region"
              name={field.name}
              regions={regions.data ?? []}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              emptyLabel={copy.post.selectRegion}
              {...aria("post-region", "region_id")}
            />
          )}
        />
        {showRegionName && chosenRegion ? (
          <p className="post-form__chosen">{copy.postForm.selectedRegion(regionName(chosenRegion))}</p>
        ) : null}
      </FormField>
    </div>
  );
}
