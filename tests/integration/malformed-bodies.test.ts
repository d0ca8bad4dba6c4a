/**
 * Bodies that cannot be read as what they declare (docs/api.md "Error codes" `malformed_body`;
 * src/server/http/csrf.ts, body.ts, method-spoofing.ts): a multipart body without valid parts, a JSON syntax
 * error, a broken form. Without a CSRF token the answer is 419 as for any other forged request; with one, a
 * route that reads the body answers a 400 JSON with the reason in Japanese (docs/api.md "Errors"); a
 * well-formed body of the wrong shape stays the 422 of its fields. Never a 500, never a stack trace in the
 * log.
 */
import { beforeAll, describe, expect, spyOn, test } from "bun:test";
import { sql } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let visitor: RestClient;
let member: RestClient;
beforeAll(async () => {
  ({ app, deps } = await testApp());
  visitor = new RestClient(app);
  await visitor.csrf();
  member = new RestClient(app);
  const account = await createMember(deps.db);
  expect((await member.login(account.email, FACTORY_PASSWORD)).status).toBe(200);
});

/** console.error lines written while `run` runs. */
async function loggedLines(run: () => Promise<void>): Promise<string[]> {
  const spy = spyOn(console, "error").mockImplementation(() => {});
  try {
    await run();
    return spy.mock.calls.map((call) => call.map(String).join(" "));
  } finally {
    spy.mockRestore();
  }
}

/** A raw POST with `client`'s cookies, its X-XSRF-TOKEN unless `xsrf` is false, and `body` exactly as given. */
function rawPost(
  client: RestClient,
  path: string,
  type: string,
  body: string,
  options: { xsrf?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  const session = client.cookie("tasukeai_session") ?? "";
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": type,
    Cookie: `tasukeai_session=${encodeURIComponent(session)}`,
    ...options.headers,
  };
  if (options.xsrf !== false) headers["X-XSRF-TOKEN"] = client.cookie("XSRF-TOKEN") ?? "";
  return Promise.resolve(app.request(`http://localhost:3000${path}`, { method: "POST", headers, body }));
}

const GARBAGE: { name: string; type: string; body: string }[] = [
  { name: "multipart without parts", type: "multipart/form-data; boundary=zzz", body: "garbage" },
  { name: "multipart without a boundary", type: "multipart/form-data", body: "garbage" },
  {
    name: "multipart cut short",
    type: "multipart/form-data; boundary=zzz",
    body: '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc',
  },
  { name: "JSON syntax error", type: "application/json", body: '{"email": "a@b.jp",' },
];

describe("an unreadable body without a CSRF token", () => {
  test("is 419 on /api and /trpc, nothing logged", async () => {
    const lines = await loggedLines(async () => {
      for (const { type, body } of GARBAGE) {
        for (const path of ["/api/posts", "/api/auth/login", "/api/contact", "/trpc/posts.create"]) {
          const response = await app.request(`http://localhost:3000${path}`, {
            method: "POST",
            headers: { "Content-Type": type, Accept: "application/json" },
            body,
          });
          expect({ path, type, status: response.status }).toEqual({ path, type, status: 419 });
          expect(await response.json()).toEqual({ message: "CSRF token mismatch.", code: "csrf_mismatch" });
        }
      }
    });
    expect(lines).toEqual([]);
  });

  test("with a session cookie but no token header, the form's `_token` cannot be read: 419", async () => {
    const response = await rawPost(
      visitor,
      "/api/auth/login",
      "multipart/form-data; boundary=zzz",
      "garbage",
      {
        xsrf: false,
      },
    );
    expect(response.status).toBe(419);
  });
});

describe("an unreadable body with a valid CSRF token", () => {
  test("is a 400 JSON in Japanese on routes that read it, for a visitor and a member; nothing logged", async () => {
    const lines = await loggedLines(async () => {
      for (const { name, type, body } of GARBAGE) {
        for (const [client, path] of [
          [visitor, "/api/auth/login"],
          [visitor, "/api/contact"],
          [member, "/api/posts"],
          [member, "/api/comments"],
          [member, "/api/profile"],
        ] as const) {
          // The contact limit counts every attempt from an address before the body is read, and other files of
          // this process send contact calls from the same test address: start each from an empty bucket.
          if (path === "/api/contact")
            await deps.db.execute(sql`delete from rate_limit_buckets where key like 'contact:%'`);
          const response = await rawPost(client, path, type, body);
          expect({ name, path, status: response.status }).toEqual({ name, path, status: 400 });
          expect(response.headers.get("content-type")).toContain("application/json");
          expect(await response.json()).toEqual({
            message: copy.errors.malformedBody,
            code: "malformed_body",
          });
        }
      }
    });
    expect(lines).toEqual([]);
  });

  test("a route whose path carries its whole input reads no body: an unreadable one is ignored", async () => {
    const target = await createMember(deps.db);
    for (const { name, type, body } of GARBAGE) {
      const response = await rawPost(member, `/api/blocks/${target.id}`, type, body);
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
      expect(await response.json()).toEqual({ data: { user_id: target.id, is_blocked: true } });
    }
  });

  test("a spoofed method with an unreadable body is routed as the POST it is, and still 400s", async () => {
    const response = await rawPost(member, "/api/profile", "multipart/form-data; boundary=zzz", "garbage", {
      headers: { "X-HTTP-Method-Override": "PATCH" },
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  test("over tRPC it is a 4xx, not a 500", async () => {
    const lines = await loggedLines(async () => {
      for (const { type, body } of GARBAGE) {
        const response = await rawPost(member, "/trpc/posts.create", type, body);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    });
    expect(lines).toEqual([]);
  });

  test("an urlencoded body is always readable: broken escapes are fields with odd values, a 422 of the fields", async () => {
    const response = await rawPost(
      visitor,
      "/api/auth/login",
      "application/x-www-form-urlencoded",
      "%zz&&==&email=%E3%81",
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain("email");
  });

  test("an empty body is an empty form (the fields' 422), as before", async () => {
    for (const type of [
      "application/json",
      "multipart/form-data; boundary=zzz",
      "application/x-www-form-urlencoded",
    ]) {
      const response = await rawPost(visitor, "/api/auth/login", type, "");
      expect({ type, status: response.status }).toEqual({ type, status: 422 });
    }
  });
});
