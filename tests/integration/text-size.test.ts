/**
 * The member's text size (docs/product.md "文字サイズ"): kept for the account through accounts.updateTextSize
 * (tRPC) and PUT /api/settings/text-size (REST), returned with the current user and the login answer, refused in
 * Japanese when unknown, refused to a visitor, limited to 60 changes in 10 minutes.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { TEXT_SIZE_LIMIT } from "../../src/server/domains/accounts/text-size.service.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  const shared = await testApp();
  app = shared.app;
  deps = shared.deps;
}, 60_000);

interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { message: string; data: { httpStatus: number; fieldErrors: Record<string, string[]> | null } };
}

async function signedIn(email: string): Promise<RestClient> {
  const client = new RestClient(app);
  expect((await client.login(email, FACTORY_PASSWORD)).status).toBe(200);
  return client;
}

async function me(client: RestClient): Promise<{ text_size: string }> {
  const response = await client.get("/api/auth/me");
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { text_size: string } }).data;
}

describe("text size of a member", () => {
  test("starts at standard, is kept over tRPC and REST and comes back with the current user", async () => {
    const member = await createMember(deps.db, { name: "文字 大子" });
    const client = await signedIn(member.email);
    expect((await me(client)).text_size).toBe("standard");

    const viaTrpc = await client.post("/trpc/accounts.updateTextSize", { text_size: "x-large" });
    expect(viaTrpc.status).toBe(200);
    expect(((await viaTrpc.json()) as TrpcAnswer<{ text_size: string }>).result?.data).toEqual({
      text_size: "x-large",
    });
    const trpcMe = await client.get("/trpc/accounts.me");
    expect(((await trpcMe.json()) as TrpcAnswer<{ text_size: string }>).result?.data.text_size).toBe(
      "x-large",
    );

    // Full-width and upper-case letters are the same choice after NFKC.
    const viaRest = await client.request("PUT", "/api/settings/text-size", { text_size: " ＬＡＲＧＥ " });
    expect(viaRest.status).toBe(200);
    expect(await viaRest.json()).toEqual({ data: { text_size: "large" } });
    expect(viaRest.headers.get("X-RateLimit-Limit")).toBe(String(TEXT_SIZE_LIMIT.max));
    expect((await me(client)).text_size).toBe("large");

    // Another device: the login answer and the current user carry the size kept for the account.
    const other = new RestClient(app);
    await other.csrf();
    const login = await other.post("/api/auth/login", { email: member.email, password: FACTORY_PASSWORD });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { text_size: string } }).data.text_size).toBe("large");
    expect((await me(other)).text_size).toBe("large");
  });

  test("an unknown size is a Japanese 422 on both transports and changes nothing", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    const message = "選択された文字サイズは正しくありません。";
    for (const text_size of ["huge", "", 150, null]) {
      const rest = await client.request("PUT", "/api/settings/text-size", { text_size });
      expect(rest.status).toBe(422);
      const body = (await rest.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.errors.text_size).toEqual([message]);
    }
    const missing = await client.request("PUT", "/api/settings/text-size", {});
    expect(missing.status).toBe(422);
    const trpc = await client.post("/trpc/accounts.updateTextSize", { text_size: "xx-large" });
    expect(trpc.status).toBe(422);
    const answer = (await trpc.json()) as TrpcAnswer<unknown>;
    expect(answer.error?.data.fieldErrors?.text_size).toEqual([message]);
    const [row] = await deps.db
      .select({ textSize: users.textSize })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.textSize).toBe("standard");
  });

  test("a visitor cannot keep a size: 401 on REST and tRPC", async () => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    const rest = await visitor.request("PUT", "/api/settings/text-size", { text_size: "large" });
    expect(rest.status).toBe(401);
    const trpc = await visitor.post("/trpc/accounts.updateTextSize", { text_size: "large" });
    expect(trpc.status).toBe(401);
  });

  test("a member may change it 60 times in 10 minutes, then gets a 429 (Japanese over tRPC)", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    for (let index = 0; index < TEXT_SIZE_LIMIT.max; index += 1) {
      const response = await client.request("PUT", "/api/settings/text-size", {
        text_size: index % 2 ? "large" : "standard",
      });
      expect(response.status).toBe(200);
    }
    const refused = await client.request("PUT", "/api/settings/text-size", { text_size: "x-large" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).not.toBeNull();
    // REST keeps Laravel's wire message; tRPC says it in Japanese.
    expect(((await refused.json()) as { message: string }).message).toBe("Too Many Attempts.");
    const trpc = await client.post("/trpc/accounts.updateTextSize", { text_size: "x-large" });
    expect(trpc.status).toBe(429);
    expect(((await trpc.json()) as TrpcAnswer<unknown>).error?.message).toContain("文字サイズの変更が続いた");
  });
});
