/**
 * Organisations (docs/product.md "Organisations"): an administrator creates, edits and deletes them; everyone
 * reads the list (by prefecture) and an organisation's page by its slug. The slug is `org-<id>` unless the
 * administrator gives one (romanising a Japanese name is not available, and `org-<id>` never changes with the name).
 */
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { pageMeta } from "#shared/pagination.ts";
import {
  type MembershipView,
  ORGANIZATION_LIMITS,
  type OrganizationPage,
  type OrganizationRole,
  type OrganizationView,
  type TCreateOrganizationData,
  type TOrganizationListData,
  type TOrganizationSlugData,
  type TUpdateOrganizationData,
} from "#shared/schemas/organizations.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { organizationMembers, organizations, users } from "../../db/schema/index.ts";
import { AppError, type FieldErrors } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { FileStorage } from "../../media/storage.ts";
import { discardUploads } from "../../media/stored-images.ts";
import type { Viewer } from "../../viewer.ts";
import { referenceErrors } from "../catalog/catalog.references.ts";
import { organizationViewById, organizationViews, selectViewRows } from "./organizations.queries.ts";

const o = organizationsCopy;

/** Writes on organisations per member and hour (admin edits, invitations, staff removals, vouches). */
export const ORGANIZATION_WRITE_LIMIT = { max: 60, windowSeconds: 60 * 60 } as const;

/**
 * The per-member limit on every organisation write: ORGANIZATION_WRITE_LIMIT in `organizations:<member id>`.
 * @throws AppError TOO_MANY_REQUESTS (429).
 */
export function takeOrganizationLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  const { max, windowSeconds } = ORGANIZATION_WRITE_LIMIT;
  return takeRateLimit(db, `organizations:${viewer.id}`, max, windowSeconds, o.writes(max));
}

/** 422 when `slug` is held by another organisation. */
async function slugErrors(db: DbOrTx, slug: string | undefined, exceptId?: number): Promise<FieldErrors> {
  if (slug === undefined) return {};
  const [taken] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      exceptId === undefined
        ? eq(organizations.slug, slug)
        : and(eq(organizations.slug, slug), ne(organizations.id, exceptId)),
    )
    .limit(1);
  return taken ? { slug: [o.slugTaken] } : {};
}

/**
 * Creates an organisation (admin; docs/product.md "Organisations").
 * @returns its view (kind_label in Japanese, no vouches yet).
 * @throws AppError 422 (unknown region, slug taken).
 */
export async function createOrganization(
  db: Database,
  input: TCreateOrganizationData,
): Promise<OrganizationView> {
  const errors: FieldErrors = {
    ...(await referenceErrors(db, { region_id: input.region_id }, { region_id: o.fields.region_id })),
    ...(await slugErrors(db, input.slug)),
  };
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({
        // A placeholder unique per row until the id is known (`org-<id>`).
        slug: input.slug ?? `new-${crypto.randomUUID()}`.slice(0, 60),
        name: input.name,
        kind: input.kind,
        regionId: input.region_id,
        municipalityCodes: input.municipality_codes,
        description: input.description ?? null,
        contact: input.contact ?? null,
        verified: input.verified ?? false,
      })
      .returning({ id: organizations.id });
    if (!row) throw AppError.internal("insert returned no row");
    if (!input.slug)
      await tx
        .update(organizations)
        .set({ slug: `org-${row.id}` })
        .where(eq(organizations.id, row.id));
    return row.id;
  });
  return organizationViewById(db, id);
}

/**
 * Edits an organisation (admin): absent fields stay, "" clears description and contact.
 * @throws AppError 404 organization_not_found, 422 (unknown region, slug taken).
 */
export async function updateOrganization(
  db: Database,
  input: TUpdateOrganizationData,
): Promise<OrganizationView> {
  await organizationViewById(db, input.id);
  const errors: FieldErrors = {
    ...(await referenceErrors(db, { region_id: input.region_id }, { region_id: o.fields.region_id })),
    ...(await slugErrors(db, input.slug, input.id)),
  };
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(organizations)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.kind !== undefined ? { kind: input.kind } : {}),
        ...(input.region_id !== undefined ? { regionId: input.region_id } : {}),
        ...(input.municipality_codes !== undefined ? { municipalityCodes: input.municipality_codes } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.contact !== undefined ? { contact: input.contact } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.verified !== undefined ? { verified: input.verified } : {}),
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, input.id))
      .returning({ accountUserId: organizations.accountUserId });
    // Its own account (代理投稿) carries its name: the requests and messages it wrote read as the organisation.
    if (input.name !== undefined && updated?.accountUserId) {
      await tx
        .update(users)
        .set({ name: input.name, updatedAt: new Date() })
        .where(eq(users.id, updated.accountUserId));
    }
  });
  return organizationViewById(db, input.id);
}

/**
 * Deletes an organisation (admin) with its staff, invitations, vouches and log (cascade), and its logo's file.
 * @throws AppError 404 organization_not_found.
 */
export async function deleteOrganization(
  db: Database,
  id: number,
  storage: FileStorage,
): Promise<{ deleted: true; message: string }> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(organizations).where(eq(organizations.id, id)).returning({
      id: organizations.id,
      accountUserId: organizations.accountUserId,
      logoPath: organizations.logoPath,
    });
    // Its own account leaves with it, as a member who deletes their account: its requests stay and read as
    // 削除されたユーザー, its threads stay readable to their other participant (docs/product.md §4 Leaving).
    const accountUserId = rows[0]?.accountUserId;
    if (accountUserId) {
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, accountUserId));
    }
    return rows;
  });
  if (deleted.length === 0) throw AppError.notFound("organization_not_found");
  // Its logo file goes once the row is gone (the account's avatar was the same file).
  await discardUploads(storage, [deleted[0]?.logoPath]);
  return { deleted: true, message: o.deleted };
}

/** A page of organisations, newest first, of one prefecture when `region_id` is given (public). */
export async function listOrganizations(
  db: Database,
  input: TOrganizationListData,
): Promise<OrganizationPage> {
  const perPage = ORGANIZATION_LIMITS.perPage;
  const where = input.region_id === undefined ? undefined : eq(organizations.regionId, input.region_id);
  const [rows, [total]] = await Promise.all([
    selectViewRows(db)
      .where(where)
      .orderBy(desc(organizations.id))
      .limit(perPage)
      .offset((input.page - 1) * perPage),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  const data = await organizationViews(db, rows);
  return { data, meta: pageMeta(input.page, perPage, Number(total?.n ?? 0), data.length) };
}

/** The organisation of `slug` (public). @throws AppError 404 organization_not_found. */
export async function organizationBySlug(
  db: Database,
  input: TOrganizationSlugData,
): Promise<OrganizationView> {
  const rows = await selectViewRows(db).where(eq(organizations.slug, input.slug)).limit(1);
  const [view] = await organizationViews(db, rows);
  if (!view) throw AppError.notFound("organization_not_found");
  return view;
}

/** The organisations the viewer is an owner or staff member of (for the staff pages and the vouch button). */
export async function myOrganizations(db: Database, viewer: Viewer): Promise<MembershipView[]> {
  const rows = await db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, viewer.id))
    .orderBy(sql`${organizations.name}`);
  return rows.map((row) => {
    const role = row.role as OrganizationRole;
    return { organization: { id: row.id, slug: row.slug, name: row.name }, role, role_label: o.roles[role] };
  });
}
