/**
 * The text size start-up script (docs/product.md "文字サイズ"): index.html carries exactly the text the
 * Content-Security-Policy allows by hash, and the script applies only the known sizes.
 */
import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { LANGUAGE_SCRIPT_SOURCE, TEXT_SIZE_SCRIPT_SOURCE } from "../../src/server/http/security-headers.ts";
import { COPY_EN_META, LANGUAGE_START_SCRIPT, LANGUAGE_STORAGE_KEY } from "../../src/shared/language.ts";
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
    // The address of the English twins is on the page before the script that reads it.
    expect(html.indexOf(`<meta name="${COPY_EN_META}"`)).toBeLessThan(html.indexOf(LANGUAGE_START_SCRIPT));
  });

  test("the language script writes the English twins' script only for a device that chose English", () => {
    expect(LANGUAGE_START_SCRIPT).toContain(`"${LANGUAGE_STORAGE_KEY}"`);
    for (const [kept, written] of [
      ["en", true],
      ["ja", false],
      ["<img>", false],
      [null, false],
    ] as const) {
      const writes: string[] = [];
      const root = { lang: "ja" };
      const document = {
        documentElement: root,
        querySelector: () => ({ content: "/assets/copy-en-abc.js" }),
        write: (text: string) => writes.push(text),
      };
      new Function("localStorage", "document", LANGUAGE_START_SCRIPT)({ getItem: () => kept }, document);
      expect(writes).toEqual(
        written ? ['<script type="module" crossorigin src="/assets/copy-en-abc.js"></script>'] : [],
      );
      expect(root.lang).toBe(written ? "en" : "ja");
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
