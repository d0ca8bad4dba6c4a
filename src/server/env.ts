/**
 * The only reader of `process.env`. Every setting is validated with zod at start-up; a wrong value stops the
 * server with a message naming the variable (README.md "Configuration").
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import { ACCOUNT_LIMITS } from "#shared/constants.ts";

/** A host name: dot-separated labels of letters, digits and inner hyphens (no scheme, no port). */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** A host as PUSH_ALLOWED_HOSTS compares it: lower case, no IPv6 brackets, no trailing dot. */
export function comparableHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
}

/**
 * A comma-separated list of host names or IP addresses (no scheme, no port), each as comparableHost gives it; empty or
 * unset = none. The allowlists of server-side requests to private addresses (PUSH_ALLOWED_HOSTS, WEBHOOK_ALLOWED_HOSTS).
 */
function hostList() {
  return z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((part) => comparableHost(part.trim()))
        .filter(Boolean),
    )
    .refine(
      (parts) => parts.every((part) => isIP(part) !== 0 || HOST_NAME.test(part)),
      "must be host names or IP addresses, comma-separated (no scheme, no port)",
    );
}

/** An optional setting where an empty value means unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

/** `10.0.0.1`, `::1`, `10.0.0.0/8` or `fd00::/8`. */
function isAddressOrRange(value: string): boolean {
  const [address = "", bits, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Who may read GET /metrics when METRICS_ALLOWED is unset: this machine (docs/operations.md "Metrics"). */
export const DEFAULT_METRICS_ALLOWED: readonly string[] = ["127.0.0.1", "::1"];

/** The PostgreSQL pool's statement timeout (ms) when STATEMENT_TIMEOUT_MS is unset, and for scripts and tests. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 3000;

/** The job queue's timing when the environment sets none, and for scripts and tests (docs/operations.md). */
export const DEFAULT_JOB_SETTINGS: JobQueueSettings = { sendExpireSeconds: 60, superviseSeconds: 10 };

/** The login providers (docs/product.md "Login with LINE, Google and Apple"), in the order their buttons show. */
export const OIDC_PROVIDERS = ["line", "google", "apple"] as const;
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number];

/** Each provider's issuer when OIDC_<PROVIDER>_ISSUER is unset. */
export const OIDC_DEFAULT_ISSUERS: Record<OidcProviderName, string> = {
  line: "https://access.line.me",
  google: "https://accounts.google.com",
  apple: "https://appleid.apple.com",
};

/** Where LINE and Google serve profile pictures (Apple gives none): OIDC_PICTURE_HOSTS when unset. */
export const OIDC_DEFAULT_PICTURE_HOSTS: readonly string[] = [
  "profile.line-scdn.net",
  "lh3.googleusercontent.com",
];

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
  /**
   * Read replicas of DATABASE_URL's database (docs/operations.md "Read replicas"): postgres:// URLs,
   * comma-separated; unset or empty = every read on the primary.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== ""),
    )
    .refine(
      (parts) => parts.every((part) => /^postgres(ql)?:\/\//.test(part)),
      "must be postgres:// or postgresql:// URLs, comma-separated",
    ),
  /** A replica further behind the primary than this (ms) serves no reads until it catches up. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * Registrations an hour per client address (docs/product.md §9 Rate limits). Raise it where many people share
   * one address: a 社協's office registering residents, a carrier's shared addresses, the browser journeys.
   */
  REGISTRATION_MAX_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(ACCOUNT_LIMITS.registrationMax),
  DATA_DIR: z.string().min(1).default(".data"),
  APP_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SEED_DEMO: z.enum(["0", "1", "auto"]).default("auto"),
  /** Web push (docs/product.md §11): VAPID keys (URL-safe base64); unset = generated into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  /**
   * Hosts a push may be sent to on a private address (docs/product.md §11 Web push): host names or IP addresses,
   * comma-separated; empty = none. The tests' loopback push services; the https rule still holds.
   */
  PUSH_ALLOWED_HOSTS: hostList(),
  /**
   * Hosts a webhook may be delivered to on a private address, over http too (docs/product.md "Webhooks"): host
   * names or IP addresses, comma-separated; empty = none. The tests' receiver on 127.0.0.1; a partner's relay on
   * an operator's private network.
   */
  WEBHOOK_ALLOWED_HOSTS: hostList(),
  /** How long a push may take to resolve its host and open its TLS connection, in ms (then retried later). */
  PUSH_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** How long a push may take in all, in ms, before it is abandoned (and retried later). */
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SESSION_COOKIE_SECURE: z.enum(["0", "1", "auto"]).default("auto"),
  /** 運営者情報 (docs/product.md §2 Help and operator): who runs the board and how to reach them. */
  OPERATOR_NAME: optionalText,
  OPERATOR_EMAIL: z.preprocess((value) => (value === "" ? undefined : value), z.email().optional()),
  OPERATOR_ADDRESS: optionalText,
  /** Object storage (S3-compatible) for uploads; unset S3_BUCKET = the local disk (media/storage.ts). */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Proxies whose X-Forwarded-For is believed (http/client-address.ts): IPs or CIDR ranges, comma-separated. */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.every(isAddressOrRange), "must be IP addresses or CIDR ranges, comma-separated"),
  /**
   * Client addresses (IPs, CIDR ranges; comma-separated) that may read GET /metrics (http/metrics.ts,
   * docs/operations.md "Metrics"); unset = this machine only, empty = none (METRICS_TOKEN only).
   */
  METRICS_ALLOWED: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? DEFAULT_METRICS_ALLOWED.join(","))
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.every(isAddressOrRange), "must be IP addresses or CIDR ranges, comma-separated"),
  /** A bearer token that may read GET /metrics from any address; unset or empty = none. */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .min(16, "must be at least 16 characters")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
  ),
  /** Origins whose pages may call /api with credentials (http/cors.ts): comma-separated; empty = none. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((part) => part.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    )
    .refine(
      (parts) => parts.every((part) => /^https?:\/\/[^/\s]+$/.test(part)),
      "must be origins like https://app.example.com, comma-separated",
    ),
  /** Operations (docs/operations.md): how long opening a database connection may take, in ms. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  /** The PostgreSQL pool's statement_timeout in ms (docs/operations.md "Configuration"); 0 turns it off. */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_STATEMENT_TIMEOUT_MS),
  /** `off` sends every statement unnamed instead of preparing the hot ones (db/prepared.ts; for comparing). */
  DB_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
  /** How long a mail or push job may run (s) before another instance takes it back (jobs/queue.ts). */
  JOB_SEND_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(DEFAULT_JOB_SETTINGS.sendExpireSeconds),
  /** How often (s) each instance looks for expired jobs (jobs/queue.ts). */
  JOB_SUPERVISE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(DEFAULT_JOB_SETTINGS.superviseSeconds),
  /** How long a graceful shutdown may take before open connections are cut, in ms (≤ 10 s by default). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `auto`: pretty in development on a terminal (pino-pretty installed), JSON otherwise. */
  LOG_FORMAT: z.enum(["json", "pretty", "auto"]).default("auto"),
  /** The built SPA to serve (default dist/client); tests point it at their own build. */
  CLIENT_DIR: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Login with LINE, Google and Apple (docs/operations.md "Login providers"): a provider without a client id is off. */
  OIDC_LINE_CLIENT_ID: optionalText,
  OIDC_LINE_CLIENT_SECRET: optionalText,
  OIDC_LINE_ISSUER: z.url().default(OIDC_DEFAULT_ISSUERS.line),
  OIDC_GOOGLE_CLIENT_ID: optionalText,
  OIDC_GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_GOOGLE_ISSUER: z.url().default(OIDC_DEFAULT_ISSUERS.google),
  OIDC_APPLE_CLIENT_ID: optionalText,
  OIDC_APPLE_CLIENT_SECRET: optionalText,
  OIDC_APPLE_ISSUER: z.url().default(OIDC_DEFAULT_ISSUERS.apple),
  /**
   * Hosts a provider's `picture` may be downloaded from as the new member's avatar (comma-separated host names);
   * unset = the providers' own picture hosts (OIDC_DEFAULT_PICTURE_HOSTS), empty = no avatar is downloaded.
   */
  OIDC_PICTURE_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? OIDC_DEFAULT_PICTURE_HOSTS.join(","))
        .split(",")
        .map((part) => comparableHost(part.trim()))
        .filter(Boolean),
    )
    .refine(
      (parts) => parts.every((part) => isIP(part) !== 0 || HOST_NAME.test(part)),
      "must be host names or IP addresses, comma-separated (no scheme, no port)",
    ),
});

/** One enabled login provider (docs/operations.md "Login providers"). */
export interface OidcProviderSettings {
  name: OidcProviderName;
  issuer: string;
  clientId: string;
  /** The client secret (Apple: the signed client-secret JWT); unset = a public client (PKCE only). */
  clientSecret: string | undefined;
}

/** Login providers: the enabled ones (a client id is set) and the picture hosts of new members' avatars. */
export interface OidcSettings {
  providers: readonly OidcProviderSettings[];
  pictureHosts: readonly string[];
}

/** The listening address when HOST is unset: this machine only (README.md "Configuration"). */
export const DEFAULT_HOST = "127.0.0.1";

/** The validated configuration of this process. */
export interface AppEnv {
  port: number;
  /** The listening address (HOST; default 127.0.0.1). */
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  /** Read replicas of the database (DATABASE_REPLICA_URLS; empty = none). */
  replicaUrls?: readonly string[];
  /** A replica further behind than this (ms) is out of rotation (REPLICA_MAX_LAG_MS; default 5,000). */
  replicaMaxLagMs?: number;
  /** Registrations an hour per client address (REGISTRATION_MAX_PER_HOUR; default 30). */
  registrationMaxPerHour?: number;
  dataDir: string;
  /**
   * The signing key. With DATABASE_URL and no APP_KEY it is "" until the entry point reads the key every
   * instance shares from the database (lifecycle/app-key.ts; `appKeyFromDatabase` is then true).
   */
  appKey: string;
  /** True when the key must come from the database (DATABASE_URL set, APP_KEY unset; decision 008). */
  appKeyFromDatabase?: boolean;
  /** Opening a PostgreSQL connection gives up after this many ms (DB_CONNECT_TIMEOUT_MS). */
  dbConnectTimeoutMs?: number;
  /** A graceful shutdown cuts what is still open after this many ms (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs?: number;
  /** The PostgreSQL pool's statement timeout in ms, 0 for none (STATEMENT_TIMEOUT_MS; default 3,000). */
  statementTimeoutMs?: number;
  /** Hot statements become named prepared statements (DB_PREPARED_STATEMENTS, default on). */
  preparedStatements?: boolean;
  /** The job queue's timing (JOB_SEND_EXPIRE_SECONDS, JOB_SUPERVISE_SECONDS; jobs/queue.ts). */
  jobs?: JobQueueSettings;
  logLevel?: string;
  /** JSON lines, or pino-pretty (development on a terminal). */
  logFormat?: "json" | "pretty";
  smtpUrl: string | undefined;
  /** How pushes are sent (PUSH_ALLOWED_HOSTS, PUSH_CONNECT_TIMEOUT_MS, PUSH_TIMEOUT_MS). */
  push: PushSettings;
  /** Hosts webhooks may reach on private addresses, over http too (WEBHOOK_ALLOWED_HOSTS; default none). */
  webhookAllowedHosts?: readonly string[];
  /** VAPID keys and subject of web push, when the environment gives them (else generated per DATA_DIR). */
  vapid?: { publicKey: string; privateKey: string; subject: string | undefined };
  /** Insert demo data when the database has none: "auto" = only on the embedded database. */
  seedDemo: "0" | "1" | "auto";
  nodeEnv: "development" | "production" | "test";
  secureCookies: boolean;
  /** The built SPA directory when CLIENT_DIR is set, else undefined (dist/client). */
  clientDir?: string | undefined;
  /** Origins allowed to call /api from a browser with credentials (CORS_ORIGINS); empty = none (the default). */
  corsOrigins?: readonly string[];
  /** The S3-compatible bucket of uploads (S3_BUCKET set), else undefined: DATA_DIR/uploads. */
  s3?: S3Settings | undefined;
  /** Proxies (IPs, CIDR ranges) whose X-Forwarded-For names the client (TRUSTED_PROXIES); empty = none. */
  trustedProxies?: readonly string[];
  /** Who may read GET /metrics (METRICS_ALLOWED, METRICS_TOKEN); unset = DEFAULT_METRICS_ALLOWED, no token. */
  metrics?: MetricsSettings;
  /** 運営者情報 as configured (OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_ADDRESS); unset parts read the defaults. */
  operator?: OperatorSettings;
  /** Login with LINE, Google and Apple (OIDC_*); unset = none enabled. */
  oidc?: OidcSettings;
}

/** Who may read GET /metrics (docs/operations.md "Metrics"). */
export interface MetricsSettings {
  /** Client addresses (IPs, CIDR ranges) allowed without a token; empty = none. */
  allowed: readonly string[];
  /** The bearer token allowed from any address, if one is set. */
  token: string | undefined;
}

/** Who runs the board (docs/product.md §2 Help and operator; docs/operations.md "Configuration"). */
export interface OperatorSettings {
  name: string | undefined;
  email: string | undefined;
  address: string | undefined;
}

/** The job queue's timing in seconds (docs/operations.md "Job queue"). */
export interface JobQueueSettings {
  /** A mail or push job running longer than this is taken back by a supervisor (60 by default). */
  sendExpireSeconds: number;
  /** How often each instance's supervisor looks for expired jobs (10 by default). */
  superviseSeconds: number;
}

/** How pushes are sent (docs/product.md §11 Web push, docs/operations.md "Configuration"). */
export interface PushSettings {
  /** Hosts (lower case, no brackets) that skip the public-address check. */
  allowedHosts: readonly string[];
  /** Resolving the host and opening the TLS connection may take this long (ms). */
  connectTimeoutMs: number;
  /** A send is abandoned after this long in all (ms). */
  timeoutMs: number;
}

/** Where uploads go when object storage is configured (docs/operations.md "Object storage"). */
export interface S3Settings {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 (MinIO); unset = AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where the bucket's files are public (a CDN, a public bucket URL): /storage/<key> redirects there. */
  publicUrl: string | undefined;
}

/** Thrown when an environment variable has a wrong value; the message names the variable. */
export class EnvError extends Error {}

/**
 * Reads and validates the environment. APP_KEY, when unset, is read from (or generated into)
 * `DATA_DIR/app-key` on the embedded database, so that signed links survive restarts of the embedded board;
 * on PostgreSQL (DATABASE_URL) it is left for the entry point to read from the database, where every instance
 * finds the same one (docs/decisions/008-operations.md).
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
    replicaUrls: values.DATABASE_URL ? values.DATABASE_REPLICA_URLS : [],
    replicaMaxLagMs: values.REPLICA_MAX_LAG_MS,
    registrationMaxPerHour: values.REGISTRATION_MAX_PER_HOUR,
    dataDir,
    appKey: values.APP_KEY ?? (values.DATABASE_URL ? "" : readOrCreateAppKey(dataDir)),
    appKeyFromDatabase: values.APP_KEY === undefined && values.DATABASE_URL !== undefined,
    dbConnectTimeoutMs: values.DB_CONNECT_TIMEOUT_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    statementTimeoutMs: values.STATEMENT_TIMEOUT_MS,
    preparedStatements: values.DB_PREPARED_STATEMENTS === "on",
    jobs: {
      sendExpireSeconds: values.JOB_SEND_EXPIRE_SECONDS,
      superviseSeconds: values.JOB_SUPERVISE_SECONDS,
    },
    logLevel: values.LOG_LEVEL,
    logFormat:
      values.LOG_FORMAT === "auto"
        ? values.NODE_ENV === "development" && process.stdout.isTTY
          ? "pretty"
          : "json"
        : values.LOG_FORMAT,
    smtpUrl: values.SMTP_URL,
    vapid:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? {
            publicKey: values.VAPID_PUBLIC_KEY,
            privateKey: values.VAPID_PRIVATE_KEY,
            subject: values.VAPID_SUBJECT,
          }
        : undefined,
    push: {
      allowedHosts: values.PUSH_ALLOWED_HOSTS,
      connectTimeoutMs: values.PUSH_CONNECT_TIMEOUT_MS,
      timeoutMs: Math.max(values.PUSH_TIMEOUT_MS, values.PUSH_CONNECT_TIMEOUT_MS),
    },
    webhookAllowedHosts: values.WEBHOOK_ALLOWED_HOSTS,
    seedDemo: values.SEED_DEMO,
    clientDir: values.CLIENT_DIR ? resolve(values.CLIENT_DIR) : undefined,
    corsOrigins: values.CORS_ORIGINS,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT?.replace(/\/+$/, ""),
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          publicUrl: values.S3_PUBLIC_URL?.replace(/\/+$/, ""),
        }
      : undefined,
    trustedProxies: values.TRUSTED_PROXIES,
    metrics: { allowed: values.METRICS_ALLOWED, token: values.METRICS_TOKEN },
    operator: {
      name: values.OPERATOR_NAME,
      email: values.OPERATOR_EMAIL,
      address: values.OPERATOR_ADDRESS,
    },
    oidc: {
      providers: OIDC_PROVIDERS.flatMap((name) => {
        const upper = name.toUpperCase() as "LINE" | "GOOGLE" | "APPLE";
        const clientId = values[`OIDC_${upper}_CLIENT_ID`];
        if (!clientId) return [];
        return [
          {
            name,
            issuer: values[`OIDC_${upper}_ISSUER`],
            clientId,
            clientSecret: values[`OIDC_${upper}_CLIENT_SECRET`],
          },
        ];
      }),
      pictureHosts: values.OIDC_PICTURE_HOSTS,
    },
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
