/**
 * Reading the mails the e2e SMTP server received (support/mail-server.setup.ts writes them to E2E_MAIL_DIR).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** A received mail as the setup stored it. */
export interface E2eMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is set by playwright.config.ts");
  return dir;
}

/** Every mail received so far for `address`, oldest first. */
export function mailsTo(address: string): E2eMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as E2eMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits until mail number `index` (0 = first) to `address` whose subject matches has arrived. */
export async function waitForMail(address: string, subject: RegExp, index = 0): Promise<E2eMail> {
  const matching = () => mailsTo(address).filter((mail) => subject.test(mail.subject));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBeGreaterThan(index);
  return matching()[index] as E2eMail;
}

/** The first link in the mail's text containing `fragment`. */
export function linkIn(mail: E2eMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in "${mail.subject}"`);
  return link;
}
