/**
 * REST adapters of personal access tokens (docs/product.md § API platform, docs/api.md "Tokens"), in Sanctum's
 * shapes: POST /api/tokens, GET /api/tokens, DELETE /api/tokens/{id}.
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import { ZCreateTokenInput } from "#shared/schemas/tokens.ts";
import type { AppBindings } from "../../context.ts";
import { requireMember } from "../../http/guards.ts";
import { bodyInput } from "../../http/input.ts";
import { routeId } from "../../http/route-id.ts";
import { createToken, listTokens, revokeToken } from "./tokens.service.ts";

/** The token routes, mounted under /api by http/api-routes.ts. */
export const tokensRest = new Hono<AppBindings>();

/**
 * POST /api/tokens {name, abilities?: ["read"] | ["read","write"], expires_at?} → 201
 * `{data: {id, name, abilities, last_used_at, expires_at, created_at}, plain_text_token: "<id>|<secret>"}`;
 * 401 visitor, 422 invalid input or too many tokens.
 */
tokensRest.post("/tokens", async (c) => {
  const viewer = requireMember(c);
  const input = await bodyInput(c, ZCreateTokenInput);
  return c.json(await createToken(c.get("deps").db, viewer, input), 201);
});

/** GET /api/tokens → `{data: [token…]}` newest first (never a secret); 401 visitor. */
tokensRest.get("/tokens", async (c) => {
  const viewer = requireMember(c);
  return c.json({ data: await listTokens(c.get("deps").db, viewer) });
});

/** DELETE /api/tokens/{id} → 204; 401 visitor, 404 not one of the member's tokens. */
tokensRest.delete("/tokens/:id{[0-9]+}", async (c) => {
  const viewer = requireMember(c);
  const id = routeId(c.req.param("id"), copy.tokens.notFound);
  await revokeToken(c.get("deps").db, viewer, id);
  return c.body(null, 204);
});
