/**
 * The data set of the live-stream benchmarks (bench/realtime.ts, bench/stream-flood.ts), made once: `n` verified
 * members with one session each, paired two by two in threads, in a fresh database at `databaseUrl`.
 */
import { generateSessionToken, sessionIdFromToken } from "../src/server/auth/sessions.ts";
import { migrateDatabase, openDatabase } from "../src/server/db/client.ts";
import { seedReference } from "../src/server/db/seed/seed-reference.ts";

/** What the benchmarks drive: the members, their session tokens and the threads of each pair. */
export interface BenchMembers {
  /** PostgreSQL's `select version()`, for the report. */
  version: string;
  ids: number[];
  tokens: string[];
  threadIds: number[];
}

/** Migrates, seeds the reference data and adds `n` members (e-mails `<emailPrefix><i>@example.test`). */
export async function seedBenchMembers(
  databaseUrl: string,
  n: number,
  emailPrefix: string,
): Promise<BenchMembers> {
  const handle = await openDatabase({ databaseUrl, dataDir: "memory://" });
  try {
    await migrateDatabase(handle);
    await seedReference(handle.db);
    const sql = handle.postgresClient;
    if (!sql) throw new Error("PostgreSQL expected");
    const version = (await sql`select version()`)[0]?.version as string;
    const ids = (
      await sql`insert into users (name, email, email_verified_at)
        select 'ベンチ会員' || g, ${emailPrefix} || g || '@example.test', now() from generate_series(1, ${n}) g
        returning id`
    ).map((row) => Number(row.id));
    await sql`insert into user_roles (user_id, role_id) select unnest(${ids}::int[]), 1`;
    const tokens = ids.map(() => generateSessionToken());
    await sql`insert into sessions (id, user_id, expires_at)
      select unnest(${tokens.map(sessionIdFromToken)}::text[]), unnest(${ids}::int[]), now() + interval '1 day'`;
    const threadIds: number[] = [];
    for (let i = 0; i + 1 < ids.length; i += 2) {
      const [a, b] = [ids[i] as number, ids[i + 1] as number];
      const [row] = await sql`insert into threads (pair_key) values (${`${a}:${b}`}) returning id`;
      threadIds.push(Number(row?.id));
      await sql`insert into thread_participants (thread_id, user_id) values (${Number(row?.id)}, ${a}), (${Number(row?.id)}, ${b})`;
    }
    return { version, ids, tokens, threadIds };
  } finally {
    await handle.close();
  }
}
