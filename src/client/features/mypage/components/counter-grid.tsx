/**
 * The counters of the dashboard and my page (docs/product.md §2): unread messages, posts, comments, bookmarks,
 * follows and followers, each a tile linking to its list. Shows 0 when the summary failed (docs/product.md §8).
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { CommentIcon, MessageIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { MyCounters } from "#shared/schemas/mypage.ts";
import { BookmarkIcon, DocumentIcon, UserCheckIcon, UsersIcon } from "./mypage-icons.tsx";

interface CounterTile {
  key: keyof MyCounters;
  href: string;
  icon: ReactNode;
}

const TILES: CounterTile[] = [
  { key: "unread_messages", href: paths.threads(), icon: <MessageIcon size={20} /> },
  { key: "posts", href: paths.myposts(), icon: <DocumentIcon size={20} /> },
  { key: "comments", href: paths.mycomments(), icon: <CommentIcon size={20} /> },
  { key: "bookmarks", href: paths.favoritePosts(), icon: <BookmarkIcon size={20} /> },
  { key: "follows", href: paths.favoriteUsers(), icon: <UsersIcon size={20} /> },
  { key: "followers", href: paths.followers(), icon: <UserCheckIcon size={20} /> },
];

interface CounterGridProps {
  counts: MyCounters;
  /** While the summary loads the numbers are dimmed. */
  loading?: boolean;
}

/**
 * The counters of the dashboard and my page (unread, posts, comments, bookmarks, follows, followers); 0 while
 * loading or after a failure.
 */
export function CounterGrid({ counts, loading = false }: CounterGridProps) {
  return (
    <section aria-label={copy.mypage.countersLabel}>
      <ul className={`counter-grid${loading ? " counter-grid--loading" : ""}`} aria-busy={loading}>
        {TILES.map((tile) => {
          const value = counts[tile.key];
          const alert = tile.key === "unread_messages" && value > 0;
          return (
            <li key={tile.key}>
              <Link
                href={tile.href}
                className={`counter${alert ? " counter--alert" : ""}`}
                data-counter={tile.key}
              >
                <span className="counter__icon">{tile.icon}</span>
                <span className="counter__value">{value.toLocaleString("ja-JP")}</span>
                <span className="counter__label">{copy.mypage.counters[tile.key]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
