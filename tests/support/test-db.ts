/**
 * One database per test process (docs/architecture.md: PGlite boots in seconds and holds ~400 MB): PostgreSQL at
 * TEST_DATABASE_URL when set (CI), else in-memory PGlite. Migrated and seeded with reference data once.
 */
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../../src/server/db/client.ts";
import { seedReference } from "../../src/server/db/seed/seed-reference.ts";
import { openJobQueue } from "../../src/server/jobs/queue.ts";

let shared: Promise<DatabaseHandle> | undefined;

/** The shared, migrated test database. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    // No statement timeout: tests bulk-insert large data sets in one statement (the server's pool has one).
    const handle = await openDatabase({
      databaseUrl: url || undefined,
      dataDir: "memory://",
      statementTimeoutMs: 0,
    });
    await migrateDatabase(handle);
    await seedReference(handle.db);
    // The services queue jobs through pg-boss (docs/decisions/013); tests drain them with drainJobs, so no
    // worker and no supervisor runs here.
    await openJobQueue(handle, { supervise: false });
    return handle;
  })();
  return shared;
}
