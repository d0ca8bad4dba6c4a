/** `bun run seed [--demo]`: migrate and seed the configured database (DATABASE_URL or the embedded one). */
import { loadEnv } from "../../env.ts";
import { migrateDatabase, openDatabase } from "../client.ts";
import { seedDatabase } from "./seed-run.ts";

const env = loadEnv();
const handle = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  statementTimeoutMs: env.statementTimeoutMs,
  preparedStatements: env.preparedStatements,
});
await migrateDatabase(handle);
const added = await seedDatabase(handle, process.argv.includes("--demo") ? "1" : env.seedDemo);
console.log(
  added
    ? "reference and demo data seeded"
    : "reference data seeded (demo data skipped: board not empty or not requested)",
);
await handle.close();
