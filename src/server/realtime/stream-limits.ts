/**
 * How many live streams one client may hold open on this instance (docs/api.md "Error codes"
 * `too_many_streams`: one anonymous client opened 19,000 streams, and at about 20,000 the server stopped
 * answering new connections). A stream is a per-instance resource — a socket, a subscriber on this instance's
 * hub, its keep-alive pings — so the caps are counted per instance, in memory, and a slot is given back when
 * the stream closes (the client goes away or the request is aborted). GET /trpc/live.events (http/trpc.ts)
 * takes a slot before it opens the stream and answers 429 (Retry-After) when a cap is reached.
 *
 * - A member session: 6 streams — one per tab; a browser on HTTP/1.1 opens at most 6 connections per host, so
 *   a 7th tab could not have used its stream anyway.
 * - A member: 20 streams across all their sessions (phone, computer, several tabs; logging in again does not
 *   buy more).
 * - A visitor address: 20 visitor streams. Visitors are counted by address because a visitor can drop cookies;
 *   members are not counted by address, so that people behind one shared address (an office, a carrier's
 *   NAT) are limited per account, not together.
 * - All visitors of the instance: 2,000 streams, whatever their addresses, so that a flood from many addresses
 *   still leaves the members' streams (and the server) room.
 */

/** The caps (docs/performance.md "Live stream caps"). */
export const STREAM_LIMITS = {
  perSession: 6,
  perMember: 20,
  visitorsPerAddress: 20,
  visitorsTotal: 2000,
} as const;

export type StreamCaps = { [K in keyof typeof STREAM_LIMITS]: number };

/** Who opens a stream: the member (null for a visitor), their session token, the client address. */
export interface StreamClient {
  userId: number | null;
  sessionToken: string | null;
  address: string;
}

/** A slot taken (give it back with `release`, once), or the cap that refused it. */
export type StreamSlot =
  | { ok: true; release: () => void }
  | { ok: false; cap: keyof StreamCaps; limit: number };

/** The open streams of one instance, counted per session, member and visitor address. */
export class StreamLimiter {
  private readonly bySession = new Map<string, number>();
  private readonly byMember = new Map<number, number>();
  private readonly byAddress = new Map<string, number>();
  private visitors = 0;
  private members = 0;

  constructor(private readonly caps: StreamCaps = STREAM_LIMITS) {}

  /** Takes a slot for a stream of `client`, or says which cap refuses it. */
  acquire(client: StreamClient): StreamSlot {
    if (client.userId !== null) {
      const session = client.sessionToken ?? "";
      if ((this.bySession.get(session) ?? 0) >= this.caps.perSession) return this.refuse("perSession");
      if ((this.byMember.get(client.userId) ?? 0) >= this.caps.perMember) return this.refuse("perMember");
      const userId = client.userId;
      increment(this.bySession, session);
      increment(this.byMember, userId);
      this.members += 1;
      return this.slot(() => {
        decrement(this.bySession, session);
        decrement(this.byMember, userId);
        this.members -= 1;
      });
    }
    if ((this.byAddress.get(client.address) ?? 0) >= this.caps.visitorsPerAddress) {
      return this.refuse("visitorsPerAddress");
    }
    if (this.visitors >= this.caps.visitorsTotal) return this.refuse("visitorsTotal");
    const address = client.address;
    increment(this.byAddress, address);
    this.visitors += 1;
    return this.slot(() => {
      decrement(this.byAddress, address);
      this.visitors -= 1;
    });
  }

  /** Open streams counted now (for tests and the benchmark). */
  counts(): { visitors: number; members: number } {
    return { visitors: this.visitors, members: this.members };
  }

  private refuse(cap: keyof StreamCaps): StreamSlot {
    return { ok: false, cap, limit: this.caps[cap] };
  }

  private slot(free: () => void): StreamSlot {
    let held = true;
    return {
      ok: true,
      release: () => {
        if (!held) return;
        held = false;
        free();
      },
    };
  }
}

function increment<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function decrement<K>(map: Map<K, number>, key: K): void {
  const left = (map.get(key) ?? 0) - 1;
  if (left > 0) map.set(key, left);
  else map.delete(key);
}
