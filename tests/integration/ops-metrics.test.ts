/**
 * Metrics (docs/operations.md "Metrics"): the real server process on a fresh PostgreSQL database of its own
 * (127.0.0.1:5432, `tasukeai_ops_metrics_*`) with a real SMTP server, scraped over HTTP at GET /metrics. Requests
 * of every kind (lists, a request's page, 404s, tRPC batches and garbage, a rate-limited login, a live stream, a
 * registration whose mail is sent, then one whose mail fails) move the families they should, under route patterns
 * and bounded names only — never an id, an e-mail or a query. Only an allowed address or the bearer token reads the
 * endpoint; anyone else gets what an unknown path gets. With the database gone a scrape still answers at once.
 * The alert rules (deploy/prometheus/alerts.yml) pass `promtool check rules` and their unit tests, and name only
 * metrics the board exports (or node_exporter's). Server port 3440.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { APP_QUEUES } from "../../src/server/jobs/queue.ts";
import { CookieJar } from "../support/cookie-jar.ts";
import { SmtpMailbox } from "../support/mailbox.ts";
import { signedUpMember } from "../support/request-mix.ts";
import { ADMIN_DATABASE_URL, createScratchDatabase } from "../support/scale-cluster.ts";
import { listening, type ServerProcess, startServer } from "../support/server-process.ts";

const PORT = 3440;
const TOKEN = "metrics-test-token-0123456789abcdef";
const ROOT = resolve(import.meta.dir, "../..");
const SPA_PAGE = "<!doctype html><title>spa</title>";

let scratch: { url: string; drop(): Promise<void> };
let mailbox: SmtpMailbox;
let server: ServerProcess;
let base: string;
let sql: postgres.Sql;

/** One sample of the text format: `name{label="value",…} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A scrape, parsed: every sample, and each family's type from its `# TYPE` line. */
interface Scrape {
  text: string;
  samples: Sample[];
  types: Map<string, string>;
}

/** Parses Prometheus's text format (0.0.4) as prom-client writes it. */
function parse(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line.startsWith("# TYPE ")) {
      const [, , name = "", type = ""] = line.split(" ");
      types.set(name, type);
      continue;
    }
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] as string] = (pair[2] as string).replace(/\\(.)/g, (_, c: string) =>
        c === "n" ? "\n" : c,
      );
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return { text, samples, types };
}

/** The value of `name` whose labels include `labels` (summed over the rest), 0 when there is none. */
function sampleValue(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  return scrape.samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** GET /metrics from this machine (an allowed address). */
async function scrape(headers: Record<string, string> = {}): Promise<Scrape> {
  const response = await fetch(`${base}/metrics`, { headers, signal: AbortSignal.timeout(5000) });
  expect(response.status).toBe(200);
  return parse(await response.text());
}

/** Scrapes until `check` holds (the server is another process: there is no event to await), at most 20 s. */
async function scrapeUntil(what: string, check: (scrape: Scrape) => boolean): Promise<Scrape> {
  const deadline = performance.now() + 20_000;
  let last = await scrape();
  while (!check(last)) {
    if (performance.now() > deadline) throw new Error(`${what}: not within 20 s\n${last.text}`);
    await Bun.sleep(100);
    last = await scrape();
  }
  return last;
}

function get(path: string, cookies?: CookieJar): Promise<Response> {
  return fetch(`${base}${path}`, {
    headers: { Accept: "application/json", ...(cookies ? { Cookie: cookies.header } : {}) },
    signal: AbortSignal.timeout(10_000),
  });
}

/** Creates a public request as `cookies`' member (POST /api/posts); returns its id. */
async function createPost(cookies: CookieJar, title: string): Promise<number> {
  const [category] = await sql<{ id: number }[]>`select id from categories order by id limit 1`;
  const [region] = await sql<{ id: number }[]>`select id from regions order by id limit 1`;
  const created = await fetch(`${base}/api/posts`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      Cookie: cookies.header,
      "X-XSRF-TOKEN": cookies.xsrf,
    },
    body: JSON.stringify({
      title,
      body: "計測の確認のための依頼です。",
      category_id: category?.id,
      region_id: region?.id,
      is_public: 1,
    }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  scratch = await createScratchDatabase("tasukeai_ops_metrics");
  mailbox = await SmtpMailbox.start();
  const clientDir = mkdtempSync(join(tmpdir(), "tasukeai-metrics-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), SPA_PAGE);
  server = startServer(PORT, {
    DATABASE_URL: scratch.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-metrics-")),
    CLIENT_DIR: clientDir,
    APP_URL: `http://127.0.0.1:${PORT}`,
    SMTP_URL: mailbox.url,
    METRICS_TOKEN: TOKEN,
    // This machine is the proxy: X-Forwarded-For then names the client
    // (docs/operations.md "Trusted proxies and the client address").
    TRUSTED_PROXIES: "127.0.0.1",
    DB_CONNECT_TIMEOUT_MS: "1000",
  });
  base = server.url;
  await listening(server);
  sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
}, 60_000);

afterAll(async () => {
  server?.kill();
  await server?.exited;
  await sql?.end({ timeout: 1 });
  await mailbox?.close();
  await scratch?.drop();
});

describe("GET /metrics", () => {
  let email: string;
  let postId: number;

  test("requests are counted by route pattern, method and status; tRPC by its procedures, sorted", async () => {
    email = `metrics-${Date.now()}@example.test`;
    const member = await signedUpMember(base, email, "計測 確認");
    await sql`update users set email_verified_at = now() where id = ${member.id}`;
    postId = await createPost(member.cookies, "計測の確認");
    const before = await scrape();

    expect((await get("/api/posts?keyword=%E7%A7%98%E5%AF%86&page=1")).status).toBe(200);
    expect((await get(`/api/posts/${postId}`)).status).toBe(200);
    expect((await get("/api/posts/987654321")).status).toBe(404);
    expect((await get("/api/no-such-thing/12345")).status).toBe(404);
    const list = encodeURIComponent(JSON.stringify({ 0: { page: 1 }, 1: {} }));
    expect((await get(`/trpc/posts.list,catalog.categories?batch=1&input=${list}`)).status).toBeLessThan(500);
    await get(`/trpc/${encodeURIComponent(`posts.byId,${email},12345`)}?batch=1`);
    await get("/trpc/no.such.procedure");

    const after = await scrape();
    const moved = (labels: Record<string, string>) =>
      sampleValue(after, "http_requests_total", labels) - sampleValue(before, "http_requests_total", labels);
    expect(moved({ route: "/api/posts", method: "GET", status: "200" })).toBe(1);
    expect(moved({ route: "/api/posts/:id", method: "GET", status: "200" })).toBe(1);
    expect(moved({ route: "/api/posts/:id", method: "GET", status: "404" })).toBe(1);
    expect(moved({ status: "404" })).toBeGreaterThanOrEqual(2);
    expect(moved({ route: "/trpc/catalog.categories,posts.list", method: "GET" })).toBe(1);
    expect(moved({ route: "/trpc/(unknown),posts.byId" })).toBe(1);
    expect(moved({ route: "/trpc/(unknown)" })).toBe(1);

    // The histogram: its buckets, sum and count per series.
    expect(after.types.get("http_request_duration_seconds")).toBe("histogram");
    const timed = { route: "/api/posts/:id", method: "GET", status: "200" };
    expect(sampleValue(after, "http_request_duration_seconds_count", timed)).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, "http_request_duration_seconds_sum", timed)).toBeGreaterThan(0);
    expect(sampleValue(after, "http_request_duration_seconds_bucket", { ...timed, le: "+Inf" })).toBe(
      sampleValue(after, "http_request_duration_seconds_count", timed),
    );

    // No label value carries an id path, an e-mail, a query or a person's text.
    for (const sample of after.samples) {
      for (const value of Object.values(sample.labels)) {
        expect(value).not.toMatch(/\/\d+(\/|$)|@|\?|秘密|12345/);
      }
    }
    expect(after.text).not.toContain(email);
    expect(after.text).not.toContain(`/api/posts/${postId}`);
  });

  test("a rate-limited login is counted by its limit's name, without the e-mail or address", async () => {
    const cookies = new CookieJar();
    cookies.take(await fetch(`${base}/sanctum/csrf-cookie`));
    const before = await scrape();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          Cookie: cookies.header,
          "X-XSRF-TOKEN": cookies.xsrf,
        },
        body: JSON.stringify({ email: "locked-out@example.test", password: "wrong-password-1" }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const after = await scrape();
    expect(after.types.get("rate_limit_refusals_total")).toBe("counter");
    expect(
      sampleValue(after, "rate_limit_refusals_total", { limit: "login" }) -
        sampleValue(before, "rate_limit_refusals_total", { limit: "login" }),
    ).toBe(1);
    expect(after.text).not.toContain("locked-out");
  });

  test("open live streams are counted at the scrape", async () => {
    const controller = new AbortController();
    const stream = await fetch(`${base}/trpc/live.events`, {
      headers: { Accept: "text/event-stream" },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    try {
      expect(sampleValue(await scrape(), "live_streams_open")).toBeGreaterThanOrEqual(1);
    } finally {
      controller.abort();
    }
    await scrapeUntil("the stream's close counted", (s) => sampleValue(s, "live_streams_open") === 0);
  });

  test("a sent mail, its job, and the queue's gauges for every queue; a failing mail and its job's retry", async () => {
    // The registration of the first test queued its verification mail; the worker sent it through SMTP.
    await mailbox.waitFor(email, { timeoutMs: 15_000 });
    const sent = await scrapeUntil(
      "the sent mail's job completed",
      (s) => sampleValue(s, "jobs_completed_total", { queue: "account-mail" }) >= 1,
    );
    expect(sampleValue(sent, "mails_sent_total", { transport: "smtp" })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(sent, "jobs_stats_up")).toBe(1);
    for (const family of [
      "jobs_queued",
      "jobs_deferred",
      "jobs_active",
      "jobs_oldest_age_seconds",
      "jobs_dead",
    ]) {
      expect(sent.types.get(family)).toBe("gauge");
      const queues = sent.samples.filter((s) => s.name === family).map((s) => s.labels.queue);
      expect(queues.sort()).toEqual([...APP_QUEUES].sort());
    }

    // The SMTP server goes away: the next registration's mail fails, and its job waits for a retry.
    await mailbox.close();
    await signedUpMember(base, `metrics-fail-${Date.now()}@example.test`, "計測 失敗");
    const failed = await scrapeUntil(
      "the failed mail and its job counted",
      (s) =>
        sampleValue(s, "mails_failed_total", { transport: "smtp" }) >= 1 &&
        sampleValue(s, "jobs_failed_total", { queue: "account-mail" }) >= 1,
    );
    const waiting = ["jobs_queued", "jobs_deferred", "jobs_active"].reduce(
      (sum, family) => sum + sampleValue(failed, family, { queue: "account-mail" }),
      0,
    );
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect(sampleValue(failed, "jobs_oldest_age_seconds", { queue: "account-mail" })).toBeGreaterThanOrEqual(
      0,
    );
  }, 40_000);

  test("every family is there, with its labels; process metrics too", async () => {
    const all = await scrape();
    const expected: Record<string, string> = {
      http_requests_total: "counter",
      http_request_duration_seconds: "histogram",
      db_query_duration_seconds: "histogram",
      db_pool_wait_seconds: "histogram",
      db_replica_lag_seconds: "gauge",
      db_replica_healthy: "gauge",
      live_streams_open: "gauge",
      jobs_queued: "gauge",
      jobs_deferred: "gauge",
      jobs_active: "gauge",
      jobs_oldest_age_seconds: "gauge",
      jobs_dead: "gauge",
      jobs_stats_up: "gauge",
      jobs_failed_total: "counter",
      jobs_completed_total: "counter",
      mails_sent_total: "counter",
      mails_failed_total: "counter",
      pushes_sent_total: "counter",
      pushes_failed_total: "counter",
      rate_limit_refusals_total: "counter",
      process_cpu_seconds_total: "counter",
      process_resident_memory_bytes: "gauge",
      nodejs_eventloop_lag_seconds: "gauge",
    };
    for (const [family, type] of Object.entries(expected))
      expect([family, all.types.get(family)]).toEqual([family, type]);
    const labelsOf = (name: string) =>
      new Set(all.samples.filter((s) => s.name === name).flatMap((s) => Object.keys(s.labels)));
    expect([...labelsOf("http_requests_total")].sort()).toEqual(["method", "route", "status"]);
    expect([...labelsOf("http_request_duration_seconds_bucket")].sort()).toEqual([
      "le",
      "method",
      "route",
      "status",
    ]);
    expect([...labelsOf("jobs_failed_total")]).toEqual(["queue"]);
    expect([...labelsOf("mails_sent_total")]).toEqual(["transport"]);
    expect([...labelsOf("rate_limit_refusals_total")]).toEqual(["limit"]);
    expect(sampleValue(all, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });
});

describe("who may read it", () => {
  /** What a path the board does not have answers (the SPA's page). */
  async function unknownPath(headers: Record<string, string>) {
    const answer = await fetch(`${base}/no-such-page`, { headers });
    return { status: answer.status, type: answer.headers.get("content-type"), body: await answer.text() };
  }

  test("this machine reads it, never cached", async () => {
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toContain("# TYPE http_requests_total counter");
  });

  test("another address, without the token or with a wrong one, gets what an unknown path gets", async () => {
    const outside = { "X-Forwarded-For": "203.0.113.9" };
    const expected = await unknownPath(outside);
    // The SPA's page (with the board's generic link preview in its head: docs/product.md §2 Link previews).
    expect(expected.body.startsWith(SPA_PAGE.replace("<title>spa</title>", ""))).toBe(true);
    for (const headers of [
      outside,
      { ...outside, Authorization: "Bearer wrong-token-0123456789abcdef" },
      { ...outside, Authorization: `Bearer ${TOKEN}x` },
      { ...outside, Authorization: TOKEN },
    ]) {
      const answer = await fetch(`${base}/metrics`, { headers });
      expect({
        status: answer.status,
        type: answer.headers.get("content-type"),
        body: await answer.text(),
      }).toEqual(expected);
    }
  });

  test("another address with the bearer token reads it", async () => {
    const answer = await fetch(`${base}/metrics`, {
      headers: { "X-Forwarded-For": "203.0.113.9", Authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("# TYPE http_requests_total counter");
  });
});

describe("alert rules", () => {
  const rules = join(ROOT, "deploy/prometheus/alerts.yml");

  test("promtool checks the rules and runs their unit tests", () => {
    const check = Bun.spawnSync(["promtool", "check", "rules", rules]);
    expect([check.exitCode, check.stdout.toString()]).toEqual([0, expect.stringContaining("SUCCESS")]);
    const unit = Bun.spawnSync(["promtool", "test", "rules", "alerts.test.yml"], {
      cwd: join(ROOT, "deploy/prometheus"),
    });
    expect([unit.exitCode, `${unit.stdout}${unit.stderr}`]).toEqual([0, expect.stringContaining("SUCCESS")]);
  });

  test("every metric an expression names is one the board exports (or node_exporter's, or up)", async () => {
    const exported = new Set<string>(["up", "node_filesystem_avail_bytes", "node_filesystem_size_bytes"]);
    for (const [family, type] of (await scrape()).types) {
      exported.add(family);
      if (type === "histogram")
        for (const suffix of ["_bucket", "_sum", "_count"]) exported.add(family + suffix);
    }
    const file = Bun.YAML.parse(readFileSync(rules, "utf8")) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const named: string[] = [];
    for (const rule of file.groups.flatMap((group) => group.rules)) {
      // Every metric is written with a selector (`name{…}`), which is how it is told from functions and labels.
      const names = [...rule.expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*\{/g)].map((m) => m[1] as string);
      expect([rule.alert, names.length > 0]).toEqual([rule.alert, true]);
      named.push(...names);
    }
    expect(named.filter((name) => !exported.has(name))).toEqual([]);
  });
});

describe("with the database gone", () => {
  test("a scrape still answers at once, without the job figures", async () => {
    await sql.end({ timeout: 1 });
    const admin = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
    const name = new URL(scratch.url).pathname.slice(1);
    try {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end();
    }
    const started = performance.now();
    const gone = await scrape();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(sampleValue(gone, "jobs_stats_up")).toBe(0);
    expect(gone.samples.filter((s) => s.name === "jobs_queued")).toEqual([]);
    expect(sampleValue(gone, "http_requests_total")).toBeGreaterThan(0);
  });
});
