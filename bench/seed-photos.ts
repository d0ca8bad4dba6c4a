/**
 * Photos for the benchmark board (docs/performance.md "Lists at 1,000,000 posts"; docs/product.md "Request photos"):
 * every third request (id divisible by 3) gets 1–4 photos in post_images, its cover mirrored in posts.image_path and
 * image_thumb_path; the others get none. Called by bench/seed.ts after the posts are in, and on its own for a board
 * seeded before photos existed:
 *   npx bun bench/seed-photos.ts [--database-url postgres://…/tasukeai_bench]
 * The files themselves are not written: the benchmarks read lists and answers, never the image bytes.
 */
import postgres from "postgres";
import { migrateDatabase, openDatabase } from "../src/server/db/client.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/tasukeai_bench";

/** The cover's storage key of bench request `id` (one of 500 names: the files are never read). */
export const coverPath = (id: number) => `posts/bench/${id % 500}.jpg`;
/** The cover thumbnail's storage key of bench request `id`. */
export const coverThumbPath = (id: number) => `posts/bench/thumb-${id % 500}.webp`;

/**
 * Replaces the photos of the board behind `sql` (one statement each); resolves to the number of photos written.
 * `coversWritten`: the posts already carry their covers (bench/seed.ts writes them with the rows), so only the photo
 * rows are written; otherwise the covers are set by an UPDATE, which leaves the updated rows at the table's end
 * (run VACUUM FULL or CLUSTER posts before timing).
 */
export async function seedPhotos(
  sql: postgres.Sql,
  options: { coversWritten?: boolean } = {},
): Promise<number> {
  await sql`TRUNCATE post_images`;
  if (!options.coversWritten)
    await sql`
    UPDATE posts SET
      image_path = CASE WHEN id % 3 = 0 THEN 'posts/bench/' || (id % 500) || '.jpg' END,
      image_thumb_path = CASE WHEN id % 3 = 0 THEN 'posts/bench/thumb-' || (id % 500) || '.webp' END
    WHERE id % 3 = 0 OR image_path IS NOT NULL`;
  // The photos: 1–4 a request, the first mirrored as the cover (the same keys as coverPath and coverThumbPath).
  const [row] = await sql<{ count: string }[]>`
    WITH inserted AS (
      INSERT INTO post_images (post_id, position, image_path, thumb_path, width, height, alt, created_at)
      SELECT p.id, n, 'posts/bench/' || ((p.id + n) % 500) || '.jpg', 'posts/bench/thumb-' || ((p.id + n) % 500) || '.webp',
             1280, 960, NULL, p.created_at
      FROM posts p, generate_series(0, 3) AS n
      WHERE p.id % 3 = 0 AND n <= (p.id / 3) % 4
      RETURNING 1
    )
    SELECT count(*)::text AS count FROM inserted`;
  await sql`VACUUM ANALYZE posts`;
  await sql`VACUUM ANALYZE post_images`;
  return Number(row?.count ?? 0);
}

if (import.meta.main) {
  const index = process.argv.indexOf("--database-url");
  const url =
    (index >= 0 ? process.argv[index + 1] : undefined) ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  if (!decodeURIComponent(new URL(url).pathname).includes("bench")) {
    console.error(`refusing ${url}: the database's name must contain "bench"`);
    process.exit(2);
  }
  // A board seeded before photos existed lacks post_images: bring its schema up to date first.
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  await migrateDatabase(handle);
  await handle.close();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  const photos = await seedPhotos(sql);
  console.log(
    `photos: ${photos.toLocaleString("en")} on every third request in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await sql.end();
}
