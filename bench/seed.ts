/**
 * Benchmark data generator (docs/performance.md "How to measure"):
 *   npx bun bench/seed.ts --posts 1000000 --users 100000 [--database-url postgres://…/tasukeai_bench]
 * Creates the database when missing, applies the project's migrations and reference seed, EMPTIES the member
 * data (users, posts, tags of members, comments, bookmarks, follows) and fills it with realistic, skewed data
 * through COPY with the secondary indexes dropped, re-creates the indexes, gives every third request 1–4 photos
 * (bench/seed-photos.ts), then VACUUM ANALYZE.
 * Refuses a database whose name lacks "bench" unless --force.
 */
import postgres from "postgres";
import { normalizeSearchText, postSearchSource, searchGrams } from "#shared/search-text.ts";
import { normalizeTagSlug } from "#shared/tag-slug.ts";
import { hashPassword } from "../src/server/auth/passwords.ts";
import { migrateDatabase, openDatabase } from "../src/server/db/client.ts";
import { seedReference } from "../src/server/db/seed/seed-reference.ts";
import { type CopyStream, createIndexes, dropSecondaryIndexes, openCopy } from "./seed-copy.ts";
import { coverPath, coverThumbPath, seedPhotos } from "./seed-photos.ts";
import {
  categoryTagSlugs,
  commentText,
  memberTagNames,
  mulberry32,
  PREFECTURE_POPULATION,
  personName,
  pickOne,
  requestText,
  skewedIndex,
  TEXT_CATEGORY_SLUGS,
  weightedSampler,
  zipfWeights,
} from "./seed-text.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/tasukeai_bench";
const DAY = 86_400_000;
const TABLES = ["users", "posts", "post_tags", "comments", "bookmarks", "follows"];

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Creates the database of `url` when it does not exist (connecting to the `postgres` database). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  const [found] = await client`select 1 as one from pg_database where datname = ${name}`;
  if (!found) {
    await client.unsafe(`create database "${name.replace(/"/g, '""')}"`);
    console.log(`created database ${name}`);
  }
  await client.end();
}

/** A Gaussian sample (Box–Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A geometric-like count with this mean (floor of an exponential sample). */
function countWithMean(mean: number, random: () => number): number {
  return Math.floor(-Math.log(1 - random()) * mean);
}

async function main(): Promise<void> {
  const url = argValue("database-url") ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const postCount = Number(argValue("posts") ?? 100_000);
  const userCount = Number(argValue("users") ?? Math.max(100, Math.round(postCount / 10)));
  if (!(postCount > 0 && userCount > 0)) throw new Error("--posts and --users must be positive numbers");
  const dbName = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!dbName.includes("bench") && !process.argv.includes("--force")) {
    throw new Error(`refusing to empty "${dbName}": its name lacks "bench" (pass --force to insist)`);
  }
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

  await ensureDatabase(url);
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  await migrateDatabase(handle);
  await seedReference(handle.db);
  await handle.close();

  const control = postgres(url, { max: 1, onnotice: () => {} });
  const streams = Array.from({ length: 4 }, () => postgres(url, { max: 1, onnotice: () => {} }));
  console.log(`emptying member data of ${dbName}…`);
  await control.unsafe(`truncate ${TABLES.join(", ")} restart identity cascade`);
  await control`delete from tags where not is_official`;

  const random = mulberry32(20_261_122);
  const categoryRows = await control<
    { id: number; slug: string; name: string }[]
  >`select id, slug, name from categories`;
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const categoryName = new Map(categoryRows.map((row) => [row.slug, row.name]));
  const regionRows = await control<{ id: number; latitude: number; longitude: number }[]>`
    select id, latitude, longitude from regions order by id`;
  const officialRows = await control<
    { id: number; slug: string; name: string }[]
  >`select id, slug, name from tags where is_official`;
  const officialId = new Map(officialRows.map((row) => [row.slug, row.id]));
  const memberTagRows = await control<{ id: number; name: string }[]>`
    insert into tags ${control(memberTagNames().map((name) => ({ slug: normalizeTagSlug(name), name, is_official: false })))}
    on conflict (slug) do nothing returning id, name`;
  const memberTagIds = memberTagRows.map((row) => row.id);
  // Search text holds the category's and the tags' names too (docs/product.md §9).
  const tagName = new Map([...officialRows, ...memberTagRows].map((row) => [row.id, row.name]));
  const memberTag = weightedSampler(memberTagIds, zipfWeights(memberTagIds.length, 1.1));
  const officialIds = [...officialId.values()];

  // Skewed popularity: categories Zipf over a shuffled order, regions by population.
  const childSlugs = [...TEXT_CATEGORY_SLUGS].sort(() => random() - 0.5);
  const pickCategory = weightedSampler(childSlugs, zipfWeights(childSlugs.length, 1.0));
  const pickRegion = weightedSampler(
    regionRows.map((_, i) => i),
    regionRows.map((_, i) => PREFECTURE_POPULATION[i] ?? 50),
  );
  // Activity: a Pareto-like rank (u^2: the top 1 % write ~10 % of posts), spread over the ids.
  const permute = (rank: number) => ((rank * 1_000_003) % userCount) + 1;
  const activeUser = () => permute(skewedIndex(userCount, random, 2));

  const saved = await dropSecondaryIndexes(control, TABLES);
  console.log(`dropped ${saved.length} secondary indexes for the load (${elapsed()})`);

  // Users.
  const now = Date.now();
  const passwordHash = await hashPassword("bench-pass-1234");
  const userRegion = new Uint8Array(userCount + 1);
  const users = await openCopy(streams[0] as postgres.Sql, "users", [
    "id",
    "name",
    "email",
    "password_hash",
    "email_verified_at",
    "region_id",
    "deleted_at",
    "created_at",
    "updated_at",
  ]);
  for (let id = 1; id <= userCount; id++) {
    const region = regionRows[pickRegion(random)];
    userRegion[id] = region?.id ?? 13;
    const created = new Date(now - 4 * 365 * DAY + ((id - 1) / userCount) * 3.9 * 365 * DAY);
    const deleted = random() < 0.005;
    await users.row([
      id,
      deleted ? "退会済み" : personName(random),
      deleted ? null : `bench-user-${id}@example.test`,
      deleted ? null : passwordHash,
      random() < 0.9 ? created : null,
      userRegion[id] ?? 13,
      deleted ? new Date(now - random() * 100 * DAY) : null,
      created,
      created,
    ]);
  }
  await users.close();
  console.log(`users ${userCount.toLocaleString()} (${elapsed()})`);

  // Posts with their tags, comments and bookmarks, four COPY streams at once.
  const [postStream, tagStream, commentStream, bookmarkStream] = await Promise.all([
    openCopy(streams[0] as postgres.Sql, "posts", [
      "id",
      "user_id",
      "category_id",
      "region_id",
      "title",
      "body",
      "image_path",
      "image_thumb_path",
      "is_public",
      "latitude",
      "longitude",
      "search_text",
      "search_grams",
      "created_at",
      "updated_at",
      "status",
      "status_changed_at",
      "reward_type",
      "reward_amount",
    ]),
    openCopy(streams[1] as postgres.Sql, "post_tags", ["post_id", "tag_id"]),
    openCopy(streams[2] as postgres.Sql, "comments", [
      "id",
      "post_id",
      "user_id",
      "body",
      "created_at",
      "updated_at",
    ]),
    openCopy(streams[3] as postgres.Sql, "bookmarks", ["user_id", "post_id", "created_at"]),
  ]);
  // Request status and reward (migration 0007) from their own generator, so the texts, places and dates stay
  // those of earlier seeds. Recent requests are mostly open, older ones mostly resolved or closed: about a
  // quarter of all posts are open, and the newest ones are, as on a live board (docs/performance.md).
  const statusRandom = mulberry32(20_261_124);
  const statusOf = (ageDays: number): "open" | "in_progress" | "resolved" | "closed" => {
    const r = statusRandom();
    const [open, progress, resolved] =
      ageDays < 14 ? [0.8, 0.95, 0.99] : ageDays < 60 ? [0.45, 0.6, 0.9] : [0.2, 0.25, 0.8];
    return r < open ? "open" : r < progress ? "in_progress" : r < resolved ? "resolved" : "closed";
  };
  const span = 3 * 365 * DAY;
  const firstPost = now - span;
  let commentId = 0;
  let lastReport = performance.now();
  const pending: (Promise<void> | undefined)[] = [];
  const flushPending = async () => {
    for (const p of pending) if (p) await p;
    pending.length = 0;
  };
  for (let id = 1; id <= postCount; id++) {
    const userId = activeUser();
    const slug = pickCategory(random);
    const regionIndex = random() < 0.75 ? (userRegion[userId] ?? 13) - 1 : pickRegion(random);
    const region = regionRows[regionIndex] ?? regionRows[12];
    if (!region) throw new Error("regions missing");
    const { title, body } = requestText(slug, random);
    const tagIds = new Set<number>();
    const tagTarget = pickOne([0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5], random);
    const ownTags = categoryTagSlugs(slug);
    for (let t = 0; t < tagTarget * 2 && tagIds.size < tagTarget; t++) {
      const r = random();
      const tag =
        r < 0.6 && ownTags.length > 0
          ? officialId.get(pickOne(ownTags, random))
          : r < 0.85
            ? pickOne(officialIds, random)
            : memberTag(random);
      if (tag !== undefined) tagIds.add(tag);
    }
    const searchText = normalizeSearchText(
      postSearchSource(
        title,
        body,
        categoryName.get(slug),
        [...tagIds].map((tag) => tagName.get(tag) ?? ""),
      ),
    );
    const createdMs = firstPost + span * Math.sqrt((id - 1 + random()) / postCount) - 60_000;
    const updatedMs = random() < 0.15 ? Math.min(now - 1000, createdMs + random() * 3 * DAY) : createdMs;
    const isPublic = random() >= 0.06;
    const located = random() < 0.85;
    const status = statusOf((now - createdMs) / DAY);
    const rewardPick = statusRandom();
    const reward = rewardPick < 0.7 ? "none" : rewardPick < 0.9 ? "money" : "gift";
    // Every third request has photos (bench/seed-photos.ts writes their rows); the draw that used to decide whether
    // a request had an image is kept, here where it was taken, so the rest of the data stays the same.
    random();
    pending.push(
      postStream.row([
        id,
        userId,
        categoryId.get(slug) ?? null,
        region.id,
        title,
        body,
        id % 3 === 0 ? coverPath(id) : null,
        id % 3 === 0 ? coverThumbPath(id) : null,
        isPublic,
        located ? Math.round((region.latitude + gaussian(random) * 0.12) * 1e6) / 1e6 : null,
        located ? Math.round((region.longitude + gaussian(random) * 0.15) * 1e6) / 1e6 : null,
        searchText,
        searchGrams(searchText),
        new Date(createdMs),
        new Date(updatedMs),
        status,
        status === "open" ? null : new Date(Math.min(now - 1000, createdMs + statusRandom() * 7 * DAY)),
        reward,
        reward === "money" ? 500 * (1 + Math.floor(statusRandom() * 20)) : null,
      ]),
    );

    for (const tag of tagIds) pending.push(tagStream.row([id, tag]));

    if (isPublic) {
      const hot = random() < 0.01;
      const comments = countWithMean(hot ? 15 : 1.0, random);
      for (let c = 0; c < comments; c++) {
        const at = new Date(Math.min(now - 1000, createdMs + countWithMean(DAY, random)));
        pending.push(commentStream.row([++commentId, id, activeUser(), commentText(random), at, at]));
      }
      const saves = new Set<number>();
      const bookmarkTarget = countWithMean(hot ? 10 : 0.8, random);
      for (let b = 0; b < bookmarkTarget; b++) saves.add(permute(skewedIndex(userCount, random, 2)));
      for (const user of saves) {
        const at = new Date(Math.min(now - 1000, createdMs + countWithMean(2 * DAY, random)));
        pending.push(bookmarkStream.row([user, id, at]));
      }
    }
    if (pending.length > 64) await flushPending();
    if (id % 50_000 === 0 || performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      console.log(
        `posts ${id.toLocaleString()}/${postCount.toLocaleString()} · tags ${tagStream.rows.toLocaleString()} · comments ${commentStream.rows.toLocaleString()} · bookmarks ${bookmarkStream.rows.toLocaleString()} (${elapsed()})`,
      );
    }
  }
  await flushPending();
  await Promise.all([postStream, tagStream, commentStream, bookmarkStream].map((s: CopyStream) => s.close()));
  console.log(`posts loaded (${elapsed()})`);

  const follows = await openCopy(streams[1] as postgres.Sql, "follows", [
    "follower_id",
    "followee_id",
    "created_at",
  ]);
  for (let follower = 1; follower <= userCount; follower++) {
    if (random() >= 0.3) continue;
    const followees = new Set<number>();
    const target = 1 + countWithMean(5, random);
    for (let f = 0; f < target; f++) {
      const followee = activeUser();
      if (followee !== follower) followees.add(followee);
    }
    for (const followee of followees)
      await follows.row([follower, followee, new Date(now - random() * 365 * DAY)]);
  }
  await follows.close();
  console.log(`follows ${follows.rows.toLocaleString()} (${elapsed()})`);

  for (const [table, column] of [
    ["users", "id"],
    ["posts", "id"],
    ["comments", "id"],
  ]) {
    await control.unsafe(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest(1, (select max(${column}) from ${table})))`,
    );
  }
  // COPY ran with triggers off (replica role): rebuild what triggers keep, as the migration's backfill does.
  const [derived] = await control<
    { present: boolean }[]
  >`select to_regclass('public.post_counts') is not null as present`;
  if (derived?.present) {
    await control`truncate post_counts`;
    // Keyed by status too (migration 0007, docs/decisions/011-request-status.md).
    await control`insert into post_counts (category_id, region_id, located, status, count)
      select category_id, region_id, (latitude is not null and longitude is not null), status, count(*)::int
      from posts where is_public group by 1, 2, 3, 4`;
  }
  const [totalsTable] = await control<
    { present: boolean }[]
  >`select to_regclass('public.post_totals') is not null as present`;
  if (totalsTable?.present) {
    // The unfiltered list's total (migration 0010), also kept by triggers that were off during COPY.
    await control`truncate post_totals`;
    await control`insert into post_totals (status, slot, count)
      select status, 0, count(*)::int from posts where is_public group by 1`;
  }
  console.log(`re-creating ${saved.length} indexes…`);
  await createIndexes([control, streams[0] as postgres.Sql], saved);
  console.log(`indexes ready (${elapsed()}); photos on every third request…`);
  // The covers went in with the posts (no UPDATE of a third of the table, which would scatter its rows).
  const photos = await seedPhotos(control, { coversWritten: true });
  console.log(`${photos.toLocaleString("en")} photos (${elapsed()}); vacuum analyze…`);
  for (const table of [...TABLES, "tags", ...(derived?.present ? ["post_counts"] : [])])
    await control.unsafe(`vacuum analyze ${table}`);
  const [totals] = await control<
    { posts: number; comments: number; tags: number; bookmarks: number; follows: number }[]
  >`
    select (select count(*)::int from posts) as posts, (select count(*)::int from comments) as comments,
      (select count(*)::int from post_tags) as tags, (select count(*)::int from bookmarks) as bookmarks,
      (select count(*)::int from follows) as follows`;
  console.log(`done in ${elapsed()}:`, totals);
  await Promise.all([control.end(), ...streams.map((s) => s.end())]);
}

await main();
