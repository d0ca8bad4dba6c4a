/**
 * Thanks and ratings (docs/product.md §10): after a request is resolved naming a helper, the author and the
 * helper rate each other once (POST /api/posts/{id}/reviews, requests.createReview); anyone else 403, a second
 * review 422; the profile answer carries `ratings`, GET /api/users/{id}/reviews pages them, GET
 * /api/users/{id}/activity lists recent requests and help given.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { AppDeps } from "../../src/server/context.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost, restAs } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

/** A public request of a fresh author, resolved naming a fresh helper who commented. */
async function resolvedRequest() {
  const author = await createMember(deps.db, { name: "依頼 花子" });
  const helper = await createMember(deps.db, { name: "手伝い 次郎" });
  const post = await createTestPost(deps.db, author, { title: "棚の組み立て" });
  await callerFor(deps, helper).comments.create({ post_id: post.id, body: "手伝えます" });
  await callerFor(deps, author).requests.setStatus({ id: post.id, status: "resolved", helper_id: helper.id });
  return { author, helper, post };
}

describe("POST /api/posts/{id}/reviews", () => {
  test("author and helper rate each other once; ratings and the paged list follow", async () => {
    const { author, helper, post } = await resolvedRequest();
    const authorRest = await restAs(author);
    const created = await authorRest.post(`/api/posts/${post.id}/reviews`, {
      rating: "good",
      comment: "とても助かりました。",
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      rating: "good",
      rating_label: "良い",
      comment: "とても助かりました。",
      post: { id: post.id, title: "棚の組み立て" },
      reviewer: { id: author.id, name: "依頼 花子" },
    });
    const twice = await authorRest.post(`/api/posts/${post.id}/reviews`, { rating: "bad" });
    expect(twice.status).toBe(422);
    expect(((await twice.json()) as { errors: Record<string, string[]> }).errors.rating).toEqual([
      "この依頼はすでに評価しました。",
    ]);

    const byHelper = await callerFor(deps, helper).requests.createReview({
      post_id: post.id,
      rating: "normal",
    });
    expect(byHelper).toMatchObject({ rating: "normal", rating_label: "普通", comment: null });

    const helperProfile = (await (
      await new RestClient(app).get(`/api/public/profile/${helper.id}`)
    ).json()) as {
      data: { ratings: unknown };
    };
    expect(helperProfile.data.ratings).toEqual({ good: 1, normal: 0, bad: 0 });
    const authorProfile = await callerFor(deps, null).profile.public({ id: author.id });
    expect(authorProfile.ratings).toEqual({ good: 0, normal: 1, bad: 0 });

    const page = (await (await new RestClient(app).get(`/api/users/${helper.id}/reviews`)).json()) as {
      data: { rating: string; reviewer: { id: number } }[];
      meta: { total: number };
      links: unknown;
    };
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({ rating: "good", reviewer: { id: author.id } });
    expect(page.links).toBeDefined();
    const ofPost = await callerFor(deps, null).requests.postReviews({ post_id: post.id });
    expect(ofPost.data.map((review) => review.rating)).toEqual(["good", "normal"]);

    const activity = (await (await new RestClient(app).get(`/api/users/${helper.id}/activity`)).json()) as {
      data: { recent_posts: unknown[]; help_given: { id: number; status: string }[] };
    };
    expect(activity.data.help_given.map((p) => [p.id, p.status])).toEqual([[post.id, "resolved"]]);
    const authorActivity = await callerFor(deps, null).requests.activity({ user_id: author.id });
    expect(authorActivity.recent_posts.map((p) => p.id)).toEqual([post.id]);
  });

  test("anyone else 403, a visitor 401, before resolution 422, bad input 422 in Japanese", async () => {
    const { author, post } = await resolvedRequest();
    const stranger = await createMember(deps.db);
    const strangerRest = await restAs(stranger);
    const forbidden = await strangerRest.post(`/api/posts/${post.id}/reviews`, { rating: "good" });
    expect(forbidden.status).toBe(403);
    const visitor = new RestClient(app);
    await visitor.csrf();
    expect((await visitor.post(`/api/posts/${post.id}/reviews`, { rating: "good" })).status).toBe(401);

    const open = await createTestPost(deps.db, author);
    const authorRest = await restAs(author);
    const early = await authorRest.post(`/api/posts/${open.id}/reviews`, { rating: "good" });
    expect(early.status).toBe(422);
    expect(((await early.json()) as { errors: Record<string, string[]> }).errors.rating).toEqual([
      "解決済みで、手伝ってくれた人が決まった依頼だけ評価できます。",
    ]);
    for (const body of [
      {},
      { rating: "great" },
      { rating: "good", comment: "あ".repeat(501) },
      { rating: 1 },
    ]) {
      const response = await authorRest.post(`/api/posts/${post.id}/reviews`, body);
      expect(response.status).toBe(422);
      const errors = ((await response.json()) as { errors: Record<string, string[]> }).errors;
      expect(Object.values(errors).flat()[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect((await authorRest.post("/api/posts/99999999/reviews", { rating: "good" })).status).toBe(404);
    expect((await new RestClient(app).get("/api/users/99999999/reviews")).status).toBe(404);
    expect((await new RestClient(app).get("/api/users/99999999999/activity")).status).toBe(404);
    // Nothing was stored by the refused calls.
    expect((await callerFor(deps, null).requests.postReviews({ post_id: post.id })).data).toEqual([]);
  });
});
