/**
 * What a member who leaves wrote where others read it (docs/product.md §4 Leaving, §12 Contact details held back):
 * comments on requests, board messages and the comments of reviews they gave stay — they are part of other
 * members' requests, board and ratings — with their contact details masked for good in storage, by the detection
 * of src/shared/contact-masking.ts. Notifications others received about what they did forget their name (read
 * as 退会したユーザー, notification-text.ts) and carry the quoted text masked. Runs inside the account deletion's
 * transaction (admin/user-deletion.service.ts); the thread messages are threads.leaving-member.ts's.
 */
import { sql } from "drizzle-orm";
import { maskContacts } from "#shared/contact-masking.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";

/** A stored text column masked in place: its table, its id and text columns, and the rows of the member. */
interface MaskedColumn {
  table: string;
  column: string;
  author: string;
}

/** The member's texts others read (see the file comment). */
const COLUMNS: readonly MaskedColumn[] = [
  { table: "comments", column: "body", author: "user_id" },
  { table: "public_messages", column: "body", author: "user_id" },
  { table: "reviews", column: "comment", author: "reviewer_id" },
];

/** Masks one column of the member's rows; one select and at most one update. @returns how many changed. */
async function maskColumn(tx: DbOrTx, { table, column, author }: MaskedColumn, userId: number) {
  const rows = await queryRows<{ id: number; text: string | null }>(
    tx,
    sql`select id, ${sql.raw(column)} as text from ${sql.raw(table)} where ${sql.raw(author)} = ${userId}`,
  );
  const rewrites = rows.flatMap((row) => {
    if (row.text === null) return [];
    const shown = maskContacts(row.text);
    return shown.masked ? [{ id: Number(row.id), text: shown.text }] : [];
  });
  if (rewrites.length > 0) {
    await tx.execute(
      sql`update ${sql.raw(table)} t set ${sql.raw(column)} = v.text
            from json_to_recordset(${JSON.stringify(rewrites)}::json) as v(id int, text text)
           where t.id = v.id`,
    );
  }
  return rewrites.length;
}

/** The quoted texts of a notification's `data` that may hold what the actor wrote. */
const QUOTED_KEYS = ["excerpt", "post_title"] as const;

/**
 * The notifications others received whose actor is `userId`: the stored name is dropped and the quoted texts are
 * masked. One select and at most one update.
 */
async function forgetActor(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await queryRows<{ id: number; data: Record<string, unknown> | string }>(
    tx,
    sql`select id, data from notifications where actor_id = ${userId}`,
  );
  const rewrites = rows.map((row) => {
    const data: Record<string, unknown> =
      typeof row.data === "string" ? JSON.parse(row.data) : { ...row.data };
    delete data.actor_name;
    for (const key of QUOTED_KEYS) {
      const value = data[key];
      if (typeof value === "string") data[key] = maskContacts(value).text;
    }
    return { id: Number(row.id), data };
  });
  if (rewrites.length > 0) {
    await tx.execute(
      sql`update notifications n set data = v.data
            from json_to_recordset(${JSON.stringify(rewrites)}::json) as v(id bigint, data jsonb)
           where n.id = v.id`,
    );
  }
  return rewrites.length;
}

/**
 * Masks the contact details of the comments, board messages and review comments `userId` wrote, in storage, and
 * makes the notifications about their actions forget their name (see the file comment).
 * @returns how many stored rows changed.
 */
export async function maskTextsOfLeavingMember(tx: DbOrTx, userId: number): Promise<number> {
  let changed = 0;
  for (const column of COLUMNS) changed += await maskColumn(tx, column, userId);
  return changed + (await forgetActor(tx, userId));
}
