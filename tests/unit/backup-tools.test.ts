/**
 * The pure parts of `npm run backup` and `npm run restore` (docs/operations.md "Backups and restore"): which
 * pg_dump is chosen for a server, the refusal when every one found is older than the server, the password kept
 * off the command line, and the uploads list read back as written.
 */
import { describe, expect, test } from "bun:test";
import {
  formatUploadList,
  parseManifest,
  parseUploadList,
  timestampName,
} from "../../scripts/backup-restore/manifest.ts";
import {
  chooseTool,
  libpqConnection,
  majorOfVersionNum,
  OperatorError,
  type PgTool,
  parseToolVersion,
} from "../../scripts/backup-restore/pg-tools.ts";

const tool = (path: string, version: string): PgTool => ({
  path,
  version,
  major: Number(version.split(".")[0]),
});

describe("choosing pg_dump", () => {
  test("versions are read from --version and server_version_num", () => {
    expect(parseToolVersion("pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n")).toEqual({
      version: "15.20",
      major: 15,
    });
    expect(parseToolVersion("pg_restore (PostgreSQL) 17.2\n")).toEqual({ version: "17.2", major: 17 });
    expect(parseToolVersion("something else")).toBeNull();
    expect(majorOfVersionNum(150020)).toBe(15);
    expect(majorOfVersionNum(170002)).toBe(17);
  });

  test("the oldest major not older than the server is chosen; PATH first among equals", () => {
    const found = [tool("/usr/bin/pg_dump", "15.20"), tool("/usr/lib/postgresql/17/bin/pg_dump", "17.2")];
    expect(chooseTool("pg_dump", found, 15, "server").path).toBe("/usr/bin/pg_dump");
    expect(chooseTool("pg_dump", found, 16, "server").path).toBe("/usr/lib/postgresql/17/bin/pg_dump");
    expect(chooseTool("pg_dump", found, 14, "server").path).toBe("/usr/bin/pg_dump");
    const twice = [tool("/usr/bin/pg_dump", "15.20"), tool("/usr/lib/postgresql/15/bin/pg_dump", "15.20")];
    expect(chooseTool("pg_dump", twice, 15, "server").path).toBe("/usr/bin/pg_dump");
  });

  test("a server newer than every pg_dump found is refused, naming what was found and what to install", () => {
    const found = [tool("/usr/lib/postgresql/15/bin/pg_dump", "15.20")];
    let refusal: unknown;
    try {
      chooseTool("pg_dump", found, 17, "The database server");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(OperatorError);
    const message = (refusal as OperatorError).message;
    expect(message).toContain("The database server is PostgreSQL 17, newer than every pg_dump found");
    expect(message).toContain("/usr/lib/postgresql/15/bin/pg_dump (15.20)");
    expect(message).toContain("postgresql-client-17");
    expect((refusal as OperatorError).exitCode).toBe(2);
    expect(() => chooseTool("pg_dump", [], 15, "server")).toThrow(
      "none on PATH or in /usr/lib/postgresql/*/bin",
    );
  });

  test("the password goes to PGPASSWORD, not into the --dbname that ps shows", () => {
    const connection = libpqConnection("postgres://app:s%40cret@db.internal:5432/tasukeai?sslmode=require");
    expect(connection.dbname).toBe("postgres://app@db.internal:5432/tasukeai?sslmode=require");
    expect(connection.env.PGPASSWORD).toBe("s@cret");
    expect(libpqConnection("postgres://postgres@127.0.0.1:5432/x").env.PGPASSWORD).toBeUndefined();
  });
});

describe("the backup folder's lists", () => {
  test("uploads.tsv is read back as written, sorted by key", () => {
    const entries = [
      { key: "posts/2026/11/b.webp", bytes: 10, sha256: "b".repeat(64), content_type: "image/webp" },
      { key: "avatars/2026/11/a.jpg", bytes: 2048, sha256: "a".repeat(64), content_type: "image/jpeg" },
    ];
    const text = formatUploadList(entries);
    expect(text.split("\n")[0]).toBe("key\tbytes\tsha256\tcontent_type");
    expect(parseUploadList(text)).toEqual([entries[1], entries[0]] as typeof entries);
    expect(parseUploadList(formatUploadList([]))).toEqual([]);
    expect(() => parseUploadList(`${text}posts/x.jpg\t12\tnot-a-hash\timage/jpeg\n`)).toThrow(
      "line 4 is malformed",
    );
  });

  test("a manifest of another format or version is refused", () => {
    expect(() => parseManifest("{")).toThrow("not JSON");
    expect(() => parseManifest(JSON.stringify({ format: "other", version: 1 }))).toThrow(
      "not a tasukeai-backup",
    );
    expect(() => parseManifest(JSON.stringify({ format: "tasukeai-backup", version: 9 }))).toThrow(
      "layout version 9",
    );
  });

  test("the default folder name is the UTC time without colons", () => {
    expect(timestampName(new Date("2026-11-28T17:40:05.123Z"))).toBe("2026-11-28T174005Z");
  });
});
