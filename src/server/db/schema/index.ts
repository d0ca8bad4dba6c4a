/** The whole drizzle schema, for the client factory and drizzle-kit. */
export * from "./catalog.ts";
export * from "./messaging.ts";
export * from "./post-counts.ts";
export * from "./posts.ts";
export * from "./users.ts";
