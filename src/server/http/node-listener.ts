/**
 * The board's HTTP listener (docs/operations.md "Start-up"; docs/decisions/017-node-http-listener.md): the
 * composed app's `fetch` served by Bun's `node:http` server instead of `Bun.serve`.
 *
 * Why: Bun 1.4.5's `Bun.serve` writes an answer finished after an `await` (every answer that read the database)
 * without corking the socket, so its status line, each header's name, `: `, value and line end and the body leave
 * as separate `send()` calls: about 71 per list answer with our 14 headers (oven-sh/bun#41341, open upstream).
 * Bun's `node:http` corks in `writeHead`, so the same answer leaves in one `sendmsg`. At 1,000,000 posts that is
 * 13-38 % more list answers per second on the same 2 cores (docs/performance.md "Our stack against its peers").
 *
 * What `Bun.serve` did for us and this module now does:
 * - the Request: URL from the Host header, the headers as received (duplicates kept), the body streamed (never
 *   buffered before the app's body limit has seen it), and an `AbortSignal` that fires when the client goes away
 *   (the live stream ends on it);
 * - the answer: status and headers (each Set-Cookie on its own line), a body of known length in one write with
 *   its Content-Length; an event stream (`text/event-stream`) written chunk by chunk as it comes, with
 *   backpressure, and cancelled when the client goes away;
 * - the client address of a request (`requestIP`), the count of requests in flight, an idle timeout, and
 *   `stop(false)` (refuse new connections, let the open requests finish) / `stop(true)` (cut everything).
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** What the entry point and the shutdown need of a listening server (the part of Bun's `Server` we used). */
export interface HttpListener {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  readonly port: number;
  /** Requests received whose answer has not been written out yet. */
  readonly pendingRequests: number;
  /** The socket peer of a request this listener received (undefined for any other Request). */
  requestIP(request: Request): { address: string } | undefined;
  /**
   * `closeActiveConnections` false: stop accepting connections, close the idle ones, and resolve once every open
   * request has been answered. True: also cut the open connections now.
   */
  stop(closeActiveConnections?: boolean): Promise<void>;
}

/** How to listen. */
export interface ListenOptions {
  hostname: string;
  port: number;
  fetch: (request: Request) => Promise<Response> | Response;
  /** A connection with nothing read or written for this long is closed (Bun.serve's `idleTimeout`), in s. */
  idleTimeoutSeconds: number;
}

/** Socket errors of one request are that request's end, nothing more (the client is gone). */
function ignoreSocketError(): void {}

/** Methods whose requests carry no body. */
const BODYLESS = new Set(["GET", "HEAD"]);

/** The error a request body fails with when the client goes away before sending all of it. */
export class ClientGoneError extends Error {
  readonly code = "CLIENT_GONE";
  constructor() {
    super("the client went away before the request body was complete");
  }
}

/** True when `error`, or one of its causes, is a ClientGoneError (a body read failed because the client left). */
export function isClientGone(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    if ((current as { code?: unknown }).code === "CLIENT_GONE") return true;
    current = current.cause;
  }
  return false;
}

/**
 * The body of `incoming` as a byte stream, read as the app reads it (paused while 64 KiB wait). A client that goes
 * away mid-body fails it with ClientGoneError, not node's ECONNRESET "aborted", which the app's error handling
 * would take for a lost database connection (db/unavailable.ts).
 */
function bodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        incoming.on("data", (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        incoming.once("end", () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        const gone = () => {
          if (settled) return;
          settled = true;
          controller.error(new ClientGoneError());
        };
        incoming.once("error", gone);
        incoming.once("close", () => {
          if (!incoming.complete) gone();
        });
      },
      pull() {
        incoming.resume();
      },
      cancel() {
        settled = true;
        incoming.destroy();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk?.byteLength ?? 0 },
  );
}

/** The Fetch Request for a node:http request, aborted through `abort` when the client goes away. */
function toRequest(incoming: IncomingMessage, origin: string, abort: AbortController): Request {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2)
    headers.append(raw[index] ?? "", raw[index + 1] ?? "");
  const host = incoming.headers.host;
  const url = `${host ? `http://${host}` : origin}${incoming.url ?? "/"}`;
  const method = incoming.method ?? "GET";
  if (BODYLESS.has(method)) return new Request(url, { method, headers, signal: abort.signal });
  return new Request(url, {
    method,
    headers,
    signal: abort.signal,
    // Streamed, so the app's body limit (http/body-limit.ts) decides before a large upload is held in memory.
    body: bodyStream(incoming),
    duplex: "half",
  } as RequestInit);
}

/** The answer's header lines for `writeHead`: a flat [name, value, …] list, each Set-Cookie kept apart. */
function headerLines(response: Response, contentLength: number | null): string[] {
  const lines: string[] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") lines.push(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) lines.push("set-cookie", cookie);
  if (contentLength !== null) lines.push("content-length", String(contentLength));
  return lines;
}

/** Writes an event stream as it comes; stops reading when the client is gone. */
async function pipeStream(
  body: ReadableStream<Uint8Array>,
  outgoing: ServerResponse,
  gone: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const cancel = () => {
    reader.cancel().catch(() => {});
  };
  if (gone.aborted) cancel();
  else gone.addEventListener("abort", cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || gone.aborted) break;
      if (!outgoing.write(value)) await Promise.race([once(outgoing, "drain"), once(outgoing, "close")]);
    }
  } catch {
    // The stream was cancelled (client gone) or failed: nothing more to write.
  } finally {
    gone.removeEventListener("abort", cancel);
    if (!outgoing.writableEnded && !outgoing.destroyed) outgoing.end();
  }
}

/** Writes `response` to `outgoing`: one write with Content-Length, or chunk by chunk for an event stream. */
async function writeAnswer(
  response: Response,
  outgoing: ServerResponse,
  method: string,
  gone: AbortSignal,
): Promise<void> {
  const body = response.body;
  const contentType = response.headers.get("content-type") ?? "";
  if (body && contentType.startsWith("text/event-stream")) {
    outgoing.writeHead(response.status, headerLines(response, null));
    outgoing.flushHeaders();
    await pipeStream(body, outgoing, gone);
    return;
  }
  const bytes = body ? new Uint8Array(await response.arrayBuffer()) : null;
  const noBody = response.status === 204 || response.status === 304;
  const declared = response.headers.get("content-length");
  // 204 and 304 declare no length; a HEAD answer (no body) only the one the app declared, if any.
  const length = noBody
    ? null
    : bytes
      ? bytes.byteLength
      : declared === null
        ? method === "HEAD"
          ? null
          : 0
        : Number(declared);
  outgoing.writeHead(response.status, headerLines(response, length));
  if (bytes && !noBody && method !== "HEAD") outgoing.end(bytes);
  else outgoing.end();
}

/**
 * Listens on `hostname:port` and serves `fetch` there.
 * @returns the listener once it accepts connections.
 * @throws the listen error (EADDRINUSE, EACCES, …).
 */
export async function listen(options: ListenOptions): Promise<HttpListener> {
  const peers = new WeakMap<Request, string>();
  const sockets = new Set<Socket>();
  let pending = 0;
  let origin = `http://${options.hostname}:${options.port}`;

  // Once stopping, an answer says `Connection: close` and its connection is closed when it is written out, so
  // that `server.close()` (which waits for every connection) resolves when the last request is answered.
  let stopping = false;
  const server = createServer((incoming, outgoing) => {
    // A socket error (the client reset the connection mid-body, a write after it left) ends this request only;
    // unhandled, node:http would throw it and end the process.
    incoming.on("error", ignoreSocketError);
    outgoing.on("error", ignoreSocketError);
    pending++;
    if (stopping) outgoing.shouldKeepAlive = false;
    const abort = new AbortController();
    const method = incoming.method ?? "GET";
    // The client went away before the answer was written out: abort the request (the live stream ends on it).
    outgoing.once("close", () => {
      if (!outgoing.writableFinished) abort.abort();
    });
    let request: Request;
    try {
      request = toRequest(incoming, origin, abort);
    } catch {
      pending--;
      outgoing.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad Request");
      return;
    }
    const peer = incoming.socket.remoteAddress;
    if (peer) peers.set(request, peer);
    Promise.resolve()
      .then(() => options.fetch(request))
      .then((response) => writeAnswer(response, outgoing, method, abort.signal))
      .catch(() => {
        if (!outgoing.headersSent) outgoing.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        if (!outgoing.writableEnded) outgoing.end();
      })
      .finally(() => {
        pending--;
        if (stopping) setImmediate(() => server.closeIdleConnections());
      });
  });
  // A malformed request or a reset before one was read: close that connection, keep serving.
  server.on("clientError", (_error, socket: Socket) => {
    socket.destroy();
  });
  server.timeout = options.idleTimeoutSeconds * 1000;
  server.keepAliveTimeout = options.idleTimeoutSeconds * 1000;
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${options.hostname}:${port}`;

  let closed: Promise<void> | undefined;
  return {
    port,
    get pendingRequests() {
      return pending;
    },
    requestIP(request) {
      const address = peers.get(request);
      return address === undefined ? undefined : { address };
    },
    stop(closeActiveConnections = false) {
      stopping = true;
      closed ??= new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (closeActiveConnections) {
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }
      return closed;
    },
  };
}
