/**
 * /post/{id}/edit (docs/product.md §2 Post edit, login required by the route guard): the post form without quick add,
 * the photos (docs/product.md "Request photos": removed, added, reordered, the cover chosen, alt texts; saved with
 * the post: removals first, then the update with the new photos, then the order), the chosen category and region
 * names and the saved state
 * 公開中（保存済） / 下書き（保存済）. Only the author may edit: others see the server's answer (403 or 404) in
 * words. Success goes to /post/{id} (更新に失敗しました。 otherwise).
 */
import { Link, useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { ChevronLeftIcon } from "#client/components/icons.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { formDataOf } from "#client/lib/form-data.ts";
import { trpc } from "#client/lib/trpc.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { useUploadProgress } from "#client/lib/upload-progress.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { ZUpdatePostInput } from "#shared/schemas/posts.ts";
import { PostForm } from "../components/post-form.tsx";
import type { PhotoItem } from "../components/post-photos-field.tsx";
import { usePostPhotoWrites, useUpdatePost } from "../hooks/use-post-mutations.ts";

/** The words for a failed load or save of the edit page. */
function failureText(error: unknown, fallback: string): string {
  const status = httpStatusOf(error);
  if (status === 404) return copy.errors.postNotFound;
  if (status === 403) return copy.postForm.forbidden;
  return fallback;
}

/** /post/{id}/edit: the edit form for the author (saved state, current image); success → /post/{id}. */
export function PostEditPage({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const post = trpc.posts.byId.useQuery({ id }, { staleTime: 0 });
  const update = useUpdatePost();
  const photoWrites = usePostPhotoWrites();
  const upload = useUploadProgress();
  const data = post.data;
  const loadError = post.isError ? failureText(post.error, copy.errors.postLoadFailed) : null;
  const forbidden = data !== undefined && !data.can_update;
  useDocumentHead(loadError ?? (forbidden ? copy.postForm.forbidden : copy.postForm.editTitle));

  if (post.isPending) return <LoadingState />;
  if (!data || forbidden) {
    return (
      <div className="container page page--narrow">
        <FailureState message={loadError ?? copy.postForm.forbidden} />
        <p className="page-back">
          <Link href={data ? paths.post(id) : paths.posts()} className="button button--ghost">
            <ChevronLeftIcon size={18} />
            {copy.post.back}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="container page page--narrow">
      <header className="page-head">
        <h1 className="page-head__title">{copy.postForm.editTitle}</h1>
        <p className="page-head__lead">{copy.postForm.editLead}</p>
        <p className="post-form__saved">
          <span className="post-form__saved-label">{copy.postForm.savedState}</span>
          <span className={`badge ${data.is_public ? "badge--public" : "badge--draft"}`}>
            {data.is_public ? copy.post.savedPublic : copy.post.savedDraft}
          </span>
        </p>
      </header>
      <PostForm
        mode="edit"
        postId={id}
        initial={{
          title: data.title,
          body: data.body,
          category_id: data.category.id,
          region_id: data.region.id,
          tags: data.tags.map((tag) => tag.slug),
          labels: Object.fromEntries(data.tags.map((tag) => [tag.slug, tag.name])),
          reward_type: data.reward_type,
          reward_amount: data.reward_amount === null ? "" : String(data.reward_amount),
          needed_by: data.needed_by ?? "",
          helpers_needed: String(data.helpers_needed),
          language: data.language,
        }}
        initialPhotos={data.images.map(
          (image): PhotoItem => ({
            key: `stored-${image.id}`,
            kind: "stored",
            id: image.id,
            url: image.thumb_url ?? image.url,
            alt: image.alt ?? "",
          }),
        )}
        hasStoredLocation={data.latitude !== null && data.longitude !== null}
        pending={update.isPending}
        upload={upload}
        failure={update.error}
        failed={(error) => [failureText(error, copy.errors.postUpdateFailed)]}
        submit={async (write, photos) => {
          const kept = new Set(photos.flatMap((photo) => (photo.kind === "stored" ? [photo.id] : [])));
          for (const image of data.images) {
            if (!kept.has(image.id)) await photoWrites.remove.mutateAsync({ id, image_id: image.id });
          }
          const form = formDataOf(ZUpdatePostInput, { ...write, id });
          const sent = await upload.run(form, (body) => update.mutateAsync(body));
          if (sent.cancelled) return update.reset();
          if (photos.length > 0) {
            // The new photos come back after the kept ones, in the order they were sent.
            const added = sent.value.images.filter((image) => !kept.has(image.id)).map((image) => image.id);
            const order = photos.map((photo) => (photo.kind === "stored" ? photo.id : (added.shift() ?? 0)));
            await photoWrites.arrange.mutateAsync({
              id,
              order,
              alts: photos.map((photo) => photo.alt.trim()),
            });
          }
          show(copy.postForm.updated);
          navigate(paths.post(id));
        }}
      />
      <p className="page-back">
        <Link href={paths.post(id)} className="button button--ghost">
          <ChevronLeftIcon size={18} />
          {copy.postForm.cancel}
        </Link>
      </p>
    </div>
  );
}
