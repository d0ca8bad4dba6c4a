/**
 * The select every post list shares: one statement joins category (with parent), region and author, counts
 * comments, bookmarks and follows for the viewer and gathers each post's tags as JSON; `postViewsOf` shapes
 * those rows into the Post of docs/product.md §3 (no query per row, no second query for the tags;
 * docs/decisions/005-list-query-shapes.md, 016-hot-reads-built-once.md).
 */
import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { copy } from "#shared/copy.ts";
import { formatDateJa, relativeJa, toApiDate } from "#shared/dates.ts";
import type { PostLanguage } from "#shared/post-language.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import { POST_STATUSES, type PostStatus, type RewardType } from "#shared/schemas/requests.ts";
import type { TagView } from "#shared/schemas/tags.ts";
import type { DbOrTx } from "../../db/client.ts";
import { withFlatRows } from "../../db/flat-rows.ts";
import {
  bookmarks,
  categories,
  comments,
  follows,
  organizationMembers,
  organizations,
  organizationVouches,
  postCounts,
  posts,
  postTags,
  regions,
  reviews,
  tags,
  users,
} from "../../db/schema/index.ts";
import { PUBLIC_POSITION_DECIMALS } from "../../db/schema/posts.ts";
import { openableBy, shown } from "../../db/visibility.ts";
import { storageUrl } from "../../media/storage-url.ts";
import type { Viewer } from "../../viewer.ts";
import { placeholderOf } from "../safety/hidden-content.ts";

const parentCategories = alias(categories, "parent_category");

/** The columns of a post row as the list select returns them (counts and flags for the viewer `viewerId`, 0 for
 * a visitor, or a placeholder filled in when a prepared statement runs). */
function postColumns(viewerId: number | Placeholder) {
  return {
    id: posts.id,
    title: posts.title,
    body: posts.body,
    imagePath: posts.imagePath,
    imageThumbPath: posts.imageThumbPath,
    isPublic: posts.isPublic,
    latitude: posts.latitude,
    longitude: posts.longitude,
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
    userId: posts.userId,
    categoryId: categories.id,
    categoryName: categories.name,
    categorySlug: categories.slug,
    parentName: parentCategories.name,
    parentSlug: parentCategories.slug,
    regionId: regions.id,
    regionName: regions.name,
    regionSlug: regions.slug,
    authorName: users.name,
    authorAvatarPath: users.avatarPath,
    authorDeletedAt: users.deletedAt,
    moderation: posts.moderation,
    // Hidden comments (docs/product.md §12) are left out of the count.
    commentsCount: sql<number>`(select count(*)::int from ${comments} c where c.post_id = ${posts.id} and ${shown("c")})`,
    isBookmarked: sql<boolean>`exists (select 1 from ${bookmarks} b where b.post_id = ${posts.id} and b.user_id = ${viewerId})`,
    isFollowing: sql<boolean>`exists (select 1 from ${follows} f where f.followee_id = ${posts.userId} and f.follower_id = ${viewerId})`,
    // The 良い the author received, shown beside their name (docs/product.md §10 Thanks and ratings).
    authorGoodRatings: sql<number>`(select count(*)::int from ${reviews} rv where rv.reviewee_id = ${posts.userId} and rv.rating = 'good')`,
    // The first organisation that vouched for the author (docs/product.md "Organisations"): one probe of the
    // vouches' user index per row.
    authorVouchedBy: sql<{
      slug: string;
      name: string;
    } | null>`(select json_build_object('slug', o.slug, 'name', o.name) from ${organizationVouches} v join ${organizations} o on o.id = v.organization_id where v.user_id = ${posts.userId} order by v.id limit 1)`,
    // A 代理投稿 (docs/product.md "Organisations"): the organisation whose own account is the author, and whether
    // the viewer is on its staff (who then act as the author). One probe of a unique index of a small table per row.
    authorOrganization: sql<{
      id: number;
      slug: string;
      name: string;
      staff: boolean;
    } | null>`(select json_build_object('id', ao.id, 'slug', ao.slug, 'name', ao.name, 'staff', exists (select 1 from ${organizationMembers} am where am.organization_id = ao.id and am.user_id = ${viewerId})) from ${organizations} ao where ao.account_user_id = ${posts.userId})`,
    // Request details (docs/product.md §10); the helper's name by primary key, null once their account is gone.
    status: posts.status,
    helperId: posts.helperId,
    helperName: sql<
      string | null
    >`(select hu.name from ${users} hu where hu.id = ${posts.helperId} and hu.deleted_at is null)`,
    rewardType: posts.rewardType,
    rewardAmount: posts.rewardAmount,
    neededBy: posts.neededBy,
    helpersNeeded: posts.helpersNeeded,
    language: posts.language,
    // The post's tags in the row, so a list needs no second statement (decision 016, "Tags in the row").
    tags: sql<
      TagView[]
    >`(select coalesce(${tagViewsJson}, '[]'::json) from ${postTags} join ${tags} on ${tags.id} = ${postTags.tagId} where ${postTags.postId} = ${posts.id})`,
  };
}

/**
 * Tags as one JSON array of the API's TagView objects, official first then by name (docs/product.md §3 Tag), an
 * aggregate over `post_tags` joined with `tags`. json_build_object keeps the key order, so the parsed objects
 * serialise as the API writes them.
 */
const tagViewsJson = sql`json_agg(json_build_object('id', ${tags.id}, 'slug', ${tags.slug}, 'name', ${tags.name}, 'is_official', ${tags.isOfficial}) order by ${tags.isOfficial} desc, ${tags.name})`;

/** A post select with its joins, ready for `where`, `orderBy`, `limit`; rows for `postViewsOf`. */
export function selectPosts<Extra extends Record<string, SQL> = Record<never, SQL>>(
  db: DbOrTx,
  viewer: Viewer | null,
  extraColumns: Extra = {} as Extra,
) {
  return selectPostsFor(db, viewer?.id ?? 0, extraColumns);
}

/** `selectPosts` for the viewer id `viewerId` (0: a visitor), or a placeholder a prepared statement fills in. */
function selectPostsFor<Extra extends Record<string, SQL> = Record<never, SQL>>(
  db: DbOrTx,
  viewerId: number | Placeholder,
  extraColumns: Extra = {} as Extra,
) {
  return db
    .select({ ...postColumns(viewerId), ...extraColumns })
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .innerJoin(regions, eq(regions.id, posts.regionId))
    .leftJoin(users, eq(users.id, posts.userId));
}

/**
 * `selectPostsFor` of the posts whose id satisfies `postIdIs` (an SQL condition on a post id column, e.g.
 * `= any($ids)`), with their tags gathered once for all of them in a CTE instead of per row. Per row, PostgreSQL
 * joins `post_tags` with the small `tags` table by hashing or scanning all of it, for each post: at 194 tags that
 * cost it 0.3 ms more per page of 15 than one grouped pass (pgbench, docs/decisions/024-fewer-statements-per-answer.md). For the statements
 * built once, whose ids are known before the rows are read.
 */
function selectPostsWithTagsOf(db: DbOrTx, viewerId: number | Placeholder, postIdIs: (postId: SQL) => SQL) {
  const pageTags = db.$with("page_tags").as(
    db
      .select({ postId: postTags.postId, tags: sql<TagView[]>`${tagViewsJson}`.as("tags") })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(postIdIs(sql`${postTags.postId}`))
      .groupBy(postTags.postId),
  );
  return db
    .with(pageTags)
    .select({ ...postColumns(viewerId), tags: sql<TagView[]>`coalesce(${pageTags.tags}, '[]'::json)` })
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .innerJoin(regions, eq(regions.id, posts.regionId))
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(pageTags, eq(pageTags.postId, posts.id));
}

/** A row of `selectPosts`. */
export type PostRow = Awaited<
  ReturnType<ReturnType<typeof selectPosts<Record<never, SQL>>>["execute"]>
>[number];

/** A row of `selectPosts`, with its distance from the viewer in km when a nearby list measured one. */
export type PostViewRow = PostRow & { distanceKm?: number | null };

/**
 * The rows as Posts of docs/product.md §3 for `viewer`, in the rows' order (the one place that assembles a
 * PostView; the tags come in the rows). `now` anchors the relative times (「3分前」); pass one instant when
 * several lists of one answer should agree.
 */
export function postViewsOf(
  viewer: Viewer | null,
  rows: readonly PostViewRow[],
  now: Date = new Date(),
): PostView[] {
  return rows.map((row) => toPostView(row, viewer, now, row.distanceKm ?? null));
}

/**
 * The post select's hot statements, built once per database handle (docs/performance.md
 * "Per-request overhead"; docs/decisions/016-hot-reads-built-once.md): drizzle turns a select of 35 columns
 * into SQL text on every call, which cost more CPU than PostgreSQL spent answering it. A prepared query keeps
 * the text and fills in the placeholders (`ids` as an array, `$n::int[]`, so one text serves pages of any
 * length); its rows are mapped by a plan made once (db/flat-rows.ts). A transaction is a handle of its own,
 * so it builds them once too (and never shares another connection's statements).
 */
function buildPrepared(db: DbOrTx) {
  const ids = sql`any(${sql.placeholder("ids")}::int[])`;
  const id = sql.placeholder("id");
  const viewerId = sql.placeholder("viewerId");
  const ofIds = () => selectPostsWithTagsOf(db, viewerId, (postId) => sql`${postId} = ${ids}`);
  const ofId = () => selectPostsWithTagsOf(db, viewerId, (postId) => sql`${postId} = ${id}`);
  return {
    /** The rows of `ids` (any order) for the viewer `viewerId` (0: a visitor). */
    rowsByIds: withFlatRows(ofIds().where(sql`${posts.id} = ${ids}`).prepare("post_rows_by_ids")),
    /** The public post `id` for a visitor. */
    publicRowById: withFlatRows(
      ofId()
        .where(sql`${posts.id} = ${id} and ${openableBy(null, posts)}`)
        .limit(1)
        .prepare("public_post_row"),
    ),
    /** The post `id` if public or the member `viewerId`'s own draft. */
    ownOrPublicRowById: withFlatRows(
      ofId()
        .where(sql`${posts.id} = ${id} and ${openableBy({ id: viewerId }, posts)}`)
        .limit(1)
        .prepare("own_or_public_post_row"),
    ),
  };
}

const preparedByDb = new WeakMap<DbOrTx, ReturnType<typeof buildPrepared>>();

/** The hot statements of `db` (built on first use). */
function preparedOf(db: DbOrTx): ReturnType<typeof buildPrepared> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = buildPrepared(db);
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

/** The rows of the posts `ids` for `viewer`, in no particular order (a list page's rows; posts/list/paging.ts). */
export function postRowsByIds(db: DbOrTx, viewer: Viewer | null, ids: number[]): Promise<PostRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return preparedOf(db).rowsByIds.execute({ ids, viewerId: viewer?.id ?? 0 });
}

/** The row of post `id` if `viewer` may open it (public, or their own draft), else undefined. */
export async function postRowById(
  db: DbOrTx,
  viewer: Viewer | null,
  id: number,
): Promise<PostRow | undefined> {
  const prepared = preparedOf(db);
  const rows = viewer
    ? await prepared.ownOrPublicRowById.execute({ id, viewerId: viewer.id })
    : await prepared.publicRowById.execute({ id, viewerId: 0 });
  return rows[0];
}

/** The organisation of a 代理投稿 as the row carries it (json parsed by PostgreSQL's driver, or as text). */
function authorOrganizationOf(
  value: unknown,
): { id: number; slug: string; name: string; staff: boolean } | null {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (parsed && typeof parsed === "object" && "id" in parsed && "slug" in parsed && "name" in parsed) {
    const staff = "staff" in parsed && (parsed.staff === true || parsed.staff === "true");
    return { id: Number(parsed.id), slug: String(parsed.slug), name: String(parsed.name), staff };
  }
  return null;
}

/** A coordinate snapped to the public grid (as SQL `round(x::numeric, 2)` does for positive values). */
/** The author's vouching organisation as the wire names it (json comes back parsed from PostgreSQL, or as text). */
function vouchedByOf(value: unknown): { slug: string; name: string } | null {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (parsed && typeof parsed === "object" && "slug" in parsed && "name" in parsed) {
    return { slug: String(parsed.slug), name: String(parsed.name) };
  }
  return null;
}

function blur(value: number | null): number | null {
  const scale = 10 ** PUBLIC_POSITION_DECIMALS;
  return value === null ? null : Math.round(value * scale) / scale;
}

/** Shapes a row into the Post of docs/product.md §3 for this viewer. `distanceKm` is set in nearby mode. */
function toPostView(
  row: PostRow,
  viewer: Viewer | null,
  now: Date,
  distanceKm: number | null = null,
): PostView {
  const organization = authorOrganizationOf(row.authorOrganization);
  // The staff of the organisation that posted on a resident's behalf act as its author (docs/product.md
  // "Organisations": 代理投稿).
  const isAuthor =
    viewer !== null && row.userId !== null && (viewer.id === row.userId || organization?.staff === true);
  const authorGone = row.userId === null || row.authorName === null || row.authorDeletedAt !== null;
  const moderation = row.moderation === "pending" || row.moderation === "removed" ? row.moderation : null;
  // A hidden post reads the placeholder to everyone but its author and administrators (docs/product.md §12).
  const hidden = moderation !== null && !isAuthor && !(viewer?.isAdmin ?? false);
  return {
    id: row.id,
    title: hidden ? placeholderOf(moderation) : row.title,
    body: hidden ? placeholderOf(moderation) : row.body,
    // Nor its photo: the placeholder stands for the whole request.
    image: hidden ? null : storageUrl(row.imagePath),
    image_thumb: hidden ? null : storageUrl(row.imageThumbPath),
    category: {
      id: row.categoryId,
      name: row.categoryName,
      slug: row.categorySlug,
      parent:
        row.parentName !== null && row.parentSlug !== null
          ? { name: row.parentName, slug: row.parentSlug }
          : null,
    },
    region: { id: row.regionId, name: row.regionName, slug: row.regionSlug },
    user:
      authorGone || row.userId === null
        ? null
        : {
            id: row.userId,
            name: row.authorName ?? "",
            avatar_url: storageUrl(row.authorAvatarPath),
            is_following: Boolean(row.isFollowing),
            good_ratings: Number(row.authorGoodRatings ?? 0),
            vouched_by: vouchedByOf(row.authorVouchedBy),
          },
    on_behalf_of: organization
      ? { organization: { id: organization.id, slug: organization.slug, name: organization.name } }
      : null,
    tags: row.tags,
    comments_count: Number(row.commentsCount),
    is_bookmarked: Boolean(row.isBookmarked),
    is_public: row.isPublic,
    moderation,
    can_update: isAuthor,
    can_delete: isAuthor || (viewer?.isAdmin ?? false),
    created_at: toApiDate(row.createdAt),
    updated_at: toApiDate(row.updatedAt),
    created_at_relative: relativeJa(row.createdAt, now),
    updated_at_relative: relativeJa(row.updatedAt, now),
    created_at_formatted: formatDateJa(row.createdAt),
    latitude: isAuthor ? row.latitude : blur(row.latitude),
    longitude: isAuthor ? row.longitude : blur(row.longitude),
    distance: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    category_name: row.categoryName,
    region_name: row.regionName,
    ...requestDetails(row),
  };
}

/** The request details of a row (docs/product.md §10): status with its label, helper, reward, date, helpers. */
function requestDetails(row: PostRow) {
  const status = row.status as PostStatus;
  const rewardType = row.rewardType as RewardType;
  return {
    status,
    status_label: copy.requests.status[status],
    helper:
      row.helperId !== null && row.helperName !== null ? { id: row.helperId, name: row.helperName } : null,
    reward_type: rewardType,
    reward_label: copy.requests.reward[rewardType],
    reward_amount: rewardType === "money" ? row.rewardAmount : null,
    needed_by: row.neededBy,
    helpers_needed: row.helpersNeeded,
    language: row.language as PostLanguage,
  };
}

/**
 * A checked status as an SQL literal. Written inline, not as a parameter, so a prepared (generic) plan still
 * matches the `status = 'open'` partial indexes of migration 0007 (docs/decisions/011-request-status.md).
 */
function statusLiteral(status: PostStatus): SQL {
  if (!POST_STATUSES.includes(status)) throw new Error(`not a status: ${status}`);
  return sql.raw(`'${status}'`);
}

/** Posts of one status, when a list is filtered by it (docs/product.md §10 Request status). */
export function statusIs(status: PostStatus | undefined): SQL | undefined {
  return status === undefined ? undefined : sql`${posts.status} = ${statusLiteral(status)}`;
}

/**
 * The same filter as `statusIs`, written so that PostgreSQL cannot prove it implies the `status = 'open'` partial
 * indexes: `status = any('{open,""}')` (no post has the empty status; one arm of the OR does not imply the
 * index predicate). For conditions led by the keyword's gram index: with the plain form the planner ANDs the
 * gram bitmap with a bitmap of the whole open index (220,000 entries at a million posts, ~30 ms), where
 * filtering the gram index's candidates by status costs a few (docs/decisions/011-request-status.md).
 */
export function statusIsBesideGrams(status: PostStatus | undefined): SQL | undefined {
  return status === undefined ? undefined : sql`${posts.status} = any(array[${statusLiteral(status)}, ''])`;
}

/** The post_counts rows of one status, when a list total is filtered by it. */
export function countsStatusIs(status: PostStatus | undefined): SQL | undefined {
  return status === undefined ? undefined : sql`${postCounts.status} = ${statusLiteral(status)}`;
}
