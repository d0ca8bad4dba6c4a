/**
 * The mails of the accounts domain in the recipient's language (texts in copy.mail and organizationsCopy.mail, or
 * their English twins: mail/catalogue.ts; docs/product.md "Languages", "Mails and notifications"): a plain-text part
 * and a simple HTML part with the same words. Every interpolated value is HTML-escaped.
 */
import { ACCOUNT_LIMITS } from "#shared/constants.ts";
import type { Language } from "#shared/language.ts";
import type { OrganizationRole } from "#shared/schemas/organizations.ts";
import { type Catalogue, catalogueIn } from "./catalogue.ts";
import { escapeHtml } from "./escape-html.ts";
import type { MailMessage } from "./mailer.ts";

function paragraphs(text: string): string {
  return text
    .split("\n")
    .map((line) => escapeHtml(line))
    .join("<br>");
}

/** A mail with a greeting, an intro, one action link, its validity and the signature, in the words of `c`. */
function actionMail(
  c: Catalogue,
  input: {
    to: string;
    name: string;
    subject: string;
    intro: string;
    action: string;
    url: string;
    minutes: number;
    /** The validity line instead of `m.validity(minutes)`. */
    validity?: string;
  },
): MailMessage {
  const m = c.copy.mail;
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
  const html = `<!doctype html><html lang="${c.htmlLang}"><body style="font-family:sans-serif;line-height:1.7;color:#1f2933">
<p>${escapeHtml(m.greeting(input.name))}</p>
<p>${paragraphs(input.intro)}</p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>
<p style="word-break:break-all;font-size:13px">${escapeHtml(input.url)}</p>
<p>${escapeHtml(input.validity ?? m.validity(input.minutes))}</p>
<p style="font-size:12px;color:#52606d">${paragraphs(m.signature)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, link: input.url, language: c.language };
}

/**
 * The verification mail with its signed link to `to`, greeting `name`, in `language` (docs/product.md §4 E-mail
 * verification, "Languages").
 */
export function verificationMail(to: string, name: string, url: string, language: Language): MailMessage {
  const c = catalogueIn(language);
  return actionMail(c, {
    to,
    name,
    subject: c.copy.mail.verifySubject,
    intro: c.copy.mail.verifyIntro,
    action: c.copy.mail.verifyAction,
    url,
    minutes: ACCOUNT_LIMITS.verificationLinkMinutes,
  });
}

/** The password-reset mail with its single-use link, in `language` (docs/product.md §4 Password reset). */
export function passwordResetMail(to: string, name: string, url: string, language: Language): MailMessage {
  const c = catalogueIn(language);
  return actionMail(c, {
    to,
    name,
    subject: c.copy.mail.resetSubject,
    intro: c.copy.mail.resetIntro,
    action: c.copy.mail.resetAction,
    url,
    minutes: ACCOUNT_LIMITS.resetLinkMinutes,
  });
}

/**
 * The invitation to an organisation's staff with its signed link, valid 7 days, in `language` (docs/product.md
 * "Organisations"). `organization` is the organisation's name as written; `role` the role's key, named in `language`.
 */
export function organizationInvitationMail(
  to: string,
  organization: string,
  role: OrganizationRole,
  url: string,
  language: Language,
): MailMessage {
  const c = catalogueIn(language);
  const om = c.organizations.mail;
  return actionMail(c, {
    to,
    name: to,
    subject: om.subject(organization),
    intro: om.intro(organization, c.organizations.roles[role]),
    action: om.action,
    url,
    minutes: 7 * 24 * 60,
    validity: om.validity,
  });
}
