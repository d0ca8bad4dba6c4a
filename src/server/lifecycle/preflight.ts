/**
 * Start-up checks that must fail with one clear line before anything is migrated or seeded (docs/operations.md
 * "Start-up"): is the port free, and how to name a database URL in that line without its password.
 */
import { createServer } from "node:net";

/** True when something already listens on `host`:`port` (binding it fails with EADDRINUSE). */
export function portInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "EADDRINUSE"));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** `postgres://user@host:port/db`: the URL as a log line may show it (no password, no query string). */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
    return `${url.protocol}//${user}${url.host}${url.pathname}`;
  } catch {
    return "(an unreadable DATABASE_URL)";
  }
}
