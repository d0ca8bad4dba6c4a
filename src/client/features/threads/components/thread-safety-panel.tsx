/**
 * The first screen of every thread (docs/product.md §12): short safety tips, the contact-exchange consent
 * (連絡先の交換に同意する, and who has agreed), and the block and report controls for the partner. With a partner who
 * left (docs/product.md §4 Leaving) there is nobody to agree with or report: only the tips stay.
 */
import { BlockButton } from "#client/components/block-button.tsx";
import { useFlash } from "#client/components/flash-message.tsx";
import { ReportButton } from "#client/components/report-button.tsx";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import type { ThreadMessagesView } from "#shared/schemas/threads.ts";
import { useContactConsent } from "../hooks/use-contact-consent.ts";

const c = copy.safety.contact;
const t = copy.safety.tips;

/** The safety panel above a thread's messages. */
export function ThreadSafetyPanel({ thread }: { thread: ThreadMessagesView }) {
  const { show } = useFlash();
  const consent = useContactConsent(thread.thread.id);
  const { me, partner } = thread.contact_consent;
  const partnerId = thread.partner.id;

  return (
    <aside className="thread-safety" aria-label={t.title}>
      <details className="thread-safety__tips" open={thread.messages.length < 3}>
        <summary>{t.title}</summary>
        <ul>
          {t.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
      <div className="thread-safety__consent">
        {thread.partner.deleted ? null : me && partner ? (
          <p className="thread-safety__state thread-safety__state--both">{c.consentBoth}</p>
        ) : me ? (
          <p className="thread-safety__state">
            {c.consentDone}・{c.consentWaiting}
          </p>
        ) : (
          <>
            {partner ? <p className="thread-safety__state">{c.consentPartner}</p> : null}
            <button
              type="button"
              className="button button--outline button--small"
              disabled={consent.isPending}
              onClick={() =>
                consent
                  .mutateAsync({ id: thread.thread.id })
                  .catch((failure) => show(serverMessageOf(failure) ?? c.consentFailed, "error"))
              }
            >
              {c.consentButton}
            </button>
          </>
        )}
        {partnerId !== null ? (
          <span className="thread-safety__tools">
            <ReportButton targetType="user" targetId={partnerId} />
            <BlockButton userId={partnerId} name={thread.partner.name} />
          </span>
        ) : null}
      </div>
    </aside>
  );
}
