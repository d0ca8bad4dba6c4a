/**
 * setAnswerHeader (src/server/http/answer-headers.ts): a header set after the handler ran lands on the answer,
 * keeps its status and body, appends when asked, and an answer with immutable headers is copied, not lost.
 */
import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { setAnswerHeader } from "../../src/server/http/answer-headers.ts";

function appWith(handler: (c: import("hono").Context) => Response | Promise<Response>) {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    setAnswerHeader(c, "X-Request-Id", "abc");
    setAnswerHeader(c, "Vary", "Origin", true);
  });
  app.get("/", handler);
  return app;
}

describe("setAnswerHeader", () => {
  test("a JSON answer keeps its status, body and headers, and gains the set and the appended ones", async () => {
    const app = appWith((c) => {
      c.header("Vary", "Accept-Encoding");
      return c.json({ ok: "はい" }, 201);
    });
    const res = await app.request("/");
    expect(res.status).toBe(201);
    expect(res.headers.get("X-Request-Id")).toBe("abc");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding, Origin");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ ok: "はい" });
  });

  test("an answer whose headers are immutable is copied with the header, status and body kept", async () => {
    // Bun's own answers (fetched ones too) have mutable headers; a guard like the Fetch standard's "immutable"
    // is made here by hand, as other runtimes and proxied objects have it.
    const app = appWith(() => {
      const answer = new Response("本文", { status: 203, headers: { "Content-Type": "text/plain" } });
      const refuse = () => {
        throw new TypeError("immutable headers");
      };
      answer.headers.set = refuse;
      answer.headers.append = refuse;
      return answer;
    });
    const res = await app.request("/");
    expect(res.status).toBe(203);
    expect(res.headers.get("Content-Type")).toBe("text/plain");
    expect(res.headers.get("X-Request-Id")).toBe("abc");
    expect(res.headers.get("Vary")).toBe("Origin");
    expect(await res.text()).toBe("本文");
  });
});
