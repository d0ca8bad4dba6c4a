/**
 * The administrators' category requirements (docs/product.md "Organisations"): for each category, what answering
 * its requests asks — nothing more than a verified address, or a check by an organisation. A parent's level covers
 * its children. Saved as soon as it is chosen, with a flash saying what was set.
 */
import { useFlash } from "#client/components/flash-message.tsx";
import { LoadingState } from "#client/components/status-message.tsx";
import { categoryName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { ANSWER_REQUIREMENTS, type AnswerRequirement, type CategoryNode } from "#shared/schemas/catalog.ts";
import { useSetCategoryRequirement } from "../hooks/use-admin-organizations.ts";

const r = organizationsCopy.requirements;

function RequirementSelect({ category, child }: { category: CategoryNode; child: boolean }) {
  const { show } = useFlash();
  const save = useSetCategoryRequirement({
    // Worded here rather than from the answer's label: the page's language names the category and the level.
    onSuccess: (saved) => show(r.saved(categoryName(saved), r.levels[saved.answer_requirement ?? "none"])),
    onError: (error) => show(serverMessageOf(error) ?? r.levelInvalid),
  });
  const id = `requirement-${category.id}`;
  return (
    <li className={child ? "requirement-row requirement-row--child" : "requirement-row"}>
      <label htmlFor={id} className="requirement-row__name">
        {categoryName(category)}
      </label>
      <select
        id={id}
        className="select"
        value={category.answer_requirement ?? ""}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate({
            id: category.id,
            level: event.target.value === "" ? null : (event.target.value as AnswerRequirement),
          })
        }
      >
        <option value="">{r.levels.none}</option>
        {ANSWER_REQUIREMENTS.map((level) => (
          <option key={level} value={level}>
            {r.levels[level]}
          </option>
        ))}
      </select>
    </li>
  );
}

/** The section of /admin/organizations. */
export function CategoryRequirements() {
  const tree = trpc.catalog.categories.useQuery();
  return (
    <section className="org-section" aria-labelledby="category-requirements">
      <h2 id="category-requirements">{r.adminTitle}</h2>
      <p className="org-section__lead">{r.adminLead}</p>
      {tree.isPending ? <LoadingState /> : null}
      <ul className="requirement-list">
        {(tree.data ?? []).flatMap((root) => [
          <RequirementSelect key={root.id} category={root} child={false} />,
          ...root.children.map((node) => <RequirementSelect key={node.id} category={node} child />),
        ])}
      </ul>
    </section>
  );
}
