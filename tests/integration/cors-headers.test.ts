/**
 * The headers a browser app on a listed origin may send and read (docs/api.md "Cross-origin use"): the preflight
 * allows X-Request-Id, X-HTTP-Method-Override and If-None-Match; answers expose X-Request-Id, ETag, Retry-After
 * and X-RateLimit-*; a cross-origin POST with X-HTTP-Method-Override is routed as the method it names.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp, testEnv } from "../support/test-app.ts";

const ORIGIN = "https://app.example.jp";

let deps: AppDeps;
let app: TestApp;

beforeAll(async () => {
  ({ deps } = await testApp());
  app = createApp({ db: deps.db, env: testEnv({ CORS_ORIGINS: ORIGIN }) });
}, 60_000);

/** The lower-cased names of a comma-separated header. */
function namesOf(response: Response, header: string): string[] {
  return (response.headers.get(header) ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

describe("cross-origin headers", () => {
  test("the preflight allows X-Request-Id, X-HTTP-Method-Override and If-None-Match", async () => {
    const preflight = await app.request("http://localhost:3000/api/posts/1", {
      method: "OPTIONS",
      headers: {
        Origin: ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers":
          "content-type,x-xsrf-token,x-request-id,x-http-method-override,if-none-match",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(namesOf(preflight, "access-control-allow-headers")).toEqual(
      expect.arrayContaining(["x-request-id", "x-http-method-override", "if-none-match", "x-xsrf-token"]),
    );
  });

  test("answers expose X-Request-Id, ETag, Retry-After and the three X-RateLimit-* headers", async () => {
    const answer = await app.request("http://localhost:3000/api/regions", {
      headers: { Origin: ORIGIN, "X-Request-Id": "app-example-42" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("app-example-42");
    expect(namesOf(answer, "access-control-expose-headers")).toEqual(
      expect.arrayContaining([
        "x-request-id",
        "etag",
        "retry-after",
        "x-ratelimit-limit",
        "x-ratelimit-remaining",
        "x-ratelimit-reset",
      ]),
    );
  });

  test("a cross-origin POST with X-HTTP-Method-Override: PUT updates the request", async () => {
    const author = await createMember(deps.db, { name: "別オリジン 利用者" });
    const post = await createTestPost(deps.db, author, { title: "別オリジンから更新する依頼" });
    const client = new RestClient(app, { Origin: ORIGIN });
    expect((await client.login(author.email, FACTORY_PASSWORD)).status).toBe(200);
    const updated = await client.post(
      `/api/posts/${post.id}`,
      {
        title: "別オリジンから更新しました",
        body: post.body,
        category_id: post.category?.id,
        region_id: post.region?.id,
      },
      { headers: { "X-HTTP-Method-Override": "PUT" } },
    );
    expect(updated.status).toBe(200);
    expect(updated.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(((await updated.json()) as { data: { title: string } }).data.title).toBe(
      "別オリジンから更新しました",
    );
  });
});
