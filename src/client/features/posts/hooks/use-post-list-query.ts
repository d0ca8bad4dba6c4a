/**
 * The /posts query held in the URL (spec.md §2 Post list): keyword, category_id, region_id, tags and page.
 * `hrefWith` keeps the other parameters; changing a filter resets the page to 1.
 */
import { useMemo } from "react";
import { useSearch } from "wouter";
import { type PostListQuery, parsePostListQuery, paths } from "../../../../shared/paths.ts";

export function usePostListQuery() {
  const search = useSearch();
  return useMemo(() => {
    const query = parsePostListQuery(search);
    const page = query.page ?? 1;
    return {
      query,
      page,
      /** The list with `patch` applied; filters changed here start again from page 1. */
      filterHref: (patch: Omit<PostListQuery, "page">) => paths.posts({ ...query, ...patch, page: 1 }),
      pageHref: (target: number) => paths.posts({ ...query, page: target }),
      /** The list with `slug` added to or removed from the tag filter. */
      toggleTagHref: (slug: string) => {
        const tags = query.tags ?? [];
        const next = tags.includes(slug) ? tags.filter((tag) => tag !== slug) : [...tags, slug];
        return paths.posts({ ...query, tags: next, page: 1 });
      },
    };
  }, [search]);
}
