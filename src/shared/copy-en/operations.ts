/** What people read while the service is unavailable (docs/product.md "Service availability"). */
import type { operationsCopy } from "../copy/operations.ts";
import type { Translation } from "./translation.ts";

export const operationsCopyEn: Translation<typeof operationsCopy> = {
  /** A 503 while the database does not answer (docs/operations.md "Database outages"). */
  databaseUnavailable: "The service is hard to reach right now. Please try again in a little while.",
};
