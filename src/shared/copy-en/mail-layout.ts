/**
 * How the server's mails and push texts set out what members wrote (docs/product.md "Languages", "Mails and
 * notifications"): quotes around a request's title, a rating's brackets, the mark of a list line and the separator
 * of the links under a mail. Read by the server only (src/server/mail/catalogue.ts).
 */
import type { mailLayoutCopy } from "../copy/mail-layout.ts";
import type { Translation } from "./translation.ts";

export const mailLayoutCopyEn: Translation<typeof mailLayoutCopy> = {
  /** A request's title, then what was written about it (may be empty): "Assembling a shelf" I can bring tools. */
  aboutPost: (title: string, text: string) => `"${title}"${text ? ` ${text}` : ""}`,
  /** A rating's notification: the request, the rating word in brackets (may be empty), the rating's words. */
  rating: (title: string, rating: string, text: string) =>
    `"${title}"${rating ? ` [${rating}]` : ""}${text ? ` ${text}` : ""}`,
  /** One line of a list in a mail's text part. */
  listItem: (text: string) => `• ${text}`,
  /** Between the links at the foot of a mail's HTML part. */
  linkSeparator: " · ",
};
