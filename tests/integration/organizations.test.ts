/**
 * Organisations that vouch (docs/product.md "Organisations"; docs/api.md "Organisations"), over REST and tRPC:
 * the administrators' create, edit and delete; the public list and page; invitations mailed through a real SMTP
 * server (signed link, 7 days, the invited address only); the staff list and removals (never the last owner);
 * vouching, its withdrawal and log; the profile answers carrying the vouches.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { organizationInvitations } from "../../src/server/db/schema/index.ts";
import { invitationToken } from "../../src/server/domains/organizations/organization-staff.service.ts";
import { organizationsCopy } from "../../src/shared/copy/organizations.ts";
import { drainAccountMails } from "../support/account-mail.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD, someCategoryAndRegion } from "../support/factories.ts";
import { clearQueuedJobs } from "../support/jobs.ts";
import { linkIn, SmtpMailbox } from "../support/mailbox.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON.
type Json = any;

const o = organizationsCopy;
let mailbox: SmtpMailbox;
let app: TestApp;
let deps: AppDeps;
let regionId: number;
type Member = Awaited<ReturnType<typeof createMember>>;
let admin: Member;
let adminRest: RestClient;

async function restOf(member: { email: string }): Promise<RestClient> {
  const client = new RestClient(app);
  const login = await client.login(member.email, FACTORY_PASSWORD);
  expect(login.status).toBe(200);
  return client;
}

beforeAll(async () => {
  const shared = await testApp();
  await clearQueuedJobs();
  mailbox = await SmtpMailbox.start();
  deps = { db: shared.deps.db, env: { ...shared.deps.env, smtpUrl: mailbox.url } };
  app = createApp(deps);
  regionId = (await someCategoryAndRegion(deps.db)).regionId;
  await deps.db.execute(sql`delete from rate_limit_buckets where key like 'organizations:%'`);
  admin = await createMember(deps.db, { admin: true, name: "管理 者" });
  adminRest = await restOf(admin);
}, 60_000);
afterAll(() => mailbox.close());

/** An organisation made by the administrator over tRPC. */
function makeOrganization(name = "世田谷区社会福祉協議会") {
  return callerFor(deps, admin).organizations.create({
    name,
    kind: "social_welfare_council",
    region_id: regionId,
    municipality_codes: ["131121"],
  });
}

/** Invites `email` as `role` by `inviter` over REST, sends the mail and returns the link's token. */
async function inviteAndRead(inviter: RestClient, id: number, email: string, role: "owner" | "staff") {
  const response = await inviter.post(`/api/organizations/${id}/invitations`, { email, role });
  expect(response.status).toBe(201);
  await drainAccountMails(deps.db, deps.env);
  const mail = await mailbox.waitFor(email, { subject: /スタッフへの招待/ });
  const url = new URL(linkIn(mail, "/org-invitations/"));
  return decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
}

/** An organisation with an owner (invited by the administrator, accepted) and a staff member. */
async function staffedOrganization(name: string) {
  const org = await makeOrganization(name);
  const owner = await createMember(deps.db, { name: "団体 管理者" });
  const staff = await createMember(deps.db, { name: "団体 スタッフ" });
  const ownerToken = await inviteAndRead(adminRest, org.id, owner.email, "owner");
  await callerFor(deps, owner).organizations.acceptInvitation({ token: ownerToken });
  const ownerRest = await restOf(owner);
  const staffToken = await inviteAndRead(ownerRest, org.id, staff.email, "staff");
  await callerFor(deps, staff).organizations.acceptInvitation({ token: staffToken });
  return { org, owner, staff, ownerRest };
}

describe("administrators create, edit and delete organisations", () => {
  test("POST /api/admin/organizations answers 201 {data} with kind_label and the org-<id> slug", async () => {
    const response = await adminRest.post("/api/admin/organizations", {
      name: "世田谷区社会福祉協議会",
      kind: "social_welfare_council",
      region_id: regionId,
      municipality_codes: ["１３１１２１"],
      description: "世田谷区の社協です。",
      contact: "03-0000-0000",
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as Json;
    expect(data.slug).toBe(`org-${data.id}`);
    expect(data.kind_label).toBe("社会福祉協議会");
    expect(data.municipality_codes).toEqual(["131121"]);
    expect(data.verified_helpers_count).toBe(0);
    expect(data.region.id).toBe(regionId);

    const page = (await (
      await new RestClient(app).get(`/api/organizations?region_id=${regionId}`)
    ).json()) as Json;
    expect(page.data.some((row: Json) => row.id === data.id)).toBe(true);
    expect(page.meta.per_page).toBe(20);
    const one = (await (await new RestClient(app).get(`/api/organizations/${data.slug}`)).json()) as Json;
    expect(one.data.name).toBe("世田谷区社会福祉協議会");
    const viaTrpc = await callerFor(deps, null).organizations.bySlug({ slug: data.slug });
    expect(viaTrpc.contact).toBe("03-0000-0000");
  });

  test("bad input is a Japanese 422; unknown slugs and ids are 404; members are refused", async () => {
    const bad = await adminRest.post("/api/admin/organizations", {
      name: "",
      kind: "club",
      region_id: 9999,
      municipality_codes: ["12345"],
    });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as Json;
    expect(body.errors.kind).toEqual([o.kindInvalid]);
    expect(body.errors["municipality_codes.0"] ?? body.errors.municipality_codes).toBeDefined();
    const unknownRegion = await adminRest.post("/api/admin/organizations", {
      name: "地域なし",
      kind: "npo",
      region_id: 999999,
    });
    expect(unknownRegion.status).toBe(422);
    expect(((await unknownRegion.json()) as Json).errors.region_id).toBeDefined();
    expect((await new RestClient(app).get("/api/organizations/no-such-org")).status).toBe(404);
    expect((await adminRest.request("PATCH", "/api/admin/organizations/abc", { name: "x" })).status).toBe(
      404,
    );
    const member = await createMember(deps.db);
    const memberRest = await restOf(member);
    const refused = await memberRest.post("/api/admin/organizations", {
      name: "x",
      kind: "npo",
      region_id: regionId,
    });
    expect(refused.status).toBe(403);
    expect((await new RestClient(app).post("/api/admin/organizations", {})).status).toBeGreaterThanOrEqual(
      401,
    );
  });

  test("PATCH edits (an admin slug, verified) and DELETE removes", async () => {
    const org = await makeOrganization("編集する団体");
    const patched = await adminRest.request("PATCH", `/api/admin/organizations/${org.id}`, {
      slug: `edit-${org.id}`,
      verified: true,
      description: "",
    });
    expect(patched.status).toBe(200);
    const { data } = (await patched.json()) as Json;
    expect(data).toMatchObject({ slug: `edit-${org.id}`, verified: true, description: null });
    const taken = await adminRest.request("PATCH", `/api/admin/organizations/${org.id}`, {
      slug: "Bad Slug",
    });
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as Json).errors.slug).toEqual([o.slugInvalid]);
    const deleted = await adminRest.request("DELETE", `/api/admin/organizations/${org.id}`);
    expect(deleted.status).toBe(200);
    expect((await new RestClient(app).get(`/api/organizations/edit-${org.id}`)).status).toBe(404);
  });
});

describe("invitations, staff and owners", () => {
  test("the mailed link makes the invited member owner; another address and a tampered or expired link are refused", async () => {
    const org = await makeOrganization("招待の団体");
    const owner = await createMember(deps.db, { name: "招待 管理者" });
    const token = await inviteAndRead(adminRest, org.id, owner.email, "owner");
    expect(token).toMatch(/^\d+\.[0-9a-f]{64}$/);

    const stranger = await createMember(deps.db);
    const mismatch = await (await restOf(stranger)).post(`/api/organization-invitations/${token}/accept`);
    expect(mismatch.status).toBe(403);
    expect(((await mismatch.json()) as Json).code).toBe("organization_invitation_mismatch");

    const ownerRest = await restOf(owner);
    const tampered = await ownerRest.post(`/api/organization-invitations/${token.slice(0, -1)}0/accept`);
    expect(tampered.status).toBe(403);
    const accepted = await ownerRest.post(`/api/organization-invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as Json).data).toMatchObject({
      role: "owner",
      organization: { id: org.id },
    });
    // Used once only.
    expect((await ownerRest.post(`/api/organization-invitations/${token}/accept`)).status).toBe(403);

    const late = await createMember(deps.db);
    const invited = await callerFor(deps, owner).organizations.invite({
      id: org.id,
      email: late.email,
      role: "staff",
    });
    const past = new Date(Date.now() - 1000);
    past.setMilliseconds(0);
    await deps.db
      .update(organizationInvitations)
      .set({ expiresAt: past })
      .where(eq(organizationInvitations.id, invited.id));
    const expired = invitationToken(deps.env, invited.id, late.email, past);
    await expect(
      callerFor(deps, late).organizations.acceptInvitation({ token: expired }),
    ).rejects.toMatchObject({
      message: o.invitationInvalid,
    });
  });

  test("staff read the staff list but may not invite; owners remove staff, never the last owner", async () => {
    const { org, owner, staff, ownerRest } = await staffedOrganization("スタッフの団体");
    const list = await callerFor(deps, staff).organizations.staff({ id: org.id });
    expect(list.map((row) => [row.user_id, row.role])).toEqual([
      [owner.id, "owner"],
      [staff.id, "staff"],
    ]);
    await expect(
      callerFor(deps, staff).organizations.invite({ id: org.id, email: "x@example.test", role: "staff" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const outsider = await createMember(deps.db);
    expect((await (await restOf(outsider)).get(`/api/organizations/${org.id}/staff`)).status).toBe(403);

    const lastOwner = await ownerRest.request("DELETE", `/api/organizations/${org.id}/staff/${owner.id}`);
    expect(lastOwner.status).toBe(422);
    expect(((await lastOwner.json()) as Json).message).toContain(o.lastOwner);
    const removed = await ownerRest.request("DELETE", `/api/organizations/${org.id}/staff/${staff.id}`);
    expect(removed.status).toBe(200);
    expect((await ownerRest.request("DELETE", `/api/organizations/${org.id}/staff/${staff.id}`)).status).toBe(
      404,
    );
    expect((await callerFor(deps, owner).organizations.mine()).map((m) => m.organization.id)).toContain(
      org.id,
    );
  });
});

describe("vouching (団体確認)", () => {
  test("staff vouch and withdraw, both logged for owners; profiles carry the vouches", async () => {
    const { org, owner, staff, ownerRest } = await staffedOrganization("確認する団体");
    const helper = await createMember(deps.db, { name: "手伝う 人" });
    const staffRest = await restOf(staff);
    const made = await staffRest.post(`/api/organizations/${org.id}/vouches`, {
      user_id: helper.id,
      method: "in_person",
    });
    expect(made.status).toBe(201);
    expect(((await made.json()) as Json).data).toMatchObject({
      user_id: helper.id,
      method: "in_person",
      method_label: "対面",
      organization: { id: org.id, slug: org.slug, name: org.name },
    });
    const again = await staffRest.post(`/api/organizations/${org.id}/vouches`, {
      user_id: helper.id,
      method: "other",
    });
    expect(again.status).toBe(422);
    const badMethod = await staffRest.post(`/api/organizations/${org.id}/vouches`, {
      user_id: helper.id,
      method: "passport",
    });
    expect(((await badMethod.json()) as Json).errors.method).toEqual([o.methodInvalid]);
    const outsider = await createMember(deps.db);
    await expect(
      callerFor(deps, outsider).organizations.vouch({ id: org.id, user_id: helper.id, method: "in_person" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });

    const rest = (await (await new RestClient(app).get(`/api/public/profile/${helper.id}`)).json()) as Json;
    expect(rest.data.vouches).toEqual([
      {
        organization: { id: org.id, slug: org.slug, name: org.name },
        method: "in_person",
        vouched_at: expect.any(String),
      },
    ]);
    const viaTrpc = await callerFor(deps, null).profile.public({ id: helper.id });
    expect(viaTrpc.vouches.map((v) => v.organization.name)).toEqual([org.name]);
    expect(
      (await callerFor(deps, null).organizations.bySlug({ slug: org.slug })).verified_helpers_count,
    ).toBe(1);

    const withdrawn = await staffRest.request("DELETE", `/api/organizations/${org.id}/vouches/${helper.id}`);
    expect(withdrawn.status).toBe(200);
    expect((await callerFor(deps, null).profile.public({ id: helper.id })).vouches).toEqual([]);
    expect(
      (await staffRest.request("DELETE", `/api/organizations/${org.id}/vouches/${helper.id}`)).status,
    ).toBe(404);

    expect((await staffRest.get(`/api/organizations/${org.id}/vouch-log`)).status).toBe(403);
    const log = (await (await ownerRest.get(`/api/organizations/${org.id}/vouch-log`)).json()) as Json;
    expect(log.data.map((row: Json) => [row.action, row.method, row.user.id, row.actor.id])).toEqual([
      ["withdrawn", "in_person", helper.id, staff.id],
      ["vouched", "in_person", helper.id, staff.id],
    ]);
    const adminLog = await callerFor(deps, admin).organizations.vouchLog({ id: org.id });
    expect(adminLog.meta.total).toBe(2);
    expect(owner.id).toBeGreaterThan(0);
  });
});
