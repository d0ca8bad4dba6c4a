/**
 * Thread messages by e-mail (docs/product.md §11 E-mail): a message left unread for 15 minutes is mailed to its
 * recipient (unless they turned thread mails off), at most one mail per thread and member an hour, never twice for
 * the same messages; the mail quotes them with contact details masked until both agreed (§12). `scheduleThreadMails` (run every minute by the entry point) queues one `thread-mail` job per
 * thread and member due; the job checks again, records the mail in `thread_mails` and sends it in one transaction.
 * The mail is in the member's language (docs/product.md "Languages", "Mails and notifications"); messages and names
 * are quoted as written.
 */
import { sql } from "drizzle-orm";
import { paths } from "#shared/paths.ts";
import { type Database, queryRows, type Transaction } from "../../db/client.ts";
import { shown } from "../../db/visibility.ts";
import type { AppEnv } from "../../env.ts";
import { enqueueJobs, pendingJobSql } from "../../jobs/queue.ts";
import { catalogueIn, recipientLanguage } from "../../mail/catalogue.ts";
import { fromAddress, mailerFor } from "../../mail/mailer.ts";
import { type MessageRow, shownTexts } from "../threads/threads.queries.ts";
import { threadMailToken } from "./notification-settings.service.ts";

/** The queue of thread mails. */
export const THREAD_MAIL_QUEUE = "thread-mail";

/** A message must be unread this long before it is mailed (minutes). */
export const THREAD_MAIL_DELAY_MINUTES = 15;

/** At most one thread mail per thread and member in this many minutes. */
export const THREAD_MAIL_GAP_MINUTES = 60;

/** A thread-mail job. */
export interface ThreadMailJob {
  threadId: number;
  userId: number;
}

/** The (thread, member) pairs due now, as SQL rows `thread_id, user_id, last_id` (shared by schedule and job). */
function dueSql(now: Date, only?: ThreadMailJob) {
  return sql`select p.thread_id, p.user_id, max(m.id) as last_id
    from thread_participants p
    join users u on u.id = p.user_id and u.deleted_at is null and u.email is not null
      and u.email_verified_at is not null
    left join notification_settings s on s.user_id = p.user_id
    join messages m on m.thread_id = p.thread_id and m.id > p.last_read_message_id
      and m.user_id is distinct from p.user_id and ${shown("m")}
      and m.created_at <= ${now.toISOString()}::timestamptz - make_interval(mins => ${THREAD_MAIL_DELAY_MINUTES})
    left join thread_mails tm on tm.thread_id = p.thread_id and tm.user_id = p.user_id
    where coalesce(s.thread_mail, true)
      ${only ? sql`and p.thread_id = ${only.threadId} and p.user_id = ${only.userId}` : sql``}
      and (tm.thread_id is null
           or (m.id > tm.last_message_id
               and tm.sent_at <= ${now.toISOString()}::timestamptz - make_interval(mins => ${THREAD_MAIL_GAP_MINUTES})))
    group by p.thread_id, p.user_id`;
}

/** Queues the thread mails due at `now` (one job per thread and member, none already queued). @returns how many. */
export async function scheduleThreadMails(db: Database, now: Date = new Date()): Promise<number> {
  const rows = await queryRows<{ thread_id: string | number; user_id: string | number }>(
    db,
    sql`select d.thread_id, d.user_id
        from (${dueSql(now)}) d
        where not ${pendingJobSql(
          THREAD_MAIL_QUEUE,
          sql`(j.data ->> 'threadId')::int = d.thread_id and (j.data ->> 'userId')::int = d.user_id`,
        )}`,
  );
  await enqueueJobs(
    db,
    THREAD_MAIL_QUEUE,
    rows.map((row) => ({ threadId: Number(row.thread_id), userId: Number(row.user_id) })),
  );
  return rows.length;
}

/**
 * The thread-mail job: checks the pair is still due, records the mail and sends it (one transaction), in the
 * member's language (read with the member).
 */
export async function sendThreadMail(tx: Transaction, env: AppEnv, job: ThreadMailJob): Promise<void> {
  const [due] = await queryRows<{ thread_id: number; user_id: number; last_id: number }>(
    tx,
    sql`${dueSql(new Date(), job)}`,
  );
  if (!due) return;
  // `revealed`: both participants agreed to exchange contact details (docs/product.md §12).
  const [member] = await queryRows<{
    name: string;
    email: string;
    language: string | null;
    revealed: boolean;
  }>(
    tx,
    sql`select name, email, language,
               (select count(*) = 2 and bool_and(tp.contact_consented_at is not null)
                  from thread_participants tp where tp.thread_id = ${job.threadId}) as revealed
          from users where id = ${job.userId}`,
  );
  const unread = await queryRows<MessageRow & { name: string | null }>(
    tx,
    sql`select m.id, m.thread_id, m.user_id, m.body, m.created_at, u.name
          from messages m left join users u on u.id = m.user_id
        join thread_participants p on p.thread_id = m.thread_id and p.user_id = ${job.userId}
        where m.thread_id = ${job.threadId} and m.id > p.last_read_message_id and m.id <= ${due.last_id}
          and m.user_id is distinct from ${job.userId} and ${shown("m")}
        order by m.id desc limit 3`,
  );
  if (!member || unread.length === 0) return;
  await tx.execute(sql`insert into thread_mails (thread_id, user_id, last_message_id, sent_at)
    values (${job.threadId}, ${job.userId}, ${due.last_id}, now())
    on conflict (thread_id, user_id) do update set last_message_id = excluded.last_message_id, sent_at = now()`);
  const c = catalogueIn(recipientLanguage(member.language));
  const n = c.copy.notifications;
  const t = n.threadMail;
  const sender = unread[0]?.name ?? n.deletedUser;
  const open = `${env.appUrl}${paths.thread(job.threadId)}`;
  const preferences = `${env.appUrl}${paths.accountSettings()}#notification-settings`;
  const unsubscribe = `${env.appUrl}/unsubscribe/${threadMailToken(env.appKey, job.userId)}`;
  // Quoted as the thread shows them: contact details masked until both agreed, also a detail split over the
  // sender's messages (docs/product.md §12 Contact details held back).
  const textOf = await shownTexts(tx, job.threadId, unread, Boolean(member.revealed));
  const lines = unread
    .reverse()
    .map((m) => n.commentBatch.quote(m.name ?? n.deletedUser, textOf(m).text.slice(0, 200)));
  await mailerFor(env).send({
    to: member.email,
    subject: t.subject(sender),
    text: [
      c.copy.mail.greeting(member.name),
      "",
      t.intro(sender),
      "",
      ...lines,
      "",
      `${t.open}: ${open}`,
      "",
      "――――",
      n.mail.footer,
      `${n.mail.preferences}: ${preferences}`,
      `${t.unsubscribe}: ${unsubscribe}`,
      "",
    ].join("\n"),
    link: open,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    messageId: `<thread-${job.threadId}-${job.userId}-${due.last_id}@${fromAddress(env).address.split("@")[1]}>`,
    language: c.language,
  });
}
