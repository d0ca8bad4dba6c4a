/**
 * The sections of a profile (docs/product.md §2 Profile show): skills, experience (copy.profile.showMore above 120 characters), bio,
 * interests, region and SNS links (or copy.profile.snsHidden when hidden, copy.profile.snsUnset when there are none).
 * On one's own profile, empty interests and region link to their setup pages (docs/product.md §2 Interest / Region setup).
 */
import { useState } from "react";
import { Link } from "wouter";
import { categoryName, regionName } from "#client/lib/reference-names.ts";
import { useCategorySlugs } from "#client/lib/use-category-slugs.ts";
import { EXPERIENCE_COLLAPSE_CHARS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { PublicProfileView } from "#shared/schemas/profile.ts";

const p = copy.profile;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="profile-section">
      <h2 className="profile-section__title">{title}</h2>
      <div className="profile-section__body">{children}</div>
    </section>
  );
}

function Empty({
  text = p.notRegistered,
  setup,
}: {
  text?: string;
  setup?: { href: string; label: string };
}) {
  return (
    <p className="profile-section__empty">
      <span>{text}</span>
      {setup ? (
        <Link href={setup.href} className="profile-section__setup">
          {setup.label}
        </Link>
      ) : null}
    </p>
  );
}

/** Experience with its toggle: the first 120 characters until copy.profile.showMore is pressed. */
function Experience({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const chars = Array.from(text);
  const long = chars.length > EXPERIENCE_COLLAPSE_CHARS;
  const shown = open || !long ? text : `${chars.slice(0, EXPERIENCE_COLLAPSE_CHARS).join("")}…`;
  return (
    <>
      <p className="profile-text" id="profile-experience">
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls="profile-experience"
          onClick={() => setOpen(!open)}
        >
          {open ? p.showLess : p.showMore}
        </button>
      ) : null}
    </>
  );
}

function Sns({ profile }: { profile: PublicProfileView }) {
  if (!profile.show_sns) return <Empty text={p.snsHidden} />;
  if (!profile.has_any_sns_input || (!profile.twitter_url && !profile.linkedin_url))
    return <Empty text={p.snsUnset} />;
  return (
    <ul className="profile-sns">
      {profile.twitter_url ? (
        <li>
          <a href={profile.twitter_url} target="_blank" rel="noopener noreferrer nofollow">
            {p.snsX}: @{profile.twitter_handle}
          </a>
        </li>
      ) : null}
      {profile.linkedin_url ? (
        <li>
          <a href={profile.linkedin_url} target="_blank" rel="noopener noreferrer nofollow">
            {p.snsLinkedin}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** Every section of `profile`, for the profile page. */
export function ProfileDetails({ profile }: { profile: PublicProfileView }) {
  const own = profile.is_self;
  // Interests come as {id, name}: their slugs, for the English names, come from the tree (English pages only).
  const slugs = useCategorySlugs();
  return (
    <div className="profile-details">
      <Section title={p.sections.skills}>
        {profile.skills_list.length > 0 ? (
          <ul className="chip-list">
            {profile.skills_list.map((skill) => (
              <li key={skill} className="chip">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <Empty />
        )}
      </Section>
      <Section title={p.sections.experience}>
        {profile.experience ? <Experience text={profile.experience} /> : <Empty />}
      </Section>
      <Section title={p.sections.bio}>
        {profile.bio ? <p className="profile-text">{profile.bio}</p> : <Empty />}
      </Section>
      <Section title={p.sections.interests}>
        {profile.interests.length > 0 ? (
          <ul className="chip-list">
            {profile.interests.map((interest) => (
              <li key={interest.id} className="chip chip--soft">
                {categoryName({ slug: slugs.get(interest.id), name: interest.name })}
              </li>
            ))}
          </ul>
        ) : (
          <Empty setup={own ? { href: paths.profileInterestSetup(), label: p.interestsChoose } : undefined} />
        )}
      </Section>
      <Section title={p.sections.region}>
        {profile.region ? (
          <Link href={paths.region(profile.region.slug)}>{regionName(profile.region)}</Link>
        ) : (
          <Empty
            text={p.regionUnset}
            setup={own ? { href: paths.profileRegionSetup(), label: p.regionChoose } : undefined}
          />
        )}
      </Section>
      <Section title={p.sections.sns}>
        <Sns profile={profile} />
      </Section>
    </div>
  );
}
