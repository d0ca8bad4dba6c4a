/**
 * A request's photos over tRPC (docs/product.md "Request photos"): posts.create with FormData `images[]` and
 * `image_alts[]` (as the SPA sends it), posts.arrangeImages and posts.deleteImage, and their refusals (another
 * member and an administrator FORBIDDEN, unknown ids and a ninth photo UNPROCESSABLE_CONTENT with Japanese field
 * errors).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { TRPCError } from "@trpc/server";
import sharp from "sharp";
import { POST_PHOTOS } from "#shared/constants.ts";
import { postPhotosCopy } from "#shared/copy/post-photos.ts";
import type { AppDeps } from "../../src/server/context.ts";
import type { AppError } from "../../src/server/errors.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, jpegWithGps } from "../support/images.ts";
import { type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let ref: { categoryId: number; regionId: number };
const errors = postPhotosCopy.errors;

beforeAll(async () => {
  ({ app, deps } = await testApp());
  ref = await someCategoryAndRegion(deps.db);
});

async function photo(width: number): Promise<File> {
  return fileOf(await jpegWithGps(width, 40, 1), `p-${width}.jpg`, "image/jpeg");
}

/** The FormData of posts.create with `files` as `images[]` and `alts` as `image_alts[]`. */
function createForm(files: File[], alts: string[] = []): FormData {
  const form = new FormData();
  form.append("title", "tRPCで写真つき");
  form.append("body", "写真を添えます。");
  form.append("category_id", String(ref.categoryId));
  form.append("region_id", String(ref.regionId));
  for (const file of files) form.append("images[]", file);
  for (const alt of alts) form.append("image_alts[]", alt);
  return form;
}

/** The refusal of `call`: its tRPC code and field errors. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; fieldErrors: unknown }> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    const cause = (error as TRPCError).cause as AppError | undefined;
    return { code: (error as TRPCError).code, fieldErrors: cause?.fieldErrors };
  }
  throw new Error("the call succeeded");
}

describe("request photos over tRPC", () => {
  test("create with images[] and alts, reorder, set the cover, delete; stored without EXIF", async () => {
    const member = await createMember(deps.db);
    const caller = callerFor(deps, member);
    const post = await caller.posts.create(
      createForm([await photo(60), await photo(70), await photo(80)], ["", "二"]),
    );
    expect(post.images.map((image) => [image.width, image.alt])).toEqual([
      [60, null],
      [70, "二"],
      [80, null],
    ]);
    for (const image of post.images) {
      const response = await app.request(`http://localhost:3000${image.url}`);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    }
    const [a, b, c] = post.images.map((image) => image.id) as [number, number, number];
    const arranged = await caller.posts.arrangeImages({ id: post.id, order: [b, c, a], cover_id: c });
    expect(arranged.images.map((image) => image.id)).toEqual([c, b, a]);
    expect(arranged.image).toBe(arranged.images[0]?.url ?? "missing");
    const afterDelete = await caller.posts.deleteImage({ id: post.id, image_id: c });
    expect(afterDelete.images.map((image) => image.id)).toEqual([b, a]);
    const detail = await caller.posts.byId({ id: post.id });
    expect(detail.images.map((image) => image.id)).toEqual([b, a]);
    expect(detail.image_thumb).toBe(detail.images[0]?.thumb_url ?? "missing");
  });

  test("a ninth photo, an unknown id and a wrong order are refused with Japanese field errors", async () => {
    const member = await createMember(deps.db);
    const caller = callerFor(deps, member);
    const nine = await Promise.all(Array.from({ length: POST_PHOTOS.max + 1 }, (_, i) => photo(40 + i)));
    expect(await refusal(caller.posts.create(createForm(nine)))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      fieldErrors: { images: [errors.tooMany(POST_PHOTOS.max)] },
    });
    const post = await caller.posts.create(createForm([await photo(60), await photo(70)]));
    const [a, b] = post.images.map((image) => image.id) as [number, number];
    expect(await refusal(caller.posts.deleteImage({ id: post.id, image_id: b + 1000 }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      fieldErrors: { image_id: [errors.unknownImage] },
    });
    expect(await refusal(caller.posts.arrangeImages({ id: post.id, order: [b] }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      fieldErrors: { order: [errors.orderMismatch] },
    });
    expect(
      (await refusal(caller.posts.arrangeImages({ id: post.id, order: [a, b], cover_id: 0 }))).code,
    ).toBe("UNPROCESSABLE_CONTENT");
  });

  test("another member and an administrator are FORBIDDEN; a draft of someone else is NOT_FOUND", async () => {
    const author = await createMember(deps.db);
    const post = await callerFor(deps, author).posts.create(createForm([await photo(60), await photo(70)]));
    const [a, b] = post.images.map((image) => image.id) as [number, number];
    for (const actor of [await createMember(deps.db), await createMember(deps.db, { admin: true })]) {
      const caller = callerFor(deps, actor);
      expect((await refusal(caller.posts.deleteImage({ id: post.id, image_id: a }))).code).toBe("FORBIDDEN");
      expect((await refusal(caller.posts.arrangeImages({ id: post.id, order: [b, a] }))).code).toBe(
        "FORBIDDEN",
      );
    }
    const draftForm = createForm([await photo(60)]);
    draftForm.append("is_public", "0");
    const draft = await callerFor(deps, author).posts.create(draftForm);
    const other = callerFor(deps, await createMember(deps.db));
    const draftImage = draft.images[0]?.id ?? 0;
    expect((await refusal(other.posts.deleteImage({ id: draft.id, image_id: draftImage }))).code).toBe(
      "NOT_FOUND",
    );
    const kept = await callerFor(deps, author).posts.byId({ id: post.id });
    expect(kept.images.map((image) => image.id)).toEqual([a, b]);
  });
});
