/**
 * The card thumbnail of a post image (docs/product.md §5 Post image): storing an image also stores a 320 px wide
 * WebP variant through the same storage, answered as `image_thumb` and served under /storage/; replacing or
 * removing the image, or deleting the post, removes the variant too; posts stored before thumbnails existed
 * (no variant) answer null.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { POST_THUMB } from "#shared/constants.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, jpegWithGps } from "../support/images.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let ref: { categoryId: number; regionId: number };

beforeAll(async () => {
  ({ app, deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
});

async function signedIn(): Promise<RestClient> {
  const member = await createMember(deps.db);
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  return client;
}

function postForm(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  const all: Record<string, string | File> = {
    title: "写真つきの依頼",
    body: "サムネイルを確かめます。",
    category_id: String(ref.categoryId),
    region_id: String(ref.regionId),
    is_public: "1",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  return form;
}

async function photo(width: number, height: number): Promise<File> {
  return fileOf(await jpegWithGps(width, height, 1), "photo.jpg", "image/jpeg");
}

async function created(client: RestClient, image: File): Promise<PostView> {
  const response = await client.post("/api/posts", postForm({ image }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: PostView }).data;
}

/** GET of a /storage/ URL through the app: status, type and bytes. */
async function served(url: string) {
  const response = await app.request(`http://localhost:3000${url}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe("the post image thumbnail", () => {
  test("an uploaded image gets a 320 px wide WebP variant, served under /storage/ and listed on cards", async () => {
    const client = await signedIn();
    const post = await created(client, await photo(1200, 900));
    expect(post.image).toMatch(/^\/storage\/posts\/.+\.jpg$/);
    expect(post.image_thumb).toMatch(/^\/storage\/posts\/.+\.webp$/);
    expect(post.image_thumb).not.toBe(post.image);

    const thumb = await served(post.image_thumb ?? "");
    expect(thumb.status).toBe(200);
    expect(thumb.type).toBe("image/webp");
    const meta = await sharp(thumb.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", POST_THUMB.width, 240]);
    expect(meta.exif).toBeUndefined();

    // The same field in the list answer (what cards read) and over tRPC-shaped detail.
    const list = (await (await client.get("/api/posts?per_page=50")).json()) as { data: PostView[] };
    expect(list.data.find((item) => item.id === post.id)?.image_thumb).toBe(post.image_thumb);
    const detail = (await (await client.get(`/api/posts/${post.id}`)).json()) as { data: PostView };
    expect(detail.data.image_thumb).toBe(post.image_thumb);
  });

  test("a small image is not enlarged: the variant keeps its width", async () => {
    const client = await signedIn();
    const post = await created(client, await photo(200, 100));
    const meta = await sharp((await served(post.image_thumb ?? "")).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 200, 100]);
  });

  test("a post without an image answers null", async () => {
    const client = await signedIn();
    const response = await client.post("/api/posts", postForm({}));
    expect(response.status).toBe(201);
    const post = ((await response.json()) as { data: PostView }).data;
    expect([post.image, post.image_thumb]).toEqual([null, null]);
  });

  test("replacing the image replaces the variant; the old one is gone", async () => {
    const client = await signedIn();
    const post = await created(client, await photo(800, 600));
    const response = await client.post(
      `/api/posts/${post.id}`,
      postForm({ _method: "PUT", image: await photo(640, 640) }),
    );
    expect(response.status).toBe(200);
    const updated = ((await response.json()) as { data: PostView }).data;
    expect(updated.image_thumb).toMatch(/\.webp$/);
    expect(updated.image_thumb).not.toBe(post.image_thumb);
    expect((await served(post.image_thumb ?? "")).status).toBe(404);
    const meta = await sharp((await served(updated.image_thumb ?? "")).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });

  test("removing the image removes the variant and answers null", async () => {
    const client = await signedIn();
    const post = await created(client, await photo(800, 600));
    const response = await client.post(
      `/api/posts/${post.id}`,
      postForm({ _method: "PUT", image_remove: "1" }),
    );
    expect(response.status).toBe(200);
    const updated = ((await response.json()) as { data: PostView }).data;
    expect([updated.image, updated.image_thumb]).toEqual([null, null]);
    expect((await served(post.image ?? "")).status).toBe(404);
    expect((await served(post.image_thumb ?? "")).status).toBe(404);
  });

  test("deleting the post deletes the variant with the image", async () => {
    const client = await signedIn();
    const post = await created(client, await photo(800, 600));
    expect((await served(post.image_thumb ?? "")).status).toBe(200);
    expect((await client.request("DELETE", `/api/posts/${post.id}`)).status).toBe(200);
    expect((await served(post.image ?? "")).status).toBe(404);
    expect((await served(post.image_thumb ?? "")).status).toBe(404);
  });

  test("a post stored before thumbnails (image, no variant) answers null and keeps its image", async () => {
    const client = await signedIn();
    const post = await created(client, await photo(800, 600));
    // What migration 0011 leaves for older posts: the image path and no thumbnail path.
    await deps.db.update(posts).set({ imageThumbPath: null }).where(eq(posts.id, post.id));
    const detail = (await (await client.get(`/api/posts/${post.id}`)).json()) as { data: PostView };
    expect(detail.data.image).toBe(post.image);
    expect(detail.data.image_thumb).toBeNull();
  });
});
