/**
 * The post form shared by create and edit (spec.md §2 Post create / Post edit): title, body, (create only) quick
 * category/tag search, category grouped by parent with parents marked 親, tags, region, optional image, the
 * location hint, and the buttons 公開する / 下書き保存. Checked first with the shared zod schema (the server's very
 * messages); server errors shown in the error box of spec.md §8 (flattened) and next to each field.
 */
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { CategorySelect } from "#client/components/category-select.tsx";
import { ErrorBox } from "#client/components/error-box.tsx";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { schemaFieldErrors } from "#client/lib/schema-errors.ts";
import { type FieldErrors, messagesFor } from "#client/lib/trpc-errors.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { FIELD_LIMITS, MAX_TAGS_PER_POST } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { CategoryNode } from "#shared/schemas/catalog.ts";
import { ZCreatePostInput, ZUpdatePostInput } from "#shared/schemas/posts.ts";
import { addTag } from "#shared/tag-slug.ts";
import { usePostLocation } from "../hooks/use-post-location.ts";
import type { PostWriteValues } from "../lib/post-form-data.ts";
import { type ImageChoice, PostImageField } from "./post-image-field.tsx";
import { PostLocationNote } from "./post-location-note.tsx";
import { PostQuickSearch } from "./post-quick-search.tsx";
import { PostTagField } from "./post-tag-field.tsx";
import "../post-write.css";

/** The editable values of the form. */
export interface PostFormInitial {
  title: string;
  body: string;
  categoryId: number | null;
  regionId: number | null;
  tags: string[];
  labels: Record<string, string>;
}

interface PostFormProps {
  /** `create` shows the quick search; `edit` (with the post id) shows the saved state and the current image. */
  mode: "create" | "edit";
  postId?: number;
  initial: PostFormInitial;
  currentImageUrl?: string | null;
  /** Whether the stored post already has coordinates (edit): then no location hint. */
  hasStoredLocation?: boolean;
  pending: boolean;
  /** Field errors of the server's answer (null when none). */
  serverFieldErrors: FieldErrors | null;
  /** The error box messages of a failed server call (already worded for this form). */
  serverMessages: readonly string[];
  onSubmit: (values: PostWriteValues) => void;
  /** Changing it clears a chosen image (create: after a failed attempt, spec.md §8). */
  imageResetKey?: number;
}

const DRAFT_INTENT = "draft";

function findCategory(tree: readonly CategoryNode[], id: number | null) {
  if (id === null) return null;
  for (const parent of tree) {
    if (parent.id === id) return { node: parent, parent: null };
    const child = parent.children.find((c) => c.id === id);
    if (child) return { node: child, parent };
  }
  return null;
}

/**
 * The create/edit form of spec.md §2; checks with the shared zod schema, then calls `onSubmit` with the
 * values (公開する → public, 下書き保存 → draft).
 */
export function PostForm(props: PostFormProps) {
  const { mode, initial, pending } = props;
  const categories = useCategories();
  const regions = useRegions();
  const location = usePostLocation();

  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [categoryId, setCategoryId] = useState<number | null>(initial.categoryId);
  const [regionId, setRegionId] = useState<number | null>(initial.regionId);
  const [tags, setTags] = useState<string[]>(initial.tags);
  const [labels, setLabels] = useState<Record<string, string>>(initial.labels);
  const [image, setImage] = useState<ImageChoice>({ kind: "keep" });
  const [imageBusy, setImageBusy] = useState(false);
  const [localErrors, setLocalErrors] = useState<FieldErrors | null>(null);
  const [tagsFull, setTagsFull] = useState(false);
  const { imageResetKey } = props;
  useEffect(() => {
    if (imageResetKey) setImage({ kind: "keep" });
  }, [imageResetKey]);

  const tree = categories.data ?? [];
  const chosen = useMemo(() => findCategory(tree, categoryId), [tree, categoryId]);
  const regionName = regions.data?.find((region) => region.id === regionId)?.name ?? null;

  const fieldErrors = localErrors ?? props.serverFieldErrors;
  const boxMessages = localErrors ? [...new Set(Object.values(localErrors).flat())] : props.serverMessages;
  const errorsFor = (field: string) => messagesFor(fieldErrors, field);
  /** A field changed: its own errors of the last check are no longer true. */
  const changed = (field: string): void => {
    if (localErrors?.[field]) {
      const { [field]: _fixed, ...rest } = localErrors;
      setLocalErrors(Object.keys(rest).length > 0 ? rest : null);
    }
  };
  const needsLocation = !(props.hasStoredLocation ?? false);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (pending || imageBusy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const isPublic = !(submitter instanceof HTMLButtonElement && submitter.value === DRAFT_INTENT);
    const coords = needsLocation ? location.coords : null;
    const candidate = {
      title,
      body,
      category_id: categoryId ?? undefined,
      region_id: regionId ?? undefined,
      tags,
      is_public: isPublic,
      ...(coords ? { latitude: coords.latitude, longitude: coords.longitude } : {}),
    };
    const parsed =
      mode === "create"
        ? ZCreatePostInput.safeParse(candidate)
        : ZUpdatePostInput.safeParse({ ...candidate, id: props.postId });
    if (!parsed.success) {
      setLocalErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setLocalErrors(null);
    props.onSubmit({
      title: parsed.data.title,
      body: parsed.data.body,
      categoryId: parsed.data.category_id,
      regionId: parsed.data.region_id,
      tags: parsed.data.tags ?? [],
      isPublic,
      coords,
      image: image.kind === "new" ? image.file : null,
      removeImage: image.kind === "remove",
    });
  }

  function addQuickTag(slug: string, name: string): void {
    const result = addTag(tags, slug, MAX_TAGS_PER_POST);
    setTagsFull(result.rejected === "full");
    if (result.rejected === null) {
      setTags(result.tags);
      setLabels({ ...labels, [slug]: name });
    }
  }

  return (
    <form className="form-card post-form" onSubmit={handleSubmit} noValidate>
      <ErrorBox messages={boxMessages} />
      <FormField id="post-title" label={copy.post.title} required errors={errorsFor("title")}>
        <input
          id="post-title"
          className="input"
          type="text"
          name="title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            changed("title");
          }}
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
          onChange={(event) => {
            setBody(event.target.value);
            changed("body");
          }}
          maxLength={FIELD_LIMITS.postBody}
          placeholder={copy.post.bodyPlaceholder}
          aria-required="true"
          aria-invalid={errorsFor("body").length > 0 || undefined}
          aria-describedby={describedBy("post-body", { errors: errorsFor("body") })}
        />
      </FormField>
      {mode === "create" ? (
        <PostQuickSearch
          onCategory={(category) => {
            setCategoryId(category.id);
            changed("category_id");
          }}
          onTag={(tag) => addQuickTag(tag.slug, tag.name)}
        />
      ) : null}
      <div className="form-grid">
        <FormField id="post-category" label={copy.post.category} required errors={errorsFor("category_id")}>
          <CategorySelect
            id="post-category"
            name="category_id"
            categories={tree}
            value={categoryId}
            onChange={(id) => {
              setCategoryId(id);
              changed("category_id");
            }}
            emptyLabel={copy.post.selectCategory}
            parentLabel={copy.post.parentOption}
            aria-required="true"
            aria-invalid={errorsFor("category_id").length > 0 || undefined}
            aria-describedby={describedBy("post-category", { errors: errorsFor("category_id") })}
          />
          {mode === "edit" && chosen ? (
            <p className="post-form__chosen">
              {copy.postForm.selectedCategory(
                chosen.parent
                  ? copy.post.categoryPath(chosen.parent.name, chosen.node.name)
                  : chosen.node.name,
              )}
            </p>
          ) : null}
        </FormField>
        <FormField id="post-region" label={copy.post.region} required errors={errorsFor("region_id")}>
          <RegionSelect
            id="post-region"
            name="region_id"
            regions={regions.data ?? []}
            value={regionId}
            onChange={(id) => {
              setRegionId(id);
              changed("region_id");
            }}
            emptyLabel={copy.post.selectRegion}
            aria-required="true"
            aria-invalid={errorsFor("region_id").length > 0 || undefined}
            aria-describedby={describedBy("post-region", { errors: errorsFor("region_id") })}
          />
          {mode === "edit" && regionName ? (
            <p className="post-form__chosen">{copy.postForm.selectedRegion(regionName)}</p>
          ) : null}
        </FormField>
      </div>
      <PostTagField
        id="post-tags"
        tags={tags}
        labels={labels}
        onChange={(next, nextLabels) => {
          setTagsFull(false);
          setTags(next);
          setLabels(nextLabels);
        }}
        errors={tagsFull ? [copy.post.tagLimit(MAX_TAGS_PER_POST), ...errorsFor("tags")] : errorsFor("tags")}
        categorySlug={chosen?.node.slug ?? null}
      />
      <PostImageField
        id="post-image"
        value={image}
        onChange={setImage}
        currentUrl={props.currentImageUrl ?? null}
        errors={errorsFor("image")}
        onBusyChange={setImageBusy}
      />
      {needsLocation ? <PostLocationNote location={location} /> : null}
      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value={DRAFT_INTENT}
          className="button button--ghost"
          disabled={pending || imageBusy}
        >
          {copy.post.saveDraft}
        </button>
        <button
          type="submit"
          name="intent"
          value="publish"
          className="button button--primary"
          disabled={pending || imageBusy}
        >
          {pending ? copy.post.submitting : copy.post.publish}
        </button>
      </div>
    </form>
  );
}
