/** /posts (docs/product.md §2 Post list): the shared list without a fixed scope (filters in the query). */
import { paths } from "#shared/paths.ts";
import { PostListView } from "../components/post-list-view.tsx";

/** /posts: the post list with its filters in the query. */
export function PostListPage() {
  return <PostListView basePath={paths.posts()} />;
}
