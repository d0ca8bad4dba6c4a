/**
 * The organisation's own account (docs/product.md "Organisations": 代理投稿 and the shared inbox). Staff post requests
 * for residents who have no smartphone; the organisation, not the resident and not one staff member, is their
 * author, and the messages about them reach every member of its staff. So each organisation that posts has a
 * member row of its own — its name, no e-mail address and no password, so nobody can sign in to it — and its
 * owners and staff act as it: as a Viewer whose id is the account's, everything the board already does for an
 * author (status, thanks, hours, threads, 既読, blocks, contact masking) works unchanged.
 */
import { and, eq } from "drizzle-orm";
import { ROLE_IDS } from "#shared/constants.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { organizationMembers, organizations, posts, userRoles, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { requireRole } from "./organizations.queries.ts";

/**
 * The account of organisation `organizationId`, created on first use (in one transaction with a row lock, so two
 * staff posting at once make one account).
 * @returns the account's user id and the organisation's name.
 * @throws AppError 404 organization_not_found.
 */
export async function organizationAccount(
  db: Database,
  organizationId: number,
): Promise<{ userId: number; name: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        name: organizations.name,
        accountUserId: organizations.accountUserId,
        regionId: organizations.regionId,
        logoPath: organizations.logoPath,
      })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for("update")
      .limit(1);
    if (!row) throw AppError.notFound("organization_not_found");
    if (row.accountUserId !== null) return { userId: row.accountUserId, name: row.name };
    const now = new Date();
    const [account] = await tx
      .insert(users)
      .values({
        name: row.name,
        // No e-mail and no password: no login, no password reset, no login provider can reach it.
        email: null,
        passwordHash: null,
        // The organisation was checked by the administrator who created it; its requests pass the e-mail gate.
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        regionId: row.regionId,
        // The organisation's logo is its account's avatar (organization-logo.service.ts keeps them together).
        avatarPath: row.logoPath,
        showSns: false,
      })
      .returning({ id: users.id });
    if (!account) throw AppError.internal("insert returned no row");
    await tx.insert(userRoles).values({ userId: account.id, roleId: ROLE_IDS.user });
    await tx
      .update(organizations)
      .set({ accountUserId: account.id })
      .where(eq(organizations.id, organizationId));
    return { userId: account.id, name: row.name };
  });
}

/** `viewer` acting as the organisation's account `account` (same session, token and write position). */
function asAccount(viewer: Viewer, account: { userId: number; name: string }): Viewer {
  return { ...viewer, id: account.userId, name: account.name, emailVerified: true, isAdmin: false };
}

/**
 * The viewer acting as organisation `organizationId` for a read: as `actAsOrganization`, but null while the
 * organisation has no account yet (it has posted nothing, so nobody wrote to it) — a read creates nothing.
 * @throws AppError 404 organization_not_found, 403 forbidden (not on its staff).
 */
export async function readAsOrganization(
  db: Database,
  viewer: Viewer,
  organizationId: number,
): Promise<Viewer | null> {
  await requireRole(db, viewer, organizationId, ["owner", "staff"], false);
  const [row] = await db
    .select({ userId: organizations.accountUserId, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.userId ? asAccount(viewer, { userId: row.userId, name: row.name }) : null;
}

/**
 * The viewer acting as organisation `organizationId` (docs/product.md "Organisations": 代理投稿, the shared inbox):
 * its owners and staff only — an administrator who is neither does not speak for it.
 * @throws AppError 404 organization_not_found, 403 forbidden (not on its staff).
 */
export async function actAsOrganization(
  db: Database,
  viewer: Viewer,
  organizationId: number,
): Promise<Viewer> {
  await requireRole(db, viewer, organizationId, ["owner", "staff"], false);
  return asAccount(viewer, await organizationAccount(db, organizationId));
}

/**
 * The viewer a write on post `postId` runs as: the organisation's account when the post is a 代理投稿 and the viewer
 * is on that organisation's staff (they act as its author: edit, photos, status with hours, deletion), else the
 * viewer unchanged (the services then judge authorship as always).
 */
export async function actingViewerForPost(db: DbOrTx, viewer: Viewer, postId: number): Promise<Viewer> {
  const [row] = await db
    .select({ userId: organizations.accountUserId, name: organizations.name })
    .from(posts)
    .innerJoin(organizations, eq(organizations.accountUserId, posts.userId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, organizations.id),
        eq(organizationMembers.userId, viewer.id),
      ),
    )
    .where(eq(posts.id, postId))
    .limit(1);
  return row?.userId ? asAccount(viewer, { userId: row.userId, name: row.name }) : viewer;
}
