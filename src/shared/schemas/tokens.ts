/**
 * Inputs and outputs of personal access tokens (docs/product.md § API platform; docs/decisions/010): Sanctum's
 * token shape. REST POST /api/tokens and tRPC tokens.create parse the same input (JSON, form or a typed call).
 */
import { z } from "zod";
import { tokensCopy } from "../copy/tokens.ts";
import { formList, requiredId, textField } from "./fields.ts";

const t = tokensCopy;

/**
 * The abilities a token may hold: `read` (safe calls), `write` (unsafe calls) and `webhooks` (registering and
 * managing webhooks, docs/product.md "Webhooks": the webhook calls need it, and it lets a token without `write`
 * make their unsafe calls).
 */
export const TOKEN_ABILITIES = ["read", "write", "webhooks"] as const;
export type TokenAbility = (typeof TOKEN_ABILITIES)[number];

/** The most tokens one member may hold at once. */
export const MAX_TOKENS_PER_MEMBER = 20;

/** The longest token name, in characters (Sanctum's column is varchar(255)). */
export const TOKEN_NAME_MAX = 255;

/** The expiries the settings form offers: days from now, or none (docs/product.md § API platform). */
export const TOKEN_EXPIRY_DAYS = { none: null, days30: 30, days90: 90, days365: 365 } as const;

/** The latest expiry accepted, in days from now: the form's longest choice plus one day for the browser's clock. */
export const TOKEN_MAX_EXPIRY_DAYS = TOKEN_EXPIRY_DAYS.days365 + 1;

/**
 * A new token: `name` (1–255 characters), `abilities` (`["read"]` or `["read","write"]`, the default, each
 * optionally with `"webhooks"`; `tags[]`-style
 * form lists and a JSON array string accepted; write always comes with read), `expires_at` (an ISO-8601 date-time
 * in the future and at most TOKEN_MAX_EXPIRY_DAYS away — what the form offers —, or absent/empty/null for none)
 * → a Date.
 */
export const ZCreateTokenInput = z.object({
  name: textField(t.fields.name, { min: 1, max: TOKEN_NAME_MAX }),
  abilities: formList(
    z
      .array(z.enum(TOKEN_ABILITIES, { error: t.invalidAbility }), { error: t.invalidAbility })
      .max(TOKEN_ABILITIES.length, t.invalidAbility)
      .refine((list) => list.includes("read"), t.readRequired)
      .transform((list): TokenAbility[] => TOKEN_ABILITIES.filter((ability) => list.includes(ability)))
      .optional(),
  ).transform((list): TokenAbility[] => list ?? ["read", "write"]),
  expires_at: z
    .union([textField(t.fields.expires_at, { max: 40 }), z.null()], { error: t.invalidDate })
    .optional()
    .transform((value, ctx): Date | null => {
      if (value === undefined || value === null || value === "") return null;
      const date = new Date(value);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message: t.invalidDate });
        return z.NEVER;
      }
      if (date.getTime() <= Date.now()) {
        ctx.addIssue({ code: "custom", message: t.expiresInPast });
        return z.NEVER;
      }
      if (date.getTime() > Date.now() + TOKEN_MAX_EXPIRY_DAYS * 86_400_000) {
        ctx.addIssue({ code: "custom", message: t.expiresTooLate });
        return z.NEVER;
      }
      return date;
    }),
});
export type TCreateTokenData = z.output<typeof ZCreateTokenInput>;

/** Which token to revoke (`DELETE /api/tokens/{id}`, tokens.revoke). */
export const ZRevokeTokenInput = z.object({ id: requiredId(t.fields.name) });
export type TRevokeTokenData = z.output<typeof ZRevokeTokenInput>;

/** A token as listed (never its secret); dates in Laravel's microsecond UTC format. */
export const ZTokenView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    abilities: z.array(z.enum(TOKEN_ABILITIES)),
    last_used_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "PersonalAccessToken" });
export type TokenView = z.infer<typeof ZTokenView>;

/** The member's tokens, newest first. */
export const ZTokenList = z.array(ZTokenView);

/** A created token: its view and the plain `<id>|<secret>` token, shown this once. */
export const ZCreatedToken = z.object({ data: ZTokenView, plain_text_token: z.string() });
export type CreatedToken = z.infer<typeof ZCreatedToken>;

/** The answer of a revocation. */
export const ZRevokedToken = z.object({ revoked: z.literal(true) });
