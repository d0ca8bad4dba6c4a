/**
 * The create form of docs/product.md §2 Post create over `posts.create` (FormData with the image). Success goes to
 * /myposts; failures show the server's field errors, else 投稿に失敗しました。, plus 画像ファイルがあれば、再度、
 * 選択してください。 when the image was not the problem (the chosen file is cleared then: docs/product.md §8).
 */
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { fieldErrorsOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { useCreatePost } from "../hooks/use-post-mutations.ts";
import { createPostFormData } from "../lib/post-form-data.ts";
import { PostForm } from "./post-form.tsx";

const EMPTY = { title: "", body: "", category_id: null, region_id: null, tags: [], labels: {} };

/**
 * The create form: FormData to posts.create; success → /myposts with a flash; failures in the error box
 * (docs/product.md §8).
 */
export function PostCreateForm() {
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const create = useCreatePost();

  return (
    <PostForm
      mode="create"
      initial={EMPTY}
      pending={create.isPending}
      failure={create.error}
      failed={() => [copy.errors.postCreateFailed]}
      notes={(error) => (fieldErrorsOf(error)?.image ? [] : [copy.errors.postCreateImageRetry])}
      submit={async (values) => {
        await create.mutateAsync(createPostFormData(values));
        show(values.isPublic ? copy.postForm.created : copy.postForm.createdDraft);
        navigate(paths.myposts());
      }}
    />
  );
}
