/**
 * The member's interface language (docs/product.md "Languages"): kept on their account so it follows them to every
 * device; read with the current user (accounts.me, SessionUser.language) and changed here.
 */
import { and, eq } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { LanguageAnswer, TLanguageData } from "#shared/schemas/language.ts";
import type { Database } from "../../db/client.ts";
import { activeUserFilter, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { Viewer } from "../../viewer.ts";

/** Changes of the language a member may make per window (docs/product.md "Languages"). */
export const LANGUAGE_LIMIT = { max: 60, windowSeconds: 600 } as const;

/**
 * Takes one of LANGUAGE_LIMIT.max (60) changes in 10 minutes for the viewer, before the write.
 * @throws AppError TOO_MANY_REQUESTS (429, copy.language.tooMany) when the window is full.
 */
export function takeLanguageLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  return takeRateLimit(
    db,
    `language:${viewer.id}`,
    LANGUAGE_LIMIT.max,
    LANGUAGE_LIMIT.windowSeconds,
    copy.language.tooMany,
  );
}

/**
 * Keeps `input.language` (one of LANGUAGES, already checked by ZLanguageInput) for the viewer's account.
 * @returns `{language}` as stored.
 * @throws AppError UNAUTHORIZED when the account is gone (deleted between the gate and the write).
 */
export async function updateLanguage(
  db: Database,
  viewer: Viewer,
  input: TLanguageData,
): Promise<LanguageAnswer> {
  const [row] = await db
    .update(users)
    .set({ language: input.language })
    .where(and(eq(users.id, viewer.id), activeUserFilter))
    .returning({ language: users.language });
  if (!row) throw AppError.unauthorized();
  return { language: row.language as LanguageAnswer["language"] };
}
