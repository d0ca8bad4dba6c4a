/**
 * Records the examples of the published OpenAPI document (docs/api.md "Reference (OpenAPI and /api/docs)"): runs
 * tests/integration/api-openapi.test.ts, whose sample of every route sends the route's authorization-matrix
 * fixture (tests/support/operation-fixtures.ts) as an allowed member to a seeded test app, with
 * RECORD_API_EXAMPLES set, and writes the calls and answers it recorded to src/server/openapi/examples.json, which
 * openapi/document.ts reads. Secrets are masked: cookie values and the plain-text token.
 *
 * Rebuild after changing a route, a fixture or an answer shape (tests/unit/openapi-document.test.ts fails when an
 * operation has no example, or when a committed example no longer matches the document):
 *
 *   bun scripts/record-api-examples.ts            # embedded PGlite
 *   TEST_DATABASE_URL=postgres://… bun scripts/record-api-examples.ts
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const OUT = join(import.meta.dir, "../src/server/openapi/examples.json");
const lines = join(mkdtempSync(join(tmpdir(), "api-examples-")), "examples.jsonl");

const run = Bun.spawnSync(["bun", "test", "--timeout", "60000", "tests/integration/api-openapi.test.ts"], {
  env: { ...process.env, RECORD_API_EXAMPLES: lines },
  stdout: "inherit",
  stderr: "inherit",
});
if (run.exitCode !== 0) {
  console.error("api-openapi.test.ts failed: no examples written");
  process.exit(1);
}

type Json = Record<string, unknown>;
/** A cookie line with its value masked (`tasukeai_session=…; Path=/; …`). */
function maskCookie(line: string): string {
  return line.replace(/^([^=]+)=[^;]*/, "$1=…");
}

const routes: Record<string, Json> = {};
for (const text of readFileSync(lines, "utf8").split("\n").filter(Boolean)) {
  const { route, request, response } = JSON.parse(text) as {
    route: string;
    request: Json;
    response: { status: number; body?: Json; setCookie: string[] };
  };
  const body = response.body;
  if (body && typeof body.plain_text_token === "string") {
    body.plain_text_token = `${body.plain_text_token.split("|")[0]}|${"x".repeat(40)}`;
  }
  routes[route] = {
    request,
    response: {
      status: response.status,
      ...(body === undefined ? {} : { body }),
      ...(response.setCookie.length > 0 ? { setCookie: response.setCookie.map(maskCookie) } : {}),
    },
  };
}
const file = {
  $comment:
    "Recorded by scripts/record-api-examples.ts from the authorization-matrix fixtures (tests/support/operation-fixtures.ts); do not edit by hand: rebuild with `bun scripts/record-api-examples.ts`.",
  routes,
};
await Bun.write(OUT, `${JSON.stringify(file, null, 2)}\n`);
// The file is kept in the repository's format, so `biome check` in npm test passes on a freshly recorded file.
const formatted = Bun.spawnSync(["npx", "--no-install", "biome", "format", "--write", OUT], {
  stdout: "ignore",
});
if (formatted.exitCode !== 0)
  throw new Error(`biome format ${OUT} failed: ${formatted.stderr?.toString() ?? ""}`);
console.log(`${Object.keys(routes).length} routes recorded in ${OUT}`);
