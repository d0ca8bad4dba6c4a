/**
 * The interface languages (docs/product.md "Languages"), without zod so the first bundle and the server's request
 * handling read them: the languages, the device's storage key, and the reading of an `Accept-Language` header.
 * The texts of each language are the copy catalogue's twins (docs/decisions/034-languages-as-typed-catalogue-twins.md).
 */

/**
 * 日本語 (the default: the documented texts of REST), English and やさしい日本語 (easy Japanese: short sentences,
 * everyday words, ふりがな on kanji; docs/product.md "Languages"). No browser asks for やさしい日本語 by a language
 * tag, so it is only ever chosen on the page (and the server's own texts stay Japanese on it).
 */
export const LANGUAGES = ["ja", "en", "easy_ja"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a visitor who chose none, of REST without `Accept-Language`, and of every stored text. */
export const DEFAULT_LANGUAGE: Language = "ja";

/** The localStorage key of the language chosen on this device (client/lib/language.ts, index.html's start-up script). */
export const LANGUAGE_STORAGE_KEY = "tasukeai.language";

/** Whether `value` is one of LANGUAGES. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The interface language of a BCP 47 tag, or null: `en-US` → en, `ja-JP` → ja, `fr` → null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return isLanguage(primary) ? primary : null;
}

/**
 * The language an `Accept-Language` header asks for (RFC 9110 §12.5.4): the supported language of the highest
 * weight, the earlier one on a tie; `*`, unknown languages, `q=0` and a missing or malformed header give the
 * default (ja). `en-GB,en;q=0.9,ja;q=0.8` → en; `ja,en;q=0.9` → ja; `fr,en;q=0.5` → en.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: Language | null = null;
  let bestWeight = 0;
  for (const part of header.slice(0, 512).split(",")) {
    const [tag = "", ...params] = part.split(";");
    const language = languageOfTag(tag);
    if (!language) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) weight = Number(match[1]);
    }
    if (weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best ?? DEFAULT_LANGUAGE;
}

/** The languages whose words come from a twin of the catalogue, loaded before the app: all but Japanese. */
export const TWIN_LANGUAGES = ["en", "easy_ja"] as const satisfies readonly Language[];

/**
 * Where a twins' script (src/client/copy-en.ts, src/client/copy-easy.ts) leaves its language's twins for the app's
 * catalogue modules: `globalThis[COPY_TWINS_GLOBAL]` is `{language, twins, ...}` (client/lib/language.ts `LoadedTwins`),
 * each twin under the name of the catalogue object it translates (`copy`, `safetyCopy`, `categoryNames` ...).
 */
export const COPY_TWINS_GLOBAL = "__tasukeaiCopyTwins";

/**
 * The `<meta name>` of index.html whose content is the address of `language`'s twins' script in this build:
 * `tasukeai-copy-en`, `tasukeai-copy-easy_ja`.
 */
export function copyTwinsMeta(language: (typeof TWIN_LANGUAGES)[number]): string {
  return `tasukeai-copy-${language}`;
}

/**
 * The inline start-up script of index.html (docs/product.md "Languages"): on a device that chose English or
 * やさしい日本語, writes that language's twins' script into the document right here, before the app's module script,
 * so it runs first (module scripts run in document order); an English page is marked English (やさしい日本語 is
 * Japanese). The server allows exactly this script by its hash in the Content-Security-Policy
 * (server/http/security-headers.ts); tests/unit/text-size-start.test.ts checks index.html carries it unchanged.
 */
export const LANGUAGE_START_SCRIPT =
  'var l,m;try{l=localStorage.getItem("tasukeai.language");if(l==="en"||l==="easy_ja"){if(l==="en")document.documentElement.lang="en";m=document.querySelector(\'meta[name="tasukeai-copy-\'+l+\'"]\');if(m)document.write(\'<script type="module" crossorigin src="\'+m.content+\'"></scr\'+\'ipt>\')}}catch{}';
