/**
 * /categories (docs/product.md §2 Category list): popular categories, then the top-level categories with their public
 * post counts; each parent expands to its children; every name opens /category/{slug}.
 */
import { useState } from "react";
import { Link } from "wouter";
import { ChevronDownIcon } from "#client/components/icons.tsx";
import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { categoryName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import "../catalog.css";

function CategoryRow({ category }: { category: CategoryNode }) {
  const [open, setOpen] = useState(false);
  const name = categoryName(category);
  const listId = `category-children-${category.id}`;
  return (
    <li className="category-row">
      <div className="category-row__head">
        <Link href={paths.category(category.slug)} className="category-row__name">
          {name}
          <span className="count-badge">{copy.discovery.count(category.posts_count)}</span>
        </Link>
        {category.children.length > 0 ? (
          <button
            type="button"
            className={`category-row__toggle${open ? " category-row__toggle--open" : ""}`}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={open ? copy.discovery.hideChildren(name) : copy.discovery.showChildren(name)}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDownIcon size={20} />
          </button>
        ) : null}
      </div>
      {category.children.length > 0 ? (
        <ul id={listId} className="category-row__children" hidden={!open}>
          {category.children.map((child) => (
            <li key={child.id}>
              <Link href={paths.category(child.slug)} className="category-child">
                <span>{categoryName(child)}</span>
                <span className="count-badge count-badge--muted">
                  {copy.discovery.count(child.posts_count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * /categories (docs/product.md §2 Category list): popular categories, then parents with counts that expand to their
 * children.
 */
export function CategoriesPage() {
  useDocumentHead(copy.nav.categories);
  const categories = useCategories();
  const popular = trpc.catalog.popularCategories.useQuery(undefined, { staleTime: 60_000 });
  return (
    <div className="container page page--narrow">
      <header className="page-head">
        <h1 className="page-head__title">{copy.nav.categories}</h1>
        <p className="page-head__lead">{copy.discovery.categoriesLead}</p>
      </header>
      {popular.data && popular.data.length > 0 ? (
        <section className="popular-categories" aria-labelledby="popular-title">
          <h2 id="popular-title" className="catalog-subtitle">
            {copy.discovery.popularHeading}
          </h2>
          <ul className="chip-list">
            {popular.data.map((category) => (
              <li key={category.id}>
                <Link href={paths.category(category.slug)} className="catalog-chip">
                  {categoryName(category)}
                  <span className="count-badge count-badge--muted">
                    {copy.discovery.count(category.posts_count)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {categories.isPending ? (
        <LoadingState />
      ) : categories.isError ? (
        <FailureState message={copy.errors.categoryLoadFailed} />
      ) : categories.data.length === 0 ? (
        <EmptyState message={copy.empty.categories} />
      ) : (
        <ul className="category-list">
          {categories.data.map((category) => (
            <CategoryRow key={category.id} category={category} />
          ))}
        </ul>
      )}
    </div>
  );
}
