/**
 * The OpenID Connect relying party of login with LINE, Google and Apple (docs/product.md "Login with LINE,
 * Google and Apple", docs/decisions/031-login-with-openid-connect.md), on openid-client v6: discovery of each
 * provider's metadata (cached per issuer and client), the authorization URL with PKCE (S256), state and nonce,
 * and the code exchange, in which openid-client checks the state, exchanges the code with the verifier, and
 * validates the id_token: its signature against the provider's JWKS (non-repudiation checks on), issuer,
 * audience, nonce, expiry and issue time. Nothing here touches the database.
 */
import * as oidc from "openid-client";
import type { OidcProviderName, OidcProviderSettings } from "../env.ts";

/** The scopes asked of every provider: the subject, the e-mail address and the profile (name, picture). */
const SCOPES = "openid email profile";

/** Apple knows no `profile` scope and answers by POSTing a form when e-mail or name are asked for. */
const APPLE_SCOPES = "openid email name";

/** What the flow keeps between the start and the callback (in a signed cookie, oidc-flow-cookie.ts). */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The facts of a validated id_token the board uses. */
export interface VerifiedIdentity {
  provider: OidcProviderName;
  /** The id_token's `sub`: the member's id at the provider. */
  subject: string;
  /** The e-mail address only when the provider says `email_verified: true`, lower-cased; else null. */
  verifiedEmail: string | null;
  /** Any e-mail address the provider gave (verified or not), lower-cased: stored with the identity. */
  email: string | null;
  name: string | null;
  picture: string | null;
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** True for an issuer on this machine over http (the tests' local provider): only then is http allowed. */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname.toLowerCase())
  );
}

/**
 * The provider's configuration, discovered once per (issuer, client) and kept; a failed discovery is forgotten so
 * that the next request tries again. http is allowed only for a loopback issuer (tests, development).
 * @throws whatever discovery throws (network, bad metadata, issuer mismatch).
 */
export function providerConfiguration(settings: OidcProviderSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret ?? ""}`;
  let found = configurations.get(key);
  if (!found) {
    const issuer = new URL(settings.issuer);
    const execute = [oidc.enableNonRepudiationChecks];
    if (isLoopbackHttp(issuer)) execute.push(oidc.allowInsecureRequests);
    found = oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
      { execute, timeout: 10 },
    );
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

/** Fresh random state, nonce and PKCE verifier (openid-client's generators: 32 random bytes each). */
export function newFlowSecrets(): FlowSecrets {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/**
 * The provider's authorization URL for `secrets`: response_type code, PKCE S256, state, nonce, and the
 * callback `redirectUri` (`{APP_URL}/auth/{provider}/callback`). Apple answers with a POSTed form.
 */
export async function authorizationUrl(
  settings: OidcProviderSettings,
  redirectUri: string,
  secrets: FlowSecrets,
): Promise<URL> {
  const config = await providerConfiguration(settings);
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: settings.name === "apple" ? APPLE_SCOPES : SCOPES,
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: "S256",
    state: secrets.state,
    nonce: secrets.nonce,
  };
  if (settings.name === "apple") parameters.response_mode = "form_post";
  return oidc.buildAuthorizationUrl(config, parameters);
}

/** A string claim, or null. */
function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * Exchanges the callback's code and validates the id_token (see the module comment). `callback` is the URL the
 * provider sent the browser to — for a POSTed form (Apple), the redirect URI with the form's fields as its query.
 * @returns the verified identity.
 * @throws openid-client's errors on a state mismatch, an error answer of the provider (a used or unknown code,
 *   a wrong verifier), or an id_token that fails any check (signature, issuer, audience, nonce, expiry).
 */
export async function exchangeCode(
  settings: OidcProviderSettings,
  callback: URL,
  secrets: FlowSecrets,
): Promise<VerifiedIdentity> {
  const config = await providerConfiguration(settings);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("the provider answered without an id_token");
  const email = text(claims.email)?.normalize("NFKC").trim().toLowerCase() ?? null;
  // Apple sends `email_verified` as the string "true".
  const verified = claims.email_verified === true || claims.email_verified === "true";
  return {
    provider: settings.name,
    subject: claims.sub,
    verifiedEmail: verified ? email : null,
    email,
    name: text(claims.name),
    picture: text(claims.picture),
  };
}
