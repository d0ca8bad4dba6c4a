import { describe, expect, test } from "bun:test";
import { issueCsrfToken, verifyCsrfToken } from "../../src/server/auth/csrf.ts";
import { generateSessionToken, sessionIdFromToken } from "../../src/server/auth/sessions.ts";
import { EnvError, loadEnv } from "../../src/server/env.ts";
import { laravelPage, laravelPageNumbers } from "../../src/server/http/laravel.ts";

describe("CSRF tokens", () => {
  const key = "k".repeat(40);
  test("verify only for the session they were issued for", () => {
    const session = generateSessionToken();
    const token = issueCsrfToken(key, session);
    expect(verifyCsrfToken(key, session, token)).toBe(true);
    expect(verifyCsrfToken(key, generateSessionToken(), token)).toBe(false);
    expect(verifyCsrfToken("x".repeat(40), session, token)).toBe(false);
    expect(verifyCsrfToken(key, session, `${token}x`)).toBe(false);
    expect(verifyCsrfToken(key, session, "garbage")).toBe(false);
  });
});

describe("sessions", () => {
  test("the stored id is the hex SHA-256 of the token, never the token", () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(sessionIdFromToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdFromToken(token)).not.toContain(token);
  });
});

describe("env", () => {
  test("a wrong value stops with a message naming the variable", () => {
    expect(() => loadEnv({ PORT: "abc", APP_KEY: "k".repeat(40) })).toThrow(EnvError);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x", APP_KEY: "k".repeat(40) })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ APP_KEY: "short" })).toThrow(/APP_KEY/);
  });

  test("defaults: port 3000, embedded database, APP_URL from the port", () => {
    const env = loadEnv({ APP_KEY: "k".repeat(40), DATA_DIR: "/tmp/tasukeai-env-test" });
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.appUrl).toBe("http://localhost:3000");
  });

  test("REGISTRATION_MAX_PER_HOUR: 30 unless set, a whole number of at least 1", () => {
    const key = { APP_KEY: "k".repeat(40), DATA_DIR: "/tmp/tasukeai-env-test" };
    expect(loadEnv(key).registrationMaxPerHour).toBe(30);
    expect(loadEnv({ ...key, REGISTRATION_MAX_PER_HOUR: "200" }).registrationMaxPerHour).toBe(200);
    expect(() => loadEnv({ ...key, REGISTRATION_MAX_PER_HOUR: "0" })).toThrow(/REGISTRATION_MAX_PER_HOUR/);
  });

  test("the database and job-queue settings are read here too (env.ts is the only reader of process.env)", () => {
    const key = { APP_KEY: "k".repeat(40), DATA_DIR: "/tmp/tasukeai-env-test" };
    const defaults = loadEnv(key);
    expect(defaults.statementTimeoutMs).toBe(3000);
    expect(defaults.preparedStatements).toBe(true);
    expect(defaults.jobs).toEqual({ sendExpireSeconds: 60, superviseSeconds: 10 });
    const set = loadEnv({
      ...key,
      STATEMENT_TIMEOUT_MS: "0",
      DB_PREPARED_STATEMENTS: "off",
      JOB_SEND_EXPIRE_SECONDS: "4",
      JOB_SUPERVISE_SECONDS: "1",
    });
    expect(set.statementTimeoutMs).toBe(0);
    expect(set.preparedStatements).toBe(false);
    expect(set.jobs).toEqual({ sendExpireSeconds: 4, superviseSeconds: 1 });
    // Before, `Number("soon")` made NaN and the server started with it.
    expect(() => loadEnv({ ...key, STATEMENT_TIMEOUT_MS: "soon" })).toThrow(/STATEMENT_TIMEOUT_MS/);
    expect(() => loadEnv({ ...key, JOB_SUPERVISE_SECONDS: "0" })).toThrow(/JOB_SUPERVISE_SECONDS/);
    expect(() => loadEnv({ ...key, DB_PREPARED_STATEMENTS: "no" })).toThrow(/DB_PREPARED_STATEMENTS/);
  });
});

describe("Laravel page links", () => {
  test("all pages below 14, else windows with separators", () => {
    expect(laravelPageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(laravelPageNumbers(10, 20)).toEqual([1, 2, "...", 7, 8, 9, 10, 11, 12, 13, "...", 19, 20]);
  });

  test("page URLs keep the other query parameters, encoded, with page last", () => {
    const meta = { current_page: 2, last_page: 3, per_page: 15, from: 16, to: 30, total: 40 };
    const answer = laravelPage(
      [],
      meta,
      "http://localhost:3000/api/posts?page=2&keyword=%E7%8A%AC+%E6%95%A3%E6%AD%A9&tags[]=a&tags[]=b&page=9&x=1%262",
    );
    const rest = "keyword=%E7%8A%AC+%E6%95%A3%E6%AD%A9&tags%5B%5D=a&tags%5B%5D=b&x=1%262";
    expect(answer.links).toEqual({
      first: `http://localhost:3000/api/posts?${rest}&page=1`,
      last: `http://localhost:3000/api/posts?${rest}&page=3`,
      prev: `http://localhost:3000/api/posts?${rest}&page=1`,
      next: `http://localhost:3000/api/posts?${rest}&page=3`,
    });
    expect(answer.meta.links.map((link) => link.url)).toEqual([
      `http://localhost:3000/api/posts?${rest}&page=1`,
      `http://localhost:3000/api/posts?${rest}&page=1`,
      `http://localhost:3000/api/posts?${rest}&page=2`,
      `http://localhost:3000/api/posts?${rest}&page=3`,
      `http://localhost:3000/api/posts?${rest}&page=3`,
    ]);
    expect(answer.meta.path).toBe("http://localhost:3000/api/posts");
    const plain = laravelPage([], { ...meta, current_page: 1 }, "http://localhost:3000/api/posts");
    expect(plain.links.next).toBe("http://localhost:3000/api/posts?page=2");
    expect(plain.links.prev).toBeNull();
  });
});
