/** The whole drizzle schema, for the client factory and drizzle-kit. */
export * from "./api-tokens.ts";
export * from "./appointments.ts";
export * from "./catalog.ts";
export * from "./login-identities.ts";
export * from "./messaging.ts";
export * from "./notifications.ts";
export * from "./operations.ts";
export * from "./organizations.ts";
export * from "./post-counts.ts";
export * from "./post-images.ts";
export * from "./posts.ts";
export * from "./safety.ts";
export * from "./users.ts";
export * from "./webhooks.ts";
