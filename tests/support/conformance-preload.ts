/**
 * Preloaded by `bun test` (bunfig.toml): every app a test makes with createApp (src/server/app.ts) — testApp()'s
 * and the files' own, with other settings — answers through tests/support/openapi-conformance.ts, which checks
 * each REST answer against the published document (docs/api.md "Reference (OpenAPI and /api/docs)"); the tally
 * is printed after the last test file.
 */
import { afterAll, mock } from "bun:test";
import * as app from "../../src/server/app.ts";
import { conformant, reportConformance } from "./openapi-conformance.ts";

const createApp = app.createApp;
mock.module("../../src/server/app.ts", () => ({
  ...app,
  createApp: (...args: Parameters<typeof createApp>) => conformant(createApp(...args)),
}));

afterAll(reportConformance);
