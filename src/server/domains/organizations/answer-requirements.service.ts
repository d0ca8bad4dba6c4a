/**
 * Category requirements (docs/product.md "Organisations"): an administrator may ask more of the members who answer
 * a category's requests — messaging the author about one, commenting on one — than the verified address every
 * answer already needs: a check by an organisation (団体確認). A parent's level covers its children. The refusal
 * is 403 `verification_required`, whose text says what is needed and where to get it.
 */
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import type { AnswerRequirement } from "#shared/schemas/catalog.ts";
import type { CategoryRequirementView, TCategoryRequirementData } from "#shared/schemas/organizations.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { categories, organizationVouches, posts } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";

const levels = organizationsCopy.requirements.levels;

/**
 * Sets a category's level (administrators). @param input `{id, level}` (null: none).
 * @returns the category with its level and label. @throws AppError 404 category_not_found.
 */
export async function setCategoryRequirement(
  db: Database,
  input: TCategoryRequirementData,
): Promise<CategoryRequirementView> {
  const [row] = await db
    .update(categories)
    .set({ answerRequirement: input.level })
    .where(eq(categories.id, input.id))
    .returning({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
    });
  if (!row) throw AppError.notFound("category_not_found");
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent_id: row.parentId,
    answer_requirement: input.level,
    answer_requirement_label: levels[input.level ?? "none"],
  };
}

/**
 * Refuses `viewer` answering request `postId` when its category (or its parent) asks for a check by an organisation
 * and no organisation has checked the viewer. The request's author is never refused on their own request. One
 * query; a missing post is left to the caller's own check.
 * @throws AppError 403 verification_required.
 */
export async function assertMayAnswer(db: DbOrTx, viewer: Viewer, postId: number): Promise<void> {
  const parent = alias(categories, "parent_category");
  const [row] = await db
    .select({
      authorId: posts.userId,
      own: categories.answerRequirement,
      inherited: parent.answerRequirement,
      vouched: sql<boolean>`exists (select 1 from ${organizationVouches} v where v.user_id = ${viewer.id})`,
    })
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row || row.authorId === viewer.id) return;
  const asked: (AnswerRequirement | string | null)[] = [row.own, row.inherited];
  if (asked.includes("organization") && !row.vouched) throw AppError.forbidden("verification_required");
}
