/** REST guards: the gates of auth/gates.ts for Hono handlers (the tRPC builders use the same functions). */
import type { Context } from "hono";
import { gateAdmin, gateMember, gateVerified } from "../auth/gates.ts";
import type { AppBindings } from "../context.ts";
import type { Viewer } from "../viewer.ts";

/** The signed-in viewer. @throws AppError UNAUTHORIZED (401 Unauthenticated.). */
export function requireMember(c: Context<AppBindings>): Viewer {
  return gateMember(c.get("state").viewer);
}

/**
 * A viewer with a verified e-mail. @throws AppError UNAUTHORIZED, FORBIDDEN (with `unverifiedMessage` when an
 * operation has its own refusal text, auth/gates.ts gateVerified).
 */
export function requireVerified(c: Context<AppBindings>, unverifiedMessage?: string): Viewer {
  return gateVerified(c.get("state").viewer, unverifiedMessage);
}

/** An administrator. @throws AppError UNAUTHORIZED, FORBIDDEN. */
export function requireAdmin(c: Context<AppBindings>): Viewer {
  return gateAdmin(c.get("state").viewer);
}
