/**
 * Record ids named in REST paths mean the same on both transports (docs/api.md "Errors", edge/path-ids.ts): for
 * every declared operation of the posts, requests, social, comments, mypage, board, admin, profile and tokens
 * domains whose REST path names an id (`/posts/{id}`, `/posts/{post_id}/reviews`, `/users/{user_id}/activity`,
 * `/follows/{user_id}`, `/admin/users/{id}`, `/role/attach/{userId}`, `/tokens/{id}`, …),
 * an id no record can have — 0, one past PostgreSQL's int4 range, or not a number — is that record's 404 with the
 * same Japanese text over REST and over tRPC, never a 422 or a 500. A category slug no category can have is the
 * list's 404 on both transports too.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { type AnyOperation, methodsOf, restRoutesOf } from "../../src/server/edge/define.ts";
import { allOperations } from "../../src/server/edge/registry.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, FACTORY_PASSWORD } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

const DOMAINS = ["posts", "requests", "social", "comments", "mypage", "board", "admin", "profile", "tokens"];
/** Ids no record can have, as a path segment (REST) and as a typed value (tRPC). */
const IMPOSSIBLE_IDS = [
  { path: "0", typed: 0 },
  { path: "2147483648", typed: 2_147_483_648 },
  { path: "99999999999999999999", typed: 1e20 },
];

let app: TestApp;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof createMember>>;
let client: RestClient;

/** The declared operations of these domains that name a record id in a REST path. */
const withPathIds: AnyOperation[] = allOperations.filter(
  (operation) => DOMAINS.includes(operation.name.split(".")[0] ?? "") && operation.pathIds !== undefined,
);

beforeAll(async () => {
  ({ app, deps } = await testApp());
  // An administrator with a verified e-mail passes every gate, so each answer is the path id's own.
  admin = await createMember(deps.db, { admin: true });
  client = new RestClient(app);
  expect((await client.login(admin.email, FACTORY_PASSWORD)).status).toBe(200);
});

/** The tRPC procedure of `name` (`posts.byId`) on a caller. */
function procedureOf(name: string): (input: unknown) => Promise<unknown> {
  const [domain = "", action = ""] = name.split(".");
  const caller = callerFor(deps, admin) as unknown as Record<
    string,
    Record<string, (input: unknown) => Promise<unknown>>
  >;
  const procedure = caller[domain]?.[action];
  if (!procedure) throw new Error(`no procedure ${name}`);
  return procedure;
}

describe("an id that cannot name a record", () => {
  test("the domains declare path ids on the operations that name one", () => {
    expect(withPathIds.map((operation) => operation.name).sort()).toEqual([
      "admin.attachRole",
      "admin.deleteUser",
      "admin.detachRole",
      "admin.resendVerification",
      "admin.setSuspended",
      "admin.updateUser",
      "admin.user",
      "posts.arrangeImages",
      "posts.byId",
      "posts.delete",
      "posts.deleteImage",
      "posts.update",
      "profile.byId",
      "profile.public",
      "requests.activity",
      "requests.createReview",
      "requests.helperCandidates",
      "requests.postReviews",
      "requests.setStatus",
      "requests.userReviews",
      "social.bookmark",
      "social.follow",
      "social.unbookmark",
      "social.unfollow",
      "tokens.revoke",
    ]);
  });

  test("is the record's 404 over REST, in every route that names it", async () => {
    for (const operation of withPathIds) {
      for (const route of restRoutesOf(operation)) {
        for (const [key, notFound] of Object.entries(operation.pathIds ?? {})) {
          for (const id of IMPOSSIBLE_IDS) {
            const path = `/api${route.path.replace(`{${key}}`, id.path)}`;
            for (const method of methodsOf(route)) {
              const response = await client.request(method, path, method === "GET" ? undefined : {});
              const body = (await response.json()) as { message?: string };
              expect({ method, path, status: response.status, message: body.message }).toEqual({
                method,
                path,
                status: 404,
                message: notFound,
              });
            }
          }
        }
      }
    }
  });

  test("is the same 404 over tRPC, with the same text, before the rest of the input is read", async () => {
    for (const operation of withPathIds) {
      for (const [key, notFound] of Object.entries(operation.pathIds ?? {})) {
        for (const value of [...IMPOSSIBLE_IDS.map((id) => id.typed), "abc", -3, 1.5]) {
          const outcome = await procedureOf(operation.name)({ [key]: value }).then(
            () => ({ code: "resolved", message: "" }),
            (error: { code?: string; message?: string }) => ({ code: error.code, message: error.message }),
          );
          expect({ name: operation.name, value, ...outcome }).toEqual({
            name: operation.name,
            value,
            code: "NOT_FOUND",
            message: notFound,
          });
        }
      }
    }
  });
});

describe("a category slug no category can have", () => {
  test("is 404 カテゴリが見つかりませんでした。 on both transports, never a 422", async () => {
    for (const slug of [`a${"b".repeat(100)}`, "%00"]) {
      for (const path of [`/api/category/${slug}/posts`, `/api/category/${slug}/nearby-posts`]) {
        const response = await client.get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(((await response.json()) as { message: string }).message).toBe(copy.errors.categoryNotFound);
      }
    }
    for (const category_slug of [`a${"b".repeat(100)}`, "\u0000", ""]) {
      await expect(procedureOf("posts.list")({ category_slug })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: copy.errors.categoryNotFound,
      });
    }
  });
});
