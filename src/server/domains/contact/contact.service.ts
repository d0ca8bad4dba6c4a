/**
 * The contact form (spec.md §2 Contact, §3 Contact payload, §7 POST /api/contact, §8 Contact errors): stored in
 * contact_messages and mailed to the administrators; limited per IP address; the hidden `website` field is a
 * spam trap — when it is filled the answer is the same as for a real message, but nothing is stored or sent.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { ROLE_IDS } from "../../../shared/constants.ts";
import { copy } from "../../../shared/copy.ts";
import { ZContactInput } from "../../../shared/schemas/contact.ts";
import type { AppDeps } from "../../context.ts";
import { contactMessages, userRoles, users } from "../../db/schema/index.ts";
import { hitRateLimit, type RateLimitResult, rateLimitedError } from "../../http/rate-limit.ts";
import { mailerFor } from "../../mail/mailer.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";

/** At most 5 messages per IP address in 10 minutes. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 600 } as const;

/** Who sent the message. */
export interface ContactMeta {
  viewer: Viewer | null;
  ipAddress: string;
  userAgent: string;
}

/** The answer of an accepted message (also for a trapped one: bots learn nothing). */
export interface ContactResult {
  message: string;
  limit: RateLimitResult;
}

/**
 * Accepts a contact message. Every attempt (valid or not, trapped or not) counts against the IP's limit.
 * @throws AppError TOO_MANY_REQUESTS (429) past the limit, VALIDATION (422) for bad fields.
 */
export async function submitContact(deps: AppDeps, raw: unknown, meta: ContactMeta): Promise<ContactResult> {
  const { db, env } = deps;
  const limit = await hitRateLimit(
    db,
    `contact:${meta.ipAddress}`,
    CONTACT_LIMIT.max,
    CONTACT_LIMIT.windowSeconds,
  );
  if (!limit.allowed) throw rateLimitedError(limit);
  const input = parseInput(ZContactInput, raw);
  const result = { message: copy.contact.sent, limit };
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
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, ROLE_IDS.admin), isNull(users.deletedAt), isNotNull(users.email)));
  const text = [
    copy.contact.mailIntro,
    "",
    `${copy.contact.subject}: ${input.title}`,
    `${copy.contact.email}: ${input.email}`,
    "",
    input.body,
  ].join("\n");
  // The message is stored; a mail failure must not make the sender try again (and be stored twice).
  await Promise.all(
    admins.map(({ email }) =>
      mailerFor(env)
        .send({ to: email as string, subject: copy.contact.mailSubject(input.title), text })
        .catch((error: unknown) => console.error("[contact] could not mail an administrator", error)),
    ),
  );
  return result;
}
