/**
 * The member's text size (docs/product.md "文字サイズ"): kept on their account so it follows them to every
 * device; read with the current user (accounts.me, SessionUser.text_size) and changed here.
 */
import { and, eq } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import type { TextSizeAnswer, TTextSizeData } from "#shared/schemas/text-size.ts";
import type { Database } from "../../db/client.ts";
import { activeUserFilter, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import type { Viewer } from "../../viewer.ts";

/** Changes of the text size a member may make per window (docs/product.md "文字サイズ"). */
export const TEXT_SIZE_LIMIT = { max: 60, windowSeconds: 600 } as const;

/**
 * Takes one of TEXT_SIZE_LIMIT.max (60) changes in 10 minutes for the viewer, before the write.
 * @throws AppError TOO_MANY_REQUESTS (429, copy.textSize.tooMany) when the window is full.
 */
export function takeTextSizeLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  return takeRateLimit(
    db,
    `text-size:${viewer.id}`,
    TEXT_SIZE_LIMIT.max,
    TEXT_SIZE_LIMIT.windowSeconds,
    copy.textSize.tooMany,
  );
}

/**
 * Keeps `input.text_size` (one of TEXT_SIZES, already checked by ZTextSizeInput) for the viewer's account.
 * @returns `{text_size}` as stored.
 * @throws AppError UNAUTHORIZED when the account is gone (deleted between the gate and the write).
 */
export async function updateTextSize(
  db: Database,
  viewer: Viewer,
  input: TTextSizeData,
): Promise<TextSizeAnswer> {
  const [row] = await db
    .update(users)
    .set({ textSize: input.text_size })
    .where(and(eq(users.id, viewer.id), activeUserFilter))
    .returning({ textSize: users.textSize });
  if (!row) throw AppError.unauthorized();
  return { text_size: row.textSize as TextSizeAnswer["text_size"] };
}
