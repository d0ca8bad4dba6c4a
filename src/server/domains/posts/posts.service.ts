/**
 * Posts (help requests): list, read, create (spec.md §2 Post list / detail / create, §3 Post, §5 rules, §7 /api/posts).
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { POSTS_PER_PAGE } from "../../../shared/constants.ts";
import { copy } from "../../../shared/copy.ts";
import { relativeJa } from "../../../shared/dates.ts";
import { pageMeta } from "../../../shared/pagination.ts";
import {
  type PostPage,
  type PostView,
  ZCreatePostInput,
  ZListPostsInput,
  ZPostIdInput,
} from "../../../shared/schemas/posts.ts";
import { normalizeSearchText, queryGrams, queryWords, searchGrams } from "../../../shared/search-text.ts";
import { normalizeTagSlug } from "../../../shared/tag-slug.ts";
import type { Database } from "../../db/client.ts";
import { categories, comments, posts, postTags, regions, tags, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import { loadTags, selectPosts, toPostView, visibleTo } from "./posts.queries.ts";

/** A comment as shown under a post (spec.md §3 Comment). */
export interface CommentView {
  id: number;
  body: string;
  user: { id: number; name: string; avatar_url: string | null } | null;
  created_at: string;
  created_at_relative: string;
}

/** A post with its comments (post detail). */
export interface PostDetail extends PostView {
  comments: CommentView[];
}

/** Conditions of the list filters: keyword (every word, substring, NFKC), category (with children), region, tags. */
function listConditions(input: ReturnType<typeof ZListPostsInput.parse>): SQL[] {
  const conditions: SQL[] = [];
  const keyword = normalizeSearchText(input.keyword ?? "");
  if (keyword) {
    const grams = queryGrams(keyword);
    if (grams.length > 0) {
      conditions.push(
        sql`${posts.searchGrams} @> ARRAY[${sql.join(
          grams.map((g) => sql`${g}`),
          sql`, `,
        )}]::text[]`,
      );
    }
    for (const word of queryWords(keyword)) conditions.push(sql`strpos(${posts.searchText}, ${word}) > 0`);
  }
  if (input.category_id !== undefined) {
    conditions.push(
      sql`${posts.categoryId} in (select c.id from ${categories} c where c.id = ${input.category_id} or c.parent_id = ${input.category_id})`,
    );
  }
  if (input.region_id !== undefined) conditions.push(eq(posts.regionId, input.region_id));
  const tagSlugs = [...new Set((input.tags ?? []).map(normalizeTagSlug).filter(Boolean))];
  for (const slug of tagSlugs) {
    conditions.push(
      sql`exists (select 1 from ${postTags} pt join ${tags} t on t.id = pt.tag_id where pt.post_id = ${posts.id} and t.slug = ${slug})`,
    );
  }
  return conditions;
}

/**
 * Newest public posts, 15 a page, filtered by keyword, category_id (parent includes children), region_id, tags.
 * A page past the end answers an empty list (REST-CONVENTIONS.md).
 * @throws AppError VALIDATION on bad filters.
 */
export async function listPosts(db: Database, viewer: Viewer | null, raw: unknown): Promise<PostPage> {
  const input = parseInput(ZListPostsInput, raw);
  const where = and(visibleTo(viewer, false), ...listConditions(input));
  const offset = (input.page - 1) * POSTS_PER_PAGE;
  const [countRows, rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where),
    selectPosts(db, viewer)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(POSTS_PER_PAGE)
      .offset(offset),
  ]);
  const total = Number(countRows[0]?.total ?? 0);
  const tagsByPost = await loadTags(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  const data = rows.map((row) => toPostView(row, tagsByPost.get(row.id) ?? [], viewer, now));
  return { data, meta: pageMeta(input.page, POSTS_PER_PAGE, total, data.length) };
}

/**
 * One post with its comments. Drafts are shown only to their author.
 * @throws AppError NOT_FOUND (copy.errors.postNotFound).
 */
export async function getPost(db: Database, viewer: Viewer | null, raw: unknown): Promise<PostDetail> {
  const { id } = parseInput(ZPostIdInput, raw);
  const [row] = await selectPosts(db, viewer)
    .where(and(eq(posts.id, id), visibleTo(viewer, true)))
    .limit(1);
  if (!row) throw AppError.notFound(copy.errors.postNotFound);
  const [tagsByPost, commentRows] = await Promise.all([
    loadTags(db, [row.id]),
    db
      .select({
        id: comments.id,
        body: comments.body,
        createdAt: comments.createdAt,
        userId: comments.userId,
        userName: users.name,
        userAvatar: users.avatarPath,
        userDeletedAt: users.deletedAt,
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.postId, id))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(500),
  ]);
  const now = new Date();
  return {
    ...toPostView(row, tagsByPost.get(row.id) ?? [], viewer, now),
    comments: commentRows.map((c) => ({
      id: c.id,
      body: c.body,
      user:
        c.userId === null || c.userName === null || c.userDeletedAt !== null
          ? null
          : { id: c.userId, name: c.userName, avatar_url: storageUrl(c.userAvatar) },
      created_at: c.createdAt.toISOString(),
      created_at_relative: relativeJa(c.createdAt, now),
    })),
  };
}

/**
 * Creates a post for the viewer (public or draft), creating unknown tags as member tags.
 * @param raw Post write payload of spec.md §3 (tags as slugs). @returns the new post as PostView.
 * @throws AppError VALIDATION (422) for bad fields or an unknown category/region.
 */
export async function createPost(db: Database, viewer: Viewer, raw: unknown): Promise<PostView> {
  const input = parseInput(ZCreatePostInput, raw);
  const [[category], [region]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)).limit(1),
    db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.region_id)).limit(1),
  ]);
  const fieldErrors: Record<string, string[]> = {};
  if (!category) fieldErrors.category_id = [copy.validation.invalidChoice(copy.fields.category_id)];
  if (!region) fieldErrors.region_id = [copy.validation.invalidChoice(copy.fields.region_id)];
  if ((input.latitude == null) !== (input.longitude == null)) {
    fieldErrors.latitude = [copy.validation.invalidInput];
  }
  if (Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);

  const searchText = normalizeSearchText(`${input.title} ${input.body}`);
  const postId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(posts)
      .values({
        userId: viewer.id,
        categoryId: input.category_id,
        regionId: input.region_id,
        title: input.title,
        body: input.body,
        isPublic: input.is_public,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        searchText,
        searchGrams: searchGrams(searchText),
      })
      .returning({ id: posts.id });
    if (!created) throw new AppError("INTERNAL", "insert returned no row");
    const tagIds = await ensureTags(tx as unknown as Database, input.tags);
    if (tagIds.length > 0)
      await tx.insert(postTags).values(tagIds.map((tagId) => ({ postId: created.id, tagId })));
    return created.id;
  });
  const { comments: _comments, ...post } = await getPost(db, viewer, { id: postId });
  return post;
}

/** Ids of the tags with these slugs, creating the missing ones (name = slug, not official). */
export async function ensureTags(db: Database, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  await db
    .insert(tags)
    .values(slugs.map((slug) => ({ slug, name: slug, isOfficial: false })))
    .onConflictDoNothing({ target: tags.slug });
  const rows = await db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, slugs));
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return slugs.map((slug) => bySlug.get(slug)).filter((id): id is number => id !== undefined);
}
