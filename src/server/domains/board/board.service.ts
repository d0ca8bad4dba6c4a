/**
 * The public board of the home page (spec.md §2 Home, §3 Public message, §4 "Public message area changes with
 * e-mail state", §5 Public message, §7 /api/public-messages). Posting needs a verified e-mail and is limited
 * per member (REST-CONVENTIONS.md "Throttling"); a new message is published to every live stream.
 */
import { desc, eq, sql } from "drizzle-orm";
import { MESSAGING } from "../../../shared/constants.ts";
import { copy } from "../../../shared/copy.ts";
import { toApiDate } from "../../../shared/dates.ts";
import { type PageMeta, pageMeta } from "../../../shared/pagination.ts";
import {
  type PublicMessageView,
  ZListPublicMessagesInput,
  ZPostPublicMessageInput,
} from "../../../shared/schemas/board.ts";
import type { Database } from "../../db/client.ts";
import { publicMessages, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { hitRateLimit, type RateLimitResult, rateLimitedError } from "../../http/rate-limit.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { publishBusEvent } from "../../realtime/event-bus.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";

interface BoardRow {
  id: number;
  body: string;
  createdAt: Date;
  userId: number | null;
  userName: string | null;
  userAvatar: string | null;
  userDeletedAt: Date | null;
}

/** A row as the board shows it: no sender (ゲスト) when the member is gone. */
function toView(row: BoardRow): PublicMessageView {
  const sender =
    row.userId !== null && row.userName !== null && row.userDeletedAt === null
      ? { id: row.userId, name: row.userName, avatar_url: storageUrl(row.userAvatar) }
      : null;
  return { id: row.id, body: row.body, sender, created_at: toApiDate(row.createdAt) };
}

const columns = {
  id: publicMessages.id,
  body: publicMessages.body,
  createdAt: publicMessages.createdAt,
  userId: users.id,
  userName: users.name,
  userAvatar: users.avatarPath,
  userDeletedAt: users.deletedAt,
};

/** The newest public messages first, 30 a page (anyone may read). */
export async function listPublicMessages(
  db: Database,
  raw: unknown,
): Promise<{ data: PublicMessageView[]; meta: PageMeta }> {
  const { page } = parseInput(ZListPublicMessagesInput, raw);
  const perPage = MESSAGING.publicMessagesPerPage;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(publicMessages)
      .leftJoin(users, eq(users.id, publicMessages.userId))
      .orderBy(desc(publicMessages.createdAt), desc(publicMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(publicMessages),
  ]);
  const data = rows.map(toView);
  return { data, meta: pageMeta(page, perPage, Number(totals[0]?.total ?? 0), data.length) };
}

/**
 * Posts a public message for a verified member.
 * @returns the message and the rate-limit state (for the X-RateLimit headers of REST).
 * @throws AppError FORBIDDEN (copy.board.unverified), VALIDATION (copy.board.required, length),
 *   TOO_MANY_REQUESTS (more than MESSAGING.boardPostsPerWindow in MESSAGING.boardWindowSeconds).
 */
export async function postPublicMessage(
  db: Database,
  viewer: Viewer,
  raw: unknown,
): Promise<{ data: PublicMessageView; rateLimit: RateLimitResult }> {
  if (!viewer.emailVerified) throw AppError.forbidden(copy.board.unverified);
  const { body } = parseInput(ZPostPublicMessageInput, raw);
  const rateLimit = await hitRateLimit(
    db,
    `board:${viewer.id}`,
    MESSAGING.boardPostsPerWindow,
    MESSAGING.boardWindowSeconds,
  );
  if (!rateLimit.allowed) throw rateLimitedError(rateLimit);
  const view = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(publicMessages)
      .values({ userId: viewer.id, body })
      .returning({ id: publicMessages.id, createdAt: publicMessages.createdAt });
    if (!inserted) throw new Error("public message not inserted");
    const [author] = await tx
      .select({ name: users.name, avatar: users.avatarPath })
      .from(users)
      .where(eq(users.id, viewer.id));
    const message = toView({
      id: inserted.id,
      body,
      createdAt: inserted.createdAt,
      userId: viewer.id,
      userName: author?.name ?? viewer.name,
      userAvatar: author?.avatar ?? null,
      userDeletedAt: null,
    });
    await publishBusEvent(tx, { kind: "board", message });
    return message;
  });
  return { data: view, rateLimit };
}
