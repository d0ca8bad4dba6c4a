/**
 * The contact form (docs/product.md §2 Contact, §3 Contact payload, §5 Contact, §7 POST /api/contact, §8 Contact):
 * stored in contact_messages and mailed to the administrators; limited per IP address (takeContactLimit, taken by
 * both adapters before the service, §9 Rate limits); the hidden `website` field is a spam trap — when it is
 * filled the answer is the same as for a real message, but nothing is stored or sent.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { ROLE_IDS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { ContactAnswer, TContactData } from "#shared/schemas/contact.ts";
import type { AppDeps } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { activeUserFilter, contactMessages, userRoles, users } from "../../db/schema/index.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { catalogueIn, recipientLanguage } from "../../mail/catalogue.ts";
import { mailerFor } from "../../mail/mailer.ts";
import type { Viewer } from "../../viewer.ts";

/** At most 5 messages per IP address in 10 minutes (docs/product.md §9 Rate limits). */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 600 } as const;

/**
 * The contact form's rate limit: one hit for `ipAddress` in the bucket `contact:<ip>`, at most CONTACT_LIMIT.max
 * (5) per CONTACT_LIMIT.windowSeconds (600 s). Both adapters take it before submitContact (REST before it even
 * reads the body, so every attempt counts, valid or not); REST writes the returned state as X-RateLimit-*.
 * @throws AppError TOO_MANY_REQUESTS (429 `Too Many Attempts.`, Retry-After and X-RateLimit-* from the error).
 */
export function takeContactLimit(db: Database, ipAddress: string): Promise<RateLimitResult> {
  return takeRateLimit(db, `contact:${ipAddress}`, CONTACT_LIMIT.max, CONTACT_LIMIT.windowSeconds);
}

/** Who sent the message. */
export interface ContactMeta {
  viewer: Viewer | null;
  ipAddress: string;
  userAgent: string;
}

/**
 * Accepts a contact message (docs/product.md §2 Contact) whose hit the contact limit already took: stores it with
 * the sender's member id (or null), IP and user agent, and mails every administrator (a failed mail is logged,
 * not thrown: the message is stored). A filled `website` trap stores and sends nothing.
 * @returns `{message: copy.contact.sent}`, the same for a trapped message (bots learn nothing).
 */
export async function submitContact(
  deps: AppDeps,
  input: TContactData,
  meta: ContactMeta,
): Promise<ContactAnswer> {
  const { db, env } = deps;
  const result = { message: copy.contact.sent };
  if (input.website && input.website.trim() !== "") return result;

  await db.insert(contactMessages).values({
    userId: meta.viewer?.id ?? null,
    title: input.title,
    body: input.body,
    email: input.email,
    ipAddress: meta.ipAddress.slice(0, 64),
    userAgent: meta.userAgent.slice(0, 500),
  });

  const admins = await db
    .select({ email: users.email, language: users.language })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, ROLE_IDS.admin), activeUserFilter, isNotNull(users.email)));
  // The message is stored; a mail failure must not make the sender try again (and be stored twice). Each
  // administrator reads the mail in their own language (docs/product.md "Languages", "Mails and notifications").
  await Promise.all(
    admins.map(({ email, language }) => {
      const c = catalogueIn(recipientLanguage(language));
      const text = [
        c.copy.contact.mailIntro,
        "",
        `${c.copy.contact.subject}: ${input.title}`,
        `${c.copy.contact.email}: ${input.email}`,
        "",
        input.body,
      ].join("\n");
      return mailerFor(env)
        .send({
          to: email as string,
          subject: c.copy.contact.mailSubject(input.title),
          text,
          language: c.language,
        })
        .catch((error: unknown) => console.error("[contact] could not mail an administrator", error));
    }),
  );
  return result;
}
