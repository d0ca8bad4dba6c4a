/**
 * tRPC procedures of personal access tokens (docs/product.md § API platform): the tokens section of
 * /account/settings lists, creates and revokes the member's tokens through these.
 */
import {
  ZCreatedToken,
  ZCreateTokenInput,
  ZRevokedToken,
  ZRevokeTokenInput,
  ZTokenList,
} from "#shared/schemas/tokens.ts";
import { memberProcedure, router } from "../../trpc/init.ts";
import { createToken, listTokens, revokeToken } from "./tokens.service.ts";

export const tokensRouter = router({
  /** The member's tokens, newest first: TokenView[] (no secrets). @throws UNAUTHORIZED. */
  list: memberProcedure.output(ZTokenList).query(({ ctx }) => listTokens(ctx.db, ctx.viewer)),
  /**
   * Creates a token: `{name, abilities?, expires_at?}` → `{data: TokenView, plain_text_token}` (shown once).
   * @throws UNAUTHORIZED, UNPROCESSABLE_CONTENT (invalid input, too many tokens).
   */
  create: memberProcedure
    .input(ZCreateTokenInput)
    .output(ZCreatedToken)
    .mutation(({ ctx, input }) => createToken(ctx.db, ctx.viewer, input)),
  /** Revokes one of the member's tokens: `{id}` → `{revoked: true}`. @throws UNAUTHORIZED, NOT_FOUND. */
  revoke: memberProcedure
    .input(ZRevokeTokenInput)
    .output(ZRevokedToken)
    .mutation(({ ctx, input }) => revokeToken(ctx.db, ctx.viewer, input.id)),
});
