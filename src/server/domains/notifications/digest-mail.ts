/**
 * The daily digest (docs/product.md §11 E-mail): once a day, at the JST hour a member chose, one mail in their
 * language (docs/product.md "Languages", "Mails and notifications") with everything of the kinds they receive `daily` that has not been mailed yet — new requests (with their
 * current status), comments, followers, the rest — grouped, each with its link. `scheduleDigests` (run every few
 * minutes by the entry point) queues one `notification-digest` job per member whose hour it is and who has
 * something to read; the job marks what it mailed (`mailed_at`) in its transaction, so running the schedule twice
 * sends nothing twice.
 */
import { sql } from "drizzle-orm";
import { paths } from "#shared/paths.ts";
import type { NotificationType } from "#shared/schemas/notifications.ts";
import { type Database, queryRows, type Transaction } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { enqueueJobs, pendingJobSql } from "../../jobs/queue.ts";
import { catalogueIn, recipientLanguage } from "../../mail/catalogue.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import { fromAddress, type MailMessage, mailerFor } from "../../mail/mailer.ts";
import { notificationAllowedSql } from "../safety/blocks.queries.ts";
import { requestHiddenFromSql } from "../safety/hidden-content.ts";
import type { MailRecipient } from "./notification-mail.ts";
import { digestToken, emailModeSql } from "./notification-settings.service.ts";
import { presentStoredNotification } from "./notification-text.ts";

/** The queue of digest mails. */
export const DIGEST_QUEUE = "notification-digest";

/** A digest job: the member. */
export interface DigestJob {
  userId: number;
}

/** The current hour in Japan (UTC+9, no daylight saving). */
export function jstHour(now: Date): number {
  return (now.getUTCHours() + 9) % 24;
}

/**
 * Queues a digest for every member whose digest hour (JST) is the hour of `now`, who has unmailed notifications of
 * a kind they receive daily, and who has no digest queued yet. @returns how many were queued.
 */
export async function scheduleDigests(db: Database, now: Date = new Date()): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select u.id
        from users u left join notification_settings s on s.user_id = u.id
        where u.deleted_at is null and u.email is not null and u.email_verified_at is not null
          and coalesce(s.digest_hour, 8) = ${jstHour(now)}
          and exists (select 1 from notifications n where n.user_id = u.id and n.mailed_at is null
                        and ${emailModeSql(sql`n.type`)} = 'daily')
          and not ${pendingJobSql(DIGEST_QUEUE, sql`(j.data ->> 'userId')::int = u.id`)}`,
  );
  await enqueueJobs(
    db,
    DIGEST_QUEUE,
    rows.map((row) => ({ userId: Number(row.id) })),
  );
  return rows.length;
}

/** The digest's sections in order: the key of each title (copy.notifications.digest.sections) and the kinds it groups. */
const SECTIONS: { title: "requests" | "comments" | "followers" | "other"; kinds: NotificationType[] }[] = [
  { title: "requests", kinds: ["saved_search", "followed_post"] },
  { title: "comments", kinds: ["comment", "reply"] },
  { title: "followers", kinds: ["follow"] },
  { title: "other", kinds: ["bookmark_status", "review", "report_handled", "admin_notice"] },
];

/** One line of the digest. */
export interface DigestItem {
  type: NotificationType;
  title: string;
  body: string;
  url: string;
  /** The request's current status in the recipient's language (new requests only). */
  status: string | null;
}

/**
 * The digest mail of `items` for member `to` (HTML and text with the same content), in `to.language` (`items` are
 * written in it already).
 */
export function digestMail(env: AppEnv, to: MailRecipient, items: DigestItem[]): MailMessage {
  const c = catalogueIn(to.language);
  const d = c.copy.notifications.digest;
  const m = c.copy.notifications.mail;
  const preferences = `${env.appUrl}${paths.accountSettings()}#notification-settings`;
  // The digest's one-click unsubscribe stops the digest: every kind the member receives daily.
  const unsubscribe = `${env.appUrl}/unsubscribe/${digestToken(env.appKey, to.id)}`;
  const sections = SECTIONS.map((section) => ({
    title: d.sections[section.title],
    items: items.filter((item) => section.kinds.includes(item.type)),
  })).filter((section) => section.items.length > 0);

  const text = [
    c.copy.mail.greeting(to.name),
    "",
    d.intro(items.length),
    ...sections.flatMap((section) => [
      "",
      `■ ${section.title}${d.sectionCount(section.items.length)}`,
      ...section.items.flatMap((item) => [
        c.layout.listItem(`${item.title}${item.status ? ` [${item.status}]` : ""}`),
        ...(item.body ? [`  ${item.body}`] : []),
        `  ${env.appUrl}${item.url}`,
      ]),
    ]),
    "",
    `${d.openAll}: ${env.appUrl}${paths.notifications()}`,
    "",
    "――――",
    m.footer,
    `${m.preferences}: ${preferences}`,
    `${d.unsubscribe}: ${unsubscribe}`,
    "",
  ].join("\n");

  const sectionHtml = sections
    .map(
      (section) => `<tr><td style="padding:20px 24px 4px">
<p style="margin:0 0 8px;font-size:13px;font-weight:700;color:#0f766e;letter-spacing:.05em">${escapeHtml(section.title)}<span style="color:#7b8794;font-weight:400">${d.sectionCount(section.items.length)}</span></p>
${section.items
  .map(
    (
      item,
    ) => `<a href="${escapeHtml(`${env.appUrl}${item.url}`)}" style="display:block;text-decoration:none;color:#1f2933;border:1px solid #e5ded3;border-radius:10px;padding:12px 14px;margin:0 0 8px;background:#fffdf9">
<span style="display:block;font-weight:700;font-size:15px;line-height:1.5">${escapeHtml(item.title)}${item.status ? ` <span style="display:inline-block;font-size:11px;font-weight:700;color:#0f766e;border:1px solid #99d5cb;border-radius:999px;padding:1px 8px;vertical-align:2px">${escapeHtml(item.status)}</span>` : ""}</span>
${item.body ? `<span style="display:block;font-size:13px;color:#52606d;line-height:1.6;margin-top:2px">${escapeHtml(item.body)}</span>` : ""}
</a>`,
  )
  .join("\n")}
</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html><html lang="${c.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f7f4ef;font-family:'Hiragino Sans','Noto Sans JP','Noto Sans CJK JP',sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f4ef"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:14px;border:1px solid #e5ded3;overflow:hidden">
<tr><td style="background:#0f766e;padding:18px 24px;color:#ffffff">
<p style="margin:0;font-size:13px;opacity:.9">${escapeHtml(c.copy.serviceName)}</p>
<p style="margin:4px 0 0;font-size:20px;font-weight:700">${escapeHtml(d.heading)}</p>
</td></tr>
<tr><td style="padding:20px 24px 0">
<p style="margin:0 0 4px">${escapeHtml(c.copy.mail.greeting(to.name))}</p>
<p style="margin:0;color:#52606d;line-height:1.7">${escapeHtml(d.intro(items.length))}</p>
</td></tr>
${sectionHtml}
<tr><td style="padding:12px 24px 24px">
<a href="${escapeHtml(`${env.appUrl}${paths.notifications()}`)}" style="display:inline-block;padding:11px 20px;background:#0f766e;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(d.openAll)}</a>
</td></tr>
</table>
<p style="max-width:600px;font-size:12px;color:#7b8794;line-height:1.7;margin:16px auto 0;text-align:left">${escapeHtml(m.footer)}<br>
<a href="${escapeHtml(preferences)}" style="color:#0f766e">${escapeHtml(m.preferences)}</a>${escapeHtml(c.layout.linkSeparator)}<a href="${escapeHtml(unsubscribe)}" style="color:#0f766e">${escapeHtml(d.unsubscribe)}</a></p>
</td></tr></table>
</body></html>`;
  return {
    to: to.email,
    subject: d.subject(items.length),
    text,
    html,
    link: `${env.appUrl}${paths.notifications()}`,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    messageId: `<digest-${to.id}-${items.length}-${Date.now()}@${fromAddress(env).address.split("@")[1]}>`,
    language: c.language,
  };
}

/**
 * The digest job (queue DIGEST_QUEUE): mails the member's unmailed daily notifications, in the member's language
 * (read with the member), and marks them mailed.
 */
export async function sendDigest(tx: Transaction, env: AppEnv, job: DigestJob): Promise<void> {
  const [member] = await queryRows<{
    id: number;
    name: string;
    email: string | null;
    language: string | null;
  }>(
    tx,
    sql`select id, name, email, language from users where id = ${job.userId} and deleted_at is null
          and email_verified_at is not null`,
  );
  if (!member?.email) return;
  const rows = await queryRows<{
    id: number;
    type: NotificationType;
    actor_id: number | null;
    post_id: number | null;
    data: Record<string, unknown>;
    status: string | null;
    post_hidden: boolean;
    allowed: boolean;
  }>(
    tx,
    sql`update notifications n set mailed_at = now()
        from (select n2.id from notifications n2 left join notification_settings s on s.user_id = n2.user_id
              where n2.user_id = ${member.id} and n2.mailed_at is null and ${emailModeSql(sql`n2.type`)} = 'daily'
              order by n2.id limit 100 for update of n2) picked
        where n.id = picked.id
        returning n.id, n.type, n.actor_id, n.post_id, n.data,
                  (select p.status from posts p where p.id = n.post_id) as status,
                  ${requestHiddenFromSql(sql`n.post_id`, sql`n.user_id`)} as post_hidden,
                  ${notificationAllowedSql("n")} as allowed`,
  );
  // Those blocked since they were written (docs/product.md §12 Blocking) are marked mailed but not sent.
  const deliverable = rows.filter((row) => row.allowed);
  if (deliverable.length === 0) return;
  const language = recipientLanguage(member.language);
  const statusLabels: Record<string, string> = catalogueIn(language).copy.requests.status;
  const items = deliverable
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((row): DigestItem => {
      const shown = presentStoredNotification(row, language);
      const isNewRequest = row.type === "saved_search" || row.type === "followed_post";
      return {
        type: row.type,
        ...shown,
        status: isNewRequest && row.status ? (statusLabels[row.status] ?? null) : null,
      };
    });
  await mailerFor(env).send(
    digestMail(env, { id: Number(member.id), name: member.name, email: member.email, language }, items),
  );
}
