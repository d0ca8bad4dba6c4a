/**
 * /profile/{id} and /profile/me (docs/product.md §2 Profile show): cover, avatar, name, copy.profile.verifiedBadge badge, the buttons
 * copy.profile.requestButton and follow (hidden on self; while blocked either way, the reason instead), and the
 * profile sections. Sources in the order of docs/product.md §4;
 * 404 → copy.profile.notFound, other failures → copy.profile.loadFailed
 * The page description is the first 120 characters of the bio.
 */

import { Link } from "wouter";
import { BlockButton } from "#client/components/block-button.tsx";
import { GoodRatings } from "#client/components/good-ratings.tsx";
import { ReportButton } from "#client/components/report-button.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { VouchBadges } from "#client/components/vouch-badges.tsx";
import { excerpt, useDocumentHead } from "#client/lib/document-head.ts";
import { httpStatusOf } from "#client/lib/trpc-errors.ts";
import { useSession } from "#client/lib/use-session.ts";
import { META_DESCRIPTION_CHARS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { formatDateJa } from "#shared/dates.ts";
import { paths } from "#shared/paths.ts";
import { MyVouches } from "../components/my-vouches.tsx";
import { ProfileContactActions } from "../components/profile-contact-actions.tsx";
import { ProfileCover } from "../components/profile-cover.tsx";
import { ProfileDetails } from "../components/profile-details.tsx";
import { ProfileTrust } from "../components/profile-trust.tsx";
import { ProfileVouch } from "../components/profile-vouch.tsx";
import { useProfileSource } from "../hooks/use-profile-source.ts";
import "../profile.css";

const p = copy.profile;

/** /profile/me and /profile/{id} (docs/product.md §2 Profile show). */
export function ProfilePage({ target }: { target: number | "me" }) {
  const profile = useProfileSource(target);
  const session = useSession();
  const data = profile.data;
  const notFound = profile.isError && httpStatusOf(profile.error) === 404;
  const failure = notFound ? p.notFound : p.loadFailed;
  useDocumentHead(
    data ? (data.is_self ? p.titles.me : p.titles.show(data.name)) : profile.isError ? failure : undefined,
    data?.bio ? excerpt(data.bio, META_DESCRIPTION_CHARS.bio) : undefined,
  );

  if (profile.isPending) return <LoadingState />;
  if (!data) {
    return (
      <div className="container page page--narrow">
        <FailureState message={failure} />
        {/* A way on from a missing or unreadable profile (phone first). */}
        <p className="page-back">
          <Link href={paths.posts()} className="button button--ghost">
            {copy.phone.backToPosts}
          </Link>
        </p>
      </div>
    );
  }

  const verified = data.badges.includes("email_verified");
  return (
    <div className="container page profile-page">
      <article className="profile-card" aria-labelledby="profile-name">
        <ProfileCover
          name={data.name}
          coverUrl={data.cover_url}
          avatarUrl={data.avatar_url}
          coverAlt={p.coverAlt(data.name)}
        />
        <div className="profile-card__head">
          <div className="profile-card__who">
            <h1 id="profile-name" className="profile-card__name">
              {data.name}
            </h1>
            <ul className="profile-badges">
              {verified ? <li className="badge badge--verified">{p.verifiedBadge}</li> : null}
              {/* Organisations that checked this member, each linking to its page (docs/product.md "Organisations"). */}
              <VouchBadges vouches={data.vouches} />
              {/* The good ratings received, at the top; the counts and reviews are in the ratings section (§10). */}
              <li>
                <a href="#profile-ratings" className="good-ratings-link">
                  <GoodRatings count={data.ratings.good} always />
                </a>
              </li>
            </ul>
            <p className="profile-card__since">{p.memberSince(formatDateJa(new Date(data.created_at)))}</p>
          </div>
          <div className="profile-actions">
            {data.is_self ? (
              <>
                <Link href={paths.profileEdit()} className="button button--outline">
                  {p.editProfile}
                </Link>
                <MyVouches userId={data.id} vouches={data.vouches} />
              </>
            ) : (
              <>
                <ProfileContactActions userId={data.id} following={data.is_following} />
                {session.isAuthenticated ? <ProfileVouch userId={data.id} vouches={data.vouches} /> : null}
                <BlockButton userId={data.id} name={data.name} />
                <ReportButton targetType="user" targetId={data.id} />
              </>
            )}
          </div>
        </div>
        <ProfileDetails profile={data} />
        <ProfileTrust userId={data.id} ratings={data.ratings} trace={data} hoursGiven={data.hours_given} />
      </article>
    </div>
  );
}
