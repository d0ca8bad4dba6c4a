/** Request bodies above the cap are refused before they are read (413, Japanese message), on /api and /trpc. */
import { beforeAll, describe, expect, test } from "bun:test";
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  ({ app } = await testApp());
});

describe("request body cap", () => {
  test("a body over the cap gets 413 with a Japanese message, under /api and /trpc", async () => {
    const body = new Uint8Array(MAX_REQUEST_BODY_BYTES + 1);
    for (const path of ["/api/posts", "/trpc/posts.create"]) {
      const response = await app.request(`http://localhost:3000${path}`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream", "content-length": String(body.byteLength) },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        message: copy.errors.requestTooLarge,
        code: "payload_too_large",
      });
    }
  });

  test("a body under the cap reaches the route (here: the CSRF check)", async () => {
    const response = await app.request("http://localhost:3000/api/posts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "x" }),
    });
    expect(response.status).toBe(419);
  });
});
