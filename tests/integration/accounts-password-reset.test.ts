/**
 * Forgot / reset password (docs/product.md §4 Password reset, docs/api.md "Session and account"): the same
 * answer for known and unknown addresses, one mail a minute per address, a token stored hashed, valid 60
 * minutes, single use; a reset ends the user's other sessions.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { passwordResetTokens } from "../../src/server/db/schema/index.ts";
import { resetTokenHash } from "../../src/server/domains/accounts/password-reset.service.ts";
import { drainAccountMails } from "../support/account-mail.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { clearQueuedJobs } from "../support/jobs.ts";
import { linkIn, SmtpMailbox } from "../support/mailbox.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

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

const SENT =
  "入力されたメールアドレスが登録されている場合、パスワード再設定用のリンクを送信しました。メールをご確認ください。";
const INVALID = "パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください。";

/** Asks for a reset link, then runs the queued account mails as the worker would (account-mail.ts). */
async function forgot(email: string) {
  const client = new RestClient(app);
  await client.csrf();
  const response = await client.post("/api/forgot-password", { email });
  await drainAccountMails(deps.db, deps.env);
  return response;
}

/** The token and e-mail of the reset link in the newest reset mail to `email`. */
async function resetLinkFor(email: string, skip = 0) {
  const mail = await mailbox.waitFor(email, { subject: /パスワード再設定/, skip });
  const url = new URL(linkIn(mail, "/reset-password/"));
  return {
    token: decodeURIComponent(url.pathname.split("/").at(-1) ?? ""),
    email: url.searchParams.get("email"),
  };
}

describe("POST /api/forgot-password", () => {
  test("answers the same for unknown and known addresses; only a known one gets a mail", async () => {
    const unknown = await forgot("no-such-member@example.test");
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: SENT, message: SENT });

    const member = await createMember(deps.db, { name: "再設定 花子" });
    const known = await forgot(member.email.toUpperCase());
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ status: SENT, message: SENT });
    const mail = await mailbox.waitFor(member.email, { subject: /パスワード再設定/ });
    expect(mail.subject).toBe("【たすけあい掲示板】パスワード再設定のご案内");
    expect(mail.text).toContain("再設定 花子 様");
    expect(mail.text).toContain("リンクの有効期限は60分です。");
    expect(mailbox.mailsTo("no-such-member@example.test")).toHaveLength(0);

    // The token is stored hashed, never as sent.
    const { token } = await resetLinkFor(member.email);
    const rows = await deps.db
      .select({ tokenHash: passwordResetTokens.tokenHash, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(resetTokenHash(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  test("at most one mail a minute per address, with the same answer", async () => {
    const member = await createMember(deps.db);
    expect((await forgot(member.email)).status).toBe(200);
    await mailbox.waitFor(member.email);
    const second = await forgot(member.email);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { message: string }).message).toBe(SENT);
    // forgot() sends what was queued, so a second mail would be here already.
    expect(mailbox.mailsTo(member.email)).toHaveLength(1);
    // A third request after the minute (moved back in the database) sends again.
    await deps.db
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(passwordResetTokens.userId, member.id));
    await forgot(member.email);
    await mailbox.waitFor(member.email, { skip: 1 });
    expect(mailbox.mailsTo(member.email)).toHaveLength(2);
  });

  test("a malformed address is a Japanese 422", async () => {
    const response = await forgot("not-an-address");
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
      "メールアドレスの形式が正しくありません。",
    ]);
  });
});

describe("POST /api/reset-password", () => {
  test("sets the password once, ends the other sessions, and the token cannot be used again", async () => {
    const member = await createMember(deps.db);
    const elsewhere = new RestClient(app);
    expect((await elsewhere.login(member.email, FACTORY_PASSWORD)).status).toBe(200);

    await forgot(member.email);
    const link = await resetLinkFor(member.email);
    expect(link.email).toBe(member.email);
    const client = new RestClient(app);
    await client.csrf();
    const payload = {
      token: link.token,
      email: member.email,
      password: "brand-new-pass-1",
      password_confirmation: "brand-new-pass-1",
    };
    const mismatch = await client.post("/api/reset-password", { ...payload, password_confirmation: "x" });
    expect(mismatch.status).toBe(422);
    expect(
      ((await mismatch.json()) as { errors: Record<string, string[]> }).errors.password_confirmation,
    ).toEqual(["パスワード（確認）が一致しません。"]);

    const done = await client.post("/api/reset-password", payload);
    expect(done.status).toBe(200);
    expect(((await done.json()) as { message: string }).message).toBe(
      "パスワードを再設定しました。新しいパスワードでログインしてください。",
    );
    expect((await elsewhere.get("/api/auth/me")).status).toBe(401);

    const reused = await client.post("/api/reset-password", {
      ...payload,
      password: "another-pass-22",
      password_confirmation: "another-pass-22",
    });
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([INVALID]);

    expect((await new RestClient(app).login(member.email, FACTORY_PASSWORD)).status).toBe(422);
    expect((await new RestClient(app).login(member.email, "brand-new-pass-1")).status).toBe(200);
  });

  test("an expired token, a token for another address and a made-up token are refused", async () => {
    const member = await createMember(deps.db);
    const other = await createMember(deps.db);
    await forgot(member.email);
    const { token } = await resetLinkFor(member.email);
    const client = new RestClient(app);
    await client.csrf();
    const payload = { token, password: "brand-new-pass-1", password_confirmation: "brand-new-pass-1" };

    const wrongAddress = await client.post("/api/reset-password", { ...payload, email: other.email });
    expect(wrongAddress.status).toBe(422);
    const madeUp = await client.post("/api/reset-password", {
      ...payload,
      token: "x".repeat(43),
      email: member.email,
    });
    expect(madeUp.status).toBe(422);

    await deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, member.id));
    const expired = await client.post("/api/reset-password", { ...payload, email: member.email });
    expect(expired.status).toBe(422);
    expect(((await expired.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([INVALID]);
    expect((await new RestClient(app).login(member.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  test("a newer link replaces the older one", async () => {
    const member = await createMember(deps.db);
    await forgot(member.email);
    const first = await resetLinkFor(member.email);
    await deps.db
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(passwordResetTokens.userId, member.id));
    await forgot(member.email);
    const second = await resetLinkFor(member.email, 1);
    const client = new RestClient(app);
    await client.csrf();
    const payload = {
      email: member.email,
      password: "brand-new-pass-1",
      password_confirmation: "brand-new-pass-1",
    };
    expect((await client.post("/api/reset-password", { ...payload, token: first.token })).status).toBe(422);
    expect((await client.post("/api/reset-password", { ...payload, token: second.token })).status).toBe(200);
  });
});
