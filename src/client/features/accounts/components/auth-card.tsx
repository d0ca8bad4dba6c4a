/** The frame of the login and register pages: title, lead, the form and a link to the other page. */
import type { ReactNode } from "react";
import { Link } from "wouter";

interface AuthCardProps {
  title: string;
  lead: string;
  children: ReactNode;
  switchText: string;
  switchHref: string;
  switchLabel: string;
}

export function AuthCard({ title, lead, children, switchText, switchHref, switchLabel }: AuthCardProps) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__lead">{lead}</p>
        {children}
        <p className="auth-card__switch">
          {switchText}
          <Link href={switchHref}>{switchLabel}</Link>
        </p>
      </section>
    </div>
  );
}
