/**
 * Every declared operation (edge/define.ts), by domain: the one list the tRPC app router, the REST app, the
 * operation table and the published document are derived from. A domain's record is listed once here; its REST
 * routes are mounted in this order (docs/api.md "Routes": a static path before a parameter path that would match
 * it).
 */
import { catalogOperations } from "../domains/catalog/catalog.operations.ts";
import { tagsOperations } from "../domains/tags/tags.operations.ts";
import type { AnyOperation } from "./define.ts";

/** The declared operations of each domain, keyed as the app router nests them. */
export const domainOperations = {
  catalog: catalogOperations,
  tags: tagsOperations,
} as const satisfies Record<string, Record<string, AnyOperation>>;

/** Every declaration, in REST mount order. */
export const allOperations: readonly AnyOperation[] = Object.values(domainOperations).flatMap(
  (record) => Object.values(record) as AnyOperation[],
);

/** The declaration named `name` (`posts.byId`), if any. */
export function declaredOperation(name: string): AnyOperation | undefined {
  return allOperations.find((operation) => operation.name === name);
}
