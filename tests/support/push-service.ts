/**
 * Push services on loopback for the web push tests and bench/push.ts (docs/product.md §11 Web push): HTTPS with a
 * certificate made for the run (makeTestCertificate), which the server is told to trust through
 * `trustPushCertificates` (no verification is skipped). A service answers every push at once (201; 410 under /gone;
 * under /redirect a 307 to /followed plus the path) or,
 * `stalling`, never answers, and reports what arrived and when the sender gave up on a held request; a tarpit
 * accepts TCP connections and never starts TLS.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A certificate and key for 127.0.0.1, localhost, push.test and fcm.googleapis.com (a browser's push service, which
 * the tests resolve to loopback), PEM, valid one day; trusted only where a test says so.
 */
export interface TestCertificate {
  cert: string;
  key: string;
}

/** Makes a self-signed P-256 certificate with openssl (its own CA: give its `cert` to `trustPushCertificates`). */
export function makeTestCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), "tasukeai-push-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
      "-days",
      "1",
      "-subj",
      "/CN=push.test",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:push.test,DNS:fcm.googleapis.com",
    ],
    { stdio: "ignore" },
  );
  return {
    cert: readFileSync(join(dir, "cert.pem"), "utf8"),
    key: readFileSync(join(dir, "key.pem"), "utf8"),
  };
}

/** One request a push service received. */
export interface ReceivedPush {
  path: string;
  headers: Headers;
  body: Buffer;
  /** performance.now() when it arrived. */
  at: number;
}

/** A push service on 127.0.0.1. */
export interface PushService {
  port: number;
  /** Every request received so far, in order. */
  received: ReceivedPush[];
  /** Resolves with the first request whose path is `path` (already received or still to come). */
  arrival(path: string): Promise<ReceivedPush>;
  /** Held requests (stalling service): path → performance.now() when the sender closed it, once it did. */
  abandonedAt: Map<string, number>;
  /** Resolves with performance.now() when the sender gives up on the held request of `path`. */
  abandonment(path: string): Promise<number>;
  /** Held requests still open. */
  open(): number;
  /** The most held requests open at once so far. */
  mostOpen(): number;
  stop(): void;
}

/**
 * Starts a push service on 127.0.0.1 (port 0: any free one). `stalling`: every request is read and then held
 * without an answer until the sender closes the connection; otherwise it answers 201 at once (410 for paths under
 * /gone, a 307 to /followed/… for paths under /redirect).
 */
export function startPushService(
  certificate: TestCertificate,
  options: { stalling?: boolean; port?: number } = {},
) {
  const received: ReceivedPush[] = [];
  const waiting = new Map<string, ((push: ReceivedPush) => void)[]>();
  const abandonedAt = new Map<string, number>();
  const abandonWaiting = new Map<string, ((at: number) => void)[]>();
  let held = 0;
  let mostHeld = 0;
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: options.port ?? 0,
    // A held request must stay open for as long as the sender waits (Bun closes idle ones after 10 s).
    idleTimeout: 0,
    tls: { cert: certificate.cert, key: certificate.key },
    async fetch(request) {
      const path = new URL(request.url).pathname;
      const push = { path, headers: request.headers, body: Buffer.from(await request.arrayBuffer()), at: 0 };
      push.at = performance.now();
      received.push(push);
      for (const resolve of waiting.get(path) ?? []) resolve(push);
      waiting.delete(path);
      if (path.startsWith("/redirect")) {
        return new Response(null, { status: 307, headers: { location: `/followed${path}` } });
      }
      if (!options.stalling) return new Response(null, { status: path.startsWith("/gone") ? 410 : 201 });
      held += 1;
      mostHeld = Math.max(mostHeld, held);
      return new Promise<Response>((resolve) => {
        request.signal.addEventListener("abort", () => {
          held -= 1;
          const at = performance.now();
          abandonedAt.set(path, at);
          for (const done of abandonWaiting.get(path) ?? []) done(at);
          abandonWaiting.delete(path);
          resolve(new Response(null, { status: 504 }));
        });
      });
    },
  });
  const service: PushService = {
    port: Number(server.port),
    received,
    arrival(path) {
      const found = received.find((push) => push.path === path);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), resolve]));
    },
    abandonedAt,
    abandonment(path) {
      const at = abandonedAt.get(path);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) =>
        abandonWaiting.set(path, [...(abandonWaiting.get(path) ?? []), resolve]),
      );
    },
    open: () => held,
    mostOpen: () => mostHeld,
    stop: () => server.stop(true),
  };
  return service;
}

/** A TCP listener on 127.0.0.1 that accepts connections and never says a word (no TLS handshake ever starts). */
export interface Tarpit {
  port: number;
  /** performance.now() of each connection's accept and, once the peer closed it, its close. */
  connections: { openedAt: number; closedAt?: number }[];
  /** Resolves with the first connection once its peer closed it. */
  firstClosed(): Promise<{ openedAt: number; closedAt: number }>;
  stop(): Promise<void>;
}

/** Starts a tarpit (see `Tarpit`). */
export async function startTarpit(): Promise<Tarpit> {
  const connections: Tarpit["connections"] = [];
  const sockets: Socket[] = [];
  let onClosed: ((connection: { openedAt: number; closedAt: number }) => void) | undefined;
  const server: Server = createServer((socket) => {
    const connection: Tarpit["connections"][number] = { openedAt: performance.now() };
    connections.push(connection);
    sockets.push(socket);
    socket.on("error", () => {});
    socket.on("close", () => {
      connection.closedAt = performance.now();
      if (connection === connections[0])
        onClosed?.({ openedAt: connection.openedAt, closedAt: connection.closedAt });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    connections,
    firstClosed() {
      const first = connections[0];
      if (first?.closedAt !== undefined)
        return Promise.resolve({ openedAt: first.openedAt, closedAt: first.closedAt });
      return new Promise((resolve) => {
        onClosed = resolve;
      });
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
