/**
 * The create form of spec.md §2 Post create: title, body, category (grouped, parents marked as such), region
 * (both required), tags, the location hint, and the publish / save-draft buttons. Server field errors are shown in
 * the error box (flattened) and next to each field.
 */
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { FIELD_LIMITS } from "../../../../shared/constants.ts";
import { copy } from "../../../../shared/copy.ts";
import { paths } from "../../../../shared/paths.ts";
import { ZCreatePostInput } from "../../../../shared/schemas/posts.ts";
import { ErrorBox } from "../../../components/error-box.tsx";
import { describedBy, FormField } from "../../../components/form-field.tsx";
import { MapPinIcon } from "../../../components/icons.tsx";
import { TagInput } from "../../../components/tag-input.tsx";
import { schemaFieldErrors } from "../../../lib/schema-errors.ts";
import {
  type FieldErrors,
  fieldErrorsOf,
  flattenFieldErrors,
  messagesFor,
} from "../../../lib/trpc-errors.ts";
import { CategorySelect } from "../../catalog/components/category-select.tsx";
import { RegionSelect } from "../../catalog/components/region-select.tsx";
import { useCategories } from "../../catalog/hooks/use-categories.ts";
import { useRegions } from "../../catalog/hooks/use-regions.ts";
import { useCreatePost } from "../hooks/use-create-post.ts";
import { useGrantedLocation } from "../hooks/use-granted-location.ts";

const DRAFT_INTENT = "draft";

export function PostCreateForm() {
  const [, navigate] = useLocation();
  const categories = useCategories();
  const regions = useRegions();
  const location = useGrantedLocation();
  const create = useCreatePost();

  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [regionId, setRegionId] = useState<number | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [localErrors, setLocalErrors] = useState<FieldErrors | null>(null);

  const fieldErrors = localErrors ?? fieldErrorsOf(create.error);
  let boxMessages: string[] = [];
  if (fieldErrors) boxMessages = flattenFieldErrors(fieldErrors);
  else if (create.isError) boxMessages = [copy.errors.postCreateFailed];
  const errorsFor = (field: string) => messagesFor(fieldErrors, field);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const isPublic = !(submitter instanceof HTMLButtonElement && submitter.value === DRAFT_INTENT);
    // The shared schema checks the form first, with the very messages the server would answer.
    const parsed = ZCreatePostInput.safeParse({
      title,
      body,
      category_id: categoryId ?? undefined,
      region_id: regionId ?? undefined,
      tags,
      is_public: isPublic,
      ...(location.coords
        ? { latitude: location.coords.latitude, longitude: location.coords.longitude }
        : {}),
    });
    if (!parsed.success) {
      create.reset();
      setLocalErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setLocalErrors(null);
    create.mutate(parsed.data, { onSuccess: (post) => navigate(paths.post(post.id)) });
  }

  return (
    <form className="form-card" onSubmit={handleSubmit} noValidate>
      <ErrorBox messages={boxMessages} />
      <FormField id="post-title" label={copy.post.title} required errors={errorsFor("title")}>
        <input
          id="post-title"
          className="input"
          type="text"
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={FIELD_LIMITS.postTitle}
          placeholder={copy.post.titlePlaceholder}
          autoComplete="off"
          aria-required="true"
          aria-invalid={errorsFor("title").length > 0 || undefined}
          aria-describedby={describedBy("post-title", { errors: errorsFor("title") })}
        />
      </FormField>
      <FormField id="post-body" label={copy.post.body} required errors={errorsFor("body")}>
        <textarea
          id="post-body"
          className="textarea"
          name="body"
          rows={8}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={FIELD_LIMITS.postBody}
          placeholder={copy.post.bodyPlaceholder}
          aria-required="true"
          aria-invalid={errorsFor("body").length > 0 || undefined}
          aria-describedby={describedBy("post-body", { errors: errorsFor("body") })}
        />
      </FormField>
      <div className="form-grid">
        <FormField id="post-category" label={copy.post.category} required errors={errorsFor("category_id")}>
          <CategorySelect
            id="post-category"
            name="category_id"
            categories={categories.data ?? []}
            value={categoryId}
            onChange={setCategoryId}
            emptyLabel={copy.post.selectCategory}
            parentLabel={copy.post.parentOption}
            aria-required="true"
            aria-invalid={errorsFor("category_id").length > 0 || undefined}
            aria-describedby={describedBy("post-category", { errors: errorsFor("category_id") })}
          />
        </FormField>
        <FormField id="post-region" label={copy.post.region} required errors={errorsFor("region_id")}>
          <RegionSelect
            id="post-region"
            name="region_id"
            regions={regions.data ?? []}
            value={regionId}
            onChange={setRegionId}
            emptyLabel={copy.post.selectRegion}
            aria-required="true"
            aria-invalid={errorsFor("region_id").length > 0 || undefined}
            aria-describedby={describedBy("post-region", { errors: errorsFor("region_id") })}
          />
        </FormField>
      </div>
      <FormField
        id="post-tags"
        label={copy.post.tags}
        optional
        hint={copy.post.tagsHint}
        errors={errorsFor("tags")}
      >
        <TagInput
          id="post-tags"
          tags={tags}
          onChange={setTags}
          invalid={errorsFor("tags").length > 0}
          ariaDescribedBy={describedBy("post-tags", { hint: true, errors: errorsFor("tags") })}
        />
      </FormField>
      {location.checked ? (
        <p className={`location-note${location.coords ? " location-note--active" : ""}`}>
          <MapPinIcon size={18} />
          {location.coords ? copy.post.locationAttached : copy.post.locationHint}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value={DRAFT_INTENT}
          className="button button--ghost"
          disabled={create.isPending}
        >
          {copy.post.saveDraft}
        </button>
        <button
          type="submit"
          name="intent"
          value="publish"
          className="button button--primary"
          disabled={create.isPending}
        >
          {create.isPending ? copy.post.submitting : copy.post.publish}
        </button>
      </div>
    </form>
  );
}
