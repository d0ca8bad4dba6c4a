/**
 * The keyword box of My posts and My comments: submitting puts `keyword` in the URL (page 1), so the list,
 * its highlight and its page links follow; the clear link removes it.
 */
import { type FormEvent, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { SearchIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";

interface MyListSearchProps {
  keyword: string | undefined;
  /** The list with this keyword, page 1 (empty = no filter). */
  hrefFor: (keyword: string) => string;
}

/** The keyword box of My posts / My comments; submitting navigates to `hrefFor(keyword)` (page 1). */
export function MyListSearch({ keyword, hrefFor }: MyListSearchProps) {
  const inputId = useId();
  const [, navigate] = useLocation();
  // The field follows the URL when the keyword changes elsewhere (back button, links).
  const [draft, setDraft] = useState({ source: keyword, value: keyword ?? "" });
  const value = draft.source === keyword ? draft.value : (keyword ?? "");
  const s = copy.mypage.search;

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    navigate(hrefFor(value.trim()));
  }

  return (
    <search className="my-search">
      <form className="my-search__form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {s.label}
        </label>
        <span className="my-search__field">
          <SearchIcon size={18} className="my-search__icon" />
          <input
            id={inputId}
            className="input my-search__input"
            type="search"
            name="keyword"
            maxLength={100}
            placeholder={s.placeholder}
            value={value}
            onChange={(event) => setDraft({ source: keyword, value: event.target.value })}
          />
        </span>
        <button type="submit" className="button button--primary">
          {s.submit}
        </button>
        {keyword ? (
          <Link href={hrefFor("")} className="button button--ghost">
            {s.clear}
          </Link>
        ) : null}
      </form>
    </search>
  );
}
