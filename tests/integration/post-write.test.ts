/**
 * Writing posts over REST (docs/product.md §7 POST /api/posts, POST /api/posts/{id} with _method=PUT, DELETE) and the
 * server-side image rules of docs/product.md §5: re-encoded JPEG, auto-rotated, metadata (GPS) stripped, long side ≤ 1600,
 * non-images and files over 2 MB refused with a Japanese 422 on `image`, nothing stored on failure, old files
 * deleted when replaced, removed or when the post is deleted.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { PostView } from "#shared/schemas/posts.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, filesUnder, hasGpsTag, jpegWithGps, transparentPng } from "../support/images.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let uploads: string;
let ref: { categoryId: number; parentId: number; regionId: number };

beforeAll(async () => {
  ({ app, deps } = await testApp());
  uploads = join(deps.env.dataDir, "uploads");
  ref = await someCategoryAndRegion(deps.db);
});

async function signedIn(options: { admin?: boolean } = {}) {
  const member = await createMember(deps.db, options);
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  return { member, client };
}

function createForm(fields: Record<string, string | string[] | File>): FormData {
  const form = new FormData();
  const all: Record<string, string | string[] | File> = {
    title: "画像つきの依頼",
    body: "写真を見てください。",
    category_id: String(ref.categoryId),
    region_id: String(ref.regionId),
    is_public: "1",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, item);
    else form.append(key, value);
  }
  return form;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function fetchImage(url: string) {
  const response = await app.request(`http://localhost:3000${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("POST /api/posts with an image", () => {
  test("re-encodes: rotated, resized to 1600 px, EXIF and GPS gone, served with long cache headers", async () => {
    const { client, member } = await signedIn();
    const original = await jpegWithGps(3000, 2000, 6);
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const response = await client.post(
      "/api/posts",
      createForm({ tags: ["写真", "Weekend Work"], image: fileOf(original, "photo.jpg", "image/jpeg") }),
    );
    expect(response.status).toBe(201);
    const { data } = await json<{ data: PostView }>(response);
    expect(data).toMatchObject({ title: "画像つきの依頼", user: { id: member.id }, is_public: true });
    expect(data.tags.map((tag) => tag.slug).sort()).toEqual(["weekend-work", "写真"]);
    expect(data.image).toMatch(/^\/storage\/posts\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);

    const { response: file, bytes } = await fetchImage(data.image ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("jpeg");
    // Orientation 6 (rotate 90°) applied to the pixels: 3000×2000 becomes portrait, long side 1600.
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from("fixture"))).toBe(false);
  });

  test("small images keep their size; transparent PNGs become JPEG on white", async () => {
    const { client } = await signedIn();
    const response = await client.post(
      "/api/posts",
      createForm({ image: fileOf(await transparentPng(40, 30), "clear.png", "image/png") }),
    );
    expect(response.status).toBe(201);
    const { data } = await json<{ data: PostView }>(response);
    const { bytes } = await fetchImage(data.image ?? "");
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 40, 30]);
    const { data: pixel } = await sharp(bytes)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    expect([...pixel].every((value) => value > 240)).toBe(true);
  });

  test("a non-image is refused with a 422 on image, and nothing is stored", async () => {
    const { client } = await signedIn();
    const before = filesUnder(uploads).length;
    const title = `偽画像 ${Date.now()}`;
    const response = await client.post(
      "/api/posts",
      createForm({ title, image: fileOf("this is not a picture", "fake.jpg", "image/jpeg") }),
    );
    expect(response.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.errors.image).toEqual([
      "画像には、JPEG・PNG・WebP・GIF形式の画像ファイルを指定してください。",
    ]);
    expect(body.message).toBe("画像には、JPEG・PNG・WebP・GIF形式の画像ファイルを指定してください。");
    expect(filesUnder(uploads).length).toBe(before);
    const stored = await deps.db.select({ id: posts.id }).from(posts).where(eq(posts.title, title));
    expect(stored).toEqual([]);
  });

  test("an SVG is not accepted as an image", async () => {
    const { client } = await signedIn();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const response = await client.post(
      "/api/posts",
      createForm({ image: fileOf(svg, "a.svg", "image/svg+xml") }),
    );
    expect(response.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(response)).errors.image).toHaveLength(1);
  });

  test("a file over 2 MB is refused with a 422 on image, and nothing is stored", async () => {
    const { client } = await signedIn();
    const before = filesUnder(uploads).length;
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await client.post(
      "/api/posts",
      createForm({ image: fileOf(big, "big.jpg", "image/jpeg") }),
    );
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(body.errors.image).toEqual(["画像には、2MB以下のファイルを指定してください。"]);
    expect(filesUnder(uploads).length).toBe(before);
  });

  test("malformed fields are refused first; unknown category/region and image errors come together; nothing stored", async () => {
    const { client } = await signedIn();
    const before = filesUnder(uploads).length;
    const good = await client.post(
      "/api/posts",
      createForm({ title: "", image: fileOf(await jpegWithGps(100, 80, 1), "ok.jpg", "image/jpeg") }),
    );
    expect(good.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(good)).errors).toEqual({
      title: ["タイトルは必須です。"],
    });
    // The schema is checked at the edge before the image is read (docs/decisions/007): a malformed field alone.
    const malformed = await client.post(
      "/api/posts",
      createForm({ title: "", image: fileOf("nope", "x.png", "image/png") }),
    );
    expect((await json<{ errors: Record<string, string[]> }>(malformed)).errors).toEqual({
      title: ["タイトルは必須です。"],
    });
    // What needs the database and the image pipeline is reported together.
    const both = await client.post(
      "/api/posts",
      createForm({ category_id: "999999", image: fileOf("nope", "x.png", "image/png") }),
    );
    expect(both.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(both);
    expect(Object.keys(body.errors).sort()).toEqual(["category_id", "image"]);
    expect(body.message).toBe("選択されたカテゴリは正しくありません。（その他、1件のエラーあり）");
    // A good image with an unknown region is stored by nothing either.
    const unknownRegion = await client.post(
      "/api/posts",
      createForm({
        region_id: "999999",
        image: fileOf(await jpegWithGps(100, 80, 1), "ok.jpg", "image/jpeg"),
      }),
    );
    expect((await json<{ errors: Record<string, string[]> }>(unknownRegion)).errors).toEqual({
      region_id: ["選択された地域は正しくありません。"],
    });
    expect(filesUnder(uploads).length).toBe(before);
  });

  test("an empty file field means no image", async () => {
    const { client } = await signedIn();
    const response = await client.post("/api/posts", createForm({ image: "" }));
    expect(response.status).toBe(201);
    expect((await json<{ data: PostView }>(response)).data.image).toBeNull();
  });
});

describe("POST /api/posts/{id} with _method=PUT", () => {
  async function createWithImage(client: RestClient) {
    const response = await client.post(
      "/api/posts",
      createForm({
        tags: ["古いタグ"],
        image: fileOf(await jpegWithGps(800, 600, 1), "a.jpg", "image/jpeg"),
      }),
    );
    expect(response.status).toBe(201);
    return (await json<{ data: PostView }>(response)).data;
  }

  function updateForm(fields: Record<string, string | File>): FormData {
    const form = new FormData();
    const all: Record<string, string | File> = {
      _method: "PUT",
      title: "更新したタイトル",
      body: "更新した本文です。",
      category_id: String(ref.categoryId),
      region_id: String(ref.regionId),
      ...fields,
    };
    for (const [key, value] of Object.entries(all)) form.append(key, value);
    return form;
  }

  const fileOfUrl = (url: string | null) => join(uploads, (url ?? "").replace(/^\/storage\//, ""));

  test("updates fields and tags (a JSON array of slugs) and keeps the image when none is sent", async () => {
    const { client } = await signedIn();
    const post = await createWithImage(client);
    const response = await client.post(
      `/api/posts/${post.id}`,
      updateForm({ tags: JSON.stringify(["新しいタグ", "Second Tag"]), is_public: "0" }),
    );
    expect(response.status).toBe(200);
    const { data } = await json<{ data: PostView & { comments: unknown[] } }>(response);
    expect(data).toMatchObject({
      id: post.id,
      title: "更新したタイトル",
      is_public: false,
      image: post.image,
    });
    expect(data.tags.map((tag) => tag.slug).sort()).toEqual(["second-tag", "新しいタグ"]);
    expect(existsSync(fileOfUrl(post.image))).toBe(true);
    // Now a draft: invisible to everyone else.
    const { client: other } = await signedIn();
    expect((await other.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await app.request(`http://localhost:3000/api/posts/${post.id}`)).status).toBe(404);
  });

  test("a new image replaces the old one and the old file is deleted", async () => {
    const { client } = await signedIn();
    const post = await createWithImage(client);
    const oldFile = fileOfUrl(post.image);
    expect(existsSync(oldFile)).toBe(true);
    const response = await client.post(
      `/api/posts/${post.id}`,
      updateForm({ image: fileOf(await jpegWithGps(2400, 1200, 1), "b.jpg", "image/jpeg") }),
    );
    expect(response.status).toBe(200);
    const { data } = await json<{ data: PostView }>(response);
    expect(data.image).not.toBe(post.image);
    expect(existsSync(fileOfUrl(data.image))).toBe(true);
    expect(existsSync(oldFile)).toBe(false);
    const meta = await sharp(fileOfUrl(data.image)).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(data.tags.map((tag) => tag.slug)).toEqual(["古いタグ"]);
  });

  test("image_remove drops the image and deletes its file", async () => {
    const { client } = await signedIn();
    const post = await createWithImage(client);
    const response = await client.post(`/api/posts/${post.id}`, updateForm({ image_remove: "1" }));
    expect(response.status).toBe(200);
    expect((await json<{ data: PostView }>(response)).data.image).toBeNull();
    expect(existsSync(fileOfUrl(post.image))).toBe(false);
  });

  test("region is required (地域は必須です。); a refused new image leaves the old one in place", async () => {
    const { client } = await signedIn();
    const post = await createWithImage(client);
    const before = filesUnder(uploads).length;
    const form = updateForm({ image: fileOf(await jpegWithGps(100, 100, 1), "c.jpg", "image/jpeg") });
    form.delete("region_id");
    const response = await client.post(`/api/posts/${post.id}`, form);
    expect(response.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(response)).errors).toEqual({
      region_id: ["地域は必須です。"],
    });
    expect(filesUnder(uploads).length).toBe(before);
    expect(existsSync(fileOfUrl(post.image))).toBe(true);
    const unchanged = await json<{ data: PostView }>(await client.get(`/api/posts/${post.id}`));
    expect(unchanged.data.title).toBe("画像つきの依頼");
  });

  test("DELETE removes the post and its image file; the post is then 404", async () => {
    const { client } = await signedIn();
    const post = await createWithImage(client);
    const response = await client.request("DELETE", `/api/posts/${post.id}`);
    expect(response.status).toBe(200);
    expect(existsSync(fileOfUrl(post.image))).toBe(false);
    expect((await client.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await client.request("DELETE", `/api/posts/${post.id}`)).status).toBe(404);
  });

  test("DELETE through method spoofing works as well", async () => {
    const { client } = await signedIn();
    const post = await createWithImage(client);
    const form = new FormData();
    form.append("_method", "DELETE");
    expect((await client.post(`/api/posts/${post.id}`, form)).status).toBe(200);
    expect((await client.get(`/api/posts/${post.id}`)).status).toBe(404);
  });
});
