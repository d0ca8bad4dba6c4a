/**
 * tRPC v11 set-up: the context, the error formatter and the procedure builders that gate who may call
 * (STYLE.md habit 4): public, member, verified, admin.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { LIVE_STREAM } from "../../shared/live-events.ts";
import type { AppDeps, RequestState } from "../context.ts";
import { AppError, errorTable, type FieldErrors, summarizeFieldErrors, zodFieldErrors } from "../errors.ts";

/** The context of every procedure. `resHeaders` lets auth procedures write cookies. */
export interface TrpcContext extends AppDeps, RequestState {
  resHeaders: Headers;
}

const t = initTRPC.context<TrpcContext>().create({
  // SSE subscriptions served by tRPC's own producer: keep-alive pings well under Bun's 10 s idle limit; the
  // client recreates a stream that stays silent for longer than LIVE_STREAM.inactivityReconnectMs. The live
  // stream's GET /trpc/live.events is written by realtime/live-sse.ts with the same values (decision 006).
  sse: {
    ping: { enabled: true, intervalMs: LIVE_STREAM.pingMs },
    client: { reconnectAfterInactivityMs: LIVE_STREAM.inactivityReconnectMs },
  },
  errorFormatter({ shape, error }) {
    let fieldErrors: FieldErrors | undefined;
    let message = shape.message;
    if (error.cause instanceof ZodError) {
      fieldErrors = zodFieldErrors(error.cause);
      message = summarizeFieldErrors(fieldErrors);
    } else if (error.cause instanceof AppError) {
      fieldErrors = error.cause.fieldErrors;
    }
    if (error.code === "INTERNAL_SERVER_ERROR") message = "Server Error";
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: { ...data, fieldErrors: fieldErrors ?? null } };
  },
});

/** Turns service AppErrors into tRPC errors with the mapped code, and logs unexpected failures. */
const appErrors = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      throw new TRPCError({ code: errorTable[cause.code].trpc, message: cause.message, cause });
    }
    if (result.error.code === "INTERNAL_SERVER_ERROR") console.error(`[trpc] ${path} failed`, result.error);
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call. */
export const publicProcedure = t.procedure.use(appErrors);

/** A signed-in member; `ctx.viewer` is non-null. @throws UNAUTHORIZED. */
export const memberProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer) throw new TRPCError({ code: "UNAUTHORIZED", message: "Unauthenticated." });
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

/** A member with a verified e-mail. @throws UNAUTHORIZED, FORBIDDEN. */
export const verifiedProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer.emailVerified)
    throw new TRPCError({ code: "FORBIDDEN", message: "Your email address is not verified." });
  return next({ ctx });
});

/** An administrator. @throws UNAUTHORIZED, FORBIDDEN. */
export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer.isAdmin)
    throw new TRPCError({ code: "FORBIDDEN", message: "This action is unauthorized." });
  return next({ ctx });
});
