/**
 * E-mail verification through a real SMTP server (docs/product.md §4 E-mail verification, docs/api.md
 * "Session and account"): the mail sent at registration, the signed link, 403 for bad and expired signatures,
 * すでに認証済みです。, the resend limit of 6 a minute, and posting unlocked only after verification (decision 003).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { emailHash, verificationLink } from "../../src/server/domains/accounts/email-verification.service.ts";
import { drainAccountMails } from "../support/account-mail.ts";
import { someCategoryAndRegion } from "../support/factories.ts";
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

/** Runs the queued account mails as the worker would, then awaits mail number `skip` (0 = first) to `email`. */
async function sentMailTo(email: string, skip = 0) {
  await drainAccountMails(deps.db, deps.env);
  return mailbox.waitFor(email, { skip });
}

/** The API path of a page link `/email/verify?id&hash&expires&signature`. */
function apiPathOf(pageLink: string): string {
  const url = new URL(pageLink);
  const q = url.searchParams;
  return `/api/email/verify/${q.get("id")}/${q.get("hash")}?expires=${q.get("expires")}&signature=${q.get("signature")}`;
}

async function me(client: RestClient) {
  const response = await client.get("/api/auth/me");
  return (
    (await response.json()) as { data: { id: number; email: string; email_verified_at: string | null } }
  ).data;
}

describe("the verification mail", () => {
  test("registering sends a Japanese mail whose signed link verifies the address", async () => {
    const client = new RestClient(app);
    const email = uniqueEmail("verify");
    expect((await client.register(email, "password-1234", "認証 太郎")).status).toBe(201);
    const mail = await sentMailTo(email);
    expect(mail.subject).toBe("【たすけあい掲示板】メールアドレスの確認");
    expect(mail.text).toContain("認証 太郎 様");
    expect(mail.text).toContain("リンクの有効期限は60分です。");
    expect(mail.html).toContain("メールアドレスを確認する");

    const link = linkIn(mail, "/email/verify?");
    const url = new URL(link);
    expect(url.origin).toBe("http://localhost:3000");
    const user = await me(client);
    expect(url.searchParams.get("id")).toBe(String(user.id));
    expect(url.searchParams.get("hash")).toBe(emailHash(email));
    const expires = Number(url.searchParams.get("expires"));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    // HMAC-SHA256 of the absolute API URL with its expires query, keyed by the app key (Laravel's signing).
    const signed = `http://localhost:3000/api/email/verify/${user.id}/${emailHash(email)}?expires=${expires}`;
    expect(url.searchParams.get("signature")).toBe(
      createHmac("sha256", deps.env.appKey).update(signed).digest("hex"),
    );
    expect(user.email_verified_at).toBeNull();

    // The link works without a session too (another browser).
    const verified = await app.request(`http://localhost:3000${apiPathOf(link)}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      status: "verified",
      message: "メールアドレスの認証が完了しました。",
    });
    expect((await me(client)).email_verified_at).not.toBeNull();

    const again = await client.get(apiPathOf(link));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already-verified", message: "すでに認証済みです。" });
  });
});

describe("bad links", () => {
  test("a wrong, tampered or expired signature answers 403 Invalid signature.", async () => {
    const client = new RestClient(app);
    const email = uniqueEmail("bad-link");
    await client.register(email);
    const user = await me(client);
    const link = verificationLink(deps.env, user.id, email);
    const base = `/api/email/verify/${user.id}/${link.hash}`;

    const cases = [
      `${base}?expires=${link.expires}&signature=${"0".repeat(64)}`,
      `${base}?expires=${link.expires + 60}&signature=${link.signature}`,
      `${base}?expires=${link.expires}`,
      base,
      `/api/email/verify/${user.id + 1}/${link.hash}?expires=${link.expires}&signature=${link.signature}`,
    ];
    for (const path of cases) {
      const response = await client.get(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Invalid signature.", code: "invalid_signature" });
    }

    const expired = verificationLink(deps.env, user.id, email, Date.now() - 61 * 60 * 1000);
    const late = await client.get(`${base}?expires=${expired.expires}&signature=${expired.signature}`);
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({ message: "Invalid signature.", code: "invalid_signature" });

    // A correctly signed link for another address (the e-mail changed since the mail) is refused too.
    const other = verificationLink(deps.env, user.id, "someone-else@example.test");
    const stale = await client.get(
      `/api/email/verify/${user.id}/${other.hash}?expires=${other.expires}&signature=${other.signature}`,
    );
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({
      message: "This action is unauthorized.",
      code: "verification_link_invalid",
    });
    expect((await me(client)).email_verified_at).toBeNull();
  });
});

describe("POST /api/email/verification-notification", () => {
  test("resends the mail, at most 6 times a minute (429 with Retry-After and X-RateLimit-*)", async () => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.post("/api/email/verification-notification")).status).toBe(401);

    const client = new RestClient(app);
    const email = uniqueEmail("resend");
    await client.register(email);
    await sentMailTo(email);
    for (let i = 1; i <= 6; i++) {
      const response = await client.post("/api/email/verification-notification");
      // Each goes out before the next is asked for (one waiting mail per address: account-mail.ts).
      await drainAccountMails(deps.db, deps.env);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "verification-link-sent",
        message: "確認メールを再送しました。",
      });
      expect(response.headers.get("x-ratelimit-limit")).toBe("6");
      expect(response.headers.get("x-ratelimit-remaining")).toBe(String(6 - i));
    }
    await sentMailTo(email, 6);
    const refused = await client.post("/api/email/verification-notification");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("6");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(mailbox.mailsTo(email)).toHaveLength(7);

    // The newest mailed link verifies the address.
    const newest = mailbox.mailsTo(email).at(-1);
    if (!newest) throw new Error("mail missing");
    expect((await client.get(apiPathOf(linkIn(newest, "/email/verify?")))).status).toBe(200);
  });

  test("a verified member is told すでに認証済みです。 and gets no mail", async () => {
    const client = new RestClient(app);
    const email = uniqueEmail("resend-verified");
    await client.register(email);
    await client.verifyEmail();
    await drainAccountMails(deps.db, deps.env);
    const before = mailbox.mailsTo(email).length;
    const response = await client.post("/api/email/verification-notification");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe("すでに認証済みです。");
    await drainAccountMails(deps.db, deps.env);
    expect(mailbox.mailsTo(email)).toHaveLength(before);
  });
});

describe("posting needs a verified e-mail (docs/product.md §6 Gates, decision 003)", () => {
  test("403 before, 201 after opening the link", async () => {
    const { categoryId, regionId } = await someCategoryAndRegion(deps.db);
    const client = new RestClient(app);
    const email = uniqueEmail("verify-post");
    await client.register(email);
    const post = { title: "認証後の依頼", body: "本文", category_id: categoryId, region_id: regionId };
    const before = await client.post("/api/posts", post);
    expect(before.status).toBe(403);
    const trpcBefore = await client.post("/trpc/posts.create", post);
    expect(trpcBefore.status).toBe(403);

    const mail = await sentMailTo(email);
    expect((await client.get(apiPathOf(linkIn(mail, "/email/verify?")))).status).toBe(200);
    expect((await client.post("/api/posts", post)).status).toBe(201);
  });

  test("tRPC accounts.verifyEmail takes the page's query and answers the same", async () => {
    const client = new RestClient(app);
    const email = uniqueEmail("verify-trpc");
    await client.register(email);
    const mail = await sentMailTo(email);
    const q = new URL(linkIn(mail, "/email/verify?")).searchParams;
    const input = Object.fromEntries(q.entries());
    const response = await client.post("/trpc/accounts.verifyEmail", input);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: { data: { status: string } } }).result.data.status).toBe(
      "verified",
    );
    const bad = await client.post("/trpc/accounts.verifyEmail", { ...input, signature: "f".repeat(64) });
    expect(bad.status).toBe(403);
    const [row] = await deps.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.at).not.toBeNull();
  });
});
