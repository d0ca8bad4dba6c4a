/**
 * /search, the phone search page (docs/product.md §2 Route table, Layout "Header search"): keyword, category and region.
 * The keyword is trimmed; with all three empty it goes to /posts page 1 without filters; the keyword field is
 * cleared after searching.
 */
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { CategorySelect } from "#client/components/category-select.tsx";
import { SearchIcon } from "#client/components/icons.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** /search: keyword, category and region form leading to /posts (page 1). */
export function SearchPage() {
  useDocumentHead(copy.searchPage.title);
  const [, navigate] = useLocation();
  const categories = useCategories();
  const regions = useRegions();
  const [keyword, setKeyword] = useState("");
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [regionId, setRegionId] = useState<number | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    navigate(
      paths.posts({
        keyword: keyword.trim() || undefined,
        category_id: categoryId ?? undefined,
        region_id: regionId ?? undefined,
      }),
    );
    setKeyword("");
  }

  return (
    <div className="container page page--narrow search-page">
      <header className="page-head">
        <h1 className="page-head__title">{copy.searchPage.title}</h1>
        <p className="page-head__lead">{copy.searchPage.lead}</p>
      </header>
      <form className="form-card form-grid search-page__form" onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor="search-keyword" className="field__label">
            {copy.filters.keyword}
          </label>
          <input
            id="search-keyword"
            className="input"
            type="search"
            name="keyword"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={copy.filters.keywordPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div className="field">
          <label htmlFor="search-category" className="field__label">
            {copy.filters.category}
          </label>
          <CategorySelect
            id="search-category"
            className="select"
            categories={categories.data ?? []}
            value={categoryId}
            onChange={setCategoryId}
            emptyLabel={copy.filters.allCategories}
            parentLabel={copy.filters.parentAll}
          />
        </div>
        <div className="field">
          <label htmlFor="search-region" className="field__label">
            {copy.filters.region}
          </label>
          <RegionSelect
            id="search-region"
            className="select"
            regions={regions.data ?? []}
            value={regionId}
            onChange={setRegionId}
            emptyLabel={copy.filters.allRegions}
          />
        </div>
        <button type="submit" className="button button--primary button--block">
          <SearchIcon size={18} />
          {copy.searchPage.submit}
        </button>
      </form>
      <nav className="search-page__browse" aria-label={copy.searchPage.browse}>
        <h2 className="search-page__browse-title">{copy.searchPage.browse}</h2>
        <ul className="search-page__links">
          <li>
            <Link href={paths.categories()}>{copy.nav.categories}</Link>
          </li>
          <li>
            <Link href={paths.regions()}>{copy.nav.regions}</Link>
          </li>
          <li>
            <Link href={paths.homeNearby()}>{copy.nav.nearby}</Link>
          </li>
          <li>
            <Link href={paths.posts()}>{copy.nav.newest}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
