/**
 * What happens in an organisation's area (docs/product.md "Organisations"; docs/api.md "Organisations"), over REST
 * and tRPC: requests of its prefecture opened and resolved by month and by category, the medians to the first answer
 * and to resolution, the members it checks with their hours; the CSV is UTF-8 with a BOM; only its owners and staff
 * (and administrators) read them; bad dates are Japanese 422s. The area is a prefecture made for this file alone.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../src/server/context.ts";
import {
  comments,
  organizationMembers,
  organizations,
  organizationVouches,
  posts,
  regions,
  threads,
} from "../../src/server/db/schema/index.ts";
import { organizationsCopy } from "../../src/shared/copy/organizations.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, restAs } from "../support/factories.ts";
import { testApp } from "../support/test-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON.
type Json = any;

const s = organizationsCopy.stats;
let deps: AppDeps;
/** A prefecture id no seeded data uses: this file's requests are the only ones in it. */
const REGION_ID = 90 + Math.floor(Math.random() * 9);
let organizationId: number;
let slug: string;
type Member = Awaited<ReturnType<typeof createMember>>;
let staff: Member;
let helper: Member;
let outsider: Member;

/** When, in Japan: `2026-05-10 10:00` → the Date. */
const jst = (text: string) => new Date(`${text.replace(" ", "T")}:00+09:00`);

beforeAll(async () => {
  ({ deps } = await testApp());
  await deps.db
    .insert(regions)
    .values({
      id: REGION_ID,
      name: "集計県",
      slug: `stats-${REGION_ID}`,
      area: "テスト",
      latitude: 35,
      longitude: 139,
    })
    .onConflictDoNothing();
  slug = `stats-${randomBytes(4).toString("hex")}`;
  const [org] = await deps.db
    .insert(organizations)
    .values({ slug, name: "集計テスト社協", kind: "social_welfare_council", regionId: REGION_ID })
    .returning({ id: organizations.id });
  organizationId = org?.id ?? 0;
  staff = await createMember(deps.db, { name: "集計 スタッフ" });
  helper = await createMember(deps.db, { name: "集計 手伝い" });
  outsider = await createMember(deps.db, { name: "集計 部外者" });
  await deps.db.insert(organizationMembers).values({ organizationId, userId: staff.id, role: "staff" });
  await deps.db
    .insert(organizationVouches)
    .values({ organizationId, userId: helper.id, method: "in_person", createdAt: jst("2026-04-01 09:00") });

  // Three requests in May (two resolved by the helper: 2 h and 1.5 h), one in June, none in July.
  const author = await createMember(deps.db, { name: "集計 依頼者" });
  const made: {
    id: number;
    created: string;
    resolved?: string;
    halves?: number;
    answer?: string;
    thread?: string;
  }[] = [
    {
      id: 0,
      created: "2026-05-10 10:00",
      resolved: "2026-05-10 14:00",
      halves: 4,
      answer: "2026-05-10 10:30",
    },
    {
      id: 0,
      created: "2026-05-20 09:00",
      resolved: "2026-05-22 09:00",
      halves: 3,
      thread: "2026-05-20 10:00",
    },
    { id: 0, created: "2026-05-25 12:00" },
    { id: 0, created: "2026-06-03 08:00", answer: "2026-06-03 08:10" },
  ];
  for (const entry of made) {
    const post = await createTestPost(deps.db, author, { region_id: REGION_ID });
    entry.id = post.id;
    await deps.db
      .update(posts)
      .set({
        createdAt: jst(entry.created),
        status: entry.resolved ? "resolved" : "open",
        statusChangedAt: entry.resolved ? jst(entry.resolved) : null,
        helperId: entry.resolved ? helper.id : null,
        helperHalfHours: entry.halves ?? null,
      })
      .where(eq(posts.id, post.id));
    if (entry.answer) {
      await deps.db
        .insert(comments)
        .values({ postId: post.id, userId: helper.id, body: "伺えます", createdAt: jst(entry.answer) });
    }
    if (entry.thread) {
      await deps.db
        .insert(threads)
        .values({ pairKey: `stats-${post.id}`, postId: post.id, createdAt: jst(entry.thread) });
    }
  }
}, 60_000);

afterAll(async () => {
  await deps.db.execute(sql`delete from threads where pair_key like 'stats-%'`);
  await deps.db.delete(posts).where(eq(posts.regionId, REGION_ID));
  await deps.db.delete(organizations).where(eq(organizations.id, organizationId));
  await deps.db.delete(regions).where(eq(regions.id, REGION_ID));
});

describe("an organisation's figures", () => {
  test("by month, by category and by checked member, with the medians; REST and tRPC agree", async () => {
    const rest = await restAs(staff);
    const answer = await rest.get(`/api/organizations/${organizationId}/stats?from=2026-05-01&to=2026-07-31`);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as Json;
    expect(data.region).toEqual({ id: REGION_ID, name: "集計県" });
    expect(data.totals).toEqual({
      opened: 4,
      resolved: 2,
      // First answers: 30 min, 60 min (a thread), 10 min → 30; resolutions: 4 h and 48 h → 26.
      median_first_answer_minutes: 30,
      median_resolution_hours: 26,
      hours_given: 3.5,
    });
    expect(data.months.map((m: Json) => [m.month, m.opened, m.resolved])).toEqual([
      ["2026-05", 3, 2],
      ["2026-06", 1, 0],
      ["2026-07", 0, 0],
    ]);
    expect(data.months[0].median_first_answer_minutes).toBe(45);
    expect(data.months[2].median_first_answer_minutes).toBeNull();
    expect(data.categories).toHaveLength(1);
    expect(data.categories[0]).toMatchObject({ opened: 4, resolved: 2 });
    expect(data.helpers).toEqual([
      {
        user: { id: helper.id, name: "集計 手伝い" },
        vouched_at: expect.any(String),
        resolved: 2,
        hours: 3.5,
      },
    ]);
    const trpc = await callerFor(deps, staff).organizations.stats({
      id: organizationId,
      from: "2026-05-01",
      to: "2026-07-31",
    });
    expect(trpc).toEqual(data);
    // A period without them counts nothing.
    const empty = await callerFor(deps, staff).organizations.stats({
      id: organizationId,
      from: "2026-08-01",
      to: "2026-08-31",
    });
    expect(empty.totals.opened).toBe(0);
    expect(empty.helpers[0]?.hours).toBe(0);
  });

  test("the CSV: UTF-8 with a BOM, CRLF, the Japanese header, a row per month, category and member", async () => {
    const rest = await restAs(staff);
    const answer = await rest.get(
      `/api/organizations/${organizationId}/stats.csv?from=2026-05-01&to=2026-06-30`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="${slug}-stats-2026-05-01-2026-06-30.csv"`,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(s.csvHeader.join(","));
    expect(lines).toContain("月別,2026-05,3,2,45,26,");
    expect(lines).toContain("月別,2026-06,1,0,10,,");
    expect(lines).toContain("確認した会員,集計 手伝い,,2,,,3.5");
    expect(lines.at(-1)).toBe("");
  });

  test("owners, staff and administrators only; bad dates are Japanese 422s", async () => {
    const other = await restAs(outsider);
    expect((await other.get(`/api/organizations/${organizationId}/stats`)).status).toBe(403);
    expect((await other.get(`/api/organizations/${organizationId}/stats.csv`)).status).toBe(403);
    const admin = await createMember(deps.db, { admin: true, name: "集計 管理者" });
    expect((await (await restAs(admin)).get(`/api/organizations/${organizationId}/stats`)).status).toBe(200);
    expect((await (await restAs(staff)).get("/api/organizations/999999/stats")).status).toBe(404);
    const rest = await restAs(staff);
    const bad = await rest.get(`/api/organizations/${organizationId}/stats?from=2026-02-30`);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).errors.from).toEqual([s.dateInvalid]);
    const backwards = await rest.get(
      `/api/organizations/${organizationId}/stats?from=2026-06-01&to=2026-05-01`,
    );
    expect(backwards.status).toBe(422);
    expect(((await backwards.json()) as Json).errors.to).toEqual([s.rangeInvalid]);
    const long = await rest.get(`/api/organizations/${organizationId}/stats?from=2020-01-01&to=2026-01-01`);
    expect(long.status).toBe(422);
    // By default the last twelve months up to today.
    const byDefault = await callerFor(deps, staff).organizations.stats({ id: organizationId });
    expect(byDefault.months).toHaveLength(12);
  });
});
