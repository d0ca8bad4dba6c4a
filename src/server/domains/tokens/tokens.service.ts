/**
 * Personal access tokens (docs/product.md § API platform; docs/decisions/010): Laravel Sanctum's model. A member
 * creates a named token with abilities and an optional expiry; the plain token `<id>|<secret>` is answered once
 * and only the SHA-256 of the secret is stored. `authenticateToken` turns an `Authorization: Bearer` value into
 * the viewer of a call, for http/bearer.ts.
 *
 * A token lives only while its member may sign in: the lookup joins the member and refuses (and deletes) the
 * token of a deleted, banned or suspended account — the same facts that end sessions (auth/sessions.ts), so a
 * suspension or deletion made anywhere ends the member's tokens without that code knowing about tokens.
 *
 * Tokens are managed from the browser session only: a call authenticated by a token (the viewer's `apiTokenId`)
 * cannot create or revoke tokens — a stolen or short-lived token could otherwise mint one that outlives it or
 * revoke the member's others — and its list shows only itself.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { ROLE_IDS } from "#shared/constants.ts";
import { tokensCopy } from "#shared/copy/tokens.ts";
import { toApiDate } from "#shared/dates.ts";
import {
  type CreatedToken,
  MAX_TOKENS_PER_MEMBER,
  type TCreateTokenData,
  TOKEN_ABILITIES,
  type TokenAbility,
  type TokenView,
} from "#shared/schemas/tokens.ts";
import type { DbOrTx } from "../../db/client.ts";
import { personalAccessTokens, userRoles, users, writePositions } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { type Viewer, writePositionOf } from "../../viewer.ts";

/** `last_used_at` is written at most once per this many seconds (a busy script costs no write per call). */
export const LAST_USED_RESOLUTION_SECONDS = 60;

/** Statuses that end a member's tokens besides deletion and the ban flag (docs/product.md §4 admin status). */
const BLOCKED_STATUSES = ["suspended", "banned", "blocked", "disabled"];

/** Lowercase hex SHA-256 of a token's secret: what the table keeps. */
export function hashTokenSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

type TokenRow = typeof personalAccessTokens.$inferSelect;

function viewOf(row: TokenRow): TokenView {
  return {
    id: row.id,
    name: row.name,
    abilities: row.abilities.filter((a): a is TokenAbility =>
      (TOKEN_ABILITIES as readonly string[]).includes(a),
    ),
    last_used_at: row.lastUsedAt ? toApiDate(row.lastUsedAt) : null,
    expires_at: row.expiresAt ? toApiDate(row.expiresAt) : null,
    created_at: toApiDate(row.createdAt),
  };
}

/**
 * Refuses a call authenticated by a personal access token (docs/product.md § API platform): creating and
 * revoking tokens needs the browser session. @throws AppError 403 `token_session_required` (REST `This action is
 * unauthorized.`; tRPC tokensCopy.sessionRequired).
 */
function requireBrowserSession(viewer: Viewer): void {
  if (viewer.apiTokenId !== undefined) {
    throw AppError.forbidden("token_session_required");
  }
}

/**
 * The viewer's tokens, newest first (no secrets); a call made with a token sees only that token
 * (docs/product.md § API platform).
 */
export async function listTokens(db: DbOrTx, viewer: Viewer): Promise<TokenView[]> {
  const mine = eq(personalAccessTokens.userId, viewer.id);
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(viewer.apiTokenId === undefined ? mine : and(mine, eq(personalAccessTokens.id, viewer.apiTokenId)))
    .orderBy(desc(personalAccessTokens.id));
  return rows.map(viewOf);
}

/**
 * Creates a token for the viewer (browser session only): 40 random characters of secret (Sanctum's length),
 * stored as its SHA-256; the expiry is none or at most the form's longest choice (the schema's).
 * @returns the token's view and `plain_text_token` = `<id>|<secret>`, shown this once.
 * @throws AppError FORBIDDEN (403) for a call made with a token; VALIDATION (422, name) when the member already
 *   holds MAX_TOKENS_PER_MEMBER tokens.
 */
export async function createToken(
  db: DbOrTx,
  viewer: Viewer,
  input: TCreateTokenData,
): Promise<CreatedToken> {
  requireBrowserSession(viewer);
  const [held] = await db
    .select({ n: count() })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, viewer.id));
  if ((held?.n ?? 0) >= MAX_TOKENS_PER_MEMBER) {
    throw AppError.validation({ name: [tokensCopy.tooMany(MAX_TOKENS_PER_MEMBER)] });
  }
  const secret = randomBytes(30).toString("base64url");
  const [row] = await db
    .insert(personalAccessTokens)
    .values({
      userId: viewer.id,
      name: input.name,
      tokenHash: hashTokenSecret(secret),
      abilities: input.abilities,
      expiresAt: input.expires_at,
    })
    .returning();
  if (!row) throw AppError.internal("insert returned no row");
  return { data: viewOf(row), plain_text_token: `${row.id}|${secret}` };
}

/**
 * Revokes (deletes) one of the viewer's tokens (browser session only). @throws AppError FORBIDDEN (403) for a call
 * made with a token; NOT_FOUND (404) for an id that is not theirs — someone else's token is as unknown as a
 * missing one.
 */
export async function revokeToken(db: DbOrTx, viewer: Viewer, id: number): Promise<{ revoked: true }> {
  requireBrowserSession(viewer);
  const removed = await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, viewer.id)))
    .returning({ id: personalAccessTokens.id });
  if (removed.length === 0) throw AppError.notFound("token_not_found");
  return { revoked: true };
}

/** The caller behind a valid bearer token: the viewer and the token's id and abilities. */
export interface TokenCaller {
  viewer: Viewer;
  token: { id: number; abilities: readonly TokenAbility[] };
}

/**
 * The caller of `Authorization: Bearer <plain>` (`<id>|<secret>`), or null for a malformed, unknown, expired
 * or revoked token, or one whose member is deleted, banned or suspended (such a token is deleted). The secret is
 * compared as its SHA-256 in constant time. `last_used_at` moves at most once a minute (one conditional update).
 */
export async function authenticateToken(db: DbOrTx, plain: string): Promise<TokenCaller | null> {
  const match = /^(\d{1,10})\|([A-Za-z0-9_-]{1,100})$/.exec(plain.trim());
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      id: personalAccessTokens.id,
      userId: personalAccessTokens.userId,
      tokenHash: personalAccessTokens.tokenHash,
      abilities: personalAccessTokens.abilities,
      expiresAt: personalAccessTokens.expiresAt,
      lastUsedAt: personalAccessTokens.lastUsedAt,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
      isBanned: users.isBanned,
      status: users.status,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role_id = ${ROLE_IDS.admin})`,
      writePosition: sql<
        string | null
      >`(select wp.lsn from ${writePositions} wp where wp.user_id = ${users.id})`,
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.id, id))
    .limit(1);
  if (!row) return null;
  const expected = Buffer.from(row.tokenHash);
  const actual = Buffer.from(hashTokenSecret(match[2]));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const now = Date.now();
  if (row.deletedAt !== null || row.isBanned || BLOCKED_STATUSES.includes(row.status)) {
    await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, id));
    return null;
  }
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now) return null;
  if (row.lastUsedAt === null || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_SECONDS * 1000) {
    // Conditional, so parallel calls of one minute write once.
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(personalAccessTokens.id, id),
          sql`(${personalAccessTokens.lastUsedAt} is null or ${personalAccessTokens.lastUsedAt} <= now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS}))`,
        ),
      );
  }
  return {
    viewer: {
      id: row.userId,
      name: row.name,
      emailVerified: row.emailVerifiedAt !== null,
      isAdmin: Boolean(row.isAdmin),
      // No session: a token call has no session to end (logout with a token ends nothing else).
      sessionId: `token:${row.id}`,
      apiTokenId: row.id,
      writePosition: writePositionOf(row.writePosition),
    },
    token: {
      id: row.id,
      abilities: row.abilities.filter((a): a is TokenAbility =>
        (TOKEN_ABILITIES as readonly string[]).includes(a),
      ),
    },
  };
}
