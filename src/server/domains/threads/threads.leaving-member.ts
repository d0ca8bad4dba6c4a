/**
 * The threads of a member who leaves (docs/product.md §4 Leaving, §12 Contact details held back): the messages they
 * wrote keep no contact details — masked in storage for good, whatever the consent — and every partner's open
 * thread hears at once that it changed, so it shows that the partner left and offers no composer. Sending to a
 * member who left is refused by threads.service.ts sendMessage (`partner_left`). Runs inside the account
 * deletion's transaction (admin/user-deletion.service.ts), so the live streams hear of it once it is committed.
 */
import { sql } from "drizzle-orm";
import { maskContacts } from "#shared/contact-masking.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { publishBusEvent } from "../../realtime/event-bus.ts";
import { type MessageRow, maskRows } from "./threads.queries.ts";

/** A stored text replaced by its masked form. */
interface Rewrite {
  id: number;
  body: string;
}

/** Writes `rewrites` into `table`.`column` by id, in one statement (none: nothing). */
async function writeBack(tx: DbOrTx, table: "messages" | "legacy_messages", rewrites: Rewrite[]) {
  if (rewrites.length === 0) return;
  const column = table === "messages" ? sql.raw("body") : sql.raw("content");
  await tx.execute(
    sql`update ${sql.raw(table)} t set ${column} = v.body
          from json_to_recordset(${JSON.stringify(rewrites)}::json) as v(id int, body text)
         where t.id = v.id`,
  );
}

/**
 * Masks the contact details of every thread message `userId` wrote, in storage (docs/product.md §4 Leaving): each
 * thread's messages of theirs are read together, so a detail split over consecutive messages is masked in every
 * part, exactly as the thread shows them before consent (threads.queries.ts maskRows). The legacy inbox's messages
 * they sent are masked too (one by one: that list never joined messages). The other participant's messages are
 * theirs and stay as written.
 * @returns how many stored texts changed.
 */
export async function maskMessagesOfLeavingMember(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await queryRows<MessageRow>(
    tx,
    sql`select id, thread_id, user_id, body, created_at from messages
         where user_id = ${userId} order by thread_id, id`,
  );
  const byThread = new Map<number, MessageRow[]>();
  for (const row of rows) {
    const list = byThread.get(Number(row.thread_id)) ?? [];
    list.push(row);
    byThread.set(Number(row.thread_id), list);
  }
  const rewrites: Rewrite[] = [];
  for (const list of byThread.values()) {
    const masked = maskRows(list, []);
    for (const row of list) {
      const shown = masked.get(Number(row.id));
      if (shown?.masked) rewrites.push({ id: Number(row.id), body: shown.text });
    }
  }
  await writeBack(tx, "messages", rewrites);

  const legacy = await queryRows<{ id: number; content: string }>(
    tx,
    sql`select id, content from legacy_messages where sender_id = ${userId}`,
  );
  const legacyRewrites = legacy.flatMap((row) => {
    const shown = maskContacts(row.content);
    return shown.masked ? [{ id: Number(row.id), body: shown.text }] : [];
  });
  await writeBack(tx, "legacy_messages", legacyRewrites);
  return rewrites.length + legacyRewrites.length;
}

/**
 * Tells the live stream of every partner of `userId` that their thread changed (`thread.changed`, the event a
 * block sends: docs/product.md §12 Blocking), so an open thread fetches itself again and reads that the partner
 * left, and the threads list follows.
 */
export async function announcePartnerLeft(tx: DbOrTx, userId: number): Promise<void> {
  const threads = await queryRows<{ thread_id: number; partner_id: number | null }>(
    tx,
    sql`select me.thread_id, other.user_id as partner_id from thread_participants me
          left join thread_participants other on other.thread_id = me.thread_id and other.user_id <> me.user_id
         where me.user_id = ${userId}`,
  );
  for (const thread of threads) {
    const partner = thread.partner_id === null ? [] : [Number(thread.partner_id)];
    await publishBusEvent(tx, {
      kind: "message",
      thread_id: Number(thread.thread_id),
      message: null,
      participants: [userId, ...partner],
      unread: {},
    });
  }
}

/**
 * Removes the photos `userId` sent in threads (docs/product.md §4 Leaving, "スレッドの写真"): a photo cannot be masked
 * like a text, and may show the member or their home, so it goes; the message's text stays, masked. One statement.
 * @returns the storage keys (photos and thumbnails) to discard once the transaction is committed.
 */
export async function removePhotosOfLeavingMember(tx: DbOrTx, userId: number): Promise<string[]> {
  const rows = await queryRows<{ key: string; thumb_key: string }>(
    tx,
    sql`delete from message_images i using messages m
         where m.id = i.message_id and m.user_id = ${userId}
         returning i.key, i.thumb_key`,
  );
  return rows.flatMap((row) => [row.key, row.thumb_key]);
}
