/**
 * Operations state shared by every instance on one PostgreSQL (docs/operations.md "Shared secrets",
 * docs/decisions/008-operations.md): the generated app key, so instances started without APP_KEY sign and
 * verify with the same secret; and each member's last write position, so that any instance keeps that
 * member's reads on the primary until a replica has replayed it (docs/operations.md "Read replicas").
 */
import { bigint, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Named secrets generated once at the first start-up (`app_key`); never sent to a client. */
export const appSecrets = pgTable("app_secrets", {
  name: varchar({ length: 64 }).primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the primary's WAL stood right after a member's last successful write (bytes since 0/0), written only
 * when read replicas are configured: the member's session lookup reads it, and public reads go to a replica
 * only once the replica has replayed past it (db/replicas.ts, docs/operations.md "Read replicas").
 */
export const writePositions = pgTable("write_positions", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lsn: bigint({ mode: "bigint" }).notNull(),
  writtenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
