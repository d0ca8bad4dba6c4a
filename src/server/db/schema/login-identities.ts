/**
 * Sign-in identities of other providers (docs/product.md "Login with LINE, Google and Apple"): one row per
 * (provider, subject) attached to a member. Deleting the member deletes them (cascade).
 */
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** An OpenID Connect identity (`provider`: line | google | apple; `subject`: the id_token's `sub`). */
export const loginIdentities = pgTable(
  "login_identities",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar({ length: 16 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    /** The e-mail address the provider gave when the identity was attached (if any). */
    email: varchar({ length: 255 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("login_identities_provider_subject_unique").on(t.provider, t.subject),
    index("login_identities_user_idx").on(t.userId),
  ],
);
