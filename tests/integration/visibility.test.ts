/**
 * The read rules of src/server/db/visibility.ts mean what their names say (docs/product.md §12 Reporting and
 * moderation, §12 Blocking; §4 Post): for a visitor, the author, an administrator, a member the author blocked, a
 * member who blocked the author and any other member, over requests that are public or drafts and shown, hidden
 * pending review or removed, and over comments shown, pending or removed.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { blocks, comments, posts } from "../../src/server/db/schema/index.ts";
import { openableBy, shown, visibleTo } from "../../src/server/db/visibility.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { testDatabase } from "../support/test-db.ts";

type Moderation = "shown" | "pending" | "removed";
const MODERATIONS: Moderation[] = ["shown", "pending", "removed"];

let db: Database;
/** The author's six requests by name ("public shown", "draft removed", …) and three comments ("pending", …). */
const postIds = new Map<string, number>();
const commentIds = new Map<string, number>();
const viewers: Record<string, Viewer | null> = {};

beforeAll(async () => {
  db = (await testDatabase()).db;
  const author = await createMember(db, { name: "書いた 人" });
  const other = await createMember(db, { name: "ほかの 人" });
  const blockedByAuthor = await createMember(db, { name: "ブロックされた 人" });
  const blockerOfAuthor = await createMember(db, { name: "ブロックした 人" });
  const admin = await createMember(db, { name: "管理 者", admin: true });
  Object.assign(viewers, { visitor: null, author, admin, blockedByAuthor, blockerOfAuthor, other });
  await db.insert(blocks).values([
    { blockerId: author.id, blockedId: blockedByAuthor.id },
    { blockerId: blockerOfAuthor.id, blockedId: author.id },
  ]);
  for (const visibility of ["public", "draft"]) {
    for (const moderation of MODERATIONS) {
      const post = await createTestPost(db, author, { is_public: visibility === "public" });
      if (moderation !== "shown") await db.update(posts).set({ moderation }).where(eq(posts.id, post.id));
      postIds.set(`${visibility} ${moderation}`, post.id);
    }
  }
  // The author's comments under another member's public request.
  const commented = await createTestPost(db, other);
  for (const moderation of MODERATIONS) {
    const [row] = await db
      .insert(comments)
      .values({
        postId: commented.id,
        userId: author.id,
        body: "コメント",
        moderation: moderation === "shown" ? null : moderation,
      })
      .returning({ id: comments.id });
    if (row) commentIds.set(moderation, row.id);
  }
});

/** The names of the author's requests that `condition` lets through. */
async function postsWhere(condition: ReturnType<typeof shown>): Promise<string[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.id, [...postIds.values()]), condition));
  const found = new Set(rows.map((row) => row.id));
  return [...postIds].filter(([, id]) => found.has(id)).map(([name]) => name);
}

/** The moderation states of the author's comments that `condition` lets through. */
async function commentsWhere(condition: ReturnType<typeof shown>): Promise<string[]> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(inArray(comments.id, [...commentIds.values()]), condition));
  const found = new Set(rows.map((row) => row.id));
  return [...commentIds].filter(([, id]) => found.has(id)).map(([name]) => name);
}

const ALL_POSTS = [
  "public shown",
  "public pending",
  "public removed",
  "draft shown",
  "draft pending",
  "draft removed",
];
const PUBLIC_POSTS = ["public shown", "public pending", "public removed"];

describe("shown", () => {
  test("is the rows not hidden by moderation, whoever reads", async () => {
    expect(await postsWhere(shown(posts))).toEqual(["public shown", "draft shown"]);
    expect(await commentsWhere(shown(comments))).toEqual(["shown"]);
  });
});

describe("visibleTo: what the viewer is shown where content is listed for them", () => {
  const expected: Record<string, { posts: string[]; comments: string[] }> = {
    // Public and shown only.
    visitor: { posts: ["public shown"], comments: ["shown"] },
    // Everything the author wrote: drafts, and hidden content marked 審査中.
    author: { posts: ALL_POSTS, comments: MODERATIONS },
    // Administrators read hidden content where it is opened (safety/hidden-content.ts), not in lists.
    admin: { posts: ["public shown"], comments: ["shown"] },
    // A block either way leaves the other's content out.
    blockedByAuthor: { posts: [], comments: [] },
    blockerOfAuthor: { posts: [], comments: [] },
    other: { posts: ["public shown"], comments: ["shown"] },
  };
  for (const [who, { posts: visiblePosts, comments: visibleComments }] of Object.entries(expected)) {
    test(`${who}: requests ${visiblePosts.join(", ") || "none"}; comments ${visibleComments.join(", ") || "none"}`, async () => {
      const viewer = viewers[who] ?? null;
      expect(await postsWhere(visibleTo(viewer, posts))).toEqual(visiblePosts);
      expect(await commentsWhere(visibleTo(viewer, comments))).toEqual(visibleComments);
    });
  }

  test("the viewer may be a placeholder of a prepared statement", async () => {
    const author = viewers.author ?? null;
    const statement = db
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          inArray(comments.id, [...commentIds.values()]),
          visibleTo({ id: sql.placeholder("viewerId") }, comments),
        ),
      )
      .prepare("visibility_test_comments");
    expect((await statement.execute({ viewerId: author?.id })).length).toBe(3);
    expect((await statement.execute({ viewerId: viewers.other?.id })).length).toBe(1);
    expect((await statement.execute({ viewerId: viewers.blockedByAuthor?.id })).length).toBe(0);
  });
});

describe("openableBy: the request can be opened by its id (docs/product.md §2 Post detail)", () => {
  // Hidden requests open with the placeholder (§12 Reporting), a blocked member's with its refusals (§12
  // Blocking): neither is a 404. Someone else's draft is.
  const expected: Record<string, string[]> = {
    visitor: PUBLIC_POSTS,
    author: ALL_POSTS,
    admin: PUBLIC_POSTS,
    blockedByAuthor: PUBLIC_POSTS,
    blockerOfAuthor: PUBLIC_POSTS,
    other: PUBLIC_POSTS,
  };
  for (const [who, openable] of Object.entries(expected)) {
    test(`${who}: ${openable.join(", ")}`, async () => {
      expect(await postsWhere(openableBy(viewers[who] ?? null, posts))).toEqual(openable);
    });
  }
});
