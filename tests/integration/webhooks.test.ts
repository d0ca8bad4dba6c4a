/**
 * Webhooks for partners (docs/product.md "Webhooks"; docs/api.md "Webhooks"; docs/decisions/032-webhooks.md):
 * registration over a token with the `webhooks` ability, signed deliveries through the job queue to a receiver on
 * 127.0.0.1 (allowed by WEBHOOK_ALLOWED_HOSTS), filters, drafts, retries with backoff, redelivery, disabling after
 * three days of failures, the SSRF refusals and the ownership rules. Job time is advanced by hand; nothing sleeps.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { verifyTasukeaiSignature } from "../../docs/snippets/verify-webhook-signature.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import type { Database } from "../../src/server/db/client.ts";
import { notifications, webhookDeliveries, webhookEndpoints } from "../../src/server/db/schema/index.ts";
import {
  WEBHOOK_DELIVERY_QUEUE,
  WEBHOOK_FANOUT_QUEUE,
} from "../../src/server/domains/webhooks/webhook-queue.ts";
import { sweepWebhookDeliveries } from "../../src/server/domains/webhooks/webhooks.service.ts";
import { jobHandlersFor } from "../../src/server/jobs/handlers.ts";
import { JOB_SCHEMA } from "../../src/server/jobs/queue.ts";
import { webhooksCopy } from "../../src/shared/copy/webhooks.ts";
import { callerFor } from "../support/caller.ts";
import {
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
  someCategoryAndRegion,
} from "../support/factories.ts";
import { clearQueuedJobs, drainJobs, jobsOf } from "../support/jobs.ts";
import { RestClient, type TestApp, testApp, testEnv } from "../support/test-app.ts";
import { testDatabase } from "../support/test-db.ts";

/** A JSON answer read by key; what a key holds is checked where it is used. */
// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON.
type Json = any;

const RECEIVER_PORT = 3271;
const CLOSED_PORT = 3272;

let app: TestApp;
let deps: AppDeps;
let db: Database;
/** The shared test app, whose environment allows no webhook host. */
let strictApp: TestApp;

/** What the receiver got, and how it answers now. */
const received: { headers: Headers; body: string }[] = [];
let answerWith = 204;
let receiver: ReturnType<typeof Bun.serve>;

beforeAll(async () => {
  const handle = await testDatabase();
  db = handle.db;
  deps = { db, env: testEnv({ WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" }) };
  app = createApp(deps);
  strictApp = (await testApp()).app;
  await clearQueuedJobs();
  receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: RECEIVER_PORT,
    async fetch(request) {
      received.push({ headers: request.headers, body: await request.text() });
      return new Response(null, { status: answerWith });
    },
  });
}, 60_000);

// Each test starts with no endpoint and no webhook job of the tests before it.
beforeEach(async () => {
  await db.delete(webhookEndpoints);
  await clearQueuedJobs();
  received.length = 0;
  answerWith = 204;
});

afterAll(async () => {
  await receiver?.stop(true);
});

/** Runs every due webhook job (fan-out, then deliveries) as the worker would. */
async function runWebhookJobs(): Promise<number> {
  const handlers = jobHandlersFor(deps.env);
  return drainJobs(db, {
    [WEBHOOK_FANOUT_QUEUE]: handlers[WEBHOOK_FANOUT_QUEUE],
    [WEBHOOK_DELIVERY_QUEUE]: handlers[WEBHOOK_DELIVERY_QUEUE],
  } as typeof handlers);
}

/** Advances job time: every waiting webhook job (created later, or retrying after its backoff) is due now. */
async function advanceJobTime(): Promise<void> {
  await db.execute(
    sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = now() - interval '1 second'
        where name in (${WEBHOOK_FANOUT_QUEUE}, ${WEBHOOK_DELIVERY_QUEUE}) and state in ('created', 'retry')`,
  );
}

/** A verified member with a browser session and a token of `abilities`. */
async function partner(abilities: string[] = ["read", "webhooks"]) {
  const member = await createMember(db, { name: "連携 パートナー" });
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  const made = await client.post("/api/tokens", { name: "webhooks", abilities });
  expect(made.status).toBe(201);
  const token = ((await made.json()) as { plain_text_token: string }).plain_text_token;
  const call = (target: TestApp, method: string, path: string, body?: unknown) =>
    target.request(`http://localhost:3000${path}`, {
      method,
      headers: {
        Accept: "application/json",
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    member,
    client,
    call: (method: string, path: string, body?: unknown) => call(app, method, path, body),
    strictCall: (method: string, path: string, body?: unknown) => call(strictApp, method, path, body),
  };
}

type Partner = Awaited<ReturnType<typeof partner>>;

async function register(who: Partner, body: Record<string, unknown>) {
  const response = await who.call("POST", "/api/webhooks", body);
  const json = (await response.json()) as {
    data: { id: number; url: string; secret: string; events: string[]; filters: object; created_at: string };
    errors?: Record<string, string[]>;
    message?: string;
  };
  return { response, json };
}

const receiverUrl = `http://127.0.0.1:${RECEIVER_PORT}/hooks`;

describe("webhooks", () => {
  test("registering answers the secret once; a matching post.created arrives signed, verified by the docs' code", async () => {
    const who = await partner();
    const { regionId, categoryId } = await someCategoryAndRegion(db);
    const { response, json } = await register(who, {
      url: receiverUrl,
      events: ["post.created"],
      filters: { region_id: regionId, category_id: categoryId },
    });
    expect(response.status).toBe(201);
    expect(Object.keys(json.data).sort()).toEqual(
      ["created_at", "disabled_at", "events", "filters", "id", "secret", "url"].sort(),
    );
    expect(json.data.secret).toMatch(/^whsec_/);
    expect(json.data.filters).toEqual({ region_id: regionId, category_id: categoryId });
    const listed = (await (await who.call("GET", "/api/webhooks")).json()) as { data: object[] };
    expect(listed.data).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(json.data.secret);

    const author = await createMember(db);
    received.length = 0;
    const started = Date.now();
    const post = await createTestPost(db, author, {
      title: "棚の組み立てを手伝ってください",
      body: "連絡は 090-1234-5678 までお願いします。",
    });
    await runWebhookJobs();
    expect(received).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5000);
    const [delivery] = received;
    if (!delivery) throw new Error("nothing received");
    expect(delivery.headers.get("content-type")).toBe("application/json");
    expect(delivery.headers.get("user-agent")).toContain("Tasukeai-Keijiban-Webhooks/1.0");
    const signature = delivery.headers.get("tasukeai-signature") ?? "";
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyTasukeaiSignature(delivery.body, signature, json.data.secret)).toBe(true);
    expect(verifyTasukeaiSignature(`${delivery.body} `, signature, json.data.secret)).toBe(false);
    expect(verifyTasukeaiSignature(delivery.body, signature, "whsec_wrong")).toBe(false);
    const event = JSON.parse(delivery.body) as { id: string; type: string; created_at: string; data: Json };
    expect(Object.keys(event).sort()).toEqual(["created_at", "data", "id", "type"]);
    expect(event.type).toBe("post.created");
    expect(event.data.id).toBe(post.id);
    // The visitor's view of GET /api/posts/{id} (without its comments; relative times move with the clock).
    const visitorView = (await (
      await strictApp.request(`http://localhost:3000/api/posts/${post.id}`)
    ).json()) as {
      data: Record<string, unknown>;
    };
    const steady = (view: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(view).filter(([key]) => key !== "comments" && !key.endsWith("_relative")),
      );
    expect(steady(event.data)).toEqual(steady(visitorView.data));
    expect(Object.keys(event.data).sort()).toEqual(
      Object.keys(visitorView.data)
        .filter((key) => key !== "comments")
        .sort(),
    );

    const log = (await (await who.call("GET", `/api/webhooks/${json.data.id}/deliveries`)).json()) as Json;
    expect(log.meta.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      status: "delivered",
      response_status: 204,
      attempts: 1,
      last_error: null,
    });
    expect(typeof log.data[0].duration_ms).toBe("number");
    expect(Object.keys(log.links)).toEqual(["first", "last", "prev", "next"]);
    await who.call("DELETE", `/api/webhooks/${json.data.id}`);
  });

  test("a filter that does not match gets nothing; a draft gets nothing until it is published", async () => {
    const who = await partner();
    const { regionId } = await someCategoryAndRegion(db);
    const other = await register(who, {
      url: receiverUrl,
      events: ["post.created"],
      filters: { region_id: regionId, status: "closed" },
    });
    expect(other.response.status).toBe(201);
    const author = await createMember(db);
    received.length = 0;
    await createTestPost(db, author);
    await runWebhookJobs();
    expect(received).toHaveLength(0);
    await who.call("DELETE", `/api/webhooks/${other.json.data.id}`);

    const all = await register(who, { url: receiverUrl, events: ["post.created", "post.updated"] });
    expect(all.response.status).toBe(201);
    const draft = await createTestPost(db, author, { is_public: false, title: "下書きの依頼" });
    await runWebhookJobs();
    expect(received).toHaveLength(0);
    const { categoryId } = await someCategoryAndRegion(db);
    await callerFor(deps, author).posts.update({
      id: draft.id,
      title: "下書きの依頼",
      body: "公開しました。",
      category_id: categoryId,
      region_id: regionId,
      is_public: true,
    });
    await runWebhookJobs();
    expect(received.map((r) => JSON.parse(r.body).type)).toEqual(["post.created"]);
    expect(JSON.parse(received[0]?.body ?? "{}").data.id).toBe(draft.id);
    await who.call("DELETE", `/api/webhooks/${all.json.data.id}`);
  });

  test("a receiver that is down is retried with growing backoff and gets the event exactly once; redelivery sends it again", async () => {
    const who = await partner();
    const { json } = await register(who, { url: receiverUrl, events: ["post.created"] });
    const author = await createMember(db);
    received.length = 0;
    answerWith = 503;
    await createTestPost(db, author);
    await runWebhookJobs();
    expect(received).toHaveLength(1);
    const [first] = (await jobsOf(db, WEBHOOK_DELIVERY_QUEUE)).filter((j) => j.state === "retry");
    if (!first) throw new Error("no retry");
    const firstDelay = first.startAfter.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(3000);
    await advanceJobTime();
    await runWebhookJobs();
    expect(received).toHaveLength(2);
    const [second] = (await jobsOf(db, WEBHOOK_DELIVERY_QUEUE)).filter((j) => j.state === "retry");
    expect((second?.startAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(firstDelay);
    // Nothing more until the backoff is over.
    await runWebhookJobs();
    expect(received).toHaveLength(3 - 1);

    answerWith = 200;
    await advanceJobTime();
    await runWebhookJobs();
    await advanceJobTime();
    await runWebhookJobs();
    expect(received).toHaveLength(3);
    const bodies = new Set(received.map((r) => r.body));
    expect(bodies.size).toBe(1);
    const log = (await (await who.call("GET", `/api/webhooks/${json.data.id}/deliveries`)).json()) as Json;
    expect(log.data[0]).toMatchObject({ status: "delivered", attempts: 3, response_status: 200 });

    const redelivered = await who.call(
      "POST",
      `/api/webhooks/${json.data.id}/deliveries/${log.data[0].id}/redeliver`,
    );
    expect(redelivered.status).toBe(202);
    await runWebhookJobs();
    expect(received).toHaveLength(4);
    expect(received[3]?.body).toBe(received[0]?.body);
    const again = (await (await who.call("GET", `/api/webhooks/${json.data.id}/deliveries`)).json()) as Json;
    expect(again.data[0]).toMatchObject({ status: "delivered", attempts: 4 });
    await who.call("DELETE", `/api/webhooks/${json.data.id}`);
  });

  test("an endpoint failing for three days is disabled and its owner notified", async () => {
    const who = await partner();
    const { json } = await register(who, {
      url: `http://127.0.0.1:${CLOSED_PORT}/down`,
      events: ["post.created"],
    });
    expect(json.data.id).toBeGreaterThan(0);
    const author = await createMember(db);
    await createTestPost(db, author);
    await runWebhookJobs();
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, json.data.id));
    expect(endpoint?.failingSince).not.toBeNull();
    expect(endpoint?.disabledAt).toBeNull();
    // Three days pass while it keeps failing.
    await db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 1000) })
      .where(eq(webhookEndpoints.id, json.data.id));
    await advanceJobTime();
    await runWebhookJobs();
    const [after] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, json.data.id));
    expect(after?.disabledAt).not.toBeNull();
    const [delivery] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, json.data.id));
    expect(delivery).toMatchObject({ status: "failed", attempts: 2 });
    expect(delivery?.lastError).toBeTruthy();
    expect((await jobsOf(db, WEBHOOK_DELIVERY_QUEUE)).filter((j) => j.state === "retry")).toHaveLength(0);
    await drainJobs(db, jobHandlersFor(deps.env));
    const notices = await db.select().from(notifications).where(eq(notifications.userId, who.member.id));
    expect(notices).toHaveLength(1);
    expect(JSON.stringify(notices[0]?.data)).toContain(webhooksCopy.disabledNotice.title);
    const listed = (await (await who.call("GET", "/api/webhooks")).json()) as Json;
    expect(listed.data[0].disabled_at).not.toBeNull();
    // A disabled endpoint hears of nothing more.
    await createTestPost(db, author);
    await runWebhookJobs();
    const count = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, json.data.id));
    expect(count).toHaveLength(1);
  });

  test("private, loopback and link-local addresses are refused with a Japanese 422", async () => {
    const who = await partner();
    const refused = [
      "https://127.0.0.1/hook",
      "https://10.0.0.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://100.64.0.1/hook",
      "https://[fd00::1]/hook",
      "https://localhost/hook",
    ];
    for (const url of refused) {
      const response = await who.strictCall("POST", "/api/webhooks", { url, events: ["post.created"] });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors.url).toEqual([webhooksCopy.urlPrivateAddress]);
    }
    const plain = await who.strictCall("POST", "/api/webhooks", {
      url: "http://93.184.215.14/hook",
      events: ["post.created"],
    });
    expect(plain.status).toBe(422);
    expect(((await plain.json()) as Json).errors.url).toEqual([webhooksCopy.urlNotHttps]);
    const bad = await who.strictCall("POST", "/api/webhooks", {
      url: "ftp://example.com",
      events: ["post.deleted"],
      filters: { municipality_code: "12", status: "gone" },
    });
    expect(bad.status).toBe(422);
    const errors = ((await bad.json()) as Json).errors as Record<string, string[]>;
    expect(errors.url).toEqual([webhooksCopy.urlInvalid]);
    expect(errors["events.0"]).toEqual([webhooksCopy.eventInvalid]);
    expect(errors["filters.municipality_code"]).toEqual([webhooksCopy.municipalityInvalid]);
    expect(errors["filters.status"]).toEqual([webhooksCopy.statusInvalid]);
    expect(
      await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, who.member.id)),
    ).toHaveLength(0);
  });

  test("another member's webhook is a 404; a token without the webhooks ability is a 403", async () => {
    const owner = await partner();
    const { json } = await register(owner, { url: receiverUrl, events: ["comment.created"] });
    const stranger = await partner();
    expect((await stranger.call("DELETE", `/api/webhooks/${json.data.id}`)).status).toBe(404);
    expect((await stranger.call("GET", `/api/webhooks/${json.data.id}/deliveries`)).status).toBe(404);
    expect((await stranger.call("POST", `/api/webhooks/${json.data.id}/deliveries/1/redeliver`)).status).toBe(
      404,
    );
    const reader = await partner(["read", "write"]);
    const refused = await reader.call("POST", "/api/webhooks", {
      url: receiverUrl,
      events: ["post.created"],
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Json).code).toBe("token_webhooks_ability");
    expect((await reader.call("GET", "/api/webhooks")).status).toBe(403);
    expect((await owner.call("DELETE", `/api/webhooks/${json.data.id}`)).status).toBe(204);
  });

  test("comments on the owner's post reach their comment.created webhook", async () => {
    const owner = await partner();
    const { json } = await register(owner, { url: receiverUrl, events: ["comment.created"] });
    const post = await createTestPost(db, owner.member);
    const someone = await createMember(db);
    received.length = 0;
    answerWith = 200;
    await callerFor(deps, someone).comments.create({ post_id: post.id, body: "手伝えます！" });
    await runWebhookJobs();
    expect(received).toHaveLength(1);
    const event = JSON.parse(received[0]?.body ?? "{}");
    expect(event.type).toBe("comment.created");
    expect(event.data).toMatchObject({ post_id: post.id, comment: { body: "手伝えます！" } });
    await owner.call("DELETE", `/api/webhooks/${json.data.id}`);
  });

  test("a thread message about the owner's request arrives masked; edits and status changes of public requests arrive", async () => {
    const owner = await partner();
    const { json } = await register(owner, {
      url: receiverUrl,
      events: ["thread.message_created", "post.updated", "post.status_changed"],
    });
    const post = await createTestPost(db, owner.member, { title: "庭の草取り" });
    const helper = await createMember(db);
    const { id: threadId } = await callerFor(deps, helper).threads.open({
      user_id: owner.member.id,
      post_id: post.id,
    });
    await callerFor(deps, helper).threads.send({ id: threadId, body: "電話は 090-1234-5678 です" });
    await runWebhookJobs();
    const messages = received
      .map((r) => JSON.parse(r.body))
      .filter((e) => e.type === "thread.message_created");
    expect(messages).toHaveLength(1);
    expect(messages[0].data).toMatchObject({
      post_id: post.id,
      thread_id: threadId,
      message: { contact_masked: true },
    });
    expect(messages[0].data.message.body).not.toContain("090-1234-5678");

    received.length = 0;
    const { categoryId, regionId } = await someCategoryAndRegion(db);
    await callerFor(deps, owner.member).posts.update({
      id: post.id,
      title: "庭の草取り（午前）",
      body: "午前中にお願いします。",
      category_id: categoryId,
      region_id: regionId,
    });
    await callerFor(deps, owner.member).requests.setStatus({ id: post.id, status: "in_progress" });
    await runWebhookJobs();
    const events = received.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.type)).toEqual(["post.updated", "post.status_changed"]);
    expect(events[0].data.title).toBe("庭の草取り（午前）");
    expect(events[1].data.status).toBe("in_progress");
    await owner.call("DELETE", `/api/webhooks/${json.data.id}`);
  });

  test("nothing for a hidden request or across a block, not even on redelivery", async () => {
    const who = await partner();
    const { json } = await register(who, { url: receiverUrl, events: ["post.created"] });
    const author = await createMember(db);
    const hidden = await createTestPost(db, author);
    await db.execute(sql`update posts set moderation = 'pending' where id = ${hidden.id}`);
    await runWebhookJobs();
    expect(received).toHaveLength(0);

    const shown = await createTestPost(db, author);
    await runWebhookJobs();
    expect(received).toHaveLength(1);
    await callerFor(deps, who.member).safety.block({ user_id: author.id });
    await createTestPost(db, author);
    await runWebhookJobs();
    expect(received).toHaveLength(1);
    const log = (await (await who.call("GET", `/api/webhooks/${json.data.id}/deliveries`)).json()) as Json;
    expect(log.data).toHaveLength(1);
    expect(log.data[0].event_id).toBe(JSON.parse(received[0]?.body ?? "{}").id);
    // Blocked since: the logged delivery of `shown` is not sent again.
    await who.call("POST", `/api/webhooks/${json.data.id}/deliveries/${log.data[0].id}/redeliver`);
    await runWebhookJobs();
    expect(received).toHaveLength(1);
    const after = (await (await who.call("GET", `/api/webhooks/${json.data.id}/deliveries`)).json()) as Json;
    expect(after.data[0]).toMatchObject({ status: "failed", last_error: "no longer visible" });
    expect(shown.id).toBeGreaterThan(hidden.id);
  });

  test("registrations are limited to 20 an hour per member (429)", async () => {
    const who = await partner();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await who.call("POST", "/api/webhooks", {
        url: `${receiverUrl}/${i}`,
        events: ["post.created"],
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10, 20)).toEqual(Array(10).fill(422));
    expect(statuses[20]).toBe(429);
  });

  test("finished deliveries older than 30 days leave the log; pending ones stay", async () => {
    const who = await partner();
    const { json } = await register(who, { url: receiverUrl, events: ["post.created"] });
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const row = (status: string) => ({
      endpointId: json.data.id,
      eventId: crypto.randomUUID(),
      eventType: "post.created",
      body: "{}",
      status,
      createdAt: old,
    });
    await db.insert(webhookDeliveries).values([row("delivered"), row("failed"), row("pending")]);
    expect(await sweepWebhookDeliveries(db)).toBe(2);
    const left = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, json.data.id));
    expect(left.map((d) => d.status)).toEqual(["pending"]);
  });

  test("docs/api.md quotes the verification code the tests run", () => {
    const snippet = readFileSync(
      new URL("../../docs/snippets/verify-webhook-signature.ts", import.meta.url),
      "utf8",
    );
    const docs = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    expect(docs.includes(`\`\`\`ts\n${snippet.trim()}\n\`\`\``)).toBe(true);
  });
});
