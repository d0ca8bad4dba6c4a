/** /favorites/posts (docs/product.md §2 favorites.posts): bookmarked posts, newest bookmark first, 15 a page. */
import { keepPreviousData } from "@tanstack/react-query";
import { PostCard } from "#client/components/post-card.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { MyListBody } from "../components/my-list-body.tsx";
import { MyPageHead } from "../components/my-page-head.tsx";
import { useMyListQuery } from "../hooks/use-my-list-query.ts";
import "../mypage.css";

/** /favorites/posts: bookmarked posts, 15 a page, ブックマークはまだありません。 when none. */
export function FavoritePostsPage() {
  const { page, pageHref } = useMyListQuery(paths.favoritePosts);
  useDocumentHead(copy.mypage.titles.favoritePosts);
  const list = trpc.mypage.bookmarks.useQuery({ page }, { placeholderData: keepPreviousData, staleTime: 0 });
  return (
    <div className="container page">
      <MyPageHead title={copy.mypage.titles.favoritePosts} lead={copy.mypage.leads.favoritePosts} />
      <MyListBody
        list={list}
        keyOf={(post) => post.id}
        renderItem={(post) => <PostCard post={post} headingLevel={2} />}
        emptyMessage={copy.empty.bookmarks}
        failureMessage={copy.mypage.errors.favoritePosts}
        pageHref={pageHref}
      />
    </div>
  );
}
