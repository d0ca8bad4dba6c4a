/**
 * The text size start-up script (docs/product.md "文字サイズ"): index.html carries exactly the text the
 * Content-Security-Policy allows by hash, and the script applies only the known sizes.
 */
import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { TEXT_SIZE_SCRIPT_SOURCE } from "../../src/server/http/security-headers.ts";
import { TEXT_SIZE_START_SCRIPT, TEXT_SIZE_STORAGE_KEY } from "../../src/shared/text-size.ts";

const html = readFileSync(new URL("../../src/client/index.html", import.meta.url), "utf8");

describe("text size start-up script", () => {
  test("index.html inlines the script the CSP hash allows, once, before the app's module", () => {
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([TEXT_SIZE_START_SCRIPT]);
    const hash = createHash("sha256")
      .update(inline[0] ?? "")
      .digest("base64");
    expect(TEXT_SIZE_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(html.indexOf(TEXT_SIZE_START_SCRIPT)).toBeLessThan(html.indexOf('type="module"'));
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
