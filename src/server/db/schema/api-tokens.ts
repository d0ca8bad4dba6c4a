/**
 * Personal access tokens of the API platform (docs/product.md "API platform"; docs/decisions/010), in Laravel Sanctum's
 * shape: a name, abilities (`read`, `write`), when it was last used and when it expires. Only the SHA-256 of the
 * secret is kept; the id is the part before `|` of the plain token.
 */
import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    /** Lowercase hex SHA-256 of the secret (the part after `|`). */
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    abilities: text().array().notNull().default(["read", "write"]),
    lastUsedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("personal_access_tokens_user_idx").on(t.userId)],
);
