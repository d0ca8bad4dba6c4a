/**
 * The interface languages (docs/product.md "Languages"), without zod so the first bundle and the server's request
 * handling read them: the languages, the device's storage key, and the reading of an `Accept-Language` header.
 * The texts of each language are the copy catalogue's twins (docs/decisions/034-languages-as-typed-catalogue-twins.md).
 */

/** 日本語 (the default: the documented texts of REST) and English. */
export const LANGUAGES = ["ja", "en"] as const;
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

/**
 * Where src/client/copy-en.ts leaves the English twins of the catalogue for the app's catalogue modules
 * (`globalThis[COPY_EN_GLOBAL][name + "En"]`).
 */
export const COPY_EN_GLOBAL = "__tasukeaiCopyEn";

/** The `<meta name>` of index.html whose content is the address of the English twins' script in this build. */
export const COPY_EN_META = "tasukeai-copy-en";

/**
 * The inline start-up script of index.html (docs/product.md "Languages"): on a device that chose English, marks the
 * page English and writes the English twins' script into the document right here, before the app's module script,
 * so it runs first (module scripts run in document order). The server allows exactly this script by its hash in the
 * Content-Security-Policy (server/http/security-headers.ts); tests/unit/text-size-start.test.ts checks index.html
 * carries it unchanged.
 */
export const LANGUAGE_START_SCRIPT =
  'var l;try{if(localStorage.getItem("tasukeai.language")==="en"){document.documentElement.lang="en";l=document.querySelector(\'meta[name="tasukeai-copy-en"]\');if(l)document.write(\'<script type="module" crossorigin src="\'+l.content+\'"></scr\'+\'ipt>\')}}catch{}';
