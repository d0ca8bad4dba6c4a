/**
 * Mails and push texts in their recipient's language (docs/product.md "Languages", "Mails and notifications"): the
 * catalogue of a language (src/server/mail/catalogue.ts), which language a recipient gets, and every builder —
 * account mails, notification texts of every kind, card mails, the comment batch, the digest, a 予定's time — in
 * English with no kana or kanji beyond what members wrote, and in Japanese with the words they always had.
 * tests/integration/mail-languages.test.ts sends them through the queue and a real SMTP server.
 */
import { describe, expect, test } from "bun:test";
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { mailLayoutCopy } from "#shared/copy/mail-layout.ts";
import { copy } from "#shared/copy.ts";
import { copyEasy } from "#shared/copy-easy/copy.ts";
import { appointmentsCopyEn } from "#shared/copy-en/appointments.ts";
import { copyEn } from "#shared/copy-en/copy.ts";
import { mailLayoutCopyEn } from "#shared/copy-en/mail-layout.ts";
import type { Language } from "#shared/language.ts";
import { readingsInParentheses } from "#shared/ruby.ts";
import type { NotificationType } from "#shared/schemas/notifications.ts";
import { appointmentWhen } from "../../src/server/domains/appointments/appointment-when.ts";
import { commentBatchMail } from "../../src/server/domains/notifications/comment-mail-batch.ts";
import { digestMail } from "../../src/server/domains/notifications/digest-mail.ts";
import { notificationMail } from "../../src/server/domains/notifications/notification-mail.ts";
import {
  type NotificationData,
  presentNotification,
} from "../../src/server/domains/notifications/notification-text.ts";
import type { AppEnv } from "../../src/server/env.ts";
import { catalogueIn, recipientLanguage } from "../../src/server/mail/catalogue.ts";
import {
  organizationInvitationMail,
  passwordResetMail,
  verificationMail,
} from "../../src/server/mail/templates.ts";

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const env = {
  appUrl: "http://localhost:3000",
  appKey: "base64:dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktMTIzNA==",
} as AppEnv;

const KINDS: NotificationType[] = [
  "comment",
  "reply",
  "follow",
  "followed_post",
  "saved_search",
  "bookmark_status",
  "review",
  "report_handled",
  "appointment",
  "admin_notice",
];

/** A stored notification's data as members wrote it, in ASCII so that any Japanese left is the server's own. */
const DATA: NotificationData = {
  actor_name: "Ken Sato",
  post_title: "Moving a sofa",
  excerpt: "I can help on Saturday",
  status: "resolved",
  rating: "good",
  action: "hide",
  title: "Maintenance",
  body: "The board stops at 2 am.",
  url: "/help",
  event: "confirmed",
  starts_at: "2026-12-05T05:00:00.000Z",
  place: "Station",
  thread_id: 12,
};

describe("the catalogue of a language", () => {
  test("English is the twins, Japanese the catalogue itself, anything else Japanese", () => {
    expect(catalogueIn("en").copy).toBe(copyEn);
    expect(catalogueIn("en").appointments).toBe(appointmentsCopyEn);
    expect(catalogueIn("en").layout).toBe(mailLayoutCopyEn);
    expect(catalogueIn("ja").copy).toBe(copy);
    expect(catalogueIn("ja").appointments).toBe(appointmentsCopy);
    expect(catalogueIn("ja").layout).toBe(mailLayoutCopy);
    expect(catalogueIn(null).language).toBe("ja");
    expect(catalogueIn("fr" as Language).language).toBe("ja");
  });

  test("a recipient's language: the account's choice, else the asking request's, else Japanese", () => {
    expect(recipientLanguage("en", "ja")).toBe("en");
    expect(recipientLanguage("ja", "en")).toBe("ja");
    expect(recipientLanguage(null, "en")).toBe("en");
    expect(recipientLanguage(null, undefined)).toBe("ja");
    expect(recipientLanguage(undefined, "fr")).toBe("ja");
    expect(recipientLanguage("easy_ja", "en")).toBe("easy_ja");
    expect(recipientLanguage("zh")).toBe("ja");
  });

  test("やさしい日本語 is its twins with the readings in parentheses: plain text, as a mail is", () => {
    const easy = catalogueIn("easy_ja");
    expect(easy.language).toBe("easy_ja");
    expect(easy.htmlLang).toBe("ja");
    expect(easy.copy.serviceName).toBe(readingsInParentheses(copyEasy.serviceName));
    expect(JSON.stringify(easy.copy)).not.toMatch(/[《》｜\uE000-\uE002]/u);
    const verify = verificationMail("a@example.test", "《山田》 はなこ", "http://l/v", "easy_ja");
    expect(verify.language).toBe("easy_ja");
    expect(verify.html).toStartWith('<!doctype html><html lang="ja">');
    expect(verify.subject).toContain("（");
    // What the member wrote stays as written, 《》 included.
    expect(verify.text).toStartWith("《山田》 はなこ");
  });
});

describe("account mails", () => {
  test("in English: English words, English sender's language, the name as written", () => {
    for (const mail of [
      verificationMail("emma@example.test", "Emma Brown", "http://localhost:3000/email/verify?id=1", "en"),
      passwordResetMail("emma@example.test", "Emma Brown", "http://localhost:3000/reset-password/x", "en"),
      organizationInvitationMail("emma@example.test", "Setagaya Council", "staff", "http://l/i", "en"),
    ]) {
      expect(mail.language).toBe("en");
      expect(mail.html).toStartWith('<!doctype html><html lang="en">');
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(JAPANESE);
    }
    const verify = verificationMail("emma@example.test", "Emma Brown", "http://l/v", "en");
    expect(verify.subject).toBe("[Tasukeai Board] Confirm your email address");
    expect(verify.text).toStartWith("Dear Emma Brown,\n\nThank you for registering with Tasukeai Board.");
    expect(verify.text).toContain("The link is valid for 60 minutes.");
    const invite = organizationInvitationMail(
      "emma@example.test",
      "Setagaya Council",
      "owner",
      "http://l/i",
      "en",
    );
    expect(invite.text).toContain("(role: Manager)");
    expect(invite.text).toContain("The link is valid for 7 days.");
  });

  test("in Japanese: the words they always had, word for word", () => {
    const verify = verificationMail("a@example.test", "認証 太郎", "http://l/v", "ja");
    expect(verify.subject).toBe("【たすけあい掲示板】メールアドレスの確認");
    expect(verify.text).toBe(
      "認証 太郎 様\n\nたすけあい掲示板にご登録いただき、ありがとうございます。\n" +
        "下のリンクを開いて、メールアドレスの確認を完了してください。\n\nhttp://l/v\n\nリンクの有効期限は60分です。\n\n" +
        "―――――――――――――――\nたすけあい掲示板\nこのメールは送信専用です。お心当たりのない場合は、このメールを破棄してください。\n",
    );
    expect(verify.html).toStartWith('<!doctype html><html lang="ja">');
    expect(verify.language).toBe("ja");
    const invite = organizationInvitationMail("a@example.test", "社協", "staff", "http://l/i", "ja");
    expect(invite.text).toContain("「社協」のスタッフとして招待されました。");
  });
});

describe("notification texts, mails and the digest", () => {
  test.each(KINDS)("%s in English holds no kana or kanji beyond what members wrote", (type) => {
    for (const hidden of [false, true]) {
      const shown = presentNotification(type, 5, 7, DATA, hidden, "en");
      expect(`${shown.title}\n${shown.body}`).not.toMatch(JAPANESE);
      const mail = notificationMail(
        env,
        { id: 3, name: "Emma Brown", email: "emma@example.test", language: "en" },
        { id: 9, type, ...shown },
      );
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(JAPANESE);
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  test("English quotes and statuses; a 予定's time in English; Japanese as it was", () => {
    expect(presentNotification("comment", 5, 7, DATA, false, "en")).toEqual({
      title: "Ken Sato commented on your request",
      body: '"Moving a sofa" I can help on Saturday',
      url: "/post/7#comments",
    });
    expect(presentNotification("review", 5, 7, DATA, false, "en").body).toBe(
      '"Moving a sofa" [Good] I can help on Saturday',
    );
    expect(presentNotification("bookmark_status", 5, 7, DATA, false, "en").title).toBe(
      'A request you saved is now "Resolved"',
    );
    expect(presentNotification("comment", 5, 7, { ...DATA, actor_name: "" }, true, "en")).toMatchObject({
      title: "Former member commented on your request",
      body: '"This content was hidden by an administrator." I can help on Saturday',
    });
    expect(presentNotification("comment", 5, 7, DATA, false, "ja")).toEqual({
      title: "Ken Satoさんがあなたの依頼にコメントしました",
      body: "「Moving a sofa」I can help on Saturday",
      url: "/post/7#comments",
    });
    expect(presentNotification("review", 5, 7, DATA, false, "ja").body).toBe(
      "「Moving a sofa」【良い】 I can help on Saturday",
    );

    const start = new Date("2026-12-05T05:00:00Z");
    expect(appointmentWhen(start, new Date("2026-06-01T00:00:00Z"), "en")).toBe("Sat, Dec 5, 14:00");
    expect(appointmentWhen(start, new Date("2027-06-01T00:00:00Z"), "en")).toBe("Sat, Dec 5, 2026, 14:00");
    expect(appointmentWhen(start, new Date("2026-06-01T00:00:00Z"))).toBe("12月5日(土) 14:00");
    const notice = presentNotification("appointment", 5, 7, DATA, false, "en");
    expect(notice.title).toBe("Ken Sato confirmed the appointment");
    expect(notice.body).toMatch(/^“Moving a sofa” · Sat, Dec 5(, 2026)?, 14:00 · Station$/);
  });

  test("the comment batch and the digest in English: English words and list marks, lang en", () => {
    const to = { id: 3, name: "Emma Brown", email: "emma@example.test", language: "en" as const };
    const comments = [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      type: "comment" as const,
      actor_id: id,
      data: {
        actor_name: id === 2 ? "" : `Helper ${id}`,
        post_title: "Moving a sofa",
        excerpt: `Note ${id}`,
      },
      post_hidden: false,
    }));
    const batch = commentBatchMail(env, to, 7, comments);
    expect(batch.subject).toBe('[Tasukeai Board] 6 new comments on "Moving a sofa"');
    expect(batch.text).toContain("• Former member: Note 2");
    expect(`${batch.subject}\n${batch.text}\n${batch.html}`).not.toMatch(JAPANESE);

    const items = KINDS.filter((type) => type !== "appointment").map((type) => ({
      type,
      ...presentNotification(type, 5, 7, DATA, false, "en"),
      status: type === "saved_search" ? copyEn.requests.status.open : null,
    }));
    const digest = digestMail(env, to, items);
    expect(digest.subject).toBe("[Tasukeai Board] Today's summary: 9 notifications");
    expect(digest.text).toContain("■ New requests for you (2)");
    expect(digest.text).toContain("• There is a new request that matches your saved search [Open]");
    expect(digest.html).toContain('<html lang="en">');
    expect(`${digest.subject}\n${digest.text}\n${digest.html}`).not.toMatch(JAPANESE);

    const japanese = digestMail(env, { ...to, language: "ja" }, items.slice(0, 1));
    expect(japanese.subject).toBe("【たすけあい掲示板】今日のお知らせ1件のまとめ");
    expect(japanese.text).toContain("■ コメント（1件）");
    expect(japanese.html).toContain('<html lang="ja">');
  });
});
