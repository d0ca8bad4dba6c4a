/**
 * pg-boss's database on the queue's own postgres.js pool (src/server/jobs/boss-db.ts `postgresAdapter`), always on
 * PostgreSQL (TEST_DATABASE_URL, else the local server): the adapter exists only there.
 */
import { afterAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import type { Database } from "../../src/server/db/client.ts";
import { postgresAdapter } from "../../src/server/jobs/boss-db.ts";

const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// One connection, so the statement after a failed text surely runs on the connection that text left behind.
const client = postgres(url, { max: 1, onnotice: () => {} });
// beginTransaction is not used here: no drizzle database behind it.
const adapter = postgresAdapter(client, undefined as unknown as Database);

afterAll(() => client.end());

describe("postgresAdapter", () => {
  test("a BEGIN … COMMIT text that fails midway leaves no aborted transaction on the pooled connection", async () => {
    await expect(adapter.executeSql("BEGIN; SELECT 1; SELECT 1 / 0; COMMIT", [])).rejects.toThrow(
      /division by zero/,
    );
    const { rows } = await adapter.executeSql("select 2 as two", []);
    expect(rows).toEqual([{ two: 2 }]);
  });

  test("a BEGIN … COMMIT text that succeeds answers the rows of its statements", async () => {
    const { rows } = await adapter.executeSql("BEGIN; SELECT 3 as three; COMMIT", []);
    expect(rows).toContainEqual({ three: 3 });
  });
});
