/**
 * Per-member limits on the writes of a conversation (docs/product.md §9 Rate limits, §12 Blocking and Contact
 * details held back): thread messages (30 a minute and 300 an hour, across threads), block and unblock together
 * (30 an hour) and the contact-exchange consent (10 an hour). Both transports share each limit: tRPC answers the
 * Japanese text of copy.limits, REST Laravel's `Too Many Attempts.`, both with Retry-After and X-RateLimit-*; a
 * refused call stores nothing, and parallel calls cannot get past a limit.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { WRITE_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { blocks, messages, threadParticipants } from "../../src/server/db/schema/index.ts";
import type { Viewer } from "../../src/server/viewer.ts";
import { callerFor as callerOf } from "../support/caller.ts";
import { createMember, signedInMember } from "../support/factories.ts";
import { expectRest429 } from "../support/rate-limits.ts";
import { testApp } from "../support/test-app.ts";

let deps: AppDeps;
const callerFor = (viewer: Viewer) => callerOf(deps, viewer);

beforeAll(async () => {
  ({ deps } = await testApp());
});

/** A thread between `member` and a new partner. */
async function threadWithNewPartner(member: Viewer): Promise<{ id: number; partner: Viewer }> {
  const partner = await createMember(deps.db);
  const { id } = await callerFor(member).threads.open({ user_id: partner.id });
  return { id, partner };
}

async function messagesSentBy(userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.userId, userId));
  return Number(row?.n ?? 0);
}

/** Ends the member's current one-minute message window, as if the minute had passed. */
async function endMinuteWindow(userId: number): Promise<void> {
  await deps.db.execute(
    sql`update rate_limit_buckets set reset_at = now() - interval '1 second'
        where key = ${`messages:minute:${userId}`}`,
  );
}

describe("thread messages: 30 a minute and 300 an hour per member, across threads", () => {
  const perMinute = WRITE_LIMITS.messagesPerMinute;
  const perHour = WRITE_LIMITS.messagesPerHour;

  test("the 31st message in a minute is a 429 on both transports and is not stored", async () => {
    const { member, client } = await signedInMember();
    const first = await threadWithNewPartner(member);
    const second = await threadWithNewPartner(member);
    for (let i = 1; i <= perMinute.max; i++) {
      const thread = i % 2 ? first : second;
      if (i % 3 === 0) {
        const sent = await client.post(`/api/threads/${thread.id}/messages`, { body: `REST ${i}` });
        expect(sent.status).toBe(201);
        expect(sent.headers.get("x-ratelimit-limit")).toBe(String(perMinute.max));
        expect(sent.headers.get("x-ratelimit-remaining")).toBe(String(perMinute.max - i));
      } else {
        await callerFor(member).threads.send({ id: thread.id, body: `tRPC ${i}` });
      }
    }
    await expect(callerFor(member).threads.send({ id: first.id, body: "31通目" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.messages(perMinute.max, perMinute.windowSeconds),
    });
    expect(copy.limits.messages(perMinute.max, perMinute.windowSeconds)).toBe(
      "メッセージの送信は1分間に30件までです。少し時間をおいてからもう一度お試しください。",
    );
    await expectRest429(
      await client.post(`/api/threads/${second.id}/messages`, { body: "31通目" }),
      perMinute,
    );
    const viaTrpc = await client.post("/trpc/threads.send", { id: first.id, body: "31通目" });
    expect(viaTrpc.status).toBe(429);
    expect(((await viaTrpc.json()) as { error: { message: string } }).error.message).toBe(
      copy.limits.messages(perMinute.max, perMinute.windowSeconds),
    );
    expect(viaTrpc.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await messagesSentBy(member.id)).toBe(perMinute.max);

    // The partner, and reading, are not limited.
    await callerFor(first.partner).threads.send({ id: first.id, body: "相手からは送れます" });
    expect((await client.get(`/api/threads/${first.id}/messages`)).status).toBe(200);
    // Once the minute is over the member may write again.
    await endMinuteWindow(member.id);
    expect((await client.post(`/api/threads/${first.id}/messages`, { body: "次の1分" })).status).toBe(201);
  });

  test("the hour's limit holds across minutes: message 301 is refused with the hour's text", async () => {
    const { member, client } = await signedInMember();
    const threads = [await threadWithNewPartner(member), await threadWithNewPartner(member)];
    for (let i = 1; i <= perHour.max; i++) {
      if (i % perMinute.max === 1 && i > 1) await endMinuteWindow(member.id);
      await callerFor(member).threads.send({ id: threads[i % 2]?.id ?? 0, body: `${i}通目` });
    }
    await endMinuteWindow(member.id);
    await expect(
      callerFor(member).threads.send({ id: threads[0]?.id ?? 0, body: "301通目" }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.messages(perHour.max, perHour.windowSeconds),
    });
    expect(copy.limits.messages(perHour.max, perHour.windowSeconds)).toContain("1時間に300件");
    await expectRest429(
      await client.post(`/api/threads/${threads[1]?.id}/messages`, { body: "301通目" }),
      perHour,
    );
    expect(await messagesSentBy(member.id)).toBe(perHour.max);
    // A refusal by the hour does not use up the new minute: the minute's bucket holds no hit.
    const minute = await queryRows<{ count: number }>(
      deps.db,
      sql`select count from rate_limit_buckets where key = ${`messages:minute:${member.id}`}
          and reset_at > now()`,
    );
    expect(minute).toEqual([]);
  }, 120_000);

  test("40 parallel sends: exactly 30 are stored, 10 refused", async () => {
    const { member, client } = await signedInMember();
    const { id } = await threadWithNewPartner(member);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => client.post(`/api/threads/${id}/messages`, { body: `並行 ${i}` })),
    ).then((answers) => answers.map((answer) => answer.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(perMinute.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - perMinute.max);
    expect(await messagesSentBy(member.id)).toBe(perMinute.max);
  });
});

describe("block and unblock: 30 changes an hour per member, both directions together", () => {
  const limit = WRITE_LIMITS.blocks;

  test("a block-unblock loop stops at 30; the refused change is not made", async () => {
    const { member, client } = await signedInMember();
    const target = await createMember(deps.db);
    for (let i = 1; i <= limit.max; i++) {
      const blocking = i % 2 === 1;
      if (i % 4 < 2) {
        const answer = blocking
          ? await client.post(`/api/blocks/${target.id}`)
          : await client.request("DELETE", `/api/blocks/${target.id}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("x-ratelimit-limit")).toBe(String(limit.max));
        expect(answer.headers.get("x-ratelimit-remaining")).toBe(String(limit.max - i));
      } else if (blocking) {
        await callerFor(member).safety.block({ user_id: target.id });
      } else {
        await callerFor(member).safety.unblock({ user_id: target.id });
      }
    }
    // 30 changes end unblocked; the 31st (a block) is refused on both transports.
    await expect(callerFor(member).safety.block({ user_id: target.id })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.blocks(limit.max, limit.windowSeconds),
    });
    expect(copy.limits.blocks(limit.max, limit.windowSeconds)).toContain("1時間に30回");
    await expectRest429(await client.post(`/api/blocks/${target.id}`), limit);
    await expectRest429(await client.request("DELETE", `/api/blocks/${target.id}`), limit);
    const rows = await deps.db.select().from(blocks).where(eq(blocks.blockerId, member.id));
    expect(rows).toEqual([]);
    // The list and the status stay readable.
    expect((await client.get("/api/blocks")).status).toBe(200);
    expect(await callerFor(member).safety.blockStatus({ user_id: target.id })).toEqual({
      is_blocked: false,
      blocked_me: false,
    });
  });
});

describe("contact consent: 10 an hour per member", () => {
  const limit = WRITE_LIMITS.contactConsent;

  test("the 11th consent is a 429 on both transports and records nothing", async () => {
    const { member, client } = await signedInMember();
    const threads = [];
    for (let i = 0; i <= limit.max + 1; i++) threads.push(await threadWithNewPartner(member));
    for (const [i, thread] of threads.slice(0, limit.max).entries()) {
      if (i % 2) {
        const answer = await client.post(`/api/threads/${thread.id}/contact-consent`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("x-ratelimit-limit")).toBe(String(limit.max));
        expect(answer.headers.get("x-ratelimit-remaining")).toBe(String(limit.max - i - 1));
      } else {
        await callerFor(member).safety.contactConsent({ id: thread.id });
      }
    }
    const [eleventh, twelfth] = threads.slice(limit.max);
    await expect(callerFor(member).safety.contactConsent({ id: eleventh?.id ?? 0 })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: copy.limits.contactConsent(limit.max, limit.windowSeconds),
    });
    expect(copy.limits.contactConsent(limit.max, limit.windowSeconds)).toContain("1時間に10回");
    await expectRest429(await client.post(`/api/threads/${twelfth?.id}/contact-consent`), limit);
    const consented = await deps.db
      .select({ threadId: threadParticipants.threadId })
      .from(threadParticipants)
      .where(and(eq(threadParticipants.userId, member.id), isNotNull(threadParticipants.contactConsentedAt)));
    expect(consented).toHaveLength(limit.max);
  });
});
