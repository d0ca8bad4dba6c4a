/**
 * Organisations that vouch (docs/product.md "Organisations"): 社協, NPOs, 自治会 and 自治体 created by an
 * administrator, their owners and staff, the e-mailed invitations to join them, the members they vouched for
 * (団体確認: how, never the document or its number) and the log of every vouch and withdrawal.
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { regions } from "./catalog.ts";
import { users } from "./users.ts";

export const organizations = pgTable(
  "organizations",
  {
    id: serial().primaryKey(),
    /** `org-<id>` unless the administrator gave one (lower-case ASCII, digits, hyphens). */
    slug: varchar({ length: 60 }).notNull().unique(),
    name: varchar({ length: 100 }).notNull(),
    /** social_welfare_council, npo, neighborhood_association, municipality, other. */
    kind: varchar({ length: 32 }).notNull(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    /** 6-digit JIS codes (全国地方公共団体コード) as given: there is no municipality table. */
    municipalityCodes: text().array().notNull().default([]),
    description: text(),
    contact: text(),
    /** The logo's storage key (`logos/2026/11/<uuid>.jpg`), re-encoded on upload; null without one (drizzle/0028). */
    logoPath: text(),
    verified: boolean().notNull().default(false),
    /**
     * The organisation's own account (代理投稿, docs/product.md "Organisations"): the author of the requests its staff
     * post on behalf of residents and the participant of their threads; no e-mail, no password, nobody signs in to
     * it. Created with the first 代理投稿 (drizzle/0027).
     */
    accountUserId: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("organizations_region_idx").on(t.regionId, t.id),
    uniqueIndex("organizations_account_user_unique").on(t.accountUserId),
  ],
);

export const organizationMembers = pgTable(
  "organization_members",
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner or staff. */
    role: varchar({ length: 16 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("organization_members_org_user_unique").on(t.organizationId, t.userId),
    index("organization_members_user_idx").on(t.userId),
  ],
);

export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Lower-cased; only the member holding this address may accept. */
    email: varchar({ length: 255 }).notNull(),
    role: varchar({ length: 16 }).notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organization_invitations_org_idx").on(t.organizationId)],
);

export const organizationVouches = pgTable(
  "organization_vouches",
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** in_person, drivers_license, my_number_card, other — never the document or its number. */
    method: varchar({ length: 32 }).notNull(),
    vouchedBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("organization_vouches_org_user_unique").on(t.organizationId, t.userId),
    index("organization_vouches_user_idx").on(t.userId),
  ],
);

export const organizationVouchLog = pgTable(
  "organization_vouch_log",
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The member vouched for (null once they left). */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The staff member or administrator who acted (null once they left). */
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    /** vouched or withdrawn. */
    action: varchar({ length: 16 }).notNull(),
    method: varchar({ length: 32 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organization_vouch_log_org_idx").on(t.organizationId, t.id)],
);
