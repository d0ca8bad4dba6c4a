/**
 * The client's real address behind trusted proxies (docs/operations.md "Trusted proxies and the client address",
 * docs/decisions/009-scale-out-storage-and-proxies.md). Rate limits, sessions and the live-stream caps key on the
 * address this returns, so it must not be forgeable: X-Forwarded-For is read only when the direct peer is one of
 * TRUSTED_PROXIES, and then from the right (the hops our proxies appended) to the left, stopping at the first
 * address that is not a trusted proxy. A client that sends its own X-Forwarded-For only adds entries to the left
 * of that one, which are never reached. With no trusted proxies the header is ignored entirely.
 */
import { BlockList, isIP } from "node:net";

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) as `10.0.0.1`; other addresses as they are. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * A test of addresses against `entries` (IPs and CIDR ranges, as env.ts validates them): true for an address
 * (`10.0.0.1`, `::1`; not a name) that is one of them or falls in one. Also http/metrics.ts's METRICS_ALLOWED.
 */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}

/** Decides the client address of a request from its direct peer and its X-Forwarded-For header. */
export type ClientAddressResolver = (
  peer: string | undefined,
  forwardedFor: string | null,
) => string | undefined;

/**
 * The resolver for `trusted` (IPs and CIDR ranges, as validated by env.ts TRUSTED_PROXIES).
 * @returns a function giving the client address: the peer itself unless it is trusted; else the right-most
 *   X-Forwarded-For entry that is not trusted (every entry trusted: the left-most; a malformed entry ends the
 *   walk at the last good address).
 */
export function clientAddressResolver(trusted: readonly string[]): ClientAddressResolver {
  if (trusted.length === 0) return (peer) => (peer === undefined ? undefined : plainAddress(peer));
  const isTrusted = addressMatcher(trusted);
  return (peer, forwardedFor) => {
    if (peer === undefined) return undefined;
    let client = plainAddress(peer);
    if (!isTrusted(client) || !forwardedFor) return client;
    const hops = forwardedFor.split(",").map((hop) => plainAddress(hop.trim()));
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index] ?? "";
      if (isIP(hop) === 0) break;
      client = hop;
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}
