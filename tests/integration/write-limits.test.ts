/**
 * Per-member limits on creating content (docs/product.md §9 Rate limits): posts (10 an hour),
 * comments (30 in 10 minutes) and new threads (20 an hour), kept in rate_limit_buckets and shared by both
 * transports. tRPC answers the Japanese text of copy.limits, REST Laravel's `Too Many Attempts.`, both with
 * Retry-After and X-RateLimit-*. Parallel requests cannot get past a limit, and a refused call stores nothing.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { comments, posts, threadParticipants } from "../../src/server/db/schema/index.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, signedInMember, someCategoryAndRegion } from "../support/factories.ts";
import { expectRest429 } from "../support/rate-limits.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;
let ref: { categoryId: number; regionId: number };

beforeAll(async () => {
  ({ deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
});

function postInput(title: string) {
  return {
    title,
    body: "制限の確認です。",
    category_id: ref.categoryId,
    region_id: ref.regionId,
    is_public: 1,
  };
}

async function countOf(table: typeof posts | typeof comments, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return Number(row?.n ?? 0);
}

describe("posts: 10 an hour per member", () => {
  const limit = WRITE_LIMITS.posts;

  test("the 11th post in an hour is a 429: Japanese over tRPC, `Too Many Attempts.` over REST", async () => {
    const { member, client } = await signedInMember();
    const caller = callerFor(deps, member);
    for (let i = 1; i <= limit.max; i++) {
      if (i % 2) {
        const created = await client.post("/api/posts", postInput(`制限の確認 ${i}`));
        expect(created.status).toBe(201);
        expect(created.headers.get("x-ratelimit-limit")).toBe(String(limit.max));
        expect(created.headers.get("x-ratelimit-remaining")).toBe(String(limit.max - i));
      } else {
        await caller.posts.create(postInput(`制限の確認 ${i}`));
      }
    }
    await expect(caller.posts.create(postInput("11件目"))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.posts(limit.max, limit.windowSeconds),
    });
    expect(copy.limits.posts(limit.max, limit.windowSeconds)).toBe(
      "依頼の投稿は1時間に10件までです。しばらく待ってからもう一度お試しください。",
    );
    await expectRest429(await client.post("/api/posts", postInput("11件目")), limit);
    // Over tRPC's HTTP transport too: the Japanese text and the same headers.
    const viaTrpc = await client.post("/trpc/posts.create", postInput("11件目"));
    expect(viaTrpc.status).toBe(429);
    expect(((await viaTrpc.json()) as { error: { message: string } }).error.message).toBe(
      copy.limits.posts(limit.max, limit.windowSeconds),
    );
    expect(viaTrpc.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(viaTrpc.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await countOf(posts, member.id)).toBe(limit.max);

    // Another member is not affected; editing is not creating.
    const other = await createMember(deps.db);
    expect(await callerFor(deps, other).posts.create(postInput("別の会員"))).toMatchObject({
      user: { id: other.id },
    });
    const [own] = await deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.userId, member.id))
      .limit(1);
    expect(await caller.posts.update({ id: own?.id ?? 0, ...postInput("編集は制限外") })).toMatchObject({
      title: "編集は制限外",
    });
  });

  test("20 parallel creates: exactly 10 are stored, 10 are refused", async () => {
    const { member, client } = await signedInMember();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post("/api/posts", postInput(`並行 ${i}`))),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - limit.max);
    expect(await countOf(posts, member.id)).toBe(limit.max);
  });
});

describe("comments: 30 in 10 minutes per member", () => {
  const limit = WRITE_LIMITS.comments;

  test("the 31st comment is a 429 with the Japanese text over tRPC and Laravel's over REST", async () => {
    const author = await createMember(deps.db);
    const post = await createTestPost(deps.db, author, { title: "コメント制限の依頼" });
    const { member, client } = await signedInMember();
    const caller = callerFor(deps, member);
    for (let i = 1; i <= limit.max; i++) {
      if (i === 1)
        expect((await client.post("/api/comments", { post_id: post.id, body: "REST" })).status).toBe(201);
      else await caller.comments.create({ post_id: post.id, body: `コメント ${i}` });
    }
    await expect(caller.comments.create({ post_id: post.id, body: "31件目" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.comments(limit.max, limit.windowSeconds),
    });
    expect(copy.limits.comments(limit.max, limit.windowSeconds)).toContain("10分間に30件");
    await expectRest429(await client.post("/api/comments", { post_id: post.id, body: "31件目" }), limit);
    expect(await countOf(comments, member.id)).toBe(limit.max);
  });
});

describe("threads: 20 new threads an hour per member", () => {
  const limit = WRITE_LIMITS.threads;

  test("the 21st new thread is a 429; opening an existing thread is not counted", async () => {
    const { member, client } = await signedInMember();
    const caller = callerFor(deps, member);
    const partners = await Promise.all(Array.from({ length: limit.max + 1 }, () => createMember(deps.db)));
    for (const [i, partner] of partners.slice(0, limit.max).entries()) {
      if (i === 0) expect((await client.post("/api/threads", { user_id: partner.id })).status).toBe(201);
      else expect((await caller.threads.open({ user_id: partner.id })).created).toBe(true);
    }
    const last = partners[limit.max];
    if (!last) throw new Error("partner missing");
    await expect(caller.threads.open({ user_id: last.id })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.threads(limit.max, limit.windowSeconds),
    });
    await expectRest429(await client.post("/api/threads", { user_id: last.id }), limit);
    const joined = await deps.db
      .select({ id: threadParticipants.threadId })
      .from(threadParticipants)
      .where(eq(threadParticipants.userId, last.id));
    expect(joined).toHaveLength(0);

    // Reopening a thread that exists still works, on both transports.
    const first = partners[0];
    if (!first) throw new Error("partner missing");
    expect((await caller.threads.open({ user_id: first.id })).created).toBe(false);
    expect((await client.post("/api/threads", { user_id: first.id })).status).toBe(200);
    // The partner opening the same thread from their side is free too.
    expect((await callerFor(deps, first).threads.open({ user_id: member.id })).created).toBe(false);
  });
});

describe("the buckets", () => {
  test("are kept in PostgreSQL under the member's id", async () => {
    const { member } = await signedInMember();
    await callerFor(deps, member).posts.create(postInput("バケツの確認"));
    const rows = await queryRows<{ count: number }>(
      deps.db,
      sql`select count from rate_limit_buckets where key = ${`posts:${member.id}`}`,
    );
    expect(Number(rows[0]?.count)).toBe(1);
  });
});
