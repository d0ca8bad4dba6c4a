/**
 * Operations state shared by every instance on one PostgreSQL (docs/operations.md "Shared secrets",
 * docs/decisions/008-operations.md): the generated app key, so instances started without APP_KEY sign and
 * verify with the same secret.
 */
import { pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Named secrets generated once at the first start-up (`app_key`); never sent to a client. */
export const appSecrets = pgTable("app_secrets", {
  name: varchar({ length: 64 }).primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
