/**
 * /unsubscribe/{token} (docs/product.md §11 E-mail): the page a mail's unsubscribe link opens in a browser. It
 * asks, then POSTs the same address (the RFC 8058 one-click call mail clients make themselves); no login needed.
 */
import { useState } from "react";
import { Link } from "wouter";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { NOTIFICATION_TYPES, type NotificationType } from "#shared/schemas/notifications.ts";
import "../notifications.css";

const u = copy.notifications.unsubscribe;

/** The label of the kind named in a token (`<user>.<kind>.<signature>`), if it names one. */
function kindLabel(token: string): string | null {
  const kind = token.split(".")[1];
  if (kind === "thread_mail") return copy.notifications.threadMail.label;
  if (kind === "digest") return copy.notifications.digest.label;
  return kind && NOTIFICATION_TYPES.includes(kind as NotificationType)
    ? copy.notifications.settings.kindLabels[kind as NotificationType]
    : null;
}

/** /unsubscribe/{token}. */
export function UnsubscribePage({ token }: { token: string }) {
  useDocumentHead(u.title);
  const label = kindLabel(token);
  const [state, setState] = useState<{ pending: boolean; message: string | null }>({
    pending: false,
    message: null,
  });
  const confirm = async () => {
    setState({ pending: true, message: null });
    const response = await fetch(paths.unsubscribe(token), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: "List-Unsubscribe=One-Click",
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { message?: string } | null;
    setState({ pending: false, message: body?.message ?? u.invalid });
  };
  return (
    <div className="container page unsubscribe-page">
      <h1 className="page-head__title">{u.title}</h1>
      {label === null ? (
        <p role="alert">{u.invalid}</p>
      ) : state.message ? (
        <p role="status">{state.message}</p>
      ) : (
        <>
          <p>{u.confirm(label)}</p>
          <button type="button" className="button button--primary" disabled={state.pending} onClick={confirm}>
            {u.button}
          </button>
        </>
      )}
      <p className="unsubscribe-page__links">
        <Link href={`${paths.accountSettings()}#notification-settings`}>
          {copy.notifications.mail.preferences}
        </Link>
      </p>
    </div>
  );
}
