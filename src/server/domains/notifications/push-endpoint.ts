/**
 * Where a push may go (docs/product.md §11 Web push): an `https:` endpoint without user information whose host is a
 * public unicast address, or a name whose every address is one. The same check runs when a subscription is saved
 * and again before every send; a send connects to the address this check returned (push-delivery.ts), so a name
 * that answers a public address to the check and a private one a moment later (DNS rebinding) reaches nothing.
 * Hosts listed in PUSH_ALLOWED_HOSTS skip the address check (never the https rule): the tests' loopback push
 * services, or a push relay on an operator's private network.
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { parsePushEndpointUrl } from "#shared/schemas/notifications.ts";
import { comparableHost } from "../../env.ts";

/** Answers the addresses of a host name, as `dns.promises.lookup(name, {all: true})` does. */
export type PushResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS). */
const systemResolver: PushResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

let resolver: PushResolver = systemResolver;

/**
 * Replaces the resolver the checks use (tests: a name that answers a public address on subscribe and a private one
 * at send time); `undefined` restores the system's.
 */
export function setPushResolver(replacement: PushResolver | undefined): void {
  resolver = replacement ?? systemResolver;
}

/** Why an endpoint is refused: its form (not https, user information, not a URL) or where it points. */
export type PushRefusal = "form" | "address";

/** An endpoint the rules refuse (a 422 on subscribe; at send time the subscription is removed). */
export class PushEndpointRefused extends Error {
  constructor(
    readonly reason: PushRefusal,
    endpoint: string,
  ) {
    super(`push endpoint refused (${reason}): ${endpoint.slice(0, 200)}`);
    this.name = "PushEndpointRefused";
  }
}

/** The host of an endpoint could not be resolved now (no such name, no answer in time): a temporary failure. */
export class PushLookupFailed extends Error {
  constructor(hostname: string, cause: unknown) {
    super(
      `push endpoint host ${hostname} did not resolve: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = "PushLookupFailed";
  }
}

/** A checked destination: the endpoint's URL, its host name, and the address to connect to. */
export interface PushTarget {
  url: URL;
  /** The host as written, without IPv6 brackets (the TLS name when it is not an IP literal). */
  hostname: string;
  address: string;
  family: 4 | 6;
}

/** The rules' settings: hosts that skip the address check, and how long a name may take to resolve (ms). */
export interface PushTargetRules {
  allowedHosts: readonly string[];
  lookupTimeoutMs: number;
}

/**
 * Resolves and checks `endpoint` (docs/product.md §11 Web push): `https:`, no user information, and an IP literal
 * (any form the WHATWG URL parser reads: 0x7f000001, 2130706433, 0177.0.0.1 are 127.0.0.1) or a name resolved once
 * whose every address is public — unless its host is in `rules.allowedHosts`.
 * @returns the URL and the first address, to connect to.
 * @throws PushEndpointRefused (form or address); PushLookupFailed when the name does not resolve within
 *   `rules.lookupTimeoutMs`.
 */
export async function resolvePushTarget(endpoint: string, rules: PushTargetRules): Promise<PushTarget> {
  const url = parsePushEndpointUrl(endpoint);
  if (!url) throw new PushEndpointRefused("form", endpoint);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const allowed = rules.allowedHosts.includes(comparableHost(hostname));
  const literal = isIP(hostname);
  if (literal !== 0) {
    if (!allowed && !isPublicAddress(hostname)) throw new PushEndpointRefused("address", endpoint);
    return { url, hostname, address: hostname, family: literal === 6 ? 6 : 4 };
  }
  const addresses = await resolveWithin(hostname, rules.lookupTimeoutMs);
  if (!allowed && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new PushEndpointRefused("address", endpoint);
  }
  const [first] = addresses as [{ address: string; family: number }];
  return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** The addresses of `hostname`, or PushLookupFailed after `timeoutMs` or on any resolver error or empty answer. */
async function resolveWithin(hostname: string, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer = await Promise.race([
      resolver(hostname),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    if (answer.length === 0) throw new Error("no addresses");
    return answer;
  } catch (error) {
    throw new PushLookupFailed(hostname, error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The push services of the browsers (Chrome, Edge and other Chromium browsers: FCM; Firefox: Mozilla autopush;
 * Safari: Apple; legacy Edge: WNS, a subdomain each): exact host names, or `.suffix` for any subdomain.
 */
export const KNOWN_PUSH_SERVICES = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  ".notify.windows.com",
] as const;

/** True when `hostname` is one of the browsers' push services (KNOWN_PUSH_SERVICES). */
export function isKnownPushService(hostname: string): boolean {
  const host = comparableHost(hostname);
  return KNOWN_PUSH_SERVICES.some((known) => (known.startsWith(".") ? host.endsWith(known) : host === known));
}

/** The groups a browser's push service's sends are spread over (by subscription): more of them run at once. */
const KNOWN_SERVICE_GROUPS = 4;

/**
 * How the sends to subscription `subscriptionId` at `endpoint` are grouped (docs/product.md §11 Web push): by host
 * (`host[:port]`; at most a few run at once per group, so one slow push service cannot take every worker), and
 * trusted when the host is one of KNOWN_PUSH_SERVICES: its sends go first and have workers of their own that other
 * hosts never hold, and are spread over KNOWN_SERVICE_GROUPS groups (a browser's service carries most members).
 */
export function pushGrouping(endpoint: string, subscriptionId: number): { group: string; trusted: boolean } {
  const url = parsePushEndpointUrl(endpoint);
  if (!url) return { group: endpoint.slice(0, 200), trusted: false };
  const trusted = isKnownPushService(url.hostname);
  return trusted
    ? { group: `${url.host}#${subscriptionId % KNOWN_SERVICE_GROUPS}`, trusted }
    : { group: url.host, trusted };
}

/** An IPv4 range: first address (as an unsigned 32-bit number) and prefix length. */
type Range4 = readonly [string, number];

/**
 * IPv4 ranges that are not public unicast (the IANA IPv4 special-purpose registry, multicast and the reserved
 * block): 0/8 "this network", 10/8, 100.64/10 (CGNAT), 127/8, 169.254/16, 172.16/12, 192.0.0/24, 192.0.2/24,
 * 192.88.99/24 (the old 6to4 relays), 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24, 224/4, 240/4.
 */
const PRIVATE_V4: readonly Range4[] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/** A dotted-quad IPv4 address as an unsigned 32-bit number, or null. */
function parseIPv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255))
    return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

const PRIVATE_V4_NUMERIC = PRIVATE_V4.map(([base, bits]) => ({ base: parseIPv4(base) as number, bits }));

function isPublicIPv4(value: number): boolean {
  return !PRIVATE_V4_NUMERIC.some(
    ({ base, bits }) => Math.floor(value / 2 ** (32 - bits)) === base / 2 ** (32 - bits),
  );
}

/** An IPv6 address as eight 16-bit groups (a dotted IPv4 tail allowed), or null (a zone id is not accepted). */
function parseIPv6(text: string): number[] | null {
  if (text.includes("%") || isIP(text) !== 6) return null;
  let body = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted?.[1]) {
    const v4 = parseIPv4(dotted[1]);
    if (v4 === null) return null;
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    body = body.slice(0, -dotted[1].length);
    if (body.endsWith(":") && !body.endsWith("::")) body = body.slice(0, -1);
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string | undefined) =>
    part ? part.split(":").map((group) => Number.parseInt(group, 16)) : [];
  const head = groupsOf(halves[0]);
  const rest = [...groupsOf(halves[1]), ...tail];
  const missing = 8 - head.length - rest.length;
  const groups = halves.length === 2 ? [...head, ...Array(missing).fill(0), ...rest] : [...head, ...rest];
  if (groups.length !== 8 || groups.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff))
    return null;
  return groups;
}

/**
 * True when `address` (an IPv4 or IPv6 address, no brackets) is public unicast (docs/product.md §11 Web push).
 * IPv4: not in PRIVATE_V4. IPv6: the forms that carry an IPv4 address are judged by it (IPv4-mapped ::ffff:0:0/96,
 * NAT64 64:ff9b::/96, 6to4 2002::/16); otherwise only global unicast 2000::/3 counts, less 2001::/23 (protocol
 * assignments, Teredo), 2001:db8::/32 and 3fff::/20 (documentation). So ::, ::1, ::/96, fc00::/7, fe80::/10,
 * fec0::/10, ff00::/8 and the rest are not public. Anything that is not an address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== null) return isPublicIPv4(v4);
  const groups = parseIPv6(address);
  if (!groups) return false;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = (high: number, low: number) => isPublicIPv4(high * 65536 + low);
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return embedded(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return embedded(g6, g7);
  if (g0 === 0x2002) return embedded(g1, g2);
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 < 0x200) return false;
  if (g0 === 0x2001 && g1 === 0xdb8) return false;
  if (g0 === 0x3fff && g1 < 0x1000) return false;
  return true;
}
