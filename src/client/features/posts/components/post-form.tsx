/**
 * The post form shared by create and edit (docs/product.md §2 Post create / Post edit): title, body, the language it
 * is written in ("Request language"), (create only) quick
 * category/tag search, category grouped by parent with parents marked 親, tags, region, up to 8 photos, the
 * location hint, and the buttons 公開する / 下書き保存. Checked first with the shared zod schema (the server's very
 * messages, use-post-form.ts); server errors shown in the error box of docs/product.md §8 (flattened) and next to each
 * field.
 */

import { useWatch } from "react-hook-form";
import { ErrorBox } from "#client/components/error-box.tsx";
import { describedBy, FormField, FormInput, FormTextarea } from "#client/components/form-field.tsx";
import { LanguageOptions } from "#client/components/post-language.tsx";
import { UploadProgressBar } from "#client/components/upload-progress-bar.tsx";
import type { UploadProgress } from "#client/lib/upload-progress.ts";
import { FIELD_LIMITS, MAX_TAGS_PER_POST, POST_PHOTOS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { type PostFormOptions, usePostForm } from "../hooks/use-post-form.ts";
import { PostLocationNote } from "./post-location-note.tsx";
import { PostPhotosField } from "./post-photos-field.tsx";
import { PostPlaceFields } from "./post-place-fields.tsx";
import { PostQuickSearch } from "./post-quick-search.tsx";
import { PostTagField } from "./post-tag-field.tsx";
import { RequestFields } from "./request-fields.tsx";
import "../post-write.css";

/** The fields the server names in a refusal of photos: `image`, `images`, `images.0`…, `image_alts.0`…. */
const PHOTO_FIELDS = [
  "image",
  "images",
  ...Array.from({ length: POST_PHOTOS.max }, (_, i) => [`images.${i}`, `image_alts.${i}`]).flat(),
];

interface PostFormProps extends PostFormOptions {
  /** `create` shows the quick search; `edit` shows the chosen names. */
  mode: "create" | "edit";
  pending: boolean;
  /** The progress and cancel of an image upload under way (create and edit). */
  upload?: UploadProgress | undefined;
}

/**
 * The create/edit form of docs/product.md §2; checks with the shared zod schema, then sends the values through
 * `submit` (公開する → public, 下書き保存 → draft).
 */
export function PostForm({ mode, pending, upload, ...options }: PostFormProps) {
  const post = usePostForm(options);
  const { form, errors } = post;
  const tags = useWatch({ control: form.control, name: "tags" });
  const rewardType = useWatch({ control: form.control, name: "reward_type" });
  const busy = pending || post.imageBusy;
  return (
    <form
      className="form-card post-form"
      onSubmit={(event) => (busy ? event.preventDefault() : void post.onSubmit(event))}
      noValidate
    >
      <ErrorBox messages={errors.messages} />
      <FormInput
        id="post-title"
        label={copy.post.title}
        required
        errors={errors.errorsFor("title")}
        type="text"
        maxLength={FIELD_LIMITS.postTitle}
        placeholder={copy.post.titlePlaceholder}
        autoComplete="off"
        {...form.register("title")}
      />
      <FormTextarea
        id="post-body"
        label={copy.post.body}
        required
        errors={errors.errorsFor("body")}
        rows={8}
        maxLength={FIELD_LIMITS.postBody}
        placeholder={copy.post.bodyPlaceholder}
        {...form.register("body")}
      />
      <FormField
        id="post-language"
        label={copy.requests.fields.language}
        hint={copy.requests.ui.languageHint}
        errors={errors.errorsFor("language")}
      >
        <select
          id="post-language"
          className="select"
          aria-invalid={errors.errorsFor("language").length > 0 || undefined}
          aria-describedby={describedBy("post-language", {
            hint: true,
            errors: errors.errorsFor("language"),
          })}
          {...form.register("language")}
        >
          <LanguageOptions />
        </select>
      </FormField>
      {mode === "create" ? (
        <PostQuickSearch
          onCategory={(category) => post.setCategory(category.id)}
          onTag={(tag) => post.addTag(tag.slug, tag.name)}
        />
      ) : null}
      <PostPlaceFields
        control={form.control}
        tree={post.tree}
        chosen={mode === "edit" ? post.chosenCategory : null}
        showRegionName={mode === "edit"}
        errorsFor={errors.errorsFor}
      />
      <RequestFields register={form.register} control={form.control} errorsFor={errors.errorsFor} />
      <PostTagField
        id="post-tags"
        tags={tags}
        labels={post.labels}
        onChange={post.setTags}
        errors={[
          ...(post.tagsFull ? [copy.post.tagLimit(MAX_TAGS_PER_POST)] : []),
          ...errors.errorsFor("tags"),
        ]}
        categorySlug={post.chosenCategory?.node.slug ?? null}
        rewardType={rewardType}
      />
      <PostPhotosField
        id="post-photos"
        items={post.photos}
        onChange={post.setPhotos}
        errors={PHOTO_FIELDS.flatMap((field) => errors.errorsFor(field))}
        onBusyChange={post.setImageBusy}
      />
      {post.needsLocation ? <PostLocationNote location={post.location} /> : null}
      {upload ? (
        <UploadProgressBar percent={upload.percent} cancelled={upload.cancelled} onCancel={upload.cancel} />
      ) : null}
      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value={post.draftIntent}
          className="button button--ghost"
          disabled={busy}
        >
          {copy.post.saveDraft}
        </button>
        <button
          type="submit"
          name="intent"
          value="publish"
          className="button button--primary"
          disabled={busy}
        >
          {pending ? copy.post.submitting : copy.post.publish}
        </button>
      </div>
    </form>
  );
}
