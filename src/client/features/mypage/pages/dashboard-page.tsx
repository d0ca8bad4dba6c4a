/**
 * /dashboard (docs/product.md §2 Dashboard): shortcuts to a new post, the message list and profile edit; the counters;
 * the 5 latest own posts (→ /myposts) and bookmarks (→ /favorites/posts). On failure it says
 * copy.mypage.errors.dashboard and every counter falls back to 0, every list to empty (§8).
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { MessageIcon, PlusIcon } from "#client/components/icons.tsx";
import { FailureState } from "#client/components/status-message.tsx";
import { UnreadBadge } from "#client/components/unread-badge.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { CounterGrid } from "../components/counter-grid.tsx";
import { MyPageHead } from "../components/my-page-head.tsx";
import { PencilIcon } from "../components/mypage-icons.tsx";
import { RecentColumns } from "../components/recent-posts.tsx";
import { useMySummary } from "../hooks/use-my-summary.ts";
import "../mypage.css";

interface Shortcut {
  key: string;
  href: string;
  label: string;
  icon: ReactNode;
  badge?: number;
}

/**
 * /dashboard (docs/product.md §2 Dashboard): shortcuts, counters, 5 latest own posts and bookmarks;
 * ダッシュボードの読み込みに失敗しました。 on failure.
 */
export function DashboardPage() {
  const { user } = useSession();
  const summary = useMySummary();
  useDocumentHead(copy.mypage.titles.dashboard);
  const shortcuts: Shortcut[] = [
    { key: "create", href: paths.postCreate(), label: copy.mypage.shortcuts.create, icon: <PlusIcon /> },
    {
      key: "threads",
      href: paths.threads(),
      label: copy.mypage.shortcuts.threads,
      icon: <MessageIcon />,
      badge: summary.counts.unread_messages,
    },
    {
      key: "profile-edit",
      href: paths.profileEdit(),
      label: copy.mypage.shortcuts.profileEdit,
      icon: <PencilIcon />,
    },
  ];
  return (
    <div className="container page my-dashboard">
      <MyPageHead
        title={copy.mypage.titles.dashboard}
        lead={user ? copy.mypage.greeting(user.name) : undefined}
      />
      {summary.isError ? <FailureState message={copy.mypage.errors.dashboard} /> : null}
      <nav aria-label={copy.mypage.shortcutsLabel}>
        <ul className="quick-actions">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.key}>
              <Link
                href={shortcut.href}
                className={`quick-action${shortcut.key === "create" ? " quick-action--primary" : ""}`}
              >
                <span className="quick-action__icon">{shortcut.icon}</span>
                <span className="quick-action__label">{shortcut.label}</span>
                {shortcut.badge ? (
                  <UnreadBadge count={shortcut.badge} className="quick-action__badge" />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CounterGrid counts={summary.counts} loading={summary.isLoading} />
      <RecentColumns
        idPrefix="dashboard"
        recentPosts={summary.recentPosts}
        recentBookmarks={summary.recentBookmarks}
        loading={summary.isLoading}
      />
    </div>
  );
}
