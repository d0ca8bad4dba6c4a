/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements a service call really issues: the call runs once over a
 * drizzle instance whose postgres.js client records every statement (debug hook); each recorded statement
 * is then explained with its parameters.
 */
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Database } from "../src/server/db/client.ts";
import * as schema from "../src/server/db/schema/index.ts";

interface Recorded {
  query: string;
  parameters: unknown[];
}

/** A database that records statements, and the way to explain what it recorded. */
export interface ExplainingDatabase {
  db: Database;
  /** Runs `call` and returns the plan text of each statement it issued. */
  explain(call: (db: Database) => Promise<unknown>): Promise<{ query: string; plan: string }[]>;
  close(): Promise<void>;
}

/** Opens a recording connection to `url`. */
export function explainingDatabase(url: string): ExplainingDatabase {
  let recorded: Recorded[] | null = null;
  const client = postgres(url, {
    max: 4,
    onnotice: () => {},
    debug: (_connection, query, parameters) => {
      if (recorded && !/^\s*explain|pg_catalog\./i.test(query))
        recorded.push({ query, parameters: [...parameters] });
    },
  });
  const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    async explain(call) {
      recorded = [];
      await call(db);
      const statements = recorded;
      recorded = null;
      const plans: { query: string; plan: string }[] = [];
      for (const statement of statements) {
        const rows = await client.unsafe(
          `explain (analyze, buffers, costs off, summary on) ${statement.query}`,
          statement.parameters as postgres.ParameterOrJSON<never>[],
        );
        const plan = rows.map((row) => String((row as Record<string, unknown>)["QUERY PLAN"])).join("\n");
        plans.push({ query: statement.query, plan });
      }
      return plans;
    },
    close: () => client.end({ timeout: 5 }),
  };
}
