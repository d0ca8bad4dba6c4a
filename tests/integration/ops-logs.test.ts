/**
 * Logs (docs/operations.md "Logs"): an unexpected error is one JSON line with its stack and the request
 * id, written once; a failed query's SQL parameters (people's text) never reach it, neither in the message nor
 * in the stack; the database being away is a 503, not an error line. The lines are read from the logger's own
 * destination.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { operationsCopy } from "#shared/copy/operations.ts";
import { renderError } from "../../src/server/http/error-response.ts";
import { configureLogger, requestContext, serializeError } from "../../src/server/logger.ts";
import { resetTestLogger } from "../support/test-logs.ts";

const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  await configureLogger({ level: "info", format: "json", destination });
});

afterAll(async () => {
  await resetTestLogger();
});

/** A failed query as drizzle reports it: the SQL, its parameters (someone's text) and the driver's error. */
function failedQuery(code: string): DrizzleQueryError {
  const driver = Object.assign(new Error("relation does not exist"), { code });
  return new DrizzleQueryError(
    'select "id" from "posts" where "title" like $1',
    ["%秘密の相談内容%", "user@example.com"],
    driver,
  );
}

describe("error lines", () => {
  test("SQL parameters are cut from the message and the stack; the SQL text and the driver's code stay", () => {
    const serialized = serializeError(failedQuery("42P01"));
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("秘密");
    expect(text).not.toContain("user@example.com");
    expect(serialized.message).toBe('Failed query: select "id" from "posts" where "title" like $1');
    expect(serialized.stack).toContain("at ");
    expect(serialized.stack?.startsWith(`Error: ${serialized.message}`)).toBe(true);
    expect(serialized.cause).toMatchObject({ code: "42P01", message: "relation does not exist" });
  });

  test("an unexpected failure is one line with its stack and the request id, answered 500", async () => {
    lines.length = 0;
    const response = requestContext.run({ reqId: "req-unexpected-1" }, () =>
      renderError(failedQuery("42P01")),
    );
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: "error", reqId: "req-unexpected-1", msg: "unexpected error" });
    const err = line?.err as { stack?: string; type?: string };
    expect(err.type).toBe("DrizzleQueryError");
    expect(err.stack).toContain("at ");
    expect(JSON.stringify(line)).not.toContain("秘密");
  });

  test("the database being away is a 503 with Retry-After and the Japanese text, not an error line", async () => {
    lines.length = 0;
    const response = requestContext.run({ reqId: "req-outage-1" }, () =>
      renderError(failedQuery("ECONNREFUSED")),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      message: operationsCopy.databaseUnavailable,
      code: "service_unavailable",
    });
    expect(lines.filter((line) => line.level === "error")).toHaveLength(0);
  });
});
