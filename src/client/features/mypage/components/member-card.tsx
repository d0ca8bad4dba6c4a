/**
 * A member of a follow list (/favorites/users, /followers): avatar and name linking to /profile/{id}, region,
 * a bio snippet, follower and post counts, and whether the follow is mutual.
 */
import { Link } from "wouter";
import { MapPinIcon } from "#client/components/icons.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { regionName } from "#client/lib/reference-names.ts";
import { shownRelative } from "#client/lib/shown-dates.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { MemberCardView } from "#shared/schemas/mypage.ts";

/**
 * A member of a follow list: avatar, name, region, bio snippet, counts and follow state, linking to the
 * profile.
 */
export function MemberCard({ member }: { member: MemberCardView }) {
  const m = copy.mypage.member;
  const mutual = member.is_following && member.follows_you;
  const badge = mutual ? m.mutual : member.is_following ? m.following : m.followsYou;
  return (
    <article className="member-card">
      <Link href={paths.profile(member.id)} className="member-card__head">
        <UserAvatar name={member.name} url={member.avatar_url} size={56} />
        <span className="member-card__who">
          <span className="member-card__name">{member.name}</span>
          <span className="member-card__region">
            <MapPinIcon size={14} />
            {member.region ? regionName(member.region) : m.regionUnset}
          </span>
        </span>
      </Link>
      <p className={`member-card__bio${member.bio ? "" : " member-card__bio--empty"}`}>
        {member.bio ?? m.noBio}
      </p>
      <div className="member-card__foot">
        <span className="member-card__stats">
          <span>{m.followers(member.followers_count)}</span>
          <span>{m.posts(member.posts_count)}</span>
        </span>
        <span className={`badge ${mutual ? "badge--public" : "badge--muted"}`}>{badge}</span>
      </div>
      <p className="member-card__since">
        <time dateTime={member.followed_at}>
          {m.followedAt(shownRelative(member.followed_at, member.followed_at_relative))}
        </time>
      </p>
    </article>
  );
}
