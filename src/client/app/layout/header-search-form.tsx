/**
 * Header keyword search (docs/product.md §2 Layout): the keyword is trimmed; empty goes to /posts page 1 without
 * filters, otherwise /posts?keyword=…; the field is cleared after searching.
 */
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { SearchIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** The header keyword search (docs/product.md §2 Layout), leading to /posts?keyword=…. */
export function HeaderSearchForm() {
  const id = useId();
  const [keyword, setKeyword] = useState("");
  const [, navigate] = useLocation();

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = keyword.trim();
    navigate(trimmed ? paths.posts({ keyword: trimmed }) : paths.posts());
    setKeyword("");
  }

  return (
    <search className="header-search">
      <form className="header-search__form" onSubmit={handleSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {copy.nav.search}
        </label>
        <input
          id={id}
          className="header-search__input"
          type="search"
          name="keyword"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={copy.nav.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="header-search__submit" aria-label={copy.nav.searchSubmit}>
          <SearchIcon size={18} />
        </button>
      </form>
    </search>
  );
}
