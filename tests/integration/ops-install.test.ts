/**
 * Installing (docs/operations.md "Installing"): a production install is `npm ci --omit=dev && npm run
 * build && npm start`, so everything the server, the client build and the start script import must be a
 * dependency, not a dev dependency — a package moved or added to the wrong list fails here instead of on the
 * production host (`bun: not found`, `Cannot find package 'vite'`). The one exception is pino-pretty, which
 * logger.ts loads only for development output and does without.
 */
import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { clientIsFresh, sourceHash } from "../../scripts/build-client.ts";

const root = resolve(import.meta.dir, "../..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Imported only in development, behind a fallback (logger.ts). */
const DEV_ONLY = new Set(["pino-pretty"]);

/** What a production install runs: the server, the shared code, the client (built on the host) and the scripts. */
const PRODUCTION_SOURCES = ["src", "vite.config.ts", "scripts/build-client.ts", "index.html"];

function sourceFiles(path: string, into: string[] = []): string[] {
  const full = join(root, path);
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full)) sourceFiles(join(path, entry), into);
  } else if (/\.(ts|tsx)$/.test(path)) {
    into.push(path);
  }
  return into;
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for built-ins and paths. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("#")) return null;
  if (specifier.startsWith("node:") || specifier.startsWith("bun:") || specifier === "bun") return null;
  // Vite's virtual modules (`virtual:pwa-register`) come from a plugin that vite.config.ts imports.
  if (specifier.startsWith("virtual:")) return null;
  if (builtinModules.includes(specifier.split("/")[0] as string)) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] as string);
}

describe("a production install (npm ci --omit=dev)", () => {
  test("every package the server, the client build and the start script import is a dependency", () => {
    // Each file with its own loader: a .ts file may hold `<T>(…)` generics that JSX parsing would refuse.
    const transpilers = {
      ts: new Bun.Transpiler({ loader: "ts" }),
      tsx: new Bun.Transpiler({ loader: "tsx" }),
    };
    const missing = new Map<string, string>();
    const files = PRODUCTION_SOURCES.filter((path) => !path.endsWith(".html")).flatMap((path) =>
      sourceFiles(path),
    );
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const transpiler = file.endsWith(".tsx") ? transpilers.tsx : transpilers.ts;
      for (const { path: specifier } of transpiler.scanImports(readFileSync(join(root, file), "utf8"))) {
        const name = packageOf(specifier);
        if (name && !DEV_ONLY.has(name) && !(name in pkg.dependencies)) missing.set(name, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  test("npm start and npm run build need no dev dependency: bun, vite and its plugins are dependencies", () => {
    for (const name of ["bun", "vite", "@vitejs/plugin-react", "pino"])
      expect(pkg.dependencies).toHaveProperty(name);
    expect(pkg.scripts.start).toBe("bun scripts/build-client.ts --if-stale && exec bun src/server/index.ts");
    expect(pkg.scripts.build).toBe("bun scripts/build-client.ts");
    for (const name of DEV_ONLY) expect(pkg.devDependencies).toHaveProperty(name);
  });
});

describe("npm start builds the client only when it is missing or stale", () => {
  test("fresh after a build of these sources; stale when a source changes, a file appears, or the build is gone", () => {
    const base = mkdtempSync(join(tmpdir(), "tasukeai-build-stamp-"));
    try {
      mkdirSync(join(base, "src/client"), { recursive: true });
      mkdirSync(join(base, "dist/client"), { recursive: true });
      writeFileSync(join(base, "index.html"), "<!doctype html>");
      writeFileSync(join(base, "src/client/main.tsx"), "export const a = 1;");
      expect(clientIsFresh(base)).toBe(false); // never built
      writeFileSync(join(base, "dist/client/index.html"), "<!doctype html>");
      writeFileSync(join(base, "dist/client/.build-inputs"), `${sourceHash(base)}\n`);
      expect(clientIsFresh(base)).toBe(true);
      writeFileSync(join(base, "src/client/main.tsx"), "export const a = 2;");
      expect(clientIsFresh(base)).toBe(false); // a changed source
      writeFileSync(join(base, "dist/client/.build-inputs"), `${sourceHash(base)}\n`);
      expect(clientIsFresh(base)).toBe(true);
      writeFileSync(join(base, "src/client/extra.ts"), "");
      expect(clientIsFresh(base)).toBe(false); // a new file
      writeFileSync(join(base, "dist/client/.build-inputs"), `${sourceHash(base)}\n`);
      rmSync(join(base, "dist/client/index.html"));
      expect(clientIsFresh(base)).toBe(false); // the build is gone
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
