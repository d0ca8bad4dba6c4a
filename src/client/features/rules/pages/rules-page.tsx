/**
 * /terms, /privacy and /guidelines (docs/product.md §10 Rules pages and consent): the service's own rules, from
 * the copy catalogue (copy.requests.rules.pages), linked from the footer and the registration form.
 */
import { Link } from "wouter";
import { useDocumentHead } from "#client/lib/document-head.ts";
import type { RulesPageCopy } from "#shared/copy/rules.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import "../rules.css";

/** The rules pages, by their key. */
export type RulesKind = "terms" | "privacy" | "guidelines";

/** One rules page: title, lead, numbered sections, revision date and links to the other two pages. */
export function RulesPage({ kind }: { kind: RulesKind }) {
  const page: RulesPageCopy = copy.requests.rules.pages[kind];
  useDocumentHead(page.title);
  const others = (["terms", "privacy", "guidelines"] as const).filter((other) => other !== kind);
  return (
    <div className="container page page--narrow rules-page">
      <header className="page-head">
        <h1 className="page-head__title">{page.title}</h1>
        <p className="page-head__lead">{page.lead}</p>
      </header>
      {page.sections.map((section) => (
        <section key={section.heading} className="rules-page__section">
          <h2>{section.heading}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="rules-page__revised">{page.revised}</p>
      <nav className="rules-page__others" aria-label={copy.requests.rules.footerNavigation}>
        {others.map((other) => (
          <Link key={other} href={paths[other]()}>
            {copy.requests.rules.pages[other].title}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** /terms. */
export function TermsPage() {
  return <RulesPage kind="terms" />;
}
/** /privacy. */
export function PrivacyPage() {
  return <RulesPage kind="privacy" />;
}
/** /guidelines. */
export function GuidelinesPage() {
  return <RulesPage kind="guidelines" />;
}
