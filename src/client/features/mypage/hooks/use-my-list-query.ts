/**
 * The query of a member list held in the URL: `keyword` (or its alias `q`, docs/product.md §2 My posts) and `page`.
 * `pageHref` keeps the keyword; `keywordHref` starts again from page 1.
 */
import { useMemo } from "react";
import { useSearch } from "wouter";
import { type MyListQuery, parseMyListQuery } from "#shared/paths.ts";

/**
 * The `keyword` (or `q`) and `page` of a member list URL, with `pageHref(page)` and `keywordHref(keyword)`
 * built by `pathFor`.
 */
export function useMyListQuery(pathFor: (query: MyListQuery) => string) {
  const search = useSearch();
  return useMemo(() => {
    const query = parseMyListQuery(search);
    return {
      keyword: query.keyword,
      page: query.page ?? 1,
      pageHref: (page: number) => pathFor({ keyword: query.keyword, page }),
      keywordHref: (keyword: string) => pathFor({ keyword }),
    };
  }, [search, pathFor]);
}
