/**
 * /favorites/users (members the viewer follows) and /followers (members following the viewer), docs/product.md §2
 * favorites.users / followers.me: member cards linking to /profile/{id}, newest follow first, 15 a page.
 */
import { keepPreviousData } from "@tanstack/react-query";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { MemberCard } from "../components/member-card.tsx";
import { MyListBody } from "../components/my-list-body.tsx";
import { MyPageHead } from "../components/my-page-head.tsx";
import { useMyListQuery } from "../hooks/use-my-list-query.ts";
import "../mypage.css";

/** /favorites/users: the members the viewer follows, 15 a page. */
export function FavoriteUsersPage() {
  const { page, pageHref } = useMyListQuery(paths.favoriteUsers);
  useDocumentHead(copy.mypage.titles.favoriteUsers);
  const list = trpc.mypage.follows.useQuery({ page }, { placeholderData: keepPreviousData, staleTime: 0 });
  return (
    <div className="container page">
      <MyPageHead title={copy.mypage.titles.favoriteUsers} lead={copy.mypage.leads.favoriteUsers} />
      <MyListBody
        list={list}
        layout="members"
        keyOf={(member) => member.id}
        renderItem={(member) => <MemberCard member={member} />}
        emptyMessage={copy.mypage.empty.follows}
        failureMessage={copy.mypage.errors.favoriteUsers}
        pageHref={pageHref}
      />
    </div>
  );
}

/** /followers: the members following the viewer, 15 a page. */
export function FollowersPage() {
  const { page, pageHref } = useMyListQuery(paths.followers);
  useDocumentHead(copy.mypage.titles.followers);
  const list = trpc.mypage.followers.useQuery({ page }, { placeholderData: keepPreviousData, staleTime: 0 });
  return (
    <div className="container page">
      <MyPageHead title={copy.mypage.titles.followers} lead={copy.mypage.leads.followers} />
      <MyListBody
        list={list}
        layout="members"
        keyOf={(member) => member.id}
        renderItem={(member) => <MemberCard member={member} />}
        emptyMessage={copy.mypage.empty.followers}
        failureMessage={copy.mypage.errors.followers}
        pageHref={pageHref}
      />
    </div>
  );
}
