/**
 * Mail transport (README.md "Configuration"): nodemailer over `SMTP_URL` when it is set; otherwise every mail is
 * written as an .eml file to `DATA_DIR/outbox` and its link is logged, so the embedded board works with no
 * mail server. One mailer per environment, created on first use.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { SERVICE_NAME, SERVICE_NAME_EN } from "#shared/constants.ts";
import type { Language } from "#shared/language.ts";
import type { AppEnv } from "../env.ts";
import { countMail } from "../metrics/metrics.ts";

/** One mail to one recipient. `link` (the action link of the mail) is logged when the outbox is used. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  /** Extra headers (List-Unsubscribe of notification mails, docs/product.md §11). */
  headers?: Record<string, string>;
  /** A stable Message-ID (`<…@host>`), so a mail sent again after a crash can be recognised. */
  messageId?: string;
  /**
   * The language the mail is written in (mail/catalogue.ts; docs/product.md "Languages"): the sender is named in
   * it. Japanese when absent.
   */
  language?: Language;
}

/** Sends mails. @throws when the SMTP server refuses or cannot be reached, or the outbox cannot be written. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

const mailers = new WeakMap<AppEnv, Mailer>();

/** The mailer of `env` (created once per environment object). */
export function mailerFor(env: AppEnv): Mailer {
  let mailer = mailers.get(env);
  if (!mailer) {
    mailer = counted(env.smtpUrl ? smtpMailer(env, env.smtpUrl) : outboxMailer(env));
    mailers.set(env, mailer);
  }
  return mailer;
}

/** `mailer`, each send counted as sent or failed (docs/operations.md "Metrics": `mails_sent_total` …). */
function counted(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        countMail(mailer.kind, false);
        throw error;
      }
      countMail(mailer.kind, true);
    },
  };
}

/**
 * The sender: the service name (in English for a mail in English, so its reader sees no Japanese they cannot read)
 * at no-reply@<host of APP_URL>.
 */
export function fromAddress(env: AppEnv, language?: Language): { name: string; address: string } {
  const host = new URL(env.appUrl).hostname || "localhost";
  return { name: language === "en" ? SERVICE_NAME_EN : SERVICE_NAME, address: `no-reply@${host}` };
}

/**
 * SMTP waits (ms), all well under the mail job's claim of JOB_SEND_EXPIRE_SECONDS (60 s, jobs/queue.ts): a mail
 * server that stalls makes the send fail and the job retry with backoff, instead of the job expiring while the
 * conversation is still open and another worker sending a second copy (nodemailer's defaults are 2 minutes to
 * connect and 10 minutes of silence). Decision 013, "what a crash costs now".
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

function smtpMailer(env: AppEnv, smtpUrl: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({
        from: fromAddress(env, message.language),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
      });
    },
  };
}

function outboxMailer(env: AppEnv): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const outbox = join(env.dataDir, "outbox");
  return {
    kind: "outbox",
    async send(message) {
      const info = await transport.sendMail({
        from: fromAddress(env, message.language),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
      });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(outbox, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      // Without SMTP the log is how a developer opens the link.
      console.info(`[mail] outbox ${file} to=${message.to}${message.link ? ` link=${message.link}` : ""}`);
    },
  };
}
