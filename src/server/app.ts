/**
 * The Hono app, composed (docs/architecture.md "The shape in one picture"): one line per middleware or mount, in
 * the order a request meets them. Each piece lives in its own file under http/ and says there what it does and
 * why. Before routing, the entry point (http/served-app.ts) reads the client IP and applies method spoofing.
 */
import { Hono } from "hono";
import type { AppBindings, AppDeps } from "./context.ts";
import { oidcLoginRest } from "./domains/accounts/oidc-login.rest.ts";
import { unsubscribeRest } from "./domains/notifications/unsubscribe.rest.ts";
import { threadImagesRest } from "./domains/threads/thread-images.rest.ts";
import { apiFallback } from "./http/api-fallback.ts";
import { restApi } from "./http/api-routes.ts";
import { bearer } from "./http/bearer.ts";
import { bodyLimit } from "./http/body-limit.ts";
import { compression } from "./http/compression.ts";
import { conditionalGet } from "./http/conditional-get.ts";
import { cors } from "./http/cors.ts";
import { csrf } from "./http/csrf.ts";
import { csrfCookie } from "./http/csrf-cookie.ts";
import { renderError } from "./http/error-response.ts";
import { type HealthState, health } from "./http/health.ts";
import { jsonCharset } from "./http/json-charset.ts";
import { languageOf, requestLanguage } from "./http/language.ts";
import { metrics } from "./http/metrics.ts";
import { ogImages } from "./http/og-images.ts";
import { rateLimitHeaders } from "./http/rate-limit-headers.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { type ClientIp, type ServedApp, servedApp } from "./http/served-app.ts";
import { session } from "./http/session.ts";
import { spa } from "./http/spa.ts";
import { storage } from "./http/storage.ts";
import { liveEvents, trpc } from "./http/trpc.ts";
import { apiReference } from "./openapi/reference.ts";

/** Options of the app. */
export interface AppOptions {
  /** The built client to serve (absent in API-only tests). */
  clientDir?: string;
  /** The client IP of a request (the listener's requestIP); unknown IPs count as 127.0.0.1. */
  clientIp?: ClientIp;
  /** Read by the health endpoints: `draining` once shutdown began (lifecycle/shutdown.ts). */
  health?: HealthState;
}

/** The app over `deps`: `fetch` for the listener (http/node-listener.ts), `request` for tests. */
export function createApp(deps: AppDeps, options: AppOptions = {}): ServedApp {
  // With DATABASE_URL and no APP_KEY the entry point reads the shared key first (lifecycle/app-key.ts).
  if (deps.env.appKey.length < 32) throw new Error("createApp: the app key is not resolved");
  const app = new Hono<AppBindings>();
  app.use("*", requestLog);
  app.route("/", health(deps.db, options.health, deps.replicas));
  app.get("/metrics", metrics(deps));
  app.use("*", requestLanguage);
  app.use("*", securityHeaders(deps.env));
  app.use("*", compression());
  app.use("*", cors(deps.env.corsOrigins));
  app.use("/api/*", conditionalGet);
  app.use("*", jsonCharset);
  app.use("/api/*", bodyLimit);
  app.use("/trpc/*", bodyLimit);
  app.use("/auth/*", bodyLimit);
  app.use("*", session(deps));
  app.use("/api/*", rateLimitHeaders);
  app.use("/trpc/*", rateLimitHeaders);
  app.use("/api/*", bearer(deps));
  app.use("*", csrf(deps.env.appKey));
  app.get("/sanctum/csrf-cookie", csrfCookie(deps.env));
  app.get("/trpc/live.events", liveEvents(deps.db));
  app.all("/trpc/*", trpc(deps));
  app.route("/api", apiReference(deps.env));
  // docs/product.md "スレッドの写真": the private photos, streamed to the thread's participants only.
  app.route("/api/threads", threadImagesRest);
  const api = restApi();
  app.route("/api", api);
  app.all("/api/*", apiFallback(api));
  app.route("/storage", storage(deps.env));
  app.route("/unsubscribe", unsubscribeRest);
  app.route("/auth", oidcLoginRest);
  app.route("/og", ogImages(deps));
  app.route("/", spa(options.clientDir, deps));
  app.onError((error, c) => renderError(error, languageOf(c)));
  return servedApp(app, options.clientIp, deps.env.trustedProxies);
}
