/**
 * /myposts (docs/product.md §2 My posts): the member's own posts, each badged public or draft, filtered and highlighted
 * by `keyword` (or `q`), 15 a page. Errors: the server's field errors, else copy.mypage.errors.myposts (§8).
 */
import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "wouter";
import { PlusIcon } from "#client/components/icons.tsx";
import { PostCard } from "#client/components/post-card.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { MyListBody } from "../components/my-list-body.tsx";
import { MyListSearch } from "../components/my-list-search.tsx";
import { MyPageHead } from "../components/my-page-head.tsx";
import { useMyListQuery } from "../hooks/use-my-list-query.ts";
import "../mypage.css";

/** /myposts (docs/product.md §2 My posts): own posts badged 公開中 / 下書き, keyword (or q) filter and highlight. */
export function MyPostsPage() {
  const { keyword, page, pageHref, keywordHref } = useMyListQuery(paths.myposts);
  useDocumentHead(copy.mypage.titles.myposts);
  const list = trpc.mypage.posts.useQuery(keyword ? { page, keyword } : { page }, {
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const total = list.data?.meta.total;
  return (
    <div className="container page">
      <MyPageHead
        title={copy.mypage.titles.myposts}
        lead={copy.mypage.leads.myposts}
        actions={
          <Link href={paths.postCreate()} className="button button--primary">
            <PlusIcon size={18} />
            {copy.mypage.links.postCreate}
          </Link>
        }
      />
      <MyListSearch keyword={keyword} hrefFor={keywordHref} />
      {keyword && total !== undefined ? (
        <p className="my-search__result" role="status">
          {copy.mypage.search.results(keyword, total)}
        </p>
      ) : null}
      <MyListBody
        list={list}
        keyOf={(post) => post.id}
        renderItem={(post) => <PostCard post={post} keyword={keyword} headingLevel={2} showPublicBadge />}
        emptyMessage={keyword ? copy.mypage.search.none(keyword) : copy.empty.myPosts}
        failureMessage={copy.mypage.errors.myposts}
        pageHref={pageHref}
      />
    </div>
  );
}
