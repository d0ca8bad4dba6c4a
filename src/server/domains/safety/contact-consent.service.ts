/**
 * Contact details held back (docs/product.md §12): each participant of a thread presses 連絡先の交換に同意する;
 * once both have, the thread's messages show their original text (threads.queries.ts masks until then).
 */
import { and, eq, isNull } from "drizzle-orm";
import { WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { ContactConsentView, TThreadIdData } from "#shared/schemas/threads.ts";
import type { Database } from "../../db/client.ts";
import { threadParticipants } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { publishBusEvent } from "../../realtime/event-bus.ts";
import type { Viewer } from "../../viewer.ts";
import { selectThreadAccess } from "../threads/threads.queries.ts";

/**
 * The per-member limit on contact-exchange consents (docs/product.md §9 Rate limits, §12 Contact details held
 * back): the bucket `contact-consent:<member id>`, at most WRITE_LIMITS.contactConsent.max (10) per
 * WRITE_LIMITS.contactConsent.windowSeconds (1 hour); each consent tells both participants' live streams. Both
 * adapters take it before consentToContact; REST writes the returned state as X-RateLimit-*.
 * @throws AppError TOO_MANY_REQUESTS (429: copy.limits.contactConsent for people, `Too Many Attempts.` on the wire).
 */
export function takeContactConsentLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = WRITE_LIMITS.contactConsent;
  return takeRateLimit(
    db,
    `contact-consent:${viewer.id}`,
    max,
    windowSeconds,
    copy.limits.contactConsent(max, windowSeconds),
  );
}

/**
 * POST /api/threads/{id}/contact-consent and safety.contactConsent: records the viewer's consent (again: no
 * change) and tells both participants' live streams the thread changed, so the partner's screen refetches.
 * @returns `{thread: {id}, contact_consent: {me: true, partner}}`.
 * @throws AppError NOT_FOUND (no such thread), FORBIDDEN (not a participant).
 */
export async function consentToContact(
  db: Database,
  viewer: Viewer,
  { id }: TThreadIdData,
): Promise<ContactConsentView> {
  const access = await selectThreadAccess(db, id, viewer.id);
  if (!access) throw AppError.notFound("thread_not_found");
  if (!access.is_participant) throw AppError.forbidden("thread_forbidden");
  if (!access.me_consent) {
    await db.transaction(async (tx) => {
      await tx
        .update(threadParticipants)
        .set({ contactConsentedAt: new Date() })
        .where(
          and(
            eq(threadParticipants.threadId, id),
            eq(threadParticipants.userId, viewer.id),
            isNull(threadParticipants.contactConsentedAt),
          ),
        );
      const participants = access.partner_id === null ? [viewer.id] : [viewer.id, access.partner_id];
      await publishBusEvent(tx, { kind: "message", thread_id: id, message: null, participants, unread: {} });
    });
  }
  return { thread: { id }, contact_consent: { me: true, partner: access.partner_consent } };
}
