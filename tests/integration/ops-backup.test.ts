/**
 * Backups that are restored (docs/operations.md "Backups and restore"): a board on PostgreSQL with the demo data
 * and real uploaded images (posts with a photo and its thumbnail, an avatar, a cover, through the REST API and
 * the image pipeline) is backed up by `scripts/backup.ts` run as a child process, restored by `scripts/restore.ts`
 * into a fresh database and an empty DATA_DIR, and the real server started on the restored database answers as
 * the original: every table's row count, the first page of requests, a request's detail, a profile (with the
 * original session cookie), and every image's bytes. The restore refuses a database or a store that is not
 * empty, and a backup whose upload was damaged, writing nothing; it restores and fails when the row counts differ
 * from backup.json. The uploads also go through an S3-compatible bucket (s3rver) both ways. The backup refuses
 * the embedded database and a destination that is not a folder.
 *
 * Always on the local PostgreSQL (the server of TEST_DATABASE_URL when set), in databases named
 * `tasukeai_backup_*`, dropped afterwards.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import type { BackupManifest } from "../../scripts/backup-restore/manifest.ts";
import { createApp } from "../../src/server/app.ts";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../../src/server/db/client.ts";
import { seedDatabase } from "../../src/server/db/seed/seed-run.ts";
import { type JobQueue, openJobQueue } from "../../src/server/jobs/queue.ts";
import { S3FileStorage } from "../../src/server/media/storage.ts";
import { someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, filesUnder, jpegWithGps, transparentPng } from "../support/images.ts";
import { S3_BUCKET, S3_CREDENTIALS, type S3Server, startS3Server } from "../support/scale-cluster.ts";
import { listening, type ServerProcess, startServer } from "../support/server-process.ts";
import { RestClient, type TestApp, testEnv } from "../support/test-app.ts";

const ROOT = resolve(import.meta.dir, "../..");
const PORTS = { restored: 3840, s3: 3841 };
const APP_KEY = "backup-test-app-key-backup-test-app-key-0123";
const APP_URL = "http://localhost:3000";

const adminUrl = (() => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = "/postgres";
  return url.toString();
})();
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const run = `${Date.now().toString(36)}_${process.pid}`;
const created: string[] = [];

/** A new, empty database `tasukeai_backup_<what>_<run>`; its URL. */
async function freshDatabase(what: string): Promise<string> {
  const name = `tasukeai_backup_${what}_${run}`;
  await admin.unsafe(`create database "${name}"`);
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The temporary folders this file made, each removed (itself, never its parent) after the tests. */
const folders: string[] = [];

/** A new temporary folder `tasukeai-backup-<what>-*` of this file. */
function scratch(what: string): string {
  const folder = mkdtempSync(join(tmpdir(), `tasukeai-backup-${what}-`));
  folders.push(folder);
  return folder;
}

/** Runs `scripts/<script>.ts` with `args` and exactly `env` (plus PATH and HOME); its status and output. */
async function runScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child = Bun.spawn([process.execPath, join(ROOT, "scripts", `${script}.ts`), ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { code, stdout, stderr, output: `${stdout}\n${stderr}` };
}

/** Every user table's row count (`schema.table` → rows), counted by the test itself. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ schema: string; name: string }[]>`
      select n.nspname as schema, c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'
      order by 1, 2`;
    const counts: Record<string, number> = {};
    for (const { schema, name } of tables) {
      const [row] = await sql.unsafe<{ n: string }[]>(`select count(*) as n from "${schema}"."${name}"`);
      counts[`${schema}.${name}`] = Number(row?.n);
    }
    return counts;
  } finally {
    await sql.end();
  }
}

/** The number of relations and non-default schemas of a database (0: still empty). */
async function objectsIn(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: string }[]>`
      select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'`;
    return Number(row?.n);
  } finally {
    await sql.end();
  }
}

let source: { url: string; handle: DatabaseHandle; queue: JobQueue; dataDir: string; app: TestApp };
let member: RestClient;
let backupDir: string;
let manifest: BackupManifest;
let restoredUrl: string;
let restoredDataDir: string;
let server: ServerProcess | undefined;
let s3: S3Server | undefined;
const imageUrls: string[] = [];

beforeAll(async () => {
  const url = await freshDatabase("source");
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", statementTimeoutMs: 0 });
  await migrateDatabase(handle);
  expect(await seedDatabase(handle, "1")).toBe(true);
  const queue = await openJobQueue(handle, { supervise: false });
  const env = testEnv({ DATABASE_URL: url, APP_KEY, APP_URL });
  folders.push(env.dataDir);
  source = { url, handle, queue, dataDir: env.dataDir, app: createApp({ db: handle.db, env }) };

  // Real uploads through the board: three requests with a photo (each stored with its WebP thumbnail) and the
  // demo member's avatar and cover, every one re-encoded by the image pipeline into DATA_DIR/uploads.
  member = new RestClient(source.app);
  expect((await member.login("member@example.com", "member-pass-1234")).status).toBe(200);
  const ref = await someCategoryAndRegion(handle.db);
  for (const [index, photo] of [
    fileOf(await jpegWithGps(1200, 900, 1), "sofa.jpg", "image/jpeg"),
    fileOf(await jpegWithGps(800, 1200, 6), "dog.jpg", "image/jpeg"),
    fileOf(await transparentPng(600, 400), "map.png", "image/png"),
  ].entries()) {
    const form = new FormData();
    form.append("title", `写真つきの依頼 ${index + 1}`);
    form.append("body", "バックアップから戻した掲示板でも同じ写真が見えるか確かめます。");
    form.append("category_id", String(ref.categoryId));
    form.append("region_id", String(ref.regionId));
    form.append("is_public", "1");
    form.append("image", photo);
    const response = await member.post("/api/posts", form);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { image: string; image_thumb: string } };
    imageUrls.push(data.image, data.image_thumb);
  }
  const profile = new FormData();
  profile.append("name", "山田 太郎");
  profile.append("avatar", fileOf(await jpegWithGps(900, 900, 1), "me.jpg", "image/jpeg"));
  profile.append("cover_image", fileOf(await jpegWithGps(1800, 600, 1), "cover.jpg", "image/jpeg"));
  const saved = await member.post("/api/profile", profile);
  expect(saved.status).toBe(200);
  const { data } = (await saved.json()) as { data: { avatar_url: string } };
  imageUrls.push(data.avatar_url);
  expect(filesUnder(join(source.dataDir, "uploads")).length).toBe(8);

  backupDir = join(scratch("out"), "backup");
  restoredUrl = await freshDatabase("restored");
  restoredDataDir = scratch("restored");
}, 60_000);

afterAll(async () => {
  server?.kill();
  await server?.exited;
  await s3?.stop();
  await source?.queue.stop();
  await source?.handle.close();
  for (const name of created) await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 30_000);

describe("npm run backup, npm run restore", () => {
  test("a backup restored into a fresh database answers as the original board, images included", async () => {
    const backup = await runScript("backup", ["--to", backupDir], {
      DATABASE_URL: source.url,
      DATA_DIR: source.dataDir,
    });
    expect(backup.output).toContain("backup written to");
    expect(backup.code).toBe(0);
    manifest = JSON.parse(readFileSync(join(backupDir, "backup.json"), "utf8")) as BackupManifest;
    const original = await tableCounts(source.url);
    expect(manifest.database.tables).toEqual(original);
    expect(manifest.database.tables["public.posts"]).toBeGreaterThan(250);
    expect(manifest.database.migrations.count).toBeGreaterThan(10);
    expect(manifest.database.migrations.last?.tag).toMatch(/^\d{4}_/);
    expect(manifest.uploads).toMatchObject({ store: "disk", count: 8 });
    const list = readFileSync(join(backupDir, "uploads.tsv"), "utf8").trim().split("\n").slice(1);
    expect(list.map((line) => line.split("\t")[0]).sort()).toEqual(
      filesUnder(join(source.dataDir, "uploads")).sort(),
    );

    const restored = await runScript("restore", ["--from", backupDir], {
      DATABASE_URL: restoredUrl,
      DATA_DIR: restoredDataDir,
    });
    expect(restored.output).toContain("equal the backup");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/restored in [\d.]+ (ms|s)/);
    // The times at demo size, for docs/operations.md "Backups and restore".
    console.log(`${backup.stdout.trim()}\n${restored.stdout.trim()}`);
    // Every table, counted by the test itself before anything touches the restored database.
    expect(await tableCounts(restoredUrl)).toEqual(original);

    // The real server on the restored database: it starts (the migrations find nothing to apply) and answers as
    // the original, the member's session cookie included.
    server = startServer(PORTS.restored, {
      DATABASE_URL: restoredUrl,
      DATA_DIR: restoredDataDir,
      APP_KEY,
      APP_URL,
    });
    await listening(server);
    const cookie = `tasukeai_session=${encodeURIComponent(member.cookie("tasukeai_session") ?? "")}`;
    const me = (await (
      await source.app.request(`${APP_URL}/api/auth/me`, { headers: { Cookie: cookie } })
    ).json()) as {
      data: { id: number };
    };
    const firstPage = (await (await source.app.request(`${APP_URL}/api/posts`)).json()) as {
      data: { id: number; image: string | null }[];
    };
    const withPhoto = firstPage.data.find((post) => post.image !== null);
    const plain = firstPage.data.find((post) => post.image === null);
    expect(withPhoto).toBeDefined();
    const paths = [
      "/api/posts",
      "/api/posts?page=2",
      `/api/posts/${withPhoto?.id}`,
      `/api/posts/${plain?.id}`,
      "/api/categories",
      `/api/users/${me.data.id}/activity`,
      `/api/users/${me.data.id}`,
      "/api/auth/me",
    ];
    for (const path of paths) {
      // A relative time (`7秒前`) may turn between the two answers of a pair: a pair that differs is asked
      // again, up to four times; anything else that differs differs every time.
      let pair: [unknown, unknown] = [null, undefined];
      for (let attempt = 0; attempt < 4 && !Bun.deepEquals(pair[0], pair[1]); attempt += 1) {
        const [before, after] = await Promise.all([
          // The same URL for both: page links are built from the request's own address.
          source.app.request(`${server.url}${path}`, {
            headers: { Accept: "application/json", Cookie: cookie },
          }),
          fetch(`${server.url}${path}`, { headers: { Accept: "application/json", Cookie: cookie } }),
        ]);
        expect([path, after.status]).toEqual([path, before.status]);
        expect(before.status).toBe(200);
        pair = [await before.json(), await after.json()];
      }
      expect(pair[1]).toEqual(pair[0]);
    }

    // Every stored file, by its URL: the same bytes as the original's.
    for (const key of filesUnder(join(source.dataDir, "uploads"))) {
      const answer = await fetch(`${server.url}/storage/${key}`);
      expect([key, answer.status]).toEqual([key, 200]);
      expect(
        Buffer.from(await answer.arrayBuffer()).equals(readFileSync(join(source.dataDir, "uploads", key))),
      ).toBe(true);
    }
    for (const url of imageUrls) {
      const [before, after] = await Promise.all([
        source.app.request(`${APP_URL}${url}`),
        fetch(`${server.url}${url}`),
      ]);
      expect([url, after.status]).toEqual([url, 200]);
      expect(Buffer.from(await after.arrayBuffer()).equals(Buffer.from(await before.arrayBuffer()))).toBe(
        true,
      );
    }
  }, 60_000);

  test("restore refuses a database or a store that is not empty, and writes nothing", async () => {
    const again = await runScript("restore", ["--from", backupDir], {
      DATABASE_URL: restoredUrl,
      DATA_DIR: scratch("empty"),
    });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("restore refused: the database");
    expect(again.stderr).toContain("is not empty");

    const empty = await freshDatabase("refused");
    const occupied = await runScript("restore", ["--from", backupDir], {
      DATABASE_URL: empty,
      DATA_DIR: restoredDataDir,
    });
    expect(occupied.code).toBe(2);
    expect(occupied.stderr).toContain(`the store ${join(restoredDataDir, "uploads")} is not empty`);
    expect(await objectsIn(empty)).toBe(0);
  }, 30_000);

  test("restore refuses a backup whose upload was damaged (sha256), naming it, and writes nothing", async () => {
    const damaged = join(scratch("damaged"), "backup");
    cpSync(backupDir, damaged, { recursive: true });
    const [first] = readFileSync(join(damaged, "uploads.tsv"), "utf8").split("\n").slice(1);
    const key = first?.split("\t")[0] ?? "";
    const path = join(damaged, "uploads", key);
    const bytes = readFileSync(path);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    writeFileSync(path, bytes);
    const target = await freshDatabase("damaged");
    const dataDir = scratch("damaged-data");
    const result = await runScript("restore", ["--from", damaged], {
      DATABASE_URL: target,
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("1 of 8 uploaded files of the backup differ");
    expect(result.stderr).toContain(`${key}: sha256`);
    expect(result.stderr).toContain("nothing was restored");
    expect(await objectsIn(target)).toBe(0);
    expect(filesUnder(join(dataDir, "uploads"))).toEqual([]);
  }, 30_000);

  test("restore restores, then fails when a table's row count differs from backup.json", async () => {
    const edited = join(scratch("edited"), "backup");
    cpSync(backupDir, edited, { recursive: true });
    const changed = JSON.parse(readFileSync(join(edited, "backup.json"), "utf8")) as BackupManifest;
    const posts = changed.database.tables["public.posts"] ?? 0;
    changed.database.tables["public.posts"] = posts + 1;
    writeFileSync(join(edited, "backup.json"), JSON.stringify(changed));
    const result = await runScript("restore", ["--from", edited], {
      DATABASE_URL: await freshDatabase("counts"),
      DATA_DIR: scratch("counts-data"),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`public.posts: ${posts + 1} rows in the backup, ${posts} restored`);
    expect(result.stderr).toContain("restore failed: the restore does not equal the backup");
  }, 30_000);

  test("uploads in an S3-compatible bucket are backed up and restored into the emptied bucket", async () => {
    s3 = await startS3Server(PORTS.s3);
    const s3Env = {
      S3_BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    };
    const bucket = new S3FileStorage({ ...testEnv(s3Env).s3, bucket: S3_BUCKET } as never);
    const local = readFileSync(join(backupDir, "uploads.tsv"), "utf8").trim().split("\n").slice(1);
    for (const line of local) {
      const [key = "", , , type = ""] = line.split("\t");
      await bucket.put(key, readFileSync(join(source.dataDir, "uploads", key)), type);
    }

    const fromBucket = join(scratch("s3"), "backup");
    const backup = await runScript("backup", ["--to", fromBucket], {
      DATABASE_URL: source.url,
      DATA_DIR: scratch("s3-data"),
      ...s3Env,
    });
    expect(backup.code).toBe(0);
    expect(readFileSync(join(fromBucket, "uploads.tsv"), "utf8")).toBe(
      readFileSync(join(backupDir, "uploads.tsv"), "utf8"),
    );
    const written = JSON.parse(readFileSync(join(fromBucket, "backup.json"), "utf8")) as BackupManifest;
    expect(written.uploads).toMatchObject({ store: "s3", bucket: S3_BUCKET, count: 8 });

    for await (const { key } of bucket.list()) await bucket.delete(key);
    const target = await freshDatabase("s3");
    const restored = await runScript("restore", ["--from", fromBucket], {
      DATABASE_URL: target,
      DATA_DIR: scratch("s3-restored"),
      ...s3Env,
    });
    expect(restored.output).toContain("read back with their sha256");
    expect(restored.code).toBe(0);
    for (const line of local) {
      const [key = "", , , type = ""] = line.split("\t");
      const file = await bucket.open(key);
      expect([key, file?.contentType]).toEqual([key, type]);
      const bytes = Buffer.from(await new Response(file?.body).arrayBuffer());
      expect(bytes.equals(readFileSync(join(source.dataDir, "uploads", key)))).toBe(true);
    }
  }, 60_000);

  test("backup refuses the embedded database, a bucket as destination and a folder that is not empty", async () => {
    const embedded = await runScript("backup", ["--to", join(scratch("pglite"), "backup")], {
      DATA_DIR: scratch("pglite-data"),
    });
    expect(embedded.code).toBe(2);
    expect(embedded.stderr).toContain("DATABASE_URL is not set");
    expect(embedded.stderr).toContain("Stop the board (SIGTERM), copy");

    const toBucket = await runScript("backup", ["--to", "s3://tasukeai-backups/nightly"], {
      DATABASE_URL: source.url,
      DATA_DIR: source.dataDir,
    });
    expect(toBucket.code).toBe(2);
    expect(toBucket.stderr).toContain("--to takes a folder");

    const used = await runScript("backup", ["--to", backupDir], {
      DATABASE_URL: source.url,
      DATA_DIR: source.dataDir,
    });
    expect(used.code).toBe(2);
    expect(used.stderr).toContain("is not empty");
  }, 30_000);
});
