/** The welcome of the home page: the tagline, a short lead and the two main actions. */
import { Link } from "wouter";
import { PlusIcon, SearchIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";

/** The home welcome block with the calls to post and to browse. */
export function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">{copy.serviceName}</p>
        <h1 id="hero-title" className="hero__title">
          {copy.tagline}
        </h1>
        <p className="hero__lead">{copy.home.heroLead}</p>
        <div className="hero__actions">
          <Link href={paths.postCreate()} className="button button--primary button--large">
            <PlusIcon size={20} />
            {copy.home.ctaCreate}
          </Link>
          <Link href={paths.posts()} className="button button--surface button--large">
            <SearchIcon size={20} />
            {copy.home.ctaBrowse}
          </Link>
        </div>
      </div>
      <div className="hero__art">
        <svg viewBox="0 0 240 200" width="240" height="200" focusable="false" aria-hidden="true">
          <circle cx="120" cy="104" r="86" fill="var(--color-primary-soft)" />
          <path d="M52 150h136" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
          <path d="M70 150V98l36-28 36 28v52" fill="#fff" stroke="var(--color-primary)" strokeWidth="4" />
          <path
            d="M96 150v-26h20v26"
            fill="var(--color-accent-soft)"
            stroke="var(--color-primary)"
            strokeWidth="4"
          />
          <path
            d="M138 150v-40l26-20 26 20v40"
            fill="#fff"
            stroke="var(--color-primary-strong)"
            strokeWidth="4"
          />
          <rect x="156" y="116" width="16" height="16" rx="3" fill="var(--color-accent)" />
          <path
            d="M120 64c-8-6-14-11-14-18a7 7 0 0 1 14-3 7 7 0 0 1 14 3c0 7-6 12-14 18Z"
            fill="var(--color-accent)"
          />
          <circle cx="196" cy="56" r="6" fill="var(--color-accent-soft)" />
          <circle cx="48" cy="70" r="4" fill="var(--color-primary)" opacity="0.4" />
        </svg>
      </div>
    </section>
  );
}
