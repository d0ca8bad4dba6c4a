/**
 * The HTTP edge before routing (src/server/http/served-app.ts, method-spoofing.ts, api-fallback.ts): a POST under
 * /api carrying `_method` or X-HTTP-Method-Override is routed as PUT/PATCH/DELETE, other values are ignored, and
 * paths no route takes get Laravel's 405/404. GET /api/categories has no other method, so the 405 text names
 * the method the router saw.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { restApi } from "../../src/server/http/api-routes.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let client: RestClient;
beforeAll(async () => {
  ({ app } = await testApp());
  client = new RestClient(app);
  await client.csrf();
});

/** The method the router saw for a request to GET-only /api/categories, read from the 405 answer. */
async function routedMethod(response: Response): Promise<string> {
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("GET, HEAD");
  const { message } = (await response.json()) as { message: string };
  return /^The ([A-Z]+) method is not supported for route api\/categories\. Supported methods: GET, HEAD\.$/.exec(
    message,
  )?.[1] as string;
}

describe("method spoofing", () => {
  test("_method in a JSON, form or multipart body, or X-HTTP-Method-Override, routes a POST as that method", async () => {
    expect(await routedMethod(await client.post("/api/categories", { _method: "patch" }))).toBe("PATCH");
    const form = new FormData();
    form.append("_method", "DELETE");
    expect(await routedMethod(await client.post("/api/categories", form))).toBe("DELETE");
    // A plain HTML form: the CSRF token travels as `_token`.
    const session = client.cookie("tasukeai_session") ?? "";
    const urlencoded = await app.request("http://localhost:3000/api/categories", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `tasukeai_session=${encodeURIComponent(session)}`,
      },
      body: new URLSearchParams({ _method: "PUT", _token: client.cookie("XSRF-TOKEN") ?? "" }),
    });
    expect(await routedMethod(urlencoded)).toBe("PUT");
    const header = await client.post("/api/categories", undefined, {
      headers: { "X-HTTP-Method-Override": "PUT" },
    });
    expect(await routedMethod(header)).toBe("PUT");
  });

  test("other values, malformed bodies and other methods are left alone", async () => {
    expect(await routedMethod(await client.post("/api/categories", { _method: "GET" }))).toBe("POST");
    const malformed = await client.request("POST", "/api/categories", undefined, {
      headers: { "Content-Type": "application/json" },
    });
    expect(await routedMethod(malformed)).toBe("POST");
    const put = await client.request("PUT", "/api/categories", { _method: "DELETE" });
    expect(await routedMethod(put)).toBe("PUT");
  });

  test("a spoofed request still needs the CSRF token (419 before routing answers)", async () => {
    const response = await client.post("/api/categories", { _method: "PATCH" }, { xsrf: false });
    expect(response.status).toBe(419);
  });
});

describe("the /api fallback", () => {
  test("an unknown path is Laravel's JSON 404", async () => {
    const response = await app.request("http://localhost:3000/api/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "The route api/nope could not be found.",
      code: "not_found",
    });
  });

  test("every REST route answers its own method (the fallback never takes a mounted route)", async () => {
    const routes = restApi().routes.filter((route) => route.method !== "ALL");
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes.filter((r) => r.method === "GET")) {
      // A parameter's pattern may end in a fixed extension (`:id{[0-9]+\.ics}`): the id keeps it.
      const path = route.path.replace(
        /:[A-Za-z_]+(\{[^}]+\})?/g,
        (_, pattern?: string) => `1${pattern?.match(/\\(\.[a-z]+)\}$/)?.[1] ?? ""}`,
      );
      const response = await app.request(`http://localhost:3000/api${path}`);
      const body = (await response.clone().text()).slice(0, 200);
      expect(`${route.path} ${response.status} ${body}`).not.toMatch(/could not be found\.|is not supported/);
    }
  });
});
