/**
 * Tag chips of the post detail with the tag-search scope toggle (docs/product.md §2 Post detail): 全体 links a tag to
 * /tags/{slug}, このカテゴリ内 to /category/{category}/tag/{slug}.
 */
import { useId, useState } from "react";
import { TagChips } from "#client/components/tag-chips.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PostView } from "#shared/schemas/posts.ts";

type Scope = "all" | "category";

/**
 * A post's tag chips with the 全体 / このカテゴリ内 scope toggle (/tags/{slug} or /category/{category}/tag/{slug}).
 */
export function PostTagScope({ tags, categorySlug }: { tags: PostView["tags"]; categorySlug: string }) {
  const [scope, setScope] = useState<Scope>("all");
  const name = useId();
  if (tags.length === 0) return null;
  const hrefFor = (slug: string) =>
    scope === "all" ? paths.tag(slug) : paths.categoryTag(categorySlug, slug);
  return (
    <div className="tag-scope">
      <fieldset className="tag-scope__toggle">
        <legend className="tag-scope__legend">{copy.postDetail.tagScope}</legend>
        {(["all", "category"] as const).map((value) => (
          <label
            key={value}
            className={`tag-scope__option${scope === value ? " tag-scope__option--active" : ""}`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
            />
            {value === "all" ? copy.postDetail.scopeAll : copy.postDetail.scopeCategory}
          </label>
        ))}
      </fieldset>
      <TagChips tags={tags} hrefFor={hrefFor} />
    </div>
  );
}
