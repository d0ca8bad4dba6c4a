/**
 * Account mails while the mail server is away (docs/product.md §4 E-mail verification, §4 Password reset,
 * docs/operations.md "Job queue"): the password-reset mail, the verification mail of a registration, of the
 * member's and the administrator's resend and of an e-mail change are queued as jobs, so every one of those
 * requests answers as usual with nothing listening on the SMTP port — forgot-password the same status and body for
 * a known and an unknown address (no account oracle), never a 500. The jobs fail and wait for their backoff; asking
 * again queues no second mail (a verification resend makes the waiting one due at once); once the server listens
 * again each mail arrives once, and its link counts its 60 minutes from when it was sent.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { ACCOUNT_LIMITS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { passwordResetTokens, users } from "../../src/server/db/schema/index.ts";
import { ACCOUNT_MAIL_QUEUE } from "../../src/server/domains/accounts/account-mail.ts";
import { drainAccountMails } from "../support/account-mail.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { clearQueuedJobs, jobsOf } from "../support/jobs.ts";
import { linkIn, SmtpMailbox } from "../support/mailbox.ts";
import { RestClient, type TestApp, testApp, uniqueEmail } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
let port: number;
let mailbox: SmtpMailbox | undefined;

beforeAll(async () => {
  const shared = await testApp();
  // Only this file's mails: what the files before it queued is theirs (drainAccountMails sends every due one).
  await clearQueuedJobs();
  // A port where an SMTP server listened a moment ago and nothing listens now: connections are refused.
  const probe = await SmtpMailbox.start();
  port = probe.port;
  await probe.close();
  deps = { db: shared.deps.db, env: { ...shared.deps.env, smtpUrl: `smtp://127.0.0.1:${port}` } };
  app = createApp(deps);
}, 60_000);

afterAll(async () => {
  await mailbox?.close();
});

/** The account-mail jobs queued for `userId` that are not completed yet. */
async function unsentJobsOf(userId: number) {
  return (await jobsOf(deps.db, ACCOUNT_MAIL_QUEUE)).filter(
    (job) => (job.data as { userId?: number }).userId === userId && job.state !== "completed",
  );
}

/** Lets the retries of the account-mail queue be due now (their backoff has passed). */
async function backoffPassed() {
  await deps.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
        where name = ${ACCOUNT_MAIL_QUEUE} and state = 'retry'`,
  );
}

describe("account mails with the mail server down", () => {
  test("every request answers as usual, forgot-password alike for known and unknown; the mails arrive once the server is back", async () => {
    const known = await createMember(deps.db, { name: "障害中 再設定" });
    const unverified = await createMember(deps.db, { verified: false, name: "障害中 再送" });
    const admin = await createMember(deps.db, { admin: true });
    const unknownAddress = uniqueEmail("nobody");

    // Forgot-password: one status and one body, whether the address belongs to someone or not, REST and tRPC.
    const visitor = new RestClient(app);
    await visitor.csrf();
    const forKnown = await visitor.post("/api/forgot-password", { email: known.email });
    const forUnknown = await visitor.post("/api/forgot-password", { email: unknownAddress });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forKnown.text()).toBe(await forUnknown.text());
    const trpcKnown = await visitor.post("/trpc/accounts.forgotPassword", { email: known.email });
    const trpcUnknown = await visitor.post("/trpc/accounts.forgotPassword", { email: unknownAddress });
    expect(trpcKnown.status).toBe(200);
    expect(trpcUnknown.status).toBe(200);
    expect(await trpcKnown.text()).toBe(await trpcUnknown.text());

    // Registration (its verification mail), the member's resend, the administrator's resend, an e-mail change.
    const newcomer = new RestClient(app);
    const newcomerEmail = uniqueEmail("newcomer");
    expect((await newcomer.register(newcomerEmail, "password-1234", "障害中 登録")).status).toBe(201);
    const member = new RestClient(app);
    expect((await member.login(unverified.email, FACTORY_PASSWORD)).status).toBe(200);
    const resent = await member.post("/api/email/verification-notification");
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as { message: string }).message).toBe(copy.emailVerify.resent);
    const administrator = new RestClient(app);
    expect((await administrator.login(admin.email, FACTORY_PASSWORD)).status).toBe(200);
    const adminResent = await administrator.post(`/api/admin/users/${unverified.id}/resend-verification`, {});
    expect(adminResent.status).toBe(200);
    expect(await adminResent.json()).toEqual({ message: copy.admin.resent });
    const mover = await createMember(deps.db, { name: "障害中 変更" });
    const moverClient = new RestClient(app);
    expect((await moverClient.login(mover.email, FACTORY_PASSWORD)).status).toBe(200);
    const movedEmail = uniqueEmail("moved");
    const changed = await moverClient.post("/trpc/accounts.changeEmail", {
      email: movedEmail,
      current_password: FACTORY_PASSWORD,
    });
    expect(changed.status).toBe(200);

    // The worker's attempts fail while nothing listens: each job waits for its retry, none is dropped.
    await drainAccountMails(deps.db, deps.env);
    const waiting = await unsentJobsOf(known.id);
    expect(waiting.map((job) => job.state)).toEqual(["retry"]);
    expect(JSON.stringify(waiting[0]?.output)).toContain("ECONNREFUSED");
    // The member's and the administrator's resend of the same address wait as one mail.
    expect((await unsentJobsOf(unverified.id)).map((job) => job.state)).toEqual(["retry"]);
    // No reset link exists before its mail goes out.
    expect(
      await deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, known.id)),
    ).toEqual([]);

    // A second request while the first mail waits queues nothing more (one mail a minute per address).
    expect((await visitor.post("/api/forgot-password", { email: known.email })).status).toBe(200);
    expect(await unsentJobsOf(known.id)).toHaveLength(1);

    mailbox = await SmtpMailbox.start(port);
    // Asking again while the verification mail waits for its retry sends it now, not after its backoff.
    const hurried = await member.post("/api/email/verification-notification");
    expect(hurried.status).toBe(200);
    expect(await drainAccountMails(deps.db, deps.env)).toBe(1);
    await mailbox.waitFor(unverified.email, { subject: /メールアドレスの確認/ });
    expect(mailbox.mails).toHaveLength(1);

    await backoffPassed();
    const sentAfter = Date.now();
    await drainAccountMails(deps.db, deps.env);

    const resetMail = await mailbox.waitFor(known.email, { subject: /パスワード再設定/ });
    expect(mailbox.mailsTo(unknownAddress)).toEqual([]);
    expect(mailbox.mailsTo(known.email)).toHaveLength(1);
    await mailbox.waitFor(newcomerEmail, { subject: /メールアドレスの確認/ });
    expect(mailbox.mailsTo(unverified.email)).toHaveLength(1);
    const movedMail = await mailbox.waitFor(movedEmail, { subject: /メールアドレスの確認/ });
    for (const id of [known.id, unverified.id, mover.id]) expect(await unsentJobsOf(id)).toEqual([]);

    // The reset link counts its 60 minutes from when the mail went out, and it works.
    const [token] = await deps.db
      .select({ expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, known.id));
    expect(token?.expiresAt.getTime()).toBeGreaterThanOrEqual(
      sentAfter + ACCOUNT_LIMITS.resetLinkMinutes * 60_000 - 1000,
    );
    const reset = new URL(linkIn(resetMail, "/reset-password/"));
    const resetter = new RestClient(app);
    await resetter.csrf();
    const done = await resetter.post("/api/reset-password", {
      token: decodeURIComponent(reset.pathname.split("/").at(-1) ?? ""),
      email: known.email,
      password: "after-outage-1234",
      password_confirmation: "after-outage-1234",
    });
    expect(done.status).toBe(200);

    // So does the verification link: its expiry too counts from the sending.
    const verify = new URL(linkIn(movedMail, "/email/verify?"));
    expect(Number(verify.searchParams.get("expires")) * 1000).toBeGreaterThanOrEqual(
      sentAfter + ACCOUNT_LIMITS.verificationLinkMinutes * 60_000 - 1000,
    );
    const q = verify.searchParams;
    const verified = await moverClient.get(
      `/api/email/verify/${q.get("id")}/${q.get("hash")}?expires=${q.get("expires")}&signature=${q.get("signature")}`,
    );
    expect(verified.status).toBe(200);
    const [moved] = await deps.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, mover.id));
    expect(moved?.verifiedAt).not.toBeNull();

    // Draining again sends nothing twice.
    await drainAccountMails(deps.db, deps.env);
    expect(mailbox.mailsTo(known.email)).toHaveLength(1);
    expect(mailbox.mailsTo(unverified.email)).toHaveLength(1);
  });
});
