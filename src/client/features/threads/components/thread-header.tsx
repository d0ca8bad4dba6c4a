/**
 * The head of an open thread (docs/product.md §2 Thread show): the way back to the list, the partner's avatar and
 * name linking to their profile (a deleted member's name is plain text), and the 良い they received
 * (docs/product.md §10) where the page shows them.
 */
import { Link } from "wouter";
import { GoodRatings } from "#client/components/good-ratings.tsx";
import { ChevronLeftIcon } from "#client/components/icons.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import type { ThreadPartner } from "#shared/schemas/threads.ts";

/** The thread's header: back to `back.href` (named `back.label`), then the partner. */
export function ThreadHeader({
  partner,
  back,
  ratings = true,
}: {
  partner: ThreadPartner;
  back: { href: string; label: string };
  /** Show the partner's 良い (the member's own threads do; an organisation's inbox does not). */
  ratings?: boolean;
}) {
  return (
    <header className="thread__header">
      <Link href={back.href} className="icon-button thread__back" aria-label={back.label}>
        <ChevronLeftIcon size={22} />
      </Link>
      <UserAvatar name={partner.name} url={partner.avatar_url} size={36} />
      {partner.id !== null ? (
        <Link
          href={paths.profile(partner.id)}
          className="thread__partner"
          aria-label={copy.threads.partnerProfile(partner.name)}
        >
          {partner.name}
        </Link>
      ) : (
        <span className="thread__partner">{partner.name}</span>
      )}
      {ratings && !partner.deleted ? <GoodRatings count={partner.good_ratings} always /> : null}
    </header>
  );
}
