/**
 * The metrics' label values are bounded and carry no subject (docs/operations.md "Metrics"): a request's route is
 * its pattern or its procedures, a rate limit's name is its bucket key without the member, address or e-mail; and
 * METRICS_ALLOWED / METRICS_TOKEN are read as documented.
 */
import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EnvError, loadEnv } from "../../src/server/env.ts";
import { metricRoutes } from "../../src/server/http/request-log.ts";
import { rateLimitNameOf } from "../../src/server/limits/rate-limit.ts";
import { appRouter } from "../../src/server/trpc/root.ts";

describe("metricRouteOf", () => {
  // A namer of the test's own: the process's one has met every other test file's batches (bun runs them in one
  // process).
  const metricRouteOf = metricRoutes();

  test("a REST route is its pattern without the parameters' rules; no route is (unmatched)", () => {
    expect(metricRouteOf("/api/posts/42", "/api/posts/:id{[0-9]+}")).toBe("/api/posts/:id");
    expect(metricRouteOf("/api/nothing/7", "/api/*")).toBe("/api/*");
    expect(metricRouteOf("/somewhere", "")).toBe("(unmatched)");
  });

  test("a tRPC route names its procedures sorted and once; unknown names are (unknown)", () => {
    expect(metricRouteOf("/trpc/posts.list,catalog.categories,posts.list", "/trpc/*")).toBe(
      "/trpc/catalog.categories,posts.list",
    );
    expect(metricRouteOf("/trpc/posts.list%2Csomeone%40example.com", "/trpc/*")).toBe(
      "/trpc/(unknown),posts.list",
    );
    expect(metricRouteOf("/trpc/%E0%A4%A", "/trpc/*")).toBe("/trpc/(unknown)");
  });

  test("past 200 distinct batches, new ones are /trpc/(other)", () => {
    // 30 procedures: 30 single calls and 435 pairs, more batches than the bound.
    const names = Object.keys(appRouter._def.procedures).slice(0, 30);
    const fresh = metricRoutes();
    const seen = new Set<string>();
    for (const first of names)
      for (const second of names) seen.add(fresh(`/trpc/${first},${second}`, "/trpc/*"));
    expect(seen.has("/trpc/(other)")).toBe(true);
    // At most 200 batches, then one more value, (other).
    expect(seen.size).toBe(201);
  });
});

describe("rateLimitNameOf", () => {
  test("the bucket's name, without the member, address or e-mail", () => {
    expect(rateLimitNameOf("posts:42")).toBe("posts");
    expect(rateLimitNameOf("login:someone@example.com|10.0.0.1")).toBe("login");
    expect(rateLimitNameOf("register:::1")).toBe("register");
    expect(rateLimitNameOf("register:fe80::1")).toBe("register");
    expect(rateLimitNameOf("messages:hour:42")).toBe("messages:hour");
    expect(rateLimitNameOf("messages:minute:42")).toBe("messages:minute");
    expect(rateLimitNameOf("password-check:42|10.0.0.1")).toBe("password-check");
    expect(rateLimitNameOf("Weird Key:1")).toBe("(other)");
  });
});

describe("METRICS_ALLOWED and METRICS_TOKEN", () => {
  const base = {
    APP_KEY: "unit-test-app-key-unit-test-app-key-0123",
    DATA_DIR: mkdtempSync(join(tmpdir(), "m-")),
  };

  test("unset: this machine, no token; empty: no address", () => {
    expect(loadEnv(base).metrics).toEqual({ allowed: ["127.0.0.1", "::1"], token: undefined });
    expect(loadEnv({ ...base, METRICS_ALLOWED: "", METRICS_TOKEN: "" }).metrics).toEqual({
      allowed: [],
      token: undefined,
    });
    expect(
      loadEnv({ ...base, METRICS_ALLOWED: "10.0.0.0/8, fd00::/8", METRICS_TOKEN: "a-token-of-16-chars" })
        .metrics,
    ).toEqual({ allowed: ["10.0.0.0/8", "fd00::/8"], token: "a-token-of-16-chars" });
  });

  test("a wrong value stops the server naming the variable", () => {
    expect(() => loadEnv({ ...base, METRICS_ALLOWED: "prometheus.internal" })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, METRICS_ALLOWED: "prometheus.internal" })).toThrow(/METRICS_ALLOWED/);
    expect(() => loadEnv({ ...base, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadEnv({ ...base, METRICS_TOKEN: "has a space in the token" })).toThrow(/METRICS_TOKEN/);
  });
});
