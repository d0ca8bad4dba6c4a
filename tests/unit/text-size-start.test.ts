/**
 * The text size start-up script (docs/product.md "文字サイズ"): index.html carries exactly the text the
 * Content-Security-Policy allows by hash, and the script applies only the known sizes.
 */
import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { LANGUAGE_SCRIPT_SOURCE, TEXT_SIZE_SCRIPT_SOURCE } from "../../src/server/http/security-headers.ts";
import {
  copyTwinsMeta,
  LANGUAGE_START_SCRIPT,
  LANGUAGE_STORAGE_KEY,
  TWIN_LANGUAGES,
} from "../../src/shared/language.ts";
import { TEXT_SIZE_START_SCRIPT, TEXT_SIZE_STORAGE_KEY } from "../../src/shared/text-size.ts";

const html = readFileSync(new URL("../../src/client/index.html", import.meta.url), "utf8");

describe("text size start-up script", () => {
  test("index.html inlines the scripts the CSP hashes allow, once each, before the app's module", () => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([TEXT_SIZE_START_SCRIPT, LANGUAGE_START_SCRIPT]);
    const hashes = inline.map(
      (script) =>
        `'sha256-${createHash("sha256")
          .update(script ?? "")
          .digest("base64")}'`,
    );
    expect(hashes).toEqual([TEXT_SIZE_SCRIPT_SOURCE, LANGUAGE_SCRIPT_SOURCE]);
    expect(html.indexOf(LANGUAGE_START_SCRIPT)).toBeLessThan(html.indexOf('type="module"'));
    // The address of each language's twins is on the page before the script that reads it.
    for (const language of TWIN_LANGUAGES) {
      const meta = html.indexOf(`<meta name="${copyTwinsMeta(language)}"`);
      expect(meta).toBeGreaterThan(0);
      expect(meta).toBeLessThan(html.indexOf(LANGUAGE_START_SCRIPT));
    }
  });

  test("the language script writes the twins' script of English or やさしい日本語 only for a device that chose it", () => {
    expect(LANGUAGE_START_SCRIPT).toContain(`"${LANGUAGE_STORAGE_KEY}"`);
    for (const [kept, written, lang] of [
      ["en", "/assets/copy-en-abc.js", "en"],
      // やさしい日本語 is Japanese: the page stays lang="ja".
      ["easy_ja", "/assets/copy-easy-def.js", "ja"],
      ["ja", null, "ja"],
      ["<img>", null, "ja"],
      [null, null, "ja"],
    ] as const) {
      const writes: string[] = [];
      const root = { lang: "ja" };
      const addresses: Record<string, string> = {
        'meta[name="tasukeai-copy-en"]': "/assets/copy-en-abc.js",
        'meta[name="tasukeai-copy-easy_ja"]': "/assets/copy-easy-def.js",
      };
      const document = {
        documentElement: root,
        querySelector: (selector: string) => ({ content: addresses[selector] }),
        write: (text: string) => writes.push(text),
      };
      new Function("localStorage", "document", LANGUAGE_START_SCRIPT)({ getItem: () => kept }, document);
      expect(writes).toEqual(written ? [`<script type="module" crossorigin src="${written}"></script>`] : []);
      expect(root.lang).toBe(lang);
    }
  });

  test("it reads the client's key and sets only large and x-large", () => {
    expect(TEXT_SIZE_START_SCRIPT).toContain(`"${TEXT_SIZE_STORAGE_KEY}"`);
    for (const [kept, expected] of [
      ["large", "large"],
      ["x-large", "x-large"],
      ["standard", null],
      ["<img>", null],
      [null, null],
    ] as const) {
      const attributes = new Map<string, string>();
      const localStorage = { getItem: () => kept };
      const document = {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      };
      new Function("localStorage", "document", TEXT_SIZE_START_SCRIPT)(localStorage, document);
      expect(attributes.get("data-text-size") ?? null).toBe(expected);
    }
  });
});
