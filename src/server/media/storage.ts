/**
 * Where uploaded files live (docs/architecture.md "Images"): a small interface so the local directory of the embedded
 * board (DATA_DIR/uploads, served under /storage/…) can be swapped for S3-compatible object storage when several
 * instances run. Keys are relative paths (`posts/2026/05/<uuid>.jpg`); every stored file gets a new, unique key,
 * so `/storage/<key>` may be cached forever (immutable).
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { AppEnv } from "../env.ts";

/** A place to keep uploaded files under relative keys. */
export interface FileStorage {
  /** Stores `data` under `key` (atomically: a reader never sees half a file). */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** A storage on the local disk, rooted at `root` (DATA_DIR/uploads). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
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
}

const byRoot = new Map<string, FileStorage>();

/** The storage of this configuration: DATA_DIR/uploads on the local disk (one instance per directory). */
export function storageFor(env: Pick<AppEnv, "dataDir">): FileStorage {
  const root = join(env.dataDir, "uploads");
  let storage = byRoot.get(root);
  if (!storage) {
    storage = new LocalFileStorage(root);
    byRoot.set(root, storage);
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
