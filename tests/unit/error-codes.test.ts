/**
 * The error-code catalogue (src/shared/error-codes.ts; docs/api.md "Error codes", docs/product.md §8 Error
 * catalogue): every code is stable snake_case with a Japanese text taken from the copy catalogue, a status and a
 * REST text; codes are unique and docs/api.md lists exactly these codes with their statuses; 403s say Laravel's
 * text except the refusals docs/api.md documents in Japanese; a missing record's text names one code only, so a
 * declaration naming a 404 by its text finds its code.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TRPCClientError } from "@trpc/client";
import { serverMessageOf, textOfErrorCode } from "#client/lib/trpc-errors.ts";
import { allOperations } from "#server/edge/registry.ts";
import { MAX_TRPC_BATCH } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { ERROR_CODES, errorCodeForText, errorCodes, LARAVEL_TEXTS } from "#shared/error-codes.ts";

/** Every string of the copy catalogue (functions called with sample arguments are left out). */
function catalogueTexts(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) catalogueTexts(item, into);
  return into;
}

/** The rows `| \`code\` | status | … |` of the table under docs/api.md "Error codes". */
function documentedCodes(): Map<string, number> {
  const api = readFileSync("docs/api.md", "utf8");
  const start = api.indexOf("### Error codes");
  expect(start).toBeGreaterThan(-1);
  const section = api.slice(start, api.indexOf("\n## ", start));
  const rows = new Map<string, number>();
  for (const match of section.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)) {
    expect(rows.has(match[1] as string)).toBe(false);
    rows.set(match[1] as string, Number(match[2]));
  }
  return rows;
}

/** The catalogue: `copy` and the area files the pages and the server import on their own (src/shared/copy.ts). */
const areaDir = join(import.meta.dir, "..", "..", "src", "shared", "copy");
const areas: unknown[] = await Promise.all(
  readdirSync(areaDir).map((name) => import(join(areaDir, name)) as Promise<unknown>),
);

describe("the error-code catalogue", () => {
  test("every code is snake_case, unique, and has a status and a Japanese text from the copy catalogue", () => {
    const texts = catalogueTexts([copy, ...areas]);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.length).toBeGreaterThan(30);
    for (const code of ERROR_CODES) {
      const entry = errorCodes[code];
      expect({ code, snake: /^[a-z]+(_[a-z]+)*$/.test(code) }).toEqual({ code, snake: true });
      expect([400, 401, 403, 404, 405, 413, 419, 422, 429, 500, 503]).toContain(entry.status);
      // Text of the catalogue, or the one built from a catalogue function (the batch cap).
      const fromCatalogue = texts.has(entry.text) || entry.text === copy.errors.batchTooLarge(MAX_TRPC_BATCH);
      expect({ code, fromCatalogue, japanese: /[\u3040-\u30ff\u4e00-\u9fff]/.test(entry.text) }).toEqual({
        code,
        fromCatalogue: true,
        japanese: true,
      });
    }
  });

  test("docs/api.md lists exactly these codes, each with its status", () => {
    const documented = documentedCodes();
    expect([...documented.keys()].sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES)
      expect({ code, status: documented.get(code) }).toEqual({ code, status: errorCodes[code].status });
  });

  test("403s say Laravel's text except the thread, block, leaving, board and organisation-invitation refusals, which keep their Japanese text", () => {
    const japanese = ERROR_CODES.filter(
      (code) => errorCodes[code].status === 403 && errorCodes[code].wire === null,
    );
    expect<string[]>(japanese.sort()).toEqual(
      [
        "blocked",
        "board_unverified",
        "comment_blocked",
        "follow_blocked",
        // docs/product.md "Organisations": a member must be told why the mailed link did not work.
        "organization_invitation_invalid",
        "organization_invitation_mismatch",
        "partner_left",
        "post_hidden",
        "review_blocked",
        "thread_forbidden",
        // The refusal says what is needed and where to get it (docs/product.md "Organisations").
        "verification_required",
      ].sort(),
    );
    const laravel = new Set<string>([
      LARAVEL_TEXTS.unauthorized,
      LARAVEL_TEXTS.unverified,
      LARAVEL_TEXTS.invalidSignature,
      LARAVEL_TEXTS.invalidAbility,
    ]);
    for (const code of ERROR_CODES) {
      const { status, wire } = errorCodes[code];
      if (status === 403 && wire !== null)
        expect({ code, laravel: laravel.has(wire) }).toEqual({ code, laravel: true });
    }
    expect(errorCodes.status_change_forbidden.wire).toBe("This action is unauthorized.");
  });

  test("a record's 404 text names one code, found from the text", () => {
    const notFound = ERROR_CODES.filter((code) => errorCodes[code].status === 404);
    expect(new Set(notFound.map((code) => errorCodes[code].text)).size).toBe(notFound.length);
    for (const code of notFound)
      expect<string | undefined>(errorCodeForText(404, errorCodes[code].text)).toBe(code);
    expect(errorCodeForText(404, copy.profile.notFound)).toBe("user_not_found");
    expect(errorCodeForText(403, copy.board.unverified)).toBe("board_unverified");
    expect(errorCodeForText(404, "no such text")).toBeUndefined();
  });

  test("every declared operation names its path 404s and its unverified refusal by a text that has a code", () => {
    const missing: string[] = [];
    for (const operation of allOperations) {
      for (const text of [
        ...Object.values(operation.pathIds ?? {}),
        ...Object.values(operation.pathKeys ?? {}),
      ]) {
        if (errorCodeForText(404, text) === undefined) missing.push(`${operation.name}: ${text}`);
      }
      const unverified = operation.unverifiedMessage;
      if (unverified !== undefined && errorCodeForText(403, unverified) === undefined) {
        missing.push(`${operation.name}: ${unverified}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the client's text of an error", () => {
  test("is the catalogue's text of the code, not the answer's message", () => {
    expect(textOfErrorCode("status_change_forbidden", "This action is unauthorized.")).toBe(
      copy.requests.errors.statusForbidden,
    );
    expect(textOfErrorCode("post_not_found", "")).toBe(copy.errors.postNotFound);
  });

  test("is the answer's message for a 422 or 429, which say more, and for a code the client does not know", () => {
    const limit = copy.limits.posts(10, 3600);
    expect(textOfErrorCode("rate_limited", limit)).toBe(limit);
    expect(textOfErrorCode("rate_limited", "")).toBe(copy.errors.tooManyRequests);
    expect(textOfErrorCode("validation_failed", "タイトルは必須です。")).toBe("タイトルは必須です。");
    expect(textOfErrorCode("a_code_of_a_newer_server", "新しいエラー")).toBe("新しいエラー");
  });

  test("of a tRPC error is looked up by data.appCode; an answer without a code is not the server's", () => {
    const answered = TRPCClientError.from({
      error: { message: "English text", code: -32003, data: { appCode: "blocked", httpStatus: 403 } },
    });
    expect(serverMessageOf(answered)).toBe(copy.safety.block.cannotMessage);
    const foreign = TRPCClientError.from({ error: { message: "Bad Gateway", code: -32603, data: {} } });
    expect(serverMessageOf(foreign)).toBeNull();
    expect(serverMessageOf(new Error("Failed to fetch"))).toBeNull();
  });
});
