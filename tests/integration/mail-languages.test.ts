/**
 * Mails in their recipient's language through the job queue and a real SMTP server (docs/product.md "Languages",
 * "Mails and notifications"): the verification mail of a registration asked in English is English and one asked in
 * Japanese the exact Japanese mail; an account's own choice wins over the request's; a password reset and a resend
 * follow the request for an account that never chose; an old job without a language is Japanese; an organisation's
 * invitation follows the invited member's language (Japanese for an address with no account); notification mails,
 * the unread-message mail and the digest follow `users.language` ('en' English, 'ja' and null Japanese).
 * tests/integration/web-push.test.ts has the push texts, tests/unit/mail-languages.test.ts every builder.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import type { Language } from "#shared/language.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { queueAccountMail } from "../../src/server/domains/accounts/account-mail.ts";
import { jstHour, scheduleDigests } from "../../src/server/domains/notifications/digest-mail.ts";
import {
  scheduleThreadMails,
  THREAD_MAIL_QUEUE,
} from "../../src/server/domains/notifications/thread-mail.ts";
import { jobHandlersFor } from "../../src/server/jobs/handlers.ts";
import { drainAccountMails } from "../support/account-mail.ts";
import { callerFor } from "../support/caller.ts";
import {
  createMember,
  createTestPost,
  FACTORY_PASSWORD,
  someCategoryAndRegion,
} from "../support/factories.ts";
import { clearQueuedJobs, drainAppJobs, drainJobs } from "../support/jobs.ts";
import { decodeHeader, linkIn, mailHeader, type ReceivedMail, SmtpMailbox } from "../support/mailbox.ts";
import { RestClient, type TestApp, testApp, uniqueEmail } from "../support/test-app.ts";

/** Kana and kanji: what an English mail must not hold beyond what members wrote. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

let mailbox: SmtpMailbox;
let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  const shared = await testApp();
  // Only this file's mails: what the files before it queued is theirs.
  await clearQueuedJobs();
  mailbox = await SmtpMailbox.start();
  deps = { db: shared.deps.db, env: { ...shared.deps.env, smtpUrl: mailbox.url } };
  app = createApp(deps);
}, 60_000);
afterAll(() => mailbox.close());

/** Sets a member's interface language as PUT /api/settings/language keeps it (null: never chose). */
async function setLanguage(id: number, language: Language | null): Promise<void> {
  await deps.db.update(users).set({ language }).where(eq(users.id, id));
}

/** A member (ASCII name unless told) with `language`, signed in over REST with `acceptLanguage` on every call. */
async function memberIn(
  language: Language | null,
  options: { verified?: boolean; name?: string; acceptLanguage?: string } = {},
) {
  const viewer = await createMember(deps.db, {
    name: options.name ?? "Emma Brown",
    verified: options.verified,
  });
  await setLanguage(viewer.id, language);
  const client = new RestClient(
    app,
    options.acceptLanguage ? { "Accept-Language": options.acceptLanguage } : {},
  );
  expect((await client.login(viewer.email, FACTORY_PASSWORD)).status).toBe(200);
  return { viewer, client };
}

/** Everything a reader sees of a mail: sender, subject, both parts. */
function whole(mail: ReceivedMail): string {
  return `${decodeHeader(mailHeader(mail, "From") ?? "")}\n${mail.subject}\n${mail.text}\n${mail.html}`;
}

describe("account mails", () => {
  test("registering with Accept-Language: en sends an English verification mail; the name is kept as written", async () => {
    const client = new RestClient(app, { "Accept-Language": "en-GB,en;q=0.9,ja;q=0.5" });
    const email = uniqueEmail("lang-en");
    expect((await client.register(email, "password-1234", "Emma Brown")).status).toBe(201);
    await drainAccountMails(deps.db, deps.env);
    const mail = await mailbox.waitFor(email);
    expect(mail.subject).toBe("[Tasukeai Board] Confirm your email address");
    expect(mail.text).toStartWith(
      "Dear Emma Brown,\n\nThank you for registering with Tasukeai Board.\n" +
        "Please open the link below to confirm your email address.\n\n",
    );
    expect(mail.text).toContain("The link is valid for 60 minutes.");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("Confirm email address");
    expect(decodeHeader(mailHeader(mail, "From") ?? "")).toContain("Tasukeai Board");
    expect(whole(mail)).not.toMatch(JAPANESE);
    expect(linkIn(mail, "/email/verify?")).toStartWith("http://localhost:3000/email/verify?id=");
    // Registering in English chose no language for the account (SessionUser.language stays null).
    const [row] = await deps.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.language).toBeNull();

    // A member's name in Japanese stays as written inside the English mail.
    const other = uniqueEmail("lang-en-name");
    await new RestClient(app, { "Accept-Language": "en" }).register(other, "password-1234", "山田 花子");
    await drainAccountMails(deps.db, deps.env);
    const named = await mailbox.waitFor(other);
    expect(named.text).toStartWith("Dear 山田 花子,\n");
    expect(named.subject).toBe("[Tasukeai Board] Confirm your email address");
  });

  test("registering in Japanese (ja first, or no header) sends the Japanese mail word for word", async () => {
    for (const headers of [{ "Accept-Language": "ja,en;q=0.9" }, {}] as Record<string, string>[]) {
      const client = new RestClient(app, headers);
      const email = uniqueEmail("lang-ja");
      expect((await client.register(email, "password-1234", "認証 花子")).status).toBe(201);
      await drainAccountMails(deps.db, deps.env);
      const mail = await mailbox.waitFor(email);
      const link = linkIn(mail, "/email/verify?");
      expect(mail.subject).toBe("【たすけあい掲示板】メールアドレスの確認");
      expect(mail.text.trimEnd()).toBe(
        `認証 花子 様\n\nたすけあい掲示板にご登録いただき、ありがとうございます。\n` +
          `下のリンクを開いて、メールアドレスの確認を完了してください。\n\n${link}\n\nリンクの有効期限は60分です。\n\n` +
          "―――――――――――――――\nたすけあい掲示板\nこのメールは送信専用です。お心当たりのない場合は、このメールを破棄してください。",
      );
      expect(mail.html).toContain('<html lang="ja">');
      expect(decodeHeader(mailHeader(mail, "From") ?? "")).toContain("たすけあい掲示板");
    }
  });

  test("a resend follows the request for an account that never chose, and the account's choice once it chose", async () => {
    const { viewer, client } = await memberIn(null, { verified: false, acceptLanguage: "en" });
    const japaneseClient = new RestClient(app, { "Accept-Language": "ja" });
    await japaneseClient.login(viewer.email, FACTORY_PASSWORD);
    // Asked in Japanese, then in English before the first was sent: one mail, in the language asked last.
    expect((await japaneseClient.post("/api/email/verification-notification")).status).toBe(200);
    expect((await client.post("/api/email/verification-notification")).status).toBe(200);
    await drainAccountMails(deps.db, deps.env);
    const english = await mailbox.waitFor(viewer.email);
    expect(english.subject).toBe("[Tasukeai Board] Confirm your email address");
    expect(mailbox.mailsTo(viewer.email)).toHaveLength(1);

    // Chose 日本語 on another device: an English request no longer decides.
    await setLanguage(viewer.id, "ja");
    expect((await client.post("/api/email/verification-notification")).status).toBe(200);
    await drainAccountMails(deps.db, deps.env);
    const japanese = await mailbox.waitFor(viewer.email, { skip: 1 });
    expect(japanese.subject).toBe("【たすけあい掲示板】メールアドレスの確認");
    expect(japanese.text).toStartWith("Emma Brown 様\n");

    // Chose English: a Japanese request does not make the mail Japanese.
    await setLanguage(viewer.id, "en");
    expect((await japaneseClient.post("/api/email/verification-notification")).status).toBe(200);
    await drainAccountMails(deps.db, deps.env);
    const third = await mailbox.waitFor(viewer.email, { skip: 2 });
    expect(third.subject).toBe("[Tasukeai Board] Confirm your email address");
  });

  test("a password reset asked in English is English; a job queued before languages is Japanese", async () => {
    const { viewer } = await memberIn(null);
    const visitor = new RestClient(app, { "Accept-Language": "en" });
    await visitor.csrf();
    expect((await visitor.post("/api/forgot-password", { email: viewer.email })).status).toBe(200);
    await drainAccountMails(deps.db, deps.env);
    const reset = await mailbox.waitFor(viewer.email);
    expect(reset.subject).toBe("[Tasukeai Board] How to reset your password");
    expect(reset.text).toStartWith("Dear Emma Brown,\n\nWe received a request to reset your password.");
    expect(whole(reset)).not.toMatch(JAPANESE);

    // A payload written before the language was carried (no `language`): Japanese, as it was queued.
    const old = await createMember(deps.db, { name: "Old Job", verified: false });
    await queueAccountMail(deps.db, { kind: "verification", userId: old.id, email: old.email });
    await drainAccountMails(deps.db, deps.env);
    expect((await mailbox.waitFor(old.email)).subject).toBe("【たすけあい掲示板】メールアドレスの確認");
  });

  test("an organisation's invitation: English for a member who chose English, Japanese for an address with no account", async () => {
    const { regionId } = await someCategoryAndRegion(deps.db);
    await deps.db.execute(sql`delete from rate_limit_buckets where key like 'organizations:%'`);
    const admin = await createMember(deps.db, { admin: true, name: "管理 者" });
    await setLanguage(admin.id, "ja");
    const org = await callerFor(deps, admin).organizations.create({
      name: "Setagaya Council",
      kind: "social_welfare_council",
      region_id: regionId,
      municipality_codes: ["131121"],
    });
    const { viewer: invitee } = await memberIn("en");
    const stranger = uniqueEmail("no-account");
    await callerFor(deps, admin).organizations.invite({ id: org.id, email: invitee.email, role: "staff" });
    await callerFor(deps, admin).organizations.invite({ id: org.id, email: stranger, role: "staff" });
    await drainAccountMails(deps.db, deps.env);
    const english = await mailbox.waitFor(invitee.email);
    expect(english.subject).toBe("[Tasukeai Board] Invitation to join the staff of Setagaya Council");
    expect(english.text).toContain("(role: Staff)");
    expect(whole(english)).not.toMatch(JAPANESE);
    const japanese = await mailbox.waitFor(stranger);
    expect(japanese.subject).toBe("【たすけあい掲示板】Setagaya Councilのスタッフへの招待");
    expect(japanese.html).toContain('<html lang="ja">');
  });
});

describe("notification mails", () => {
  test("a comment is mailed in English to a member who chose English, in Japanese to one who chose 日本語 or none", async () => {
    const commenter = await createMember(deps.db, { name: "Ken Sato" });
    const authors = {
      en: (await memberIn("en")).viewer,
      ja: (await memberIn("ja")).viewer,
      none: (await memberIn(null)).viewer,
    };
    const posts: Record<string, number> = {};
    for (const [key, author] of Object.entries(authors)) {
      posts[key] = (await createTestPost(deps.db, author, { title: "Moving a sofa" })).id;
      await callerFor(deps, commenter).comments.create({
        post_id: posts[key] as number,
        body: "I can help on Saturday",
      });
    }
    await drainAppJobs(deps.db, deps.env);

    const english = await mailbox.waitFor(authors.en.email);
    expect(english.subject).toBe("[Tasukeai Board] Ken Sato commented on your request");
    expect(english.text).toContain('"Moving a sofa" I can help on Saturday');
    expect(english.text).toContain(`View on Tasukeai Board: http://localhost:3000/post/${posts.en}#comments`);
    expect(english.text).toContain(
      "This email was sent because of your notification settings on Tasukeai Board.",
    );
    expect(english.html).toContain('<html lang="en">');
    expect(whole(english)).not.toMatch(JAPANESE);

    for (const author of [authors.ja, authors.none]) {
      const mail = await mailbox.waitFor(author.email);
      expect(mail.subject).toBe("【たすけあい掲示板】Ken Satoさんがあなたの依頼にコメントしました");
      expect(mail.text).toContain("「Moving a sofa」I can help on Saturday");
      expect(mail.text).toContain("たすけあい掲示板で見る");
      expect(mail.html).toContain('<html lang="ja">');
    }
  });

  test("an unread message is mailed in the recipient's language, the messages as written", async () => {
    const { viewer: reader } = await memberIn("en");
    const sender = await createMember(deps.db, { name: "Ken Sato" });
    const { id } = await callerFor(deps, sender).threads.open({ user_id: reader.id });
    await callerFor(deps, sender).threads.send({ id, body: "Is Saturday fine? 土曜日で大丈夫ですか" });
    // Left unread for 16 minutes: the schedule queues the mail (thread-mail.ts), the job sends it.
    await deps.db.execute(
      sql`update messages set created_at = created_at - interval '16 minutes' where thread_id = ${id}`,
    );
    await scheduleThreadMails(deps.db);
    const handlers = jobHandlersFor(deps.env);
    await drainJobs(deps.db, { [THREAD_MAIL_QUEUE]: handlers[THREAD_MAIL_QUEUE] } as typeof handlers);
    const mail = await mailbox.waitFor(reader.email);
    expect(mail.subject).toBe("[Tasukeai Board] You have a message from Ken Sato");
    expect(mail.text).toContain("Dear Emma Brown,\n\nYou have not read the message from Ken Sato yet.");
    expect(mail.text).toContain("Ken Sato: Is Saturday fine? 土曜日で大丈夫ですか");
    expect(mail.text).toContain("Stop emails about unread messages: ");
    expect(mail.text.replace("土曜日で大丈夫ですか", "")).not.toMatch(JAPANESE);
  });

  test("the daily digest is in the member's language", async () => {
    const { viewer: reader } = await memberIn("en");
    const follower = await createMember(deps.db, { name: "Ken Sato" });
    await callerFor(deps, reader).notifications.updateSettings({ digest_hour: jstHour(new Date()) });
    await callerFor(deps, follower).social.follow({ user_id: reader.id });
    await drainAppJobs(deps.db, deps.env);
    expect(await scheduleDigests(deps.db)).toBeGreaterThan(0);
    await drainAppJobs(deps.db, deps.env);
    const digest = await mailbox.waitFor(reader.email, { subject: /summary/ });
    expect(digest.subject).toBe("[Tasukeai Board] Today's summary: 1 notification");
    expect(digest.text).toContain("■ New followers (1)\n• Ken Sato started following you");
    expect(digest.text).toContain("Stop the summary emails: ");
    expect(digest.html).toContain('<html lang="en">');
    expect(whole(digest)).not.toMatch(JAPANESE);
  });
});
