/**
 * List scopes named by a number past PostgreSQL's integer range (docs/product.md §2 /category/{slug}, /regions/{slug};
 * workplace rule "never 500"): posts/list/scope.ts `findCategory` / `findRegion` read an all-digit slug as an id
 * and compare it with an int4 column, so the query fails. Such a key names no category or region: 404.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { copy } from "#shared/copy.ts";
import type { AppDeps } from "../../src/server/context.ts";
import { callerFor } from "../support/caller.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;
const HUGE = "99999999999";

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

function visitorCaller() {
  return callerFor(deps, null);
}

describe("an all-digit scope key past the integer range", () => {
  test("tRPC posts.list answers NOT_FOUND for such a category or region slug", async () => {
    const caller = visitorCaller();
    await expect(caller.posts.list({ category_slug: HUGE })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.posts.list({ region_slug: HUGE })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  test("REST /api/category/{slug}/posts and /nearby-posts answer 404 in Japanese", async () => {
    const visitor = new RestClient(app);
    for (const path of [`/api/category/${HUGE}/posts`, `/api/category/${HUGE}/nearby-posts?lat=35&lon=139`]) {
      const response = await visitor.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(((await response.json()) as { message: string }).message).toBe(copy.errors.categoryNotFound);
    }
  });
});
