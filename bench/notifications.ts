/**
 * Benchmark of notifications (docs/performance.md "Notifications";
 * docs/decisions/013-notifications-and-the-job-queue.md):
 *   npx bun bench/notifications.ts [--searches 100000] [--followers 10000] [--posts 40]
 *                                  [--database-url postgres://…] [--no-write]
 * 1. A fresh temporary PostgreSQL database (postgres://postgres@127.0.0.1:5432 unless --database-url or
 *    BENCH_DATABASE_URL), migrated, with the reference data, F+1 members (one author followed by F) and S saved
 *    searches of varied criteria (keywords 40 %, tags 20 %, places 15 %, regions 15 %, categories 10 %).
 * 2. Matching: `matchSavedSearches` for new posts of random attributes, at S/10 and at S saved searches (the
 *    time must not grow with S: it reads only the candidates filed under the post's keys).
 * 3. The create request: `createPost` by an author without followers and by the author with F followers (both
 *    only queue one job), and by a third member while the worker fans out the F followers' notifications.
 * 4. The fan-out job of one post to F followers (plus its saved-search matching), end to end.
 * Prints the figures and keeps the run in bench/results/notifications/ with its row of the latest-figures table of
 * docs/performance.md (bench/results.ts; not with --no-write).
 */
import { mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { ZCreatePostInput } from "#shared/schemas/posts.ts";
import { migrateDatabase, openDatabase, queryRows } from "../src/server/db/client.ts";
import { savedSearches, savedSearchKeys } from "../src/server/db/schema/index.ts";
import { seedDatabase } from "../src/server/db/seed/seed-run.ts";
import {
  savedSearchKeys as keysOf,
  matchSavedSearches,
} from "../src/server/domains/notifications/saved-search-match.ts";
import { createPost } from "../src/server/domains/posts/posts.service.ts";
import { loadEnv } from "../src/server/env.ts";
import { jobHandlersFor } from "../src/server/jobs/handlers.ts";
import { type JobQueue, openJobQueue } from "../src/server/jobs/queue.ts";
import type { Viewer } from "../src/server/viewer.ts";
import { deleteAllJobs, runOneJob } from "../tests/support/jobs.ts";
import { recordRun } from "./results.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const SEARCHES = Number(arg("searches", "100000"));
const FOLLOWERS = Number(arg("followers", "10000"));
const POSTS = Number(arg("posts", "40"));
const adminUrl = arg(
  "database-url",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);

/** A deterministic random source (the same data on every run). */
let seed = 20261124;
function random(): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Kanji and katakana to make words from (keywords and post texts share them). */
const KANJI = Array.from(
  "引越家具運搬犬散歩庭草取買物代行電球交換掃除片付修理組立設定相談教室料理洗濯子守留守番駐車",
);
const KATAKANA = ["ソファ", "ピアノ", "パソコン", "エアコン", "ベッド", "テレビ", "カーテン", "プリンタ"];
function word(): string {
  return random() < 0.3 ? pick(KATAKANA) : `${pick(KANJI)}${pick(KANJI)}`;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const dbName = `tasukeai_notif_bench_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: "memory://",
    statementTimeoutMs: 0,
  });
  const { db } = handle;
  // Mails of the bench's members go to the outbox of a temporary directory (none are immediate by default
  // for followed_post and saved_search, so the fan-out sends none).
  const env = loadEnv({
    APP_KEY: "bench-app-key-bench-app-key-bench-app-key-00",
    DATA_DIR: mkdtempSync(join(tmpdir(), "tasukeai-notif-bench-")),
    APP_URL: "http://localhost:3000",
  });
  let jobQueue: JobQueue | undefined;
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle, "0");
    // The creates queue their fan-out through pg-boss; this process runs the jobs itself (runOneJob).
    jobQueue = await openJobQueue(handle, { supervise: false });
    const categories = await queryRows<{ id: number; parent_id: number | null }>(
      db,
      sql`select id, parent_id from categories`,
    );
    const children = categories.filter((c) => c.parent_id !== null).map((c) => Number(c.id));
    const regions = (await queryRows<{ id: number }>(db, sql`select id from regions`)).map((r) =>
      Number(r.id),
    );
    const tagSlugs = Array.from({ length: 400 }, (_, i) => `tag-${i}`);

    // Members: 1 author with F followers, a quiet author, and the owners of the saved searches.
    const members = FOLLOWERS + 3;
    await db.execute(sql`insert into users (name, email, email_verified_at)
      select 'ベンチ ' || g, 'bench' || g || '@example.com', now() from generate_series(1, ${members}) g`);
    const ids = (await queryRows<{ id: number }>(db, sql`select id from users order by id`)).map((r) =>
      Number(r.id),
    );
    const viewer = (id: number): Viewer => ({
      id,
      name: "ベンチ",
      emailVerified: true,
      isAdmin: false,
      sessionId: "b",
    });
    const author = viewer(ids[0] as number);
    const quiet = viewer(ids[1] as number);
    const other = viewer(ids[2] as number);
    await db.execute(sql`insert into follows (follower_id, followee_id)
      select id, ${author.id} from users where id > ${ids[2] as number} limit ${FOLLOWERS}`);

    // Saved searches with their probe keys, in batches.
    /**
     * Adds `count` saved searches: `mixed` follows the distribution of the file header; otherwise every one is
     * selective (a rare keyword, one of 4,000 tags or a 2 km circle), as most of a large population would be.
     */
    async function addSearches(count: number, mixed: boolean): Promise<void> {
      const batch = 2000;
      for (let done = 0; done < count; done += batch) {
        const rows = Array.from({ length: Math.min(batch, count - done) }, () => {
          const r = random();
          const base = {
            keyword: null as string | null,
            categoryId: null as number | null,
            regionId: null as number | null,
            tags: [] as string[],
            near: null as { lat: number; lon: number; radiusKm: number } | null,
            language: null as string | null,
          };
          if (!mixed) {
            if (r < 0.5) base.keyword = `${pick(KANJI)}${pick(KANJI)}${pick(KANJI)}`;
            else if (r < 0.8) base.tags = [`rare-${Math.floor(random() * 4000)}`];
            else base.near = { lat: 31 + random() * 12, lon: 130 + random() * 11, radiusKm: 2 };
            return { ...base, userId: pick(ids) };
          }
          if (r < 0.4) base.keyword = random() < 0.3 ? `${word()} ${word()}` : word();
          else if (r < 0.6) base.tags = [pick(tagSlugs)];
          else if (r < 0.75)
            base.near = { lat: 31 + random() * 12, lon: 130 + random() * 11, radiusKm: 1 + random() * 19 };
          else if (r < 0.9) base.regionId = pick(regions);
          else base.categoryId = pick(children);
          if (random() < 0.3 && base.regionId === null) base.regionId = pick(regions);
          return { ...base, userId: pick(ids) };
        });
        const inserted = await db
          .insert(savedSearches)
          .values(
            rows.map((r) => ({
              userId: r.userId,
              keyword: r.keyword,
              categoryId: r.categoryId,
              regionId: r.regionId,
              tags: r.tags,
              nearLat: r.near?.lat ?? null,
              nearLon: r.near?.lon ?? null,
              nearRadiusKm: r.near?.radiusKm ?? null,
            })),
          )
          .returning({ id: savedSearches.id });
        const keys: [string, number][] = [];
        rows.forEach((r, i) => {
          for (const key of keysOf(r)) keys.push([key, Number(inserted[i]?.id)]);
        });
        await db
          .insert(savedSearchKeys)
          .values(keys.map(([key, savedSearchId]) => ({ key, savedSearchId })))
          .onConflictDoNothing();
      }
    }

    /** A new public post of random attributes by `by`; returns its id and the create time. */
    async function newPost(by: Viewer): Promise<[number, number]> {
      const input = ZCreatePostInput.parse({
        title: `${word()}の${word()}をお願いします`,
        body: `${word()}と${word()}について、${word()}のお手伝いをお願いできる方を探しています。`,
        category_id: pick(children),
        region_id: pick(regions),
        tags: random() < 0.5 ? [pick(tagSlugs)] : [],
        ...(random() < 0.6 ? { latitude: 33 + random() * 9, longitude: 131 + random() * 9 } : {}),
      });
      const [post, took] = await timed(() => createPost(db, by, input));
      return [post.id, took];
    }

    async function measureMatching(label: string) {
      const times: number[] = [];
      const counts: number[] = [];
      for (let i = 0; i < POSTS; i++) {
        const [postId] = await newPost(quiet);
        const [matches, took] = await timed(() => matchSavedSearches(db, postId));
        times.push(took);
        counts.push(matches.length);
      }
      await deleteAllJobs();
      return { label, p50: quantile(times, 0.5), p95: quantile(times, 0.95), matches: quantile(counts, 0.5) };
    }

    const loadStart = loadavg();
    await addSearches(Math.floor(SEARCHES / 10), true);
    await db.execute(sql`analyze`);
    const small = await measureMatching(`${Math.floor(SEARCHES / 10).toLocaleString("en")} (mixed)`);
    await addSearches(SEARCHES - Math.floor(SEARCHES / 10), false);
    await db.execute(sql`analyze`);
    const large = await measureMatching(
      `${SEARCHES.toLocaleString("en")} (the same + ${(SEARCHES - Math.floor(SEARCHES / 10)).toLocaleString("en")} selective)`,
    );

    // The create request: no followers vs F followers (both queue one job); then during a fan-out.
    const quietTimes: number[] = [];
    const authorTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      quietTimes.push((await newPost(quiet))[1]);
      authorTimes.push((await newPost(author))[1]);
    }
    await deleteAllJobs();
    const [fanPost] = await newPost(author);
    const duringTimes: number[] = [];
    let fanOutMs = 0;
    // Only the author's job is due now: runOneJob takes it (the creates below queue theirs after it).
    const fanOut = timed(() => runOneJob(db, jobHandlersFor(env))).then(([, took]) => {
      fanOutMs = took;
    });
    let running = true;
    void fanOut.then(() => {
      running = false;
    });
    while (running || duringTimes.length < 5) {
      duringTimes.push((await newPost(other))[1]);
      if (duringTimes.length >= 200) break;
    }
    await fanOut;
    await deleteAllJobs();
    const [delivered] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where post_id = ${fanPost} and type = 'followed_post'`,
    );
    const loadEnd = loadavg();

    const lines = [
      `Measured by \`npx bun bench/notifications.ts\` (${new Date().toISOString().slice(0, 16)}Z) on PostgreSQL, ${cpus().length} cores shared with other work; load average ${loadStart.map((l) => l.toFixed(2)).join(" / ")} at the start, ${loadEnd.map((l) => l.toFixed(2)).join(" / ")} at the end (1/5/15 min). Design: docs/decisions/013-notifications-and-the-job-queue.md.`,
      "",
      `Matching one new public post (${POSTS} posts of random attributes) against the saved searches (\`matchSavedSearches\`: the probe keys of the post, the searches filed under them, every criterion checked on those candidates only). The second row adds selective searches (rare keywords, 4,000 tags, 2 km circles) that the posts mostly do not match: the time follows the candidates, not the number of saved searches.`,
      "",
      "| saved searches | p50 | p95 | matches per post (median) |",
      "|---|---|---|---|",
      ...[small, large].map((r) => `| ${r.label} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.matches} |`),
      "",
      `The request that creates a post (\`createPost\`, in-process, ${quietTimes.length} each): it only queues one job, whatever the audience.`,
      "",
      "| author | p50 | p95 |",
      "|---|---|---|",
      `| no followers | ${ms(quantile(quietTimes, 0.5))} | ${ms(quantile(quietTimes, 0.95))} |`,
      `| ${FOLLOWERS.toLocaleString("en")} followers | ${ms(quantile(authorTimes, 0.5))} | ${ms(quantile(authorTimes, 0.95))} |`,
      `| another member while the worker fans out (${duringTimes.length} creates) | ${ms(quantile(duringTimes, 0.5))} | ${ms(quantile(duringTimes, 0.95))} |`,
      "",
      `The fan-out job of one post by the author with ${FOLLOWERS.toLocaleString("en")} followers (followers' notifications in one INSERT … SELECT, the saved-search matching at ${SEARCHES.toLocaleString("en")} searches, the live announcements): ${ms(fanOutMs)}, ${delivered?.n ?? 0} notifications written.`,
      "",
    ];
    const text = lines.join("\n");
    console.log(text);
    if (!args.includes("--no-write"))
      recordRun({
        benchmark: "notifications",
        title: "Notifications",
        command: `npx bun bench/notifications.ts --searches ${SEARCHES} --followers ${FOLLOWERS} --posts ${POSTS}`,
        startedAt,
        loadStart,
        loadEnd,
        headline:
          `matching p95 ${ms(large.p95)} at ${SEARCHES.toLocaleString("en")} saved searches; post create p50 ` +
          `${ms(quantile(quietTimes, 0.5))} / ${ms(quantile(authorTimes, 0.5))} without / with ` +
          `${FOLLOWERS.toLocaleString("en")} followers; fan-out to them ${ms(fanOutMs)}`,
        report: text,
      });
  } finally {
    await jobQueue?.stop();
    await handle.close();
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

await main();
