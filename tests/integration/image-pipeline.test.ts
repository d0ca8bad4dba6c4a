/**
 * The image pipeline under load and attack (docs/product.md §5 Post image, §9 limits):
 * re-encodes wait in one bounded FIFO queue — at most IMAGE_QUEUE.slots (cores − 1, at least 1) at once, each on
 * one libvips thread — and a decompression bomb (a PNG declaring 30000×30000 px) is refused as too large, not as
 * the wrong type.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { availableParallelism } from "node:os";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { AppError } from "../../src/server/errors.ts";
import { IMAGE_QUEUE, processImage } from "../../src/server/media/images.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { fileOf, jpegWithGps, pixelBombPng } from "../support/images.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

type ToBuffer = (this: unknown, ...args: unknown[]) => Promise<unknown>;

/**
 * Counts the re-encodes in flight (sharp's toBuffer calls started and not yet settled) while `run` runs.
 * @returns the most that were in flight at once.
 */
async function peakReencodes(run: () => Promise<unknown>): Promise<number> {
  const proto = sharp.prototype as { toBuffer: ToBuffer };
  const original = proto.toBuffer;
  let running = 0;
  let peak = 0;
  proto.toBuffer = function (this: unknown, ...args: unknown[]) {
    running += 1;
    peak = Math.max(peak, running);
    return original.apply(this, args).finally(() => {
      running -= 1;
    });
  };
  try {
    await run();
  } finally {
    proto.toBuffer = original;
  }
  return peak;
}

describe("the re-encode queue", () => {
  test("runs at most max(1, cores − 1) re-encodes at once, one libvips thread each; the others wait", async () => {
    expect(IMAGE_QUEUE.slots).toBe(Math.max(1, availableParallelism() - 1));
    expect(sharp.concurrency()).toBe(1);
    const uploads = 3 * IMAGE_QUEUE.slots + 2;
    const photos = await Promise.all(
      Array.from({ length: uploads }, (_, i) => jpegWithGps(1800 + i * 10, 1200, 1)),
    );
    const done: number[] = [];
    const peak = await peakReencodes(() =>
      Promise.all(
        photos.map(async (photo, i) => {
          const processed = await processImage(fileOf(photo, `p${i}.jpg`, "image/jpeg"));
          done.push(processed.width);
        }),
      ),
    );
    expect(done).toHaveLength(uploads);
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(IMAGE_QUEUE.slots);
  });
});

describe("a decompression bomb", () => {
  test("a PNG declaring 30000×30000 px is refused as too large (imageTooManyPixels), not as the wrong type", async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(1024);
    const refusal = await processImage(fileOf(bomb, "bomb.png", "image/png")).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).fieldErrors).toEqual({ image: [copy.validation.imageTooManyPixels] });
  });

  test("over REST: 422 on `image` with the too-large text, and nothing is stored", async () => {
    const ref = await someCategoryAndRegion(deps.db);
    const member = await createMember(deps.db);
    const client = new RestClient(app);
    expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
    const form = new FormData();
    form.append("title", "画像の爆弾");
    form.append("body", "巨大な画像です。");
    form.append("category_id", String(ref.categoryId));
    form.append("region_id", String(ref.regionId));
    form.append("is_public", "1");
    form.append("image", fileOf(pixelBombPng(), "bomb.png", "image/png"));
    const response = await client.post("/api/posts", form);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.image).toEqual([copy.validation.imageTooManyPixels]);
    expect(await deps.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, member.id))).toEqual([]);
  });

  test("an image that is not one keeps the wrong-type text", async () => {
    const refusal = await processImage(fileOf("not an image at all", "x.png", "image/png")).catch(
      (error: unknown) => error,
    );
    expect((refusal as AppError).fieldErrors).toEqual({ image: [copy.validation.imageType] });
  });
});
