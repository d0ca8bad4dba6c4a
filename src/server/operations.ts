/**
 * The operation table (docs/architecture.md "Gates and authorization", docs/product.md §6 Gates and §7 Call
 * table): one row per operation of the API, naming its tRPC procedure, its REST routes under /api, its gate,
 * its kind and what its owner owns.
 *
 * Adding a procedure or a REST route means adding (or extending) a row here:
 * tests/integration/authorization-matrix.test.ts enumerates `appRouter` and the REST adapters listed in http/api-routes.ts
 * and fails for a procedure or route that no row names, and for a row naming one that does not exist. The same
 * test runs every row against a visitor, an unverified member, another member, the owner and an administrator
 * over both transports (the cells are described in tests/support/operation-fixtures.ts).
 *
 * Columns:
 * - `name`: the operation, `<domain>.<action>` (the tRPC path when there is one).
 * - `trpc`: the procedure path in `appRouter`, or null when the operation is REST-only.
 * - `rest`: `"<METHOD> /api<path>"` with the Hono pattern as registered, parameters normalised to `{name}`
 *   (`/posts/:id{[0-9]+}` → `/api/posts/{id}`); a list when several routes reach the operation (PUT and PATCH,
 *   legacy aliases); null when the operation is tRPC-only. Routes outside the /api app (`GET
 *   /sanctum/csrf-cookie`, `GET /trpc/live.events`) are not listed.
 * - `gate`: who may call at all (auth/gates.ts): public, member, verified, admin. Ownership is the service's
 *   rule on top of the gate and is described by `owner`.
 * - `kind`: `mutation` (changes state), `private-read` (reads the caller's own or restricted data),
 *   `public-read` (reads what anyone may see).
 * - `owner`: what "the owner" of a call owns (the post its author may edit, the thread its participants read),
 *   or null when no ownership rule applies beyond the gate.
 * - `note`: anything a reader of the row would otherwise get wrong.
 *
 * Data only: no service is imported, so the server (and tooling) can import it cheaply.
 */
import type { Gate } from "./auth/gates.ts";
import { type AnyOperation, restRoutesOf as restRoutesOfDeclaration, routeNames } from "./edge/define.ts";
import { allOperations } from "./edge/registry.ts";

/** What a call does: changes state, reads restricted data, or reads what anyone may see. */
export type OperationKind = "mutation" | "private-read" | "public-read";

/** One row of the table. */
export interface Operation {
  name: string;
  trpc: string | null;
  rest: string | readonly string[] | null;
  gate: Gate;
  kind: OperationKind;
  owner: string | null;
  note?: string;
}

/** The REST routes of a row as a list (empty for a tRPC-only operation). */
export function restRoutesOf(operation: Operation): readonly string[] {
  if (operation.rest === null) return [];
  return typeof operation.rest === "string" ? [operation.rest] : operation.rest;
}

/** Every operation of the API, by domain in the order of docs/product.md §7 Call table. */
/** The rows of the operations not yet declared with defineOperation (edge/define.ts). */
const handWrittenRows = [
  // live stream (docs/product.md §4 Polling, docs/decisions/006)
  {
    name: "live.events",
    trpc: "live.events",
    rest: null,
    gate: "public",
    kind: "public-read",
    owner: "the viewer's own events (unread counts, thread messages); visitors receive the board only",
    note: "a subscription: over HTTP GET /trpc/live.events (http/trpc.ts, realtime/live-sse.ts), no .output()",
  },
] as const satisfies readonly Operation[];

/** The row of a declared operation (edge/define.ts): what the table says of it, derived from its declaration. */
function rowOf(operation: AnyOperation): Operation {
  const rest = restRoutesOfDeclaration(operation).flatMap(routeNames);
  return {
    name: operation.name,
    trpc: operation.trpc === false ? null : operation.name,
    rest: rest.length === 0 ? null : rest.length === 1 ? (rest[0] as string) : rest,
    gate: operation.gate,
    kind: operation.kind,
    owner: operation.owner,
    ...(operation.note ? { note: operation.note } : {}),
  };
}

/** Every operation of the API: the declared ones (edge/registry.ts) and the rows written here. */
export const operations: readonly Operation[] = [...handWrittenRows, ...allOperations.map(rowOf)];
