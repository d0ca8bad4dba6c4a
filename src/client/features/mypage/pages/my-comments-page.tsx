/**
 * /mycomments (docs/product.md §2 My comments): the distinct posts the member commented on, the most recently
 * commented first, with the same keyword filter and highlight as My posts. Error: copy.mypage.errors.mycomments.
 */
import { keepPreviousData } from "@tanstack/react-query";
import { CommentIcon } from "#client/components/icons.tsx";
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
import { shownRelative } from "#client/lib/shown-dates.ts";

/** /mycomments (docs/product.md §2 My comments): distinct commented posts, keyword filter and highlight. */
export function MyCommentsPage() {
  const { keyword, page, pageHref, keywordHref } = useMyListQuery(paths.mycomments);
  useDocumentHead(copy.mypage.titles.mycomments);
  const list = trpc.mypage.commentedPosts.useQuery(keyword ? { page, keyword } : { page }, {
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const total = list.data?.meta.total;
  return (
    <div className="container page">
      <MyPageHead title={copy.mypage.titles.mycomments} lead={copy.mypage.leads.mycomments} />
      <MyListSearch keyword={keyword} hrefFor={keywordHref} />
      {keyword && total !== undefined ? (
        <p className="my-search__result" role="status">
          {copy.mypage.search.results(keyword, total)}
        </p>
      ) : null}
      <MyListBody
        list={list}
        keyOf={(post) => post.id}
        renderItem={(post) => (
          <div className="commented-post">
            <p className="commented-post__note">
              <CommentIcon size={14} />
              <time dateTime={post.my_last_commented_at}>
                {copy.mypage.myCommentsOn(
                  post.my_comments_count,
                  shownRelative(post.my_last_commented_at, post.my_last_commented_at_relative),
                )}
              </time>
            </p>
            <PostCard post={post} keyword={keyword} headingLevel={2} />
          </div>
        )}
        emptyMessage={keyword ? copy.mypage.search.none(keyword) : copy.empty.myComments}
        failureMessage={copy.mypage.errors.mycomments}
        pageHref={pageHref}
      />
    </div>
  );
}
