/**
 * E-mail preferences of notifications and the one-click unsubscribe (docs/product.md §11 E-mail): per kind
 * `immediate`, `daily` or `off`, the JST hour of the daily digest, thread mails. The unsubscribe link of a mail is
 * signed with the app key (no login needed, RFC 8058 one-click POST) and turns that kind's e-mail off (the
 * digest's link: every kind mailed daily).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  type EmailMode,
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationType,
  type TNotificationSettingsData,
} from "#shared/schemas/notifications.ts";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import { notificationSettings } from "../../db/schema/index.ts";
import type { Viewer } from "../../viewer.ts";

/** The SQL of the e-mail mode of notification type `type` for the settings row alias `s` (defaults included). */
export function emailModeSql(type: ReturnType<typeof sql>) {
  const cases = NOTIFICATION_TYPES.map((kind) => sql`when ${kind} then ${NOTIFICATION_EMAIL_DEFAULTS[kind]}`);
  return sql`coalesce(s.email ->> ${type}, case ${type} ${sql.join(cases, sql` `)} else 'off' end)`;
}

/** The settings of member `userId` with every default filled in. */
export async function settingsOf(db: DbOrTx, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const chosen = (row?.email ?? {}) as Partial<Record<NotificationType, EmailMode>>;
  const email = Object.fromEntries(
    NOTIFICATION_TYPES.map((kind) => [kind, chosen[kind] ?? NOTIFICATION_EMAIL_DEFAULTS[kind]]),
  ) as Record<NotificationType, EmailMode>;
  const chosenPush = (row?.push ?? {}) as Partial<Record<NotificationType, boolean>>;
  const push = Object.fromEntries(
    NOTIFICATION_TYPES.map((kind) => [kind, chosenPush[kind] ?? true]),
  ) as Record<NotificationType, boolean>;
  return { email, push, digest_hour: row?.digestHour ?? 8, thread_mail: row?.threadMail ?? true };
}

/** The viewer's e-mail preferences (GET /api/notification-settings). */
export function getNotificationSettings(db: Database, viewer: Viewer): Promise<NotificationSettings> {
  return settingsOf(db, viewer.id);
}

/**
 * Changes the viewer's preferences (PUT /api/notification-settings): the kinds sent are replaced, the others kept.
 * @returns the settings after the change.
 */
export async function updateNotificationSettings(
  db: Database,
  viewer: Viewer,
  input: TNotificationSettingsData,
): Promise<NotificationSettings> {
  const current = await settingsOf(db, viewer.id);
  const email = { ...current.email };
  for (const kind of NOTIFICATION_TYPES) {
    const mode = input.email?.[kind];
    if (mode) email[kind] = mode;
  }
  const push = { ...current.push };
  for (const kind of NOTIFICATION_TYPES) {
    const wanted = input.push?.[kind];
    if (wanted !== undefined) push[kind] = wanted;
  }
  const values = {
    email,
    push,
    digestHour: input.digest_hour ?? current.digest_hour,
    threadMail: input.thread_mail ?? current.thread_mail,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationSettings)
    .values({ userId: viewer.id, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return settingsOf(db, viewer.id);
}

function signature(appKey: string, userId: number, kind: string): string {
  return createHmac("sha256", appKey).update(`unsubscribe:${userId}:${kind}`).digest("base64url");
}

/** The one spelling of a link's token: `<user id>.<kind>.<signature>`, the id in plain decimal. */
function signedToken(appKey: string, userId: number, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${signature(appKey, userId, kind)}`;
}

/** The signed token of the unsubscribe link of `kind` for `userId`: `<user id>.<kind>.<signature>`. */
export function unsubscribeToken(appKey: string, userId: number, kind: NotificationType): string {
  return signedToken(appKey, userId, kind);
}

/** The token of the unsubscribe link of thread-message mails (kind `thread_mail`). */
export function threadMailToken(appKey: string, userId: number): string {
  return signedToken(appKey, userId, "thread_mail");
}

/** The token of the daily digest's unsubscribe link (kind `digest`): it stops the digest as a whole. */
export function digestToken(appKey: string, userId: number): string {
  return signedToken(appKey, userId, "digest");
}

/**
 * What an unsubscribe link can turn off: a notification kind, thread-message mails, or the daily digest (every
 * kind the member receives as `daily`).
 */
export type UnsubscribeKind = NotificationType | "thread_mail" | "digest";

/**
 * The member and kind of a token, or null when it is malformed or not signed by this app key. The token must be
 * exactly the one this app would write for that member and kind (docs/product.md §11 E-mail): it is written
 * again from the parsed id and kind and compared whole, so another spelling of the same id (`007`, `+7`, `7.0`,
 * whitespace) or of the signature does not verify.
 */
export function readUnsubscribeToken(
  appKey: string,
  token: string,
): { userId: number; kind: UnsubscribeKind } | null {
  const match = /^([1-9]\d{0,9})\.([a-z_]{1,32})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = match[2] as UnsubscribeKind;
  const known = kind === "thread_mail" || kind === "digest" || NOTIFICATION_TYPES.includes(kind);
  if (!known || !Number.isSafeInteger(userId)) return null;
  const expected = Buffer.from(signedToken(appKey, userId, kind));
  const actual = Buffer.from(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { userId, kind } : null;
}

/**
 * One-click unsubscribe (RFC 8058; POST /unsubscribe/{token}): turns the token's kind off for its member.
 * @returns the kind turned off, or null for an invalid token (nothing changes).
 */
export async function unsubscribe(
  db: Database,
  appKey: string,
  token: string,
): Promise<UnsubscribeKind | null> {
  const read = readUnsubscribeToken(appKey, token);
  if (!read) return null;
  const viewer = { id: read.userId } as Viewer;
  const rows = await queryRows(db, sql`select 1 from users where id = ${read.userId} and deleted_at is null`);
  if (rows.length === 0) return null;
  let change: TNotificationSettingsData;
  if (read.kind === "thread_mail") change = { thread_mail: false } as TNotificationSettingsData;
  else if (read.kind === "digest") {
    // The digest is every kind mailed `daily`: all of them off, the immediate ones untouched.
    const { email } = await settingsOf(db, read.userId);
    const daily = NOTIFICATION_TYPES.filter((kind) => email[kind] === "daily");
    change = { email: Object.fromEntries(daily.map((kind) => [kind, "off"])) } as TNotificationSettingsData;
  } else change = { email: { [read.kind]: "off" } } as TNotificationSettingsData;
  await updateNotificationSettings(db, viewer, change);
  return read.kind;
}
