/**
 * Where a webhook may be delivered (docs/product.md "Webhooks"; docs/decisions/032-webhooks.md): an `https:` URL
 * without user information whose host is a public unicast address, or a name whose every address is one —
 * judged by the same rule as web push (notifications/push-endpoint.ts `isPublicAddress`: private, loopback,
 * link-local, unique-local, CGNAT, multicast, documentation and reserved ranges, and the IPv6 forms carrying
 * such an IPv4 address, IPv4-mapped included, are refused). Checked on registration and again before every
 * delivery, after resolving the name; a delivery connects to the address this check returned, so a name that
 * answers a public address to the check and a private one a moment later (DNS rebinding) reaches nothing.
 * Hosts listed in WEBHOOK_ALLOWED_HOSTS skip the address check and may use `http:` too (the tests' plain-HTTP
 * receiver on 127.0.0.1, a relay on an operator's private network).
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { parseWebhookUrl } from "#shared/schemas/webhooks.ts";
import { comparableHost } from "../../env.ts";
import { isPublicAddress } from "../notifications/push-endpoint.ts";

/** Answers the addresses of a host name, as `dns.promises.lookup(name, {all: true})` does. */
export type WebhookResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: WebhookResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

let resolver: WebhookResolver = systemResolver;

/** Replaces the resolver the checks use (tests); `undefined` restores the system's. */
export function setWebhookResolver(replacement: WebhookResolver | undefined): void {
  resolver = replacement ?? systemResolver;
}

/**
 * Why a URL is refused: not a URL, `http:` for a host not allowed, user information, a non-public address, or a
 * name that does not resolve (now).
 */
export type WebhookRefusal = "form" | "scheme" | "credentials" | "address" | "lookup";

/** A URL the rules refuse: a Japanese 422 on registration, a failed attempt at delivery. */
export class WebhookUrlRefused extends Error {
  constructor(
    readonly reason: WebhookRefusal,
    url: string,
  ) {
    super(`webhook url refused (${reason}): ${url.slice(0, 200)}`);
    this.name = "WebhookUrlRefused";
  }
}

/** A checked destination: the URL, its host name (no brackets), and the address to connect to. */
export interface WebhookTarget {
  url: URL;
  hostname: string;
  address: string;
  family: 4 | 6;
}

/**
 * Resolves and checks `value` (see the module comment).
 * @param allowedHosts WEBHOOK_ALLOWED_HOSTS (lower case, no brackets).
 * @param lookupTimeoutMs how long the name may take to resolve.
 * @returns the URL and its first address, to connect to.
 * @throws WebhookUrlRefused.
 */
export async function resolveWebhookTarget(
  value: string,
  allowedHosts: readonly string[],
  lookupTimeoutMs = 5000,
): Promise<WebhookTarget> {
  const url = parseWebhookUrl(value);
  if (!url) throw new WebhookUrlRefused("form", value);
  if (url.username !== "" || url.password !== "") throw new WebhookUrlRefused("credentials", value);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const allowed = allowedHosts.includes(comparableHost(hostname));
  if (url.protocol !== "https:" && !allowed) throw new WebhookUrlRefused("scheme", value);
  const literal = isIP(hostname);
  if (literal !== 0) {
    if (!allowed && !isPublicAddress(hostname)) throw new WebhookUrlRefused("address", value);
    return { url, hostname, address: hostname, family: literal === 6 ? 6 : 4 };
  }
  let addresses: { address: string; family: number }[];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    addresses = await Promise.race([
      resolver(hostname),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), lookupTimeoutMs);
      }),
    ]);
  } catch {
    throw new WebhookUrlRefused("lookup", value);
  } finally {
    clearTimeout(timer);
  }
  const [first] = addresses;
  if (!first) throw new WebhookUrlRefused("lookup", value);
  if (!allowed && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new WebhookUrlRefused("address", value);
  }
  return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
}
