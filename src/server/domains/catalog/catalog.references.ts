/**
 * Do the category and region ids of a write exist? Written once for posts, profiles, registration and the
 * admin user edit (docs/product.md §5): one query per kind, the answers as Japanese 422 field errors, so a
 * service merges them with its other checks and throws one AppError.validation.
 */
import { eq, inArray } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { DbOrTx } from "../../db/client.ts";
import { categories, regions } from "../../db/schema/index.ts";
import type { FieldErrors } from "../../errors.ts";

/** The ids to check; an absent (or null) id is not checked. */
export interface ReferenceIds {
  category_id?: number | null;
  region_id?: number | null;
  /** Category ids of interests (`categories[]`). */
  categories?: readonly number[];
}

/** The field labels named in the messages (the post form's by default). */
export interface ReferenceLabels {
  category_id?: string;
  region_id?: string;
  categories?: string;
}

/**
 * Field errors for ids that name no category / region (「選択された…は正しくありません。」); {} when all exist.
 * @param ids the ids of the write. @param labels the field names the messages use.
 */
export async function referenceErrors(
  db: DbOrTx,
  ids: ReferenceIds,
  labels: ReferenceLabels = {},
): Promise<FieldErrors> {
  const categoryIds = [
    ...new Set([
      ...(ids.categories ?? []),
      ...(typeof ids.category_id === "number" ? [ids.category_id] : []),
    ]),
  ];
  const [knownCategories, knownRegion] = await Promise.all([
    categoryIds.length > 0
      ? db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))
      : Promise.resolve([]),
    typeof ids.region_id === "number"
      ? db.select({ id: regions.id }).from(regions).where(eq(regions.id, ids.region_id)).limit(1)
      : Promise.resolve(null),
  ]);
  const known = new Set(knownCategories.map((row) => row.id));
  const fieldErrors: FieldErrors = {};
  const invalid = copy.validation.invalidChoice;
  if (typeof ids.category_id === "number" && !known.has(ids.category_id)) {
    fieldErrors.category_id = [invalid(labels.category_id ?? copy.fields.category_id)];
  }
  if (knownRegion !== null && knownRegion.length === 0) {
    fieldErrors.region_id = [invalid(labels.region_id ?? copy.fields.region_id)];
  }
  if (ids.categories?.some((id) => !known.has(id))) {
    fieldErrors.categories = [invalid(labels.categories ?? copy.fields.categories)];
  }
  return fieldErrors;
}
