/**
 * The public board (docs/product.md §2 Home, §3 Public message, §5, §7 GET/POST /api/public-messages): anyone reads,
 * only verified members post, empty bodies are refused, posting is limited per member (429 Laravel shape),
 * and a withdrawn sender shows as ゲスト (no sender).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { MESSAGING } from "#shared/constants.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { publicMessages, rateLimitBuckets, users } from "../../src/server/db/schema/index.ts";
import { AppError } from "../../src/server/errors.ts";
import { peekRateLimit, takeRateLimit } from "../../src/server/limits/rate-limit.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, signedInMember } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

describe("public board", () => {
  test("a verified member posts; everyone reads it first in the list", async () => {
    const { member, client } = await signedInMember({ name: "掲示 板子" });
    const posted = await client.post("/api/public-messages", {
      body: "  夏祭りの準備、手伝える方いませんか？ ",
    });
    expect(posted.status).toBe(201);
    expect(posted.headers.get("x-ratelimit-limit")).toBe(String(MESSAGING.boardPostsPerWindow));
    expect(posted.headers.get("x-ratelimit-remaining")).toBe(String(MESSAGING.boardPostsPerWindow - 1));
    const { data } = (await posted.json()) as {
      data: { id: number; body: string; sender: { id: number; name: string } };
    };
    expect(data).toMatchObject({
      body: "夏祭りの準備、手伝える方いませんか？",
      sender: { id: member.id, name: "掲示 板子" },
    });

    const visitor = new RestClient(app);
    const list = (await (await visitor.get("/api/public-messages")).json()) as {
      data: { id: number }[];
      meta: { per_page: number };
    };
    expect(list.data[0]?.id).toBe(data.id);
    expect(list.meta.per_page).toBe(MESSAGING.publicMessagesPerPage);
  });

  test("visitor 401; unverified 403 with the spec's message; empty or whitespace 422", async () => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.post("/api/public-messages", { body: "こんにちは" })).status).toBe(401);

    const unverified = await signedInMember({ verified: false });
    const refused = await unverified.client.post("/api/public-messages", { body: "こんにちは" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "メール認証が完了していません。認証後に投稿できます。",
      code: "board_unverified",
    });

    const { client } = await signedInMember();
    for (const body of ["", "   ", undefined]) {
      const empty = await client.post("/api/public-messages", body === undefined ? {} : { body });
      expect(empty.status).toBe(422);
      const json = (await empty.json()) as { message: string; errors: Record<string, string[]> };
      expect(json.errors.body).toEqual(["メッセージを入力してください"]);
    }
    const tooLong = await client.post("/api/public-messages", { body: "あ".repeat(501) });
    expect(tooLong.status).toBe(422);
  });

  test("posting is limited per member: the 6th post within a minute gets 429 with Retry-After", async () => {
    const { client } = await signedInMember();
    for (let i = 0; i < MESSAGING.boardPostsPerWindow; i++) {
      expect((await client.post("/api/public-messages", { body: `書き込み${i}` })).status).toBe(201);
    }
    const limited = await client.post("/api/public-messages", { body: "もう一回" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(MESSAGING.boardWindowSeconds);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    // Another member is not affected.
    const other = await signedInMember();
    expect((await other.client.post("/api/public-messages", { body: "別の人" })).status).toBe(201);
  });

  test("tRPC board.post: the board's own texts for unverified (403) and too many (429); one limit for both transports", async () => {
    const unverified = await createMember(deps.db, { verified: false });
    await expect(callerFor(deps, unverified).board.post({ body: "こんにちは" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "メール認証が完了していません。認証後に投稿できます。",
    });
    await expect(callerFor(deps, null).board.post({ body: "こんにちは" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });

    const { member, client } = await signedInMember();
    const caller = callerFor(deps, member);
    await expect(caller.board.post({ body: " " })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    expect((await client.post("/api/public-messages", { body: "RESTから" })).status).toBe(201);
    for (let i = 1; i < MESSAGING.boardPostsPerWindow; i++) {
      expect(await caller.board.post({ body: `tRPCから${i}` })).toMatchObject({ sender: { id: member.id } });
    }
    await expect(caller.board.post({ body: "もう一回" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "書き込みが多すぎます。少し時間をおいてお試しください。",
    });
    const limited = await client.post("/api/public-messages", { body: "RESTでも" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-ratelimit-limit")).toBe(String(MESSAGING.boardPostsPerWindow));
  });

  test("a withdrawn sender has no sender (shown as ゲスト)", async () => {
    const { member, client } = await signedInMember();
    const { data } = (await (
      await client.post("/api/public-messages", { body: "退会前の書き込み" })
    ).json()) as {
      data: { id: number };
    };
    await deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id));
    const list = (await (await new RestClient(app).get("/api/public-messages")).json()) as {
      data: { id: number; sender: unknown }[];
    };
    expect(list.data.find((m) => m.id === data.id)?.sender).toBeNull();
    await deps.db.delete(publicMessages).where(eq(publicMessages.id, data.id));
  });
});

describe("takeRateLimit and peekRateLimit", () => {
  test("takes hits in a fixed window, refuses without counting, peeks without counting, and starts over after the window", async () => {
    const key = `test:${Date.now()}:${Math.random()}`;
    expect(await takeRateLimit(deps.db, key, 2, 60)).toMatchObject({ allowed: true, remaining: 1, limit: 2 });
    expect(await takeRateLimit(deps.db, key, 2, 60)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await takeRateLimit(deps.db, key, 2, 60).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).rateLimit).toMatchObject({ remaining: 0, limit: 2 });
    expect((refused as AppError).rateLimit?.retryAfter).toBeGreaterThanOrEqual(1);
    // A refused hit claims nothing: the bucket still holds the two hits let through.
    const [bucket] = await deps.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    expect(bucket?.count).toBe(2);
    const full = await peekRateLimit(deps.db, key, 2);
    expect(full).toMatchObject({ remaining: 0, limit: 2 });
    expect(full.retryAfter).toBeGreaterThanOrEqual(1);
    await deps.db
      .update(rateLimitBuckets)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimitBuckets.key, key));
    expect(await peekRateLimit(deps.db, key, 2)).toMatchObject({
      allowed: true,
      remaining: 2,
      retryAfter: 0,
    });
    expect(await takeRateLimit(deps.db, key, 2, 60)).toMatchObject({ allowed: true, remaining: 1 });
  });

  test("concurrent takes let exactly the limit through", async () => {
    const key = `test-concurrent:${Date.now()}:${Math.random()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => takeRateLimit(deps.db, key, 5, 60)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(results.filter((r) => r.status === "rejected" && r.reason instanceof AppError)).toHaveLength(7);
  });
});
