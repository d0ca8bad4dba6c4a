/**
 * Stable error codes on the wire (docs/api.md "Errors", "Error codes"; docs/product.md §8): every REST error body
 * is `{message, code}` (+ `errors` on a 422) for each status the board answers (400, 401, 403, 404, 405, 413, 419,
 * 422, 429, 503); the status change refused to someone else says Laravel's `This action is unauthorized.`; the
 * thread and block refusals keep their Japanese text; tRPC answers carry the same code in `data.appCode` beside
 * the Japanese `message`.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants.ts";
import { operationsCopy } from "#shared/copy/operations.ts";
import { copy } from "#shared/copy.ts";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.ts";
import { createMember, createTestPost, signedInMember } from "../support/factories.ts";
import { RestClient, type TestApp, testApp, testEnv } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
}, 60_000);

/** The JSON body of an answer. */
async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** The `error` of a single (unbatched) tRPC answer. */
async function trpcErrorOf(response: Response) {
  const body = (await response.json()) as {
    error: { message: string; data: { appCode: string | null; httpStatus: number } };
  };
  return body.error;
}

/** A tRPC GET of `procedure` with `input`, as the client sends it. */
function trpcGet(client: RestClient, procedure: string, input: unknown): Promise<Response> {
  return client.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
}

describe("REST error bodies carry a code for every status", () => {
  test("400, 401, 403, 404, 405, 413, 419 and 422 of the edge and the gates", async () => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    const unverified = await signedInMember({ verified: false });
    const member = await signedInMember();

    const malformed = await app.request("http://localhost:3000/api/comments", {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Cookie: `XSRF-TOKEN=${encodeURIComponent(member.client.cookie("XSRF-TOKEN") ?? "")}; tasukeai_session=${encodeURIComponent(member.client.cookie("tasukeai_session") ?? "")}`,
        "X-XSRF-TOKEN": member.client.cookie("XSRF-TOKEN") ?? "",
      },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await bodyOf(malformed)).toEqual({ message: copy.errors.malformedBody, code: "malformed_body" });

    const me = await visitor.get("/api/auth/me");
    expect(me.status).toBe(401);
    expect(await bodyOf(me)).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });

    const admin = await member.client.get("/api/admin/users");
    expect(admin.status).toBe(403);
    expect(await bodyOf(admin)).toEqual({ message: "This action is unauthorized.", code: "forbidden" });

    const notVerified = await unverified.client.post("/api/comments", { post_id: 1, body: "x" });
    expect(notVerified.status).toBe(403);
    expect(await bodyOf(notVerified)).toEqual({
      message: "Your email address is not verified.",
      code: "unverified",
    });

    const route = await visitor.get("/api/no-such-route");
    expect(route.status).toBe(404);
    expect(await bodyOf(route)).toEqual({
      message: "The route api/no-such-route could not be found.",
      code: "not_found",
    });

    const post = await visitor.get("/api/posts/2147483000");
    expect(post.status).toBe(404);
    expect(await bodyOf(post)).toEqual({ message: copy.errors.postNotFound, code: "post_not_found" });

    const method = await visitor.request("PATCH", "/api/posts");
    expect(method.status).toBe(405);
    expect((await bodyOf(method)).code).toBe("method_not_allowed");

    const tooLarge = await member.client.post("/api/comments", {
      post_id: 1,
      body: "あ".repeat(MAX_REQUEST_BODY_BYTES / 2),
    });
    expect(tooLarge.status).toBe(413);
    expect(await bodyOf(tooLarge)).toEqual({
      message: copy.errors.requestTooLarge,
      code: "payload_too_large",
    });

    const csrf = await member.client.post("/api/comments", { post_id: 1, body: "x" }, { xsrf: false });
    expect(csrf.status).toBe(419);
    expect(await bodyOf(csrf)).toEqual({ message: "CSRF token mismatch.", code: "csrf_mismatch" });

    const invalid = await member.client.post("/api/comments", { post_id: 1, body: "" });
    expect(invalid.status).toBe(422);
    const invalidBody = await bodyOf(invalid);
    expect(invalidBody.code).toBe("validation_failed");
    expect(invalidBody.errors).toEqual({ body: [copy.validation.commentRequired] });
    expect(Object.keys(invalidBody)).toEqual(["message", "code", "errors"]);
  });

  test("429 of a rate limit", async () => {
    const { client } = await signedInMember();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await client.post("/api/public-messages", { body: `こんにちは ${attempt}` });
    }
    expect(last?.status).toBe(429);
    expect(await bodyOf(last as Response)).toEqual({ message: "Too Many Attempts.", code: "rate_limited" });
  });

  describe("503 while the database cannot be reached", () => {
    let away: DatabaseHandle;
    afterAll(async () => {
      await away?.close();
    });

    test("answers service_unavailable", async () => {
      // Nothing listens on port 9: every connection is refused at once.
      away = await openDatabase({
        databaseUrl: "postgres://postgres@127.0.0.1:9/none",
        dataDir: "memory://",
      });
      const down = createApp({ db: away.db, env: testEnv() });
      const response = await down.request("http://localhost:3000/api/posts", {
        headers: { Accept: "application/json" },
      });
      expect(response.status).toBe(503);
      expect(await bodyOf(response)).toEqual({
        message: operationsCopy.databaseUnavailable,
        code: "service_unavailable",
      });
    });
  });
});

describe("403 texts", () => {
  test("the status change refused to another member says Laravel's text, with its code, on REST", async () => {
    const author = await createMember(deps.db);
    const post = await createTestPost(deps.db, author);
    const other = await signedInMember();
    const refused = await other.client.request("PATCH", `/api/posts/${post.id}/status`, { status: "closed" });
    expect(refused.status).toBe(403);
    expect(await bodyOf(refused)).toEqual({
      message: "This action is unauthorized.",
      code: "status_change_forbidden",
    });

    const overTrpc = await other.client.post("/trpc/requests.setStatus", { id: post.id, status: "closed" });
    expect(overTrpc.status).toBe(403);
    const error = await trpcErrorOf(overTrpc);
    expect(error.message).toBe(copy.requests.errors.statusForbidden);
    expect(error.data.appCode).toBe("status_change_forbidden");
  });

  test("the thread refusal keeps its Japanese text", async () => {
    const a = await signedInMember();
    const b = await createMember(deps.db);
    const opened = await a.client.post("/api/threads", { user_id: b.id });
    const { id } = (await opened.json()) as { id: number };
    const third = await signedInMember();
    const refused = await third.client.get(`/api/threads/${id}/messages`);
    expect(refused.status).toBe(403);
    expect(await bodyOf(refused)).toEqual({ message: copy.threads.forbidden, code: "thread_forbidden" });

    const overTrpc = await trpcGet(third.client, "threads.messages", { id });
    const error = await trpcErrorOf(overTrpc);
    expect(error.message).toBe(copy.threads.forbidden);
    expect(error.data.appCode).toBe("thread_forbidden");
  });

  test("the block refusals keep their Japanese texts", async () => {
    const a = await signedInMember();
    const b = await signedInMember();
    expect((await a.client.post(`/api/blocks/${b.member.id}`)).status).toBe(200);

    const message = await b.client.post("/api/threads", { user_id: a.member.id });
    expect(message.status).toBe(403);
    expect(await bodyOf(message)).toEqual({ message: copy.safety.block.cannotMessage, code: "blocked" });

    const follow = await b.client.post(`/api/follows/${a.member.id}`);
    expect(follow.status).toBe(403);
    expect(await bodyOf(follow)).toEqual({ message: copy.safety.block.cannotFollow, code: "follow_blocked" });

    const post = await createTestPost(deps.db, a.member);
    const comment = await b.client.post("/api/comments", { post_id: post.id, body: "手伝えます" });
    expect(comment.status).toBe(403);
    expect(await bodyOf(comment)).toEqual({
      message: copy.safety.block.cannotComment,
      code: "comment_blocked",
    });

    const overTrpc = await b.client.post("/trpc/threads.open", { user_id: a.member.id });
    const error = await trpcErrorOf(overTrpc);
    expect(error.message).toBe(copy.safety.block.cannotMessage);
    expect(error.data.appCode).toBe("blocked");
  });
});

describe("tRPC carries the same code as REST", () => {
  test("a missing record, a gate and a validation failure", async () => {
    const visitor = new RestClient(app);
    await visitor.csrf();
    const missing = await trpcErrorOf(await trpcGet(visitor, "posts.byId", { id: 2147483000 }));
    expect(missing.message).toBe(copy.errors.postNotFound);
    expect(missing.data.appCode).toBe("post_not_found");

    const gate = await trpcErrorOf(await trpcGet(visitor, "safety.blocks", {}));
    expect(gate.data.appCode).toBe("unauthenticated");
    expect(gate.message).toBe(copy.errors.unauthenticated);

    const { client } = await signedInMember();
    const invalid = await trpcErrorOf(await client.post("/trpc/comments.create", { post_id: 1, body: "" }));
    expect(invalid.data.appCode).toBe("validation_failed");
  });
});
