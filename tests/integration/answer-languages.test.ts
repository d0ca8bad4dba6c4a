/**
 * The languages of the answers (docs/product.md "Languages", docs/api.md "Languages"): REST and tRPC answer in
 * Japanese, the documented texts, unless `Accept-Language` weighs English more; then every error's `message` and
 * field errors, and a success answer's `message`, are the English twins of the catalogue (translation.ts). Error
 * answers and message answers say `Vary: Accept-Language`; the stable `code` never changes; a public list is the
 * same in both languages, so neither language's answer can stand for the other's.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { AppDeps } from "../../src/server/context.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

const BASE = "http://localhost:3000";
const EN = { "Accept-Language": "en" };

let app: TestApp;
let deps: AppDeps;
let member: RestClient;
let author: Awaited<ReturnType<typeof createMember>>;

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

interface TrpcError {
  error: {
    message: string;
    data: { httpStatus: number; appCode: string | null; fieldErrors: Record<string, string[]> | null };
  };
}

/** The tokens of a Vary header, lower-cased. */
function varyOf(response: Response): string[] {
  return (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
}

beforeAll(async () => {
  ({ app, deps } = await testApp());
  author = await createMember(deps.db, { name: "言語 確認" });
  member = new RestClient(app);
  expect((await member.login(author.email, FACTORY_PASSWORD)).status).toBe(200);
}, 60_000);

/** A request of three bad fields (docs/api.md "Errors": the 422 of POST /api/posts). */
const BAD_POST = {
  title: "",
  body: "本文",
  category_id: 999999,
  tags: Array.from({ length: 11 }, (_, i) => `tag${i}`),
};

describe("REST errors", () => {
  test("a 422 of POST /api/posts is Japanese without Accept-Language, exactly as documented", async () => {
    const response = await member.post("/api/posts", BAD_POST);
    expect(response.status).toBe(422);
    expect(varyOf(response)).toContain("accept-language");
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe("validation_failed");
    expect(body.errors?.title).toEqual(["タイトルは必須です。"]);
    expect(body.errors?.region_id).toEqual(["地域は必須です。"]);
    expect(body.errors?.tags).toEqual(["タグは最大 10 件まで追加できます。"]);
    expect(body.message).toMatch(/^タイトルは必須です。（その他、\d件のエラーあり）$/);
  });

  test("the same 422 with Accept-Language: en has an English message and English field errors", async () => {
    const response = await member.post("/api/posts", BAD_POST, { headers: EN });
    expect(response.status).toBe(422);
    expect(varyOf(response)).toContain("accept-language");
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe("validation_failed");
    expect(body.errors?.title).toEqual(["The title field is required."]);
    expect(body.errors?.region_id).toEqual(["The area field is required."]);
    expect(body.errors?.tags).toEqual(["You can add up to 10 tags."]);
    expect(body.message).toMatch(/^The title field is required\. \(and \d more errors\)$/);
    // Every text of the answer is English: no kana or kanji left.
    expect(JSON.stringify(body)).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  test("a login refused with wrong credentials: the field error in English (en-GB, q-values)", async () => {
    const client = new RestClient(app);
    await client.csrf();
    const { email } = await createMember(deps.db);
    const response = await client.post(
      "/api/auth/login",
      { email, password: "not-the-password" },
      { headers: { "Accept-Language": "en-GB,en;q=0.9,ja;q=0.8" } },
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors?.email).toEqual(["The email address or password is incorrect."]);
    expect(body.message).toBe("The email address or password is incorrect.");
  });

  test("a 404 of a missing request is English; Japanese stays Japanese when it weighs more", async () => {
    const english = await app.request(`${BASE}/api/posts/999999999`, {
      headers: { Accept: "application/json", ...EN },
    });
    expect(english.status).toBe(404);
    expect(varyOf(english)).toContain("accept-language");
    expect(await english.json()).toEqual({ message: "The request was not found.", code: "post_not_found" });

    for (const header of ["ja,en;q=0.5", "ja", "*", "fr", "en;q=0", ";;,q=1,", ""]) {
      const japanese = await app.request(`${BASE}/api/posts/999999999`, {
        headers: { Accept: "application/json", "Accept-Language": header },
      });
      expect({ header, body: await japanese.json() }).toEqual({
        header,
        body: { message: "依頼が見つかりませんでした。", code: "post_not_found" },
      });
    }
  });

  test("a 401 keeps Laravel's English text; a route that does not exist keeps its Laravel text too", async () => {
    const unauthenticated = await app.request(`${BASE}/api/auth/me`, {
      headers: { Accept: "application/json", ...EN },
    });
    expect(unauthenticated.status).toBe(401);
    expect(varyOf(unauthenticated)).toContain("accept-language");
    expect(await unauthenticated.json()).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    const missing = await app.request(`${BASE}/api/no-such-route`, {
      headers: { Accept: "application/json", ...EN },
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).message).toBe(
      "The route api/no-such-route could not be found.",
    );
  });

  test("a 403 documented in Japanese is English when asked (the board refuses an unverified member)", async () => {
    const unverified = await createMember(deps.db, { verified: false });
    const client = new RestClient(app);
    expect((await client.login(unverified.email, FACTORY_PASSWORD)).status).toBe(200);
    const japanese = await client.post("/api/public-messages", { body: "こんにちは" });
    expect(japanese.status).toBe(403);
    expect(await japanese.json()).toEqual({
      message: "メール認証が完了していません。認証後に投稿できます。",
      code: "board_unverified",
    });
    const english = await client.post("/api/public-messages", { body: "こんにちは" }, { headers: EN });
    expect(english.status).toBe(403);
    expect(await english.json()).toEqual({
      message: "Your email address is not verified yet. You can post after you verify it.",
      code: "board_unverified",
    });
  });
});

describe("REST success messages", () => {
  test("DELETE /api/posts/{id} answers its message in the request's language, with Vary", async () => {
    const first = await createTestPost(deps.db, author, { title: "言語の確認のための依頼です" });
    const second = await createTestPost(deps.db, author, { title: "言語の確認のための依頼です" });
    const japanese = await member.request("DELETE", `/api/posts/${first.id}`);
    expect(japanese.status).toBe(200);
    expect(varyOf(japanese)).toContain("accept-language");
    expect(await japanese.json()).toEqual({ message: "依頼を削除しました。" });
    const english = await member.request("DELETE", `/api/posts/${second.id}`, undefined, { headers: EN });
    expect(english.status).toBe(200);
    expect(varyOf(english)).toContain("accept-language");
    expect(await english.json()).toEqual({ message: "Your request has been deleted." });
  });

  test("a public list is the same answer in both languages: one ETag, nothing English in the Japanese one", async () => {
    const japanese = await app.request(`${BASE}/api/categories`, { headers: { Accept: "application/json" } });
    const english = await app.request(`${BASE}/api/categories`, {
      headers: { Accept: "application/json", ...EN },
    });
    expect(english.status).toBe(200);
    expect(english.headers.get("etag")).toBe(japanese.headers.get("etag"));
    expect(await english.text()).toBe(await japanese.text());
    // The texts of a list are records (names, titles), not messages: no Vary on the language.
    expect(varyOf(japanese)).not.toContain("accept-language");
    // A Japanese revalidation of the English answer's validator is a 304 of the same Japanese body.
    const revalidated = await app.request(`${BASE}/api/categories`, {
      headers: { Accept: "application/json", "If-None-Match": english.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(304);
  });
});

describe("tRPC", () => {
  test("an error's message follows Accept-Language; the code does not", async () => {
    const english = await app.request(`${BASE}/trpc/threads.list`, { headers: EN });
    expect(english.status).toBe(401);
    expect(varyOf(english)).toContain("accept-language");
    const body = (await english.json()) as TrpcError;
    expect(body.error.message).toBe("Please log in.");
    expect(body.error.data.appCode).toBe("unauthenticated");
    const japanese = (await (await app.request(`${BASE}/trpc/threads.list`)).json()) as TrpcError;
    expect(japanese.error.message).toBe("ログインしてください。");
  });

  test("a 422's field errors (data.fieldErrors) and summary are English when asked", async () => {
    const response = await member.post("/trpc/posts.create", BAD_POST, { headers: EN });
    expect(response.status).toBe(422);
    const body = (await response.json()) as TrpcError;
    expect(body.error.data.appCode).toBe("validation_failed");
    expect(body.error.data.fieldErrors?.title).toEqual(["The title field is required."]);
    expect(body.error.data.fieldErrors?.tags).toEqual(["You can add up to 10 tags."]);
    expect(body.error.message).toMatch(/^The title field is required\. \(and \d more errors\)$/);
  });

  test("a success answer's message is English when asked (contact.submit)", async () => {
    const message = { title: "言語の確認", body: "英語で答えてください。", email: "reader@example.test" };
    const response = await member.post("/trpc/contact.submit", message, { headers: EN });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { message: string } } };
    expect(body.result.data.message).toBe("We have received your message. We will read it and contact you.");
  });
});
