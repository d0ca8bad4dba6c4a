/** REST guards: the same gates as the tRPC procedure builders, for Hono handlers. */
import type { Context } from "hono";
import type { AppBindings } from "../context.ts";
import { AppError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";

/** The signed-in viewer. @throws AppError UNAUTHORIZED (401 Unauthenticated.). */
export function requireMember(c: Context<AppBindings>): Viewer {
  const viewer = c.get("state").viewer;
  if (!viewer) throw AppError.unauthorized();
  return viewer;
}

/** A viewer with a verified e-mail. @throws AppError UNAUTHORIZED, FORBIDDEN. */
export function requireVerified(c: Context<AppBindings>): Viewer {
  const viewer = requireMember(c);
  if (!viewer.emailVerified) throw new AppError("FORBIDDEN", "Your email address is not verified.");
  return viewer;
}

/** An administrator. @throws AppError UNAUTHORIZED, FORBIDDEN. */
export function requireAdmin(c: Context<AppBindings>): Viewer {
  const viewer = requireMember(c);
  if (!viewer.isAdmin) throw AppError.forbidden();
  return viewer;
}
