/**
 * The language of a request (docs/product.md "Languages", docs/api.md "Languages"): read once from
 * `Accept-Language` (src/shared/language.ts languageFromAcceptLanguage: Japanese unless English weighs more) and
 * kept on the request's context as `c.var.language`, for the error renderer (http/error-response.ts), the REST
 * answers (edge/rest.ts) and the tRPC context (http/trpc.ts). The browser sends the reader's chosen language on
 * every fetch; a third-party client that sends nothing gets the documented Japanese texts.
 *
 * An answer whose text depends on the language says `Vary: Accept-Language`, so a shared cache never hands a
 * Japanese refusal to an English reader or the other way round.
 */
import type { Context, MiddlewareHandler } from "hono";
import { isLanguage, type Language, languageFromAcceptLanguage } from "#shared/language.ts";
import type { AppBindings } from "../context.ts";
import { messageIn } from "../translation.ts";

/** The request header the language is read from, named in Vary. */
export const LANGUAGE_HEADER = "Accept-Language";

/** `app.use("*", requestLanguage)`, before anything that may answer an error (the body limit, CSRF). */
export const requestLanguage: MiddlewareHandler<AppBindings> = async (c, next) => {
  c.set("language", languageFromAcceptLanguage(c.req.header(LANGUAGE_HEADER)));
  await next();
};

/**
 * The language of the request of `c`: the one requestLanguage kept, else read from the header (a sub-app served
 * without the middleware, as in a test).
 */
export function languageOf(c: Context): Language {
  const kept: unknown = c.get("language");
  return isLanguage(kept) ? kept : languageFromAcceptLanguage(c.req.header(LANGUAGE_HEADER));
}

/**
 * A catalogue text (Japanese) in the language of the request of `c` (translation.ts messageIn), for an adapter
 * that writes its own answer (domains' *.rest.ts may import http/, not translation.ts).
 */
export function inRequestLanguage(c: Context, text: string): string {
  return messageIn(languageOf(c), text);
}

/** Adds `Accept-Language` to the Vary header of `headers` unless it is there already (or Vary is `*`). */
export function varyOnLanguage(headers: Headers): void {
  const present = (headers.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (present.some((name) => name === "*" || name.toLowerCase() === LANGUAGE_HEADER.toLowerCase())) return;
  headers.set("Vary", [...present, LANGUAGE_HEADER].join(", "));
}
