/**
 * /mypage (docs/product.md §2 My page): the member's card, the counters, links to profile.me, profile.edit,
 * account.settings, logout, myposts, post.create, mycomments, threads (unread badge, 99+ cap),
 * favorites.posts, favorites.users and followers.me, and the same recent lists as the dashboard.
 * On failure: copy.mypage.errors.mypage, counters 0 and empty lists (§8).
 */
import { Link } from "wouter";
import { CommentIcon, LogoutIcon, MessageIcon, PlusIcon, UserIcon } from "#client/components/icons.tsx";
import { FailureState } from "#client/components/status-message.tsx";
import { UnreadBadge } from "#client/components/unread-badge.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { useLogout } from "#client/lib/use-logout.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { CounterGrid } from "../components/counter-grid.tsx";
import { MenuGroup, type MenuItem } from "../components/menu-group.tsx";
import { MyAppointments } from "../components/my-appointments.tsx";
import { MyPageHead } from "../components/my-page-head.tsx";
import {
  BookmarkIcon,
  DocumentIcon,
  PencilIcon,
  SettingsIcon,
  UserCheckIcon,
  UsersIcon,
} from "../components/mypage-icons.tsx";
import { RecentColumns } from "../components/recent-posts.tsx";
import { useMySummary } from "../hooks/use-my-summary.ts";
import "../mypage.css";

/** /mypage (docs/product.md §2 My page): member card, counters, the links of the spec and the recent lists. */
export function MypagePage() {
  const { user } = useSession();
  const summary = useMySummary();
  const logout = useLogout();
  useDocumentHead(copy.mypage.titles.mypage);
  const l = copy.mypage.links;
  const counts = summary.counts;
  const count = (n: number) => <span className="menu-group__count">{n.toLocaleString("ja-JP")}</span>;

  const postItems: MenuItem[] = [
    {
      key: "myposts",
      href: paths.myposts(),
      label: l.myposts,
      icon: <DocumentIcon />,
      trailing: count(counts.posts),
    },
    { key: "post-create", href: paths.postCreate(), label: l.postCreate, icon: <PlusIcon /> },
    {
      key: "mycomments",
      href: paths.mycomments(),
      label: l.mycomments,
      icon: <CommentIcon />,
      trailing: count(counts.comments),
    },
  ];
  const connectionItems: MenuItem[] = [
    {
      key: "threads",
      href: paths.threads(),
      label: l.threads,
      icon: <MessageIcon />,
      trailing: <UnreadBadge count={counts.unread_messages} />,
    },
    {
      key: "favorite-posts",
      href: paths.favoritePosts(),
      label: l.favoritePosts,
      icon: <BookmarkIcon />,
      trailing: count(counts.bookmarks),
    },
    {
      key: "favorite-users",
      href: paths.favoriteUsers(),
      label: l.favoriteUsers,
      icon: <UsersIcon />,
      trailing: count(counts.follows),
    },
    {
      key: "followers",
      href: paths.followers(),
      label: l.followers,
      icon: <UserCheckIcon />,
      trailing: count(counts.followers),
    },
  ];
  const accountItems: MenuItem[] = [
    { key: "profile", href: paths.profileMe(), label: l.profile, icon: <UserIcon /> },
    { key: "profile-edit", href: paths.profileEdit(), label: l.profileEdit, icon: <PencilIcon /> },
    {
      key: "account-settings",
      href: paths.accountSettings(),
      label: l.accountSettings,
      icon: <SettingsIcon />,
    },
    {
      key: "logout",
      label: l.logout,
      icon: <LogoutIcon />,
      onSelect: () => logout.mutate(),
      disabled: logout.isPending,
    },
  ];

  return (
    <div className="container page my-mypage">
      <MyPageHead title={copy.mypage.titles.mypage} />
      {user ? (
        <section className="my-profile" aria-label={user.name}>
          <UserAvatar name={user.name} url={user.avatar_url} size={64} />
          <div className="my-profile__who">
            <p className="my-profile__name">{user.name}</p>
            <p className="my-profile__email">{user.email}</p>
          </div>
          <div className="my-profile__actions">
            <Link href={paths.profileMe()} className="button button--outline">
              {l.profile}
            </Link>
            <Link href={paths.profileEdit()} className="button button--ghost">
              <PencilIcon size={16} />
              {l.profileEdit}
            </Link>
          </div>
        </section>
      ) : null}
      {summary.isError ? <FailureState message={copy.mypage.errors.mypage} /> : null}
      <CounterGrid counts={counts} loading={summary.isLoading} />
      <MyAppointments />
      <div className="menu-groups">
        <MenuGroup id="mypage-group-posts" title={copy.mypage.groups.posts} items={postItems} />
        <MenuGroup
          id="mypage-group-connections"
          title={copy.mypage.groups.connections}
          items={connectionItems}
        />
        <MenuGroup id="mypage-group-account" title={copy.mypage.groups.account} items={accountItems} />
      </div>
      <RecentColumns
        idPrefix="mypage"
        recentPosts={summary.recentPosts}
        recentBookmarks={summary.recentBookmarks}
        loading={summary.isLoading}
      />
    </div>
  );
}
