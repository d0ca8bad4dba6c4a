/**
 * Smaller edge rules (src/server/http/security-headers.ts): framing is refused the same way by both headers
 * (X-Frame-Options DENY, CSP frame-ancestors 'none'); Strict-Transport-Security only when the board is served
 * over https (APP_URL); a REST page number too large to be a page means page 1 (docs/api.md "Answers"), while a
 * typed tRPC number is still checked; the listening address comes from HOST (src/server/env.ts).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { EnvError, loadEnv } from "../../src/server/env.ts";
import { callerFor } from "../support/caller.ts";
import { type TestApp, testApp, testEnv } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testApp());
});

const PATHS = ["/", "/api/regions", "/api/nope", "/trpc/catalog.regions", "/storage/nope.png"];

describe("framing", () => {
  test("X-Frame-Options and frame-ancestors agree: DENY and 'none', on pages, API, tRPC and files", async () => {
    for (const path of PATHS) {
      const response = await app.request(`http://localhost:3000${path}`);
      expect({ path, xfo: response.headers.get("x-frame-options") }).toEqual({ path, xfo: "DENY" });
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});

describe("Strict-Transport-Security", () => {
  test("is not sent when the board is served over plain http (APP_URL http://…)", async () => {
    for (const path of PATHS) {
      const response = await app.request(`http://localhost:3000${path}`);
      expect({ path, hsts: response.headers.get("strict-transport-security") }).toEqual({ path, hsts: null });
    }
  });

  test("is sent on every answer when APP_URL is https (a TLS proxy in front forwards plain http)", async () => {
    const env = testEnv({ APP_URL: "https://tasukeai.example.jp" });
    const httpsApp = createApp({ db: deps.db, env });
    for (const path of PATHS) {
      const response = await httpsApp.request(`http://localhost:3000${path}`);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
    // The plain-http app still sends none: the two instances do not share their header list.
    const again = await app.request("http://localhost:3000/");
    expect(again.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("page numbers", () => {
  const HUGE = "99999999999999999999";

  test("a REST page too large to be a number means page 1, like any other unusable page", async () => {
    for (const path of ["/api/posts", "/api/public-messages", "/api/category/moving-furniture/posts"]) {
      for (const page of [HUGE, "1e400", "9007199254740993"]) {
        const response = await app.request(`http://localhost:3000${path}?page=${page}`);
        expect({ path, page, status: response.status }).toEqual({ path, page, status: 200 });
        const body = (await response.json()) as { meta: { current_page: number } };
        expect(body.meta.current_page).toBe(1);
      }
    }
  });

  test("a large page that is still a whole number is that page (empty), as before", async () => {
    const response = await app.request("http://localhost:3000/api/posts?page=99999999999");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[]; meta: { current_page: number } };
    expect(body.data).toEqual([]);
    expect(body.meta.current_page).toBe(99999999999);
  });

  test("a typed tRPC page is still checked: a number that is no safe integer is a 422", async () => {
    await expect(callerFor(deps, null).posts.list({ page: 1e20 })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    const list = await callerFor(deps, null).posts.list({ page: 1 });
    expect(list.meta.current_page).toBe(1);
  });
});

describe("HOST", () => {
  const base = { APP_KEY: "test-app-key-test-app-key-test-app-key-0123", DATA_DIR: tmpdir() };

  test("defaults to the loopback address; HOST=0.0.0.0 (containers) or an IPv6 address is taken as given", () => {
    expect(loadEnv(base).host).toBe("127.0.0.1");
    expect(loadEnv({ ...base, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadEnv({ ...base, HOST: "::" }).host).toBe("::");
    expect(loadEnv({ ...base, HOST: "localhost" }).host).toBe("localhost");
    expect(loadEnv({ ...base, HOST: "" }).host).toBe("127.0.0.1");
  });

  test("a value that is no address or host name stops the server with a message naming HOST", () => {
    for (const bad of ["http://0.0.0.0", "0.0.0.0:3000", "a b"]) {
      expect(() => loadEnv({ ...base, HOST: bad })).toThrow(EnvError);
      expect(() => loadEnv({ ...base, HOST: bad })).toThrow(/HOST/);
    }
  });
});
