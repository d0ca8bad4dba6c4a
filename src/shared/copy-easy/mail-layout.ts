/**
 * The やさしい日本語 twin of how the server's mails and push texts set out what members wrote
 * (src/shared/copy/mail-layout.ts): the same marks as the Japanese, since they carry no words. Read by the server
 * only (src/server/mail/catalogue.ts).
 */
import type { mailLayoutCopy } from "../copy/mail-layout.ts";
import type { Translation } from "../copy-en/translation.ts";

export const mailLayoutCopyEasy: Translation<typeof mailLayoutCopy> = {
  /** A request's title, then what was written about it (may be empty): 「棚の組み立て」工具を持って伺います. */
  aboutPost: (title: string, text: string) => `「${title}」${text}`,
  /** A rating's notification: the request, the rating word in brackets (may be empty), the rating's words. */
  rating: (title: string, rating: string, text: string) =>
    `「${title}」${rating ? `【${rating}】` : ""}${text ? ` ${text}` : ""}`,
  /** One line of a list in a mail's text part. */
  listItem: (text: string) => `・${text}`,
  /** Between the links at the foot of a mail's HTML part. */
  linkSeparator: " ・ ",
};
