/**
 * Inputs and outputs of login with LINE, Google and Apple (docs/product.md "Login with LINE, Google and Apple"):
 * the providers the board offers, a member's login methods, and the unlink input.
 */
import { z } from "zod";
import { loginProvidersCopy } from "../copy/login-providers.ts";

/** The login providers, in the order their buttons show. */
export const LOGIN_PROVIDERS = ["line", "google", "apple"] as const;
export type LoginProviderName = (typeof LOGIN_PROVIDERS)[number];

/** A provider name (an unknown one is refused in Japanese). */
export const ZLoginProviderName = z.enum(LOGIN_PROVIDERS, {
  error: loginProvidersCopy.refusals.unknownProvider,
});

/** The providers enabled on this board (each has its button on the login and registration pages). */
export const ZLoginProvidersAnswer = z.object({ providers: z.array(ZLoginProviderName) });
export type LoginProvidersAnswer = z.infer<typeof ZLoginProvidersAnswer>;

/** A member's ways to sign in: a password, and each provider with whether (and since when) it is linked. */
export const ZLoginMethods = z.object({
  has_password: z.boolean(),
  providers: z.array(
    z.object({ provider: ZLoginProviderName, linked: z.boolean(), linked_at: z.string().nullable() }),
  ),
});
export type LoginMethods = z.infer<typeof ZLoginMethods>;

/** Which provider to unlink. */
export const ZUnlinkProviderInput = z.object({ provider: ZLoginProviderName });
export type TUnlinkProviderData = z.infer<typeof ZUnlinkProviderInput>;
