/**
 * Object storage (docs/operations.md "Object storage"): with S3_BUCKET set, every
 * upload, replacement and removal goes to a real S3-compatible server (s3rver, started here on 127.0.0.1:3404)
 * through media/storage.ts, nothing lands on the local disk, and /storage/<key> reads the bucket (or redirects to
 * S3_PUBLIC_URL). The local disk keeps working under /storage/* when S3_BUCKET is unset (profile-rest.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { operationsCopy } from "#shared/copy/operations.ts";
import type { ProfileView } from "#shared/schemas/profile.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { S3FileStorage } from "../../src/server/media/storage.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { fileOf, jpegWithGps } from "../support/images.ts";
import { S3_BUCKET, S3_CREDENTIALS, type S3Server, startS3Server } from "../support/scale-cluster.ts";
import { RestClient, type TestApp, testApp, testEnv } from "../support/test-app.ts";

let s3: S3Server;
let deps: AppDeps;
let app: TestApp;
let bucket: Bun.S3Client;

/** The environment of an instance on the bucket (`extra` adds S3_PUBLIC_URL and the like). */
function s3Env(extra: Record<string, string> = {}) {
  return testEnv({
    S3_BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    ...extra,
  });
}

beforeAll(async () => {
  s3 = await startS3Server(3404);
  const shared = await testApp();
  deps = { db: shared.deps.db, env: s3Env() };
  app = createApp(deps);
  bucket = new Bun.S3Client({ ...S3_CREDENTIALS, bucket: S3_BUCKET, endpoint: s3.endpoint });
}, 60_000);

afterAll(async () => {
  await s3?.stop();
});

async function signedIn() {
  const member = await createMember(deps.db);
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  return client;
}

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

describe("uploads in an S3-compatible bucket", () => {
  test("avatar and cover are stored in the bucket, served under /storage/, and replaced or removed there", async () => {
    const client = await signedIn();
    const saved = await client.post(
      "/api/profile",
      form({
        name: "画像 花子",
        avatar: fileOf(await jpegWithGps(1600, 1200), "me.jpg", "image/jpeg"),
        cover_image: fileOf(await jpegWithGps(3000, 1000, 1), "cover.jpg", "image/jpeg"),
      }),
    );
    expect(saved.status).toBe(200);
    const first = ((await saved.json()) as { data: ProfileView }).data;
    const avatarKey = first.avatar as string;
    const coverKey = first.cover_image as string;
    expect(first.avatar_url).toBe(`/storage/${avatarKey}`);

    // The re-encoded file is in the bucket (EXIF gone, long side fitted), nothing on this instance's disk.
    const stored = Buffer.from(await bucket.file(avatarKey).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
    expect(meta.exif).toBeUndefined();
    expect((await bucket.file(avatarKey).stat()).type).toBe("image/jpeg");
    expect(existsSync(join(deps.env.dataDir, "uploads"))).toBe(false);

    const served = await client.get(first.avatar_url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

    // A new avatar replaces the old object; a preset cover removes the uploaded one.
    const replaced = await client.post(
      "/api/profile",
      form({ name: "画像 花子", avatar: fileOf(await jpegWithGps(800, 800, 1), "new.jpg", "image/jpeg") }),
    );
    expect(replaced.status).toBe(200);
    const newAvatarKey = ((await replaced.json()) as { data: ProfileView }).data.avatar as string;
    expect(newAvatarKey).not.toBe(avatarKey);
    expect(await bucket.file(newAvatarKey).exists()).toBe(true);
    expect(await bucket.file(avatarKey).exists()).toBe(false);
    expect((await client.get(`/storage/${avatarKey}`)).status).toBe(404);

    expect((await client.post("/api/profile/cover/preset", { cover_key: "cover-12" })).status).toBe(200);
    expect(await bucket.file(coverKey).exists()).toBe(false);

    expect((await client.request("DELETE", "/api/profile/avatar")).status).toBe(200);
    expect(await bucket.file(newAvatarKey).exists()).toBe(false);
  });

  test("with S3_PUBLIC_URL, /storage/<key> redirects to the public copy, which serves the same bytes", async () => {
    const key = "posts/2026/11/00000000-0000-4000-8000-000000000001.jpg";
    const bytes = new Uint8Array(await jpegWithGps(64, 64, 1));
    await new S3FileStorage(s3Env().s3 ?? (undefined as never)).put(key, bytes, "image/jpeg");
    // s3rver serves objects anonymously at /<bucket>/<key>, like a public bucket or a CDN in front of one.
    const publicApp = createApp({
      db: deps.db,
      env: s3Env({ S3_PUBLIC_URL: `${s3.endpoint}/${S3_BUCKET}/` }),
    });
    const redirect = await publicApp.request(`/storage/${key}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe(`${s3.endpoint}/${S3_BUCKET}/${key}`);
    expect(redirect.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const direct = await fetch(redirect.headers.get("location") ?? "");
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(bytes);
    // A path that is not a key is a 404, never a redirect.
    expect((await publicApp.request("/storage/..%2F..%2Fetc")).status).toBe(404);
  });

  test("an unreachable store is a 503 with Retry-After for reads and uploads, never a 500 or a hang", async () => {
    // Nothing listens on 3405 (this area's port range): connections are refused.
    const down = createApp({ db: deps.db, env: s3Env({ S3_ENDPOINT: "http://127.0.0.1:3405" }) });
    const read = await down.request("/storage/posts/2026/11/00000000-0000-4000-8000-000000000002.jpg");
    expect(read.status).toBe(503);
    expect(read.headers.get("retry-after")).toBe("5");
    expect(((await read.json()) as { message: string }).message).toBe(operationsCopy.databaseUnavailable);

    const member = await createMember(deps.db);
    const client = new RestClient(down);
    expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
    const upload = await client.post(
      "/api/profile",
      form({ name: "画像 次郎", avatar: fileOf(await jpegWithGps(400, 400, 1), "a.jpg", "image/jpeg") }),
    );
    expect(upload.status).toBe(503);
    expect(upload.headers.get("retry-after")).toBe("5");
  });

  test("keys outside the key shape are refused by the bucket storage itself", async () => {
    const storage = new S3FileStorage(s3Env().s3 ?? (undefined as never));
    for (const key of ["../x.jpg", "/abs.jpg", "a//b.jpg", "a/./b.jpg", "https://evil/x.jpg"]) {
      await expect(storage.put(key, new Uint8Array([1]), "image/jpeg")).rejects.toThrow();
      expect(await storage.open(key)).toBeNull();
    }
    expect(await storage.open("posts/2026/11/never-stored.jpg")).toBeNull();
  });

  test("a listing by prefix names only the keys under it, and /storage never serves a link card", async () => {
    const storage = new S3FileStorage(s3Env().s3 ?? (undefined as never));
    const png = new Uint8Array([137, 80, 78, 71]);
    for (const key of [
      "og/posts/41-0123456789abcdef.png",
      "og/posts/41-fedcba9876543210.png",
      "og/posts/410-0123456789abcdef.png",
    ]) {
      await storage.put(key, png, "image/png");
    }
    const listed: string[] = [];
    for await (const { key } of storage.list("og/posts/41-")) listed.push(key);
    expect(listed.sort()).toEqual(["og/posts/41-0123456789abcdef.png", "og/posts/41-fedcba9876543210.png"]);
    // The card is in the bucket, but only /og (with its visibility check) answers it; no redirect to the copy.
    const publicApp = createApp({
      db: deps.db,
      env: s3Env({ S3_PUBLIC_URL: `${s3.endpoint}/${S3_BUCKET}/` }),
    });
    expect((await publicApp.request("/storage/og/posts/41-0123456789abcdef.png")).status).toBe(404);
    expect((await app.request("/storage/og/posts/41-0123456789abcdef.png")).status).toBe(404);
  });
});
