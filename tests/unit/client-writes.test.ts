/**
 * Client writes are written once (docs/architecture.md "Client writes"): every tRPC mutation is called through a
 * hook module of its feature (`features/<feature>/hooks/use-….ts`) or, for what several features share, of
 * `lib/` (`lib/use-….ts`), which owns its cache invalidation; an invalidation names procedures (or inputs), never a
 * whole router; and every multipart body is built by the one FormData builder, `lib/form-data.ts`, typed by the
 * write's schema (tests/unit/form-data.test.ts). A source scan, so a new component that calls `useMutation` inline,
 * refreshes a whole router or appends form fields by hand fails here.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const CLIENT = join(import.meta.dir, "../../src/client");

/** Every .ts/.tsx file under src/client, as [path relative to src/client, text]. */
function clientFiles(): [string, string][] {
  const files: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push([relative(CLIENT, path), readFileSync(path, "utf8")]);
    }
  };
  walk(CLIENT);
  return files;
}

/** `file:line` of every line of the client matching `pattern` in files `where` accepts. */
function linesMatching(pattern: RegExp, where: (path: string) => boolean): string[] {
  return clientFiles()
    .filter(([path]) => where(path))
    .flatMap(([path, text]) =>
      text.split("\n").flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}`] : [])),
    );
}

/** A hook module: `features/<feature>/hooks/use-….ts` or `lib/use-….ts`. */
const HOOK_MODULE = /^(features\/[a-z-]+\/hooks|lib)\/use-[a-z-]+\.ts$/;

describe("client writes", () => {
  test("the client has writes to check (the scan reads the real tree)", () => {
    expect(linesMatching(/\.useMutation\(/, () => true).length).toBeGreaterThan(40);
  });

  test("every mutation is called in a hook module of its feature or of lib/, none inline in a component", () => {
    expect(linesMatching(/\.useMutation\(/, (path) => !HOOK_MODULE.test(path))).toEqual([]);
  });

  test("no write refreshes a whole router or the whole cache: invalidations name their procedures", () => {
    const wholeRouter = /\butils(\.[A-Za-z]+)?\.invalidate\(|invalidateQueries\(\s*\)/;
    expect(linesMatching(wholeRouter, () => true)).toEqual([]);
  });

  test("FormData is built only by lib/form-data.ts (typed by the write's schema)", () => {
    expect(linesMatching(/new FormData\(/, (path) => path !== "lib/form-data.ts")).toEqual([]);
  });
});
