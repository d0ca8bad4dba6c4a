/**
 * Vouching (団体確認, docs/product.md "Organisations"): an organisation's staff mark a member as checked — in
 * person, with a driver's licence, a My Number card or otherwise; only the method is stored, never the document or
 * its number — and withdraw it; the member may remove it themself. Every vouch, withdrawal and removal is logged
 * with who and when; owners and administrators read the log.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { toApiDate } from "#shared/dates.ts";
import { pageMeta } from "#shared/pagination.ts";
import {
  ORGANIZATION_LIMITS,
  type TOrganizationIdData,
  type TStaffMemberData,
  type TVouchData,
  type TVouchLogData,
  type VouchLogPage,
  type VouchMethod,
  type VouchView,
} from "#shared/schemas/organizations.ts";
import type { Database } from "../../db/client.ts";
import { activeUserFilter, organizationVouches, organizationVouchLog, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { organizationRef, requireRole } from "./organizations.queries.ts";

const o = organizationsCopy;

/**
 * Vouches for member `user_id` (staff and owners of the organisation): the vouch and its log line in one
 * transaction. @returns the vouch. @throws AppError 404 organization_not_found, 403 (not staff), 422 (unknown
 * member, already vouched).
 */
export async function vouch(db: Database, viewer: Viewer, input: TVouchData): Promise<VouchView> {
  await requireRole(db, viewer, input.id, ["owner", "staff"], false);
  const organization = await organizationRef(db, input.id);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.user_id), activeUserFilter))
    .limit(1);
  if (!member) throw AppError.validation({ user_id: [o.memberNotFound] });
  const createdAt = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizationVouches)
      .values({ organizationId: input.id, userId: input.user_id, method: input.method, vouchedBy: viewer.id })
      .onConflictDoNothing()
      .returning({ createdAt: organizationVouches.createdAt });
    if (!row) throw AppError.validation({ user_id: [o.alreadyVouched] });
    await tx.insert(organizationVouchLog).values({
      organizationId: input.id,
      userId: input.user_id,
      actorId: viewer.id,
      action: "vouched",
      method: input.method,
    });
    return row.createdAt;
  });
  return {
    organization,
    user_id: input.user_id,
    method: input.method,
    method_label: o.methods[input.method],
    vouched_at: toApiDate(createdAt),
  };
}

/**
 * Withdraws the organisation's vouch for member `userId` (staff and owners), logged.
 * @throws AppError 404 organization_not_found / organization_vouch_not_found, 403 (not staff).
 */
export async function withdrawVouch(
  db: Database,
  viewer: Viewer,
  input: TStaffMemberData,
): Promise<{ withdrawn: true }> {
  await requireRole(db, viewer, input.id, ["owner", "staff"], false);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(organizationVouches)
      .where(
        and(eq(organizationVouches.organizationId, input.id), eq(organizationVouches.userId, input.userId)),
      )
      .returning({ method: organizationVouches.method });
    if (!gone) throw AppError.notFound("organization_vouch_not_found");
    await tx.insert(organizationVouchLog).values({
      organizationId: input.id,
      userId: input.userId,
      actorId: viewer.id,
      action: "withdrawn",
      method: gone.method,
    });
  });
  return { withdrawn: true };
}

/**
 * Removes the organisation `id`'s vouch for the viewer themself (docs/product.md "Organisations": a member decides
 * what is said about them): at once, logged as `removed` with the member as the actor, so the organisation's owners
 * see it in their log. @returns `{withdrawn: true}`. @throws AppError 404 organization_vouch_not_found.
 */
export async function removeOwnVouch(
  db: Database,
  viewer: Viewer,
  input: TOrganizationIdData,
): Promise<{ withdrawn: true }> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(organizationVouches)
      .where(and(eq(organizationVouches.organizationId, input.id), eq(organizationVouches.userId, viewer.id)))
      .returning({ method: organizationVouches.method });
    if (!gone) throw AppError.notFound("organization_vouch_not_found");
    await tx.insert(organizationVouchLog).values({
      organizationId: input.id,
      userId: viewer.id,
      actorId: viewer.id,
      action: "removed",
      method: gone.method,
    });
  });
  return { withdrawn: true };
}

/** A page of the vouch log, newest first (owners and administrators). @throws 404, 403. */
export async function vouchLog(db: Database, viewer: Viewer, input: TVouchLogData): Promise<VouchLogPage> {
  await requireRole(db, viewer, input.id, ["owner"], true);
  const perPage = ORGANIZATION_LIMITS.logPerPage;
  const member = alias(users, "member");
  const actor = alias(users, "actor");
  const where = eq(organizationVouchLog.organizationId, input.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: organizationVouchLog.id,
        action: organizationVouchLog.action,
        method: organizationVouchLog.method,
        createdAt: organizationVouchLog.createdAt,
        memberId: member.id,
        memberName: member.name,
        actorId: actor.id,
        actorName: actor.name,
      })
      .from(organizationVouchLog)
      .leftJoin(member, eq(member.id, organizationVouchLog.userId))
      .leftJoin(actor, eq(actor.id, organizationVouchLog.actorId))
      .where(where)
      .orderBy(desc(organizationVouchLog.id))
      .limit(perPage)
      .offset((input.page - 1) * perPage),
    db.select({ n: count() }).from(organizationVouchLog).where(where),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    action: row.action as "vouched" | "withdrawn" | "removed",
    method: (row.method as VouchMethod | null) ?? null,
    user:
      row.memberId !== null && row.memberName !== null ? { id: row.memberId, name: row.memberName } : null,
    actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
    created_at: toApiDate(row.createdAt),
  }));
  return { data, meta: pageMeta(input.page, perPage, Number(total?.n ?? 0), data.length) };
}
