/**
 * Filter bar of the post list: keyword, category (grouped by parent, parent selectable), region and the language a
 * request is written in (docs/product.md "Request language"). Selects
 * apply at once; the keyword applies on submit. Every change goes into the URL and resets the page to 1.
 */
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { CategorySelect } from "#client/components/category-select.tsx";
import { CloseIcon, SearchIcon } from "#client/components/icons.tsx";
import { LanguageOptions } from "#client/components/post-language.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { categoryName, regionName } from "#client/lib/reference-names.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { copy } from "#shared/copy.ts";
import { type PostListQuery, paths } from "#shared/paths.ts";
import type { PostLanguage } from "#shared/post-language.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import { LIST_KEYWORD_MAX } from "#shared/schemas/discovery.ts";

/** The shown name of category `id` in the tree (a parent or a child), for the folded bar's chips. */
function findCategoryName(tree: readonly CategoryNode[], id: number): string | undefined {
  for (const parent of tree) {
    if (parent.id === id) return categoryName(parent);
    const child = parent.children.find((category) => category.id === id);
    if (child) return categoryName(child);
  }
  return undefined;
}

interface PostFilterBarProps {
  query: PostListQuery;
  filterHref: (patch: Omit<PostListQuery, "page">) => string;
  toggleTagHref: (slug: string) => string;
  /** Display names of the filter tags by slug (slugs are shown until the list has resolved them). */
  tagNames?: Readonly<Record<string, string>>;
  /** Where "clear" leads (the list path without query); /posts by default. */
  clearHref?: string;
  /** Hide the category select (a category page) or the region select (a region page). */
  hideCategory?: boolean;
  hideRegion?: boolean;
}

/**
 * Keyword, category and region filters of a post list and the active tag chips (by name, each removable);
 * changes go into the URL at page 1.
 */
export function PostFilterBar({
  query,
  filterHref,
  toggleTagHref,
  tagNames = {},
  clearHref = paths.posts(),
  hideCategory = false,
  hideRegion = false,
}: PostFilterBarProps) {
  const [, navigate] = useLocation();
  const categories = useCategories();
  const regions = useRegions();
  const [keyword, setKeyword] = useState(query.keyword ?? "");
  // Follow the URL when it changes from outside (header search, back button).
  const [seenKeyword, setSeenKeyword] = useState(query.keyword);
  if (seenKeyword !== query.keyword) {
    setSeenKeyword(query.keyword);
    setKeyword(query.keyword ?? "");
  }

  // Phones (docs/product.md "Phone first"): the form folds into one bar and opens as a sheet; a choice closes it.
  const [sheetOpen, setSheetOpen] = useState(false);
  const go = (href: string) => {
    setSheetOpen(false);
    navigate(href);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    go(filterHref({ keyword: keyword.trim() || undefined }));
  }

  const hasFilters = Boolean(
    query.keyword || query.category_id || query.region_id || query.language || query.tags?.length,
  );
  const chosenRegion = regions.data?.find((region) => region.id === query.region_id);
  const activeLabels = [
    query.keyword ? `「${query.keyword}」` : null,
    query.category_id && !hideCategory ? findCategoryName(categories.data ?? [], query.category_id) : null,
    chosenRegion && !hideRegion ? regionName(chosenRegion) : null,
    query.language ? copy.requests.language[query.language] : null,
  ].filter((label): label is string => Boolean(label));

  return (
    <search className={`filter-bar${sheetOpen ? " filter-bar--open" : ""}`} aria-label={copy.filters.heading}>
      <div className="filter-bar__compact">
        <button
          type="button"
          className="filter-bar__toggle"
          aria-expanded={sheetOpen}
          aria-controls="filter-sheet"
          onClick={() => setSheetOpen((open) => !open)}
        >
          <SearchIcon size={16} />
          {copy.phone.filters.open}
          {activeLabels.length + (query.tags?.length ?? 0) > 0 ? (
            <span className="filter-bar__count">{activeLabels.length + (query.tags?.length ?? 0)}</span>
          ) : null}
        </button>
        {activeLabels.map((label) => (
          <span key={label} className="filter-bar__chip">
            {label}
          </span>
        ))}
      </div>
      {sheetOpen ? (
        <button
          type="button"
          className="filter-bar__backdrop"
          aria-label={copy.phone.filters.close}
          onClick={() => setSheetOpen(false)}
        />
      ) : null}
      <form id="filter-sheet" className="filter-bar__form" onSubmit={handleSubmit}>
        <div className="filter-bar__field filter-bar__field--keyword">
          <label htmlFor="filter-keyword" className="filter-bar__label">
            {copy.filters.keyword}
          </label>
          <input
            id="filter-keyword"
            className="input"
            type="search"
            name="keyword"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={copy.filters.keywordPlaceholder}
            maxLength={LIST_KEYWORD_MAX}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        {hideCategory ? null : (
          <div className="filter-bar__field">
            <label htmlFor="filter-category" className="filter-bar__label">
              {copy.filters.category}
            </label>
            <CategorySelect
              id="filter-category"
              name="category_id"
              categories={categories.data ?? []}
              value={query.category_id ?? null}
              onChange={(id) => go(filterHref({ category_id: id ?? undefined }))}
              emptyLabel={copy.filters.allCategories}
              parentLabel={copy.filters.parentAll}
            />
          </div>
        )}
        {hideRegion ? null : (
          <div className="filter-bar__field">
            <label htmlFor="filter-region" className="filter-bar__label">
              {copy.filters.region}
            </label>
            <RegionSelect
              id="filter-region"
              name="region_id"
              regions={regions.data ?? []}
              value={query.region_id ?? null}
              onChange={(id) => go(filterHref({ region_id: id ?? undefined }))}
              emptyLabel={copy.filters.allRegions}
            />
          </div>
        )}
        <div className="filter-bar__field">
          <label htmlFor="filter-language" className="filter-bar__label">
            {copy.requests.fields.language}
          </label>
          <select
            id="filter-language"
            name="language"
            className="select"
            value={query.language ?? ""}
            onChange={(event) =>
              go(filterHref({ language: (event.target.value || undefined) as PostLanguage | undefined }))
            }
          >
            <option value="">{copy.requests.ui.allLanguages}</option>
            <LanguageOptions />
          </select>
        </div>
        <div className="filter-bar__actions">
          <button type="submit" className="button button--primary">
            <SearchIcon size={18} />
            {copy.filters.submit}
          </button>
          {hasFilters ? (
            <Link href={clearHref} className="button button--ghost" onClick={() => setSheetOpen(false)}>
              {copy.filters.clear}
            </Link>
          ) : null}
          <button
            type="button"
            className="button button--ghost filter-bar__close"
            onClick={() => setSheetOpen(false)}
          >
            {copy.phone.filters.close}
          </button>
        </div>
      </form>
      {query.tags?.length ? (
        <div className="filter-bar__tags">
          <span className="filter-bar__label">{copy.filters.tags}</span>
          <ul className="tag-chips">
            {query.tags.map((slug) => (
              <li key={slug}>
                <Link
                  href={toggleTagHref(slug)}
                  className="tag-chip tag-chip--active tag-chip--removable"
                  aria-label={copy.filters.removeTag(tagNames[slug] ?? slug)}
                >
                  #{tagNames[slug] ?? slug}
                  <CloseIcon size={14} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </search>
  );
}
