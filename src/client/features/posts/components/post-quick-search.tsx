/**
 * The quick category/tag search of the create form (docs/product.md §2 Post create): GET /api/suggest with a 180 ms
 * debounce and limit 6; choosing a category selects it, choosing a tag adds it; 候補はありません when nothing
 * matches.
 */
import { useState } from "react";
import { FolderIcon, SearchIcon, TagIcon } from "#client/components/icons.tsx";
import { categoryPath } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { SUGGEST } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { SuggestedCategory, TagView } from "#shared/schemas/tags.ts";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";

interface PostQuickSearchProps {
  onCategory: (category: SuggestedCategory) => void;
  onTag: (tag: TagView) => void;
}

/**
 * Quick category/tag search of the create form (suggest, 180 ms debounce, limit 6): `onCategory` / `onTag`
 * receive the choice.
 */
export function PostQuickSearch({ onCategory, onTag }: PostQuickSearchProps) {
  const [text, setText] = useState("");
  const term = useDebouncedValue(text.trim(), SUGGEST.debounceMs);
  const suggest = trpc.tags.suggest.useQuery(
    { q: term, limit: SUGGEST.limit },
    { enabled: term.length > 0, staleTime: 60_000 },
  );
  const data = term.length > 0 && text.trim() === term ? suggest.data : undefined;
  const empty = data !== undefined && data.categories.length === 0 && data.tags.length === 0;

  function done(): void {
    setText("");
  }

  return (
    <div className="quick-search">
      <label className="field__label" htmlFor="post-quick-search">
        {copy.postForm.quickSearch}
      </label>
      <div className="quick-search__row">
        <SearchIcon size={18} className="quick-search__icon" />
        <input
          id="post-quick-search"
          className="input quick-search__input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter would submit the post form; here it only confirms the IME conversion.
            if (event.key === "Enter") event.preventDefault();
          }}
          placeholder={copy.postForm.quickSearchPlaceholder}
          autoComplete="off"
          aria-describedby="post-quick-search-hint"
        />
      </div>
      <p className="field__hint" id="post-quick-search-hint">
        {copy.postForm.quickSearchHint}
      </p>
      <div aria-live="polite">
        {empty ? <p className="tag-options__empty">{copy.empty.suggestions}</p> : null}
        {data && !empty ? (
          <div className="quick-search__results">
            {data.categories.length > 0 ? (
              <div className="tag-options">
                <p className="tag-options__label">{copy.postForm.suggestCategories}</p>
                <ul className="tag-options__list">
                  {data.categories.map((category) => (
                    <li key={category.id}>
                      <button
                        type="button"
                        className="tag-option tag-option--category"
                        onClick={() => {
                          onCategory(category);
                          done();
                        }}
                      >
                        <FolderIcon size={14} />
                        {categoryPath(category)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {data.tags.length > 0 ? (
              <div className="tag-options">
                <p className="tag-options__label">{copy.postForm.suggestTags}</p>
                <ul className="tag-options__list">
                  {data.tags.map((tag) => (
                    <li key={tag.id}>
                      <button
                        type="button"
                        className="tag-option"
                        onClick={() => {
                          onTag(tag);
                          done();
                        }}
                        aria-label={copy.postForm.addTag(tag.name)}
                      >
                        <TagIcon size={14} />
                        {tag.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
