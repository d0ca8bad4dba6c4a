/**
 * The public board of the home page (docs/product.md §2 Home, §3 Public message, §4 Public message area, §5 Public
 * message, §7 /api/public-messages). Posting needs a verified e-mail (the adapters' gate, with the board's own
 * refusal text) and is limited per member (takeBoardLimit, taken by both adapters before the service, §9 Rate
 * limits); a new message is published to every live stream.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { MESSAGING } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { pageMeta } from "#shared/pagination.ts";
import type {
  PublicMessagePage,
  PublicMessageView,
  TListPublicMessagesData,
  TPostPublicMessageData,
} from "#shared/schemas/board.ts";
import type { Database } from "../../db/client.ts";
import { publicMessages, users } from "../../db/schema/index.ts";
import { notBlocked, shown } from "../../db/visibility.ts";
import { type RateLimitResult, takeRateLimit } from "../../limits/rate-limit.ts";
import { storageUrl } from "../../media/storage-url.ts";
import { publishBusEvent } from "../../realtime/event-bus.ts";
import type { Viewer } from "../../viewer.ts";
import { blockPartnerIds } from "../safety/blocks.queries.ts";

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

/**
 * The newest public messages first, MESSAGING.publicMessagesPerPage (30) a page; anyone may read
 * (docs/product.md §2 Home). Hidden messages and those of members the viewer blocked or who blocked the viewer
 * are left out, from the page and the total (docs/product.md §12; one NOT EXISTS per query).
 * @returns `{data: PublicMessageView[], meta}`.
 */
export async function listPublicMessages(
  db: Database,
  { page }: TListPublicMessagesData,
  viewer: Viewer | null = null,
): Promise<PublicMessagePage> {
  const perPage = MESSAGING.publicMessagesPerPage;
  const listed = and(shown(publicMessages), notBlocked(viewer, sql.raw(`"public_messages"."user_id"`)));
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(publicMessages)
      .leftJoin(users, eq(users.id, publicMessages.userId))
      .where(listed)
      .orderBy(desc(publicMessages.createdAt), desc(publicMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(publicMessages).where(listed),
  ]);
  const data = rows.map(toView);
  return { data, meta: pageMeta(page, perPage, Number(totals[0]?.total ?? 0), data.length) };
}

/**
 * The board's rate limit (docs/product.md §9 Rate limits): one hit for `viewer` in the bucket `board:<id>`, at
 * most MESSAGING.boardPostsPerWindow (5) per MESSAGING.boardWindowSeconds (60 s). Both adapters take it before
 * postPublicMessage; REST writes the returned state as X-RateLimit-* headers.
 * @throws AppError TOO_MANY_REQUESTS (429: copy.board.tooMany for people, `Too Many Attempts.` on the wire,
 *   Retry-After and X-RateLimit-* from the error).
 */
export function takeBoardLimit(db: Database, viewer: Viewer): Promise<RateLimitResult> {
  return takeRateLimit(
    db,
    `board:${viewer.id}`,
    MESSAGING.boardPostsPerWindow,
    MESSAGING.boardWindowSeconds,
    copy.board.tooMany,
  );
}

/**
 * Posts a public message (docs/product.md §5 Public message) for a verified member (the gate's) whose hit the
 * board limit took; the message goes to every live stream once committed, but those of members blocked
 * either way with the author.
 * @returns the message as the board shows it.
 */
export async function postPublicMessage(
  db: Database,
  viewer: Viewer,
  { body }: TPostPublicMessageData,
): Promise<PublicMessageView> {
  return db.transaction(async (tx) => {
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
    // Members blocked either way with the author do not see the message in their board list; their open
    // streams skip it too (§12 Blocking).
    const hiddenFrom = await blockPartnerIds(tx, viewer.id);
    await publishBusEvent(tx, { kind: "board", message, hidden_from: hiddenFrom });
    return message;
  });
}
