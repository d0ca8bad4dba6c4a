/**
 * Laravel's JSON content type on every JSON answer (docs/api.md "Answers"; docs/decisions/010): Laravel's
 * JsonResponse says `application/json; charset=utf-8`, while Hono's `c.json` and tRPC's fetch adapter say
 * `application/json`. One middleware rewrites the header after the handler ran, so REST answers, error answers
 * and tRPC answers agree without each handler remembering it. Streams (text/event-stream) and files keep theirs.
 */
import type { MiddlewareHandler } from "hono";
import { setAnswerHeader } from "./answer-headers.ts";

/** The content type of every JSON answer. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** `app.use("*", jsonCharset)`: adds `; charset=utf-8` to a bare `application/json` answer. */
export const jsonCharset: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get("content-type");
  if (type === null || !/^application\/json\s*(;|$)/i.test(type) || /charset=/i.test(type)) return;
  setAnswerHeader(c, "content-type", JSON_CONTENT_TYPE);
};
