/**
 * A mix of what a board's clients send, over real HTTP to a server process (the outage test and bench/outage.ts,
 * docs/operations.md "Database outages"): a visitor's list over REST and tRPC, a member's calls with a session
 * cookie, and a member's write with the CSRF header. Each answer is read whole and timed; one that does not come
 * within the caller's bound is recorded as none.
 */
import { CookieJar } from "./cookie-jar.ts";

/** One request of the mix. */
export interface MixedRequest {
  name: string;
  path: string;
  init: RequestInit;
}

/** What came back (`status` 0 and `failure` when nothing did in time or the connection failed). */
export interface TimedAnswer {
  name: string;
  status: number;
  retryAfter: string | null;
  /** The text people read: `message` of a REST body, `error.message` of a tRPC one. */
  message: string | null;
  ms: number;
  failure?: string;
}

/**
 * Registers a member on the server at `base` (password `password-1234`) through the Sanctum flow.
 * @returns the member's id and signed-in cookies. @throws when registration does not answer 201.
 */
export async function signedUpMember(
  base: string,
  email: string,
  name = "障害 確認",
): Promise<{ id: number; cookies: CookieJar }> {
  const cookies = new CookieJar();
  cookies.take(await fetch(`${base}/sanctum/csrf-cookie`));
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookies.header, "X-XSRF-TOKEN": cookies.xsrf },
    body: JSON.stringify({ name, email, password: "password-1234", password_confirmation: "password-1234" }),
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  cookies.take(registered);
  const { data } = (await registered.json()) as { data: { id: number } };
  return { id: data.id, cookies };
}

/** The five requests of the mix: a public list (REST, tRPC), a member's calls (REST, tRPC) and a member's write. */
export function requestMix(member: CookieJar): MixedRequest[] {
  const list = encodeURIComponent(JSON.stringify({ page: 1 }));
  return [
    { name: "GET /api/posts", path: "/api/posts", init: {} },
    { name: "GET /api/auth/me", path: "/api/auth/me", init: { headers: { Cookie: member.header } } },
    {
      name: "POST /api/public-messages",
      path: "/api/public-messages",
      init: {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: member.header, "X-XSRF-TOKEN": member.xsrf },
        body: JSON.stringify({ body: "障害中の書き込み" }),
      },
    },
    { name: "GET /trpc/posts.list", path: `/trpc/posts.list?input=${list}`, init: {} },
    {
      name: "GET /trpc/threads.unreadCount",
      path: "/trpc/threads.unreadCount",
      init: { headers: { Cookie: member.header } },
    },
  ];
}

/** Sends `request` to `base` and reads its whole answer, giving up after `timeoutMs`. Never throws. */
export async function timedRequest(
  base: string,
  request: MixedRequest,
  timeoutMs: number,
): Promise<TimedAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${request.path}`, {
      ...request.init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let message: string | null = null;
    try {
      const body = JSON.parse(text) as { message?: string; error?: { message?: string } };
      message = body.message ?? body.error?.message ?? null;
    } catch {
      // Not JSON: no text to show.
    }
    return {
      name: request.name,
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      message,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      name: request.name,
      status: 0,
      retryAfter: null,
      message: null,
      ms: performance.now() - started,
      failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}
