/**
 * One push, sent (docs/product.md §11 Web push): the endpoint is resolved and checked (push-endpoint.ts), web-push
 * builds the encrypted request (aes128gcm, VAPID), and fetch sends it to the checked address — the host name stays
 * the TLS name (SNI, certificate check) and the Host — so nothing resolves the name a second time between the
 * check and the connection. Resolving plus the TLS handshake must finish within the connect timeout (3 s), the
 * whole send within the total timeout (10 s); then the send is abandoned and the job retried later with backoff.
 */
import { isIP } from "node:net";
import { checkServerIdentity, type PeerCertificate } from "node:tls";
import webpush from "web-push";
import { parsePushEndpointUrl } from "#shared/schemas/notifications.ts";
import type { PushSettings } from "../../env.ts";
import { countPushFailed, countPushSent } from "../../metrics/metrics.ts";
import {
  isKnownPushService,
  PushEndpointRefused,
  type PushTarget,
  resolvePushTarget,
} from "./push-endpoint.ts";

/**
 * The certificate authorities push services are verified against: the system's unless `trustPushCertificates`
 * named others (the tests: the certificate of their loopback push services). No verification is ever skipped.
 */
let trustedCertificates: string | undefined;

/** Verifies push services against `certificates` (PEM) instead of the system's authorities; undefined restores them. */
export function trustPushCertificates(certificates: string | undefined): void {
  trustedCertificates = certificates;
}

/** A subscription as the sender needs it. */
export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The VAPID identity pushes are signed with. */
export interface VapidIdentity {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * What became of a push: `delivered` (2xx), `gone` (404/410: the browser dropped the subscription) or `refused`
 * (the endpoint breaks the rules now: not https, or its host is, or now resolves to, a non-public address).
 */
export type PushOutcome = "delivered" | "gone" | "refused";

/** A send that did not finish in time: `connect` (resolving plus TLS handshake) or `total`. */
export class PushTimeout extends Error {
  constructor(
    readonly phase: "connect" | "total",
    ms: number,
    host: string,
  ) {
    super(`push to ${host}: no ${phase === "connect" ? "connection" : "answer"} within ${ms} ms`);
    this.name = "PushTimeout";
  }
}

/** A push service's answer other than 2xx, 404 or 410 (429, 5xx, …): retried later. */
export class PushRejected extends Error {
  constructor(
    readonly statusCode: number,
    host: string,
  ) {
    super(`push to ${host} answered ${statusCode}`);
    this.name = "PushRejected";
  }
}

/** The largest answer body read from a push service (bytes); the rest is discarded. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Seconds a push service keeps an undelivered push (the member's browser may be offline). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * How long a host that timed out is left alone (ms): its sends meanwhile fail at once, without a connection, and
 * retry with the job's backoff. Without it, the retries of pushes to never-answering hosts — older than any new
 * push, so fetched first — would take the general workers again every few seconds. The browsers' own push
 * services are never cooled down (a hiccup there must not hold back every member's pushes; they have their own
 * workers).
 */
export const SLOW_HOST_COOLDOWN_MS = 5 * 60 * 1000;

/** Hosts (`host[:port]`) that timed out in this process, and until when (Date.now() ms) they are left alone. */
const coolingHosts = new Map<string, number>();

/** A send not tried because its host timed out a moment ago (SLOW_HOST_COOLDOWN_MS): temporary, retried later. */
export class PushHostCoolingDown extends Error {
  constructor(host: string) {
    super(
      `push to ${host}: not tried, the host timed out in the last ${SLOW_HOST_COOLDOWN_MS / 60_000} minutes`,
    );
    this.name = "PushHostCoolingDown";
  }
}

/**
 * Sends `payload` to `subscription` (docs/product.md §11 Web push), counting the outcome in the metrics
 * (docs/operations.md "Metrics": `pushes_sent_total`, `pushes_failed_total` by reason).
 * @returns `delivered`, `gone` or `refused` (see PushOutcome).
 * @throws PushTimeout (connect or total timeout of `settings`; the host, unless a browser's push service, is then
 *   left alone for SLOW_HOST_COOLDOWN_MS), PushHostCoolingDown (not tried: see there), PushLookupFailed (the host
 *   does not resolve now), PushRejected (another status), or the connection's error (refused, reset, TLS): all
 *   temporary, for the job to retry with backoff.
 */
export async function deliverPush(
  subscription: PushSubscriptionKeys,
  payload: string,
  vapid: VapidIdentity,
  settings: PushSettings,
): Promise<PushOutcome> {
  let outcome: PushOutcome;
  try {
    outcome = await deliverUncounted(subscription, payload, vapid, settings);
  } catch (error) {
    countPushFailed(
      error instanceof PushTimeout ? "timeout" : error instanceof PushRejected ? "rejected" : "unreachable",
    );
    throw error;
  }
  if (outcome === "delivered") countPushSent();
  else countPushFailed(outcome);
  return outcome;
}

/** deliverPush without the counting. */
async function deliverUncounted(
  subscription: PushSubscriptionKeys,
  payload: string,
  vapid: VapidIdentity,
  settings: PushSettings,
): Promise<PushOutcome> {
  const startedAt = performance.now();
  const host = parsePushEndpointUrl(subscription.endpoint)?.host;
  const coolingUntil = host ? coolingHosts.get(host) : undefined;
  if (host && coolingUntil !== undefined) {
    if (coolingUntil > Date.now()) throw new PushHostCoolingDown(host);
    coolingHosts.delete(host);
  }
  let target: PushTarget;
  try {
    target = await resolvePushTarget(subscription.endpoint, {
      allowedHosts: settings.allowedHosts,
      lookupTimeoutMs: settings.connectTimeoutMs,
    });
  } catch (error) {
    if (error instanceof PushEndpointRefused) return "refused";
    throw error;
  }
  const details = webpush.generateRequestDetails(
    { endpoint: target.url.href, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: "aes128gcm" },
  );
  let status: number;
  try {
    status = await post(target, details, settings, startedAt);
  } catch (error) {
    if (error instanceof PushTimeout && !isKnownPushService(target.hostname)) {
      coolingHosts.set(target.url.host, Date.now() + SLOW_HOST_COOLDOWN_MS);
    }
    throw error;
  }
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  throw new PushRejected(status, target.url.host);
}

/**
 * POSTs web-push's request to the checked address of `target` with Bun's fetch and resolves with the answer's
 * status once its body was read (at most MAX_ANSWER_BYTES). A new connection each time (no keep-alive): the TLS
 * certificate check of each connection marks it up, ending the connect deadline (counted from `startedAt`, so
 * resolving counts); the total deadline aborts the send whatever it is doing. Redirects are not followed (a push
 * service cannot send the server elsewhere). Bun's fetch, not node:https: under Bun 1.4.5 a node:https or
 * node:tls connection destroyed during its TLS handshake keeps its socket open (a peer that never answers the
 * ClientHello would hold one per attempt); an aborted fetch closes it (tests/integration/push-delivery.test.ts).
 */
async function post(
  target: PushTarget,
  details: webpush.RequestDetails,
  settings: PushSettings,
  startedAt: number,
): Promise<number> {
  const host = target.url.host;
  const remaining = (ms: number) => Math.max(0, ms - (performance.now() - startedAt));
  const controller = new AbortController();
  const connectTimer = setTimeout(
    () => controller.abort(new PushTimeout("connect", settings.connectTimeoutMs, host)),
    remaining(settings.connectTimeoutMs),
  );
  const totalTimer = setTimeout(
    () => controller.abort(new PushTimeout("total", settings.timeoutMs, host)),
    remaining(settings.timeoutMs),
  );
  const address = new URL(target.url);
  address.hostname = target.family === 6 ? `[${target.address}]` : target.address;
  try {
    const answer = await fetch(address, {
      method: details.method,
      headers: { ...details.headers, host },
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: "manual",
      keepalive: false,
      signal: controller.signal,
      tls: {
        // The certificate is checked against the name (an IP literal is checked as an address, without SNI).
        ...(isIP(target.hostname) === 0 ? { serverName: target.hostname } : {}),
        ...(trustedCertificates ? { ca: trustedCertificates } : {}),
        checkServerIdentity(name: string, certificate: PeerCertificate) {
          clearTimeout(connectTimer);
          return checkServerIdentity(name, certificate);
        },
      },
    });
    clearTimeout(connectTimer);
    await readAtMost(answer, MAX_ANSWER_BYTES);
    return answer.status;
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(connectTimer);
    clearTimeout(totalTimer);
  }
}

/**
 * Reads and discards an answer's body, stopping after `limit` bytes (push services and webhook receivers: an answer
 * is never kept, and a large one never read whole).
 */
export async function readAtMost(answer: Response, limit: number): Promise<void> {
  if (!answer.body) return;
  const reader = answer.body.getReader();
  let read = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return;
    read += chunk.value.byteLength;
    if (read > limit) {
      await reader.cancel();
      return;
    }
  }
}
