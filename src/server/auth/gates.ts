/**
 * The gate vocabulary of both transports (docs/architecture.md "Gates and authorization"; docs/product.md §6): who may call an
 * operation. tRPC's procedure builders (trpc/init.ts) and the REST routes of the declarations (edge/rest.ts) use these
 * functions, so a gate and its error are written once. The operation table (operations.ts) names each
 * operation's gate.
 */
import { errorCodeForText } from "#shared/error-codes.ts";
import { AppError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";

/** The gates, weakest first. */
export type Gate = "public" | "member" | "verified" | "admin";

/** A signed-in member. @throws AppError `unauthenticated` (401). */
export function gateMember(viewer: Viewer | null): Viewer {
  if (!viewer) throw AppError.unauthorized();
  return viewer;
}

/**
 * A member whose e-mail is verified (decision 003). @throws AppError `unauthenticated` (401), `unverified` (403).
 * @param unverifiedMessage an operation's own refusal text (the board's copy.board.unverified, docs/product.md §5
 *   Public message): the refusal is then the 403 code of that text (`board_unverified`, src/shared/error-codes.ts),
 *   read by people and sent on the wire alike; a text without a code falls back to `unverified`.
 */
export function gateVerified(viewer: Viewer | null, unverifiedMessage?: string): Viewer {
  const member = gateMember(viewer);
  if (!member.emailVerified) {
    const code = unverifiedMessage === undefined ? undefined : errorCodeForText(403, unverifiedMessage);
    throw code === undefined ? AppError.unverified() : AppError.forbidden(code);
  }
  return member;
}

/** An administrator. @throws AppError `unauthenticated` (401), `forbidden` (403). */
export function gateAdmin(viewer: Viewer | null): Viewer {
  const member = gateMember(viewer);
  if (!member.isAdmin) throw AppError.forbidden();
  return member;
}

/** The check of each gate: the viewer it lets through (null only for `public` visitors). */
export const gates: Record<Gate, (viewer: Viewer | null) => Viewer | null> = {
  public: (viewer) => viewer,
  member: gateMember,
  verified: (viewer) => gateVerified(viewer),
  admin: gateAdmin,
};
