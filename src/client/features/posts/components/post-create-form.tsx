/**
 * The create form of docs/product.md §2 Post create over `posts.create` (FormData with the image). Success goes to
 * /myposts; failures show the server's field errors, else 投稿に失敗しました。, plus 画像ファイルがあれば、再度、
 * 選択してください。 when the image was not the problem (the chosen file is cleared then: docs/product.md §8).
 */
import { useLocation } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { formDataOf } from "#client/lib/form-data.ts";
import { pageLanguage } from "#client/lib/language.ts";
import { fieldErrorsOf } from "#client/lib/trpc-errors.ts";
import { useUploadProgress } from "#client/lib/upload-progress.ts";
import { useSession } from "#client/lib/use-session.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { ZCreatePostInput } from "#shared/schemas/posts.ts";
import type { PostFormInitial } from "../hooks/use-post-form.ts";
import { useCreatePost, useCreateProxyPost } from "../hooks/use-post-mutations.ts";
import { PostForm } from "./post-form.tsx";

const EMPTY: PostFormInitial = {
  title: "",
  body: "",
  category_id: null,
  region_id: null,
  tags: [],
  labels: {},
  reward_type: "none",
  reward_amount: "",
  needed_by: "",
  helpers_needed: "1",
  // Someone reading the board in English (or やさしい日本語) most likely writes in it (docs/product.md "Languages");
  // it can be changed.
  language: pageLanguage(),
};

/**
 * The create form: FormData to posts.create; success → /myposts with a flash; failures in the error box
 * (docs/product.md §8). With `organization`, a 代理投稿 (docs/product.md "Organisations"): FormData to
 * organizations.createPost with the organisation's id, the organisation's region chosen, and success opens the new
 * request (it is the organisation's, not in マイページ).
 */
export function PostCreateForm({
  organization,
}: {
  organization?: { id: number; regionId: number } | undefined;
}) {
  const [, navigate] = useLocation();
  const { show } = useFlash();
  const ownPost = useCreatePost();
  const proxyPost = useCreateProxyPost();
  const create = organization ? proxyPost : ownPost;
  const upload = useUploadProgress();
  const session = useSession();

  return (
    <PostForm
      mode="create"
      // Most requests are for where the member lives: the registered region is chosen already (phone first).
      initial={{ ...EMPTY, region_id: organization?.regionId ?? session.user?.region_id ?? null }}
      pending={create.isPending}
      upload={upload}
      failure={create.error}
      failed={() => [copy.errors.postCreateFailed]}
      notes={(error) => (fieldErrorsOf(error)?.image ? [] : [copy.errors.postCreateImageRetry])}
      submit={async (write) => {
        const form = formDataOf(ZCreatePostInput, write);
        if (organization) {
          form.append("id", String(organization.id));
          const sent = await upload.run(form, (body) => proxyPost.mutateAsync(body));
          if (sent.cancelled) return proxyPost.reset();
          show(organizationsCopy.proxy.created);
          return navigate(paths.post(sent.value.id));
        }
        const sent = await upload.run(form, (body) => ownPost.mutateAsync(body));
        // A cancelled upload is no failure: the form and its image stay as they were, no error box.
        if (sent.cancelled) return ownPost.reset();
        show(write.is_public === false ? copy.postForm.createdDraft : copy.postForm.created);
        navigate(paths.myposts());
      }}
    />
  );
}
