/**
 * Login with LINE, Google and Apple (docs/product.md "Login with LINE, Google and Apple"): what a verified
 * identity does once the callback has validated it (auth/oidc-client.ts) — sign its member in, or create a
 * member, or stop at an e-mail address that belongs to someone (never linked silently: decision 031) — and the
 * 「ログイン方法」 section of account settings: list, link, unlink (never the last way to sign in).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { ROLE_IDS } from "#shared/constants.ts";
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { toApiDate } from "#shared/dates.ts";
import type { LoginMethods, LoginProviderName } from "#shared/schemas/login-providers.ts";
import type { VerifiedIdentity } from "../../auth/oidc-client.ts";
import { createSession, generateSessionToken } from "../../auth/sessions.ts";
import type { AppDeps } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { activeUserFilter, loginIdentities, userRoles, users } from "../../db/schema/index.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { AVATAR_FOLDER, AVATAR_RULES } from "../../media/image-rules.ts";
import { storageFor } from "../../media/storage.ts";
import { discardUploads, storeUpload } from "../../media/stored-images.ts";
import type { Viewer } from "../../viewer.ts";
import { deleteUserAccount } from "../admin/user-deletion.service.ts";
import type { ClientMeta, IssuedSession } from "./accounts.service.ts";

/** The largest picture downloaded as a new member's avatar (bytes). */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The providers enabled by the environment (a client id set), in button order. */
export function enabledProviders(env: AppEnv): LoginProviderName[] {
  return (env.oidc?.providers ?? []).map((provider) => provider.name);
}

/** What signing in with a verified identity came to. */
export type IdentitySignIn =
  | { kind: "signed-in"; issued: IssuedSession; created: boolean }
  | { kind: "email-taken" }
  | { kind: "suspended" };

/** A display name from the provider's claims: NFKC, controls removed, at most 100 characters. */
function memberName(identity: VerifiedIdentity): string {
  const cleaned = (identity.name ?? "")
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  return [...(cleaned || loginProvidersCopy.defaultName(loginProvidersCopy.labels[identity.provider]))]
    .slice(0, 100)
    .join("");
}

/**
 * The provider's picture as a stored avatar key, or null: downloaded only over https from a host of
 * OIDC_PICTURE_HOSTS, no redirects, at most 5 MB and 5 s, then re-encoded by the image pipeline like an upload.
 * Any failure is no avatar (the member can upload one later).
 */
async function pictureAvatar(deps: AppDeps, picture: string | null): Promise<string | null> {
  if (!picture) return null;
  let url: URL;
  try {
    url = new URL(picture);
  } catch {
    return null;
  }
  const hosts = deps.env.oidc?.pictureHosts ?? [];
  if (url.protocol !== "https:" || !hosts.includes(url.hostname.toLowerCase())) return null;
  try {
    const answer = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(5000) });
    const length = Number(answer.headers.get("content-length") ?? "0");
    if (!answer.ok || length > PICTURE_MAX_BYTES) return null;
    const bytes = await answer.arrayBuffer();
    if (bytes.byteLength > PICTURE_MAX_BYTES) return null;
    const type = answer.headers.get("content-type") ?? "application/octet-stream";
    return await storeUpload(storageFor(deps.env), new Blob([bytes], { type }), AVATAR_RULES, AVATAR_FOLDER);
  } catch {
    return null;
  }
}

/** Opens a session for `userId` exactly as the password login does, and notes the login. */
async function openSession(db: Database, userId: number, meta: ClientMeta): Promise<IssuedSession> {
  const token = generateSessionToken();
  const session = await createSession(db, token, userId, { remember: false, ...meta });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  return { token, session, userId };
}

/** The active member attached to (provider, subject), with their suspension flag, or undefined. */
async function memberOfIdentity(db: Database, identity: VerifiedIdentity) {
  const [row] = await db
    .select({ userId: users.id, isBanned: users.isBanned })
    .from(loginIdentities)
    .innerJoin(users, eq(users.id, loginIdentities.userId))
    .where(
      and(
        eq(loginIdentities.provider, identity.provider),
        eq(loginIdentities.subject, identity.subject),
        activeUserFilter,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Signs in with a validated identity (docs/product.md "Login with LINE, Google and Apple"): a known (provider,
 * subject) signs its member in (a new session, as the password login makes); an unknown one creates a member —
 * name and avatar from the claims, the e-mail address only when the provider verified it (then it counts as
 * verified), no password — unless that address belongs to a member: then nothing is created or linked
 * (`email-taken`). A suspended member is refused (`suspended`).
 * @returns what happened; `signed-in` carries the new session for the transport's cookies.
 */
export async function signInWithIdentity(
  deps: AppDeps,
  identity: VerifiedIdentity,
  meta: ClientMeta,
): Promise<IdentitySignIn> {
  const { db } = deps;
  const known = await memberOfIdentity(db, identity);
  if (known) {
    if (known.isBanned) return { kind: "suspended" };
    return { kind: "signed-in", issued: await openSession(db, known.userId, meta), created: false };
  }
  const email = identity.verifiedEmail;
  if (email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) return { kind: "email-taken" };
  }
  const avatarKey = await pictureAvatar(deps, identity.picture);
  let userId: number | null;
  try {
    userId = await db.transaction(async (tx) => {
      const now = new Date();
      const inserted = await tx
        .insert(users)
        .values({
          name: memberName(identity),
          email,
          passwordHash: null,
          emailVerifiedAt: email ? now : null,
          avatarPath: avatarKey,
          lastLoginAt: now,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      const created = inserted[0];
      if (!created) return null;
      await tx.insert(userRoles).values({ userId: created.id, roleId: ROLE_IDS.user });
      await tx.insert(loginIdentities).values({
        userId: created.id,
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
      });
      return created.id;
    });
  } catch (error) {
    await discardUploads(storageFor(deps.env), [avatarKey]);
    // Two callbacks of the same new identity at once: the unique (provider, subject) decides; the other signs in.
    const again = await memberOfIdentity(db, identity);
    if (again && !again.isBanned)
      return { kind: "signed-in", issued: await openSession(db, again.userId, meta), created: false };
    throw error;
  }
  if (userId === null) {
    await discardUploads(storageFor(deps.env), [avatarKey]);
    return { kind: "email-taken" };
  }
  return { kind: "signed-in", issued: await openSession(db, userId, meta), created: true };
}

/** What linking came to: attached now, attached already to this member, or attached to someone else. */
export type LinkOutcome = "linked" | "already" | "elsewhere";

/**
 * Attaches a validated identity to the signed-in member `userId` (link mode of the flow). An identity attached to
 * another member is refused (`elsewhere`); to this one, nothing changes (`already`). A member holds at most one
 * identity per provider: linking a second account of the same provider replaces the first.
 */
export async function linkIdentity(
  db: Database,
  userId: number,
  identity: VerifiedIdentity,
): Promise<LinkOutcome> {
  const [owner] = await db
    .select({ userId: loginIdentities.userId })
    .from(loginIdentities)
    .where(
      and(eq(loginIdentities.provider, identity.provider), eq(loginIdentities.subject, identity.subject)),
    )
    .limit(1);
  if (owner) return owner.userId === userId ? "already" : "elsewhere";
  const attached = await db.transaction(async (tx) => {
    await tx
      .delete(loginIdentities)
      .where(and(eq(loginIdentities.userId, userId), eq(loginIdentities.provider, identity.provider)));
    const rows = await tx
      .insert(loginIdentities)
      .values({ userId, provider: identity.provider, subject: identity.subject, email: identity.email })
      .onConflictDoNothing()
      .returning({ id: loginIdentities.id });
    return rows.length > 0;
  });
  return attached ? "linked" : "elsewhere";
}

/**
 * The member's ways to sign in (docs/product.md "Login with LINE, Google and Apple"): whether a password is
 * set, and each enabled provider (plus any linked one since disabled) with its link date.
 * @returns `{has_password, providers: [{provider, linked, linked_at}]}`.
 * @throws AppError UNAUTHORIZED when the member no longer exists.
 */
export async function loginMethods(db: Database, env: AppEnv, viewer: Viewer): Promise<LoginMethods> {
  const [user] = await db
    .select({ hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(and(eq(users.id, viewer.id), activeUserFilter))
    .limit(1);
  if (!user) throw AppError.unauthorized();
  const linked = await db
    .select({ provider: loginIdentities.provider, createdAt: loginIdentities.createdAt })
    .from(loginIdentities)
    .where(eq(loginIdentities.userId, viewer.id))
    .orderBy(asc(loginIdentities.createdAt));
  const enabled = enabledProviders(env);
  const names = [
    ...enabled,
    ...linked.map((row) => row.provider as LoginProviderName).filter((name) => !enabled.includes(name)),
  ];
  return {
    has_password: Boolean(user.hasPassword),
    providers: names.map((provider) => {
      const row = linked.find((candidate) => candidate.provider === provider);
      return { provider, linked: row !== undefined, linked_at: row ? toApiDate(row.createdAt) : null };
    }),
  };
}

/**
 * Detaches the member's identity of `provider` (docs/product.md "Login with LINE, Google and Apple"). Refused
 * when it is the last way to sign in: no password and no other identity.
 * @returns the member's login methods afterwards.
 * @throws AppError VALIDATION `{provider: [loginProvidersCopy.refusals.notLinked]}` when none is linked,
 *   `{provider: [loginProvidersCopy.refusals.lastWay]}` for the last way to sign in.
 */
export async function unlinkProvider(
  db: Database,
  env: AppEnv,
  viewer: Viewer,
  provider: LoginProviderName,
): Promise<LoginMethods> {
  await db.transaction(async (tx) => {
    // The member's row is locked so that two unlinks at once cannot both pass the last-way check.
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, viewer.id))
      .for("update");
    if (!user) throw AppError.unauthorized();
    const linked = await tx
      .select({ provider: loginIdentities.provider })
      .from(loginIdentities)
      .where(eq(loginIdentities.userId, viewer.id));
    if (!linked.some((row) => row.provider === provider))
      throw AppError.validation({ provider: [loginProvidersCopy.refusals.notLinked] });
    if (user.passwordHash === null && linked.length <= 1)
      throw AppError.validation({ provider: [loginProvidersCopy.refusals.lastWay] });
    await tx
      .delete(loginIdentities)
      .where(and(eq(loginIdentities.userId, viewer.id), eq(loginIdentities.provider, provider)));
  });
  return loginMethods(db, env, viewer);
}

/**
 * Deletes the member's account once they proved themselves with a provider account attached to them
 * (docs/product.md "Login with LINE, Google and Apple": how a member without a password leaves; the deletion is
 * the one of account settings, docs/product.md §4 Leaving).
 * @returns false (nothing deleted) when the identity is not attached to `userId`.
 */
export async function deleteWithIdentity(
  deps: AppDeps,
  userId: number,
  identity: VerifiedIdentity,
): Promise<boolean> {
  const [attached] = await deps.db
    .select({ id: loginIdentities.id })
    .from(loginIdentities)
    .where(
      and(
        eq(loginIdentities.userId, userId),
        eq(loginIdentities.provider, identity.provider),
        eq(loginIdentities.subject, identity.subject),
      ),
    )
    .limit(1);
  if (!attached) return false;
  await deleteUserAccount(deps, userId);
  return true;
}
