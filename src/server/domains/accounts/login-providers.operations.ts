/**
 * The operations of login with LINE, Google and Apple (docs/product.md "Login with LINE, Google and Apple"):
 * which providers are enabled (the buttons), a member's login methods, and unlinking one. Spread into the
 * accounts operations. Starting a flow and its callback are browser redirects, not operations
 * (oidc-login.rest.ts).
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import {
  ZLoginMethods,
  ZLoginProvidersAnswer,
  ZUnlinkProviderInput,
} from "#shared/schemas/login-providers.ts";
import { defineOperation } from "../../edge/define.ts";
import { takeRateLimit } from "../../limits/rate-limit.ts";
import { enabledProviders, loginMethods, unlinkProvider } from "./login-identities.service.ts";

const summaries = openapiCopy.summaries;

export const loginProviderOperations = {
  /** → `{providers: ["line", …]}`: the providers whose buttons show (docs/operations.md "Login providers"). */
  loginProviders: defineOperation({
    name: "accounts.loginProviders",
    summary: summaries["accounts.loginProviders"],
    gate: "public",
    kind: "public-read",
    owner: null,
    output: ZLoginProvidersAnswer,
    rest: null,
    handler: (ctx) => ({ providers: enabledProviders(ctx.env) }),
  }),
  /** → the caller's `{has_password, providers: [{provider, linked, linked_at}]}`. @throws UNAUTHORIZED. */
  loginMethods: defineOperation({
    name: "accounts.loginMethods",
    summary: summaries["accounts.loginMethods"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own account",
    output: ZLoginMethods,
    rest: null,
    handler: (ctx) => loginMethods(ctx.db, ctx.env, ctx.viewer),
  }),
  /**
   * `{provider}` → the caller's login methods afterwards. @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (not
   * linked; the last way to sign in).
   */
  unlinkProvider: defineOperation({
    name: "accounts.unlinkProvider",
    summary: summaries["accounts.unlinkProvider"],
    gate: "member",
    kind: "mutation",
    owner: "the caller's own account",
    note: "refused for the last way to sign in (no password, no other provider); 10 a minute per member",
    input: ZUnlinkProviderInput,
    output: ZLoginMethods,
    rest: null,
    rateLimit: (ctx) => takeRateLimit(ctx.db, `login-unlink:${ctx.viewer.id}`, 10, 60),
    handler: (ctx, input) => unlinkProvider(ctx.db, ctx.env, ctx.viewer, input.provider),
  }),
};
