/**
 * Where uploaded files live (docs/product.md §9 Images, docs/operations.md "Object storage",
 * docs/decisions/009-scale-out-storage-and-proxies.md): one small interface with two implementations, chosen by
 * configuration (README.md "Configuration"):
 * - the local disk of the embedded board (DATA_DIR/uploads), the zero-configuration default;
 * - an S3-compatible bucket (S3_BUCKET and friends) through Bun's built-in S3 client, for several instances.
 * Keys are relative paths (`posts/2026/05/<uuid>.jpg`); every stored file gets a new, unique key, so
 * `/storage/<key>` may be cached forever (immutable). Re-encoded images, their replacements and their removals
 * all go through `put`/`delete`; `/storage/<key>` (http/storage.ts) reads through `open`.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { AppEnv, S3Settings } from "../env.ts";
import { AppError, logUnexpectedError, UNAVAILABLE_RETRY_AFTER_SECONDS } from "../errors.ts";

/** A stored file being read: its bytes as a stream and what the answer needs to describe it. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the store said. */
  size: number | undefined;
  etag: string | undefined;
}

/** One stored file as a listing names it: its key and its size in bytes. */
export interface StoredEntry {
  key: string;
  size: number;
}

/** A place to keep uploaded files under relative keys. */
export interface FileStorage {
  /**
   * Stores `data` under `key` (atomically: a reader never sees half a file).
   * @throws AppError `service_unavailable` (503) when an object store cannot be reached.
   */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Opens the file under `key` for reading; null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /**
   * Every stored file whose key begins with `prefix` (all of them without one), in no promised order, page by page
   * as the store gives them (backups and restores, docs/operations.md "Backups and restore"; the link cards'
   * clean-up, docs/product.md "Link previews"). Files still being written (`put`'s temporaries) are left out.
   * @throws AppError `service_unavailable` (503) when an object store cannot be reached.
   */
  list(prefix?: string): AsyncIterable<StoredEntry>;
}

/**
 * A key as it may be stored and requested: slash-separated segments of letters, digits, `.`, `_` and `-`, none of
 * them `.` or `..`, at most 512 characters. Anything else (a traversal, a URL, an absolute path) is never a key.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== "." && part !== "..");
}

/** A storage on the local disk, rooted at `root` (DATA_DIR/uploads). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The directory the files live in (served under /storage/ by http/storage.ts). */
  get directory(): string {
    return this.root;
  }

  /** The absolute path of `key`. @throws Error when the key would leave the root (`..`, absolute paths). */
  pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  }

  async put(key: string, data: Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const file = Bun.file(this.pathOf(key));
    if (!(await file.exists())) return null;
    return { body: file.stream(), contentType: file.type, size: file.size, etag: undefined };
  }

  async *list(prefix = ""): AsyncIterable<StoredEntry> {
    // Only the folder the prefix names is read: the cards' clean-up lists one post's cards among many uploads.
    const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
    if (folder && !isSafeKey(folder)) return;
    const start = folder ? join(this.root, folder) : this.root;
    let names: string[];
    try {
      names = await readdir(start, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const name of names) {
      // `put` writes `<key>.<uuid>.part` and renames it: a temporary is not a stored file (yet).
      if (name.endsWith(".part")) continue;
      const path = join(start, name);
      const key = relative(this.root, path).split(sep).join("/");
      if (!key.startsWith(prefix)) continue;
      let info: Awaited<ReturnType<typeof stat>>;
      try {
        info = await stat(path);
      } catch (error) {
        // Deleted since the directory was read (a card replaced by another instance).
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      if (!info.isFile()) continue;
      yield { key, size: info.size };
    }
  }
}

/**
 * The 503 of an object store that cannot be reached or refuses us (docs/operations.md "Object storage"): logged
 * once with its cause, answered like a database outage (Retry-After, the Japanese "try again later").
 */
function storeUnavailable(operation: string, key: string, error: unknown): AppError {
  logUnexpectedError(`object storage ${operation} ${key}`, error);
  return AppError.of("service_unavailable", {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    cause: error,
  });
}

/** How long a presigned read of `open` stays valid: it is used at once, by this process. */
const PRESIGN_SECONDS = 60;

/** How long `open` waits for the store's answer to begin before the request is a 503. */
const OPEN_TIMEOUT_MS = 5000;

/**
 * A storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, s3rver in the tests) through Bun's
 * built-in client (`Bun.S3Client`), path-style requests to `endpoint`. A PUT of one object is atomic in S3, so
 * readers never see half a file. Files are private: instances read them back with signed requests (`open`),
 * and a public base URL (S3_PUBLIC_URL, e.g. a CDN in front of the bucket) lets /storage/* redirect there.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: Bun.S3Client;

  constructor(readonly settings: S3Settings) {
    // Every option is passed explicitly: the client would otherwise fall back to S3_*/AWS_* variables itself,
    // and env.ts is the one reader of the environment.
    this.client = new Bun.S3Client({
      bucket: settings.bucket,
      endpoint: settings.endpoint,
      region: settings.region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    });
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`not a storage key: ${key}`);
    try {
      await this.client.write(key, data, { type: contentType });
    } catch (error) {
      throw storeUnavailable("put", key, error);
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`not a storage key: ${key}`);
    // S3's DeleteObject answers 204 for a missing key too.
    await this.client.delete(key);
  }

  /**
   * One signed GET (a presigned URL, computed locally) whose answer is streamed on as it arrives: one round
   * trip to the store, no buffering of the image in this process.
   * @throws AppError `service_unavailable` (503) when the store cannot be reached or answers anything but 200 or 404.
   */
  async open(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const url = this.client.presign(key, { method: "GET", expiresIn: PRESIGN_SECONDS });
    let answer: Response;
    // The limit covers the wait for the answer to begin, not the streaming of the body to a slow client.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), OPEN_TIMEOUT_MS);
    try {
      answer = await fetch(url, { signal: controller.signal });
    } catch (error) {
      throw storeUnavailable("open", key, error);
    } finally {
      clearTimeout(timer);
    }
    if (answer.status === 404) {
      await answer.body?.cancel();
      return null;
    }
    if (answer.status !== 200 || !answer.body) {
      await answer.body?.cancel();
      throw storeUnavailable("open", key, new Error(`object storage answered ${answer.status}`));
    }
    const length = answer.headers.get("content-length");
    return {
      body: answer.body,
      contentType: answer.headers.get("content-type") ?? "application/octet-stream",
      size: length === null ? undefined : Number(length),
      etag: answer.headers.get("etag") ?? undefined,
    };
  }

  /** ListObjectsV2, 1,000 keys a page, following the continuation token. */
  async *list(prefix?: string): AsyncIterable<StoredEntry> {
    let continuationToken: string | undefined;
    for (;;) {
      let page: Awaited<ReturnType<Bun.S3Client["list"]>>;
      try {
        page = await this.client.list({
          maxKeys: 1000,
          ...(prefix ? { prefix } : {}),
          ...(continuationToken ? { continuationToken } : {}),
        });
      } catch (error) {
        throw storeUnavailable("list", continuationToken ?? "(first page)", error);
      }
      for (const entry of page.contents ?? []) yield { key: entry.key, size: entry.size ?? 0 };
      continuationToken = page.nextContinuationToken;
      if (!page.isTruncated || !continuationToken) return;
    }
  }
}

const byPlace = new Map<string, FileStorage>();

/**
 * The storage of this configuration, one instance per place: the bucket of `env.s3` when it is set, else
 * DATA_DIR/uploads on the local disk.
 */
export function storageFor(env: Pick<AppEnv, "dataDir" | "s3">): FileStorage {
  const place = env.s3
    ? `s3:${env.s3.endpoint ?? ""}/${env.s3.bucket}`
    : `disk:${join(env.dataDir, "uploads")}`;
  let storage = byPlace.get(place);
  if (!storage) {
    storage = env.s3 ? new S3FileStorage(env.s3) : new LocalFileStorage(join(env.dataDir, "uploads"));
    byPlace.set(place, storage);
  }
  return storage;
}

/** A new unique key under `folder` with the extension `ext`: `posts/2026/05/<uuid>.jpg` (UTC month). */
export function newStorageKey(folder: string, ext: string, now = new Date()): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${folder}/${year}/${month}/${randomUUID()}.${ext}`;
}

/** True when `path` (a posts.image_path value) is a key of our storage rather than an external URL. */
export function isStorageKey(path: string | null | undefined): path is string {
  return typeof path === "string" && path.length > 0 && !/^https?:\/\//.test(path) && !path.startsWith("/");
}
