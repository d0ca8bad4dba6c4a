/**
 * Writes the published OpenAPI document (src/server/openapi/document.ts, docs/api.md "Reference (OpenAPI and
 * /api/docs)") to a file without starting a server or opening a database, for the linters of `npm test`
 * (scripts/test-all.sh: Redocly's recommended rules and Spectral's oas ruleset).
 *
 * Usage: bun scripts/write-openapi.ts <out.json> [appUrl]
 */
import { openApiDocument } from "../src/server/openapi/document.ts";

const out = process.argv[2];
if (!out) {
  console.error("usage: bun scripts/write-openapi.ts <out.json> [appUrl]");
  process.exit(2);
}
await Bun.write(
  out,
  `${JSON.stringify(openApiDocument(process.argv[3] ?? "https://tasukeai.example.jp"), null, 2)}\n`,
);
