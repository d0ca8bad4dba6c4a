/**
 * The legacy one-to-one message list (docs/product.md §2 Legacy messages list, §3 Legacy message, §7 GET
 * /api/messages).
 */
import { sql } from "drizzle-orm";
import { MESSAGING } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { toApiDate } from "#shared/dates.ts";
import { pageMeta } from "#shared/pagination.ts";
import type { LegacyMessagePage, TLegacyMessagesData } from "#shared/schemas/threads.ts";
import { type Database, queryRows } from "../../db/client.ts";
import type { Viewer } from "../../viewer.ts";

interface LegacyRow {
  id: number;
  sender_name: string | null;
  sender_deleted: boolean;
  receiver_name: string | null;
  receiver_deleted: boolean;
  content: string;
  created_at: Date | string;
}

/** A name, or 削除されたユーザー for a member who is gone. */
function nameOf(name: string | null, deleted: boolean): string {
  return name === null || deleted ? copy.post.deletedUser : name;
}

/**
 * The legacy messages the viewer sent or received, newest first, MESSAGING.legacyPerPage (20) a page.
 * @returns `{data: LegacyMessageView[], meta}`; a gone member's name is 削除されたユーザー.
 */
export async function listLegacyMessages(
  db: Database,
  viewer: Viewer,
  { page }: TLegacyMessagesData,
): Promise<LegacyMessagePage> {
  const perPage = MESSAGING.legacyPerPage;
  const mine = sql`(lm.sender_id = ${viewer.id} or lm.receiver_id = ${viewer.id})`;
  const [rows, totals] = await Promise.all([
    queryRows<LegacyRow>(
      db,
      sql`select lm.id, s.name as sender_name, s.deleted_at is not null as sender_deleted,
                 r.name as receiver_name, r.deleted_at is not null as receiver_deleted,
                 lm.content, lm.created_at
            from legacy_messages lm
            left join users s on s.id = lm.sender_id
            left join users r on r.id = lm.receiver_id
           where ${mine}
           order by lm.created_at desc, lm.id desc
           limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from legacy_messages lm where ${mine}`,
    ),
  ]);
  const data = rows.map((row) => ({
    id: Number(row.id),
    sender_name: nameOf(row.sender_name, row.sender_deleted),
    receiver_name: nameOf(row.receiver_name, row.receiver_deleted),
    content: row.content,
    created_at: toApiDate(row.created_at instanceof Date ? row.created_at : new Date(row.created_at)),
  }));
  return { data, meta: pageMeta(page, perPage, Number(totals[0]?.total ?? 0), data.length) };
}
