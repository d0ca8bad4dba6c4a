/**
 * The author of a post or comment: avatar and name linking to the profile, or copy.post.deletedUser; a post's
 * author also shows the 良い they received (docs/product.md §10 Thanks and ratings) and the organisation that checked
 * them (「〇〇 確認済み」, docs/product.md "Organisations"); a 代理投稿 shows the organisation that posted it instead.
 */
import { Link } from "wouter";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { GoodRatings } from "./good-ratings.tsx";
import { UserAvatar } from "./user-avatar.tsx";
import { VouchedBy } from "./vouch-badges.tsx";

interface PostAuthorProps {
  /** `good_ratings` when the answer carries it (a post's author; not a comment's). */
  user: {
    id: number;
    name: string;
    avatar_url: string | null;
    good_ratings?: number;
    /** The organisation that checked a post's author (docs/product.md "Organisations"), when the answer carries it. */
    vouched_by?: { slug: string; name: string } | null;
  } | null;
  size?: number;
  /** Show 良い 0件 too (the post page); cards show the badge only when there is one. */
  ratingsAlways?: boolean;
  /**
   * A 代理投稿 (docs/product.md "Organisations"): the organisation that posted it for a resident. It stands in the
   * author's place — 「〇〇が代理で投稿」 linking to the organisation's page; no resident's name exists.
   */
  onBehalfOf?: { organization: { slug: string; name: string } } | null;
}

/** Avatar and name linking to /profile/{id}, or 削除されたユーザー when `user` is null. */
export function PostAuthor({ user, size = 36, ratingsAlways = false, onBehalfOf }: PostAuthorProps) {
  if (onBehalfOf) {
    const { organization } = onBehalfOf;
    return (
      <Link href={paths.organization(organization.slug)} className="author author--organization">
        {/* The organisation's account carries its logo as its avatar. */}
        <UserAvatar name={organization.name} url={user?.avatar_url ?? null} size={size} />
        <span className="author__name">{copy.postedOnBehalf(organization.name)}</span>
      </Link>
    );
  }
  if (!user) {
    return (
      <span className="author author--deleted">
        <UserAvatar name={copy.post.deletedUser} url={null} size={size} />
        <span className="author__name">{copy.post.deletedUser}</span>
      </span>
    );
  }
  const author = (
    <Link href={paths.profile(user.id)} className="author">
      <UserAvatar name={user.name} url={user.avatar_url} size={size} />
      <span className="author__name">{user.name}</span>
      {user.good_ratings === undefined ? null : (
        <GoodRatings count={user.good_ratings} always={ratingsAlways} />
      )}
    </Link>
  );
  // The organisation's badge links to its page: beside the profile link, never inside it.
  if (!user.vouched_by) return author;
  return (
    <span className="author-line">
      {author}
      <VouchedBy organization={user.vouched_by} />
    </span>
  );
}
