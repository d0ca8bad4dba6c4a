/**
 * tRPC batches are capped (docs/api.md "TypeScript: calling tRPC", src/server/http/trpc.ts): a batch of more
 * than MAX_TRPC_BATCH procedures — counted from the URL path `/trpc/a,b,c`, for GET and POST alike — is
 * refused with a 400 JSON before any procedure runs; a batch at the cap is answered as before.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { count } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import { publicMessages } from "../../src/server/db/schema/index.ts";
import { MAX_TRPC_BATCH } from "../../src/server/http/trpc.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testApp());
});

/** `/trpc/p,p,…?batch=1&input=…` asking `procedure` `n` times with `input` each. */
function batchGet(procedure: string, n: number, input: unknown): string {
  const inputs = Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), input]));
  const paths = Array.from({ length: n }, () => procedure).join(",");
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

describe("tRPC batch size", () => {
  test("the cap is 10, what the client's httpBatchLink may send at most", () => {
    expect(MAX_TRPC_BATCH).toBe(10);
  });

  test("a GET batch at the cap is answered; one more procedure is a 400 JSON (Japanese message)", async () => {
    const ok = await app.request(
      `http://localhost:3000${batchGet("posts.list", MAX_TRPC_BATCH, { page: 1 })}`,
    );
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as unknown[]).length).toBe(MAX_TRPC_BATCH);

    const started = performance.now();
    const refused = await app.request(
      `http://localhost:3000${batchGet("posts.list", MAX_TRPC_BATCH + 1, { page: 1 })}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toContain("application/json");
    const body = (await refused.json()) as { message: string };
    expect(body.message).toContain(`${MAX_TRPC_BATCH}`);
    expect(body.message).toMatch(/[\u3040-\u30ff]/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("500 procedures in one GET (the reported attack) are refused at once, with a small body", async () => {
    const refused = await app.request(`http://localhost:3000${batchGet("posts.list", 500, { page: 1 })}`);
    expect(refused.status).toBe(400);
    expect((await refused.text()).length).toBeLessThan(500);
  });

  test("commas written as %2C count too", async () => {
    const path = `/trpc/${Array.from({ length: MAX_TRPC_BATCH + 1 }, () => "posts.list").join("%2C")}?batch=1`;
    expect((await app.request(`http://localhost:3000${path}`)).status).toBe(400);
  });

  test("a POST batch over the cap runs none of its mutations (CSRF first, then the cap)", async () => {
    const member = await createMember(deps.db);
    const client = new RestClient(app);
    expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
    const [before] = await deps.db.select({ n: count() }).from(publicMessages);
    const n = MAX_TRPC_BATCH + 1;
    const path = `/trpc/${Array.from({ length: n }, () => "board.post").join(",")}?batch=1`;
    const inputs = Object.fromEntries(
      Array.from({ length: n }, (_, i) => [String(i), { body: `一括 ${i}` }]),
    );

    const forged = await client.post(path, inputs, { xsrf: false });
    expect(forged.status).toBe(419);
    const refused = await client.post(path, inputs);
    expect(refused.status).toBe(400);
    const [after] = await deps.db.select({ n: count() }).from(publicMessages);
    expect(after?.n).toBe(before?.n ?? 0);

    // At the cap the same request runs (the board's own limit may refuse some: each answer is its own).
    const atCap = Array.from({ length: 2 }, () => "board.post").join(",");
    const answered = await client.post(`/trpc/${atCap}?batch=1`, {
      0: { body: "一括 a" },
      1: { body: "一括 b" },
    });
    expect(answered.status).toBe(200);
  });
});
