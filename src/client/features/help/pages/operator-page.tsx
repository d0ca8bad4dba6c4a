/**
 * /operator 「運営者情報」 (docs/product.md §2 Help and operator): the service, the operator's name, e-mail and
 * address as configured (GET /api/operator through contact.operator; an address not published reads
 * helpCopy.operator.addressOnRequest), and the contact form. Linked from the footer.
 */
import { Link } from "wouter";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { helpCopy } from "#shared/copy/help.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import "../help.css";

const o = helpCopy.operator;

/** /operator: the operator table. */
export function OperatorPage() {
  useDocumentHead(o.title, o.lead);
  const operator = trpc.contact.operator.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <div className="container page page--narrow help-page">
      <header className="page-head">
        <h1 className="page-head__title">{o.title}</h1>
        <p className="page-head__lead">{o.lead}</p>
      </header>
      {operator.data ? (
        <dl className="operator-table">
          <div>
            <dt>{o.service}</dt>
            <dd>{copy.serviceName}</dd>
          </div>
          <div>
            <dt>{o.name}</dt>
            <dd>{operator.data.name}</dd>
          </div>
          {operator.data.email ? (
            <div>
              <dt>{o.email}</dt>
              <dd>
                <a href={`mailto:${operator.data.email}`}>{operator.data.email}</a>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{o.address}</dt>
            <dd>{operator.data.address ?? o.addressOnRequest}</dd>
          </div>
          <div>
            <dt>{o.contact}</dt>
            <dd>
              <Link href={paths.contact()}>{o.contactForm}</Link>
            </dd>
          </div>
        </dl>
      ) : operator.isError ? (
        <FailureState message={o.loadFailed} />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
