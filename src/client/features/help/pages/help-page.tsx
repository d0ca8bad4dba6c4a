/**
 * /help 「ヘルプ・よくある質問」 (docs/product.md §2 Help and operator): the questions people ask, grouped, each a
 * disclosure (closed until tapped), with links to the pages an answer points to; the contact form at the end.
 * Linked from the footer. The text is src/shared/copy/help.ts (helpCopy).
 */
import { Link } from "wouter";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { type HelpQuestion, helpCopy } from "#shared/copy/help.ts";
import { paths } from "#shared/paths.ts";
import "../help.css";

const h = helpCopy;

/** Where each link of an answer goes. */
const LINKS: Record<NonNullable<HelpQuestion["links"]>[number], () => string> = {
  guidelines: paths.guidelines,
  terms: paths.terms,
  privacy: paths.privacy,
  contact: paths.contact,
  settings: paths.accountSettings,
  create: paths.postCreate,
};

function Question({ question }: { question: HelpQuestion }) {
  return (
    <details className="help-question">
      <summary className="help-question__q">{question.q}</summary>
      <div className="help-question__a">
        {question.a.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {question.links ? (
          <p className="help-question__links">
            {question.links.map((key) => (
              <Link key={key} href={LINKS[key]()}>
                {h.linkLabels[key]}
              </Link>
            ))}
          </p>
        ) : null}
      </div>
    </details>
  );
}

/** /help: contents, the question groups, and the way to the contact form. */
export function HelpPage() {
  useDocumentHead(h.title, h.lead);
  return (
    <div className="container page page--narrow help-page">
      <header className="page-head">
        <h1 className="page-head__title">{h.title}</h1>
        <p className="page-head__lead">{h.lead}</p>
      </header>
      <nav className="help-contents" aria-label={h.contents}>
        {h.sections.map((section) => (
          <a key={section.id} href={`#help-${section.id}`}>
            {section.heading}
          </a>
        ))}
      </nav>
      {h.sections.map((section) => (
        <section key={section.id} className="help-section" aria-labelledby={`help-${section.id}`}>
          <h2 id={`help-${section.id}`}>{section.heading}</h2>
          {section.questions.map((question) => (
            <Question key={question.q} question={question} />
          ))}
        </section>
      ))}
      <section className="help-section help-contact" aria-labelledby="help-contact">
        <h2 id="help-contact">{h.stillStuck}</h2>
        <p>{h.contactLead}</p>
        <p className="help-question__links">
          <Link href={paths.contact()} className="button button--primary">
            {h.linkLabels.contact}
          </Link>
          <Link href={paths.operator()}>{h.operator.title}</Link>
        </p>
      </section>
    </div>
  );
}
