/**
 * The only reader of `process.env`. Every setting is validated with zod at start-up; a wrong value stops the
 * server with a message naming the variable (README.md "Configuration").
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";

/** A host name: dot-separated labels of letters, digits and inner hyphens (no scheme, no port). */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The address the server listens on. The default, the loopback address, serves http://localhost:$PORT on this
   * machine only; a container or a host behind a proxy on another machine sets HOST=0.0.0.0 (every interface).
   */
  HOST: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .refine(
        (value) => isIP(value) !== 0 || HOST_NAME.test(value),
        "must be an IP address or a host name, without scheme or port (e.g. 0.0.0.0)",
      )
      .optional(),
  ),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(".data"),
  APP_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SEED_DEMO: z.enum(["0", "1", "auto"]).default("auto"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SESSION_COOKIE_SECURE: z.enum(["0", "1", "auto"]).default("auto"),
  /** The built SPA to serve (default dist/client); tests point it at their own build. */
  CLIENT_DIR: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** The listening address when HOST is unset: this machine only (README.md "Configuration"). */
export const DEFAULT_HOST = "127.0.0.1";

/** The validated configuration of this process. */
export interface AppEnv {
  port: number;
  /** The listening address (HOST; default 127.0.0.1). */
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appKey: string;
  smtpUrl: string | undefined;
  /** Insert demo data when the database has none: "auto" = only on the embedded database. */
  seedDemo: "0" | "1" | "auto";
  nodeEnv: "development" | "production" | "test";
  secureCookies: boolean;
  /** The built SPA directory when CLIENT_DIR is set, else undefined (dist/client). */
  clientDir?: string | undefined;
}

/** Thrown when an environment variable has a wrong value; the message names the variable. */
export class EnvError extends Error {}

/**
 * Reads and validates the environment. APP_KEY, when unset, is read from (or generated into)
 * `DATA_DIR/app-key` so that signed links survive restarts of the embedded board.
 * @throws EnvError naming each wrong variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): AppEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variable(s):\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    port: values.PORT,
    host: values.HOST ?? DEFAULT_HOST,
    appUrl,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    appKey: values.APP_KEY ?? readOrCreateAppKey(dataDir),
    smtpUrl: values.SMTP_URL,
    seedDemo: values.SEED_DEMO,
    clientDir: values.CLIENT_DIR ? resolve(values.CLIENT_DIR) : undefined,
    nodeEnv: values.NODE_ENV,
    secureCookies:
      values.SESSION_COOKIE_SECURE === "auto"
        ? appUrl.startsWith("https://")
        : values.SESSION_COOKIE_SECURE === "1",
  };
}

function readOrCreateAppKey(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const keyFile = join(dataDir, "app-key");
  if (existsSync(keyFile)) {
    const key = readFileSync(keyFile, "utf8").trim();
    if (key.length >= 32) return key;
  }
  const key = randomBytes(32).toString("base64url");
  writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  return key;
}
