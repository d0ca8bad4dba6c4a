/** The author of a post or comment: avatar and name linking to the profile, or copy.post.deletedUser. */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { UserAvatar } from "./user-avatar.tsx";

interface PostAuthorProps {
  user: { id: number; name: string; avatar_url: string | null } | null;
  size?: number;
}

/** Avatar and name linking to /profile/{id}, or 削除されたユーザー when `user` is null. */
export function PostAuthor({ user, size = 36 }: PostAuthorProps) {
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
    </Link>
  );
}
