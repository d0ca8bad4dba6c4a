/**
 * Bare Bun peer (docs/performance.md "Our stack against its peers"): `GET /api/posts` (page 1 of the newest
 * list) and `GET /api/posts/{id}` served by a bare `Bun.serve` handler on postgres.js (the root's `postgres`
 * package, pool max 10), no framework: the floor our stack (Hono + tRPC + drizzle on the same runtime and
 * driver) is compared with in bench/peers.ts. Same SQL texts and byte-identical bodies (post-answers.mjs),
 * sent through `sql.unsafe` as drizzle sends them. Visitors only (no cookies, no sessions).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tasukeai_bench PORT=4202 PG_PREPARE=0 npx bun bench/peers/bare-bun.ts
 *
 * PG_PREPARE=1 (or `--prepare`) sends every statement with parameters as a named prepared statement
 * (postgres.js `prepare: true`, one per connection and text); PG_PREPARE=0 (the default) as unnamed
 * statements (`prepare: false`), parsed and planned on every request. Statements without parameters (the list
 * total) go by the simple protocol either way, as in our app (postgres.js `unsafe` with no arguments).
 */
import postgres from "postgres";
import {
  answerHeaders,
  detailAnswer,
  listAnswer,
  POST_NOT_FOUND,
  pageOf,
  postIdOf,
} from "./post-answers.mjs";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required");
const port = Number(process.env.PORT ?? 4202);
const prepare = process.argv.includes("--prepare") || /^(1|true|on)$/i.test(process.env.PG_PREPARE ?? "");

// Our app's pool (src/server/db/client.ts): 10 connections, 3 s statement timeout. `date` columns
// (needed_by) stay text, as drizzle's postgres-js driver leaves them.
const sql = postgres(databaseUrl, {
  max: 10,
  onnotice: () => {},
  connection: { statement_timeout: 3000 },
  types: {
    dateText: {
      to: 1082,
      from: [1082],
      serialize: (value: string) => value,
      parse: (value: string) => value,
    },
  },
});

/** Rows as arrays (`.values()`), as drizzle reads them: the post select names several columns alike. */
const query = (text: string, params: unknown[]) =>
  sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare }).values();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: answerHeaders() });

const server = Bun.serve({
  port,
  hostname: "127.0.0.1",
  async fetch(request) {
    const url = new URL(request.url);
    if (request.method === "GET" || request.method === "HEAD") {
      if (url.pathname === "/api/posts") {
        return json(await listAnswer(query, request.url, pageOf(url.searchParams.get("page") ?? undefined)));
      }
      const match = /^\/api\/posts\/(\d+)$/.exec(url.pathname);
      if (match?.[1]) {
        const id = postIdOf(match[1]);
        const body = id === null ? null : await detailAnswer(query, id);
        return body === null ? json({ message: POST_NOT_FOUND }, 404) : json(body);
      }
    }
    return json({ message: "Not Found" }, 404);
  },
  error(error) {
    console.error(error);
    return json({ message: "Server Error" }, 500);
  },
});

console.log(`bare-bun (${prepare ? "prepared" : "unnamed"}) listening on ${server.url}`);

const stop = async () => {
  server.stop(true);
  await sql.end({ timeout: 5 });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
