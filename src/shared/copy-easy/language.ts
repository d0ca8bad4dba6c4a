/**
 * The やさしい日本語 twin of src/shared/copy/language.ts (docs/decisions/034-languages-as-typed-catalogue-twins.md).
 * The languages' names stay in their own scripts, so that their readers find them.
 */
import type { languageCopy } from "../copy/language.ts";
import type { Translation } from "../copy-en/translation.ts";

export const languageCopyEasy: Translation<typeof languageCopy> = {
  title: "画面《がめん》の言語《げんご》",
  menuLabel: "言語《げんご》 / Language",
  names: { ja: "日本語", en: "English", easy_ja: "やさしい日本語" },
  hint: "画面《がめん》で使《つか》う言語《げんご》を選《えら》べます。おねがいやメッセージの文章《ぶんしょう》は、書《か》いた人《ひと》の言葉《ことば》のままです。",
  memberNote:
    "ここで選《えら》んだ言語《げんご》は、ほかのスマートフォンやパソコンでログインしたときも使《つか》います。",
  switching: "画面《がめん》の言語《げんご》を変《か》えています…",
  saved: "画面《がめん》の言語《げんご》を保存《ほぞん》しました。",
  offer: {
    text: "This board is also available in English.",
    accept: "Read in English",
    keep: "日本語《にほんご》のまま使《つか》う",
    label: "Language",
  },
  tooMany:
    "画面《がめん》の言語《げんご》を、何回《なんかい》も続《つづ》けて変《か》えました。少《すこ》しのあいだ、変《か》えることができません。10分《ぷん》ぐらい待《ま》ってから、もう一度《いちど》やってみてください。",
};
