/**
 * The author of a post or comment: avatar and name linking to the profile, or copy.post.deletedUser; a post's
 * author also shows the 良い they received (docs/product.md §10 Thanks and ratings).
 */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { GoodRatings } from "./good-ratings.tsx";
import { UserAvatar } from "./user-avatar.tsx";

interface PostAuthorProps {
  /** `good_ratings` when the answer carries it (a post's author; not a comment's). */
  user: { id: number; name: string; avatar_url: string | null; good_ratings?: number } | null;
  size?: number;
  /** Show 良い 0件 too (the post page); cards show the badge only when there is one. */
  ratingsAlways?: boolean;
}

/** Avatar and name linking to /profile/{id}, or 削除されたユーザー when `user` is null. */
export function PostAuthor({ user, size = 36, ratingsAlways = false }: PostAuthorProps) {
  if (!user) {
    return (
      <span className="author author--deleted">
        <UserAvatar name={copy.post.deletedUser} url={null} size={size} />
        <span className="author__name">{copy.post.deletedUser}</span>
      </span>
    );
  }
  return (
    <Link href={paths.profile(user.id)} className="author">
      <UserAvatar name={user.name} url={user.avatar_url} size={size} />
      <span className="author__name">{user.name}</span>
      {user.good_ratings === undefined ? null : (
        <GoodRatings count={user.good_ratings} always={ratingsAlways} />
      )}
    </Link>
  );
}
