/**
 * Login throttle (docs/product.md §9 Rate limits, docs/api.md "Rate limits"): 5 failures a minute per
 * lower-cased e-mail and IP, then 429 in Laravel's shape until the window ends — even with the right
 * password; kept in rate_limit_buckets. Each attempt reserves its password check before it runs
 * (docs/product.md §9 Rate limits): parallel attempts get at most 5 checks, counted on Bun.password.verify.
 */
import { beforeAll, describe, expect, spyOn, test } from "bun:test";
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
    expect(await locked.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
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

describe("parallel login attempts (the attempt is reserved before the password check)", () => {
  test("40 parallel attempts, the right password last: at most 5 password checks, none signs in", async () => {
    const member = await createMember(db);
    const ip = "203.0.113.40";
    // Each attempt has its own visitor session and XSRF token, as 40 browsers would.
    const clients = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const client = clientAt(ip);
        await client.csrf();
        return client;
      }),
    );
    const checks = spyOn(Bun.password, "verify");
    try {
      const answers = await Promise.all(
        clients.map((client, i) =>
          client.post("/api/auth/login", {
            email: member.email,
            password: i === clients.length - 1 ? FACTORY_PASSWORD : `wrong-guess-${i}`,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // Every password check answers 422 or 200; everything else was refused before any check.
      expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 422 || status === 200).length).toBe(
        checks.mock.calls.length,
      );
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
      // The right password signs in only if it was one of those (at most 5) checks — never after 5 wrong
      // ones. Sent last, it is not one of them here (on one PGlite connection the attempts arrive in order).
      const rightChecked = checks.mock.calls.some(([password]) => password === FACTORY_PASSWORD);
      expect(statuses.filter((status) => status === 200).length).toBe(rightChecked ? 1 : 0);
      if (!process.env.TEST_DATABASE_URL) expect(rightChecked).toBe(false);
      const last = answers[clients.length - 1];
      if (!rightChecked) {
        expect(last?.status).toBe(429);
        expect(await last?.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
        expect(last?.headers.get("x-ratelimit-limit")).toBe("5");
        expect(last?.headers.get("x-ratelimit-remaining")).toBe("0");
        expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    } finally {
      checks.mockRestore();
    }
  });

  test("120 parallel wrong guesses for one account: 5 answered 422, the rest 429", async () => {
    const member = await createMember(db);
    const clients = await Promise.all(
      Array.from({ length: 120 }, async () => {
        const client = clientAt("203.0.113.41");
        await client.csrf();
        return client;
      }),
    );
    const checks = spyOn(Bun.password, "verify");
    try {
      const statuses = await Promise.all(
        clients.map((client, i) =>
          client.post("/api/auth/login", { email: member.email, password: `guess-${i}-wrong` }),
        ),
      ).then((answers) => answers.map((answer) => answer.status));
      expect(checks.mock.calls.length).toBe(5);
      expect(statuses.filter((status) => status === 422).length).toBe(5);
      expect(statuses.filter((status) => status === 429).length).toBe(115);
    } finally {
      checks.mockRestore();
    }
  });
});
