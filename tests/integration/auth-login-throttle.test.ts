/**
 * Login throttle (docs/product.md §9 Rate limits, docs/api.md "Rate limits"): 5 failures a minute per
 * lower-cased e-mail and IP, then 429 in Laravel's shape until the window ends — even with the right
 * password; kept in rate_limit_buckets.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { createApp } from "../../src/server/app.ts";
import type { Database } from "../../src/server/db/client.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { loginThrottleKey } from "../../src/server/domains/accounts/accounts.service.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let db: Database;

beforeAll(async () => {
  const shared = await testApp();
  db = shared.deps.db;
  // The client IP comes from a test header, so one test can play several addresses.
  app = createApp(shared.deps, { clientIp: (request) => request.headers.get("x-test-ip") ?? undefined });
}, 60_000);

function clientAt(ip: string): RestClient {
  return new RestClient(app, { "X-Test-IP": ip });
}

async function attempt(client: RestClient, email: string, password: string) {
  await client.csrf();
  return client.post("/api/auth/login", { email, password });
}

describe("POST /api/auth/login throttle", () => {
  test("the 6th attempt within a minute is refused with 429, Retry-After and X-RateLimit-*", async () => {
    const member = await createMember(db);
    const client = clientAt("203.0.113.10");
    for (let i = 0; i < 5; i++) {
      const wrong = await attempt(client, member.email, "wrong-password");
      expect(wrong.status).toBe(422);
    }
    const locked = await attempt(client, member.email.toUpperCase(), FACTORY_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: "Too Many Attempts." });
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(locked.headers.get("x-ratelimit-limit")).toBe("5");
    expect(locked.headers.get("x-ratelimit-remaining")).toBe("0");

    // Kept in PostgreSQL, under the lower-cased e-mail and the IP.
    const rows = await queryRows<{ count: number }>(
      db,
      sql`select count from rate_limit_buckets where key = ${loginThrottleKey(member.email, "203.0.113.10")}`,
    );
    expect(Number(rows[0]?.count)).toBe(5);

    // Another IP is not locked out; the tRPC transport shares the same lock.
    expect((await attempt(clientAt("203.0.113.11"), member.email, FACTORY_PASSWORD)).status).toBe(200);
    await client.csrf();
    const viaTrpc = await client.post("/trpc/accounts.login", {
      email: member.email,
      password: FACTORY_PASSWORD,
    });
    expect(viaTrpc.status).toBe(429);

    // When the window has passed, the right password works again.
    await queryRows(
      db,
      sql`update rate_limit_buckets set reset_at = now() - interval '1 second'
          where key = ${loginThrottleKey(member.email, "203.0.113.10")}`,
    );
    expect((await attempt(client, member.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  test("a successful login clears the failures", async () => {
    const member = await createMember(db);
    const client = clientAt("203.0.113.20");
    for (let i = 0; i < 4; i++) expect((await attempt(client, member.email, "nope-nope")).status).toBe(422);
    expect((await attempt(client, member.email, FACTORY_PASSWORD)).status).toBe(200);
    await client.post("/api/auth/logout");
    for (let i = 0; i < 4; i++) expect((await attempt(client, member.email, "nope-nope")).status).toBe(422);
    expect((await attempt(client, member.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  test("unknown addresses are throttled alike (no hint whether an account exists)", async () => {
    const client = clientAt("203.0.113.30");
    const email = "nobody-here@example.test";
    for (let i = 0; i < 5; i++) expect((await attempt(client, email, "whatever-1")).status).toBe(422);
    expect((await attempt(client, email, "whatever-1")).status).toBe(429);
  });
});
