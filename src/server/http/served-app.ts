/**
 * The entry point of the composed app: what the listener calls (`fetch`, http/node-listener.ts) and what tests
 * call (`request`). Before routing it does the two things that need the request exactly as the listener made it:
 * it reads the client's IP (the listener's `requestIP` knows only that Request object; behind TRUSTED_PROXIES the
 * real client is read from X-Forwarded-For by http/client-address.ts; it reaches http/session.ts as
 * `c.env.clientIp`), and
 * it applies method spoofing (http/method-spoofing.ts), which must change the method before the router sees it.
 * No second Hono app: a request that cannot be spoofed goes straight to the app's own fetch.
 */
import type { Hono } from "hono";
import type { AppBindings, RequestBindings } from "../context.ts";
import { clientAddressResolver } from "./client-address.ts";
import { maySpoofMethod, spoofMethod } from "./method-spoofing.ts";

/** The composed app as a server and a test see it. */
export interface ServedApp {
  /** The listener's handler (http/node-listener.ts). */
  fetch(request: Request): Promise<Response>;
  /** A request to the app without a server: `input` is a URL (or a path, on http://localhost) or a Request. */
  request(input: string | URL | Request, init?: RequestInit): Promise<Response>;
}

/** The client IP of a request as the listener received it (`requestIP`, http/node-listener.ts), if known. */
export type ClientIp = (request: Request) => string | undefined;

/**
 * `app` behind the entry point: the client IP from `clientIp` (the socket's peer; X-Forwarded-For only when that
 * peer is one of `trustedProxies`), then method spoofing, then the app's routing.
 */
export function servedApp(
  app: Hono<AppBindings>,
  clientIp?: ClientIp,
  trustedProxies: readonly string[] = [],
): ServedApp {
  const resolve = clientAddressResolver(trustedProxies);
  const fetch = async (request: Request): Promise<Response> => {
    const bindings: RequestBindings = {
      clientIp: resolve(clientIp?.(request), request.headers.get("x-forwarded-for")),
    };
    return app.fetch(maySpoofMethod(request) ? await spoofMethod(request) : request, bindings);
  };
  const request = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) return fetch(init ? new Request(input, init) : input);
    const url = input.toString();
    return fetch(new Request(/^https?:\/\//.test(url) ? url : new URL(url, "http://localhost"), init));
  };
  return { fetch, request };
}
