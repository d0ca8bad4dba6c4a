/**
 * The English twin of src/shared/copy/language.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md).
 */
import type { languageCopy } from "../copy/language.ts";
import type { Translation } from "./translation.ts";

export const languageCopyEn: Translation<typeof languageCopy> = {
  title: "Display language",
  menuLabel: "Language / 言語",
  names: { ja: "日本語", en: "English", easy_ja: "やさしい日本語" },
  hint: "Choose the language of the screens. Requests and messages are shown as their writers wrote them.",
  memberNote: "The language you choose here is also used when you log in on other devices.",
  switching: "Switching the display language…",
  saved: "Display language saved.",
  offer: {
    text: "This board is also available in English.",
    accept: "Read in English",
    keep: "Keep Japanese",
    label: "Language",
  },
  tooMany: "Too many changes of the display language. Please wait about 10 minutes and try again.",
};
