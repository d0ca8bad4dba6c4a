/**
 * Posts (help requests): list, read, create, update, delete (spec.md §2 Post list / detail / create / edit, §3 Post,
 * §5 rules, §7 /api/posts).
 */
import { and, asc, eq } from "drizzle-orm";
import { copy } from "../../../shared/copy.ts";
import { relativeJa, toApiDate } from "../../../shared/dates.ts";
import type { CommentView } from "../../../shared/schemas/comments.ts";
import {
  type PostView,
  ZCreatePostInput,
  ZPostIdInput,
  ZUpdatePostInput,
} from "../../../shared/schemas/posts.ts";
import { normalizeSearchText, searchGrams } from "../../../shared/search-text.ts";
import type { Database } from "../../db/client.ts";
import { categories, comments, posts, postTags, regions, tags, users } from "../../db/schema/index.ts";
import { AppError, type FieldErrors, zodFieldErrors } from "../../errors.ts";
import { POST_IMAGE_RULES, type ProcessedImage, processImage } from "../../media/images.ts";
import { type FileStorage, isStorageKey, newStorageKey } from "../../media/storage.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import { tagsBySlugOrName } from "../tags/tags.service.ts";
import { loadTags, selectPosts, toPostView, visibleTo } from "./posts.queries.ts";

/** A post with its comments (post detail). */
export interface PostDetail extends PostView {
  comments: CommentView[];
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
      created_at: toApiDate(c.createdAt),
      created_at_relative: relativeJa(c.createdAt, now),
    })),
  };
}

/** What a write needs besides its fields: the storage of images and the uploaded image, if any. */
export interface PostUpload {
  storage: FileStorage;
  /** The uploaded file; a string (an empty form field) means none, a non-empty string is rejected. */
  image?: unknown;
}

/**
 * Creates a post for the viewer (public or draft), creating unknown tags as member tags, with an optional image
 * re-encoded by sharp (spec.md §5 Post image). Nothing is stored when anything fails.
 * @param raw Post write payload of spec.md §3 (tags as slugs). @returns the new post as PostView.
 * @throws AppError VALIDATION (422) for bad fields, an unknown category/region or a rejected image.
 */
export async function createPost(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  upload: PostUpload | null = null,
): Promise<PostView> {
  const parsed = ZCreatePostInput.safeParse(raw);
  const fieldErrors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (parsed.success) Object.assign(fieldErrors, await referenceErrors(db, parsed.data));
  const image = await processUpload(upload, fieldErrors);
  if (!parsed.success || Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);
  const input = parsed.data;

  const imageKey = image && upload ? await storeImage(upload.storage, image) : null;
  const searchText = normalizeSearchText(`${input.title} ${input.body}`);
  let postId: number;
  try {
    postId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(posts)
        .values({
          userId: viewer.id,
          categoryId: input.category_id,
          regionId: input.region_id,
          title: input.title,
          body: input.body,
          imagePath: imageKey,
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
  } catch (error) {
    if (imageKey && upload) await upload.storage.delete(imageKey);
    throw error;
  }
  const { comments: _comments, ...post } = await getPost(db, viewer, { id: postId });
  return post;
}

/**
 * Updates a post of the viewer (spec.md §5 Post update): fields, tags (replaced when given), public/draft,
 * image kept, replaced (new `image`) or removed (`image_remove`). The old image file is deleted once the change
 * is committed; a new one is deleted again when the change fails.
 * @returns the post with its comments.
 * @throws AppError NOT_FOUND (missing, or someone else's draft), FORBIDDEN (not the author; admins too),
 *   VALIDATION (422; region: 地域は必須です。).
 */
export async function updatePost(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  raw: unknown,
  image: unknown = undefined,
): Promise<PostDetail> {
  const { id } = parseInput(ZPostIdInput, { id: (raw as { id?: unknown } | null)?.id });
  const current = await loadWritable(db, viewer, id);
  if (current.userId !== viewer.id) throw AppError.forbidden();

  const parsed = ZUpdatePostInput.safeParse(raw);
  const fieldErrors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (parsed.success) Object.assign(fieldErrors, await referenceErrors(db, parsed.data));
  const processed = await processUpload({ storage, image }, fieldErrors);
  if (!parsed.success || Object.keys(fieldErrors).length > 0) throw AppError.validation(fieldErrors);
  const input = parsed.data;

  const newKey = processed ? await storeImage(storage, processed) : null;
  const searchText = normalizeSearchText(`${input.title} ${input.body}`);
  let oldKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ imagePath: posts.imagePath })
        .from(posts)
        .where(eq(posts.id, id))
        .for("update");
      if (!locked) throw AppError.notFound(copy.errors.postNotFound);
      const replaceImage = newKey !== null || input.image_remove;
      if (replaceImage) oldKey = locked.imagePath;
      await tx
        .update(posts)
        .set({
          title: input.title,
          body: input.body,
          categoryId: input.category_id,
          regionId: input.region_id,
          searchText,
          searchGrams: searchGrams(searchText),
          updatedAt: new Date(),
          ...(replaceImage ? { imagePath: newKey } : {}),
          ...(input.is_public === undefined ? {} : { isPublic: input.is_public }),
          ...(input.latitude === undefined ? {} : { latitude: input.latitude }),
          ...(input.longitude === undefined ? {} : { longitude: input.longitude }),
        })
        .where(eq(posts.id, id));
      if (input.tags !== undefined) {
        await tx.delete(postTags).where(eq(postTags.postId, id));
        const tagIds = await ensureTags(tx as unknown as Database, input.tags);
        if (tagIds.length > 0)
          await tx.insert(postTags).values(tagIds.map((tagId) => ({ postId: id, tagId })));
      }
    });
  } catch (error) {
    if (newKey) await storage.delete(newKey);
    throw error;
  }
  await deleteStoredImage(storage, oldKey);
  return getPost(db, viewer, { id });
}

/**
 * Deletes a post with its comments, tags and bookmarks, then its image file (spec.md §4 Post: deleted).
 * The author may delete, and so may an administrator.
 * @throws AppError NOT_FOUND (missing, or someone else's draft), FORBIDDEN (neither author nor admin).
 */
export async function deletePost(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  raw: unknown,
): Promise<void> {
  const { id } = parseInput(ZPostIdInput, raw);
  const current = await loadWritable(db, viewer, id);
  if (current.userId !== viewer.id && !viewer.isAdmin) throw AppError.forbidden();
  const [deleted] = await db.delete(posts).where(eq(posts.id, id)).returning({ imagePath: posts.imagePath });
  if (!deleted) throw AppError.notFound(copy.errors.postNotFound);
  await deleteStoredImage(storage, deleted.imagePath);
}

/** The owner and state of a post the viewer may see. @throws AppError NOT_FOUND otherwise (drafts of others too). */
async function loadWritable(db: Database, viewer: Viewer, id: number) {
  const [row] = await db
    .select({ id: posts.id, userId: posts.userId, isPublic: posts.isPublic })
    .from(posts)
    .where(and(eq(posts.id, id), visibleTo(viewer, true)))
    .limit(1);
  if (!row) throw AppError.notFound(copy.errors.postNotFound);
  return row;
}

/** Field errors for a category or region that does not exist, and for half a coordinate pair. */
async function referenceErrors(
  db: Database,
  input: { category_id: number; region_id: number; latitude?: number | null; longitude?: number | null },
): Promise<FieldErrors> {
  const [[category], [region]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)).limit(1),
    db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.region_id)).limit(1),
  ]);
  const fieldErrors: FieldErrors = {};
  if (!category) fieldErrors.category_id = [copy.validation.invalidChoice(copy.fields.category_id)];
  if (!region) fieldErrors.region_id = [copy.validation.invalidChoice(copy.fields.region_id)];
  if ((input.latitude == null) !== (input.longitude == null)) {
    fieldErrors.latitude = [copy.validation.invalidInput];
  }
  return fieldErrors;
}

/**
 * Re-encodes the uploaded image, if there is one; a rejected image adds its `image` errors to `fieldErrors`.
 * An empty string (a form's empty file field) or undefined means no image.
 */
async function processUpload(
  upload: PostUpload | null,
  fieldErrors: FieldErrors,
): Promise<ProcessedImage | null> {
  const image = upload?.image;
  if (image === undefined || image === null || image === "") return null;
  if (!(image instanceof Blob)) {
    fieldErrors.image = [copy.validation.imageType];
    return null;
  }
  try {
    return await processImage(image, POST_IMAGE_RULES);
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors) {
      Object.assign(fieldErrors, error.fieldErrors);
      return null;
    }
    throw error;
  }
}

/** Stores a processed post image under a new unique key. @returns the key (posts.image_path). */
async function storeImage(storage: FileStorage, image: ProcessedImage): Promise<string> {
  const key = newStorageKey("posts", image.ext);
  await storage.put(key, image.data, image.contentType);
  return key;
}

/** Deletes an image file that the board stored; a failure is logged, never shown (the post change stands). */
async function deleteStoredImage(storage: FileStorage, path: string | null): Promise<void> {
  if (!isStorageKey(path)) return;
  try {
    await storage.delete(path);
  } catch (error) {
    console.error("[posts] could not delete an image file", path, error);
  }
}

/**
 * Ids of the tags with these slugs, creating the missing ones (name = slug, not official). A slug equal to the
 * normalised name of an existing tag (「力仕事」 typed for the official tag heavy-lifting) reuses that tag.
 */
export async function ensureTags(db: Database, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  let found = await tagsBySlugOrName(db, slugs);
  const missing = slugs.filter((_slug, index) => found[index] === undefined);
  if (missing.length > 0) {
    await db
      .insert(tags)
      .values(missing.map((slug) => ({ slug, name: slug, isOfficial: false })))
      .onConflictDoNothing({ target: tags.slug });
    found = await tagsBySlugOrName(db, slugs);
  }
  return [...new Set(found.filter((tag) => tag !== undefined).map((tag) => tag.id))];
}
