/**
 * Hono composition (ARCHITECTURE.md "The shape in one picture"): security headers → method spoofing →
 * session → CSRF, then /sanctum/csrf-cookie, /trpc/*, /api/*, /storage/* and the built SPA.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { serveStatic } from "hono/bun";
import { secureHeaders } from "hono/secure-headers";
import { MAX_REQUEST_BODY_BYTES } from "../shared/constants.ts";
import { verifyCsrfToken } from "./auth/csrf.ts";
import { generateSessionToken, validateSessionToken } from "./auth/sessions.ts";
import type { AppBindings, AppDeps } from "./context.ts";
import { accountsRest } from "./domains/accounts/accounts.rest.ts";
import { adminRest } from "./domains/admin/admin.rest.ts";
import { boardRest } from "./domains/board/board.rest.ts";
import { catalogRest } from "./domains/catalog/catalog.rest.ts";
import { commentsRest } from "./domains/comments/comments.rest.ts";
import { contactRest } from "./domains/contact/contact.rest.ts";
import { mypageRest } from "./domains/mypage/mypage.rest.ts";
import { postListsRest } from "./domains/posts/posts.lists.rest.ts";
import { postsRest } from "./domains/posts/posts.rest.ts";
import { profileRest } from "./domains/profile/profile.rest.ts";
import { socialRest } from "./domains/social/social.rest.ts";
import { tagsRest } from "./domains/tags/tags.rest.ts";
import { threadsRest } from "./domains/threads/threads.rest.ts";
import { AppError, logUnexpectedError } from "./errors.ts";
import { readCookie, SESSION_COOKIE, secondsUntil, sessionCookies } from "./http/cookies.ts";
import { errorResponse, renderError } from "./http/error-response.ts";
import { liveHubFor } from "./realtime/event-bus.ts";
import { liveEventsResponse } from "./realtime/live-sse.ts";
import { appRouter } from "./trpc/root.ts";
import { type Viewer, viewerOf } from "./viewer.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Options of the app: where the built client lives (absent in API-only tests). */
export interface AppOptions {
  clientDir?: string;
  /** The client IP of a request (Bun's server.requestIP), else 127.0.0.1. */
  clientIp?: (request: Request) => string | undefined;
}

/** Builds the Hono app over the given dependencies. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppBindings>();

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Request bodies are capped before they are read: the largest upload (a 4 MB cover) plus its form fields.
  // Files over their own limit inside the cap get a 422 in Japanese from the image pipeline.
  for (const prefix of ["/api/*", "/trpc/*"]) {
    app.use(
      prefix,
      bodyLimit({
        maxSize: MAX_REQUEST_BODY_BYTES,
        onError: () => errorResponse(new AppError("PAYLOAD_TOO_LARGE")),
      }),
    );
  }

  // Session: who is calling. A visitor may carry a token too (the CSRF anchor of the Sanctum flow).
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const token = readCookie(c.req.header("cookie"), SESSION_COOKIE);
    let viewer: Viewer | null = null;
    let sessionExpiresAt: Date | null = null;
    if (token && /^[a-z2-7]{32}$/.test(token) && needsSession(c.req.path)) {
      const session = await validateSessionToken(deps.db, token);
      if (session) {
        viewer = viewerOf(session);
        sessionExpiresAt = session.expiresAt;
        if (session.refreshed) {
          for (const cookie of sessionCookies(deps.env, token, secondsUntil(session.expiresAt))) {
            c.header("Set-Cookie", cookie, { append: true });
          }
        }
      }
    }
    c.set("state", {
      viewer,
      sessionToken: token,
      sessionExpiresAt,
      ipAddress: options.clientIp?.(c.req.raw) ?? "127.0.0.1",
      userAgent: c.req.header("user-agent") ?? "",
    });
    await next();
  });

  // CSRF (REST-CONVENTIONS.md): every unsafe /api and /trpc call carries the XSRF token; checked before auth.
  app.use("*", async (c, next) => {
    const path = c.req.path;
    if (SAFE_METHODS.has(c.req.method) || !(path.startsWith("/api/") || path.startsWith("/trpc/")))
      return next();
    const token = c.get("state").sessionToken;
    const header = c.req.header("x-xsrf-token") ?? c.req.header("x-csrf-token") ?? (await formToken(c));
    if (!token || !header || !verifyCsrfToken(deps.env.appKey, token, safeDecode(header))) {
      return errorResponse(new AppError("CSRF_MISMATCH"));
    }
    return next();
  });

  /** GET /sanctum/csrf-cookie → 204 with the session and XSRF-TOKEN cookies. */
  app.get("/sanctum/csrf-cookie", (c) => {
    const state = c.get("state");
    // A member keeps their session (and its remember-me lifetime); a visitor gets a fresh anchor token.
    const cookies =
      state.viewer && state.sessionToken && state.sessionExpiresAt
        ? sessionCookies(deps.env, state.sessionToken, secondsUntil(state.sessionExpiresAt))
        : sessionCookies(deps.env, generateSessionToken());
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    return c.body(null, 204);
  });

  // The `live.events` subscription over HTTP: the shared-frame SSE writer (docs/decisions/006).
  app.get("/trpc/live.events", (c) =>
    liveEventsResponse(liveHubFor(deps.db), c.get("state").viewer?.id ?? null, c.req.raw),
  );

  app.all("/trpc/*", (c) => {
    const state = c.get("state");
    return fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }) => ({ ...deps, ...state, resHeaders }),
      // The one log line of an unexpected failure (an AppError with a code of its own is no failure).
      onError: ({ error, path }) => {
        if (
          error.code === "INTERNAL_SERVER_ERROR" &&
          !(error.cause instanceof AppError && error.cause.code !== "INTERNAL")
        ) {
          logUnexpectedError(`trpc ${path ?? "?"}`, error.cause ?? error);
        }
      },
    });
  });

  const api = new Hono<AppBindings>();
  api.route("/", accountsRest);
  api.route("/", catalogRest);
  api.route("/", postsRest);
  api.route("/", postListsRest);
  api.route("/", profileRest);
  api.route("/", adminRest);
  api.route("/", contactRest);
  api.route("/", commentsRest);
  api.route("/", socialRest);
  api.route("/", tagsRest);
  api.route("/", mypageRest);
  api.route("/", threadsRest);
  api.route("/", boardRest);
  app.route("/api", api);

  app.all("/api/*", (c) => {
    const allowed = allowedMethods(api, c.req.path.slice("/api".length));
    if (allowed.length > 0) {
      const wireMessage = `The ${c.req.method} method is not supported for route ${c.req.path.slice(1)}. Supported methods: ${allowed.join(", ")}.`;
      return errorResponse(new AppError("METHOD_NOT_ALLOWED", undefined, { wireMessage }), {
        Allow: allowed.join(", "),
      });
    }
    const wireMessage = `The route ${c.req.path.slice(1)} could not be found.`;
    return errorResponse(new AppError("NOT_FOUND", undefined, { wireMessage }));
  });

  app.use(
    "/storage/*",
    serveStatic({
      root: join(deps.env.dataDir, "uploads"),
      rewriteRequestPath: (p) => p.replace(/^\/storage/, ""),
      onFound: (_p, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.all("/storage/*", () => errorResponse(AppError.notFound()));

  const clientDir = options.clientDir ? resolve(options.clientDir) : undefined;
  if (clientDir && existsSync(join(clientDir, "index.html"))) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        onFound: (_p, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.all("/assets/*", (c) => c.text("Not Found", 404));
    app.use("*", serveStatic({ root: clientDir }));
    // The SPA fallback answers only page routes (ARCHITECTURE.md "Known traps"): /api, /trpc, /storage and
    // /assets were answered above.
    const indexHtml = join(clientDir, "index.html");
    app.get("*", async (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(await Bun.file(indexHtml).text());
    });
  }

  app.onError((error) => renderError(error));

  // Method spoofing (REST-CONVENTIONS.md): routing happens on the rewritten request.
  const root = new Hono();
  root.all("*", async (c) => app.fetch(await spoofMethod(c.req.raw), c.env));
  return root;
}

const SPOOFABLE = new Set(["PUT", "PATCH", "DELETE"]);

/** A POST under /api carrying `_method` (body field) or X-HTTP-Method-Override becomes that method. */
export async function spoofMethod(request: Request): Promise<Request> {
  if (request.method !== "POST" || !new URL(request.url).pathname.startsWith("/api/")) return request;
  let method = request.headers.get("x-http-method-override")?.toUpperCase();
  const type = request.headers.get("content-type") ?? "";
  if (
    !method &&
    (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded"))
  ) {
    try {
      const field = (await request.clone().formData()).get("_method");
      if (typeof field === "string") method = field.toUpperCase();
    } catch {
      return request;
    }
  } else if (!method && type.includes("application/json")) {
    try {
      const json = (await request.clone().json()) as { _method?: unknown } | null;
      if (typeof json?._method === "string") method = json._method.toUpperCase();
    } catch {
      return request;
    }
  }
  if (!method || !SPOOFABLE.has(method)) return request;
  return new Request(request.url, { method, headers: request.headers, body: await request.arrayBuffer() });
}

/** Paths whose handlers use the viewer: the API, tRPC and the CSRF cookie. Pages and files skip the lookup. */
function needsSession(path: string): boolean {
  return path.startsWith("/api/") || path.startsWith("/trpc/") || path.startsWith("/sanctum/");
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The `_token` field of a form body, if the request is a form. */
async function formToken(c: Context<AppBindings>): Promise<string | undefined> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("form")) return undefined;
  const body = await c.req.parseBody();
  return typeof body._token === "string" ? body._token : undefined;
}

/** Methods that some route of `api` answers for `path` (for 405 answers). */
function allowedMethods(api: Hono<AppBindings>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of api.routes) {
    if (route.method === "ALL") continue;
    const pattern = new RegExp(
      `^${route.path.replace(/:[A-Za-z_]+(\{[^}]+\})?/g, (_m, re: string | undefined) => (re ? `(${re.slice(1, -1)})` : "([^/]+)"))}$`,
    );
    if (pattern.test(path)) methods.add(route.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
}
