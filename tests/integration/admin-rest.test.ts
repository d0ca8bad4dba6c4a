/**
 * User administration (docs/product.md §2 Admin users / edit, §4 display status, §5 Admin edit, §6 Admin, §7
 * /api/admin/users*, /api/role/*): a visitor gets 401 and a member 403 from EVERY admin call, over REST and tRPC.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { copy } from "#shared/copy.ts";
import { type AdminUserView, adminDisplayStatus } from "#shared/schemas/admin.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { follows, posts, sessions, userRoles, users } from "../../src/server/db/schema/index.ts";
import { drainAccountMails } from "../support/account-mail.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { fileOf, jpegWithGps } from "../support/images.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
}, 60_000);

async function signedIn(options: { admin?: boolean; verified?: boolean; name?: string } = {}) {
  const member = await createMember(deps.db, options);
  const client = new RestClient(app);
  expect((await client.login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  return { member, client };
}

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

function outboxFiles(): string[] {
  try {
    return readdirSync(join(deps.env.dataDir, "outbox"));
  } catch {
    return [];
  }
}

/** Every admin REST call, for the authorization matrix. */
function adminCalls(id: number): [string, string, unknown][] {
  return [
    ["GET", "/api/admin/users", undefined],
    ["GET", `/api/admin/users/${id}`, undefined],
    ["POST", `/api/admin/users/${id}`, { _method: "PATCH", name: "x", email: "x@example.test" }],
    ["PATCH", `/api/admin/users/${id}`, { name: "x", email: "x@example.test" }],
    ["DELETE", `/api/admin/users/${id}`, undefined],
    ["POST", `/api/admin/users/${id}/resend-verification`, {}],
    ["POST", `/api/admin/users/${id}/suspend`, {}],
    ["POST", `/api/admin/users/${id}/unsuspend`, {}],
    ["PATCH", `/api/role/attach/${id}`, { role: "admin" }],
    ["PATCH", `/api/role/detach/${id}`, { role: "user" }],
  ];
}

describe("authorization", () => {
  test("a visitor gets 401 and a member (verified or not) 403 from every admin REST call", async () => {
    const target = await createMember(deps.db, { name: "対象 ユーザー" });
    const visitor = new RestClient(app);
    await visitor.csrf();
    const { client: member } = await signedIn();
    const { client: unverified } = await signedIn({ verified: false });
    for (const [method, path, body] of adminCalls(target.id)) {
      const anonymous = await visitor.request(method, path, body);
      expect({ method, path, status: anonymous.status }).toEqual({ method, path, status: 401 });
      expect(await json(anonymous)).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
      for (const client of [member, unverified]) {
        const response = await client.request(method, path, body);
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
        expect(await json(response)).toEqual({ message: "This action is unauthorized.", code: "forbidden" });
      }
    }
    const [row] = await deps.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.name).toBe("対象 ユーザー");
    expect(row?.deletedAt).toBeNull();
    expect(row?.isBanned).toBe(false);
  });

  test("every admin tRPC procedure answers UNAUTHORIZED to a visitor and FORBIDDEN to a member", async () => {
    const target = await createMember(deps.db);
    const member = await createMember(deps.db);
    const form = new FormData();
    form.append("id", String(target.id));
    form.append("name", "x");
    form.append("email", "x@example.test");
    const calls = (caller: ReturnType<typeof callerFor>) => [
      () => caller.admin.users({}),
      () => caller.admin.user({ id: target.id }),
      () => caller.admin.updateUser(form),
      () => caller.admin.setSuspended({ id: target.id, suspended: true }),
      () => caller.admin.deleteUser({ id: target.id }),
      () => caller.admin.resendVerification({ id: target.id }),
      () => caller.admin.attachRole({ userId: target.id, role: "admin" }),
      () => caller.admin.detachRole({ userId: target.id, role: "user" }),
    ];
    for (const call of calls(callerFor(deps, null)))
      await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const call of calls(callerFor(deps, member)))
      await expect(call()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("ids no account can have", () => {
  test("every admin path answers 404 for 0 and ids past the serial range; body ids are Japanese 422s", async () => {
    const { client } = await signedIn({ admin: true });
    for (const id of [0, 99_999_999_999]) {
      for (const [method, path, body] of adminCalls(id).filter(([, p]) => p !== "/api/admin/users")) {
        const response = await client.request(method, path, body);
        expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 404`);
        expect(await json(response)).toEqual({ message: copy.profile.notFound, code: "user_not_found" });
      }
    }
    const { member } = await signedIn();
    const response = await client.post(`/api/admin/users/${member.id}`, {
      _method: "PATCH",
      name: member.name,
      email: member.email,
      region_id: 99_999_999_999,
      email_verified: "maybe",
    });
    expect(response.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(response)).errors).toEqual({
      region_id: [copy.validation.invalidChoice(copy.fields.region_id)],
      email_verified: [copy.validation.boolean(copy.admin.emailVerified)],
    });
  });
});

describe("GET /api/admin/users", () => {
  test("pages 20 by default, accepts 10/20/50/100, searches name and e-mail", async () => {
    const { client } = await signedIn({ admin: true });
    const marker = `検索${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i += 1) await createMember(deps.db, { name: `${marker} ${i}` });
    const first = await json<{ data: AdminUserView[]; meta: Record<string, unknown>; links: object }>(
      await client.get("/api/admin/users"),
    );
    expect(first.meta.per_page).toBe(20);
    expect(first.data.length).toBeLessThanOrEqual(20);
    expect(Object.keys(first)).toEqual(["data", "links", "meta"]);

    const found = await json<{ data: AdminUserView[]; meta: { total: number; last_page: number } }>(
      await client.get(`/api/admin/users?q=${encodeURIComponent(marker)}&per_page=10`),
    );
    expect(found.meta.total).toBe(12);
    expect(found.meta.last_page).toBe(2);
    expect(found.data).toHaveLength(10);
    expect(found.data[0]?.name).toBe(`${marker} 11`);
    const page2 = await json<{ data: AdminUserView[] }>(
      await client.get(`/api/admin/users?q=${encodeURIComponent(marker)}&per_page=10&page=2`),
    );
    expect(page2.data).toHaveLength(2);

    const target = await createMember(deps.db);
    const byEmail = await json<{ data: AdminUserView[] }>(
      await client.get(`/api/admin/users?q=${encodeURIComponent(target.email.toUpperCase())}`),
    );
    expect(byEmail.data.map((u) => u.id)).toEqual([target.id]);
    expect(byEmail.data[0]?.email).toBe(target.email);

    const odd = await json<{ meta: { per_page: number } }>(await client.get("/api/admin/users?per_page=7"));
    expect(odd.meta.per_page).toBe(20);
    const wildcard = await json<{ data: unknown[] }>(await client.get("/api/admin/users?q=%25%25%25_"));
    expect(wildcard.data).toEqual([]);
  });
});

describe("editing a user", () => {
  test("PATCH via _method: name, e-mail, role, verification, region, SNS, password; empty password keeps it", async () => {
    const { client, member: admin } = await signedIn({ admin: true });
    const target = await createMember(deps.db, { verified: false });
    const newEmail = `edited-${Date.now()}@example.test`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      _method: "PATCH",
      name: "編集 後",
      email: newEmail.toUpperCase(),
      role: "admin",
      email_verified: "1",
      region_id: "13",
      show_sns: "0",
      password: "",
    }))
      form.append(key, value);
    form.append("avatar", fileOf(await jpegWithGps(300, 300, 1), "a.jpg", "image/jpeg"));
    const response = await client.post(`/api/admin/users/${target.id}`, form);
    expect(response.status).toBe(200);
    const { data, message } = await json<{ data: AdminUserView; message: string }>(response);
    expect(message).toBe(copy.admin.updated);
    expect(data.name).toBe("編集 後");
    expect(data.email).toBe(newEmail);
    expect(data.role).toBe("admin");
    expect(data.email_verified_at).not.toBeNull();
    expect(data.region_id).toBe(13);
    expect(data.show_sns).toBe(false);
    expect(data.avatar_url).toMatch(/^\/storage\/avatars\//);
    // Password unchanged: the old one still logs in.
    expect((await new RestClient(app).login(newEmail, FACTORY_PASSWORD)).status).toBe(200);

    const withPassword = await client.request("PATCH", `/api/admin/users/${target.id}`, {
      name: "編集 後",
      email: newEmail,
      password: "brand-new-pass-1",
      role: "user",
      email_verified: false,
    });
    expect(withPassword.status).toBe(200);
    const after = (await json<{ data: AdminUserView }>(withPassword)).data;
    expect(after.role).toBe("user");
    expect(after.email_verified_at).toBeNull();
    expect((await new RestClient(app).login(newEmail, FACTORY_PASSWORD)).status).toBe(422);
    expect((await new RestClient(app).login(newEmail, "brand-new-pass-1")).status).toBe(200);
    expect(admin.id).not.toBe(target.id);
  });

  test("422: name and e-mail required, e-mail unique, short password, unknown region and role", async () => {
    const { client } = await signedIn({ admin: true });
    const target = await createMember(deps.db);
    const other = await createMember(deps.db);
    const empty = await client.request("PATCH", `/api/admin/users/${target.id}`, { name: "", email: "" });
    expect(empty.status).toBe(422);
    const errors = (await json<{ errors: Record<string, string[]> }>(empty)).errors;
    expect(errors.name).toEqual([copy.validation.required(copy.fields.name)]);
    expect(errors.email?.[0]).toBe(copy.validation.required(copy.fields.email));
    const taken = await client.request("PATCH", `/api/admin/users/${target.id}`, {
      name: "a",
      email: other.email,
      region_id: 999,
    });
    const takenErrors = (await json<{ errors: Record<string, string[]> }>(taken)).errors;
    expect(takenErrors.email).toEqual([copy.validation.emailTaken]);
    expect(takenErrors.region_id).toBeDefined();
    const bad = await client.request("PATCH", `/api/admin/users/${target.id}`, {
      name: "a",
      email: target.email,
      password: "short",
      role: "owner",
    });
    const badErrors = (await json<{ errors: Record<string, string[]> }>(bad)).errors;
    expect(Object.keys(badErrors).sort()).toEqual(["password", "role"]);
    expect(
      (await client.request("PATCH", "/api/admin/users/99999999", { name: "a", email: "a@b.jp" })).status,
    ).toBe(404);
  });

  test("suspend ends the sessions and blocks login; unsuspend lifts it; not on oneself", async () => {
    const { client, member: admin } = await signedIn({ admin: true });
    const { member: target, client: targetClient } = await signedIn();
    const suspended = await client.post(`/api/admin/users/${target.id}/suspend`, {});
    expect(suspended.status).toBe(200);
    const view = (await json<{ data: AdminUserView }>(suspended)).data;
    expect(view.status).toBe("suspended");
    expect(view.is_banned).toBe(true);
    expect(adminDisplayStatus(view)).toBe("suspended");
    expect(await deps.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect((await targetClient.get("/api/auth/me")).status).toBe(401);
    expect((await new RestClient(app).login(target.email, FACTORY_PASSWORD)).status).toBe(422);

    const lifted = await client.post(`/api/admin/users/${target.id}/unsuspend`, {});
    expect(adminDisplayStatus((await json<{ data: AdminUserView }>(lifted)).data)).toBe("active");
    expect((await new RestClient(app).login(target.email, FACTORY_PASSWORD)).status).toBe(200);

    const self = await client.post(`/api/admin/users/${admin.id}/suspend`, {});
    expect(self.status).toBe(400);
    expect(await json(self)).toEqual({ message: copy.admin.cannotSelf, code: "cannot_target_self" });
  });

  test("resend-verification mails a link to an unverified member only", async () => {
    const { client } = await signedIn({ admin: true });
    const target = await createMember(deps.db, { verified: false });
    const response = await client.post(`/api/admin/users/${target.id}/resend-verification`, {});
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: copy.admin.resent });
    // The worker sends the queued mail (here: to the outbox, no SMTP_URL); other tests' queued mails may go too.
    await drainAccountMails(deps.db, deps.env);
    const toTarget = outboxFiles()
      .map((file) => readFileSync(join(deps.env.dataDir, "outbox", file), "utf8"))
      .filter((mail) => mail.includes(target.email));
    expect(toTarget).toHaveLength(1);
    const verified = await createMember(deps.db);
    const again = await client.post(`/api/admin/users/${verified.id}/resend-verification`, {});
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ message: copy.admin.alreadyVerified, code: "already_verified" });
  });

  test("delete removes the requests nobody helps with and personal data, lists the account as 退会", async () => {
    const { client, member: admin } = await signedIn({ admin: true });
    const { member: target, client: targetClient } = await signedIn({ name: "退会 予定" });
    const post = await createTestPost(deps.db, target, { title: "消える依頼" });
    await deps.db.insert(follows).values({ followerId: admin.id, followeeId: target.id });
    const response = await client.request("DELETE", `/api/admin/users/${target.id}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: copy.admin.deleted });

    const [row] = await deps.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.email).toBeNull();
    expect(row?.passwordHash).toBeNull();
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.name).toBe(copy.post.deletedUser);
    expect(await deps.db.select().from(follows).where(eq(follows.followeeId, target.id))).toHaveLength(0);
    expect((await targetClient.get("/api/auth/me")).status).toBe(401);

    // docs/product.md §4 Leaving: an open request nobody is helping with goes with the account.
    expect(await deps.db.select().from(posts).where(eq(posts.id, post.id))).toHaveLength(0);
    expect((await new RestClient(app).get(`/api/posts/${post.id}`)).status).toBe(404);

    const view = (await json<{ data: AdminUserView }>(await client.get(`/api/admin/users/${target.id}`)))
      .data;
    expect(adminDisplayStatus(view)).toBe("deleted");
    expect((await new RestClient(app).get(`/api/public/profile/${target.id}`)).status).toBe(404);
    expect((await client.request("DELETE", `/api/admin/users/${admin.id}`)).status).toBe(400);
  });
});

describe("roles", () => {
  test("attach and detach by name; the last administrator keeps the admin role", async () => {
    const { client, member: admin } = await signedIn({ admin: true });
    const target = await createMember(deps.db);
    const attached = await client.request("PATCH", `/api/role/attach/${target.id}`, { role: "editor" });
    expect(attached.status).toBe(200);
    expect(
      (await json<{ data: { roles: { name: string }[] } }>(attached)).data.roles.map((r) => r.name),
    ).toEqual(["user", "editor"]);
    const detached = await client.request("PATCH", `/api/role/detach/${target.id}`, { role: "editor" });
    expect(
      (await json<{ data: { roles: { name: string }[] } }>(detached)).data.roles.map((r) => r.name),
    ).toEqual(["user"]);
    const unknown = await client.request("PATCH", `/api/role/attach/${target.id}`, { role: "owner" });
    expect(unknown.status).toBe(422);

    // Make `admin` the only live administrator, then try to remove its admin role.
    const otherAdmins = await deps.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, 2));
    for (const { userId } of otherAdmins) {
      if (userId !== admin.id)
        await deps.db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, 2)));
    }
    const last = await client.request("PATCH", `/api/role/detach/${admin.id}`, { role: "admin" });
    expect(last.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(last)).errors.role).toEqual([
      copy.admin.lastAdmin,
    ]);
    // With a second admin it works (the role panel of profile edit acts on the current user).
    await client.request("PATCH", `/api/role/attach/${target.id}`, { role: "admin" });
    const self = await client.request("PATCH", `/api/role/detach/${admin.id}`, { role: "admin" });
    expect(self.status).toBe(200);
    expect((await client.get("/api/admin/users")).status).toBe(403);
  });
});

describe("display status of docs/product.md §4", () => {
  test("停止, 未有効, 退会, 有効", () => {
    expect(adminDisplayStatus({ is_banned: true })).toBe("suspended");
    for (const status of ["banned", "suspended", "blocked", "disabled"])
      expect(adminDisplayStatus({ status })).toBe("suspended");
    expect(adminDisplayStatus({ status: "pending" })).toBe("inactive");
    expect(adminDisplayStatus({ status: "inactive" })).toBe("inactive");
    expect(adminDisplayStatus({ is_active: false })).toBe("inactive");
    expect(adminDisplayStatus({ status: "active", deleted_at: "2026-01-01T00:00:00.000000Z" })).toBe(
      "deleted",
    );
    expect(adminDisplayStatus({ status: "active", is_active: true })).toBe("active");
  });
});

describe("one schema, two transports", () => {
  test('admin.updateUser with FormData: form strings, "" region = unset, the avatar; answers as REST does', async () => {
    const { client, member: admin } = await signedIn({ admin: true });
    const target = await createMember(deps.db, { verified: false });
    await deps.db.update(users).set({ regionId: 13 }).where(eq(users.id, target.id));
    const form = new FormData();
    for (const [key, value] of Object.entries({
      id: String(target.id),
      name: "フォーム 編集",
      email: target.email,
      role: "user",
      email_verified: "1",
      region_id: "",
      show_sns: "on",
      password: "",
    }))
      form.append(key, value);
    form.append("avatar", fileOf(await jpegWithGps(300, 300, 1), "a.jpg", "image/jpeg"));
    const view = await callerFor(deps, admin).admin.updateUser(form);
    expect(view.name).toBe("フォーム 編集");
    expect(view.region_id).toBeNull();
    expect(view.show_sns).toBe(true);
    expect(view.email_verified_at).not.toBeNull();
    expect(view.avatar_url).toMatch(/^\/storage\/avatars\//);
    const rest = (await json<{ data: AdminUserView }>(await client.get(`/api/admin/users/${target.id}`)))
      .data;
    expect(view).toEqual(rest);

    const page = await callerFor(deps, admin).admin.users({ q: target.email, per_page: 10 });
    const restPage = await json<{ data: AdminUserView[]; meta: object }>(
      await client.get(`/api/admin/users?q=${encodeURIComponent(target.email)}&per_page=10`),
    );
    expect(page.data).toEqual(restPage.data);
    expect(restPage.meta).toMatchObject(page.meta);

    await expect(
      callerFor(deps, admin).admin.updateUser({ id: target.id, name: "", email: "not-an-address" }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      cause: { fieldErrors: { name: expect.any(Array), email: expect.any(Array) } },
    });
  });

  test("the resend limit is one bucket for both transports: the 7th resend in a minute is 429", async () => {
    const { client, member: admin } = await signedIn({ admin: true });
    const target = await createMember(deps.db, { verified: false });
    const caller = callerFor(deps, admin);
    for (let i = 0; i < 3; i += 1) {
      const response = await client.post(`/api/admin/users/${target.id}/resend-verification`, {});
      expect(response.status).toBe(200);
      // The target's bucket, like every answer of a request that took a limit (docs/api.md "Rate limits").
      expect(response.headers.get("X-RateLimit-Limit")).toBe("6");
      expect(response.headers.get("X-RateLimit-Remaining")).toBe(String(5 - 2 * i));
      expect(await caller.admin.resendVerification({ id: target.id })).toEqual({
        message: copy.admin.resent,
      });
    }
    const refused = await client.post(`/api/admin/users/${target.id}/resend-verification`, {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
    await expect(caller.admin.resendVerification({ id: target.id })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });
});
