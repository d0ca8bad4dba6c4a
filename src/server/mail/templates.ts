/**
 * The mails of the accounts domain, in Japanese (texts in copy.mail): a plain-text part and a simple HTML
 * part with the same words. Every interpolated value is HTML-escaped.
 */
import { ACCOUNT_LIMITS } from "#shared/constants.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { escapeHtml } from "./escape-html.ts";
import type { MailMessage } from "./mailer.ts";

const m = copy.mail;

function paragraphs(text: string): string {
  return text
    .split("\n")
    .map((line) => escapeHtml(line))
    .join("<br>");
}

/** A mail with a greeting, an intro, one action link, its validity and the signature. */
function actionMail(input: {
  to: string;
  name: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  minutes: number;
  /** The validity line instead of `m.validity(minutes)`. */
  validity?: string;
}): MailMessage {
  const text = [
    m.greeting(input.name),
    "",
    input.intro,
    "",
    input.url,
    "",
    input.validity ?? m.validity(input.minutes),
    "",
    m.signature,
    "",
  ].join("\n");
  const html = `<!doctype html><html lang="ja"><body style="font-family:sans-serif;line-height:1.7;color:#1f2933">
<p>${escapeHtml(m.greeting(input.name))}</p>
<p>${paragraphs(input.intro)}</p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>
<p style="word-break:break-all;font-size:13px">${escapeHtml(input.url)}</p>
<p>${escapeHtml(input.validity ?? m.validity(input.minutes))}</p>
<p style="font-size:12px;color:#52606d">${paragraphs(m.signature)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, link: input.url };
}

/** The verification mail with its signed link (docs/product.md §4 E-mail verification). */
export function verificationMail(to: string, name: string, url: string): MailMessage {
  return actionMail({
    to,
    name,
    subject: m.verifySubject,
    intro: m.verifyIntro,
    action: m.verifyAction,
    url,
    minutes: ACCOUNT_LIMITS.verificationLinkMinutes,
  });
}

/** The password-reset mail with its single-use link. */
export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return actionMail({
    to,
    name,
    subject: m.resetSubject,
    intro: m.resetIntro,
    action: m.resetAction,
    url,
    minutes: ACCOUNT_LIMITS.resetLinkMinutes,
  });
}

/** The invitation to an organisation's staff with its signed link, valid 7 days (docs/product.md "Organisations"). */
export function organizationInvitationMail(
  to: string,
  organization: string,
  role: string,
  url: string,
): MailMessage {
  const om = organizationsCopy.mail;
  return actionMail({
    to,
    name: to,
    subject: om.subject(organization),
    intro: om.intro(organization, role),
    action: om.action,
    url,
    minutes: 7 * 24 * 60,
    validity: om.validity,
  });
}
