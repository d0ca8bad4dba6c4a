/**
 * The authorization-matrix cells of 日程調整 (docs/product.md "日程調整"; spread into operationFixtures): the owner
 * takes part in a thread about their request with a partner who is none of the actors; everyone else — members,
 * unverified members, administrators — gets 404 on everything of that thread and its appointments.
 */
import { sql } from "drizzle-orm";
import { callerFor } from "./caller.ts";
import { createMember, createTestPost } from "./factories.ts";
import type { CellContext, Json, OperationFixture, RestContract } from "./operation-fixtures.ts";

const data = { map: (body: Json) => body.data } satisfies RestContract;
const same = { map: (body: Json) => body } satisfies RestContract;
const page = {
  map: (body: Json) => {
    const { links: _links, meta, ...rest } = body;
    const { links: _metaLinks, path: _path, ...pageMeta } = meta;
    return { ...rest, meta: pageMeta };
  },
} satisfies RestContract;

/** Everyone but the owner: the thread and its appointments do not exist for them. */
const othersNotFound = { unverified: 404, other: 404, admin: 404 } as const;
/** A verified gate refuses the unverified member first (403); the others get 404. */
const othersNotFoundVerified = { other: 404, admin: 404 } as const;

const soon = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();

/** A thread about a request of the owner with a partner who is none of the actors. */
async function appointmentThread(ctx: CellContext) {
  const db = ctx.deps.db;
  const post = await createTestPost(db, ctx.owner, { title: "権限表の日程調整", is_public: true });
  const partner = await createMember(db, { name: "日程 相手" });
  const opened = await callerFor(ctx.deps, partner).threads.open({ user_id: ctx.owner.id, post_id: post.id });
  return { id: opened.id, partner };
}

/** Fresh for a cell that may succeed, shared (made once) for the refused ones. */
function fresh<T>(ctx: CellContext, key: string, make: () => Promise<T>): Promise<T> {
  return ctx.expected === "ok" ? make() : ctx.shared(key, make);
}

/** A proposal by the partner, waiting for the owner's answer. */
function partnerProposal(ctx: CellContext) {
  return fresh(ctx, "appointment:proposal", async () => {
    const thread = await appointmentThread(ctx);
    return callerFor(ctx.deps, thread.partner).appointments.propose({
      id: thread.id,
      slots: [{ starts_at: soon(48) }, { starts_at: soon(72) }],
    });
  });
}

/** A 予定 the owner proposed and the partner accepted; `past`: its start moved an hour back. */
function confirmed(ctx: CellContext, past: boolean) {
  return fresh(ctx, `appointment:confirmed:${past}`, async () => {
    const thread = await appointmentThread(ctx);
    const proposal = await callerFor(ctx.deps, ctx.owner).appointments.propose({
      id: thread.id,
      slots: [{ starts_at: soon(48) }],
    });
    await callerFor(ctx.deps, thread.partner).appointments.accept({ id: proposal.id, slot: 0 });
    if (past) {
      await ctx.deps.db.execute(
        sql`update appointments set starts_at = now() - interval '1 hour' where id = ${proposal.id}`,
      );
    }
    return proposal;
  });
}

/** The appointment writes take a bucket per member: the matrix calls them many times within the hour. */
async function clearLimit(ctx: CellContext) {
  await ctx.deps.db.execute(sql`delete from rate_limit_buckets where key like 'appointments:%'`);
}

export const appointmentFixtures: Record<string, OperationFixture> = {
  "appointments.propose": {
    expect: othersNotFoundVerified,
    call: async (ctx) => {
      const thread = await fresh(ctx, "appointment:thread", () => appointmentThread(ctx));
      const body = { slots: [{ starts_at: soon(30), place: "駅前" }] };
      return { input: { id: thread.id, ...body }, params: { id: thread.id }, body };
    },
    before: clearLimit,
    rest: data,
  },
  "appointments.forThread": {
    expect: othersNotFound,
    call: async (ctx) => {
      const thread = await ctx.shared("appointment:thread", () => appointmentThread(ctx));
      return { input: { id: thread.id }, params: { id: thread.id } };
    },
    rest: same,
  },
  "appointments.accept": {
    expect: othersNotFoundVerified,
    call: async (ctx) => {
      const proposal = await partnerProposal(ctx);
      return { input: { id: proposal.id, slot: 1 }, params: { id: proposal.id }, body: { slot: 1 } };
    },
    before: clearLimit,
    rest: data,
  },
  "appointments.decline": {
    expect: othersNotFoundVerified,
    call: async (ctx) => {
      const proposal = await partnerProposal(ctx);
      return { input: { id: proposal.id }, params: { id: proposal.id }, body: {} };
    },
    before: clearLimit,
    rest: data,
  },
  "appointments.cancel": {
    expect: othersNotFoundVerified,
    call: async (ctx) => {
      const made = await confirmed(ctx, false);
      const body = { reason: "sick" };
      return { input: { id: made.id, ...body }, params: { id: made.id }, body };
    },
    before: clearLimit,
    rest: data,
  },
  "appointments.noShow": {
    expect: othersNotFoundVerified,
    call: async (ctx) => {
      const made = await confirmed(ctx, true);
      return { input: { id: made.id }, params: { id: made.id }, body: {} };
    },
    before: clearLimit,
    rest: data,
  },
  "appointments.list": { call: async () => ({ input: {} }), rest: page },
  "appointments.ics": {
    expect: othersNotFound,
    call: async (ctx) => {
      const made = await ctx.shared("appointment:ics", async () => {
        const thread = await appointmentThread(ctx);
        const proposal = await callerFor(ctx.deps, ctx.owner).appointments.propose({
          id: thread.id,
          slots: [{ starts_at: soon(48) }],
        });
        await callerFor(ctx.deps, thread.partner).appointments.accept({ id: proposal.id, slot: 0 });
        return proposal;
      });
      return { input: { id: made.id }, params: { id: made.id } };
    },
    rest: { skip: "REST answers the text/calendar file itself; the procedure answers {filename, content}" },
  },
};
