/**
 * Reads of organisations shared by their services and by the profile domain (docs/product.md "Organisations"):
 * the public view of organisations (one query for any number, the vouch counts joined in), a member's role in an
 * organisation, and the vouches of several members at once (one query: profiles never query per member).
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { toApiDate } from "#shared/dates.ts";
import type {
  MemberVouch,
  OrganizationKind,
  OrganizationRole,
  OrganizationView,
  VouchMethod,
} from "#shared/schemas/organizations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { organizationMembers, organizations, organizationVouches, regions } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { storageUrl } from "../../media/storage-url.ts";
import type { Viewer } from "../../viewer.ts";

const o = organizationsCopy;

/** The columns of the public view, joined with the region. */
const viewColumns = {
  id: organizations.id,
  slug: organizations.slug,
  name: organizations.name,
  kind: organizations.kind,
  municipalityCodes: organizations.municipalityCodes,
  description: organizations.description,
  contact: organizations.contact,
  logoPath: organizations.logoPath,
  accountUserId: organizations.accountUserId,
  verified: organizations.verified,
  createdAt: organizations.createdAt,
  updatedAt: organizations.updatedAt,
  regionId: regions.id,
  regionName: regions.name,
  regionSlug: regions.slug,
};

type ViewRow = {
  id: number;
  slug: string;
  name: string;
  kind: string;
  municipalityCodes: string[];
  description: string | null;
  contact: string | null;
  logoPath: string | null;
  accountUserId: number | null;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
  regionId: number;
  regionName: string;
  regionSlug: string;
};

/** The Japanese label of a kind. */
export function kindLabel(kind: OrganizationKind): string {
  return o.kinds[kind];
}

/**
 * The public views of the organisations matching `where`, in `order`, with their vouch counts: two queries
 * whatever the number.
 */
export async function organizationViews(db: DbOrTx, rows: ViewRow[]): Promise<OrganizationView[]> {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: organizationVouches.organizationId, n: count() })
          .from(organizationVouches)
          .where(inArray(organizationVouches.organizationId, ids))
          .groupBy(organizationVouches.organizationId);
  const byId = new Map(counts.map((row) => [row.id, row.n]));
  return rows.map((row) => {
    const kind = row.kind as OrganizationKind;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      kind,
      kind_label: kindLabel(kind),
      region: { id: row.regionId, name: row.regionName, slug: row.regionSlug },
      municipality_codes: row.municipalityCodes,
      verified: row.verified,
      description: row.description,
      contact: row.contact,
      logo_url: storageUrl(row.logoPath),
      account_user_id: row.accountUserId,
      verified_helpers_count: Number(byId.get(row.id) ?? 0),
      created_at: toApiDate(row.createdAt),
      updated_at: toApiDate(row.updatedAt),
    };
  });
}

/** The select of view rows (callers add where, order, limit). */
export function selectViewRows(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(organizations)
    .innerJoin(regions, eq(regions.id, organizations.regionId));
}

/** The public view of organisation `id`. @throws AppError 404 organization_not_found. */
export async function organizationViewById(db: DbOrTx, id: number): Promise<OrganizationView> {
  const rows = await selectViewRows(db).where(eq(organizations.id, id)).limit(1);
  const [view] = await organizationViews(db, rows);
  if (!view) throw AppError.notFound("organization_not_found");
  return view;
}

/** The organisation `id` as a reference, or 404. */
export async function organizationRef(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row) throw AppError.notFound("organization_not_found");
  return row;
}

/** The viewer's role in organisation `id` (null: none). */
export async function roleIn(
  db: DbOrTx,
  organizationId: number,
  userId: number,
): Promise<OrganizationRole | null> {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .limit(1);
  return (row?.role as OrganizationRole | undefined) ?? null;
}

/**
 * Refuses a viewer who is not on the organisation's staff with one of `roles` (administrators pass when
 * `admins` is true). The organisation must exist (404 first, for everyone).
 * @throws AppError 404 organization_not_found, 403 forbidden.
 */
export async function requireRole(
  db: DbOrTx,
  viewer: Viewer,
  organizationId: number,
  roles: readonly OrganizationRole[],
  admins: boolean,
): Promise<void> {
  await organizationRef(db, organizationId);
  if (admins && viewer.isAdmin) return;
  const role = await roleIn(db, organizationId, viewer.id);
  if (!role || !roles.includes(role)) throw AppError.forbidden();
}

/**
 * The vouches of members `userIds`, by member, oldest first (docs/product.md "Organisations"): one query for any
 * number of members, for profiles and post cards.
 */
export async function vouchesOf(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, MemberVouch[]>> {
  const map = new Map<number, MemberVouch[]>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      userId: organizationVouches.userId,
      method: organizationVouches.method,
      createdAt: organizationVouches.createdAt,
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
    })
    .from(organizationVouches)
    .innerJoin(organizations, eq(organizations.id, organizationVouches.organizationId))
    .where(inArray(organizationVouches.userId, ids))
    .orderBy(asc(organizationVouches.createdAt), asc(organizationVouches.id));
  for (const row of rows) {
    const list = map.get(row.userId) ?? [];
    list.push({
      organization: { id: row.id, slug: row.slug, name: row.name },
      method: row.method as VouchMethod,
      vouched_at: toApiDate(row.createdAt),
    });
    map.set(row.userId, list);
  }
  return map;
}
