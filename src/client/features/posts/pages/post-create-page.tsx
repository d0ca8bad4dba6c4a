/** /post/create (login required by the route guard): title copy.titles.postCreate and the create form. */

import { useDocumentHead } from "#client/lib/document-head.ts";
import { copy } from "#shared/copy.ts";
import { PostCreateForm } from "../components/post-create-form.tsx";

/** /post/create: 仕事を依頼する and the create form. */
export function PostCreatePage() {
  useDocumentHead(copy.titles.postCreate);
  return (
    <div className="container page page--narrow">
      <header className="page-head">
        <h1 className="page-head__title">{copy.titles.postCreate}</h1>
        <p className="page-head__lead">{copy.post.createLead}</p>
      </header>
      <PostCreateForm />
    </div>
  );
}
