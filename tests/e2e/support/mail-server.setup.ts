/**
 * Playwright global setup: a real SMTP server (smtp-server, STARTTLS off) for the e2e web server, which
 * playwright.config.ts starts with SMTP_URL pointing here. Every mail is written as JSON to E2E_MAIL_DIR, where
 * the test workers (other processes) read it with `waitForMail`. Returns the teardown that stops the server.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SmtpMailbox } from "../../support/mailbox.ts";

export default async function mailServerSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error("E2E_SMTP_PORT and E2E_MAIL_DIR are set by playwright.config.ts");
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const mailbox = await SmtpMailbox.start(port, (mail) => {
    count += 1;
    const file = join(dir, `${Date.now()}-${String(count).padStart(5, "0")}.json`);
    const { raw: _raw, ...decoded } = mail;
    writeFileSync(file, JSON.stringify(decoded));
  });
  return () => mailbox.close();
}
