/**
 * The Laravel wire and cross-origin use (docs/api.md "Dates", "Cross-origin use"; docs/decisions/010):
 * charset on every JSON answer, microsecond timestamps, the CSRF token from headers and from `_token` in
 * form, multipart and JSON bodies, logout making the old XSRF token fail with 419, CORS from the CORS_ORIGINS
 * allowlist, and /storage/* embeddable by other sites.
 */

import { beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, transparentPng } from "../support/images.ts";
import { RestClient, type TestApp, testApp, testEnv } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const JSON_UTF8 = "application/json; charset=utf-8";
const MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

beforeAll(async () => {
  ({ app, deps } = await testApp());
}, 60_000);

async function signedIn(): Promise<RestClient> {
  const who = await createMember(deps.db, { name: "ワイヤー 確認" });
  const client = new RestClient(app);
  expect((await client.login(who.email, FACTORY_PASSWORD)).status).toBe(200);
  return client;
}

/** Every string value in `value` that looks like a timestamp (ISO date and time). */
function timestampsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) timestampsIn(item, found);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) timestampsIn(item, found);
  return found;
}

describe("the Laravel wire", () => {
  test("every JSON answer says application/json; charset=utf-8 (REST, errors, tRPC)", async () => {
    const client = await signedIn();
    const answers = await Promise.all([
      client.get("/api/regions"),
      client.get("/api/auth/me"),
      client.get("/api/posts?page=1"),
      client.get("/api/posts/999999999"),
      new RestClient(app).get("/api/auth/me"),
      client.post("/api/comments", { post_id: "x" }),
      client.post("/api/comments", { post_id: 1 }, { xsrf: false }),
      client.request("PATCH", "/api/regions"),
      app.request("http://localhost:3000/trpc/catalog.regions"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 401, 422, 419, 405, 200]);
    for (const answer of answers) expect(answer.headers.get("content-type")).toBe(JSON_UTF8);
  });

  test("every timestamp has microseconds: the session user, a post, tokens", async () => {
    const client = await signedIn();
    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    const created = await client.post("/api/posts", {
      title: "日時の形を確かめる依頼",
      body: "タイムスタンプはマイクロ秒までです。",
      category_id: categoryId,
      region_id: regionId,
    });
    expect(created.status).toBe(201);
    await client.post("/api/tokens", { name: "日時" });
    const bodies = await Promise.all(
      ["/api/auth/me", "/api/myposts", "/api/tokens", "/api/posts"].map(async (path) =>
        (await client.get(path)).json(),
      ),
    );
    const stamps = timestampsIn(bodies);
    expect(stamps.length).toBeGreaterThan(5);
    // email_verified_at among them (it once had milliseconds).
    expect((bodies[0] as { data: { email_verified_at: string } }).data.email_verified_at).toMatch(
      MICROSECONDS,
    );
    expect(stamps.filter((stamp) => !MICROSECONDS.test(stamp))).toEqual([]);
  });

  test("the CSRF token is read from X-XSRF-TOKEN, X-CSRF-TOKEN and _token of form, multipart and JSON bodies", async () => {
    const client = new RestClient(app);
    await client.csrf();
    const token = client.cookie("XSRF-TOKEN") ?? "";
    // Each call would pass the check and then be refused by the validation (empty body) or succeed; never 419.
    const viaXsrf = await client.post(
      "/api/auth/login",
      {},
      { xsrf: false, headers: { "X-XSRF-TOKEN": token } },
    );
    const viaCsrf = await client.post(
      "/api/auth/login",
      {},
      { xsrf: false, headers: { "X-CSRF-TOKEN": token } },
    );
    const viaJson = await client.post("/api/auth/login", { _token: token }, { xsrf: false });
    const form = new FormData();
    form.set("_token", token);
    const viaMultipart = await client.post("/api/auth/login", form, { xsrf: false });
    const viaUrlencoded = await client.request("POST", "/api/auth/login", undefined, {
      xsrf: false,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect([viaXsrf.status, viaCsrf.status, viaJson.status, viaMultipart.status]).toEqual([
      422, 422, 422, 422,
    ]);
    expect(viaUrlencoded.status).toBe(419);
    const urlencoded = await app.request("http://localhost:3000/api/auth/login", {
      method: "POST",
      headers: {
        Accept: "application/json",
        Cookie: `tasukeai_session=${client.cookie("tasukeai_session")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ _token: token, email: "", password: "" }),
    });
    expect(urlencoded.status).toBe(422);
    const wrong = await client.post("/api/auth/login", { _token: `${token}x` }, { xsrf: false });
    expect(wrong.status).toBe(419);
  });

  test("logout ends the session: its old XSRF token then fails with 419", async () => {
    const client = await signedIn();
    const session = client.cookie("tasukeai_session") ?? "";
    const xsrf = client.cookie("XSRF-TOKEN") ?? "";
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    // A client that kept the old cookies (ignoring the new ones of the logout answer).
    const replay = await app.request("http://localhost:3000/api/auth/login", {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Cookie: `tasukeai_session=${session}`,
        "X-XSRF-TOKEN": xsrf,
      },
      body: JSON.stringify({ email: "x@example.test", password: "y" }),
    });
    expect(replay.status).toBe(419);
    expect(await replay.json()).toEqual({ message: "CSRF token mismatch.", code: "csrf_mismatch" });
    // The fresh visitor cookies of the logout answer work.
    expect((await client.post("/api/auth/login", { email: "x@example.test", password: "y" })).status).toBe(
      422,
    );
  });
});

describe("cross-origin use", () => {
  const allowed = "http://localhost:3599";
  async function appWith(origins: string): Promise<TestApp> {
    return createApp({ db: deps.db, env: testEnv({ CORS_ORIGINS: origins }) });
  }
  const preflight = (target: TestApp, origin: string) =>
    target.request("http://localhost:3000/api/auth/login", {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-xsrf-token,x-requested-with",
      },
    });

  test("a listed origin: preflight 204 with methods and headers, credentials on answers", async () => {
    const target = await appWith(`${allowed}, https://app.example.com/`);
    const answer = await preflight(target, allowed);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(allowed);
    expect(answer.headers.get("access-control-allow-credentials")).toBe("true");
    const methods = answer.headers.get("access-control-allow-methods")?.split(",") ?? [];
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) expect(methods).toContain(method);
    const headers = (answer.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(",");
    for (const header of ["x-xsrf-token", "x-requested-with", "content-type", "authorization"])
      expect(headers).toContain(header);
    const read = await target.request("http://localhost:3000/api/regions", {
      headers: { Origin: "https://app.example.com" },
    });
    expect(read.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(read.headers.get("access-control-allow-credentials")).toBe("true");
    const cookie = await target.request("http://localhost:3000/sanctum/csrf-cookie", {
      headers: { Origin: allowed },
    });
    expect(cookie.headers.get("access-control-allow-origin")).toBe(allowed);
  });

  test("an unlisted origin, and every origin by default, gets no Access-Control-* header", async () => {
    const listed = await appWith(allowed);
    for (const [target, origin] of [
      [listed, "http://evil.example"],
      [app, allowed],
    ] as const) {
      const answer = await preflight(target, origin);
      expect(answer.status).toBe(204);
      const names = [...answer.headers.keys()].filter((name) => name.startsWith("access-control-"));
      expect(names).toEqual([]);
      const read = await target.request("http://localhost:3000/api/regions", { headers: { Origin: origin } });
      expect(read.status).toBe(200);
      expect(read.headers.get("access-control-allow-origin")).toBeNull();
      expect(read.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  test("/storage/* images are embeddable by other sites; pages and the API stay same-origin", async () => {
    const client = await signedIn();
    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    const form = new FormData();
    form.set("title", "画像を埋め込める依頼");
    form.set("body", "ほかのサイトから画像を表示できます。");
    form.set("category_id", String(categoryId));
    form.set("region_id", String(regionId));
    form.set("image", fileOf(await transparentPng(), "photo.png", "image/png"));
    const created = await client.post("/api/posts", form);
    expect(created.status).toBe(201);
    const image = ((await created.json()) as { data: { image: string } }).data.image;
    const file = await app.request(`http://localhost:3000${image}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const api = await app.request("http://localhost:3000/api/regions");
    expect(api.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
