/**
 * How the server's mails and push texts set out what members wrote (docs/product.md "Languages", "Mails and
 * notifications"): quotes around a request's title, a rating's brackets, the mark of a list line and the separator
 * of the links under a mail. Read by the server only (src/server/mail/catalogue.ts). Not messages of answers, so
 * src/server/translation.ts does not read them: a template whose only fixed text is 「」 would make a pattern that
 * reads any message starting with a quote.
 */
export const mailLayoutCopy = {
  /** A request's title, then what was written about it (may be empty): 「棚の組み立て」工具を持って伺います. */
  aboutPost: (title: string, text: string) => `「${title}」${text}`,
  /** A rating's notification: the request, the rating word in brackets (may be empty), the rating's words. */
  rating: (title: string, rating: string, text: string) =>
    `「${title}」${rating ? `【${rating}】` : ""}${text ? ` ${text}` : ""}`,
  /** One line of a list in a mail's text part. */
  listItem: (text: string) => `・${text}`,
  /** Between the links at the foot of a mail's HTML part. */
  linkSeparator: " ・ ",
} as const;
