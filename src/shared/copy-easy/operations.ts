/** The やさしい日本語 twin of what people read while the service is unavailable (src/shared/copy/operations.ts). */
import type { operationsCopy } from "../copy/operations.ts";
import type { Translation } from "../copy-en/translation.ts";

export const operationsCopyEasy: Translation<typeof operationsCopy> = {
  /** A 503 while the database does not answer (docs/operations.md "Database outages"). */
  databaseUnavailable:
    "いま、サービスにつながりにくくなっています。少《すこ》し待《ま》ってから、もう一度《いちど》してください。",
};
