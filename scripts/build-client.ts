/**
 * `npm run build` and the first half of `npm start`: builds the browser client (vite build → dist/client) and
 * records a hash of everything the build reads in dist/client/.build-inputs. With `--if-stale` (what `npm start`
 * passes) the build runs only when dist/client has no index.html or its recorded hash differs from the sources
 * now, so a restart serves at once and a `git pull` of client code rebuilds (docs/operations.md "Installing").
 * Vite and its plugins are production dependencies, so this works after `npm ci --omit=dev`.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** Where the hash of the last build's inputs is kept, under `base` (the repository). */
function stampFileOf(base: string): string {
  return join(base, "dist", "client", ".build-inputs");
}

/** Files and folders whose content decides the build (missing ones are skipped). */
const INPUTS = [
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "public",
  "src/client",
  "src/shared",
];

function listFiles(path: string, into: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) listFiles(join(path, entry), into);
  } else {
    into.push(path);
  }
}

/** A SHA-256 over the relative path and the bytes of every input file, in a stable order. */
export function sourceHash(base = root): string {
  const files: string[] = [];
  for (const input of INPUTS) listFiles(join(base, input), files);
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(relative(base, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** True when `base`/dist/client holds a build of exactly the current sources (index.html and a matching hash). */
export function clientIsFresh(base = root, hash = sourceHash(base)): boolean {
  const stampFile = stampFileOf(base);
  if (!existsSync(join(base, "dist", "client", "index.html")) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, "utf8").trim() === hash;
}

if (import.meta.main) {
  const ifStale = process.argv.includes("--if-stale");
  const hash = sourceHash();
  if (ifStale && clientIsFresh(root, hash)) {
    console.log("client build is up to date (dist/client)");
  } else {
    console.log(ifStale ? "building the client (missing or stale)…" : "building the client…");
    // Vite's own launcher (a Node script), as `npm run build` always ran it.
    const vite = join(root, "node_modules", "vite", "bin", "vite.js");
    const result = Bun.spawnSync(["node", vite, "build"], {
      cwd: root,
      stdout: "inherit",
      stderr: "inherit",
    });
    if (result.exitCode !== 0) {
      console.error("vite build failed");
      process.exit(result.exitCode ?? 1);
    }
    writeFileSync(stampFileOf(root), `${hash}\n`);
  }
}
