import { defineConfig } from "drizzle-kit";

/** drizzle-kit generates the SQL migrations under drizzle/ from the schema (never `push`). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
