/**
 * Words of the interface language (docs/product.md "Languages"): the header's and the member menu's choice, the
 * account settings section, the first visit's offer in the browser's language, and the refusal of an unknown one.
 */
export const languageCopy = {
  /** The setting's name: the settings section's heading, the field of a refusal. */
  title: "表示言語",
  /**
   * The header button's and the menus' label, with the English word so that a reader of either language finds it
   * (the usual mark of a language switch).
   */
  menuLabel: "言語 / Language",
  /** Each language named in its own script, as the choices show them (with their own `lang`). */
  names: { ja: "日本語", en: "English", easy_ja: "やさしい日本語" },
  /** The settings section's explanation. */
  hint: "画面の表示に使う言語を選べます。依頼やメッセージの本文は、書いた人の言葉のまま表示されます。",
  /** Under the settings section: where the choice is kept. */
  memberNote: "ここで選んだ言語は、ほかの端末でログインしたときにも使われます。",
  /** The message shown while the page reloads in the chosen language. */
  switching: "表示言語を切り替えています…",
  /** After a member's choice is saved. */
  saved: "表示言語を保存しました。",
  /**
   * A first visit from a browser that asks for English: the offer, written in English whatever the page's
   * language (its reader may not read Japanese), with a way to keep Japanese.
   */
  offer: {
    text: "This board is also available in English.",
    accept: "Read in English",
    keep: "日本語のまま使う",
    label: "Language",
  },
  /** The refusal (429) of too many changes: 60 in 10 minutes per member. */
  tooMany:
    "表示言語の変更が続いたため、一時的に受け付けを停止しています。10分ほど待ってからもう一度お試しください。",
} as const;
