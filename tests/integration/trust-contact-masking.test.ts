/**
 * Contact details held back in threads (docs/product.md §12): phone numbers, e-mail addresses, LINE IDs and URLs
 * are masked for both participants (REST and tRPC answers, the threads list preview, the live event) until both
 * have pressed 連絡先の交換に同意する; the original text is kept and shown once both agree.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { CONTACT_MASK } from "#shared/contact-masking.ts";
import { copy } from "#shared/copy.ts";
import type { LiveEvent } from "#shared/live-events.ts";
import type { AppDeps } from "../../src/server/context.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { createMember, signedInMember } from "../support/factories.ts";
import { openLiveStream } from "../support/live-stream.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const callerFor = (viewer: Viewer | null) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

const ORIGINAL = "電話は090-1234-5678、メールは taro@example.com です。LINE ID: taro_123";
const MASKED = `電話は${CONTACT_MASK}、メールは ${CONTACT_MASK} です。LINE ID: ${CONTACT_MASK}`;

interface MessagesBody {
  messages: { body: string; contact_masked: boolean }[];
  contact_consent: { me: boolean; partner: boolean };
}

describe("contact details in a thread", () => {
  test("are masked for both until both agree, then shown in full (REST and tRPC)", async () => {
    const a = await signedInMember({ name: "依頼 さん" });
    const b = await signedInMember({ name: "手伝い さん" });
    const opened = (await (await b.client.post("/api/threads", { user_id: a.member.id })).json()) as {
      id: number;
    };
    const sent = await b.client.post(`/api/threads/${opened.id}/messages`, { body: ORIGINAL });
    expect(sent.status).toBe(201);
    const sentBody = (await sent.json()) as { data: { body: string; contact_masked: boolean } };
    expect(sentBody.data).toMatchObject({ body: MASKED, contact_masked: true });

    for (const side of [a, b]) {
      const rest = (await (
        await side.client.get(`/api/threads/${opened.id}/messages`)
      ).json()) as MessagesBody;
      expect(rest.messages[0]).toMatchObject({ body: MASKED, contact_masked: true });
      expect(rest.contact_consent).toEqual({ me: false, partner: false });
      const trpc = await callerFor(side.member).threads.messages({ id: opened.id });
      expect(trpc.messages[0]?.body).toBe(MASKED);
      const list = await callerFor(side.member).threads.list({});
      expect(list.data.find((t) => t.id === opened.id)?.latest_message?.body).toBe(MASKED);
    }

    // One side agreeing is not enough.
    const consentA = await a.client.post(`/api/threads/${opened.id}/contact-consent`);
    expect(consentA.status).toBe(200);
    expect(((await consentA.json()) as { data: unknown }).data).toEqual({
      thread: { id: opened.id },
      contact_consent: { me: true, partner: false },
    });
    const stillMasked = (await (
      await b.client.get(`/api/threads/${opened.id}/messages`)
    ).json()) as MessagesBody;
    expect(stillMasked.messages[0]?.body).toBe(MASKED);
    expect(stillMasked.contact_consent).toEqual({ me: false, partner: true });

    // Both: the stored original shows, to both, on both transports; agreeing again changes nothing.
    const consentB = await callerFor(b.member).safety.contactConsent({ id: opened.id });
    expect(consentB.contact_consent).toEqual({ me: true, partner: true });
    for (const side of [a, b]) {
      const rest = (await (
        await side.client.get(`/api/threads/${opened.id}/messages`)
      ).json()) as MessagesBody;
      expect(rest.messages[0]).toMatchObject({ body: ORIGINAL, contact_masked: false });
      expect(rest.contact_consent).toEqual({ me: true, partner: true });
      const list = await callerFor(side.member).threads.list({});
      expect(list.data.find((t) => t.id === opened.id)?.latest_message?.body).toBe(ORIGINAL);
    }
    const again = await a.client.post(`/api/threads/${opened.id}/contact-consent`);
    expect(((await again.json()) as { data: unknown }).data).toEqual({
      thread: { id: opened.id },
      contact_consent: { me: true, partner: true },
    });
    // New messages after the agreement are sent in full.
    const later = await callerFor(a.member).threads.send({
      id: opened.id,
      body: "０８０－１１１１－２２２２ です",
    });
    expect(later).toMatchObject({ body: "０８０－１１１１－２２２２ です", contact_masked: false });
  });

  test("the live stream carries the masked text until both agree, then the original", async () => {
    const a = await signedInMember({ name: "ライブ 受信" });
    const b = await signedInMember({ name: "ライブ 送信" });
    const { id } = await callerFor(b.member).threads.open({ user_id: a.member.id });
    const token = a.client.cookie("tasukeai_session");
    const stream = await openLiveStream(app, token);
    const messageEvent = (body: string) => (event: LiveEvent) =>
      event.type === "thread.message" && event.thread_id === id && event.message.body === body;
    try {
      await stream.next((event) => event.type === "ready");
      await callerFor(b.member).threads.send({ id, body: "メールは hanako@example.jp です" });
      const masked = await stream.next(messageEvent(`メールは ${CONTACT_MASK} です`));
      expect(masked).toMatchObject({ message: { contact_masked: true, is_mine: false } });
      expect(JSON.stringify(stream.received)).not.toContain("hanako@example.jp");
      // Consent tells the partner's stream the thread changed (the screen refetches).
      await callerFor(b.member).safety.contactConsent({ id });
      await stream.next((event) => event.type === "thread.changed" && event.thread_id === id);
      await callerFor(a.member).safety.contactConsent({ id });
      await callerFor(b.member).threads.send({ id, body: "もう一度 hanako@example.jp" });
      await stream.next(messageEvent("もう一度 hanako@example.jp"));
    } finally {
      stream.close();
    }
  });

  test("a message without contact details is left as it is", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const { id } = await callerFor(a).threads.open({ user_id: b.id });
    const text = "謝礼は3,000円、2026年11月24日 14:00 に〒150-0002 の近くで";
    const sent = await callerFor(a).threads.send({ id, body: text });
    expect(sent).toMatchObject({ body: text, contact_masked: false });
  });

  test("consent is for participants only: 403 for others, 404 for no thread, 401 for a visitor", async () => {
    const a = await createMember(deps.db);
    const b = await createMember(deps.db);
    const { id } = await callerFor(a).threads.open({ user_id: b.id });
    const stranger = await signedInMember({ name: "第三者" });
    const refused = await stranger.client.post(`/api/threads/${id}/contact-consent`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(copy.threads.forbidden);
    expect((await stranger.client.post("/api/threads/99999999/contact-consent")).status).toBe(404);
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.post(`/api/threads/${id}/contact-consent`)).status).toBe(401);
    // The refused calls changed nothing.
    const view = await callerFor(a).threads.messages({ id });
    expect(view.contact_consent).toEqual({ me: false, partner: false });
  });
});
