/**
 * Ratings beside names (docs/product.md §10 Thanks and ratings): the 良い a member received travel with their
 * name — on a post's `user` in lists and on the post page (REST and tRPC), and on a thread's `partner` in the
 * threads list, the thread page and the answer of opening one. 普通 and 残念 are not counted there.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { AppDeps } from "../../src/server/context.ts";
import { callerFor } from "../support/caller.ts";
import { createMember, createTestPost } from "../support/factories.ts";
import { RestClient, type TestApp, testApp } from "../support/test-app.ts";

let app: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

/** A request of `author` resolved naming a fresh helper, who then rates the author `rating`. */
async function ratedBy(author: Awaited<ReturnType<typeof createMember>>, rating: "good" | "normal" | "bad") {
  const helper = await createMember(deps.db, { name: "手伝い 次郎" });
  const post = await createTestPost(deps.db, author, { title: "棚の組み立て" });
  await callerFor(deps, helper).comments.create({ post_id: post.id, body: "手伝えます" });
  await callerFor(deps, author).requests.setStatus({ id: post.id, status: "resolved", helper_id: helper.id });
  await callerFor(deps, helper).requests.createReview({ post_id: post.id, rating });
  return { helper, post };
}

describe("good ratings beside a member's name", () => {
  test("a post's author carries the 良い they received, in the list and on the post page", async () => {
    const author = await createMember(deps.db, { name: "依頼 花子" });
    await ratedBy(author, "good");
    await ratedBy(author, "good");
    await ratedBy(author, "bad");
    const fresh = await createTestPost(deps.db, author, { title: "犬の散歩をお願いしたい" });

    const detail = (await (await new RestClient(app).get(`/api/posts/${fresh.id}`)).json()) as {
      data: { user: { id: number; good_ratings: number } };
    };
    expect(detail.data.user).toMatchObject({ id: author.id, good_ratings: 2 });
    const byId = await callerFor(deps, null).posts.byId({ id: fresh.id });
    expect(byId.user?.good_ratings).toBe(2);

    const list = await callerFor(deps, null).posts.list({});
    expect(list.data.find((post) => post.id === fresh.id)?.user?.good_ratings).toBe(2);

    const newcomer = await createMember(deps.db, { name: "新人 三郎" });
    const unrated = await createTestPost(deps.db, newcomer, { title: "電球の交換" });
    expect((await callerFor(deps, null).posts.byId({ id: unrated.id })).user?.good_ratings).toBe(0);
  });

  test("a thread's partner carries the 良い they received, when opened, listed and read", async () => {
    const author = await createMember(deps.db, { name: "依頼 花子" });
    const { helper } = await ratedBy(author, "good");
    await ratedBy(author, "normal");

    const opened = await callerFor(deps, helper).threads.open({ user_id: author.id });
    expect(opened.partner).toMatchObject({ id: author.id, good_ratings: 1 });
    await callerFor(deps, helper).threads.send({ id: opened.id, body: "よろしくお願いします。" });

    const listed = await callerFor(deps, helper).threads.list({ page: 1 });
    expect(listed.data.find((thread) => thread.id === opened.id)?.partner.good_ratings).toBe(1);
    const read = await callerFor(deps, helper).threads.messages({ id: opened.id });
    expect(read.partner.good_ratings).toBe(1);
    // The other way round: the helper received nothing yet.
    const back = await callerFor(deps, author).threads.messages({ id: opened.id });
    expect(back.partner.good_ratings).toBe(0);
  });
});
