/**
 * Seeding at start-up and from the command line (`bun run seed [--demo]`): reference data always; demo data
 * on an empty board when asked (SEED_DEMO=1 or --demo) or by default on the embedded database.
 */
import type { DatabaseHandle } from "../client.ts";
import { isEmptyBoard, seedDemo } from "./seed-demo.ts";
import { seedReference } from "./seed-reference.ts";

/** Seeds the reference data and, when `demo` says so, the demo data. Returns whether demo data was added. */
export async function seedDatabase(handle: DatabaseHandle, demo: "0" | "1" | "auto"): Promise<boolean> {
  await seedReference(handle.db);
  const wantDemo = demo === "1" || (demo === "auto" && handle.kind === "pglite");
  if (wantDemo && (await isEmptyBoard(handle.db))) {
    await seedDemo(handle.db);
    return true;
  }
  return false;
}
