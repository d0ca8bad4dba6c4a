/** The frame of the auth-type pages (docs/product.md §2 Layout): title, lead, the content and an optional switch link. */
import type { ReactNode } from "react";
import { Link } from "wouter";

interface AuthCardProps {
  title: string;
  lead?: string;
  children: ReactNode;
  switchText?: string;
  switchHref?: string;
  switchLabel?: string;
  /** A wider card for longer forms (register). */
  wide?: boolean;
}

/** The card of the auth pages (docs/product.md §2 Layout): title, lead, `children` and the switch link. */
export function AuthCard({
  title,
  lead,
  children,
  switchText,
  switchHref,
  switchLabel,
  wide,
}: AuthCardProps) {
  return (
    <div className="auth-page">
      <section className={`auth-card${wide ? " auth-card--wide" : ""}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {lead ? <p className="auth-card__lead">{lead}</p> : null}
        {children}
        {switchHref && switchLabel ? (
          <p className="auth-card__switch">
            {switchText}
            <Link href={switchHref}>{switchLabel}</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
