/**
 * The handlers of every queue the worker runs (docs/decisions/013-notifications-and-the-job-queue.md): one
 * line per queue, so the entry point, the tests and the benchmarks run the same set.
 */
import type { Database } from "../db/client.ts";
import { ACCOUNT_MAIL_QUEUE, type AccountMailJob } from "../domains/accounts/account-mail.ts";
import { sendVerificationMail } from "../domains/accounts/email-verification.service.ts";
import { sendPasswordResetMail } from "../domains/accounts/password-reset.service.ts";
import {
  APPOINTMENT_REMINDER_QUEUE,
  type ReminderJob,
  sendAppointmentReminder,
} from "../domains/appointments/appointment-reminders.ts";
import { sendCommentBatch } from "../domains/notifications/comment-mail-batch.ts";
import { COMMENT_BATCH_QUEUE, type CommentBatchJob } from "../domains/notifications/comment-mail-window.ts";
import {
  DIGEST_QUEUE,
  type DigestJob,
  scheduleDigests,
  sendDigest,
} from "../domains/notifications/digest-mail.ts";
import {
  MAIL_QUEUE,
  type MailJob,
  sendNotificationMail,
} from "../domains/notifications/notification-mail.ts";
import {
  fanOutNotification,
  NOTIFY_QUEUE,
  type NotifyEvent,
} from "../domains/notifications/notifications.service.ts";
import {
  MESSAGE_PUSH_QUEUE,
  type MessagePushJob,
  PUSH_QUEUE,
  PUSH_WORKERS,
  type PushJob,
  sendMessagePush,
  sendPush,
} from "../domains/notifications/push.ts";
import {
  scheduleThreadMails,
  sendThreadMail,
  THREAD_MAIL_QUEUE,
  type ThreadMailJob,
} from "../domains/notifications/thread-mail.ts";
import { sendInvitationMail } from "../domains/organizations/organization-staff.service.ts";
import {
  sendWebhookDelivery,
  WEBHOOK_WORKERS,
  type WebhookDeliveryJob,
} from "../domains/webhooks/webhook-delivery.ts";
import { fanOutWebhookEvent } from "../domains/webhooks/webhook-fanout.ts";
import {
  WEBHOOK_DELIVERY_QUEUE,
  WEBHOOK_FANOUT_QUEUE,
  type WebhookSourceEvent,
} from "../domains/webhooks/webhook-queue.ts";
import type { AppEnv } from "../env.ts";
import type { QueueWork } from "./queue.ts";

/** Queue name → handler, for the environment `env` (the mailer, the app URL and key of the links). */
export function jobHandlersFor(env: AppEnv): Readonly<Record<string, QueueWork>> {
  return {
    [ACCOUNT_MAIL_QUEUE]: (tx, payload: AccountMailJob, job) =>
      payload.kind === "password-reset"
        ? sendPasswordResetMail(tx, env, payload, job)
        : payload.kind === "organization-invitation"
          ? sendInvitationMail(tx, env, payload, job)
          : sendVerificationMail(tx, env, payload, job),
    [NOTIFY_QUEUE]: (tx, payload: NotifyEvent) => fanOutNotification(tx, payload),
    [MAIL_QUEUE]: (tx, payload: MailJob) => sendNotificationMail(tx, env, payload),
    [COMMENT_BATCH_QUEUE]: (tx, payload: CommentBatchJob) => sendCommentBatch(tx, env, payload),
    [DIGEST_QUEUE]: (tx, payload: DigestJob) => sendDigest(tx, env, payload),
    [THREAD_MAIL_QUEUE]: (tx, payload: ThreadMailJob) => sendThreadMail(tx, env, payload),
    [PUSH_QUEUE]: { ...PUSH_WORKERS, run: (db, payload: PushJob) => sendPush(db, env, payload) },
    [MESSAGE_PUSH_QUEUE]: {
      ...PUSH_WORKERS,
      run: (db, payload: MessagePushJob) => sendMessagePush(db, env, payload),
    },
    [APPOINTMENT_REMINDER_QUEUE]: (tx, payload: ReminderJob) => sendAppointmentReminder(tx, payload),
    [WEBHOOK_FANOUT_QUEUE]: async (tx, payload: WebhookSourceEvent) => {
      await fanOutWebhookEvent(tx, payload);
    },
    [WEBHOOK_DELIVERY_QUEUE]: {
      ...WEBHOOK_WORKERS,
      run: (db, payload: WebhookDeliveryJob, job) =>
        sendWebhookDelivery(
          db,
          { allowedHosts: env.webhookAllowedHosts ?? [], appUrl: env.appUrl },
          payload,
          job,
        ),
    },
  };
}

/** How often the mail schedules run (ms): thread mails every minute, digests every fifth minute. */
const SCHEDULE_MS = 60 * 1000;

/**
 * Queues the thread-message mails due (every minute) and the daily digests of the current JST hour (every 5
 * minutes), now and then on the timer (docs/product.md §11 E-mail); the timer never keeps the process alive. Any
 * number of instances may run it: what is queued is not queued again, and each job records what it mailed.
 */
export function startDigestSchedule(db: Database): { stop(): void } {
  let tick = 0;
  const run = async () => {
    try {
      await scheduleThreadMails(db);
      if (tick % 5 === 0) await scheduleDigests(db);
    } catch (error) {
      console.error("[jobs] mail schedule failed", error);
    }
    tick += 1;
  };
  void run();
  const timer = setInterval(run, SCHEDULE_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
