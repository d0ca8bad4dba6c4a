/**
 * The interface language of this page (docs/product.md "Languages"; docs/decisions/034-languages-as-typed-catalogue-twins.md).
 * Fixed for the page's lifetime: the choice kept on this device (localStorage, LANGUAGE_STORAGE_KEY), else Japanese.
 * On a device that chose English or やさしい日本語, index.html's start-up script has already run that language's twins'
 * script (src/client/copy-en.ts, src/client/copy-easy.ts), which leaves the twins on `globalThis`; every catalogue
 * module of the client build ends by laying its twin over its own objects (`layTwins`, added by the
 * `tasukeai-catalogue-twins` plugin of vite.config.ts) before any importer reads them. Changing the language
 * therefore reloads the page: what was read stays read.
 *
 * This module imports no catalogue (the catalogue modules import it).
 */
import {
  COPY_TWINS_GLOBAL,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languageOfTag,
} from "#shared/language.ts";

/** The key under which a dismissed first-visit offer is kept (docs/product.md "Languages"). */
const OFFER_ANSWERED_KEY = "tasukeai.languageOffer";

/** The language kept on this device, or null when none was chosen (or storage is refused). */
export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

type Twins = Record<string, Record<string, unknown> | undefined>;

/** React's `jsx` as the JSX runtime of the client calls it (client/jsx/jsx-runtime.ts). */
export type JsxFactory = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;

/** What a twins' script leaves on `globalThis[COPY_TWINS_GLOBAL]`. */
export interface LoadedTwins {
  /** The language of these twins. */
  language: Language;
  /**
   * Each twin under the name of the catalogue object it translates (`copy`, `safetyCopy` ...), and the names of the
   * server's categories, prefectures and areas by slug (`categoryNames`, `regionNames`, `regionAreaNames`).
   */
  twins: Twins;
  /**
   * The props of an element with the texts' readings drawn (やさしい日本語: `<ruby>` in its children, readings
   * left out of or put in parentheses in its attributes; client/easy-ruby.ts), the props themselves when nothing
   * changes. Absent for a language without readings.
   */
  drawProps?: (type: unknown, props: Record<string, unknown>, jsx: JsxFactory) => Record<string, unknown>;
  /** A text for a place that shows plain text only (a dialog box, the document's title); absent: as it is. */
  plain?: (text: string) => string;
}

/**
 * The twins a twins' script left (`{language, twins: {copy: {...}, categoryNames: {...}, ...}}`), or undefined on a
 * Japanese page; also read by client/lib/reference-names.ts and the JSX runtime.
 */
export function loadedTwins(): LoadedTwins | undefined {
  return (globalThis as Record<string, unknown>)[COPY_TWINS_GLOBAL] as LoadedTwins | undefined;
}

let shown: Language | undefined;

/**
 * The language this page shows, fixed for its lifetime: the device's choice when its twins were loaded (the
 * start-up script loads them), else Japanese. Read when first asked, not when this module is evaluated: the twins'
 * script may share this module's chunk and evaluate it before it leaves the twins.
 */
export function pageLanguage(): Language {
  if (shown === undefined) {
    const chosen = typeof window === "undefined" ? null : storedLanguage();
    shown = chosen !== null && loadedTwins()?.language === chosen ? chosen : DEFAULT_LANGUAGE;
  }
  return shown;
}

/**
 * `text` as a place that shows plain text only can show it (a `confirm` dialog, the document's title, a chart's
 * labels, what is shared): on a やさしい日本語 page the readings in parentheses after their kanji, 「削除（さくじょ）」;
 * elsewhere `text` itself.
 */
export function plainText(text: string): string {
  const plain = pageLanguage() === DEFAULT_LANGUAGE ? undefined : loadedTwins()?.plain;
  return plain ? plain(text) : text;
}

/**
 * Keeps `language` on this device and, when it differs from the page's, reloads the page in it.
 * Storage refused (private mode): the page cannot change language, and nothing happens.
 */
export function switchLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    window.localStorage.setItem(OFFER_ANSWERED_KEY, "1");
  } catch {
    return;
  }
  if (language !== pageLanguage()) window.location.reload();
}

/**
 * The language to offer on a first visit: the browser's most preferred supported language when it is not the page's,
 * no language was ever chosen here and the offer was not answered; else null. `navigator.languages` = ["en-US", "ja"]
 * on a Japanese page offers en; ["ja", "en"] offers nothing.
 */
export function offeredLanguage(): Language | null {
  if (storedLanguage() !== null) return null;
  try {
    if (window.localStorage.getItem(OFFER_ANSWERED_KEY)) return null;
  } catch {
    return null;
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = languageOfTag(tag);
    if (language) return language === pageLanguage() ? null : language;
  }
  return null;
}

/** Keeps the page's language and hides the offer on this device from now on. */
export function declineOffer(): void {
  try {
    window.localStorage.setItem(OFFER_ANSWERED_KEY, "1");
  } catch {
    // The offer comes back on the next visit.
  }
}

/**
 * Lays the loaded twin of each catalogue object of `objects` (`{safetyCopy}`: the twin named `safetyCopy`) over it in
 * place.
 * Nothing on a Japanese page. Called at the end of each catalogue module of the client build.
 */
export function layTwins(objects: Record<string, unknown>): void {
  const twins = pageLanguage() === DEFAULT_LANGUAGE ? undefined : loadedTwins()?.twins;
  if (!twins) return;
  for (const [name, target] of Object.entries(objects)) {
    const twin = twins[name];
    if (twin && target && typeof target === "object") layTranslation(target as Record<string, unknown>, twin);
  }
}

/**
 * Lays `twin` over `target` in place: every text and template of the twin replaces the Japanese one at the same key,
 * nested areas key by key (the objects are the catalogue's own, so every importer sees the translation).
 * Called by the catalogue modules of the client build before their importers run.
 */
export function layTranslation(target: Record<string, unknown>, twin: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(twin)) {
    const current = target[key];
    if (
      value !== null &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      current !== null &&
      typeof current === "object" &&
      !Array.isArray(current)
    ) {
      layTranslation(current as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      target[key] = value;
    }
  }
}
