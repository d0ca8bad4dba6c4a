/**
 * POST /unsubscribe/{token}: the RFC 8058 one-click unsubscribe of notification mails (docs/product.md §11
 * E-mail). Outside /api on purpose: mail clients POST `List-Unsubscribe=One-Click` with no cookie and no CSRF
 * token; the signed token is the authority. A GET of the same path is the SPA page that asks and then POSTs.
 *
 * Its own adapter, not a declaration (edge/define.ts): declared operations are mounted under /api behind the
 * session, CSRF and rate-limit middleware and gated by a viewer, while this route lives outside /api, has no
 * viewer and no tRPC twin, and answers an invalid token with a 404 (`unsubscribe_link_invalid`, rendered by
 * http/error-response.ts like every error answer).
 */
import { Hono } from "hono";
import { copy } from "#shared/copy.ts";
import type { AppBindings } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { errorResponse } from "../../http/error-response.ts";
import { inRequestLanguage, LANGUAGE_HEADER, languageOf } from "../../http/language.ts";
import { unsubscribe } from "./notification-settings.service.ts";

/** Mounted at /unsubscribe by app.ts. */
export const unsubscribeRest = new Hono<AppBindings>();

/**
 * → 200 `{message, kind}` (the kind is off), 404 `{message, code}` for an invalid or foreign token; the message in
 * the request's language (docs/product.md "Languages").
 */
unsubscribeRest.post("/:token", async (c) => {
  const { db, env } = c.get("deps");
  const kind = await unsubscribe(db, env.appKey, c.req.param("token"));
  if (!kind) return errorResponse(AppError.notFound("unsubscribe_link_invalid"), languageOf(c));
  // The page that POSTs shows this text: in the reader's language, and a cache keeps one per language.
  c.header("Vary", LANGUAGE_HEADER, { append: true });
  return c.json({
    message: inRequestLanguage(
      c,
      copy.notifications.unsubscribe.done(
        kind === "thread_mail"
          ? copy.notifications.threadMail.label
          : kind === "digest"
            ? copy.notifications.digest.label
            : copy.notifications.settings.kindLabels[kind],
      ),
    ),
    kind,
  });
});
