/**
 * The import rules of docs/architecture.md "Layers" and "Import rules", checked by dependency-cruiser
 * (`npx depcruise src`, a step of `npm test`; tests/unit/architecture-rules.test.ts shows each rule failing on a
 * deliberate violation). Every rule is written with path patterns and capture groups over the folder layout, so a
 * new client feature (`src/client/features/<f>/`) or server domain (`src/server/domains/<d>/`) is covered the day
 * it is created, without editing this file. What dependency-cruiser cannot see — a read of `process.env` — is
 * Biome's `noProcessEnv` (biome.json: everywhere in src but src/server/env.ts).
 */
import { fileURLToPath } from "node:url";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "No import cycles: a cycle makes the load order decide what a module sees at start-up, and means two " +
        "modules are one module in two files (docs/architecture.md 'Import rules').",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "feature-imports-only-itself",
      comment:
        "A client feature imports its own folder, the shared client parts (components/, lib/, styles/) and " +
        "src/shared — never another feature or the app shell. What several features share moves to " +
        "src/client/lib (hooks) or src/client/components (visual); pages that compose features live in " +
        "src/client/app (docs/architecture.md 'Client').",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/" },
      to: {
        path: "^src/client/",
        pathNot: ["^src/client/features/$1/", "^src/client/(components|lib|styles)/"],
      },
    },
    {
      name: "client-parts-import-no-feature",
      comment:
        "src/client/components and src/client/lib are shared by every feature: they import no feature and not " +
        "the app shell (docs/architecture.md 'Client').",
      severity: "error",
      from: { path: "^src/client/(components|lib)/" },
      to: { path: "^src/client/(features|app)/" },
    },
    {
      name: "client-imports-server-types-only",
      comment:
        "The client reaches the server only through tRPC: it may `import type` from src/server (the AppRouter " +
        "type in src/client/lib/trpc.ts), never a value, which would bundle server code into the browser.",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^src/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "shared-imports-neither-side",
      comment: "src/shared runs on both sides: it imports nothing from src/server or src/client.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|client)/" },
    },
    {
      name: "server-imports-no-client",
      comment: "The server never imports client code (the built SPA is served as files).",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/client/" },
    },
    {
      name: "domain-imports-no-transport",
      comment:
        "A domain (services, queries, operation declarations) knows no transport: no src/server/http, no " +
        "src/server/trpc, no Hono, no tRPC server, and of src/server/edge only define.ts (defineOperation and " +
        "its types); the edge derives the tRPC procedure and the REST route from the declaration. Rate limits " +
        "come from src/server/limits. The one exception is a file named *.rest.ts or *.router.ts: an adapter " +
        "a route truly needs (a stream, a link outside /api), which says why in its header " +
        "(docs/architecture.md 'Import rules').",
      severity: "error",
      from: { path: "^src/server/domains/[^/]+/", pathNot: "\\.(rest|router)\\.ts$" },
      to: {
        path: [
          "^src/server/(http|trpc)/",
          "^src/server/edge/",
          "(^|/)node_modules/(hono|@trpc/server)/",
          "^(hono|@trpc/server)(/|$)",
        ],
        pathNot: "^src/server/edge/define\\.ts$",
      },
    },
    {
      name: "domain-imports-core-server-modules-only",
      comment:
        "Of the server outside the domains, a domain imports only the modules every domain may use: auth/, " +
        "db/, jobs/, limits/, mail/, media/, metrics/, realtime/event-bus.ts, edge/define.ts and context, env, errors, " +
        "logger and viewer — never the composition (app.ts, index.ts, operations.ts), openapi/, lifecycle/ " +
        "or the rest of realtime/, which import the domains (what a domain may take of http/, trpc/ and edge/ " +
        "is domain-imports-no-transport's rule).",
      severity: "error",
      from: { path: "^src/server/domains/[^/]+/" },
      to: {
        path: "^src/server/",
        pathNot: [
          "^src/server/domains/",
          "^src/server/(auth|db|jobs|limits|mail|media|metrics)/",
          "^src/server/realtime/event-bus\\.ts$",
          "^src/server/(context|env|errors|logger|viewer)\\.ts$",
          // Transports are domain-imports-no-transport's business (adapters may import them).
          "^src/server/(http|trpc|edge)/",
        ],
      },
    },
    {
      name: "domain-imports-no-other-domain-edge",
      comment:
        "A domain may use another domain's services and queries (its *.service.ts, *.queries.ts and named " +
        "helpers such as safety/hidden-content.ts), never its edge: the operation declarations " +
        "(*.operations.ts) and adapters (*.router.ts, *.rest.ts) are composed only by src/server/edge, " +
        "trpc/root.ts and http/api-routes.ts (docs/architecture.md 'Import rules').",
      severity: "error",
      from: { path: "^src/server/domains/([^/]+)/" },
      to: {
        path: "^src/server/domains/[^/]+/.*\\.(operations|router|rest)\\.ts$",
        pathNot: "^src/server/domains/$1/",
      },
    },
  ],
  options: {
    // Type-only imports are dependencies too (the client's `import type` from the server is seen and allowed).
    tsPreCompilationDeps: true,
    // Absolute, so that tests/unit/architecture-rules.test.ts can cruise its fixtures from their own folder.
    tsConfig: { fileName: fileURLToPath(new URL("tsconfig.json", import.meta.url)) },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.(css|svg|png|webp|json)$" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: false } },
  },
};
