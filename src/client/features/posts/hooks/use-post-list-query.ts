/**
 * The list query held in the URL (docs/product.md §2 Post list): keyword, category_id, region_id, tags, language, all (nearby
 * mode) and page, on any list path (/posts, /category/…, /regions/…, /tags/…). Links keep the other
 * parameters; changing a filter or the mode resets the page to 1.
 */
import { useMemo } from "react";
import { useSearch } from "wouter";
import { type PostListQuery, parsePostListQuery, paths, postListPath } from "#shared/paths.ts";

/**
 * The list query in the URL of `basePath` and the links that change it: `filterHref`, `pageHref`,
 * `toggleTagHref`, `modeHref`.
 */
export function usePostListQuery(basePath = paths.posts()) {
  const search = useSearch();
  return useMemo(() => {
    const query = parsePostListQuery(search);
    const page = query.page ?? 1;
    return {
      query,
      page,
      nearby: query.all === true,
      /** The list with `patch` applied; filters changed here start again from page 1. */
      filterHref: (patch: Omit<PostListQuery, "page">) =>
        postListPath(basePath, { ...query, ...patch, page: 1 }),
      pageHref: (target: number) => postListPath(basePath, { ...query, page: target }),
      /** The list with `slug` added to or removed from the tag filter. */
      toggleTagHref: (slug: string) => {
        const tags = query.tags ?? [];
        const next = tags.includes(slug) ? tags.filter((tag) => tag !== slug) : [...tags, slug];
        return postListPath(basePath, { ...query, tags: next, page: 1 });
      },
      /** The list in nearby (`all=true`) or newest mode. */
      modeHref: (all: boolean) => postListPath(basePath, { ...query, all: all || undefined, page: 1 }),
    };
  }, [search, basePath]);
}
