/**
 * Express twin (docs/performance.md "Our stack against its peers"): the two hot reads of our app, `GET
 * /api/posts` (page 1 of the newest list) and `GET /api/posts/{id}`, written as a typical Express 5 +
 * node-postgres team would write them, so bench/peers.ts can compare our stack (Hono + tRPC + drizzle +
 * postgres.js on Bun) with it. Same SQL texts and byte-identical bodies (post-answers.mjs); a `Pool` of 10
 * and plain `pool.query(text, params)`, i.e. unnamed statements (parse and plan on every request). Visitors
 * only (no cookies, no sessions).
 *
 *   cd bench/peers && npm ci && DATABASE_URL=postgres://postgres@127.0.0.1:5432/tasukeai_bench PORT=4201 node express-twin.mjs
 */
import express from "express";
import pg from "pg";
import {
  answerHeaders,
  detailAnswer,
  listAnswer,
  POST_NOT_FOUND,
  pageOf,
  postIdOf,
} from "./post-answers.mjs";

const { DATABASE_URL, PORT = "4201" } = process.env;
if (!DATABASE_URL) throw new Error("DATABASE_URL is required");

// `date` columns (needed_by) stay text as drizzle reads them (mode "string"); pg would make a local Date.
const types = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.DATE ? (value) => value : pg.types.getTypeParser(oid, format),
};

// Our app's pool: 10 connections, 3 s statement timeout (src/server/db/client.ts).
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10, statement_timeout: 3000, types });

/** Rows as arrays: the post select names several columns `id`, `name` and `slug`. */
const query = async (text, values) => (await pool.query({ text, values, rowMode: "array" })).rows;

const app = express();
app.disable("x-powered-by");
app.disable("etag");

/** Our app's JSON content type and headers (post-answers.mjs `answerHeaders`). */
function sendJson(res, status, body) {
  res.status(status).set(answerHeaders()).send(JSON.stringify(body));
}

app.get("/api/posts", async (req, res) => {
  const requestUrl = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
  const page = pageOf(typeof req.query.page === "string" ? req.query.page : undefined);
  sendJson(res, 200, await listAnswer(query, requestUrl, page));
});

app.get("/api/posts/:id", async (req, res, next) => {
  if (!/^\d+$/.test(req.params.id)) return next();
  const id = postIdOf(req.params.id);
  const body = id === null ? null : await detailAnswer(query, id);
  if (body === null) sendJson(res, 404, { message: POST_NOT_FOUND });
  else sendJson(res, 200, body);
});

app.use((_req, res) => sendJson(res, 404, { message: "Not Found" }));

app.use((error, _req, res, _next) => {
  console.error(error);
  sendJson(res, 500, { message: "Server Error" });
});

const server = app.listen(Number(PORT), "127.0.0.1", () => {
  console.log(`express-twin listening on http://127.0.0.1:${PORT}`);
});

const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
