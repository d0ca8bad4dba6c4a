/**
 * The app over the shared test database, and a cookie-keeping REST client that follows the Sanctum flow
 * (GET /sanctum/csrf-cookie, then X-XSRF-TOKEN on unsafe calls) through `app.request()`.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { registrationThrottleKey } from "../../src/server/domains/accounts/accounts.service.ts";
import { verificationLink } from "../../src/server/domains/accounts/email-verification.service.ts";
import { reportAddressKey } from "../../src/server/domains/safety/reports.service.ts";
import { loadEnv } from "../../src/server/env.ts";
import { clearRateLimit } from "../../src/server/limits/rate-limit.ts";
import { testDatabase } from "./test-db.ts";

export type TestApp = ReturnType<typeof createApp>;

/** The client address of every request through `app.request()` (no socket: http/session.ts's fallback). */
export const LOCAL_ADDRESS = "127.0.0.1";

let shared: Promise<{ app: TestApp; deps: AppDeps }> | undefined;

/**
 * The environment of a test app: a fixed app key, a fresh data folder, http://localhost:3000, NODE_ENV=test, plus
 * `extra` (e.g. CORS_ORIGINS, DATABASE_URL).
 */
export function testEnv(extra: Record<string, string> = {}) {
  return loadEnv({
    APP_KEY: "test-app-key-test-app-key-test-app-key-0123",
    DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-test-")),
    APP_URL: "http://localhost:3000",
    NODE_ENV: "test",
    ...extra,
  });
}

/** The app and its dependencies (one per test process). */
export function testApp(): Promise<{ app: TestApp; deps: AppDeps }> {
  shared ??= (async () => {
    const handle = await testDatabase();
    const env = testEnv();
    const deps = { db: handle.db, env };
    return { app: createApp(deps), deps };
  })();
  return shared;
}

/** A browser-like client: keeps cookies, sends the XSRF header on unsafe methods unless told not to. */
export class RestClient {
  private readonly cookies = new Map<string, string>();

  /** `headers` are sent with every request (e.g. a test client IP header). */
  constructor(
    private readonly app: TestApp,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** The current value of a cookie. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** GET /sanctum/csrf-cookie. */
  async csrf(): Promise<Response> {
    return this.request("GET", "/sanctum/csrf-cookie");
  }

  /** Sends a request; `body` as JSON unless it is FormData. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      ...this.defaultHeaders,
      ...options.headers,
    };
    if (this.cookies.size > 0)
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (options.xsrf !== false && xsrf && !["GET", "HEAD"].includes(method)) headers["X-XSRF-TOKEN"] = xsrf;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await this.app.request(`http://localhost:3000${path}`, {
      method,
      headers,
      body: payload,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      this.cookies.set(pair.slice(0, index), decodeURIComponent(pair.slice(index + 1)));
    }
    return response;
  }

  get(path: string) {
    return this.request("GET", path);
  }

  post(path: string, body?: unknown, options?: { xsrf?: boolean; headers?: Record<string, string> }) {
    return this.request("POST", path, body, options);
  }

  /**
   * Registers a new member through the REST API and stays signed in. The suite registers dozens of members from
   * one address (127.0.0.1) within minutes, so this clears that address's registration bucket first
   * (bookkeeping); the per-address limit itself is tested from addresses of its own (accounts-register.test.ts).
   */
  async register(email: string, password = "password-1234", name = "テスト 太郎"): Promise<Response> {
    const { deps } = await testApp();
    await clearRateLimit(deps.db, registrationThrottleKey(LOCAL_ADDRESS));
    if (!this.cookies.has("XSRF-TOKEN")) await this.csrf();
    return this.post("/api/auth/register", { name, email, password, password_confirmation: password });
  }

  /**
   * Verifies the signed-in member's e-mail the way the mail link does: builds the signed link of
   * docs/api.md for the current user and opens GET /api/email/verify/{id}/{hash}.
   */
  async verifyEmail(): Promise<Response> {
    const me = await this.get("/api/auth/me");
    if (me.status !== 200) throw new Error(`verifyEmail needs a signed-in member (me answered ${me.status})`);
    const { data } = (await me.json()) as { data: { id: number; email: string } };
    const { deps } = await testApp();
    const link = verificationLink(deps.env, data.id, data.email);
    const path = `${link.apiUrl.slice(deps.env.appUrl.length)}&signature=${link.signature}`;
    const response = await this.get(path);
    if (response.status !== 200) throw new Error(`verification answered ${response.status}`);
    return response;
  }

  /** Logs in through the REST API. */
  async login(email: string, password: string): Promise<Response> {
    if (!this.cookies.has("XSRF-TOKEN")) await this.csrf();
    return this.post("/api/auth/login", { email, password });
  }
}

/**
 * Empties the per-address report bucket of LOCAL_ADDRESS (docs/product.md §9 Rate limits: 30 reports an hour per
 * address). The suite reports dozens of times from that one address within minutes — every `app.request()` and
 * test caller — so files that report clear it first (bookkeeping); the limit itself is tested from addresses of
 * its own (trust-reporters.test.ts).
 */
export async function clearLocalReportLimit(): Promise<void> {
  const { deps } = await testApp();
  await clearRateLimit(deps.db, reportAddressKey(LOCAL_ADDRESS));
}

let counter = 0;
/** A unique e-mail address for a test. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}
