/**
 * A real OpenID provider on 127.0.0.1 (the `oidc-provider` package) for the login-with-provider tests
 * (docs/product.md "Login with LINE, Google and Apple"): authorization code flow with PKCE, RS256 id_tokens signed
 * with a key generated at start, the clients given. Its login asks nothing when `nextAccount` is set (the
 * interaction is finished in code and consent granted); otherwise /interaction/{uid} shows a tiny form (subject,
 * name, e-mail) that a browser journey fills.
 *
 * Two deliberate faults for the refusal tests: `publishForeignKeys` serves a JWKS whose key has the same kid but
 * other material (so signatures fail), and `audienceOverride` re-signs each id_token, with the provider's own key,
 * for another audience.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from "jose";
import Provider from "oidc-provider";

/** An account the provider signs in. */
export interface TestAccount {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  picture?: string;
}

/** A client registered with the provider. */
export interface TestClient {
  client_id: string;
  client_secret?: string;
  redirect_uris: string[];
}

/** Options of a local provider. */
export interface LocalProviderOptions {
  port: number;
  clients: TestClient[];
  publishForeignKeys?: boolean;
  audienceOverride?: string;
}

/** A running provider. */
export interface LocalProvider {
  issuer: string;
  /** The account the next login signs in without a form; null = show the form. */
  nextAccount: TestAccount | null;
  /** Accounts seen so far, by subject. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** Starts a provider at http://127.0.0.1:{port}. */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingJwk = { ...(await exportJWK(privateKey)), kid: "test-key-1", alg: "RS256", use: "sig" };
  const foreign = await generateKeyPair("RS256", { extractable: true });
  const foreignJwk = { ...(await exportJWK(foreign.publicKey)), kid: "test-key-1", alg: "RS256", use: "sig" };
  const accounts = new Map<string, TestAccount>();
  const handle: LocalProvider = {
    issuer,
    nextAccount: null,
    accounts,
    close: async () => {},
  };

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      ...client,
      response_types: ["code"],
      grant_types: ["authorization_code"],
      token_endpoint_auth_method: client.client_secret ? "client_secret_post" : "none",
    })),
    jwks: { keys: [signingJwk] },
    cookies: { keys: ["local-provider-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account }) };
    },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 300,
      AccessToken: 300,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });
  const callback = provider.callback();

  /** Signs the account in and grants every asked scope, then lets the provider continue. */
  async function finish(req: IncomingMessage, res: ServerResponse, account: TestAccount): Promise<void> {
    accounts.set(account.sub, account);
    const details = await provider.interactionDetails(req, res);
    const params = details.params as Record<string, string>;
    const grant = new provider.Grant({ accountId: account.sub, clientId: params.client_id ?? "" });
    grant.addOIDCScope(String(params.scope ?? "openid"));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** Re-signs the id_token of a token answer for `audience` (the audience fault). */
  async function rewriteToken(body: string, audience: string): Promise<string> {
    const answer = JSON.parse(body) as { id_token?: string };
    if (!answer.id_token) return body;
    const claims = decodeJwt(answer.id_token);
    const header = decodeProtectedHeader(answer.id_token);
    answer.id_token = await new SignJWT({ ...claims, aud: audience })
      .setProtectedHeader({ alg: "RS256", kid: header.kid ?? "test-key-1", typ: header.typ })
      .sign(privateKey);
    return JSON.stringify(answer);
  }

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", issuer);
      const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
      if (interaction && req.method === "GET") {
        if (handle.nextAccount) return await finish(req, res, handle.nextAccount);
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<title>Local provider login</title></head><body><h1>Local provider</h1>
<form method="post" action="/interaction/${escapeText(interaction[1] ?? "")}">
<label>Subject <input name="sub" required></label><br>
<label>Name <input name="name"></label><br>
<label>Email <input name="email" type="email"></label><br>
<button type="submit">Sign in</button></form></body></html>`);
        return;
      }
      if (interaction && req.method === "POST") {
        const form = await formOf(req);
        const email = form.get("email") || undefined;
        return await finish(req, res, {
          sub: form.get("sub") ?? "anonymous",
          name: form.get("name") || undefined,
          email,
          email_verified: email ? true : undefined,
        });
      }
      if (options.publishForeignKeys && url.pathname === "/jwks") {
        res.writeHead(200, { "content-type": "application/jwk-set+json" });
        res.end(JSON.stringify({ keys: [foreignJwk] }));
        return;
      }
      if (options.audienceOverride && url.pathname === "/token" && req.method === "POST") {
        const audience = options.audienceOverride;
        const chunks: Buffer[] = [];
        const end = res.end.bind(res);
        const write = res.write.bind(res);
        res.write = ((chunk: Buffer | string) => {
          chunks.push(Buffer.from(chunk));
          return true;
        }) as typeof res.write;
        res.end = ((chunk?: Buffer | string) => {
          if (chunk) chunks.push(Buffer.from(chunk));
          void rewriteToken(Buffer.concat(chunks).toString("utf8"), audience).then((body) => {
            res.removeHeader("content-length");
            res.write = write;
            end(body);
          });
          return res;
        }) as typeof res.end;
      }
      callback(req, res);
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  handle.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return handle;
}
