/**
 * What the authorization matrix and the OpenAPI check share (docs/architecture.md "Gates and authorization";
 * docs/api.md "Reference (OpenAPI and /api/docs)"): the routes the /api app mounts, named as the operation table
 * and the document name them, and the CellContext a fixture of tests/support/operation-fixtures.ts runs in.
 */
import type { AppDeps } from "../../src/server/context.ts";
import { restApi } from "../../src/server/http/api-routes.ts";
import type { Actor, Cast, CellContext, Member, Outcome, Reference } from "./operation-fixtures.ts";

/** `GET /api/posts/{id}` for Hono's `GET` and `/posts/:id{[0-9]+}` (a route's pattern dropped, `:name` → `{name}`). */
export function routeName(method: string, path: string): string {
  // A pattern ending in an extension (`:id{[0-9]+\.ics}`, edge/rest.ts honoPath) keeps it after the name.
  const named = path.replace(
    /:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g,
    (_match, name: string, pattern?: string) => `{${name}}${/\\(\.\w+)\}$/.exec(pattern ?? "")?.[1] ?? ""}`,
  );
  return `${method} /api${named}`;
}

/** Every route of the /api app as app.ts mounts it (http/api-routes.ts; middleware "ALL" entries left out), sorted. */
export function mountedRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of restApi().routes) {
    if (route.method !== "ALL") routes.add(routeName(route.method, route.path));
  }
  return [...routes].sort();
}

/** The CellContext of one cell: who calls (`caller`, null = visitor) as `actor`, and what the cell expects. */
export type ContextOf = (actor: Actor, caller: Member | null, expected: Outcome) => CellContext;

/**
 * The `contextOf` of one test file's matrix world (its deps, shared cast and reference data). The owner of a cell
 * is its caller when the actor is the owner (fresh actors own fresh resources), else the cast's owner; `shared`
 * keeps one value per key for every context this function makes (one memo per world, so per file).
 */
export function cellContexts(world: { deps: AppDeps; cast: Cast; ref: Reference }): ContextOf {
  const memo = new Map<string, Promise<unknown>>();
  function shared<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = memo.get(key);
    if (!value) {
      value = make();
      memo.set(key, value);
    }
    return value as Promise<T>;
  }
  return (actor, caller, expected) => ({
    ...world,
    actor,
    caller,
    owner: actor === "owner" && caller ? caller : world.cast.owner,
    expected,
    shared,
  });
}
