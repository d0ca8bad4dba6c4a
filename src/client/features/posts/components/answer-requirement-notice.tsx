/**
 * On a request whose category asks for a check by an organisation (docs/product.md "Organisations": category
 * requirements), what answering it needs and where to get it: the organisations of the request's prefecture, each
 * linking to its page. Not shown to the request's author. The server refuses an answer without the check (403
 * `verification_required`); this says so before anyone tries.
 */
import { Link } from "wouter";
import { trpc } from "#client/lib/trpc.ts";
import { useSession } from "#client/lib/use-session.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { paths } from "#shared/paths.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import type { PostDetail } from "#shared/schemas/posts.ts";

const r = organizationsCopy.requirements;

/** The level that applies to category `id`: its own, or its parent's (a parent's level covers its children). */
function requirementOf(tree: CategoryNode[] | undefined, id: number): string | null {
  for (const root of tree ?? []) {
    if (root.id === id) return root.answer_requirement;
    const child = root.children.find((node) => node.id === id);
    if (child) {
      return child.answer_requirement === "organization" ? "organization" : root.answer_requirement;
    }
  }
  return null;
}

/** The notice, or nothing when the category asks no check or the viewer wrote the request. */
export function AnswerRequirementNotice({ post }: { post: PostDetail }) {
  const { user } = useSession();
  const tree = trpc.catalog.categories.useQuery();
  const asked = requirementOf(tree.data, post.category.id) === "organization";
  const isAuthor = user != null && post.user?.id === user.id;
  const organizations = trpc.organizations.list.useQuery(
    { region_id: post.region.id },
    { enabled: asked && !isAuthor },
  );
  if (!asked || isAuthor) return null;
  const list = organizations.data?.data ?? [];
  return (
    <aside className="answer-requirement" aria-labelledby="answer-requirement-title">
      <p className="answer-requirement__notice" id="answer-requirement-title">
        {r.notice}
      </p>
      <p className="answer-requirement__where">{r.whereTitle}</p>
      {organizations.isSuccess && list.length === 0 ? (
        <p className="answer-requirement__none">{r.whereNone}</p>
      ) : (
        <ul className="answer-requirement__list">
          {list.map((organization) => (
            <li key={organization.id}>
              <Link href={paths.organization(organization.slug)}>{organization.name}</Link>
              <span className="answer-requirement__kind">{organization.kind_label}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
