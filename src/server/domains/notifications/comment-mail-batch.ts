/**
 * The batched comment mail (docs/product.md §11 E-mail): at the end of a member's mail window about a post
 * (comment-mail-window.ts), one job of COMMENT_BATCH_QUEUE mails every comment and reply notification about that
 * post not mailed yet that the member still takes immediately — one mail 「「title」に新しいコメントがn件あります」
 * quoting each briefly, with one link to the post's comments — and marks them mailed in its transaction, so each
 * notification goes out once: by its own mail, one batch, or the digest (those taken daily meanwhile). In the
 * member's language (docs/product.md "Languages", "Mails and notifications").
 */
import { sql } from "drizzle-orm";
import { COMMENT_MAIL_BATCH } from "#shared/constants.ts";
import { paths } from "#shared/paths.ts";
import type { NotificationType } from "#shared/schemas/notifications.ts";
import { queryRows, type Transaction } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { catalogueIn, recipientLanguage } from "../../mail/catalogue.ts";
import { type MailMessage, mailerFor } from "../../mail/mailer.ts";
import { notificationAllowedSql } from "../safety/blocks.queries.ts";
import { requestHiddenFromSql } from "../safety/hidden-content.ts";
import { batchedKindsSql, type CommentBatchJob, lockCommentMails } from "./comment-mail-window.ts";
import { cardMail, type MailRecipient, notificationMail } from "./notification-mail.ts";
import { emailModeSql } from "./notification-settings.service.ts";
import { type NotificationData, presentNotification } from "./notification-text.ts";

/** A notification the batch mails. */
export interface BatchedComment {
  id: number;
  type: NotificationType;
  actor_id: number | null;
  data: NotificationData;
  /** Its request is hidden by moderation from the member now (docs/product.md §12). */
  post_hidden: boolean;
}

/**
 * The mail of a batch of comment notifications about post `postId` (at least two, oldest first): the post's title
 * as the newest notification stored it, each comment as 「name：excerpt」 (COMMENT_MAIL_BATCH.maxQuoted at most,
 * then 「ほかn件…」), one button to the post's comments, the one-click unsubscribe of the batch's kind; in
 * `to.language`, names and excerpts as written.
 */
export function commentBatchMail(
  env: AppEnv,
  to: MailRecipient,
  postId: number,
  comments: BatchedComment[],
): MailMessage {
  const c = catalogueIn(to.language).copy;
  const b = c.notifications.commentBatch;
  const newest = comments.at(-1);
  const postTitle = newest?.post_hidden ? c.safety.moderation.hidden : (newest?.data.post_title ?? "");
  const quoted = comments.slice(0, COMMENT_MAIL_BATCH.maxQuoted);
  const left = comments.length - quoted.length;
  return cardMail(env, to, {
    type: comments[0]?.type ?? "comment",
    subject: b.subject(postTitle, comments.length),
    title: b.intro(postTitle, comments.length),
    paragraphs: left > 0 ? [b.more(left)] : [],
    quotes: quoted.map((comment) =>
      b.quote(comment.data.actor_name || c.notifications.deletedUser, comment.data.excerpt ?? ""),
    ),
    url: paths.postComments(postId),
    openLabel: b.open,
    messageKey: `comment-batch-${to.id}-${postId}-${newest?.id ?? 0}`,
  });
}

/**
 * The batch job (queue COMMENT_BATCH_QUEUE): under the member-and-post lock, takes every unmailed comment and reply
 * notification of the member about the post that they still take immediately, marks them mailed and sends them in
 * one mail (a single one as its own notification mail). Nothing to send (all mailed, the kind turned daily or off,
 * the member gone, a block since, docs/product.md §12) sends nothing; a request hidden since reads the placeholder.
 * A send that fails throws: the marks roll back and the job is retried.
 */
export async function sendCommentBatch(tx: Transaction, env: AppEnv, job: CommentBatchJob): Promise<void> {
  await lockCommentMails(tx, job);
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
  const rows = await queryRows<BatchedComment & { allowed: boolean }>(
    tx,
    sql`update notifications n set mailed_at = now()
        from (select n2.id from notifications n2 left join notification_settings s on s.user_id = n2.user_id
              where n2.user_id = ${job.userId} and n2.post_id = ${job.postId} and n2.type in (${batchedKindsSql})
                and n2.mailed_at is null and ${emailModeSql(sql`n2.type`)} = 'immediate'
              order by n2.id for update of n2) picked
        where n.id = picked.id
        returning n.id, n.type, n.actor_id, n.data,
                  ${requestHiddenFromSql(sql`n.post_id`, sql`n.user_id`)} as post_hidden,
                  ${notificationAllowedSql("n")} as allowed`,
  );
  // Those blocked since they were written (docs/product.md §12 Blocking) are marked mailed but not sent.
  const comments = rows
    .filter((row) => row.allowed)
    .map(({ allowed: _allowed, ...row }) => ({
      ...row,
      id: Number(row.id),
      post_hidden: Boolean(row.post_hidden),
    }))
    .sort((a, b) => a.id - b.id);
  if (comments.length === 0) return;
  const to: MailRecipient = {
    id: Number(member.id),
    name: member.name,
    email: member.email,
    language: recipientLanguage(member.language),
  };
  const [only] = comments;
  const mail =
    comments.length === 1 && only
      ? notificationMail(env, to, {
          id: only.id,
          type: only.type,
          ...presentNotification(
            only.type,
            only.actor_id,
            job.postId,
            only.data,
            only.post_hidden,
            to.language,
          ),
        })
      : commentBatchMail(env, to, job.postId, comments);
  await mailerFor(env).send(mail);
}
