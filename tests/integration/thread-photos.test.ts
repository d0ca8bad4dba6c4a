/**
 * Thread photos over REST and tRPC (docs/product.md "スレッドの写真"): up to 4 photos beside an optional body,
 * re-encoded with EXIF/GPS gone; the private route answers the two participants only (and an administrator while
 * a report of the thread's messages is open), 404 to a third member, a visitor and a guessed URL; /storage never
 * serves them; a message with photos arrives live.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { copy } from "#shared/copy.ts";
import type { MessageView } from "#shared/schemas/threads.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { messageImages } from "../../src/server/db/schema/index.ts";
import { deleteUserAccount } from "../../src/server/domains/admin/user-deletion.service.ts";
import { storageFor } from "../../src/server/media/storage.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { signedInMember } from "../support/factories.ts";
import { hasGpsTag, jpegWithGps } from "../support/images.ts";
import { isType, openLiveStream } from "../support/live-stream.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function threadBetween(a: Member, b: Member): Promise<number> {
  const opened = await a.client.post("/api/threads", { user_id: b.member.id });
  return ((await opened.json()) as { id: number }).id;
}

async function photo(): Promise<File> {
  return new File([new Uint8Array(await jpegWithGps(800, 600))], "photo.jpg", { type: "image/jpeg" });
}

async function sendWithPhotos(client: RestClient, threadId: number, body: string, count: number) {
  const form = new FormData();
  form.append("body", body);
  for (let i = 0; i < count; i++) form.append("images[]", await photo());
  return client.post(`/api/threads/${threadId}/messages`, form);
}

describe("sending photos", () => {
  test("REST: two photos beside a body → 201 with images [{id, url, thumb_url}], stripped of EXIF/GPS", async () => {
    const a = await signedInMember({ name: "写真 送る" });
    const b = await signedInMember({ name: "写真 見る" });
    const threadId = await threadBetween(a, b);
    const sent = await sendWithPhotos(a.client, threadId, "現場の写真です", 2);
    expect(sent.status).toBe(201);
    const { data } = (await sent.json()) as { data: MessageView };
    expect(data.body).toBe("現場の写真です");
    expect(data.images).toHaveLength(2);
    const [first] = data.images;
    if (!first) throw new Error("no image");
    expect(first.url).toBe(`/api/threads/${threadId}/images/${first.id}`);
    expect(first.thumb_url).toBe(`/api/threads/${threadId}/images/${first.id}?size=thumb`);
    expect(data.read_at).toBeNull();

    // The partner reads the bytes: a re-encoded JPEG without EXIF/GPS, private, with its content type.
    const full = await b.client.get(first.url);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/jpeg");
    expect(full.headers.get("cache-control")).toStartWith("private");
    const bytes = Buffer.from(await full.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(hasGpsTag(meta.exif)).toBe(false);
    const thumb = await a.client.get(first.thumb_url);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");

    // The messages fetch carries the same images, in order; a message without photos carries [].
    await b.client.post(`/api/threads/${threadId}/messages`, { body: "ありがとうございます" });
    const page = (await (await b.client.get(`/api/threads/${threadId}/messages`)).json()) as {
      messages: MessageView[];
    };
    expect(page.messages.map((m) => m.images.length)).toEqual([2, 0]);
    expect(page.messages[0]?.images.map((i) => i.id)).toEqual(data.images.map((i) => i.id));
  });

  test("a photo alone (empty body) is a message; neither body nor photo is 422 in Japanese; 5 photos are too many", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const threadId = await threadBetween(a, b);
    const alone = await sendWithPhotos(a.client, threadId, "", 1);
    expect(alone.status).toBe(201);
    expect(((await alone.json()) as { data: MessageView }).data.body).toBe("");

    const empty = await a.client.post(`/api/threads/${threadId}/messages`, { body: "  " });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: Record<string, string[]> }).errors.body).toEqual([
      copy.threadMedia.photos.bodyOrPhoto,
    ]);

    const five = await sendWithPhotos(a.client, threadId, "多すぎ", 5);
    expect(five.status).toBe(422);
    expect(((await five.json()) as { errors: Record<string, string[]> }).errors.images).toEqual([
      copy.threadMedia.photos.tooMany(4),
    ]);

    const notImage = new FormData();
    notImage.append("body", "画像ではない");
    notImage.append("images[]", new File(["hello"], "x.jpg", { type: "image/jpeg" }));
    const refused = await a.client.post(`/api/threads/${threadId}/messages`, notImage);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.images).toEqual([
      copy.validation.imageType,
    ]);
    // Only the photo-alone message was stored.
    const stored = await deps.db
      .select({ id: messageImages.id })
      .from(messageImages)
      .where(eq(messageImages.threadId, threadId));
    expect(stored).toHaveLength(1);
  });

  test("tRPC: FormData with images[] answers the same shape", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const threadId = await threadBetween(a, b);
    const form = new FormData();
    form.append("id", String(threadId));
    form.append("body", "");
    form.append("images[]", await photo());
    const sent = await callerFor(a.member).threads.send(form as never);
    expect(sent.images).toHaveLength(1);
    expect(sent.body).toBe("");
    const view = await callerFor(b.member).threads.messages({ id: threadId });
    expect(view.messages.at(-1)?.images[0]?.id).toBe(sent.images[0]?.id ?? -1);
  });
});

describe("who may fetch a thread photo", () => {
  test("a third member, a visitor, another thread's URL and a guessed id get 404; /storage never serves it", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const third = await signedInMember();
    const admin = await signedInMember({ admin: true });
    const threadId = await threadBetween(a, b);
    const otherThread = await threadBetween(a, third);
    const sent = await sendWithPhotos(a.client, threadId, "非公開の写真", 1);
    const image = ((await sent.json()) as { data: MessageView }).data.images[0];
    if (!image) throw new Error("no image");

    for (const client of [a.client, b.client]) {
      expect((await client.get(image.url)).status).toBe(200);
    }
    const refused = [
      await third.client.get(image.url),
      await third.client.get(image.thumb_url),
      await admin.client.get(image.url),
      await new RestClient(app).get(image.url),
      // The photo's id under another thread of the same member: 404 too.
      await a.client.get(`/api/threads/${otherThread}/images/${image.id}`),
      await a.client.get(`/api/threads/${threadId}/images/${image.id + 100000}`),
      await a.client.get(`/api/threads/${threadId}/images/abc`),
      await a.client.get(`/api/threads/${threadId}/images/99999999999999`),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const body = (await refused[0]?.json()) as { code: string; message: string };
    expect(body.code).toBe("thread_image_not_found");

    // The stored key is never public under /storage.
    const [row] = await deps.db
      .select({ key: messageImages.key })
      .from(messageImages)
      .where(eq(messageImages.id, image.id));
    expect(row?.key.startsWith("thread-images/")).toBe(true);
    expect((await a.client.get(`/storage/${row?.key}`)).status).toBe(404);
    expect((await a.client.get(`/storage/${encodeURIComponent(row?.key ?? "")}`)).status).toBe(404);
  });

  test("an administrator handling an open report of the thread's message may fetch it", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const admin = await signedInMember({ admin: true });
    const threadId = await threadBetween(a, b);
    const sent = await sendWithPhotos(a.client, threadId, "通報される写真", 1);
    const message = ((await sent.json()) as { data: MessageView }).data;
    const image = message.images[0];
    if (!image) throw new Error("no image");
    expect((await admin.client.get(image.url)).status).toBe(404);
    const report = await b.client.post("/api/reports", {
      target_type: "message",
      target_id: message.id,
      reason: "inappropriate",
    });
    expect(report.status).toBe(201);
    const allowed = await admin.client.get(image.url);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toBe("image/jpeg");
  });
});

describe("live", () => {
  test("a message with photos reaches the partner's stream with its images", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    const threadId = await threadBetween(a, b);
    const token = b.client.cookie("tasukeai_session");
    const stream = await openLiveStream(app, token);
    try {
      await stream.next(isType("ready"));
      const sent = await sendWithPhotos(a.client, threadId, "ライブで写真", 2);
      const ids = ((await sent.json()) as { data: MessageView }).data.images.map((i) => i.id);
      const event = await stream.next(isType("thread.message", (e) => e.thread_id === threadId));
      if (event.type !== "thread.message") throw new Error("unexpected event");
      expect(event.message.images.map((i) => i.id)).toEqual(ids);
      expect(event.message.is_mine).toBe(false);
    } finally {
      stream.close();
    }
  });
});

describe("leaving", () => {
  test("a member who leaves takes the photos they sent with them, files included; the partner's stay", async () => {
    const leaving = await signedInMember({ name: "写真 退会" });
    const staying = await signedInMember({ name: "写真 残る" });
    const threadId = await threadBetween(leaving, staying);
    const sent = (await (await sendWithPhotos(leaving.client, threadId, "この棚です", 2)).json()) as {
      data: MessageView;
    };
    const answered = (await (await sendWithPhotos(staying.client, threadId, "了解です", 1)).json()) as {
      data: MessageView;
    };
    const rows = await deps.db
      .select({ id: messageImages.id, key: messageImages.key, thumbKey: messageImages.thumbKey })
      .from(messageImages)
      .where(eq(messageImages.threadId, threadId));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(await storageFor(deps.env).open(row.key)).not.toBeNull();

    await deleteUserAccount(deps, leaving.member.id);

    const [gone] = sent.data.images;
    expect((await staying.client.get(gone?.url ?? "")).status).toBe(404);
    const left = rows.filter((row) => sent.data.images.some((image) => image.id === row.id));
    for (const row of left) {
      expect(await storageFor(deps.env).open(row.key)).toBeNull();
      expect(await storageFor(deps.env).open(row.thumbKey)).toBeNull();
    }
    const [kept] = answered.data.images;
    expect((await staying.client.get(kept?.url ?? "")).status).toBe(200);
    const page = (await (await staying.client.get(`/api/threads/${threadId}/messages`)).json()) as {
      messages: MessageView[];
    };
    const theirs = page.messages.find((message) => message.id === sent.data.id);
    expect(theirs?.images).toEqual([]);
  });
});
