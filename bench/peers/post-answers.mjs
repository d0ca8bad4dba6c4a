/**
 * What both peer servers (express-twin.mjs, bare-bun.ts) share: the SQL texts our app sends for `GET
 * /api/posts` (page 1 of the newest list, as a visitor) and `GET /api/posts/{id}`, and the plain functions
 * that shape the rows into the byte-identical JSON body. docs/performance.md "Our stack against its peers"
 * asks how fast our stack answers compared with peers that do the same work; sharing this file keeps the work
 * identical, so the peers differ from our app only in what serves HTTP and talks to PostgreSQL.
 *
 * The SQL texts were captured from our app with `log_statement = 'all'` (drizzle's text, byte for byte, with
 * the same parameters): src/server/domains/posts/list/lists.ts (listPosts → posts/list/paging.ts newestPublicPage, loadPage),
 * posts.queries.ts (selectPosts, with each post's tags as JSON), posts.service.ts (getPost) and
 * comments.service.ts (commentsOf).
 * The shaping follows posts.queries.ts `toPostView`, shared/dates.ts, shared/pagination.ts and
 * server/http/laravel.ts for a visitor (no viewer: no drafts, no own posts, coordinates on the public grid).
 *
 * Rows come as arrays (the select names several columns `id`, `name`, `slug`), as drizzle reads them:
 * `query(text, params)` must resolve to an array of row arrays. The driver's parsers must give numbers for
 * int/float columns, booleans, Date objects for timestamptz, the text itself for `date` (needed_by) and the
 * parsed value for `json` (the tags).
 */

/**
 * The headers of every JSON answer of our app besides Date and Content-Length (src/server/http/security-headers.ts,
 * compression.ts's Vary, json-charset.ts): what a team would add with helmet and a request-id middleware. The peers
 * send them too, unless PEER_HEADERS=minimal, so that the comparison is of the same answers, headers included:
 * under load, Bun's HTTP layer pays for each header line (bench/peers.ts, docs/performance.md "Our stack against
 * its peers").
 */
export const ANSWER_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  vary: "Accept-Encoding",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-frame-options": "DENY",
  "x-xss-protection": "0",
  "content-security-policy":
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
  "origin-agent-cluster": "?1",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
};

const MINIMAL_HEADERS = { "content-type": "application/json; charset=utf-8" };

/** The headers of one answer: ANSWER_HEADERS and a fresh X-Request-Id, or only the content type (PEER_HEADERS=minimal). */
export function answerHeaders() {
  if (process.env.PEER_HEADERS === "minimal") return MINIMAL_HEADERS;
  return { ...ANSWER_HEADERS, "x-request-id": crypto.randomUUID() };
}

export const POSTS_PER_PAGE = 15;
const COMMENTS_PER_POST = 500;
const MAX_DB_ID = 2_147_483_647;

/** The list total from the maintained counter (decision 015); no parameters. Only for a page past the last. */
export const TOTAL_SQL = `select coalesce(sum("count"), 0)::int from "post_totals"`;

/**
 * The page's ids, newest first (posts_public_newest_idx), each with the total from the counter:
 * posts/list/paging.ts `newestPublicPage`, the unfiltered list's statement built once, with the limit and the offset
 * (0 on page 1) as parameters.
 */
const NEWEST_PAGE_SQL = `select "id", (select coalesce(sum("count"), 0)::int from "post_totals") from "posts" where ("posts"."is_public" and "posts"."moderation" is null) order by "posts"."created_at" desc, "posts"."id" desc limit $1 offset $2`;

/**
 * The tags of the posts whose id satisfies `condition`, gathered once per statement as one JSON array per post
 * (posts.queries.ts `selectPostsWithTagsOf`): the CTE the statements below start with, its ids being $1.
 */
const pageTagsOf = (condition) =>
  `with "page_tags" as (select "post_tags"."post_id", json_agg(json_build_object('id', "tags"."id", 'slug', "tags"."slug", 'name', "tags"."name", 'is_official', "tags"."is_official") order by "tags"."is_official" desc, "tags"."name") as "tags" from "post_tags" inner join "tags" on "tags"."id" = "post_tags"."tag_id" where "post_tags"."post_id" ${condition} group by "post_tags"."post_id")`;

/**
 * The joined post select of posts.queries.ts `selectPosts` (viewer id 0 for a visitor: $2, $3), the post's tags
 * (official first, then by name, from `page_tags`) as its last column.
 */
const POST_SELECT = `select "posts"."id", "posts"."title", "posts"."body", "posts"."image_path", "posts"."image_thumb_path", "posts"."is_public", "posts"."latitude", "posts"."longitude", "posts"."created_at", "posts"."updated_at", "posts"."user_id", "categories"."id", "categories"."name", "categories"."slug", "parent_category"."name", "parent_category"."slug", "regions"."id", "regions"."name", "regions"."slug", "users"."name", "users"."avatar_path", "users"."deleted_at", "posts"."moderation", (select count(*)::int from "comments" c where c.post_id = "posts"."id" and c.moderation is null), exists (select 1 from "bookmarks" b where b.post_id = "posts"."id" and b.user_id = $2), exists (select 1 from "follows" f where f.followee_id = "posts"."user_id" and f.follower_id = $3), "posts"."status", "posts"."helper_id", (select hu.name from "users" hu where hu.id = "posts"."helper_id" and hu.deleted_at is null), "posts"."reward_type", "posts"."reward_amount", "posts"."needed_by", "posts"."helpers_needed", coalesce("tags", '[]'::json) from "posts" inner join "categories" on "categories"."id" = "posts"."category_id" left join "categories" "parent_category" on "parent_category"."id" = "categories"."parent_id" inner join "regions" on "regions"."id" = "posts"."region_id" left join "users" on "users"."id" = "posts"."user_id" left join "page_tags" on "page_tags"."post_id" = "posts"."id"`;

/** The rows of a page's ids, $1 and $4 an int[] (posts/list/paging.ts `loadPage` → posts.queries.ts `postRowsByIds`). */
const PAGE_ROWS_SQL = `${pageTagsOf("= any($1::int[])")} ${POST_SELECT} where "posts"."id" = any($4::int[])`;

/** One post a visitor may see, $1 and $4 its id (posts.service.ts `viewOf`: public only, `limit 1`). */
export const DETAIL_SQL = `${pageTagsOf("= $1")} ${POST_SELECT} where "posts"."id" = $4 and "posts"."is_public" limit $5`;

/** A post's comments, oldest first, at most 500, hidden ones left out (comments.service.ts `commentsOf`). */
export const COMMENTS_SQL = `select "comments"."id", "comments"."body", "comments"."created_at", "comments"."user_id", "users"."name", "users"."avatar_path", "users"."deleted_at", "comments"."moderation" from "comments" left join "users" on "users"."id" = "comments"."user_id" where ("comments"."post_id" = $1 and "comments"."moderation" is null) order by "comments"."created_at" asc, "comments"."id" asc limit $2`;

// Japanese copy (src/shared/copy.ts and copy/requests.ts, copy/safety.ts).
const STATUS_LABEL = { open: "募集中", in_progress: "やりとり中", resolved: "解決済み", closed: "締め切り" };
const REWARD_LABEL = { none: "無償", money: "謝礼", gift: "お礼の品" };
const HIDDEN_TEXT = "このコンテンツは管理者により非表示になりました。";
const PREVIOUS = "前へ";
const NEXT = "次へ";
export const POST_NOT_FOUND = "依頼が見つかりませんでした。";

/** `2026-11-22T03:04:05.000000Z` (shared/dates.ts toApiDate). */
function toApiDate(date) {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

const RELATIVE_STEPS = [
  [365 * 24 * 3600, "年"],
  [30 * 24 * 3600, "ヶ月"],
  [7 * 24 * 3600, "週間"],
  [24 * 3600, "日"],
  [3600, "時間"],
  [60, "分"],
  [1, "秒"],
];

/** 「3分前」 (shared/dates.ts relativeJa). */
function relativeJa(date, now) {
  const diffSeconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const suffix = diffSeconds < 0 ? "後" : "前";
  const s = Math.abs(diffSeconds);
  for (const [size, label] of RELATIVE_STEPS) {
    if (s >= size) return `${Math.floor(s / size)}${label}${suffix}`;
  }
  return `1秒${suffix}`;
}

const dateFormatter = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** `/storage/<key>` (server/media/storage-url.ts). */
function storageUrl(path) {
  if (!path) return null;
  if (/^https?:\/\//.test(path) || path.startsWith("/")) return path;
  return `/storage/${path}`;
}

/** A coordinate on the public 0.01° grid. */
function blur(value) {
  return value === null ? null : Math.round(value * 100) / 100;
}

/** A post row (POST_SELECT's columns, in order) as the Post a visitor sees (posts.queries.ts toPostView). */
function postView(row, now) {
  const [id, title, body, imagePath, imageThumbPath, isPublic, latitude, longitude, createdAt, updatedAt] =
    row;
  const [userId, categoryId, categoryName, categorySlug, parentName, parentSlug] = row.slice(10, 16);
  const [regionId, regionName, regionSlug, authorName, authorAvatarPath, authorDeletedAt] = row.slice(16, 22);
  const [moderationValue, commentsCount, isBookmarked, isFollowing, status, helperId, helperName] = row.slice(
    22,
    29,
  );
  const [rewardType, rewardAmount, neededBy, helpersNeeded, tags] = row.slice(29, 34);
  const authorGone = userId === null || authorName === null || authorDeletedAt !== null;
  const moderation = moderationValue === "pending" || moderationValue === "removed" ? moderationValue : null;
  const hidden = moderation !== null;
  return {
    id,
    title: hidden ? HIDDEN_TEXT : title,
    body: hidden ? HIDDEN_TEXT : body,
    image: storageUrl(imagePath),
    image_thumb: storageUrl(imageThumbPath),
    category: {
      id: categoryId,
      name: categoryName,
      slug: categorySlug,
      parent: parentName !== null && parentSlug !== null ? { name: parentName, slug: parentSlug } : null,
    },
    region: { id: regionId, name: regionName, slug: regionSlug },
    user: authorGone
      ? null
      : {
          id: userId,
          name: authorName ?? "",
          avatar_url: storageUrl(authorAvatarPath),
          is_following: Boolean(isFollowing),
        },
    tags,
    comments_count: Number(commentsCount),
    is_bookmarked: Boolean(isBookmarked),
    is_public: isPublic,
    moderation,
    can_update: false,
    can_delete: false,
    created_at: toApiDate(createdAt),
    updated_at: toApiDate(updatedAt),
    created_at_relative: relativeJa(createdAt, now),
    updated_at_relative: relativeJa(updatedAt, now),
    created_at_formatted: dateFormatter.format(createdAt),
    latitude: blur(latitude),
    longitude: blur(longitude),
    distance: null,
    category_name: categoryName,
    region_name: regionName,
    status,
    status_label: STATUS_LABEL[status],
    helper: helperId !== null && helperName !== null ? { id: helperId, name: helperName } : null,
    reward_type: rewardType,
    reward_label: REWARD_LABEL[rewardType],
    reward_amount: rewardType === "money" ? rewardAmount : null,
    needed_by: neededBy,
    helpers_needed: helpersNeeded,
  };
}

/** A comment row (COMMENTS_SQL's columns) as docs/product.md §3 Comment (comments.service.ts toCommentView). */
function commentView(row, now) {
  const [id, body, createdAt, userId, userName, userAvatar, userDeletedAt, moderation] = row;
  return {
    id,
    body,
    user:
      userId === null || userName === null || userDeletedAt !== null
        ? null
        : { id: userId, name: userName, avatar_url: storageUrl(userAvatar) },
    created_at: toApiDate(createdAt),
    created_at_relative: relativeJa(createdAt, now),
    ...(moderation === "pending" || moderation === "removed" ? { moderation } : {}),
  };
}

/** Laravel's UrlWindow (server/http/laravel.ts laravelPageNumbers). */
function laravelPageNumbers(current, last) {
  const range = (from, to) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (last < 14) return range(1, last);
  if (current <= 6) return [...range(1, 8), "...", last - 1, last];
  if (current > last - 6) return [1, 2, "...", ...range(last - 7, last)];
  return [1, 2, "...", ...range(current - 3, current + 3), "...", last - 1, last];
}

/** The paginated collection `{data, links, meta}` at `requestUrl` (server/http/laravel.ts laravelPage). */
function laravelPage(data, page, total, requestUrl) {
  const lastPage = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const from = data.length > 0 ? (page - 1) * POSTS_PER_PAGE + 1 : null;
  const to = from === null ? null : from + data.length - 1;
  const url = new URL(requestUrl);
  const path = `${url.origin}${url.pathname}`;
  const pageUrl = (n) => {
    const next = new URL(path);
    for (const [key, value] of url.searchParams) if (key !== "page") next.searchParams.append(key, value);
    next.searchParams.set("page", String(n));
    return next.toString();
  };
  const prev = page > 1 ? pageUrl(page - 1) : null;
  const next = page < lastPage ? pageUrl(page + 1) : null;
  const links = [{ url: prev, label: `&laquo; ${PREVIOUS}`, active: false }];
  for (const n of laravelPageNumbers(page, lastPage)) {
    links.push(
      n === "..."
        ? { url: null, label: "...", active: false }
        : { url: pageUrl(n), label: String(n), active: n === page },
    );
  }
  links.push({ url: next, label: `${NEXT} &raquo;`, active: false });
  return {
    data,
    links: { first: pageUrl(1), last: pageUrl(lastPage), prev, next },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      links,
      path,
      per_page: POSTS_PER_PAGE,
      to,
      total,
    },
  };
}

/** `?page=N` as a page number; anything else is page 1 (our app answers 422 for a malformed page). */
export function pageOf(value) {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;
}

/**
 * The body of `GET /api/posts?page=N` at `requestUrl`: the page's ids with the total, then the rows with their
 * tags (the order of listPosts → newestPublicPage → loadPage).
 */
export async function listAnswer(query, requestUrl, page) {
  const offset = (page - 1) * POSTS_PER_PAGE;
  const idRows = await query(NEWEST_PAGE_SQL, [POSTS_PER_PAGE, offset]);
  const total = Number(idRows[0]?.[1] ?? (await query(TOTAL_SQL, []))[0]?.[0] ?? 0);
  const ids = idRows.map((row) => row[0]);
  let data = [];
  if (ids.length > 0) {
    const rows = await query(PAGE_ROWS_SQL, [ids, 0, 0, ids]);
    const byId = new Map(rows.map((row) => [row[0], row]));
    const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
    const now = new Date();
    data = ordered.map((row) => postView(row, now));
  }
  return laravelPage(data, page, total, requestUrl);
}

/** The post id of a `/api/posts/{digits}` path, or null when no post can have it (404). */
export function postIdOf(digits) {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_DB_ID ? id : null;
}

/**
 * The body of `GET /api/posts/{id}` (`{data: post with comments}`), or null for a missing or draft post: the
 * post (with its tags) and the comments at once, like posts.service.ts `getPost`.
 */
export async function detailAnswer(query, id) {
  const now = new Date();
  const [post, comments] = await Promise.all([
    query(DETAIL_SQL, [id, 0, 0, id, 1]).then((rows) => (rows[0] ? postView(rows[0], now) : null)),
    query(COMMENTS_SQL, [id, COMMENTS_PER_POST]),
  ]);
  if (!post) return null;
  return { data: { ...post, comments: comments.map((row) => commentView(row, now)) } };
}
