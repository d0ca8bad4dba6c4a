/**
 * Account settings (docs/product.md §4 Account settings, §5 Account settings and password reset;
 * /account/settings): change the e-mail address (verified again), change the
 * password (other sessions end), delete the account (posts and comments stay and show 削除されたユーザー;
 * personal data is removed and the address may register again). Every change needs the current password, and
 * those checks are throttled like the login (docs/product.md §9 Rate limits): ACCOUNT_LIMITS.passwordCheckMax (5)
 * a minute per member and IP, shared by the three operations, each check reserved before it runs.
 */
import { and, eq, ne } from "drizzle-orm";
import { ACCOUNT_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { Language } from "#shared/language.ts";
import type {
  ChangeEmailAnswer,
  MessageAnswer,
  TChangeEmailData,
  TChangePasswordData,
  TDeleteAccountData,
} from "#shared/schemas/auth.ts";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import { invalidateUserSessions } from "../../auth/sessions.ts";
import type { AppDeps } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { activeUserFilter, passwordResetTokens, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { clearRateLimit, takeRateLimit } from "../../limits/rate-limit.ts";
import type { Viewer } from "../../viewer.ts";
import { deleteUserAccount } from "../admin/user-deletion.service.ts";
import type { ClientMeta } from "./accounts.service.ts";
import { queueVerificationMail } from "./email-verification.service.ts";

/** The throttle key of current-password checks: the member and the client IP (docs/product.md §9 Rate limits). */
export function passwordCheckThrottleKey(userId: number, ipAddress: string | undefined): string {
  return `password-check:${userId}|${ipAddress ?? ""}`;
}

/**
 * Checks the member's current password, throttled like the login: the check first reserves one of
 * ACCOUNT_LIMITS.passwordCheckMax (5) a minute per member and IP (one atomic upsert, so parallel guesses and
 * other instances share it); a wrong password keeps its reservation, the right one clears the bucket.
 * @throws AppError TOO_MANY_REQUESTS (429, copy.limits.passwordChecks; Retry-After and X-RateLimit-*) when 5
 *   checks ran this minute; VALIDATION `{[field]: [copy.validation.currentPassword]}` when it does not match.
 */
async function requirePassword(
  db: Database,
  userId: number,
  password: string,
  field: string,
  meta: ClientMeta,
) {
  const key = passwordCheckThrottleKey(userId, meta.ipAddress);
  await takeRateLimit(
    db,
    key,
    ACCOUNT_LIMITS.passwordCheckMax,
    ACCOUNT_LIMITS.passwordCheckWindowSeconds,
    copy.limits.passwordChecks,
  );
  const [user] = await db
    .select({ passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), activeUserFilter))
    .limit(1);
  if (!user) throw AppError.unauthorized();
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw AppError.validation({ [field]: [copy.validation.currentPassword] });
  }
  await clearRateLimit(db, key);
  return user;
}

/**
 * Changes the e-mail address (docs/product.md §4 Account settings); it counts as unverified again, old reset links
 * stop working and a verification mail to the new address is queued with the change (sent by the worker, with
 * retries while the mail server is away).
 * @param input `{email (lower-cased), current_password}`; `meta.ipAddress` keys the password-check throttle.
 * @param language the request's language, the verification mail's while the account has chosen none
 *   (docs/product.md "Languages", "Mails and notifications").
 * @returns `{email, message}`: the new address and copy.settings.emailChanged.
 * @throws AppError VALIDATION (wrong password on `current_password`, same or taken address on `email`),
 *   TOO_MANY_REQUESTS (5 password checks a minute).
 */
export async function changeEmail(
  db: Database,
  viewer: Viewer,
  input: TChangeEmailData,
  meta: ClientMeta,
  language?: Language,
): Promise<ChangeEmailAnswer> {
  const user = await requirePassword(db, viewer.id, input.current_password, "current_password", meta);
  if (user.email === input.email) throw AppError.validation({ email: [copy.validation.sameEmail] });
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, viewer.id)))
    .limit(1);
  if (taken) throw AppError.validation({ email: [copy.validation.emailTaken] });
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: input.email, emailVerifiedAt: null, updatedAt: new Date() })
        .where(eq(users.id, viewer.id));
      // Old reset links were mailed to the old address: they must not work any more.
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, viewer.id));
      // The new address's verification mail commits with the change; the worker sends it (account-mail.ts).
      await queueVerificationMail(tx, viewer.id, input.email, language);
    });
  } catch (error) {
    // The unique index decides a race between two members taking the same address.
    if (String((error as { code?: unknown }).code ?? "") === "23505" || /unique/i.test(String(error))) {
      throw AppError.validation({ email: [copy.validation.emailTaken] });
    }
    throw error;
  }
  return { email: input.email, message: copy.settings.emailChanged(input.email) };
}

/**
 * Changes the password (docs/product.md §4 Account settings) and ends every other session of the member and
 * their live streams (this one stays signed in and keeps its streams); pending reset links stop working.
 * @param input `{current_password, password, password_confirmation}` (strength and confirmation: the schema's);
 *   `meta.ipAddress` keys the password-check throttle.
 * @returns `{message}` (copy.settings.passwordChanged).
 * @throws AppError VALIDATION `{current_password: [...]}` when the current password is wrong,
 *   TOO_MANY_REQUESTS (5 password checks a minute).
 */
export async function changePassword(
  db: Database,
  viewer: Viewer,
  input: TChangePasswordData,
  meta: ClientMeta,
): Promise<MessageAnswer> {
  await requirePassword(db, viewer.id, input.current_password, "current_password", meta);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, viewer.id));
    // The other sessions and their live streams end with the change; this one keeps working.
    await invalidateUserSessions(tx, viewer.id, viewer.sessionId);
  });
  return { message: copy.settings.passwordChanged };
}

/**
 * Deletes the account after checking the password (docs/product.md §4 Account settings, §4 Leaving): personal data
 * and the member's requests go (those someone is helping with stay anonymised), what they wrote for others stays as
 * 削除されたユーザー with contact details masked, and every session ends — the one deletion that administrators use
 * too (admin/user-deletion.service.ts). The e-mail address becomes free again. The transports clear this browser's
 * cookies.
 * @param input `{password}`; `meta.ipAddress` keys the password-check throttle.
 * @returns `{message}` (copy.settings.deleted).
 * @throws AppError VALIDATION `{password: [...]}` when the password is wrong, TOO_MANY_REQUESTS (5 password
 *   checks a minute).
 */
export async function deleteAccount(
  deps: AppDeps,
  viewer: Viewer,
  input: TDeleteAccountData,
  meta: ClientMeta,
): Promise<MessageAnswer> {
  await requirePassword(deps.db, viewer.id, input.password, "password", meta);
  await deleteUserAccount(deps, viewer.id);
  return { message: copy.settings.deleted };
}
