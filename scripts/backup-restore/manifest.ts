/**
 * The layout of a backup folder written by `npm run backup` and read by `npm run restore` (docs/operations.md
 * "Backups and restore"):
 *
 *   backup.json     this manifest, written last: a folder without it is an unfinished backup
 *   database.dump   pg_dump --format=custom of the database
 *   uploads.tsv     every stored file: key, bytes, sha256, content type (one line each, sorted by key)
 *   uploads/<key>   the files themselves
 */
import type { DatabaseFacts } from "./database-facts.ts";
import { OperatorError } from "./pg-tools.ts";

/** What `format` says in every backup.json. */
export const BACKUP_FORMAT = "tasukeai-backup";
/** The layout version this code writes and reads. */
export const BACKUP_VERSION = 1;

export const MANIFEST_FILE = "backup.json";
export const DUMP_FILE = "database.dump";
export const UPLOADS_LIST_FILE = "uploads.tsv";
export const UPLOADS_FOLDER = "uploads";

/** One stored file of the backup. */
export interface UploadEntry {
  key: string;
  bytes: number;
  /** Hex. */
  sha256: string;
  /** As the store answered it (S3), or as its name says (local disk). */
  content_type: string;
}

/** backup.json. Times are ISO 8601 UTC; durations in milliseconds. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The moment of the database snapshot (the server's clock at the start of the dump's transaction). */
  created_at: string;
  finished_at: string;
  database: DatabaseFacts & {
    file: string;
    bytes: number;
    sha256: string;
    /** The database's name on its server. */
    name: string;
    /** The pg_dump that wrote the file, e.g. `15.20`. */
    pg_dump: string;
    /** The sum of `tables`. */
    rows: number;
  };
  uploads: {
    /** `disk` (DATA_DIR/uploads) or `s3` (S3_BUCKET). */
    store: "disk" | "s3";
    /** The bucket, for `s3`. */
    bucket?: string;
    count: number;
    bytes: number;
    list: string;
    folder: string;
  };
  durations_ms: { database: number; uploads: number; total: number };
}

const HEADER = "key\tbytes\tsha256\tcontent_type";

/** uploads.tsv's text for `entries` (sorted by key, a header line first). */
export function formatUploadList(entries: readonly UploadEntry[]): string {
  const lines = [...entries]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => `${entry.key}\t${entry.bytes}\t${entry.sha256}\t${entry.content_type}`);
  return `${[HEADER, ...lines].join("\n")}\n`;
}

/**
 * The entries of uploads.tsv.
 * @throws OperatorError (exit 2) on a line that is not `key, bytes, sha256, content type`.
 */
export function parseUploadList(text: string): UploadEntry[] {
  const lines = text.split("\n").filter((line) => line.length > 0);
  if (lines[0] !== HEADER) throw new OperatorError(`${UPLOADS_LIST_FILE} does not start with "${HEADER}"`);
  return lines.slice(1).map((line, index) => {
    const [key, bytes, sha256, contentType] = line.split("\t");
    if (!key || !bytes || !/^\d+$/.test(bytes) || !sha256 || !/^[0-9a-f]{64}$/.test(sha256) || !contentType) {
      throw new OperatorError(`${UPLOADS_LIST_FILE} line ${index + 2} is malformed: ${line}`);
    }
    return { key, bytes: Number(bytes), sha256, content_type: contentType };
  });
}

/**
 * backup.json parsed and checked for the fields a restore relies on.
 * @throws OperatorError (exit 2) when it is not a backup of this format and version.
 */
export function parseManifest(text: string): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new OperatorError(`${MANIFEST_FILE} is not JSON`);
  }
  if (value.format !== BACKUP_FORMAT)
    throw new OperatorError(`${MANIFEST_FILE} is not a ${BACKUP_FORMAT} manifest`);
  if (value.version !== BACKUP_VERSION) {
    throw new OperatorError(
      `${MANIFEST_FILE} has layout version ${value.version}; this restore reads version ${BACKUP_VERSION}`,
    );
  }
  if (!value.database?.tables || !value.database.file || !value.uploads?.list) {
    throw new OperatorError(`${MANIFEST_FILE} lacks its database or uploads section`);
  }
  return value as BackupManifest;
}

/** A folder name of this moment: `2026-11-28T174000Z` (UTC, no colons). */
export function timestampName(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "");
}

/** `bytes` for people: `512 B`, `3.4 KB`, `1.2 MB`, `2.05 GB` (powers of 1,000). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

/** `ms` for people: `850 ms`, `12.3 s`, `4 min 05 s`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}
