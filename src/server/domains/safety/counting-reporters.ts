/**
 * Counting members (docs/product.md §12 Reporting and moderation, "Counting members"): whose reports count
 * towards hiding a target pending review. Anyone may report; only members who could not have been made a
 * minute ago count, so a handful of fresh accounts cannot hide someone else's request. The rule is this one SQL
 * fragment, so another way of being trusted (an organisation's check, once there is one) is one more `or`.
 */
import { type SQL, sql } from "drizzle-orm";
import { COUNTING_REPORTER_MIN_AGE_HOURS } from "#shared/schemas/safety.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";

/**
 * SQL true when member `userId` counts towards hiding right now: not withdrawn, a verified e-mail address, an
 * account at least COUNTING_REPORTER_MIN_AGE_HOURS (72) old, not suspended (neither `is_banned` nor a status of
 * 停止: banned, suspended, blocked, disabled — docs/product.md §4 Admin display status), and not reported and
 * hidden themselves: no report names them as the author of content that is hidden now (pending review or
 * removed; content is only ever hidden through reports) and no report of them ended in their suspension
 * (`suspend_user`, even once lifted). Index use: users by primary key, reports by reports_target_user_idx, the
 * reported content by primary key.
 */
export function countsTowardHidingSql(userId: number | SQL): SQL {
  return sql`exists (select 1 from users cr
    where cr.id = ${userId} and cr.deleted_at is null and cr.email_verified_at is not null
      and cr.created_at <= now() - make_interval(hours => ${COUNTING_REPORTER_MIN_AGE_HOURS})
      and not cr.is_banned and cr.status not in ('banned', 'suspended', 'blocked', 'disabled')
      and not exists (select 1 from reports hr where hr.target_user_id = cr.id and (
        hr.resolution = 'suspend_user'
        or (hr.target_type = 'post'
            and exists (select 1 from posts x where x.id = hr.target_id and x.moderation is not null))
        or (hr.target_type = 'comment'
            and exists (select 1 from comments x where x.id = hr.target_id and x.moderation is not null))
        or (hr.target_type = 'public_message'
            and exists (select 1 from public_messages x where x.id = hr.target_id and x.moderation is not null))
        or (hr.target_type = 'message'
            and exists (select 1 from messages x where x.id = hr.target_id and x.moderation is not null)))))`;
}

/** Whether member `userId` counts towards hiding right now (one statement; countsTowardHidingSql). */
export async function countsTowardHiding(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ counts: boolean }>(
    db,
    sql`select ${countsTowardHidingSql(userId)} as counts`,
  );
  return Boolean(row?.counts);
}
