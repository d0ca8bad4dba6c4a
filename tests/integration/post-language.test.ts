/**
 * The language of a request (docs/product.md "Request language"): chosen by its author on create and update (REST
 * JSON and form, tRPC), 日本語 by default, NFKC-normalised before the check, refused in Japanese when unknown; every
 * post answer carries `language`; lists narrowed with `language` show only the requests in it, on both transports,
 * with a live total.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { PostListPage } from "#shared/schemas/discovery.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let ref: { categoryId: number; regionId: number };

beforeAll(async () => {
  ({ app, deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
}, 60_000);

const REFUSED = "選択された言語は正しくありません。";

interface Refusal {
  message: string;
  errors: Record<string, string[]>;
}
interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { data: { httpStatus: number; fieldErrors: Record<string, string[]> | null } };
}

async function signedIn(): Promise<RestClient> {
  const member = await createMember(deps.db);
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  return client;
}

/** A request payload with `fields` over a Japanese default. */
function payload(fields: Record<string, unknown>) {
  return {
    title: "言語のテスト",
    body: "言語を選んだ依頼です。",
    category_id: ref.categoryId,
    region_id: ref.regionId,
    ...fields,
  };
}

async function created(client: RestClient, fields: Record<string, unknown>): Promise<PostView> {
  const response = await client.post("/api/posts", payload(fields));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: PostView }).data;
}

describe("a request's language", () => {
  test("is 日本語 by default, chosen on create and update over REST and tRPC, and answered with the post", async () => {
    const client = await signedIn();
    const plain = await created(client, {});
    expect(plain.language).toBe("ja");

    const english = await created(client, { title: "Help moving a sofa", language: "en" });
    expect(english.language).toBe("en");
    const shown = (await (await client.get(`/api/posts/${english.id}`)).json()) as { data: PostView };
    expect(shown.data.language).toBe("en");

    // A form body, with full-width capitals and spaces: the same choice after NFKC.
    const form = new FormData();
    for (const [key, value] of Object.entries(payload({ language: " ＥＡＳＹ_ＪＡ " })))
      form.append(key, String(value));
    const easy = await client.post("/api/posts", form);
    expect(easy.status).toBe(201);
    expect(((await easy.json()) as { data: PostView }).data.language).toBe("easy_ja");

    const viaTrpc = await client.post("/trpc/posts.create", payload({ language: "other" }));
    expect(viaTrpc.status).toBe(200);
    const trpcPost = ((await viaTrpc.json()) as TrpcAnswer<PostView>).result?.data;
    expect(trpcPost?.language).toBe("other");

    // An update without `language` keeps it; with one, changes it.
    const kept = await client.request(
      "PUT",
      `/api/posts/${english.id}`,
      payload({ title: "Help moving a sofa!" }),
    );
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { data: PostView }).data.language).toBe("en");
    const changed = await client.request("PUT", `/api/posts/${english.id}`, payload({ language: "ja" }));
    expect(((await changed.json()) as { data: PostView }).data.language).toBe("ja");
    const [row] = await deps.db
      .select({ language: posts.language })
      .from(posts)
      .where(eq(posts.id, english.id));
    expect(row?.language).toBe("ja");
  });

  test("an unknown language is a Japanese 422 on both transports and stores nothing", async () => {
    const client = await signedIn();
    const before = await deps.db.$count(posts);
    for (const language of ["fr", "", 1, "日本語"]) {
      const rest = await client.post("/api/posts", payload({ language }));
      expect(rest.status).toBe(422);
      expect(((await rest.json()) as Refusal).errors.language).toEqual([REFUSED]);
    }
    const trpc = await client.post("/trpc/posts.create", payload({ language: "fr" }));
    const error = ((await trpc.json()) as TrpcAnswer<PostView>).error;
    expect(error?.data.httpStatus).toBe(422);
    expect(error?.data.fieldErrors?.language).toEqual([REFUSED]);
    expect(await deps.db.$count(posts)).toBe(before);
  });

  test("lists narrowed to a language show only its requests, with their total, on both transports", async () => {
    const client = await signedIn();
    const word = `lang${Date.now().toString(36)}`;
    const english = await created(client, { title: `${word} English request`, language: "en" });
    const easy = await created(client, { title: `${word} やさしい にほんご`, language: "easy_ja" });
    await created(client, { title: `${word} 日本語の依頼` });
    const visitor = new RestClient(app);

    const all = (await (await visitor.get(`/api/posts?keyword=${word}`)).json()) as { data: PostView[] };
    expect(all.data).toHaveLength(3);
    const onlyEnglish = (await (await visitor.get(`/api/posts?keyword=${word}&language=EN`)).json()) as {
      data: PostView[];
      meta: { total: number };
    };
    expect(onlyEnglish.data.map((post) => post.id)).toEqual([english.id]);
    expect(onlyEnglish.meta.total).toBe(1);
    const everyLanguage = (await (await visitor.get(`/api/posts?keyword=${word}&language=all`)).json()) as {
      data: PostView[];
    };
    expect(everyLanguage.data).toHaveLength(3);

    const input = encodeURIComponent(JSON.stringify({ keyword: word, language: "easy_ja" }));
    const viaTrpc = (await (
      await visitor.get(`/trpc/posts.list?input=${input}`)
    ).json()) as TrpcAnswer<PostListPage>;
    expect(viaTrpc.result?.data.data.map((post) => post.id)).toEqual([easy.id]);

    // Without a keyword: the newest English requests of the whole board include this one, and only English ones.
    const board = (await (await visitor.get("/api/posts?language=en")).json()) as { data: PostView[] };
    expect(board.data.map((post) => post.id)).toContain(english.id);
    expect(board.data.every((post) => post.language === "en")).toBe(true);

    const refused = await visitor.get("/api/posts?language=klingon");
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Refusal).errors.language).toEqual([REFUSED]);
  });
});
