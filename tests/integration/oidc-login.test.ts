/**
 * Login with LINE, Google and Apple (docs/product.md "Login with LINE, Google and Apple"): the whole authorization
 * code flow over HTTP — the board's /auth/{provider}/start and callback through `app.request()` with a cookie
 * jar, the provider a real `oidc-provider` on 127.0.0.1 reached over real HTTP by both the "browser" (fetch with
 * its own cookie jar) and the board (discovery, token exchange, JWKS).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { copy } from "#shared/copy.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { loginIdentities, sessions, users } from "../../src/server/db/schema/index.ts";
import { oidcFlowThrottleKey, sameOriginPath } from "../../src/server/domains/accounts/oidc-login.rest.ts";
import { clearRateLimit } from "../../src/server/limits/rate-limit.ts";
import { CookieJar } from "../support/cookie-jar.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { type LocalProvider, startLocalProvider, type TestAccount } from "../support/oidc-provider.ts";
import { LOCAL_ADDRESS, RestClient, type TestApp, testEnv, uniqueEmail } from "../support/test-app.ts";
import { testDatabase } from "../support/test-db.ts";

const BOARD = "http://localhost:3000";
// Ports of their own: the browser journey (oidc-login.e2e.ts) runs its providers at E2E_PORT + 2 and + 3.
const PORTS = { line: 3265, google: 3266, foreignKeys: 3267, audience: 3268 };
const redirect = (provider: string) => `${BOARD}/auth/${provider}/callback`;

let line: LocalProvider;
let google: LocalProvider;
let foreignKeys: LocalProvider;
let audience: LocalProvider;
let deps: AppDeps;
let app: TestApp;
let badSignatureApp: TestApp;
let badAudienceApp: TestApp;

beforeAll(async () => {
  [line, google, foreignKeys, audience] = await Promise.all([
    startLocalProvider({
      port: PORTS.line,
      clients: [{ client_id: "board-line", client_secret: "line-secret", redirect_uris: [redirect("line")] }],
    }),
    startLocalProvider({
      port: PORTS.google,
      clients: [{ client_id: "board-google", redirect_uris: [redirect("google")] }],
    }),
    startLocalProvider({
      port: PORTS.foreignKeys,
      clients: [{ client_id: "board-line", client_secret: "line-secret", redirect_uris: [redirect("line")] }],
      publishForeignKeys: true,
    }),
    startLocalProvider({
      port: PORTS.audience,
      clients: [{ client_id: "board-line", client_secret: "line-secret", redirect_uris: [redirect("line")] }],
      audienceOverride: "someone-else",
    }),
  ]);
  const handle = await testDatabase();
  const env = testEnv({
    OIDC_LINE_CLIENT_ID: "board-line",
    OIDC_LINE_CLIENT_SECRET: "line-secret",
    OIDC_LINE_ISSUER: line.issuer,
    OIDC_GOOGLE_CLIENT_ID: "board-google",
    OIDC_GOOGLE_ISSUER: google.issuer,
  });
  deps = { db: handle.db, env };
  app = createApp(deps);
  const lineAt = (issuer: string) =>
    testEnv({
      OIDC_LINE_CLIENT_ID: "board-line",
      OIDC_LINE_CLIENT_SECRET: "line-secret",
      OIDC_LINE_ISSUER: issuer,
    });
  badSignatureApp = createApp({ db: handle.db, env: lineAt(foreignKeys.issuer) });
  badAudienceApp = createApp({ db: handle.db, env: lineAt(audience.issuer) });
});

afterAll(async () => {
  await Promise.all([line, google, foreignKeys, audience].map((provider) => provider?.close()));
});

/** A browser: the board's cookies (RestClient) and the provider's (CookieJar). */
function browser(board: TestApp = app) {
  return { board: new RestClient(board), provider: new CookieJar() };
}

/**
 * Follows the provider's redirects from `authorizeUrl` until it sends the browser back to the board; returns
 * that callback URL. `tamper` may rewrite the authorization request first.
 */
async function throughProvider(
  jar: CookieJar,
  authorizeUrl: string,
  tamper?: (url: URL) => void,
): Promise<URL> {
  let url = new URL(authorizeUrl);
  tamper?.(url);
  for (let hop = 0; hop < 10; hop += 1) {
    const answer = await fetch(url, { redirect: "manual", headers: { cookie: jar.header } });
    jar.take(answer);
    const location = answer.headers.get("location");
    if (answer.status < 300 || answer.status >= 400 || !location)
      throw new Error(`provider answered ${answer.status} at ${url.pathname}: ${await answer.text()}`);
    url = new URL(location, url);
    if (url.origin === BOARD) return url;
  }
  throw new Error("too many redirects at the provider");
}

/** GET /auth/{provider}/start: the 302 to the provider. */
async function start(client: RestClient, provider: string, query = ""): Promise<string> {
  const answer = await client.get(`/auth/${provider}/start${query}`);
  expect(answer.status).toBe(302);
  return answer.headers.get("location") ?? "";
}

/** The whole flow as `account`; returns the board's answer to the callback. */
async function flow(
  who: ReturnType<typeof browser>,
  provider: LocalProvider,
  name: "line" | "google",
  account: TestAccount,
  options: { query?: string; tamper?: (url: URL) => void } = {},
): Promise<{ answer: Response; callback: URL }> {
  provider.nextAccount = account;
  const authorize = await start(who.board, name, options.query);
  const callback = await throughProvider(who.provider, authorize, options.tamper);
  const answer = await who.board.get(`${callback.pathname}${callback.search}`);
  return { answer, callback };
}

async function me(
  client: RestClient,
): Promise<{ id: number; email: string; email_verified_at: string | null } | null> {
  const answer = await client.get("/api/auth/me");
  if (answer.status !== 200) return null;
  return ((await answer.json()) as { data: { id: number; email: string; email_verified_at: string | null } })
    .data;
}

async function identitiesOf(userId: number) {
  return deps.db.select().from(loginIdentities).where(eq(loginIdentities.userId, userId));
}

let subjects = 0;
function newAccount(extra: Partial<TestAccount> = {}): TestAccount {
  subjects += 1;
  return {
    sub: `sub-${Date.now().toString(36)}-${subjects}`,
    name: "ライン 花子",
    email: uniqueEmail("oidc"),
    email_verified: true,
    ...extra,
  };
}

describe("login with a provider", () => {
  beforeAll(async () => {
    await clearRateLimit(deps.db, oidcFlowThrottleKey(LOCAL_ADDRESS));
  });

  test("the enabled providers are listed for the buttons; a disabled one has no start", async () => {
    const client = new RestClient(app);
    const answer = await client.get("/trpc/accounts.loginProviders");
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { result: { data: { providers: string[] } } };
    expect(body.result.data.providers).toEqual(["line", "google"]);
    const apple = await client.get("/auth/apple/start");
    expect(apple.status).toBe(404);
    expect(await apple.text()).toContain(loginProvidersCopy.refusals.unknownProvider);
  });

  test("the start redirects with PKCE S256, state and nonce, and keeps them in a signed HttpOnly cookie", async () => {
    const client = new RestClient(app);
    const answer = await client.get("/auth/line/start?next=/posts");
    const location = new URL(answer.headers.get("location") ?? "");
    expect(location.origin).toBe(line.issuer);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")?.length).toBeGreaterThan(40);
    expect(location.searchParams.get("state")?.length).toBeGreaterThan(20);
    expect(location.searchParams.get("nonce")?.length).toBeGreaterThan(20);
    expect(location.searchParams.get("redirect_uri")).toBe(redirect("line"));
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("tasukeai_oidc="));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Max-Age=600");
    expect(cookie).toContain("Path=/auth/");
    // Neither the state nor the verifier is readable in it as plain text.
    expect(cookie).not.toContain(location.searchParams.get("state") ?? "-");
  });

  test("a first login creates a verified member with a session; a second login signs the same member in", async () => {
    // A picture from a host outside OIDC_PICTURE_HOSTS (and not https) is never downloaded: no avatar.
    const account = newAccount({ picture: `${line.issuer}/picture.png` });
    const first = browser();
    const { answer } = await flow(first, line, "line", account, { query: "?next=/posts?page=2" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/posts?page=2");
    const created = await me(first.board);
    expect(created?.email).toBe(account.email ?? "");
    expect(created?.email_verified_at).not.toBeNull();
    const [row] = await deps.db
      .select({ name: users.name, passwordHash: users.passwordHash, avatarPath: users.avatarPath })
      .from(users)
      .where(eq(users.id, created?.id ?? 0));
    expect(row).toEqual({ name: "ライン 花子", passwordHash: null, avatarPath: null });
    expect(
      (await identitiesOf(created?.id ?? 0)).map((identity) => [identity.provider, identity.subject]),
    ).toEqual([["line", account.sub]]);

    const second = browser();
    const again = await flow(second, line, "line", account);
    expect(again.answer.status).toBe(302);
    expect(again.answer.headers.get("location")).toBe("/");
    expect((await me(second.board))?.id).toBe(created?.id ?? -1);
    const open = await deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, created?.id ?? 0));
    expect(open.length).toBe(2);
  });

  test("the callback also takes the provider's answer as a POSTed form (Apple's form_post)", async () => {
    const account = newAccount();
    const who = browser();
    line.nextAccount = account;
    const callback = await throughProvider(who.provider, await start(who.board, "line"));
    const form = new FormData();
    for (const [key, value] of callback.searchParams) form.append(key, value);
    const answer = await who.board.post(callback.pathname, form, { xsrf: false });
    expect(answer.status).toBe(302);
    expect((await me(who.board))?.email).toBe(account.email ?? "");
  });

  test("a suspended member's provider login is refused with a 403 page", async () => {
    const account = newAccount();
    const first = browser();
    await flow(first, line, "line", account);
    const member = await me(first.board);
    await deps.db
      .update(users)
      .set({ isBanned: true })
      .where(eq(users.id, member?.id ?? 0));
    const again = browser();
    const { answer } = await flow(again, line, "line", account);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain(loginProvidersCopy.refusals.suspended);
    expect(await me(again.board)).toBeNull();
  });

  test("an unverified e-mail is not taken: the member is created without an address", async () => {
    const account = newAccount({ email_verified: false });
    const who = browser();
    const { answer } = await flow(who, line, "line", account);
    expect(answer.status).toBe(302);
    const created = await me(who.board);
    expect(created?.email).toBe("");
    expect(created?.email_verified_at).toBeNull();
  });

  test("an address that belongs to a member is never linked silently", async () => {
    const member = await createMember(deps.db);
    const who = browser();
    const { answer } = await flow(who, line, "line", newAccount({ email: member.email }));
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(loginProvidersCopy.refusals.emailTaken);
    expect(await identitiesOf(member.id)).toEqual([]);
    expect(await me(who.board)).toBeNull();
  });

  test("password login refuses a member without a password with the usual answer", async () => {
    const account = newAccount();
    const who = browser();
    await flow(who, line, "line", account);
    const other = new RestClient(app);
    const answer = await other.login(account.email ?? "", "anything-1234");
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { errors: { email: string[] } };
    expect(body.errors.email).toEqual([copy.validation.credentials]);
  });
});

describe("refusals", () => {
  beforeAll(async () => {
    await clearRateLimit(deps.db, oidcFlowThrottleKey(LOCAL_ADDRESS));
  });

  test("a wrong state is refused with a Japanese 400 page and no member", async () => {
    const account = newAccount();
    const who = browser();
    line.nextAccount = account;
    const callback = await throughProvider(who.provider, await start(who.board, "line"));
    callback.searchParams.set("state", "forged-state");
    const answer = await who.board.get(`${callback.pathname}${callback.search}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(await answer.text()).toContain(loginProvidersCopy.refusals.providerFailed);
    expect(await me(who.board)).toBeNull();
    const [found] = await deps.db
      .select()
      .from(loginIdentities)
      .where(eq(loginIdentities.subject, account.sub));
    expect(found).toBeUndefined();
  });

  test("a callback without the flow cookie (another browser) is refused", async () => {
    const who = browser();
    line.nextAccount = newAccount();
    const callback = await throughProvider(who.provider, await start(who.board, "line"));
    const stranger = new RestClient(app);
    const answer = await stranger.get(`${callback.pathname}${callback.search}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(loginProvidersCopy.refusals.flowInvalid);
  });

  test("an id_token whose nonce is not the one kept is refused", async () => {
    const account = newAccount();
    const who = browser();
    const { answer } = await flow(who, line, "line", account, {
      tamper: (url) => url.searchParams.set("nonce", "nonce-of-another-flow-0123456789"),
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(loginProvidersCopy.refusals.providerFailed);
    expect(await me(who.board)).toBeNull();
  });

  test("a replayed code is refused by the provider, and nothing is written", async () => {
    const account = newAccount();
    const who = browser();
    line.nextAccount = account;
    const callback = await throughProvider(who.provider, await start(who.board, "line"));
    // What an attacker who copied the browser's flow cookie and the callback URL would send again.
    const flowCookie = who.board.cookie("tasukeai_oidc") ?? "";
    const answer = await who.board.get(`${callback.pathname}${callback.search}`);
    expect(answer.status).toBe(302);
    const [member] = await deps.db
      .select({ userId: loginIdentities.userId })
      .from(loginIdentities)
      .where(eq(loginIdentities.subject, account.sub));
    const before = await deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member?.userId ?? 0));
    const thief = new RestClient(app);
    const again = await thief.request("GET", `${callback.pathname}${callback.search}`, undefined, {
      headers: { Cookie: `tasukeai_oidc=${flowCookie}` },
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(loginProvidersCopy.refusals.providerFailed);
    expect(again.headers.getSetCookie().some((line) => line.startsWith("tasukeai_session="))).toBe(false);
    const after = await deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member?.userId ?? 0));
    expect(after.length).toBe(before.length);
  });

  test("an id_token whose signature does not match the provider's published keys is refused", async () => {
    const who = browser(badSignatureApp);
    const { answer } = await flow(who, foreignKeys, "line", newAccount());
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(loginProvidersCopy.refusals.providerFailed);
    expect(await me(who.board)).toBeNull();
  });

  test("an id_token for another audience is refused", async () => {
    const who = browser(badAudienceApp);
    const { answer } = await flow(who, audience, "line", newAccount());
    expect(answer.status).toBe(400);
    expect(await me(who.board)).toBeNull();
  });

  test("after a login, only same-origin paths are followed", () => {
    expect(sameOriginPath("/posts/3?x=1#c")).toBe("/posts/3?x=1#c");
    expect(sameOriginPath("https://evil.example/")).toBe("/");
    expect(sameOriginPath("//evil.example/")).toBe("/");
    expect(sameOriginPath("/\\evil.example")).toBe("/");
    expect(sameOriginPath("／／evil.example")).toBe("/");
    expect(sameOriginPath(undefined)).toBe("/");
  });

  test("starts and callbacks are limited per client address", async () => {
    const address = "198.51.100.77";
    const client = new RestClient(app, { "X-Forwarded-For": address });
    // Without a trusted proxy the header is ignored; the bucket of the local address is the one taken.
    await clearRateLimit(deps.db, oidcFlowThrottleKey(LOCAL_ADDRESS));
    let last: Response | undefined;
    for (let i = 0; i < 31; i += 1) last = await client.get("/auth/line/start");
    expect(last?.status).toBe(429);
    expect(await last?.text()).toContain(loginProvidersCopy.refusals.tooMany);
    await clearRateLimit(deps.db, oidcFlowThrottleKey(LOCAL_ADDRESS));
  });
});

describe("login methods in account settings", () => {
  beforeAll(async () => {
    await clearRateLimit(deps.db, oidcFlowThrottleKey(LOCAL_ADDRESS));
  });

  async function signedIn(): Promise<{
    member: Awaited<ReturnType<typeof createMember>>;
    who: ReturnType<typeof browser>;
  }> {
    const member = await createMember(deps.db);
    const who = browser();
    const login = await who.board.login(member.email, FACTORY_PASSWORD);
    expect(login.status).toBe(200);
    return { member, who };
  }

  const linkQuery = (client: RestClient) =>
    `?mode=link&token=${encodeURIComponent(client.cookie("XSRF-TOKEN") ?? "")}`;

  async function unlink(client: RestClient, provider: string): Promise<Response> {
    return client.post("/trpc/accounts.unlinkProvider", { provider });
  }

  test("a member links Google to a password account and then signs in with it", async () => {
    const { member, who } = await signedIn();
    const account = newAccount({ email: uniqueEmail("google") });
    const { answer } = await flow(who, google, "google", account, { query: linkQuery(who.board) });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/account/settings?linked=google");
    expect((await identitiesOf(member.id)).map((row) => row.provider)).toEqual(["google"]);

    const methods = await who.board.get("/trpc/accounts.loginMethods");
    const body = (await methods.json()) as {
      result: { data: { has_password: boolean; providers: { provider: string; linked: boolean }[] } };
    };
    expect(body.result.data.has_password).toBe(true);
    expect(body.result.data.providers.map((row) => [row.provider, row.linked])).toEqual([
      ["line", false],
      ["google", true],
    ]);

    const elsewhere = browser();
    const login = await flow(elsewhere, google, "google", account);
    expect(login.answer.status).toBe(302);
    expect((await me(elsewhere.board))?.id).toBe(member.id);
  });

  test("linking needs the session's CSRF token: a link started from elsewhere is refused", async () => {
    const { who } = await signedIn();
    const forged = await who.board.get("/auth/google/start?mode=link");
    expect(forged.status).toBe(401);
    expect(await forged.text()).toContain(loginProvidersCopy.refusals.linkNeedsLogin);
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.get(`/auth/google/start${linkQuery(visitor)}`)).status).toBe(401);
  });

  test("an identity attached to another member is refused", async () => {
    const account = newAccount();
    await flow(browser(), line, "line", account);
    const { member, who } = await signedIn();
    const { answer } = await flow(who, line, "line", account, { query: linkQuery(who.board) });
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(loginProvidersCopy.refusals.linkedElsewhere);
    expect(await identitiesOf(member.id)).toEqual([]);
  });

  test("unlinking: a password member unlinks; the last way of a provider-only member is refused", async () => {
    const { member, who } = await signedIn();
    await flow(who, line, "line", newAccount(), { query: linkQuery(who.board) });
    const withoutXsrf = await who.board.post(
      "/trpc/accounts.unlinkProvider",
      { provider: "line" },
      { xsrf: false },
    );
    expect(withoutXsrf.status).toBe(419);
    const done = await unlink(who.board, "line");
    expect(done.status).toBe(200);
    expect(await identitiesOf(member.id)).toEqual([]);

    const only = browser();
    await flow(only, line, "line", newAccount());
    await only.board.csrf();
    const refused = await unlink(only.board, "line");
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(loginProvidersCopy.refusals.lastWay);

    // With a second provider linked, the first may go; then the second is the last way again.
    const self = await me(only.board);
    await flow(only, google, "google", newAccount(), { query: linkQuery(only.board) });
    expect((await unlink(only.board, "line")).status).toBe(200);
    expect((await unlink(only.board, "google")).status).toBe(422);
    expect((await identitiesOf(self?.id ?? 0)).map((row) => row.provider)).toEqual(["google"]);
  });

  test("a member without a password leaves by confirming with a linked provider; another provider account cannot", async () => {
    const account = newAccount();
    const who = browser();
    await flow(who, line, "line", account);
    const self = await me(who.board);
    await who.board.csrf();
    const deleteQuery = () =>
      `?mode=delete&token=${encodeURIComponent(who.board.cookie("XSRF-TOKEN") ?? "")}`;

    // Without the session's CSRF token no deletion can start.
    expect((await who.board.get("/auth/line/start?mode=delete")).status).toBe(401);
    // Someone else's LINE account at the provider (a browser signed out of the provider) does not confirm it.
    const wrong = await flow({ board: who.board, provider: new CookieJar() }, line, "line", newAccount(), {
      query: deleteQuery(),
    });
    expect(wrong.answer.status).toBe(403);
    expect(await wrong.answer.text()).toContain(loginProvidersCopy.refusals.deleteWrongAccount);
    const [kept] = await deps.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, self?.id ?? 0));
    expect(kept?.deletedAt).toBeNull();

    const { answer } = await flow(who, line, "line", account, { query: deleteQuery() });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(copy.settings.deleted);
    const [gone] = await deps.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, self?.id ?? 0));
    expect(gone?.deletedAt).not.toBeNull();
    expect(await identitiesOf(self?.id ?? 0)).toEqual([]);
    expect(await me(who.board)).toBeNull();
  });

  test("deleting the account deletes its identities, and the provider account may sign up again", async () => {
    const account = newAccount();
    const who = browser();
    await flow(who, line, "line", account);
    const first = await me(who.board);
    const { deleteUserAccount } = await import("../../src/server/domains/admin/user-deletion.service.ts");
    await deleteUserAccount(deps, first?.id ?? 0);
    expect(await identitiesOf(first?.id ?? 0)).toEqual([]);
    const again = browser();
    await flow(again, line, "line", account);
    const second = await me(again.board);
    expect(second?.id).not.toBe(first?.id);
    const [row] = await deps.db
      .select()
      .from(loginIdentities)
      .where(and(eq(loginIdentities.provider, "line"), eq(loginIdentities.subject, account.sub)));
    expect(row?.userId).toBe(second?.id ?? -1);
  });
});
