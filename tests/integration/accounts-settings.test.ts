/**
 * Account settings over tRPC with real cookies (docs/product.md §4 "Account settings"): change e-mail
 * (current password, verification again), change password (other sessions end), delete the account (posts
 * stay with 削除されたユーザー, personal data removed, the address can register again). Also logout clearing the
 * session and CSRF token.
 */
import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { ACCOUNT_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { bookmarks, follows, sessions, userInterests, users } from "../../src/server/db/schema/index.ts";
import { passwordCheckThrottleKey } from "../../src/server/domains/accounts/account-settings.service.ts";
import { drainAccountMails } from "../support/account-mail.ts";
import { createMember, createTestPost, FACTORY_PASSWORD } from "../support/factories.ts";
import { clearQueuedJobs } from "../support/jobs.ts";
import { linkIn, SmtpMailbox } from "../support/mailbox.ts";
import { RestClient, type TestApp, testApp, uniqueEmail } from "../support/test-app.ts";

let mailbox: SmtpMailbox;
let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  const shared = await testApp();
  // Only this file's mails: what the files before it queued is theirs (drainAccountMails sends every due one).
  await clearQueuedJobs();
  mailbox = await SmtpMailbox.start();
  deps = { db: shared.deps.db, env: { ...shared.deps.env, smtpUrl: mailbox.url } };
  app = createApp(deps);
}, 60_000);
afterAll(() => mailbox.close());

interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { message: string; data: { httpStatus: number; fieldErrors: Record<string, string[]> | null } };
}

async function call<T = { message: string }>(client: RestClient, procedure: string, input?: unknown) {
  const response = await client.post(`/trpc/accounts.${procedure}`, input);
  return { status: response.status, body: (await response.json()) as TrpcAnswer<T> };
}

async function signedIn(email: string, password = FACTORY_PASSWORD): Promise<RestClient> {
  const client = new RestClient(app);
  expect((await client.login(email, password)).status).toBe(200);
  return client;
}

describe("change e-mail", () => {
  test("needs the current password; the new address must be verified again", async () => {
    const member = await createMember(deps.db, { name: "変更 次郎" });
    const client = await signedIn(member.email);
    const newEmail = uniqueEmail("changed");

    const wrong = await call(client, "changeEmail", { email: newEmail, current_password: "not-it-1234" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.data.fieldErrors?.current_password).toEqual([
      "現在のパスワードが正しくありません。",
    ]);
    const same = await call(client, "changeEmail", {
      email: member.email,
      current_password: FACTORY_PASSWORD,
    });
    expect(same.body.error?.data.fieldErrors?.email).toEqual(["現在と同じメールアドレスです。"]);
    const other = await createMember(deps.db);
    const taken = await call(client, "changeEmail", {
      email: other.email,
      current_password: FACTORY_PASSWORD,
    });
    expect(taken.body.error?.data.fieldErrors?.email).toEqual([
      "このメールアドレスはすでに登録されています。",
    ]);

    const done = await call(client, "changeEmail", {
      email: newEmail.toUpperCase(),
      current_password: FACTORY_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body.result?.data.message).toBe(
      `メールアドレスを変更しました。${newEmail} 宛の確認メールから認証してください。`,
    );
    const me = (await (await client.get("/api/auth/me")).json()) as {
      data: { email: string; email_verified_at: string | null };
    };
    expect(me.data).toMatchObject({ email: newEmail, email_verified_at: null });

    await drainAccountMails(deps.db, deps.env);
    const mail = await mailbox.waitFor(newEmail);
    const q = new URL(linkIn(mail, "/email/verify?")).searchParams;
    const verified = await client.get(
      `/api/email/verify/${q.get("id")}/${q.get("hash")}?expires=${q.get("expires")}&signature=${q.get("signature")}`,
    );
    expect(verified.status).toBe(200);
    expect((await new RestClient(app).login(newEmail, FACTORY_PASSWORD)).status).toBe(200);
    expect((await new RestClient(app).login(member.email, FACTORY_PASSWORD)).status).toBe(422);
  });
});

describe("change password", () => {
  test("needs the current password and ends the other sessions, not this one", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    const other = await signedIn(member.email);
    const input = {
      current_password: FACTORY_PASSWORD,
      password: "changed-pass-99",
      password_confirmation: "changed-pass-99",
    };

    const wrong = await call(client, "changePassword", { ...input, current_password: "wrong-one-1" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.data.fieldErrors?.current_password).toEqual([
      "現在のパスワードが正しくありません。",
    ]);
    const short = await call(client, "changePassword", {
      ...input,
      password: "short",
      password_confirmation: "short",
    });
    expect(short.body.error?.data.fieldErrors?.password).toEqual([
      "パスワードは8文字以上で入力してください。",
    ]);

    const done = await call(client, "changePassword", input);
    expect(done.status).toBe(200);
    expect(done.body.result?.data.message).toBe(
      "パスワードを変更しました。ほかの端末ではログアウトされました。",
    );
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect((await other.get("/api/auth/me")).status).toBe(401);
    expect((await new RestClient(app).login(member.email, "changed-pass-99")).status).toBe(200);
  });
});

describe("delete the account", () => {
  test("the requests go (docs/product.md §4 Leaving); personal data goes; the address can register again", async () => {
    const member = await createMember(deps.db, { name: "退会 三郎" });
    const friend = await createMember(deps.db);
    const post = await createTestPost(deps.db, member, { title: "退会で消える依頼" });
    await deps.db
      .update(users)
      .set({ bio: "自己紹介", skills: "料理", avatarPath: "avatars/x.jpg" })
      .where(eq(users.id, member.id));
    await deps.db.insert(userInterests).values({ userId: member.id, categoryId: 1 });
    await deps.db.insert(bookmarks).values({ userId: member.id, postId: post.id });
    await deps.db.insert(follows).values([
      { followerId: member.id, followeeId: friend.id },
      { followerId: friend.id, followeeId: member.id },
    ]);
    const client = await signedIn(member.email);
    const otherDevice = await signedIn(member.email);

    const wrong = await call(client, "deleteAccount", { password: "not-my-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.data.fieldErrors?.password).toEqual(["現在のパスワードが正しくありません。"]);

    const done = await call(client, "deleteAccount", { password: FACTORY_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.result?.data.message).toBe("退会が完了しました。ご利用ありがとうございました。");
    expect((await client.get("/api/auth/me")).status).toBe(401);
    expect((await otherDevice.get("/api/auth/me")).status).toBe(401);

    // Nobody was helping with it, so it went with the account (requests someone helps with stay anonymised:
    // tests/integration/account-deletion-leaving.test.ts).
    const detail = await app.request(`http://localhost:3000/api/posts/${post.id}`);
    expect(detail.status).toBe(404);

    const [row] = await deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      name: "削除されたユーザー",
      email: null,
      passwordHash: null,
      avatarPath: null,
      bio: null,
      skills: null,
    });
    expect(row?.deletedAt).not.toBeNull();
    expect(await deps.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect(
      await deps.db.select().from(userInterests).where(eq(userInterests.userId, member.id)),
    ).toHaveLength(0);
    expect(await deps.db.select().from(bookmarks).where(eq(bookmarks.userId, member.id))).toHaveLength(0);
    expect(await deps.db.select().from(follows).where(eq(follows.followeeId, member.id))).toHaveLength(0);

    expect((await new RestClient(app).login(member.email, FACTORY_PASSWORD)).status).toBe(422);
    const again = new RestClient(app);
    expect((await again.register(member.email, "new-life-1234", "再登録 三郎")).status).toBe(201);
  });

  test("a visitor cannot call any settings procedure", async () => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    for (const procedure of ["changeEmail", "changePassword", "deleteAccount", "resendVerification"]) {
      expect((await call(visitor, procedure, {})).status).toBe(401);
    }
  });
});

describe("current-password checks are throttled like the login (docs/product.md §9 Rate limits)", () => {
  const next = { password: "next-pass-1234", password_confirmation: "next-pass-1234" };

  test("5 wrong guesses a minute across the three settings, then 429 — even with the right password", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    const guesses = [
      () => call(client, "changeEmail", { email: uniqueEmail("guess"), current_password: "guess-1-wrong" }),
      () => call(client, "changePassword", { ...next, current_password: "guess-2-wrong" }),
      () => call(client, "deleteAccount", { password: "guess-3-wrong" }),
      () => call(client, "changeEmail", { email: uniqueEmail("guess"), current_password: "guess-4-wrong" }),
      () => call(client, "changePassword", { ...next, current_password: "guess-5-wrong" }),
    ];
    expect(guesses).toHaveLength(ACCOUNT_LIMITS.passwordCheckMax);
    for (const guess of guesses) expect((await guess()).status).toBe(422);

    const locked = await client.post("/trpc/accounts.deleteAccount", { password: FACTORY_PASSWORD });
    expect(locked.status).toBe(429);
    const body = (await locked.json()) as TrpcAnswer<unknown>;
    expect(body.error?.message).toBe(copy.limits.passwordChecks);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_LIMITS.passwordCheckWindowSeconds);
    expect(locked.headers.get("x-ratelimit-limit")).toBe(String(ACCOUNT_LIMITS.passwordCheckMax));
    expect(locked.headers.get("x-ratelimit-remaining")).toBe("0");
    for (const procedure of ["changeEmail", "changePassword"]) {
      const input = { email: uniqueEmail("guess"), current_password: FACTORY_PASSWORD, ...next };
      expect((await call(client, procedure, input)).status).toBe(429);
    }
    // Nothing was changed: the account, its address and its password are as they were.
    expect((await client.get("/api/auth/me")).status).toBe(200);
    const [row] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    expect(row?.email).toBe(member.email);

    // When the window has passed, the right password works again.
    await queryRows(
      deps.db,
      sql`update rate_limit_buckets set reset_at = now() - interval '1 second'
          where key = ${passwordCheckThrottleKey(member.id, "127.0.0.1")}`,
    );
    expect(
      (await call(client, "changePassword", { ...next, current_password: FACTORY_PASSWORD })).status,
    ).toBe(200);
  });

  test("30 parallel wrong guesses: 5 password checks (5 × 422), 25 × 429", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    const checks = spyOn(Bun.password, "verify");
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(client, "changePassword", { ...next, current_password: `parallel-${i}-wrong` }),
        ),
      ).then((answers) => answers.map((answer) => answer.status));
      expect(checks.mock.calls.length).toBe(ACCOUNT_LIMITS.passwordCheckMax);
      expect(statuses.filter((status) => status === 422)).toHaveLength(ACCOUNT_LIMITS.passwordCheckMax);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ACCOUNT_LIMITS.passwordCheckMax);
    } finally {
      checks.mockRestore();
    }
  });

  test("the right password clears the count; another member is not affected", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    const wrong = () => call(client, "deleteAccount", { password: "still-wrong-1" });
    for (let i = 1; i < ACCOUNT_LIMITS.passwordCheckMax; i++) expect((await wrong()).status).toBe(422);
    // Right password, refused for another reason (the same address): the check itself passed.
    const same = await call(client, "changeEmail", {
      email: member.email,
      current_password: FACTORY_PASSWORD,
    });
    expect(same.body.error?.data.fieldErrors?.email).toEqual([copy.validation.sameEmail]);
    // Counted from zero again: 4 more wrong ones, the 5th, then the lock.
    for (let i = 1; i < ACCOUNT_LIMITS.passwordCheckMax; i++) expect((await wrong()).status).toBe(422);
    expect((await wrong()).status).toBe(422);
    expect((await wrong()).status).toBe(429);
    const other = await createMember(deps.db);
    const otherClient = await signedIn(other.email);
    expect((await call(otherClient, "deleteAccount", { password: "not-mine-either" })).status).toBe(422);
  });
});

describe("logout", () => {
  test("ends the session and replaces the CSRF token: the old token no longer passes", async () => {
    const member = await createMember(deps.db);
    const client = await signedIn(member.email);
    const oldXsrf = client.cookie("XSRF-TOKEN") ?? "";
    expect((await call(client, "logout", {})).status).toBe(200);
    expect(client.cookie("XSRF-TOKEN")).not.toBe(oldXsrf);
    expect((await client.get("/api/auth/me")).status).toBe(401);
    const replay = await client.post(
      "/api/auth/login",
      { email: member.email, password: FACTORY_PASSWORD },
      {
        xsrf: false,
        headers: { "X-XSRF-TOKEN": oldXsrf },
      },
    );
    expect(replay.status).toBe(419);
  });
});
