/**
 * Write benchmark (docs/performance.md "Writes at 50 concurrent writers"):
 *   npx bun bench/writes.ts [--database-url …] [--writers 50] [--seconds 10] [--rounds 3]
 * Three writes through the app's own services, in process, on the bench database (bench/seed.ts, 1,000,000
 * posts), with every trigger and side effect of the other features in place (post_counts, search text,
 * notifications queued with a post, the moderation of messages, the live bus): create a post with two tags
 * (one official, one of 20 member tags made here; categories and prefectures spread: `createPost`), comment on one of the 200 newest posts (`addComment`),
 * and a thread message (`sendMessage`, the writers paired two by two). `writers` members each run one loop of
 * the operation for `seconds` (50 concurrent writers over the pool's 10 connections); per operation the
 * latency p50/p95/p99 and the throughput. Rounds go over the three operations in turn; the load average of each
 * is printed (the machine is shared). The rows written are deleted afterwards (posts, comments, messages,
 * threads and the bench writers), so list benchmarks see the same data.
 */
import { loadavg } from "node:os";
import postgres from "postgres";
import { ZCreateCommentInput } from "#shared/schemas/comments.ts";
import { ZCreatePostInput } from "#shared/schemas/posts.ts";
import { ZSendMessageInput } from "#shared/schemas/threads.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { addComment } from "../src/server/domains/comments/comments.service.ts";
import { createPost } from "../src/server/domains/posts/posts.service.ts";
import { openThread, sendMessage } from "../src/server/domains/threads/threads.service.ts";
import { openJobQueue } from "../src/server/jobs/queue.ts";
import type { Viewer } from "../src/server/viewer.ts";
import { deleteAllJobs } from "../tests/support/jobs.ts";
import { quantile } from "./bench-stats.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/tasukeai_bench";

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const url = argValue("database-url") ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const writers = Number(argValue("writers") ?? 50);
  const seconds = Number(argValue("seconds") ?? 10);
  const rounds = Number(argValue("rounds") ?? 3);
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  const db = handle.db;
  // Public posts queue their notification job in the same transaction (decision 013): the queue must be open,
  // without workers (the fan-out is not what this measures); the jobs are deleted with the rows afterwards.
  const jobQueue = await openJobQueue(handle, { supervise: false });
  const raw = postgres(url, { max: 2, onnotice: () => {} });
  const tag = `bw${Date.now().toString(36)}`;
  const ids = (
    await raw`insert into users (name, email, email_verified_at)
      select '書き込み' || g, ${tag} || '-' || g || '@example.test', now() from generate_series(1, ${writers}) g
      returning id`
  ).map((row) => Number(row.id));
  await raw`insert into user_roles (user_id, role_id) select unnest(${ids}::int[]), 1`;
  const viewers: Viewer[] = ids.map((id, i) => ({
    id,
    name: `書き込み${i + 1}`,
    emailVerified: true,
    isAdmin: false,
    sessionId: `bench-${id}`,
  }));
  const threads = new Map<number, number>();
  for (let i = 0; i + 1 < viewers.length; i += 2) {
    const [a, b] = [viewers[i] as Viewer, viewers[i + 1] as Viewer];
    const opened = await openThread(db, a, { user_id: b.id, post_id: undefined } as never);
    threads.set(a.id, opened.id);
    threads.set(b.id, opened.id);
  }
  // Spread over the child categories and the 47 prefectures, as real posts are (one category × prefecture
  // for all would measure the lock on its one post_counts row).
  const categoryIds = (await raw`select id from categories where parent_id is not null order by id`).map(
    (row) => Number(row.id),
  );
  const [official] = await raw<
    { slug: string }[]
  >`select slug from tags where is_official order by id limit 1`;
  const recent = (
    await raw`select id from posts where is_public order by created_at desc, id desc limit 200`
  ).map((row) => Number(row.id));

  let serial = 0;
  const operations: { name: string; run: (viewer: Viewer) => Promise<unknown> }[] = [
    {
      name: "create post with 2 tags",
      run: (viewer) =>
        createPost(
          db,
          viewer,
          ZCreatePostInput.parse({
            title: `書き込みベンチの依頼 ${++serial}`,
            body: "棚の組み立てを手伝ってください。工具はこちらで用意します。",
            category_id: categoryIds[serial % categoryIds.length],
            region_id: 1 + (serial % 47),
            tags: [official?.slug ?? "weekend", `${tag}-${serial % 20}`],
          }),
        ),
    },
    {
      name: "comment",
      run: (viewer) =>
        addComment(
          db,
          viewer,
          ZCreateCommentInput.parse({
            post_id: recent[++serial % recent.length],
            body: "お手伝いできます。週末の午後はいかがでしょうか。",
          }),
        ),
    },
    {
      name: "thread message",
      run: (viewer) =>
        sendMessage(
          db,
          viewer,
          ZSendMessageInput.parse({ id: threads.get(viewer.id), body: `こんにちは ${++serial}` }),
        ),
    },
  ];

  const samples = new Map<string, { times: number[]; done: number; wall: number; failed: number }>();
  const loads: string[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const operation of operations) {
        const before = loadavg()[0]?.toFixed(2);
        const entry = samples.get(operation.name) ?? { times: [], done: 0, wall: 0, failed: 0 };
        const until = performance.now() + seconds * 1000;
        const started = performance.now();
        let firstError: unknown = null;
        await Promise.all(
          viewers.map(async (viewer) => {
            while (performance.now() < until) {
              const t = performance.now();
              try {
                await operation.run(viewer);
                entry.times.push(performance.now() - t);
                entry.done++;
              } catch (error) {
                entry.failed++;
                firstError ??= error;
              }
            }
          }),
        );
        entry.wall += (performance.now() - started) / 1000;
        samples.set(operation.name, entry);
        if (firstError) console.error(operation.name, "failed:", firstError);
        const line = `round ${round} ${operation.name}: load ${before} → ${loadavg()[0]?.toFixed(2)}`;
        loads.push(line);
        console.log(line);
      }
    }
    console.log(
      `\n| operation (${writers} concurrent writers) | writes | failed | writes/s | p50 ms | p95 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|---:|---:|`,
    );
    for (const [name, entry] of samples) {
      const sorted = [...entry.times].sort((a, b) => a - b);
      console.log(
        `| ${name} | ${entry.done.toLocaleString()} | ${entry.failed} | ${(entry.done / entry.wall).toFixed(0)} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.95).toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)} | ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} |`,
      );
    }
    console.log(`\n${loads.join("\n")}`);
  } finally {
    // Leave the bench data as it was: the writers' posts (their tags, comments and bookmarks go with them by
    // cascade), their comments, threads and messages, the member tags made here, then the writers.
    await raw`delete from posts where user_id = any(${ids}::int[])`;
    await raw`delete from comments where user_id = any(${ids}::int[])`;
    await raw`delete from threads where id in (select thread_id from thread_participants where user_id = any(${ids}::int[]))`;
    await raw`delete from tags where slug like ${`${tag}-%`} and not is_official`;
    await raw`delete from users where id = any(${ids}::int[])`.catch((error) =>
      console.error("writers not deleted:", error),
    );
    await raw.end();
    await deleteAllJobs();
    await jobQueue.stop();
    await handle.close();
  }
}

await main();
