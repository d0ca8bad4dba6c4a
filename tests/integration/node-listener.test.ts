/**
 * The production listener (src/server/http/node-listener.ts; docs/decisions/017-node-http-listener.md): a fetch
 * handler served by Bun's node:http server must behave as Bun.serve did for the app — the Request as sent (URL,
 * duplicate headers, a streamed body, the client's address), the answer as built (status, each Set-Cookie on its
 * own line, Content-Length), an event stream written as it comes and cancelled when the client leaves, and a stop
 * that lets open requests finish or cuts them.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { connect } from "node:net";
import { isDatabaseUnavailable } from "../../src/server/db/unavailable.ts";
import { renderError } from "../../src/server/http/error-response.ts";
import { ClientGoneError, type HttpListener, listen } from "../../src/server/http/node-listener.ts";

let current: HttpListener | undefined;

afterEach(async () => {
  await current?.stop(true);
  current = undefined;
});

async function serve(fetch: (request: Request) => Promise<Response> | Response): Promise<string> {
  current = await listen({ hostname: "127.0.0.1", port: 0, fetch, idleTimeoutSeconds: 30 });
  return `http://127.0.0.1:${current.port}`;
}

/** The raw bytes of one answer to `request` (an HTTP/1.1 text), read until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
    socket.write(request);
  });
}

describe("node listener", () => {
  test("the Request carries the URL, every header (duplicates too), the client address and a streamed body", async () => {
    const seen: { url: string; method: string; tags: string | null; ip: string | undefined; size: number }[] =
      [];
    const base = await serve(async (request) => {
      const body = new Uint8Array(await request.arrayBuffer());
      seen.push({
        url: request.url,
        method: request.method,
        tags: request.headers.get("x-tag"),
        ip: current?.requestIP(request)?.address,
        size: body.byteLength,
      });
      return Response.json({ received: body.byteLength }, { status: 201 });
    });
    const payload = new Uint8Array(1_000_000).fill(7);
    const headers = new Headers([
      ["x-tag", "a"],
      ["x-tag", "b"],
    ]);
    const response = await fetch(`${base}/api/echo?page=2&q=%E7%8A%AC`, {
      method: "POST",
      headers,
      body: payload,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: 1_000_000 });
    expect(seen).toEqual([
      {
        url: `${base}/api/echo?page=2&q=%E7%8A%AC`,
        method: "POST",
        tags: "a, b",
        ip: "127.0.0.1",
        size: 1_000_000,
      },
    ]);
  });

  test("a client that leaves mid-body fails the body with ClientGoneError, never a database error", async () => {
    const { promise: bodyError, resolve: failed } = Promise.withResolvers<unknown>();
    const { promise: inHandler, resolve: started } = Promise.withResolvers<void>();
    const base = await serve(async (request) => {
      started();
      try {
        await request.arrayBuffer();
        failed(null);
      } catch (error) {
        failed(error);
      }
      return new Response("unreachable");
    });
    const socket = connect(Number(new URL(base).port), "127.0.0.1");
    socket.on("error", () => {});
    socket.write("POST /api/posts HTTP/1.1\r\nHost: example.test\r\nContent-Length: 100000\r\n\r\n");
    socket.write("x".repeat(1000));
    await inHandler;
    socket.destroy();
    const error = await bodyError;
    expect(error).toBeInstanceOf(ClientGoneError);
    expect(isDatabaseUnavailable(error)).toBe(false);
    // The app answers it as a bad request (nobody reads it), not a 503 "database unavailable" or a logged 500.
    expect(renderError(new Error("body read failed", { cause: error })).status).toBe(400);
  });

  test("the answer keeps its status and headers, each Set-Cookie on its own line, with its Content-Length", async () => {
    const base = await serve(async () => {
      // Finished in a later turn of the event loop, as every answer that read the database is.
      await new Promise((resolve) => setImmediate(resolve));
      const headers = new Headers({
        "content-type": "application/json; charset=utf-8",
        "x-request-id": "r-1",
      });
      headers.append("set-cookie", "a=1; Path=/; HttpOnly");
      headers.append("set-cookie", "b=2; Path=/");
      return new Response(JSON.stringify({ text: "たすけあい" }), { status: 422, headers });
    });
    const raw = await rawExchange(
      Number(new URL(base).port),
      "GET /x HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n",
    );
    const [head = "", body] = raw.split("\r\n\r\n");
    const lines = head.split("\r\n");
    expect(lines[0]).toBe("HTTP/1.1 422 Unprocessable Entity");
    expect(lines).toContain("set-cookie: a=1; Path=/; HttpOnly");
    expect(lines).toContain("set-cookie: b=2; Path=/");
    expect(lines).toContain("x-request-id: r-1");
    const bodyBytes = Buffer.byteLength(JSON.stringify({ text: "たすけあい" }));
    expect(lines).toContain(`content-length: ${bodyBytes}`);
    expect(body).toBe('{"text":"たすけあい"}');
  });

  test("HEAD and 204 answers carry no body; a handler that throws is a 500 and the server keeps serving", async () => {
    const base = await serve((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/boom") throw new Error("boom");
      if (path === "/empty") return new Response(null, { status: 204 });
      return new Response(request.method === "HEAD" ? null : "hello", {
        headers: { "content-type": "text/plain" },
      });
    });
    const head = await fetch(`${base}/page`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const empty = await fetch(`${base}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.headers.get("content-length")).toBeNull();
    expect((await fetch(`${base}/boom`)).status).toBe(500);
    expect(await (await fetch(`${base}/page`)).text()).toBe("hello");
  });

  test("an event stream is written as it comes; when the client leaves, the request aborts and the stream is cancelled", async () => {
    const { promise: requestAborted, resolve: aborted } = Promise.withResolvers<void>();
    const { promise: streamCancelled, resolve: cancelled } = Promise.withResolvers<void>();
    let push: (text: string) => void = () => {};
    const base = await serve((request) => {
      request.signal.addEventListener("abort", () => aborted(), { once: true });
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text));
          push("data: first\n\n");
        },
        cancel() {
          cancelled();
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    });
    const client = new AbortController();
    const response = await fetch(`${base}/trpc/live.events`, { signal: client.signal });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe("data: first\n\n");
    push("data: second\n\n");
    expect(decoder.decode((await reader.read()).value)).toBe("data: second\n\n");
    client.abort();
    await requestAborted;
    await streamCancelled;
    await expect(fetch(`${base}/again`).then((r) => r.status)).resolves.toBe(200);
  });

  test("stop(false) refuses new connections and resolves once the open request is answered", async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const { promise: inHandler, resolve: started } = Promise.withResolvers<void>();
    const base = await serve(async (request) => {
      if (new URL(request.url).pathname === "/slow") {
        started();
        await held;
      }
      return new Response("done");
    });
    const listener = current as HttpListener;
    expect(await (await fetch(`${base}/warm`)).text()).toBe("done"); // leaves an idle keep-alive connection
    const slow = fetch(`${base}/slow`);
    await inHandler;
    expect(listener.pendingRequests).toBe(1);
    let stopped = false;
    const stopping = listener.stop(false).then(() => {
      stopped = true;
    });
    await expect(fetch(`${base}/new`)).rejects.toThrow();
    expect(stopped).toBe(false);
    release();
    expect(await (await slow).text()).toBe("done");
    await stopping;
    expect(listener.pendingRequests).toBe(0);
  });

  test("stop(true) cuts a request that never finishes", async () => {
    const { promise: inHandler, resolve: started } = Promise.withResolvers<void>();
    const base = await serve(() => {
      started();
      return new Promise<Response>(() => {});
    });
    const listener = current as HttpListener;
    const hanging = fetch(`${base}/never`).then(
      () => "answered",
      () => "cut",
    );
    await inHandler;
    await listener.stop(true);
    expect(await hanging).toBe("cut");
  });
});
