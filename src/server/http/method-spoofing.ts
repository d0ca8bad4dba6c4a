/**
 * Laravel's method spoofing (docs/api.md "Method spoofing"): HTML forms and many HTTP libraries can only POST
 * multipart, so a POST under /api/ carrying X-HTTP-Method-Override or a body field `_method` (form, multipart or
 * JSON) of PUT, PATCH or DELETE is routed as that method. Other values, and every other request, pass unchanged.
 *
 * Routing reads the method before any middleware runs, so this is not a middleware: the entry point
 * (http/served-app.ts) rewrites the Request before it hands it to the app.
 */
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants.ts";

const SPOOFABLE = new Set(["PUT", "PATCH", "DELETE"]);

/** True when `request` may carry a spoofed method: a POST under /api/ (checked without reading the body). */
export function maySpoofMethod(request: Request): boolean {
  return request.method === "POST" && new URL(request.url).pathname.startsWith("/api/");
}

/**
 * `request` (a POST under /api/, see maySpoofMethod) with the spoofed method, or `request` itself when it asks
 * for none or its body cannot be read as the form or JSON it claims to be (the route then answers a POST). A
 * body declared larger than the cap is not read here: http/body-limit.ts refuses it with 413 whatever its method.
 */
export async function spoofMethod(request: Request): Promise<Request> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BODY_BYTES) return request;
  const method = request.headers.get("x-http-method-override")?.toUpperCase() || (await bodyMethod(request));
  if (!method || !SPOOFABLE.has(method)) return request;
  try {
    const body = await request.arrayBuffer();
    return new Request(request.url, { method, headers: request.headers, body, signal: request.signal });
  } catch {
    return request;
  }
}

/** The `_method` field of a form, multipart or JSON body (read from a clone: the route reads the body again). */
async function bodyMethod(request: Request): Promise<string | undefined> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
      const field = (await request.clone().formData()).get("_method");
      return typeof field === "string" ? field.toUpperCase() : undefined;
    }
    if (type.includes("application/json")) {
      const json = (await request.clone().json()) as { _method?: unknown } | null;
      return typeof json?._method === "string" ? json._method.toUpperCase() : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
