/**
 * A request's photos over REST (docs/product.md "Request photos"): `images[]` with `image_alts[]` on create, the
 * legacy `image` as the first photo, 8 at most, each re-encoded without its EXIF/GPS, `images` in the answer with the
 * cover mirrored as `image`/`image_thumb`, DELETE of one photo, PATCH of the order and the cover, and the refusals
 * (another member 403, an administrator 403, unknown ids and a wrong order 422 in Japanese, never a 500).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { POST_PHOTOS } from "#shared/constants.ts";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import { copy } from "#shared/copy.ts";
import type { PostWithImages } from "#shared/schemas/posts.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, hasGpsTag, jpegWithGps } from "../support/images.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let ref: { categoryId: number; regionId: number };
const errors = postPhotosCopy.errors;

beforeAll(async () => {
  ({ app, deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
});

async function signedIn(options: { admin?: boolean } = {}): Promise<RestClient> {
  const member = await createMember(deps.db, options);
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  return client;
}

/** A small JPEG with EXIF and a GPS position, `width` px wide (so photos can be told apart by size). */
async function photo(width: number): Promise<File> {
  return fileOf(await jpegWithGps(width, 40, 1), `photo-${width}.jpg`, "image/jpeg");
}

/** The multipart body of a new request with `files` as `images[]` and `alts` as `image_alts[]`. */
function postForm(files: File[], alts: string[] = [], extra: Record<string, string | File> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | File> = {
    title: "写真つきの依頼",
    body: "写真を何枚か添えます。",
    category_id: String(ref.categoryId),
    region_id: String(ref.regionId),
    ...extra,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append("images[]", file);
  for (const alt of alts) form.append("image_alts[]", alt);
  return form;
}

async function create(client: RestClient, form: FormData): Promise<PostWithImages> {
  const response = await client.post("/api/posts", form);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: PostWithImages }).data;
}

async function bytesOf(url: string): Promise<Buffer> {
  const response = await app.request(`http://localhost:3000${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("request photos over REST", () => {
  test("images[] with alt texts: every photo stored in order, re-encoded without EXIF, the first is the cover", async () => {
    const client = await signedIn();
    const post = await create(
      client,
      postForm([await photo(60), await photo(70), await photo(80)], ["棚", "", "本"]),
    );
    expect(post.images.map((image) => [image.width, image.alt])).toEqual([
      [60, "棚"],
      [70, null],
      [80, "本"],
    ]);
    const first = post.images[0];
    expect(post.image).toBe(first?.url ?? "missing");
    expect(post.image_thumb).toBe(first?.thumb_url ?? "missing");
    for (const image of post.images) {
      expect(Object.keys(image)).toEqual(["id", "url", "thumb_url", "width", "height", "alt"]);
      expect(image.url).toMatch(/^\/storage\/posts\/.+\.jpg$/);
      expect(image.thumb_url).toMatch(/^\/storage\/posts\/.+\.webp$/);
      const meta = await sharp(await bytesOf(image.url)).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();
      expect(hasGpsTag(meta.exif)).toBe(false);
    }
    const shown = await client.get(`/api/posts/${post.id}`);
    const detail = ((await shown.json()) as { data: PostWithImages }).data;
    expect(detail.images.map((image) => image.id)).toEqual(post.images.map((image) => image.id));
  });

  test("the legacy `image` is still the first photo, before images[]", async () => {
    const client = await signedIn();
    const post = await create(client, postForm([await photo(70)], ["二枚目"], { image: await photo(50) }));
    expect(post.images.map((image) => [image.width, image.alt])).toEqual([
      [50, null],
      [70, "二枚目"],
    ]);
    expect(post.image).toBe(post.images[0]?.url ?? "missing");
  });

  test("a ninth photo is refused with a Japanese 422, and nothing is created", async () => {
    const client = await signedIn();
    const nine = await Promise.all(Array.from({ length: POST_PHOTOS.max + 1 }, (_, i) => photo(40 + i)));
    const title = `九枚の写真 ${Date.now()}`;
    const response = await client.post("/api/posts", postForm(nine, [], { title }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.images).toEqual([errors.tooMany(POST_PHOTOS.max)]);
    expect(await deps.db.select({ id: posts.id }).from(posts).where(eq(posts.title, title))).toEqual([]);
    const eight = await Promise.all(Array.from({ length: POST_PHOTOS.max }, (_, i) => photo(40 + i)));
    const withLegacy = await client.post("/api/posts", postForm(eight, [], { image: await photo(30) }));
    expect(withLegacy.status).toBe(422);
  });

  test("a file that is no image is a 422 on its own field", async () => {
    const client = await signedIn();
    const bad = fileOf("not an image", "note.jpg", "image/jpeg");
    const response = await client.post("/api/posts", postForm([await photo(60), bad]));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors["images.1"]).toEqual([copy.validation.imageType]);
  });

  test("update adds images[] after the others, up to 8 in all", async () => {
    const client = await signedIn();
    const post = await create(client, postForm([await photo(60)]));
    const form = postForm([await photo(90), await photo(91)], ["追加"], { _method: "PUT" });
    const response = await client.post(`/api/posts/${post.id}`, form);
    expect(response.status).toBe(200);
    const updated = ((await response.json()) as { data: PostWithImages }).data;
    expect(updated.images.map((image) => [image.width, image.alt])).toEqual([
      [60, null],
      [90, "追加"],
      [91, null],
    ]);
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => photo(40 + i)));
    const over = await client.post(`/api/posts/${post.id}`, postForm(six, [], { _method: "PUT" }));
    expect(over.status).toBe(422);
  });

  test("PATCH sets the order and the cover; DELETE removes one and the next becomes the cover", async () => {
    const client = await signedIn();
    const post = await create(client, postForm([await photo(60), await photo(70), await photo(80)]));
    const [a, b, c] = post.images.map((image) => image.id) as [number, number, number];
    const patched = await client.request("PATCH", `/api/posts/${post.id}/images`, { order: [c, a, b] });
    expect(patched.status).toBe(200);
    const reordered = ((await patched.json()) as { data: PostWithImages }).data;
    expect(reordered.images.map((image) => image.id)).toEqual([c, a, b]);
    expect(reordered.image).toBe(reordered.images[0]?.url ?? "missing");

    const covered = await client.request("PATCH", `/api/posts/${post.id}/images`, {
      order: [c, a, b],
      cover_id: b,
      alts: ["三", "一", "二"],
    });
    const withCover = ((await covered.json()) as { data: PostWithImages }).data;
    expect(withCover.images.map((image) => [image.id, image.alt])).toEqual([
      [b, "二"],
      [c, "三"],
      [a, "一"],
    ]);
    // The list card shows the cover.
    const list = (await (await client.get("/api/posts")).json()) as { data: { id: number; image: string }[] };
    expect(list.data.find((row) => row.id === post.id)?.image).toBe(withCover.images[0]?.url ?? "missing");

    const removed = await client.request("DELETE", `/api/posts/${post.id}/images/${b}`);
    expect(removed.status).toBe(200);
    const after = ((await removed.json()) as { data: PostWithImages }).data;
    expect(after.images.map((image) => image.id)).toEqual([c, a]);
    expect(after.image).toBe(after.images[0]?.url ?? "missing");
    const url = withCover.images[0]?.url ?? "";
    expect((await app.request(`http://localhost:3000${url}`)).status).toBe(404);
  });

  test("unknown ids and an order that is not the post's photos are Japanese 422s; a bad id is no 500", async () => {
    const client = await signedIn();
    const post = await create(client, postForm([await photo(60), await photo(70)]));
    const [a, b] = post.images.map((image) => image.id) as [number, number];
    const cases: [unknown, string, string][] = [
      [{ order: [a] }, "order", errors.orderMismatch],
      [{ order: [a, a] }, "order", errors.orderMismatch],
      [{ order: [a, b + 1000] }, "order", errors.orderMismatch],
      [{ order: [a, b], cover_id: b + 1000 }, "cover_id", errors.unknownImage],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.request("PATCH", `/api/posts/${post.id}/images`, body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors[field]).toEqual([
        message,
      ]);
    }
    const other = await create(client, postForm([await photo(50)]));
    const foreign = other.images[0]?.id ?? 0;
    const unknown = await client.request("DELETE", `/api/posts/${post.id}/images/${foreign}`);
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors.image_id).toEqual([
      errors.unknownImage,
    ]);
    for (const path of [`/api/posts/${post.id}/images/abc`, `/api/posts/${post.id}/images/99999999999999`]) {
      const response = await client.request("DELETE", path);
      expect([404, 422]).toContain(response.status);
    }
    const junk = await client.request("PATCH", `/api/posts/${post.id}/images`, { order: "x", cover_id: [] });
    expect(junk.status).toBe(422);
  });

  test("deleting the request removes every photo's files", async () => {
    const client = await signedIn();
    const post = await create(client, postForm([await photo(60), await photo(70)]));
    expect((await client.request("DELETE", `/api/posts/${post.id}`)).status).toBe(200);
    for (const image of post.images) {
      for (const url of [image.url, image.thumb_url ?? ""]) {
        expect((await app.request(`http://localhost:3000${url}`)).status).toBe(404);
      }
    }
  });

  test("another member and an administrator are refused (403), and the photos stay", async () => {
    const author = await signedIn();
    const post = await create(author, postForm([await photo(60), await photo(70)]));
    const [a, b] = post.images.map((image) => image.id) as [number, number];
    for (const client of [await signedIn(), await signedIn({ admin: true })]) {
      expect((await client.request("DELETE", `/api/posts/${post.id}/images/${a}`)).status).toBe(403);
      expect((await client.request("PATCH", `/api/posts/${post.id}/images`, { order: [b, a] })).status).toBe(
        403,
      );
    }
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.request("DELETE", `/api/posts/${post.id}/images/${a}`)).status).toBe(401);
    const shown = ((await (await author.get(`/api/posts/${post.id}`)).json()) as { data: PostWithImages })
      .data;
    expect(shown.images.map((image) => image.id)).toEqual([a, b]);
  });
});
