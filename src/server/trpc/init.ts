/**
 * tRPC v11 set-up (docs/architecture.md "One typed edge"): the context, the error formatter and the procedure
 * builders of the gate vocabulary (auth/gates.ts): public, member, verified, admin.
 *
 * Errors: services throw AppError; input that fails its zod schema becomes the same 422 AppError as on REST;
 * the answer's `message` is the people text (Japanese), `data.fieldErrors` the field errors, `data.appCode` the
 * stable code REST sends as `code` (src/shared/error-codes.ts; `data.code` stays tRPC's own). Unexpected failures
 * are logged once, in the fetch handler's onError (http/trpc.ts).
 *
 * Languages (docs/product.md "Languages"): the context's `language` (the request's Accept-Language, which the
 * browser sends with the reader's choice) decides the language of the error's `message` and `data.fieldErrors`,
 * and of the `message` a success answer carries (`{message: …}` of a password change); translation.ts turns the
 * catalogue's Japanese into its English twin.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { errorCodes } from "#shared/error-codes.ts";
import { DEFAULT_LANGUAGE, type Language } from "#shared/language.ts";
import { LIVE_STREAM } from "#shared/live-events.ts";
import { gateAdmin, gateMember, gateVerified } from "../auth/gates.ts";
import type { AppDeps, RequestState } from "../context.ts";
import { AppError, timeoutError, unavailableError, zodFieldErrors } from "../errors.ts";
import { writeRateLimitHeaders } from "../http/error-response.ts";
import { errorMessageIn, fieldErrorsIn, messageIn } from "../translation.ts";

/** The context of every procedure. `resHeaders` lets auth procedures write cookies. */
export interface TrpcContext extends AppDeps, RequestState {
  resHeaders: Headers;
  /** The language of the answer's texts (http/language.ts); absent for a caller made in the server or a test: ja. */
  language?: Language;
}

const t = initTRPC.context<TrpcContext>().create({
  // SSE subscriptions served by tRPC's own producer: keep-alive pings well under Bun's 10 s idle limit; the
  // client recreates a stream that stays silent for longer than LIVE_STREAM.inactivityReconnectMs. The live
  // stream's GET /trpc/live.events is written by realtime/live-sse.ts with the same values (decision 006).
  sse: {
    ping: { enabled: true, intervalMs: LIVE_STREAM.pingMs },
    client: { reconnectAfterInactivityMs: LIVE_STREAM.inactivityReconnectMs },
  },
  errorFormatter({ shape, error, ctx }) {
    const appError = asAppError(error);
    const language = ctx?.language ?? DEFAULT_LANGUAGE;
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: appError
        ? errorMessageIn(language, appError, "text")
        : error.code === "INTERNAL_SERVER_ERROR"
          ? messageIn(language, errorCodes.server_error.text)
          : shape.message,
      data: {
        ...data,
        // Null for tRPC's own refusals (an unknown procedure, an unreadable batch): no text of ours to look up.
        appCode: appError?.code ?? null,
        fieldErrors: appError?.fieldErrors ? fieldErrorsIn(language, appError.fieldErrors) : null,
      },
    };
  },
});

/** The AppError behind a tRPC error: thrown by a service, or a zod input failure (a 422 like REST's). */
export function asAppError(error: TRPCError): AppError | null {
  if (error.cause instanceof AppError) return error.cause;
  if (error.cause instanceof ZodError && error.code === "BAD_REQUEST") {
    return AppError.validation(zodFieldErrors(error.cause));
  }
  return timeoutError(error.cause) ?? unavailableError(error.cause);
}

/**
 * A success answer's `message` (`{message: 「パスワードを変更しました。」}`) in `language`; anything else as it is.
 */
function withMessageIn(language: Language, data: unknown): unknown {
  if (language === DEFAULT_LANGUAGE || data === null || typeof data !== "object" || Array.isArray(data))
    return data;
  const { message } = data as { message?: unknown };
  return typeof message === "string" ? { ...data, message: messageIn(language, message) } : data;
}

/**
 * Turns AppErrors (from services, gates and input parsing) into tRPC errors with the table's code; a 429 also
 * gets REST's Retry-After and X-RateLimit-* headers (tRPC's fetch adapter answers with `resHeaders`). A success
 * answer's `message` is put in the request's language.
 */
const appErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) {
    const data = withMessageIn(ctx.language ?? DEFAULT_LANGUAGE, result.data);
    return data === result.data ? result : { ...result, data };
  }
  const appError = asAppError(result.error);
  const set = (name: string, value: string) => ctx.resHeaders.set(name, value);
  // A 429 or a 503 (database away) says when to retry, as on REST.
  if (appError?.retryAfterSeconds !== undefined) set("Retry-After", String(appError.retryAfterSeconds));
  if (appError?.rateLimit) writeRateLimitHeaders(set, appError.rateLimit);
  if (appError && result.error.code !== appError.trpcCode) {
    throw new TRPCError({ code: appError.trpcCode, message: appError.text, cause: appError });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call. */
export const publicProcedure = t.procedure.use(appErrors);

/** A signed-in member; `ctx.viewer` is non-null. @throws UNAUTHORIZED (auth/gates.ts gateMember). */
export const memberProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, viewer: gateMember(ctx.viewer) } }),
);

/** A member with a verified e-mail. @throws UNAUTHORIZED, FORBIDDEN (auth/gates.ts gateVerified). */
export const verifiedProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, viewer: gateVerified(ctx.viewer) } }),
);

/**
 * `verifiedProcedure` for an operation whose refusal of an unverified member has its own text (read by people,
 * e.g. the board's copy.board.unverified). @throws UNAUTHORIZED, FORBIDDEN with `unverifiedMessage`.
 */
export function verifiedProcedureWith(unverifiedMessage: string) {
  return publicProcedure.use(({ ctx, next }) =>
    next({ ctx: { ...ctx, viewer: gateVerified(ctx.viewer, unverifiedMessage) } }),
  );
}

/** An administrator. @throws UNAUTHORIZED, FORBIDDEN (auth/gates.ts gateAdmin). */
export const adminProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, viewer: gateAdmin(ctx.viewer) } }),
);
