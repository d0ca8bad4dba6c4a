/**
 * Notification e-mails (docs/product.md §11 E-mail): one job per notification whose kind the member receives
 * `immediate`ly, queued by the fan-out in its own transaction and sent by the worker over the mailer. A comment or
 * reply about a post the member was mailed about within the last COMMENT_MAIL_BATCH.windowMinutes waits for that
 * window's one batched mail instead (comment-mail-window.ts, comment-mail-batch.ts). A mail server
 * outage makes the job fail and come back with backoff: nothing is lost. Every mail carries the RFC 8058 one-click
 * unsubscribe (List-Unsubscribe + List-Unsubscribe-Post, a signed link needing no login) and a link to the
 * preferences. The Message-ID is the notification's, so a receiver can drop a copy sent again after a crash
 * between the SMTP answer and the commit (docs/decisions/013). Every mail is in its recipient's language, read with
 * the recipient (docs/product.md "Languages", "Mails and notifications").
 */
import { sql } from "drizzle-orm";
import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import type { NotificationType } from "#shared/schemas/notifications.ts";
import { queryRows, type Transaction } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { enqueueJobs } from "../../jobs/queue.ts";
import { catalogueIn, recipientLanguage } from "../../mail/catalogue.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import { fromAddress, type MailMessage, mailerFor } from "../../mail/mailer.ts";
import { notificationAllowedSql } from "../safety/blocks.queries.ts";
import { requestHiddenFromSql } from "../safety/hidden-content.ts";
import { BATCHED_KINDS, holdForCommentBatch, lockCommentMails } from "./comment-mail-window.ts";
import { emailModeSql, unsubscribeToken } from "./notification-settings.service.ts";
import { presentStoredNotification } from "./notification-text.ts";

/** The queue of notification mails. */
export const MAIL_QUEUE = "notification-mail";

/** A mail job: the notification to send. */
export interface MailJob {
  notificationId: number;
}

/**
 * Queues a mail job for every notification of `ids` whose member receives its kind immediately (and has a
 * verified address). Runs in the fan-out's transaction.
 */
export async function queueImmediateMails(tx: Transaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`select n.id from notifications n
      join users u on u.id = n.user_id and u.deleted_at is null and u.email is not null
        and u.email_verified_at is not null
      left join notification_settings s on s.user_id = n.user_id
      where n.id = any(${`{${ids.join(",")}}`}::bigint[]) and ${emailModeSql(sql`n.type`)} = 'immediate'`,
  );
  await enqueueJobs(
    tx,
    MAIL_QUEUE,
    rows.map((row) => ({ notificationId: Number(row.id) })),
  );
}

/**
 * The member a notification mail goes to: `language` is theirs (`recipientLanguage(users.language)`), read in the
 * query that loads them.
 */
export interface MailRecipient {
  id: number;
  name: string;
  email: string;
  language: Language;
}

/** What a one-card notification mail says (notificationMail, and the comment batch of comment-mail-batch.ts). */
export interface CardMailContent {
  /** The notification kind whose one-click unsubscribe the mail carries. */
  type: NotificationType;
  subject: string;
  title: string;
  /** Paragraphs under the title. */
  paragraphs: string[];
  /** Quoted lines under the paragraphs (the comments of a batch). */
  quotes?: string[];
  /** The SPA path of the mail's one button. */
  url: string;
  openLabel: string;
  /** The local part of the Message-ID: stable, so a copy sent again after a crash can be dropped. */
  messageKey: string;
}

/**
 * A notification mail for `to` as one card: greeting, title, paragraphs, quotes and one button (HTML and text with
 * the same content), the preferences link and the RFC 8058 one-click unsubscribe of `content.type`; its own words in
 * `to.language` (`content` is written in it already).
 */
export function cardMail(env: AppEnv, to: MailRecipient, content: CardMailContent): MailMessage {
  const c = catalogueIn(to.language);
  const m = c.copy.notifications.mail;
  const open = `${env.appUrl}${content.url}`;
  const preferences = `${env.appUrl}${paths.accountSettings()}#notification-settings`;
  const unsubscribe = `${env.appUrl}/unsubscribe/${unsubscribeToken(env.appKey, to.id, content.type)}`;
  const quotes = content.quotes ?? [];
  const text = [
    c.copy.mail.greeting(to.name),
    "",
    content.title,
    ...content.paragraphs,
    ...(quotes.length > 0 ? ["", ...quotes.map((quote) => c.layout.listItem(quote))] : []),
    "",
    `${content.openLabel}: ${open}`,
    "",
    "――――",
    m.footer,
    `${m.preferences}: ${preferences}`,
    `${m.unsubscribe}: ${unsubscribe}`,
    "",
  ].join("\n");
  const paragraphsHtml = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 20px;line-height:1.7">${escapeHtml(paragraph)}</p>`)
    .join("\n");
  const quotesHtml =
    quotes.length > 0
      ? `<ul style="margin:0 0 20px;padding:0;list-style:none">${quotes
          .map(
            (quote) =>
              `<li style="margin:0 0 8px;padding:8px 12px;border-left:3px solid #99d5cb;background:#fffdf9;line-height:1.6">${escapeHtml(quote)}</li>`,
          )
          .join("")}</ul>`
      : "";
  const html = `<!doctype html><html lang="${c.htmlLang}"><body style="margin:0;background:#f7f4ef;font-family:'Hiragino Sans','Noto Sans JP',sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-weight:700;color:#0f766e;margin:0 0 16px">${escapeHtml(c.copy.serviceName)}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e5ded3">
<p style="margin:0 0 12px">${escapeHtml(c.copy.mail.greeting(to.name))}</p>
<p style="font-size:17px;font-weight:700;margin:0 0 8px">${escapeHtml(content.title)}</p>
${paragraphsHtml}${quotesHtml}
<p style="margin:0"><a href="${escapeHtml(open)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(content.openLabel)}</a></p>
</div>
<p style="font-size:12px;color:#52606d;line-height:1.7;margin:16px 0 0">${escapeHtml(m.footer)}<br>
<a href="${escapeHtml(preferences)}" style="color:#0f766e">${escapeHtml(m.preferences)}</a>${escapeHtml(c.layout.linkSeparator)}<a href="${escapeHtml(unsubscribe)}" style="color:#0f766e">${escapeHtml(m.unsubscribe)}</a></p>
</div></body></html>`;
  return {
    to: to.email,
    subject: content.subject,
    text,
    html,
    link: open,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    messageId: `<${content.messageKey}@${fromAddress(env).address.split("@")[1]}>`,
    language: c.language,
  };
}

/**
 * The mail of one notification, with its unsubscribe headers, in `to.language` (`notification`'s title and body are
 * presentNotification's in that language).
 */
export function notificationMail(
  env: AppEnv,
  to: MailRecipient,
  notification: { id: number; type: NotificationType; title: string; body: string; url: string },
): MailMessage {
  const m = catalogueIn(to.language).copy.notifications.mail;
  return cardMail(env, to, {
    type: notification.type,
    subject: m.subject(notification.title),
    title: notification.title,
    paragraphs: [notification.body],
    url: notification.url,
    openLabel: m.open,
    messageKey: `notification-${notification.id}`,
  });
}

/**
 * The mail job (queue MAIL_QUEUE): sends the notification's mail unless the member turned its kind off (or left)
 * since it was queued, a block now stands between them (docs/product.md §12 Blocking), or it was mailed already
 * (by a batch); a comment or reply inside its post's mail window waits for the batch instead (docs/product.md §11
 * E-mail). A send that fails throws: the job is retried with backoff.
 */
export async function sendNotificationMail(tx: Transaction, env: AppEnv, job: MailJob): Promise<void> {
  const [row] = await queryRows<{
    id: number;
    type: NotificationType;
    actor_id: number | null;
    post_id: number | null;
    data: Record<string, unknown>;
    user_id: number;
    name: string;
    email: string | null;
    language: string | null;
    mode: string;
    mailed: boolean;
    post_hidden: boolean;
    allowed: boolean;
  }>(
    tx,
    sql`select n.id, n.type, n.actor_id, n.post_id, n.data, u.id as user_id, u.name, u.email, u.language,
               ${emailModeSql(sql`n.type`)} as mode, n.mailed_at is not null as mailed,
               ${requestHiddenFromSql(sql`n.post_id`, sql`n.user_id`)} as post_hidden,
               ${notificationAllowedSql("n")} as allowed
        from notifications n join users u on u.id = n.user_id and u.deleted_at is null
        left join notification_settings s on s.user_id = n.user_id
        where n.id = ${job.notificationId}`,
  );
  // Blocked since it was queued (docs/product.md §12 Blocking): not sent.
  if (!row?.email || row.mode !== "immediate" || row.mailed || !row.allowed) return;
  if (BATCHED_KINDS.includes(row.type) && row.post_id !== null) {
    const pair = { userId: Number(row.user_id), postId: Number(row.post_id) };
    await lockCommentMails(tx, pair);
    if (await holdForCommentBatch(tx, pair)) return;
  }
  // Mailed: never again in a digest (even if the kind becomes daily later) nor in a batch. Only while still
  // unmailed: a batch that took it meanwhile has sent it.
  const claimed = await queryRows<{ id: number }>(
    tx,
    sql`update notifications set mailed_at = now() where id = ${row.id} and mailed_at is null returning id`,
  );
  if (claimed.length === 0) return;
  const language = recipientLanguage(row.language);
  const shown = presentStoredNotification(row, language);
  await mailerFor(env).send(
    notificationMail(
      env,
      { id: Number(row.user_id), name: row.name, email: row.email, language },
      { id: Number(row.id), type: row.type, ...shown },
    ),
  );
}
