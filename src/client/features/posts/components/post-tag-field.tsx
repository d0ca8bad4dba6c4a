/**
 * The tags of the post form (docs/product.md §2 Post create, §5 Tags): the tag input (Enter, comma or space adds, never
 * during IME composition; × removes; at most 10), suggestions for the typed text from GET /api/tags (200 ms
 * debounce, limit 8, official first) and the recommended tags of the chosen category; neither offers a reward tag
 * the お礼 field contradicts (#謝礼あり on a 無償 request, docs/product.md §10).
 */
import { useState } from "react";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { TagInput } from "#client/components/tag-input.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { MAX_TAGS_PER_POST, TAG_SEARCH } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { refusesTag } from "#shared/reward-tags.ts";
import type { RewardType } from "#shared/schemas/requests.ts";
import { addTag } from "#shared/tag-slug.ts";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";

interface TagOption {
  slug: string;
  name: string;
}

interface PostTagFieldProps {
  id: string;
  tags: string[];
  labels: Record<string, string>;
  onChange: (tags: string[], labels: Record<string, string>) => void;
  errors: readonly string[];
  /** Slug of the chosen category, for its recommended tags. */
  categorySlug: string | null;
  /** The お礼 field: the reward tags it contradicts are not offered. */
  rewardType: RewardType;
}

/**
 * Tags of the post form: the tag input, tag-search suggestions (200 ms debounce, limit 8) and the chosen
 * category's recommended tags, without the reward tags `rewardType` contradicts.
 */
export function PostTagField({
  id,
  tags,
  labels,
  onChange,
  errors,
  categorySlug,
  rewardType,
}: PostTagFieldProps) {
  const [draft, setDraft] = useState("");
  const [full, setFull] = useState(false);
  const term = useDebouncedValue(draft.trim(), TAG_SEARCH.debounceMs);
  const search = trpc.tags.search.useQuery(
    { search: term, limit: TAG_SEARCH.limit },
    { enabled: term.length > 0, staleTime: 60_000 },
  );
  const recommended = trpc.catalog.categoryTags.useQuery(
    { slug: categorySlug ?? "" },
    { enabled: categorySlug !== null, staleTime: 5 * 60_000 },
  );

  function pick(option: TagOption): void {
    const result = addTag(tags, option.slug, MAX_TAGS_PER_POST);
    setFull(result.rejected === "full");
    if (result.rejected === null) {
      onChange(result.tags, { ...labels, [option.slug]: option.name });
      setDraft("");
    }
  }

  const suggestions = term.length > 0 && draft.trim() === term ? (search.data ?? []) : [];
  const unused = (list: readonly TagOption[]) =>
    list.filter(
      (tag) =>
        !tags.includes(tag.slug) && !refusesTag(rewardType, tag.slug) && !refusesTag(rewardType, tag.name),
    );
  const recommendedTags = unused(recommended.data?.data ?? []);

  return (
    <FormField id={id} label={copy.post.tags} optional errors={errors}>
      <TagInput
        id={id}
        tags={tags}
        labels={labels}
        onChange={(next) => {
          setFull(false);
          onChange(next, labels);
        }}
        draft={draft}
        onDraftChange={setDraft}
        invalid={errors.length > 0}
        ariaDescribedBy={describedBy(id, { hint: true, errors })}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {copy.post.tagsHint}
      </p>
      {full ? (
        <p className="tag-input__limit" role="alert">
          {copy.post.tagLimit(MAX_TAGS_PER_POST)}
        </p>
      ) : null}
      {term.length > 0 && search.isSuccess && draft.trim() === term ? (
        <TagOptions
          label={copy.postForm.tagSearchLabel}
          options={unused(suggestions)}
          onPick={pick}
          emptyText
        />
      ) : null}
      {recommendedTags.length > 0 ? (
        <TagOptions label={copy.postForm.recommendedTags} options={recommendedTags} onPick={pick} />
      ) : null}
    </FormField>
  );
}

function TagOptions({
  label,
  options,
  onPick,
  emptyText = false,
}: {
  label: string;
  options: readonly TagOption[];
  onPick: (option: TagOption) => void;
  emptyText?: boolean;
}) {
  return (
    <div className="tag-options">
      <p className="tag-options__label">{label}</p>
      {options.length === 0 && emptyText ? (
        <p className="tag-options__empty">{copy.empty.suggestions}</p>
      ) : (
        <ul className="tag-options__list">
          {options.map((option) => (
            <li key={option.slug}>
              <button
                type="button"
                className="tag-option"
                // Keep the focus in the tag input: its blur would add the half-typed text as a tag first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(option)}
                aria-label={copy.postForm.addTag(option.name)}
              >
                #{option.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
