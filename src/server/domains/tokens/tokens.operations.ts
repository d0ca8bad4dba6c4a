/**
 * The operations of personal access tokens (docs/product.md "API platform", docs/api.md "Personal access tokens",
 * docs/decisions/010): the tokens section of /account/settings and Sanctum's REST routes list, create and revoke
 * the member's tokens. Creating and revoking need the browser session (the service refuses a call made with a
 * token: 403).
 */
import { openapiCopy } from "#shared/copy/openapi.ts";
import { tokensCopy } from "#shared/copy/tokens.ts";
import {
  ZCreatedToken,
  ZCreateTokenInput,
  ZRevokedToken,
  ZRevokeTokenInput,
  ZTokenList,
} from "#shared/schemas/tokens.ts";
import { defineOperation } from "../../edge/define.ts";
import { createToken, listTokens, revokeToken } from "./tokens.service.ts";

const summaries = openapiCopy.summaries;

export const tokensOperations = {
  /**
   * → the member's tokens, newest first: TokenView[] (never a secret; REST `{data}`). Called with a token: only
   * that token. @throws UNAUTHORIZED.
   */
  list: defineOperation({
    name: "tokens.list",
    summary: summaries["tokens.list"],
    gate: "member",
    kind: "private-read",
    owner: "the caller's own tokens (never a secret)",
    note: "called with a token: only that token",
    output: ZTokenList,
    rest: { method: "GET", path: "/tokens" },
    handler: (ctx) => listTokens(ctx.db, ctx.viewer),
  }),
  /**
   * `{name, abilities?: ["read"] | ["read","write"], expires_at?}` → `{data: TokenView, plain_text_token:
   * "<id>|<secret>"}`, the secret shown once (REST: 201, the same body).
   * @throws UNAUTHORIZED, FORBIDDEN (a call made with a token), UNPROCESSABLE_CONTENT (invalid input, too many
   *   tokens).
   */
  create: defineOperation({
    name: "tokens.create",
    summary: summaries["tokens.create"],
    gate: "member",
    kind: "mutation",
    owner: "a token of the caller (at most 20); the plain token is answered once",
    note: "browser session only: a call made with a token gets 403; expiry at most 1 year away",
    input: ZCreateTokenInput,
    output: ZCreatedToken,
    refusals: [403],
    rest: { method: "POST", path: "/tokens", status: 201, answer: "same" },
    handler: (ctx, input) => createToken(ctx.db, ctx.viewer, input),
  }),
  /**
   * `{id}` → `{revoked: true}` (REST: 204) after deleting one of the member's tokens.
   * @throws UNAUTHORIZED, FORBIDDEN (a call made with a token), NOT_FOUND (tokensCopy.notFound: not one of the
   *   member's tokens, or an id no token can have).
   */
  revoke: defineOperation({
    name: "tokens.revoke",
    summary: summaries["tokens.revoke"],
    gate: "member",
    kind: "mutation",
    owner: "a token of the owner (others: 404)",
    note: "browser session only: a call made with a token gets 403",
    input: ZRevokeTokenInput,
    output: ZRevokedToken,
    pathIds: { id: tokensCopy.notFound },
    refusals: [403],
    rest: { method: "DELETE", path: "/tokens/{id}", answer: "none" },
    handler: (ctx, input) => revokeToken(ctx.db, ctx.viewer, input.id),
  }),
};
