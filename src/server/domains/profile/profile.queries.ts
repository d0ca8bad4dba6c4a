/**
 * Reading profiles (docs/product.md §3 Profile/user): one batch of four queries for any number of users — the
 * users with their region, roles, interests and whether the viewer follows them — shaped as the owner's/admin's
 * view (ZProfileView) or the public view (ZPublicProfileView). Shared by the profile and admin services (no query
 * per row).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { ROLE_IDS } from "#shared/constants.ts";
import { toApiDate } from "#shared/dates.ts";
import type { MemberVouch } from "#shared/schemas/organizations.ts";
import {
  COVER_PRESET_PREFIX,
  coverPresetUrl,
  DEFAULT_COVER_KEY,
  isCoverPresetKey,
  linkedinUrl,
  type ProfileView,
  type PublicProfileView,
  splitSkills,
} from "#shared/schemas/profile.ts";
import type { Ratings } from "#shared/schemas/requests.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  categories,
  follows,
  regions,
  roles,
  userInterests,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { type AppointmentTrace, appointmentTracesOf } from "../appointments/appointments.queries.ts";
import { vouchesOf } from "../organizations/organizations.queries.ts";
import { hoursGivenOf } from "../requests/hours.ts";
import { ratingsOf } from "../requests/reviews.service.ts";

/** The badge of a verified e-mail (shown as copy.profile.verifiedBadge). */
const VERIFIED_BADGE = "email_verified";

const INACTIVE_STATUSES = new Set(["inactive", "pending"]);

/** The columns of a user row a profile needs. */
export const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  status: users.status,
  isBanned: users.isBanned,
  avatarPath: users.avatarPath,
  coverImage: users.coverImage,
  bio: users.bio,
  skills: users.skills,
  experience: users.experience,
  twitterHandle: users.twitterHandle,
  linkedinProfile: users.linkedinProfile,
  showSns: users.showSns,
  regionId: users.regionId,
  regionName: regions.name,
  regionSlug: regions.slug,
  lastLoginAt: users.lastLoginAt,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** A user row as selected with `profileColumns`. */
interface ProfileRow {
  id: number;
  name: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  status: string;
  isBanned: boolean;
  avatarPath: string | null;
  coverImage: string | null;
  bio: string | null;
  skills: string | null;
  experience: string | null;
  twitterHandle: string | null;
  linkedinProfile: string | null;
  showSns: boolean;
  regionId: number | null;
  regionName: string | null;
  regionSlug: string | null;
  lastLoginAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The public URL of a stored cover value: a preset, an upload, or default-gray when there is none. */
function coverUrlOf(coverImage: string | null): string {
  if (coverImage?.startsWith(COVER_PRESET_PREFIX)) {
    const key = coverImage.slice(COVER_PRESET_PREFIX.length);
    return coverPresetUrl(isCoverPresetKey(key) ? key : DEFAULT_COVER_KEY);
  }
  return storageUrl(coverImage) ?? coverPresetUrl(DEFAULT_COVER_KEY);
}

interface Extras {
  roles: Map<number, { id: number; name: string }[]>;
  interests: Map<number, { id: number; name: string }[]>;
  followed: Set<number>;
  /** Rating counts received (docs/product.md §10 Thanks and ratings). */
  ratings: Map<number, Ratings>;
  /** 直前キャンセル and no-shows (docs/product.md "日程調整"). */
  traces: Map<number, AppointmentTrace>;
  /** Organisation vouches (docs/product.md "Organisations"). */
  vouches: Map<number, MemberVouch[]>;
  /** Hours given as a helper (docs/product.md "Organisations": hours). */
  hours: Map<number, number>;
}

function group<T>(rows: (T & { userId: number })[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const { userId, ...rest } of rows) {
    const list = map.get(userId) ?? [];
    list.push(rest as unknown as T);
    map.set(userId, list);
  }
  return map;
}

/** Roles, interests, follow state, ratings, organisation vouches and hours given of `ids` for `viewerId`: one query each whatever the number of users. */
async function loadExtras(db: DbOrTx, ids: number[], viewerId: number | null): Promise<Extras> {
  if (ids.length === 0)
    return {
      roles: new Map(),
      interests: new Map(),
      followed: new Set(),
      ratings: new Map(),
      traces: new Map(),
      vouches: new Map(),
      hours: new Map(),
    };
  const [roleRows, interestRows, followRows, ratings, traces, vouches, hours] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(roles.id)),
    db
      .select({ userId: userInterests.userId, id: categories.id, name: categories.name })
      .from(userInterests)
      .innerJoin(categories, eq(categories.id, userInterests.categoryId))
      .where(inArray(userInterests.userId, ids))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ id: follows.followeeId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, ids))),
    ratingsOf(db, ids),
    appointmentTracesOf(db, ids),
    vouchesOf(db, ids),
    hoursGivenOf(db, ids),
  ]);
  return {
    roles: group(roleRows),
    interests: group(interestRows),
    followed: new Set(followRows.map((row) => row.id)),
    ratings,
    traces,
    vouches,
    hours,
  };
}

/** The full view (owner, administrator) of one row. */
function toProfileView(row: ProfileRow, extras: Extras, viewerId: number | null): ProfileView {
  const roleList = extras.roles.get(row.id) ?? [];
  const isAdmin = roleList.some((role) => role.id === ROLE_IDS.admin);
  const hasSns = Boolean(row.twitterHandle || row.linkedinProfile);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    bio: row.bio,
    skills: row.skills,
    skills_list: row.skills ? splitSkills(row.skills) : [],
    experience: row.experience,
    show_sns: row.showSns,
    has_any_sns_input: hasSns,
    twitter_handle: row.twitterHandle,
    linkedin_profile: row.linkedinProfile,
    twitter_url: row.twitterHandle ? `https://x.com/${row.twitterHandle}` : null,
    linkedin_url: linkedinUrl(row.linkedinProfile),
    avatar: row.avatarPath,
    avatar_url: storageUrl(row.avatarPath),
    cover_image: row.coverImage,
    cover_url: coverUrlOf(row.coverImage),
    region_id: row.regionId,
    region:
      row.regionId !== null && row.regionName !== null && row.regionSlug !== null
        ? { id: row.regionId, name: row.regionName, slug: row.regionSlug }
        : null,
    interests: extras.interests.get(row.id) ?? [],
    badges: row.emailVerifiedAt ? [VERIFIED_BADGE] : [],
    roles: roleList,
    role: isAdmin ? "admin" : "user",
    email_verified_at: row.emailVerifiedAt ? toApiDate(row.emailVerifiedAt) : null,
    created_at: toApiDate(row.createdAt),
    updated_at: toApiDate(row.updatedAt),
    last_login_at: row.lastLoginAt ? toApiDate(row.lastLoginAt) : null,
    status: row.status,
    is_banned: row.isBanned,
    is_active: !row.isBanned && !INACTIVE_STATUSES.has(row.status),
    deleted_at: row.deletedAt ? toApiDate(row.deletedAt) : null,
    is_following: viewerId !== null && viewerId !== row.id && extras.followed.has(row.id),
    is_self: viewerId === row.id,
    ratings: extras.ratings.get(row.id) ?? { good: 0, normal: 0, bad: 0 },
    ...(extras.traces.get(row.id) ?? { late_cancellations: 0, no_shows: 0 }),
    vouches: extras.vouches.get(row.id) ?? [],
    hours_given: extras.hours.get(row.id) ?? 0,
  };
}

/**
 * The public view of a full view: no e-mail or login facts, SNS only when shown (docs/product.md §2 Profile show,
 * §3 Profile/user).
 */
export function toPublicView(view: ProfileView): PublicProfileView {
  const {
    email: _email,
    last_login_at: _lastLogin,
    status: _status,
    is_banned: _banned,
    is_active: _active,
    deleted_at: _deleted,
    ...rest
  } = view;
  if (view.show_sns) return rest;
  return { ...rest, twitter_handle: null, linkedin_profile: null, twitter_url: null, linkedin_url: null };
}

/**
 * Full profile views of the given rows, in their order, for `viewerId` (is_following / is_self; null: a visitor).
 * One query per kind of extra for any number of rows.
 */
export async function profileViews(
  db: DbOrTx,
  rows: ProfileRow[],
  viewerId: number | null,
): Promise<ProfileView[]> {
  const extras = await loadExtras(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
  return rows.map((row) => toProfileView(row, extras, viewerId));
}

/** The row of one user (deleted users included; callers decide), or undefined. */
export async function selectProfileRow(db: DbOrTx, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The full view of one user (deleted ones included), or undefined when there is no such row. */
export async function loadProfileView(
  db: DbOrTx,
  userId: number,
  viewerId: number | null,
): Promise<ProfileView | undefined> {
  const row = await selectProfileRow(db, userId);
  if (!row) return undefined;
  const [view] = await profileViews(db, [row], viewerId);
  return view;
}
