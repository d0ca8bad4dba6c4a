/**
 * Accounts: users, roles, sessions, password-reset tokens, interests (docs/product.md §3 User / Profile).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { categories, regions } from "./catalog.ts";

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Roles with fixed ids: user 1, admin 2, editor 3 (docs/product.md §3). */
export const roles = pgTable("roles", {
  id: integer().primaryKey(),
  name: varchar({ length: 32 }).notNull().unique(),
});

/** A member. `email` is stored lower-cased; personal data is cleared when the account is deleted. */
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 255 }),
    passwordHash: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** active | inactive | pending | banned | suspended | blocked | disabled (docs/product.md §4 admin status). */
    status: varchar({ length: 16 }).notNull().default("active"),
    isBanned: boolean().notNull().default(false),
    avatarPath: text(),
    /** A preset key (`preset:cover-07`) or an uploaded image path. */
    coverImage: text(),
    bio: text(),
    skills: text(),
    experience: text(),
    twitterHandle: varchar({ length: 50 }),
    linkedinProfile: varchar({ length: 255 }),
    showSns: boolean().notNull().default(true),
    regionId: integer().references(() => regions.id, { onDelete: "set null" }),
    lastLoginAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    /** When the member consented to the terms at registration (docs/product.md §10 Rules pages and consent). */
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** standard | large | x-large: the member's text size (docs/product.md "文字サイズ", drizzle/0020). */
    textSize: varchar({ length: 16 }).notNull().default("standard"),
    /**
     * ja | en | easy_ja: the member's interface language (docs/product.md "Languages", drizzle/0031, 0032); null
     * until they choose, so that the language a visitor chose on their device before registering becomes the account's.
     */
    language: varchar({ length: 8 }),
    /** 既読 shown to and by this member (docs/product.md "既読"; off by default, drizzle/0022). */
    readReceipts: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("users_region_idx").on(t.regionId),
    check("users_text_size_check", sql`${t.textSize} in ('standard', 'large', 'x-large')`),
    check("users_language_check", sql`${t.language} in ('ja', 'en', 'easy_ja')`),
  ],
);

/** Which roles a user holds. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

/** Sessions after Lucia's design: id = hex SHA-256 of the cookie token, sliding expiry. */
export const sessions = pgTable(
  "sessions",
  {
    id: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    remember: boolean().notNull().default(false),
    ipAddress: varchar({ length: 64 }),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use password reset tokens, stored hashed, valid 60 minutes (docs/api.md). */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** A member's interest categories (docs/product.md §3 interests). */
export const userInterests = pgTable(
  "user_interests",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index("user_interests_category_idx").on(t.categoryId),
  ],
);

/** Users not deleted: for list queries that must skip withdrawn accounts. */
export const activeUserFilter = sql`${users.deletedAt} is null`;

/**
 * Members who left before leaving deleted or anonymised what they wrote (docs/product.md §4 Leaving): filled once
 * by migration 0015 with every account already deleted, emptied by the housekeeping sweep
 * (domains/admin/leaving-backlog.ts), oldest first, one member per transaction.
 */
export const leavingBacklog = pgTable(
  "leaving_backlog",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("leaving_backlog_added_idx").on(t.addedAt, t.userId)],
);
