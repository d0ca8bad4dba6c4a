/**
 * The owners and staff of an organisation (docs/product.md "Organisations"): an owner (or an administrator — how
 * the first owner is invited) invites by e-mail; the mail carries a signed link valid 7 days, which only the
 * signed-in member holding the invited address may accept; owners remove staff, never the last owner.
 *
 * The link is signed like the e-mail verification link (HMAC-SHA256 with the app key, email-verification.service.ts):
 * `<id>.<signature>` over the invitation's id, address and expiry, so no token is stored or sits in the mail job.
 * The mail goes through the account-mail queue (account-mail.ts), with its retries.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { toApiDate } from "#shared/dates.ts";
import { paths } from "#shared/paths.ts";
import {
  type InvitationView,
  type MembershipView,
  ORGANIZATION_LIMITS,
  type OrganizationRole,
  type StaffView,
  type TAcceptInvitationData,
  type TInviteData,
  type TStaffMemberData,
} from "#shared/schemas/organizations.ts";
import type { Database, Transaction } from "../../db/client.ts";
import {
  activeUserFilter,
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from "../../db/schema/index.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../errors.ts";
import type { Job } from "../../jobs/queue.ts";
import { recipientLanguage } from "../../mail/catalogue.ts";
import { mailerFor } from "../../mail/mailer.ts";
import { organizationInvitationMail } from "../../mail/templates.ts";
import { storageUrl } from "../../media/storage-url.ts";
import type { Viewer } from "../../viewer.ts";
import { type AccountMailJob, accountMailMessageId, queueAccountMail } from "../accounts/account-mail.ts";
import { organizationRef, requireRole } from "./organizations.queries.ts";

const o = organizationsCopy;

function signatureOf(env: AppEnv, id: number, email: string, expiresAt: Date): string {
  return createHmac("sha256", env.appKey)
    .update(`organization-invitation:${id}:${email}:${expiresAt.getTime()}`)
    .digest("hex");
}

/** The token of invitation `id` (`<id>.<hex signature>`). */
export function invitationToken(env: AppEnv, id: number, email: string, expiresAt: Date): string {
  return `${id}.${signatureOf(env, id, email, expiresAt)}`;
}

/** The page the mail links to. */
export function invitationLink(env: AppEnv, token: string): string {
  return `${env.appUrl}${paths.organizationInvitation(token)}`;
}

/**
 * Invites `email` as `role` (docs/product.md "Organisations"): an owner of the organisation, or an administrator.
 * The mail is queued in the same transaction.
 * @returns the invitation (never its token). @throws AppError 404 organization_not_found, 403 forbidden.
 */
export async function inviteStaff(db: Database, viewer: Viewer, input: TInviteData): Promise<InvitationView> {
  await requireRole(db, viewer, input.id, ["owner"], true);
  const expiresAt = new Date(Date.now() + ORGANIZATION_LIMITS.invitationDays * 24 * 60 * 60 * 1000);
  expiresAt.setMilliseconds(0);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizationInvitations)
      .values({
        organizationId: input.id,
        email: input.email,
        role: input.role,
        invitedBy: viewer.id,
        expiresAt,
      })
      .returning({ id: organizationInvitations.id });
    if (!row) throw AppError.internal("insert returned no row");
    await queueAccountMail(tx, { kind: "organization-invitation", invitationId: row.id, email: input.email });
    return {
      id: row.id,
      organization_id: input.id,
      email: input.email,
      role: input.role,
      expires_at: toApiDate(expiresAt),
    };
  });
}

/**
 * The invitation mail job (account-mail queue): mails the signed link unless the invitation was accepted or its
 * organisation deleted meanwhile. In the language of the member whose address is invited, when one is and chose a
 * language, else Japanese (docs/product.md "Languages", "Mails and notifications"): the inviter's language says
 * nothing of the invitee's. @throws when the mail cannot be sent (retried with backoff).
 */
export async function sendInvitationMail(
  tx: Transaction,
  env: AppEnv,
  mail: Extract<AccountMailJob, { kind: "organization-invitation" }>,
  job: Pick<Job, "id">,
): Promise<void> {
  const [row] = await tx
    .select({
      id: organizationInvitations.id,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
      expiresAt: organizationInvitations.expiresAt,
      acceptedAt: organizationInvitations.acceptedAt,
      name: organizations.name,
      language: users.language,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, and(eq(users.email, organizationInvitations.email), activeUserFilter))
    .where(eq(organizationInvitations.id, mail.invitationId))
    .limit(1);
  if (!row || row.acceptedAt || row.email !== mail.email) return;
  const url = invitationLink(env, invitationToken(env, row.id, row.email, row.expiresAt));
  await mailerFor(env).send({
    ...organizationInvitationMail(
      row.email,
      row.name,
      row.role as OrganizationRole,
      url,
      recipientLanguage(row.language),
    ),
    messageId: accountMailMessageId(env, job),
  });
}

/**
 * Accepts an invitation by its token (the signed-in member whose e-mail is the invited address): the member
 * becomes staff or owner (an owner invited as staff stays owner).
 * @throws AppError 403 organization_invitation_invalid (altered, expired, used, organisation gone),
 *   403 organization_invitation_mismatch (another address).
 */
export async function acceptInvitation(
  db: Database,
  env: AppEnv,
  viewer: Viewer,
  input: TAcceptInvitationData,
): Promise<MembershipView> {
  const match = /^(\d{1,9})\.([0-9a-f]{64})$/.exec(input.token);
  if (!match) throw AppError.forbidden("organization_invitation_invalid");
  const id = Number(match[1]);
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.id, id))
    .limit(1);
  if (!row) throw AppError.forbidden("organization_invitation_invalid");
  const expected = Buffer.from(signatureOf(env, row.id, row.email, row.expiresAt), "hex");
  if (!timingSafeEqual(expected, Buffer.from(match[2] ?? "", "hex")))
    throw AppError.forbidden("organization_invitation_invalid");
  if (row.acceptedAt || row.expiresAt.getTime() <= Date.now())
    throw AppError.forbidden("organization_invitation_invalid");
  const [member] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, viewer.id), activeUserFilter))
    .limit(1);
  if (member?.email?.toLowerCase() !== row.email)
    throw AppError.forbidden("organization_invitation_mismatch");
  const role = row.role as OrganizationRole;
  await db.transaction(async (tx) => {
    const used = await tx
      .update(organizationInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(organizationInvitations.id, row.id), sql`${organizationInvitations.acceptedAt} is null`))
      .returning({ id: organizationInvitations.id });
    if (used.length === 0) throw AppError.forbidden("organization_invitation_invalid");
    await tx
      .insert(organizationMembers)
      .values({ organizationId: row.organizationId, userId: viewer.id, role })
      .onConflictDoUpdate({
        target: [organizationMembers.organizationId, organizationMembers.userId],
        // An owner keeps the owner role when invited again as staff.
        set: {
          role: sql`case when ${organizationMembers.role} = 'owner' then 'owner' else excluded.role end`,
        },
      });
  });
  const organization = await organizationRef(db, row.organizationId);
  const [now] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, row.organizationId),
        eq(organizationMembers.userId, viewer.id),
      ),
    );
  const held = (now?.role ?? role) as OrganizationRole;
  return { organization, role: held, role_label: o.roles[held] };
}

/** The owners and staff, owners first (staff, owners and administrators). @throws 404, 403. */
export async function listStaff(db: Database, viewer: Viewer, id: number): Promise<StaffView[]> {
  await requireRole(db, viewer, id, ["owner", "staff"], true);
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      avatarPath: users.avatarPath,
      role: organizationMembers.role,
      createdAt: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, id))
    .orderBy(sql`${organizationMembers.role} = 'owner' desc`, asc(organizationMembers.id));
  return rows.map((row) => {
    const role = row.role as OrganizationRole;
    return {
      user_id: row.userId,
      name: row.name,
      avatar_url: storageUrl(row.avatarPath),
      role,
      role_label: o.roles[role],
      joined_at: toApiDate(row.createdAt),
    };
  });
}

/**
 * Removes a member from the staff (owners and administrators); the last owner stays.
 * @throws AppError 404 organization_not_found / organization_staff_not_found, 403, 422 (the last owner).
 */
export async function removeStaff(
  db: Database,
  viewer: Viewer,
  input: TStaffMemberData,
): Promise<{ removed: true }> {
  await requireRole(db, viewer, input.id, ["owner"], true);
  return db.transaction(async (tx) => {
    // Lock the organisation's member rows so two owners removing each other cannot leave none.
    const members = await tx
      .select({ userId: organizationMembers.userId, role: organizationMembers.role })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, input.id))
      .for("update");
    const target = members.find((member) => member.userId === input.userId);
    if (!target) throw AppError.notFound("organization_staff_not_found");
    const owners = members.filter((member) => member.role === "owner").length;
    if (target.role === "owner" && owners <= 1) throw AppError.validation({ userId: [o.lastOwner] });
    await tx
      .delete(organizationMembers)
      .where(
        and(eq(organizationMembers.organizationId, input.id), eq(organizationMembers.userId, input.userId)),
      );
    return { removed: true as const };
  });
}

/** How many owners an organisation has (tests, the admin page). */
export async function ownerCount(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.role, "owner")));
  return Number(row?.n ?? 0);
}
