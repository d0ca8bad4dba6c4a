/**
 * Personal access tokens (docs/api.md "Personal access tokens"; docs/product.md § API platform;
 * docs/decisions/010): Sanctum's shape, the SHA-256 only stored, Bearer calls without cookies or CSRF, read
 * vs write abilities, expiry and revocation, the last-used stamp at most once a minute, suspension and
 * deletion ending tokens, the 60-a-minute limit.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { personalAccessTokens } from "../../src/server/db/schema/index.ts";
import { deleteUserAccount } from "../../src/server/domains/admin/user-deletion.service.ts";
import { authenticateToken, hashTokenSecret } from "../../src/server/domains/tokens/tokens.service.ts";
import { TOKEN_RATE_LIMIT, tokenRateLimitKey } from "../../src/server/http/bearer.ts";
import { clearRateLimit } from "../../src/server/limits/rate-limit.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, transparentPng } from "../support/images.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
}, 60_000);

/** A signed-in browser client of a new verified member. */
async function member(options: { admin?: boolean } = {}) {
  const who = await createMember(deps.db, { name: "トークン 利用者", ...options });
  const client = new RestClient(app);
  const login = await client.login(who.email, FACTORY_PASSWORD);
  expect(login.status).toBe(200);
  return { who, client };
}

/** A call with only a Bearer token: no cookie, no XSRF header. */
function bearerCall(
  token: string,
  method: string,
  path: string,
  body?: BodyInit,
  headers: Record<string, string> = {},
) {
  return app.request(`http://localhost:3000${path}`, {
    method,
    headers: { Accept: "application/json", Authorization: `Bearer ${token}`, ...headers },
    body,
  });
}

async function createToken(client: RestClient, body: Record<string, unknown>) {
  const response = await client.post("/api/tokens", body);
  return {
    response,
    json: (await response.json()) as {
      data: Record<string, unknown>;
      plain_text_token: string;
      message?: string;
      errors?: Record<string, string[]>;
    },
  };
}

describe("personal access tokens", () => {
  test("POST /api/tokens answers Sanctum's shape once; only the SHA-256 of the secret is stored", async () => {
    const { client, who } = await member();
    const { response, json } = await createToken(client, { name: "家計簿スクリプト" });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(Object.keys(json).sort()).toEqual(["data", "plain_text_token"]);
    expect(json.data).toMatchObject({
      name: "家計簿スクリプト",
      abilities: ["read", "write"],
      last_used_at: null,
      expires_at: null,
    });
    expect(json.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const [id, secret] = json.plain_text_token.split("|");
    expect(Number(id)).toBe(json.data.id as number);
    expect(secret?.length).toBe(40);
    const [row] = await deps.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, Number(id)));
    expect(row?.userId).toBe(who.id);
    expect(row?.tokenHash).toBe(hashTokenSecret(secret ?? ""));
    const stored = JSON.stringify(row);
    expect(stored.includes(secret ?? "-")).toBe(false);

    const list = await client.get("/api/tokens");
    const listed = (await list.json()) as { data: Record<string, unknown>[] };
    expect(listed.data.map((token) => token.id)).toEqual([json.data.id]);
    expect(JSON.stringify(listed).includes(secret ?? "-")).toBe(false);
  });

  test("invalid input is a Laravel 422", async () => {
    const { client } = await member();
    const past = await createToken(client, { name: "x", expires_at: "2001-01-01T00:00:00Z" });
    expect(past.response.status).toBe(422);
    expect(Object.keys(past.json.errors ?? {})).toEqual(["expires_at"]);
    const bad = await createToken(client, { name: "", abilities: ["admin"] });
    expect(bad.response.status).toBe(422);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(["abilities.0", "name"].sort());
  });

  test("a Bearer token authenticates /api calls without cookies or CSRF: a post with an image, then the list", async () => {
    const { client, who } = await member();
    const { json } = await createToken(client, { name: "投稿ボット" });
    const token = json.plain_text_token;
    const me = await bearerCall(token, "GET", "/api/auth/me");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { id: number } }).data.id).toBe(who.id);
    expect(me.headers.get("x-ratelimit-limit")).toBe(String(TOKEN_RATE_LIMIT.max));

    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    const form = new FormData();
    form.set("title", "トークンから投稿した依頼です");
    form.set("body", "スクリプトから画像つきで投稿しています。");
    form.set("category_id", String(categoryId));
    form.set("region_id", String(regionId));
    form.set("is_public", "1");
    form.set("image", fileOf(await transparentPng(), "photo.png", "image/png"));
    const created = await bearerCall(token, "POST", "/api/posts", form);
    expect(created.status).toBe(201);
    const post = ((await created.json()) as { data: { id: number; image: string | null } }).data;
    expect(post.image).toMatch(/^\/storage\//);
    const mine = await bearerCall(token, "GET", "/api/myposts");
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { data: { id: number }[] }).data.map((p) => p.id)).toContain(post.id);
  });

  test("a read token gets 403 on unsafe calls; a revoked or expired token gets 401 Unauthenticated.", async () => {
    const { client } = await member();
    const read = (await createToken(client, { name: "読むだけ", abilities: ["read"] })).json;
    expect(read.data.abilities).toEqual(["read"]);
    expect((await bearerCall(read.plain_text_token, "GET", "/api/tokens")).status).toBe(200);
    const refused = await bearerCall(
      read.plain_text_token,
      "POST",
      "/api/comments",
      JSON.stringify({ post_id: 1, body: "x" }),
      {
        "Content-Type": "application/json",
      },
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Invalid ability provided.", code: "token_read_only" });

    const write = (await createToken(client, { name: "消すトークン" })).json;
    expect((await bearerCall(write.plain_text_token, "GET", "/api/auth/me")).status).toBe(200);
    const revoked = await client.request("DELETE", `/api/tokens/${write.data.id}`);
    expect(revoked.status).toBe(204);
    const after = await bearerCall(write.plain_text_token, "GET", "/api/auth/me");
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    // Even a public read refuses a dead token: the caller must learn it is dead.
    expect((await bearerCall(write.plain_text_token, "GET", "/api/regions")).status).toBe(401);

    const soon = (
      await createToken(client, { name: "期限つき", expires_at: new Date(Date.now() + 60_000).toISOString() })
    ).json;
    expect(soon.data.expires_at).toMatch(/\.\d{6}Z$/);
    expect((await bearerCall(soon.plain_text_token, "GET", "/api/auth/me")).status).toBe(200);
    await deps.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.id, soon.data.id as number));
    expect((await bearerCall(soon.plain_text_token, "GET", "/api/auth/me")).status).toBe(401);
    // A wrong secret for a real id, and garbage.
    expect((await bearerCall(`${read.data.id}|${"x".repeat(40)}`, "GET", "/api/auth/me")).status).toBe(401);
    expect((await bearerCall("not-a-token", "GET", "/api/auth/me")).status).toBe(401);
  });

  test("someone else's token id is 404 to revoke", async () => {
    const a = await member();
    const b = await member();
    const token = (await createToken(a.client, { name: "Aのトークン" })).json;
    const response = await b.client.request("DELETE", `/api/tokens/${token.data.id}`);
    expect(response.status).toBe(404);
    expect((await bearerCall(token.plain_text_token, "GET", "/api/auth/me")).status).toBe(200);
  });

  test("last_used_at moves at most once a minute", async () => {
    const { client } = await member();
    const token = (await createToken(client, { name: "使用記録" })).json;
    const id = token.data.id as number;
    const stamp = async () =>
      (
        await deps.db
          .select({ at: personalAccessTokens.lastUsedAt })
          .from(personalAccessTokens)
          .where(eq(personalAccessTokens.id, id))
      )[0]?.at;
    await bearerCall(token.plain_text_token, "GET", "/api/auth/me");
    const first = await stamp();
    expect(first).toBeInstanceOf(Date);
    await bearerCall(token.plain_text_token, "GET", "/api/auth/me");
    expect((await stamp())?.getTime()).toBe(first?.getTime());
    await deps.db
      .update(personalAccessTokens)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(personalAccessTokens.id, id));
    const aged = await stamp();
    await bearerCall(token.plain_text_token, "GET", "/api/auth/me");
    expect((await stamp())?.getTime()).toBeGreaterThan(aged?.getTime() ?? 0);
  });

  test("suspending or deleting the account ends its tokens", async () => {
    const admin = await member({ admin: true });
    const target = await member();
    const token = (await createToken(target.client, { name: "停止される" })).json;
    expect((await bearerCall(token.plain_text_token, "GET", "/api/auth/me")).status).toBe(200);
    expect((await admin.client.post(`/api/admin/users/${target.who.id}/suspend`, {})).status).toBe(200);
    expect((await bearerCall(token.plain_text_token, "GET", "/api/auth/me")).status).toBe(401);
    expect((await admin.client.post(`/api/admin/users/${target.who.id}/unsuspend`, {})).status).toBe(200);
    // Suspension ended the token for good (deleted), as it ends sessions.
    expect((await bearerCall(token.plain_text_token, "GET", "/api/auth/me")).status).toBe(401);

    const leaving = await member();
    const kept = (await createToken(leaving.client, { name: "退会される" })).json;
    await deleteUserAccount(deps, leaving.who.id);
    expect((await bearerCall(kept.plain_text_token, "GET", "/api/auth/me")).status).toBe(401);
  });

  test("token calls are limited to 60 a minute per member, with Laravel's 429 headers", async () => {
    const { client, who } = await member();
    const token = (await createToken(client, { name: "連打" })).json;
    await clearRateLimit(deps.db, tokenRateLimitKey(who.id));
    const answers = await Promise.all(
      Array.from({ length: TOKEN_RATE_LIMIT.max + 5 }, () =>
        bearerCall(token.plain_text_token, "GET", "/api/regions"),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBe(TOKEN_RATE_LIMIT.max);
    expect(statuses.filter((status) => status === 429).length).toBe(5);
    const refused = answers.find((answer) => answer.status === 429);
    expect(await refused?.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused?.headers.get("x-ratelimit-limit")).toBe("60");
    expect(refused?.headers.get("x-ratelimit-remaining")).toBe("0");
    // The browser session of the same member is not counted.
    expect((await client.get("/api/regions")).status).toBe(200);
    await clearRateLimit(deps.db, tokenRateLimitKey(who.id));
  });
});

describe("token management needs the browser session (docs/product.md § API platform)", () => {
  const sessionRequired = "アクセストークンの作成と削除は、ブラウザでログインしているときだけできます。";

  async function tokenCount(userId: number): Promise<number> {
    return (
      await deps.db
        .select({ id: personalAccessTokens.id })
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.userId, userId))
    ).length;
  }

  test("REST: a token cannot create or revoke tokens (403 This action is unauthorized.), and lists only itself", async () => {
    const { client, who } = await member();
    const dayLong = (
      await createToken(client, {
        name: "24時間のトークン",
        expires_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      })
    ).json;
    const other = (await createToken(client, { name: "別のトークン" })).json;
    const before = await tokenCount(who.id);

    const minted = await bearerCall(
      dayLong.plain_text_token,
      "POST",
      "/api/tokens",
      JSON.stringify({ name: "期限なしのトークン" }),
      { "Content-Type": "application/json" },
    );
    expect(minted.status).toBe(403);
    expect(await minted.json()).toEqual({
      message: "This action is unauthorized.",
      code: "token_session_required",
    });
    expect(await tokenCount(who.id)).toBe(before);

    for (const id of [other.data.id, dayLong.data.id]) {
      const revoked = await bearerCall(dayLong.plain_text_token, "DELETE", `/api/tokens/${id}`);
      expect(revoked.status).toBe(403);
      expect(await revoked.json()).toEqual({
        message: "This action is unauthorized.",
        code: "token_session_required",
      });
    }
    expect(await tokenCount(who.id)).toBe(before);
    expect((await bearerCall(other.plain_text_token, "GET", "/api/auth/me")).status).toBe(200);

    const listed = await bearerCall(dayLong.plain_text_token, "GET", "/api/tokens");
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { data: { id: number }[] }).data.map((token) => token.id)).toEqual([
      dayLong.data.id as number,
    ]);
    // The browser session still sees and manages all of them.
    const all = (await (await client.get("/api/tokens")).json()) as { data: { id: number }[] };
    expect(all.data.map((token) => token.id)).toEqual([other.data.id as number, dayLong.data.id as number]);
  });

  test("tRPC: a token's viewer gets FORBIDDEN in Japanese for create and revoke, and lists only itself", async () => {
    const { client, who } = await member();
    const first = (await createToken(client, { name: "一つ目" })).json;
    const second = (await createToken(client, { name: "二つ目" })).json;
    const caller = await authenticateToken(deps.db, first.plain_text_token);
    if (!caller) throw new Error("token not accepted");
    const asToken = callerFor(deps, caller.viewer);
    const before = await tokenCount(who.id);
    for (const call of [
      () => asToken.tokens.create({ name: "作れない" }),
      () => asToken.tokens.revoke({ id: second.data.id as number }),
    ]) {
      const error = await call().then(
        () => null,
        (thrown: unknown) => thrown as { code?: string; message?: string },
      );
      expect(error?.code).toBe("FORBIDDEN");
      expect(error?.message).toBe(sessionRequired);
    }
    expect(await tokenCount(who.id)).toBe(before);
    expect((await asToken.tokens.list()).map((token) => token.id)).toEqual([first.data.id as number]);
  });

  test("even with the session, an expiry beyond the form's longest choice (1 year) is a 422, over REST and tRPC", async () => {
    const { client, who } = await member();
    const day = 24 * 60 * 60 * 1000;
    const tooLate = await createToken(client, {
      name: "2年",
      expires_at: new Date(Date.now() + 2 * 365 * day).toISOString(),
    });
    expect(tooLate.response.status).toBe(422);
    expect(Object.keys(tooLate.json.errors ?? {})).toEqual(["expires_at"]);
    const year = await createToken(client, {
      name: "1年",
      expires_at: new Date(Date.now() + 365 * day).toISOString(),
    });
    expect(year.response.status).toBe(201);
    const none = await createToken(client, { name: "無期限" });
    expect(none.json.data.expires_at).toBeNull();

    const sessionViewer = { ...who, sessionId: "a-browser-session" };
    const error = await callerFor(deps, sessionViewer)
      .tokens.create({ name: "9999年", expires_at: "9999-12-31T00:00:00Z" })
      .then(
        () => null,
        (thrown: unknown) => thrown as { code?: string; cause?: { fieldErrors?: Record<string, string[]> } },
      );
    expect(error?.code).toBe("UNPROCESSABLE_CONTENT");
    expect(error?.cause?.fieldErrors).toEqual({ expires_at: ["有効期限は1年以内で指定してください。"] });
  });
});
