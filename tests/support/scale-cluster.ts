/**
 * A small production-like cluster on the loopback for the scale-out tests and bench/scale.ts (docs/operations.md
 * "Behind a load balancer"): a fresh PostgreSQL database on 127.0.0.1:5432, a real S3-compatible server
 * (s3rver, a child process), server processes of the board (`bun src/server/index.ts`, each with its own
 * DATA_DIR) and Debian's nginx running the committed deploy/nginx/tasukeai.conf with its ports replaced. Every
 * piece is started and stopped here; nothing is mocked.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";

const ROOT = resolve(import.meta.dir, "../..");

/** The PostgreSQL server the tests use (CI starts it; README "Running on PostgreSQL"). */
export const ADMIN_DATABASE_URL =
  process.env.SCALE_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Debian's nginx binary (installed by .ci/run when missing). */
export const NGINX = "/usr/sbin/nginx";

/** The signing key every instance shares (docs/operations.md "Shared secrets"). */
export const SHARED_APP_KEY = "scale-test-app-key-scale-test-app-key-0123456789";

/** The address nginx connects to the instances from: the only trusted proxy of the instances. */
export const PROXY_ADDRESS = "127.0.0.3";

/** s3rver's fixed credentials. */
export const S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;
export const S3_BUCKET = "tasukeai-uploads";

/** Resolves when `url` answers anything below 500; rejects after `timeoutMs`. */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process behind ${url} exited before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status < 500) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await Bun.sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/** A fresh database on the local PostgreSQL, dropped by `drop()`. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const sql = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}

/** A child process with its output kept for failure messages. */
class Child {
  readonly output: string[] = [];
  readonly exited: Promise<number>;
  private done = false;

  constructor(readonly process: ReturnType<typeof Bun.spawn>) {
    this.exited = process.exited.then((code) => {
      this.done = true;
      return code;
    });
    for (const stream of [process.stdout, process.stderr]) {
      if (stream instanceof ReadableStream) void this.collect(stream);
    }
  }

  get alive(): boolean {
    return !this.done;
  }

  private async collect(stream: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      this.output.push(decoder.decode(chunk.value));
      if (this.output.length > 400) this.output.splice(0, 100);
    }
  }

  /** The last lines written, for an error message. */
  tail(): string {
    return this.output.join("").split("\n").slice(-30).join("\n");
  }

  /** Stops the process: SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.alive) return;
    this.process.kill("SIGTERM");
    const timer = setTimeout(() => this.process.kill("SIGKILL"), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** A running S3-compatible server (s3rver) on the loopback. */
export interface S3Server {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts s3rver on `port` with the bucket S3_BUCKET, in a temporary directory removed on stop. */
export async function startS3Server(port: number): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), "tasukeai-s3-"));
  const child = new Child(
    Bun.spawn(
      [
        "node",
        join(ROOT, "node_modules/s3rver/bin/s3rver.js"),
        "--directory",
        directory,
        "--address",
        "127.0.0.1",
        "--port",
        String(port),
        "--silent",
        "--configure-bucket",
        S3_BUCKET,
      ],
      { stdout: "pipe", stderr: "pipe" },
    ),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${endpoint}/${S3_BUCKET}`, 20_000, () => child.alive);
  } catch (error) {
    await child.stop();
    throw new Error(`s3rver did not start: ${error}\n${child.tail()}`);
  }
  return {
    endpoint,
    async stop() {
      await child.stop(5000);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One server process of the board. */
export interface BoardInstance {
  port: number;
  url: string;
  dataDir: string;
  child: Child;
  /** The server process's id (for its CPU time and memory in /proc). */
  readonly pid: number;
  /** SIGTERM and wait for the exit; resolves with the exit code and the milliseconds it took. */
  terminate(): Promise<{ code: number; ms: number }>;
  stop(): Promise<void>;
}

/** Settings of a board instance (the environment of `bun src/server/index.ts`). */
export interface BoardSettings {
  port: number;
  databaseUrl: string;
  s3Endpoint?: string;
  appUrl: string;
  trustedProxies?: string;
  extraEnv?: Record<string, string>;
}

/** A built-client stand-in: the instances serve the API; the SPA is not what these tests look at. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "tasukeai-client-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>tasukeai</title>");
  return dir;
}

/** Starts `bun src/server/index.ts` and waits until it answers HTTP. */
export async function startBoard(settings: BoardSettings): Promise<BoardInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), "tasukeai-instance-"));
  const client = clientDir();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/tmp",
    PORT: String(settings.port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: settings.databaseUrl,
    APP_KEY: SHARED_APP_KEY,
    APP_URL: settings.appUrl,
    SEED_DEMO: "0",
    NODE_ENV: "production",
    CLIENT_DIR: client,
    TRUSTED_PROXIES: settings.trustedProxies ?? PROXY_ADDRESS,
    ...(settings.s3Endpoint
      ? {
          S3_BUCKET,
          S3_ENDPOINT: settings.s3Endpoint,
          S3_REGION: "us-east-1",
          S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
          S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
        }
      : {}),
    ...settings.extraEnv,
  };
  const child = new Child(
    Bun.spawn([process.execPath, join(ROOT, "src/server/index.ts")], {
      cwd: ROOT,
      env,
      stdout: "pipe",
      stderr: "pipe",
    }),
  );
  const url = `http://127.0.0.1:${settings.port}`;
  try {
    await waitForHttp(`${url}/sanctum/csrf-cookie`, 60_000, () => child.alive);
  } catch (error) {
    await child.stop(2000);
    throw new Error(`instance on ${settings.port} did not start: ${error}\n${child.tail()}`);
  }
  const cleanup = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(client, { recursive: true, force: true });
  };
  return {
    port: settings.port,
    url,
    dataDir,
    child,
    pid: child.process.pid,
    async terminate() {
      const started = performance.now();
      child.process.kill("SIGTERM");
      const code = await child.exited;
      return { code, ms: performance.now() - started };
    },
    async stop() {
      await child.stop();
      cleanup();
    },
  };
}

/** A running nginx. */
export interface Nginx {
  url: string;
  /** The master process's id (its workers are its children), for CPU figures. */
  pid: number;
  /** The rendered configuration (for failure messages). */
  config: string;
  stop(): Promise<void>;
}

/**
 * The committed deploy/nginx/tasukeai.conf with `listen 80` → `port`, the two upstream servers → `upstreams`,
 * and `proxy_bind PROXY_ADDRESS` (so the instances see nginx at the one trusted address while the test clients
 * connect from others). Throws when the file no longer has the lines it replaces.
 */
export function renderNginxSite(port: number, upstreams: readonly number[]): string {
  let site = readFileSync(join(ROOT, "deploy/nginx/tasukeai.conf"), "utf8");
  const servers = /^ {4}server 127\.0\.0\.1:\d+ (.*);$/gm;
  const options = servers.exec(site)?.[1];
  if (!options || !/^ {4}listen 80;$/m.test(site))
    throw new Error("deploy/nginx/tasukeai.conf changed shape");
  let first = true;
  site = site.replace(/^ {4}server 127\.0\.0\.1:\d+ .*;\n/gm, () => {
    if (!first) return "";
    first = false;
    return upstreams.map((upstream) => `    server 127.0.0.1:${upstream} ${options};\n`).join("");
  });
  return site.replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};\n    proxy_bind ${PROXY_ADDRESS};`);
}

/** Starts nginx (as the current user, in a temporary prefix) in front of `upstreams` on `port`. */
export async function startNginx(port: number, upstreams: readonly number[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), "tasukeai-nginx-"));
  for (const dir of ["logs", "temp/body", "temp/proxy", "temp/fastcgi", "temp/uwsgi", "temp/scgi"]) {
    mkdirSync(join(prefix, dir), { recursive: true });
  }
  const runAsRoot = process.getuid?.() === 0;
  const config = `${runAsRoot ? "user root;\n" : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
${renderNginxSite(port, upstreams)}
}
`;
  const file = join(prefix, "nginx.conf");
  writeFileSync(file, config);
  const child = new Child(
    Bun.spawn([NGINX, "-e", join(prefix, "logs/error.log"), "-p", prefix, "-c", file, "-g", "daemon off;"], {
      stdout: "pipe",
      stderr: "pipe",
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/sanctum/csrf-cookie`, 20_000, () => child.alive);
  } catch (error) {
    const log = readFileSync(join(prefix, "logs/error.log"), "utf8");
    await child.stop(2000);
    throw new Error(`nginx did not start: ${error}\n${child.tail()}\n${log}`);
  }
  return {
    url,
    pid: child.process.pid,
    config,
    async stop() {
      // QUIT: graceful (open streams are closed by the instances' own shutdown or cut here after the timeout).
      child.process.kill("SIGQUIT");
      const timer = setTimeout(() => child.process.kill("SIGKILL"), 5000);
      await child.exited;
      clearTimeout(timer);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
