/**
 * The words of mails and push texts in their recipient's language (docs/product.md "Languages", "Mails and
 * notifications"; docs/decisions/034-languages-as-typed-catalogue-twins.md). A mail or a push is made for a member,
 * not for a request, so it cannot be translated at the edge like an answer (decision 035): its builder takes the
 * recipient's language and reads its words from the catalogue of that language — the Japanese catalogue itself, its
 * English twins or its やさしい日本語 twins (readings in parentheses) — so a Japanese mail is the same text, byte for
 * byte, as before there were languages.
 *
 * Which language: the account's own choice (`users.language`) when it made one; else, for a mail asked for during a
 * request (registration, a resend, a password reset, an e-mail change), the language of that request, carried in the
 * job; else Japanese (`recipientLanguage`).
 */
import { appointmentsCopy } from "#shared/copy/appointments.ts";
import { mailLayoutCopy } from "#shared/copy/mail-layout.ts";
import { organizationsCopy } from "#shared/copy/organizations.ts";
import { copy } from "#shared/copy.ts";
import { appointmentsCopyEasy } from "#shared/copy-easy/appointments.ts";
import { copyEasy } from "#shared/copy-easy/copy.ts";
import { mailLayoutCopyEasy } from "#shared/copy-easy/mail-layout.ts";
import { organizationsCopyEasy } from "#shared/copy-easy/organizations.ts";
import { appointmentsCopyEn } from "#shared/copy-en/appointments.ts";
import { copyEn } from "#shared/copy-en/copy.ts";
import { mailLayoutCopyEn } from "#shared/copy-en/mail-layout.ts";
import { organizationsCopyEn } from "#shared/copy-en/organizations.ts";
import type { Translation } from "#shared/copy-en/translation.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#shared/language.ts";
import { mapTexts, readingsInParentheses } from "#shared/ruby.ts";

/** The catalogue objects the mails and push texts read, in one language. */
export interface Catalogue {
  /** The language of these words. */
  readonly language: Language;
  /** `<html lang>` of a mail's HTML part: やさしい日本語 is Japanese. */
  readonly htmlLang: "ja" | "en";
  /** The main catalogue (`copy` / `copyEn`): account mails, notifications, statuses, ratings, weekdays. */
  readonly copy: Translation<typeof copy>;
  /** 日程調整 (`appointmentsCopy` / `appointmentsCopyEn`): its notices and how a 予定's time reads. */
  readonly appointments: Translation<typeof appointmentsCopy>;
  /** Organisations (`organizationsCopy` / `organizationsCopyEn`): the staff invitation mail and role names. */
  readonly organizations: Translation<typeof organizationsCopy>;
  /** Quotes, list marks and separators around what members wrote (`mailLayoutCopy` / `mailLayoutCopyEn`). */
  readonly layout: Translation<typeof mailLayoutCopy>;
}

const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  ja: {
    language: "ja",
    htmlLang: "ja",
    copy,
    appointments: appointmentsCopy,
    organizations: organizationsCopy,
    layout: mailLayoutCopy,
  },
  en: {
    language: "en",
    htmlLang: "en",
    copy: copyEn,
    appointments: appointmentsCopyEn,
    organizations: organizationsCopyEn,
    layout: mailLayoutCopyEn,
  },
  // A mail and a push are plain text (a mail's HTML part is made from the same words): the readings of the
  // やさしい日本語 twins in parentheses after their kanji, 「手伝（てつだ）う」 (shared/ruby.ts).
  easy_ja: {
    language: "easy_ja",
    htmlLang: "ja",
    copy: mapTexts(copyEasy, readingsInParentheses),
    appointments: mapTexts(appointmentsCopyEasy, readingsInParentheses),
    organizations: mapTexts(organizationsCopyEasy, readingsInParentheses),
    layout: mapTexts(mailLayoutCopyEasy, readingsInParentheses),
  },
};

/**
 * The catalogue of `language` (docs/product.md "Languages", "Mails and notifications"): `catalogueIn("en").copy.mail`
 * is copyEn.mail. Anything that is not a supported language (null: a member who never chose; a value of an older
 * job) gives the Japanese catalogue. Never throws.
 */
export function catalogueIn(language: Language | null | undefined): Catalogue {
  return CATALOGUES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/**
 * The language of a mail or push to a member (docs/product.md "Languages", "Mails and notifications"): `chosen`, the
 * account's `users.language`, when it is a language; else `asked`, the language of the request that asked for the
 * mail (a job's `language`), when it is one; else Japanese. Values are read as stored (unknown), never thrown on.
 */
export function recipientLanguage(chosen: unknown, asked?: unknown): Language {
  if (isLanguage(chosen)) return chosen;
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}
