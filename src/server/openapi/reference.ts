/**
 * The API's description, served under /api (docs/api.md "Reference (OpenAPI and /api/docs)"; docs/decisions/010):
 * - GET /api/openapi.json — the OpenAPI 3.1 document (openapi/document.ts) for this board's APP_URL;
 * - GET /api/docs — an interactive reference page: Swagger UI from the swagger-ui-dist package, served by us
 *   (no CDN), under the board's Content-Security-Policy (its start-up script is a file, not inline);
 * - GET /api/docs/assets/{file} — that package's bundle and stylesheet, and the start-up script.
 *
 * "Try it out" calls the API from the page with the visitor's own session: the start-up script copies the
 * XSRF-TOKEN cookie into X-XSRF-TOKEN on unsafe calls, as the SPA does. These routes are not operations of the
 * table (they describe it) and are mounted next to the REST API by app.ts.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { apiDocsCopy } from "#shared/copy/tokens.ts";
import type { AppBindings } from "../context.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../errors.ts";
import { openApiDocument } from "./document.ts";

const SWAGGER_DIR = dirname(fileURLToPath(import.meta.resolve("swagger-ui-dist/package.json")));

/** The start-up script of the page (a file: the CSP allows scripts from this origin only). */
const INIT_SCRIPT = `window.addEventListener("load", function () {
  function xsrf() {
    var match = document.cookie.split("; ").find(function (part) { return part.indexOf("XSRF-TOKEN=") === 0; });
    return match ? decodeURIComponent(match.slice("XSRF-TOKEN=".length)) : null;
  }
  window.ui = SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    withCredentials: true,
    presets: [SwaggerUIBundle.presets.apis],
    // Groups start folded: with every one of the 131 operations unfolded at once, Swagger UI 5 rendered only the
    // first group (tests/e2e/api-platform.e2e.ts).
    docExpansion: "none",
    requestInterceptor: function (request) {
      var token = xsrf();
      if (token && !/^(GET|HEAD|OPTIONS)$/i.test(request.method || "GET")) request.headers["X-XSRF-TOKEN"] = token;
      request.headers["X-Requested-With"] = "XMLHttpRequest";
      return request;
    }
  });
});
`;

/** The files of /api/docs/assets/{file} with their types. */
const ASSETS: Record<string, { type: string; body: () => string }> = {
  "swagger-ui.css": {
    type: "text/css; charset=utf-8",
    body: () => readFileSync(join(SWAGGER_DIR, "swagger-ui.css"), "utf8"),
  },
  "swagger-ui-bundle.js": {
    type: "text/javascript; charset=utf-8",
    // The source map comment would point at a file we do not serve.
    body: () =>
      readFileSync(join(SWAGGER_DIR, "swagger-ui-bundle.js"), "utf8").replace(
        /\n\/\/# sourceMappingURL=.*$/,
        "\n",
      ),
  },
  "init.js": { type: "text/javascript; charset=utf-8", body: () => INIT_SCRIPT },
};

const cache = new Map<string, string>();
function asset(name: string): string {
  let body = cache.get(name);
  if (body === undefined) {
    body = ASSETS[name]?.body() ?? "";
    cache.set(name, body);
  }
  return body;
}

function page(): string {
  const title = apiDocsCopy.title;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;
}

/** The reference routes for the board at `env.appUrl`: `app.route("/api", apiReference(env))`. */
export function apiReference(env: Pick<AppEnv, "appUrl">): Hono<AppBindings> {
  const reference = new Hono<AppBindings>();
  reference.get("/openapi.json", (c) => c.json(openApiDocument(env.appUrl)));
  reference.get("/docs", (c) => c.html(page()));
  reference.get("/docs/assets/:file", (c) => {
    const name = c.req.param("file");
    const file = ASSETS[name];
    if (!file) throw AppError.notFound();
    return c.body(asset(name), 200, { "Content-Type": file.type, "Cache-Control": "public, max-age=3600" });
  });
  return reference;
}
