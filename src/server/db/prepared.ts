/**
 * Named prepared statements for the hot queries (docs/performance.md "Per-request overhead";
 * docs/decisions/015-search-plans-and-request-overhead.md). drizzle sends every statement unnamed through
 * postgres.js `unsafe()`, so PostgreSQL parses and plans the list's and the detail page's statements on every
 * request (planning cost twice the execution of the list's main select). This wraps the pool's client so a
 * statement text seen `after` times is sent as a named prepared statement from then on (postgres.js keeps one
 * per connection and text). Nothing in the query files changes: a filter another feature adds to a query is
 * part of its text, so each combination of filters becomes its own statement once it is hot.
 *
 * Bounded: at most `max` distinct texts are ever prepared (postgres.js never forgets a prepared statement, and
 * texts with inlined id lists vary). Not prepared: keyword statements (`search_grams`, `strpos`), whose best
 * plan depends on the keyword, so a generic plan must never be cached for them (posts/list/keyword-plan.ts).
 * Statements inside transactions run on the transaction's own client and stay unnamed (writes).
 */
import type postgres from "postgres";

/** Options of `preparingClient`. */
export interface PrepareOptions {
  /** A text is prepared from its `after`-th use on. */
  after: number;
  /** At most this many distinct texts are prepared per process. */
  max: number;
}

const VALUE_SENSITIVE = /search_grams|strpos\(/;

/**
 * The postgres.js client `client` with `unsafe(text, params, options)` (what drizzle calls) preparing hot
 * statement texts; every other property is the client's own.
 */
export function preparingClient(
  client: postgres.Sql,
  options: PrepareOptions = { after: 2, max: 400 },
): postgres.Sql {
  const seen = new Map<string, number>();
  const prepared = new Set<string>();
  const shouldPrepare = (text: string): boolean => {
    if (prepared.has(text)) return true;
    if (prepared.size >= options.max || VALUE_SENSITIVE.test(text)) return false;
    const uses = (seen.get(text) ?? 0) + 1;
    if (uses < options.after) {
      if (seen.size >= 10 * options.max) seen.clear();
      seen.set(text, uses);
      return false;
    }
    seen.delete(text);
    prepared.add(text);
    return true;
  };
  const unsafe = ((text: string, params?: unknown[], queryOptions?: { prepare?: boolean }) =>
    client.unsafe(text, params as never, {
      ...queryOptions,
      prepare: queryOptions?.prepare === true || shouldPrepare(text),
    })) as postgres.Sql["unsafe"];
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      return Reflect.get(target, property, receiver);
    },
  });
}
