/**
 * The member's interface language (docs/product.md "Languages"): kept for the account through
 * accounts.updateLanguage (tRPC) and PUT /api/settings/language (REST), returned with the current user and the login
 * answer, refused in Japanese when unknown, refused to a visitor, limited to 60 changes in 10 minutes.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { LANGUAGE_LIMIT } from "../../src/server/domains/accounts/language.service.ts";
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

async function me(client: RestClient): Promise<{ language: string | null }> {
  const response = await client.get("/api/auth/me");
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { language: string | null } }).data;
}

describe("interface language of a member", () => {
  test("starts unchosen (null), is kept over tRPC and REST and comes back with the current user and the login", async () => {
    const member = await createMember(deps.db, { name: "言語 英子" });
    const client = await signedIn(member.email);
    expect((await me(client)).language).toBeNull();

    const viaTrpc = await client.post("/trpc/accounts.updateLanguage", { language: "en" });
    expect(viaTrpc.status).toBe(200);
    expect(((await viaTrpc.json()) as TrpcAnswer<{ language: string }>).result?.data).toEqual({
      language: "en",
    });
    expect((await me(client)).language).toBe("en");

    // Full-width and upper-case letters are the same choice after NFKC.
    const viaRest = await client.request("PUT", "/api/settings/language", { language: " ＪＡ " });
    expect(viaRest.status).toBe(200);
    expect(await viaRest.json()).toEqual({ data: { language: "ja" } });
    expect(viaRest.headers.get("X-RateLimit-Limit")).toBe(String(LANGUAGE_LIMIT.max));
    expect((await me(client)).language).toBe("ja");

    // やさしい日本語 is kept like the others (the column's check allows it: drizzle/0032).
    const easy = await client.request("PUT", "/api/settings/language", { language: "easy_ja" });
    expect(easy.status).toBe(200);
    expect(await easy.json()).toEqual({ data: { language: "easy_ja" } });
    expect((await me(client)).language).toBe("easy_ja");

    await client.request("PUT", "/api/settings/language", { language: "en" });
    // Another device: the login answer and the current user carry the language kept for the account.
    const other = new RestClient(app);
    await other.csrf();
    const login = await other.post("/api/auth/login", { email: member.email, password: FACTORY_PASSWORD });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { language: string } }).data.language).toBe("en");
    expect((await me(other)).language).toBe("en");
  });

  test("an unknown language is a Japanese 422 on both transports and changes nothing", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    const message = "選択された表示言語は正しくありません。";
    for (const language of ["fr", "easy", "", 1, null]) {
      const rest = await client.request("PUT", "/api/settings/language", { language });
      expect(rest.status).toBe(422);
      const body = (await rest.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.errors.language).toEqual([message]);
    }
    expect((await client.request("PUT", "/api/settings/language", {})).status).toBe(422);
    const trpc = await client.post("/trpc/accounts.updateLanguage", { language: "de" });
    expect(trpc.status).toBe(422);
    expect(((await trpc.json()) as TrpcAnswer<unknown>).error?.data.fieldErrors?.language).toEqual([message]);
    const [row] = await deps.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.language).toBeNull();
  });

  test("a visitor cannot keep a language: 401 on REST and tRPC", async () => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.request("PUT", "/api/settings/language", { language: "en" })).status).toBe(401);
    expect((await visitor.post("/trpc/accounts.updateLanguage", { language: "en" })).status).toBe(401);
  });

  test("a member may change it 60 times in 10 minutes, then gets a 429", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    for (let index = 0; index < LANGUAGE_LIMIT.max; index += 1) {
      const response = await client.request("PUT", "/api/settings/language", {
        language: index % 2 ? "en" : "ja",
      });
      expect(response.status).toBe(200);
    }
    const refused = await client.request("PUT", "/api/settings/language", { language: "en" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).not.toBeNull();
    const trpc = await client.post("/trpc/accounts.updateLanguage", { language: "en" });
    expect(trpc.status).toBe(429);
    expect(((await trpc.json()) as TrpcAnswer<unknown>).error?.message).toContain("表示言語の変更が続いた");
    // The same refusal in English for a reader who asks for it (docs/product.md "Languages").
    const english = await client.request(
      "POST",
      "/trpc/accounts.updateLanguage",
      { language: "en" },
      { headers: { "Accept-Language": "en" } },
    );
    expect(((await english.json()) as TrpcAnswer<unknown>).error?.message).toBe(
      "Too many changes of the display language. Please wait about 10 minutes and try again.",
    );
  });
});
