/**
 * The uploads half of `npm run backup` and `npm run restore` (docs/operations.md "Backups and restore"): every
 * file of the board's store (media/storage.ts: DATA_DIR/uploads or the S3 bucket) copied into the backup
 * folder with its size and sha256, and copied back into an empty store, each file checked against those.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import pLimit from "p-limit";
import type { FileStorage } from "../../src/server/media/storage.ts";
import type { UploadEntry } from "./manifest.ts";
import { OperatorError } from "./pg-tools.ts";

/** Files copied at once: the store's latency, not the CPU, bounds a copy. */
const CONCURRENCY = 8;

/** The content type of a key when the store says none (the local disk's files are named by their type). */
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

function contentTypeOf(key: string, said: string | undefined): string {
  const type = said?.split(";")[0]?.trim();
  if (type && type !== "application/octet-stream") return type;
  return TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/** The hex sha256 of `data`. */
export function sha256Of(data: Uint8Array): string {
  return new Bun.CryptoHasher("sha256").update(data).digest("hex");
}

/** The hex sha256 of the file at `path`, read as a stream (a dump may be larger than memory). */
export async function sha256OfFile(path: string): Promise<string> {
  const hasher = new Bun.CryptoHasher("sha256");
  const reader = Bun.file(path).stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    hasher.update(value);
  }
  return hasher.digest("hex");
}

/** The path of `key` under `folder`. @throws Error when the key would leave the folder. */
export function pathInFolder(folder: string, key: string): string {
  const root = resolve(folder);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new OperatorError(`a stored key leaves the folder: ${key}`, 1);
  return path;
}

/** Reads the whole of the stored file `key`; null when the store no longer has it. */
async function readStored(
  storage: FileStorage,
  key: string,
): Promise<{ data: Uint8Array; type: string } | null> {
  const file = await storage.open(key);
  if (!file) return null;
  const data = new Uint8Array(await new Response(file.body).arrayBuffer());
  return { data, type: contentTypeOf(key, file.contentType) };
}

/**
 * Copies every file of `storage` into `folder/<key>`, hashing the bytes it writes.
 * A file listed but gone before it was read (removed by the board meanwhile: a deleted post's image) is left out
 * and counted in `vanished`.
 * @returns the entries, sorted by key, and the keys that vanished.
 */
export async function copyStoreToFolder(
  storage: FileStorage,
  folder: string,
): Promise<{ entries: UploadEntry[]; vanished: string[] }> {
  const limit = pLimit(CONCURRENCY);
  const work: Promise<UploadEntry | string>[] = [];
  for await (const { key } of storage.list()) {
    work.push(
      limit(async () => {
        const stored = await readStored(storage, key);
        if (!stored) return key;
        const path = pathInFolder(folder, key);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, stored.data);
        return {
          key,
          bytes: stored.data.byteLength,
          sha256: sha256Of(stored.data),
          content_type: stored.type,
        };
      }),
    );
  }
  const results = await Promise.all(work);
  const entries = results.filter((result): result is UploadEntry => typeof result !== "string");
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { entries, vanished: results.filter((result): result is string => typeof result === "string") };
}

/** One file of a backup or of a restored store that is not what the manifest says. */
export interface UploadProblem {
  key: string;
  problem: string;
}

/** The file of `entry` in the backup folder, or the problem with it (missing, other size, other sha256). */
async function readChecked(folder: string, entry: UploadEntry): Promise<Uint8Array | UploadProblem> {
  let data: Uint8Array;
  try {
    data = await readFile(pathInFolder(folder, entry.key));
  } catch {
    return { key: entry.key, problem: "missing from the backup folder" };
  }
  if (data.byteLength !== entry.bytes) {
    return {
      key: entry.key,
      problem: `${data.byteLength} bytes in the backup, ${entry.bytes} in the manifest`,
    };
  }
  const sha256 = sha256Of(data);
  if (sha256 !== entry.sha256) {
    return { key: entry.key, problem: `sha256 ${sha256} in the backup, ${entry.sha256} in the manifest` };
  }
  return data;
}

/** Checks every file of the backup folder against the manifest before anything is restored. */
export async function checkFolder(folder: string, entries: readonly UploadEntry[]): Promise<UploadProblem[]> {
  const limit = pLimit(CONCURRENCY);
  const results = await Promise.all(entries.map((entry) => limit(() => readChecked(folder, entry))));
  return results.filter((result): result is UploadProblem => !(result instanceof Uint8Array));
}

/**
 * The first file of `storage`, or null when it holds none: a restore writes only into an empty store.
 */
export async function firstStoredKey(storage: FileStorage): Promise<string | null> {
  for await (const { key } of storage.list()) return key;
  return null;
}

/**
 * Puts every file of the backup folder into `storage` (checked again as it is read), then reads the store back:
 * the listing must hold exactly the manifest's keys with their sizes, and every file read back must have its
 * sha256.
 * @returns the problems found; none when the store now equals the manifest.
 */
export async function restoreFolderToStore(
  folder: string,
  entries: readonly UploadEntry[],
  storage: FileStorage,
): Promise<UploadProblem[]> {
  const limit = pLimit(CONCURRENCY);
  const written = await Promise.all(
    entries.map((entry) =>
      limit(async (): Promise<UploadProblem | null> => {
        const data = await readChecked(folder, entry);
        if (!(data instanceof Uint8Array)) return data;
        await storage.put(entry.key, data, entry.content_type);
        return null;
      }),
    ),
  );
  const problems = written.filter((problem): problem is UploadProblem => problem !== null);
  if (problems.length > 0) return problems;

  const expected = new Map(entries.map((entry) => [entry.key, entry]));
  const listed = new Set<string>();
  for await (const { key, size } of storage.list()) {
    listed.add(key);
    const entry = expected.get(key);
    if (!entry) problems.push({ key, problem: "in the store but not in the manifest" });
    else if (size !== entry.bytes)
      problems.push({ key, problem: `${size} bytes in the store, ${entry.bytes} in the manifest` });
  }
  for (const key of expected.keys()) {
    if (!listed.has(key)) problems.push({ key, problem: "not listed by the store after it was written" });
  }
  const readBack = await Promise.all(
    entries.map((entry) =>
      limit(async (): Promise<UploadProblem | null> => {
        const stored = await readStored(storage, entry.key);
        if (!stored) return { key: entry.key, problem: "cannot be read back from the store" };
        const sha256 = sha256Of(stored.data);
        return sha256 === entry.sha256
          ? null
          : { key: entry.key, problem: `sha256 ${sha256} read back, ${entry.sha256} in the manifest` };
      }),
    ),
  );
  return [...problems, ...readBack.filter((problem): problem is UploadProblem => problem !== null)];
}

/** Writes `text` to `path` through a temporary file and a rename, so a reader never sees half of it. */
export async function writeFileAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.part`;
  try {
    await writeFile(temporary, text, { mode: 0o600 });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
