/**
 * Tag input of docs/product.md §2 Post create / §5 Tags: Enter, comma or space adds the typed tag (normalised by
 * `addTag`), never while an IME composition is in progress; × removes; at most `max` tags with the message
 * copy.post.tagLimit. `labels` shows a tag's display name instead of its slug (official tags: heavy-lifting → 力仕事);
 * `draft` / `onDraftChange` let a parent read the typed text (tag search suggestions) and clear it.
 */
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from "react";
import { MAX_TAGS_PER_POST } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { addTag } from "#shared/tag-slug.ts";
import { CloseIcon } from "./icons.tsx";

/** Separators typed or pasted between tags: ASCII/Japanese commas and any space (also the full-width one). */
const SEPARATORS = /[,\uFF0C\u3001\s\u3000]+/u;
const IME_PROCESS_KEY_CODE = 229;

interface TagInputProps {
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  max?: number;
  ariaDescribedBy?: string | undefined;
  invalid?: boolean;
  labels?: Readonly<Record<string, string>>;
  draft?: string;
  onDraftChange?: (draft: string) => void;
}

/**
 * The tag editor of docs/product.md §5: `tags` are slugs, `onChange` gets the next list; at most `max` (10) with
 * copy.post.tagLimit; no tag is added while an IME composition is open.
 */
export function TagInput({
  id,
  tags,
  onChange,
  max = MAX_TAGS_PER_POST,
  ariaDescribedBy,
  invalid,
  labels = {},
  draft: controlledDraft,
  onDraftChange,
}: TagInputProps) {
  const [innerDraft, setInnerDraft] = useState("");
  const draft = controlledDraft ?? innerDraft;
  const setDraft = (value: string): void => {
    if (onDraftChange) onDraftChange(value);
    else setInnerDraft(value);
  };
  const [limitReached, setLimitReached] = useState(false);
  const composing = useRef(false);

  /** Adds each raw tag; returns true when every one was handled (added, empty or duplicate). */
  function commit(raws: readonly string[]): boolean {
    let next = [...tags];
    let full = false;
    for (const raw of raws) {
      const result = addTag(next, raw, max);
      next = result.tags;
      if (result.rejected === "full") full = true;
    }
    if (next.length !== tags.length) onChange(next);
    setLimitReached(full);
    return !full;
  }

  function commitDraft(): void {
    if (draft.trim() === "") return;
    if (commit([draft])) setDraft("");
  }

  /** Splits text that contains separators (pasted, or committed by the IME) into tags; keeps the tail typed. */
  function absorb(value: string): void {
    if (!SEPARATORS.test(value)) {
      setDraft(value);
      return;
    }
    const parts = value.split(SEPARATORS);
    const tail = parts.pop() ?? "";
    const handled = commit(parts);
    setDraft(handled ? tail : value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.nativeEvent.isComposing || event.keyCode === IME_PROCESS_KEY_CODE || composing.current) return;
    if (event.key === "Enter" || event.key === "," || event.key === " ") {
      event.preventDefault();
      commitDraft();
    } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
      onChange(tags.slice(0, -1));
      setLimitReached(false);
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const native = event.nativeEvent as InputEvent;
    if (composing.current || native.isComposing) {
      setDraft(event.target.value);
      return;
    }
    absorb(event.target.value);
  }

  function remove(slug: string): void {
    onChange(tags.filter((tag) => tag !== slug));
    setLimitReached(false);
  }

  return (
    <div className={`tag-input${invalid ? " tag-input--invalid" : ""}`}>
      {tags.length > 0 ? (
        <ul className="tag-input__list">
          {tags.map((tag) => (
            <li key={tag} className="tag-input__tag">
              <span>#{labels[tag] ?? tag}</span>
              <button
                type="button"
                className="tag-input__remove"
                onClick={() => remove(tag)}
                aria-label={copy.post.removeTag(labels[tag] ?? tag)}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tag-input__row">
        <input
          id={id}
          className="input tag-input__field"
          type="text"
          value={draft}
          placeholder={copy.post.tagPlaceholder}
          autoComplete="off"
          enterKeyHint="enter"
          aria-describedby={ariaDescribedBy}
          aria-invalid={invalid || undefined}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            absorb(event.currentTarget.value);
          }}
          onBlur={commitDraft}
        />
        <span className="tag-input__count" aria-hidden="true">
          {copy.post.tagCount(tags.length, max)}
        </span>
      </div>
      <p className="tag-input__limit" aria-live="polite">
        {limitReached ? copy.post.tagLimit(max) : ""}
      </p>
    </div>
  );
}
